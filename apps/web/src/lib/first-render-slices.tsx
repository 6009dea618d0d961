import { type ReactNode, useLayoutEffect, useState } from 'react';

/**
 * The first render of a page load in a few tasks instead of one (issue 17: a phone's Total Blocking Time).
 *
 *   startFirstRenderSlices();                                   // main.tsx, before the first root.render
 *   <FirstRenderSlice><KeepAliveOutlet /></FirstRenderSlice>    // its children one task after the frame
 *   <FirstRenderSlice last><AppFooter /></FirstRenderSlice>     // after every other slice
 *
 * Why: Preact draws a tree in one synchronous pass, so the first load of a results or item page was one task
 * of about 450 ms at a phone's 4x slowdown (providers, header, page, footer), all of it past 50 ms counted as
 * blocking time. A slice draws nothing in that pass and its children in a task of their own (a message on a
 * MessageChannel, which the browser runs before timers and may paint between), in the order the slices were
 * drawn, the `last` ones after all others: the footer is drawn under the page, never moved down by it. When
 * the queue has run dry the first load is over: slices drawn later (every navigation, and every render where
 * startFirstRenderSlices was not called, as in the unit tests) show their children at once.
 */

/** Runs a function in a task of its own. */
export type TaskPoster = (run: () => void) => void;

interface Slices {
  queue: Array<() => void>;
  lastQueue: Array<() => void>;
  posted: boolean;
  postTask: TaskPoster;
  done: () => void;
}

let slices: Slices | null = null;

/**
 * Slices the first render of this page load. The tasks are MessageChannel messages (a browser without one
 * renders in one pass); a test passes its own poster.
 */
export function startFirstRenderSlices(postTask?: TaskPoster): void {
  if (slices) return;
  if (postTask) {
    slices = { queue: [], lastQueue: [], posted: false, postTask, done: () => {} };
    return;
  }
  if (typeof MessageChannel !== 'function') return;
  const channel = new MessageChannel();
  let pending: (() => void) | undefined;
  channel.port1.onmessage = () => pending?.();
  const post: TaskPoster = (run) => {
    pending = run;
    channel.port2.postMessage(null);
  };
  slices = { queue: [], lastQueue: [], posted: false, postTask: post, done: () => channel.port1.close() };
}

/** Shows the next slice; ends the slicing when none is left. */
function runNext(): void {
  const current = slices;
  if (!current) return;
  current.posted = false;
  const show = current.queue.shift() ?? current.lastQueue.shift();
  show?.();
  if (current.queue.length > 0 || current.lastQueue.length > 0) post(current);
  else {
    current.done();
    slices = null;
  }
}

function post(current: Slices): void {
  if (current.posted) return;
  current.posted = true;
  current.postTask(runNext);
}

/** Queues a slice's `show`; returns its removal (the slice unmounted before its turn). */
function enqueue(current: Slices, show: () => void, last: boolean): () => void {
  const list = last ? current.lastQueue : current.queue;
  list.push(show);
  post(current);
  return () => {
    const at = list.indexOf(show);
    if (at >= 0) list.splice(at, 1);
  };
}

export function FirstRenderSlice({ children, last = false }: { children: ReactNode; last?: boolean }) {
  const [shown, setShown] = useState(slices === null);
  useLayoutEffect(() => {
    if (shown) return;
    if (!slices) {
      setShown(true);
      return;
    }
    return enqueue(slices, () => setShown(true), last);
  }, [shown, last]);
  return shown ? children : null;
}
