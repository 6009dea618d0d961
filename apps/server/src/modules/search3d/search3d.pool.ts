/**
 * The 3D search worker pool (the models pool's design, models.pool.ts): worker threads that read a model
 * file and compute its descriptor, one job at a time each, jobs queued. A job past its time limit or a
 * worker that crashes (a WASM instance out of memory on a huge STEP) loses its worker, which is replaced
 * on the next job; a bad file is the user's error and keeps the worker.
 */
import { Worker } from 'node:worker_threads';

export interface DescribeJob {
  id: number;
  /** the file to read */
  path: string;
  /** the extension the user gave, used only for the message when the content is neither STL nor STEP */
  hint: 'stl' | 'step' | undefined;
}

export type DescribeReply =
  | { id: number; ok: true; vector: Float32Array; triangles: number; extents: number[]; ready?: false }
  | { id: number; ok: true; ready: true }
  | { id: number; ok: false; user: boolean; error: string };

export interface Described {
  vector: Float32Array;
  triangles: number;
  extents: number[];
}

/** A bad file: its message is the user's. */
export class DescribeUserError extends Error {}
export class DescribeTimeoutError extends Error {}

interface Slot {
  worker: Worker;
  busy: boolean;
  /** the worker's first message (its modules loaded) */
  ready: Promise<void>;
}

interface Queued {
  job: Omit<DescribeJob, 'id'>;
  timeoutMs: number;
  resolve: (r: Described) => void;
  reject: (e: Error) => void;
}

const WORKER_URL = new URL('./search3d.worker.mjs', import.meta.url);

export interface DescribePool {
  run(job: Omit<DescribeJob, 'id'>, timeoutMs?: number): Promise<Described>;
  /** start the workers now (their TypeScript compiled and loaded) instead of on the first job */
  warm(): Promise<void>;
  close(): Promise<void>;
  /** workers replaced after a crash or a timeout */
  readonly restarts: number;
}

export function createDescribePool({ size, timeoutMs }: { size: number; timeoutMs: number }): DescribePool {
  const slots: Slot[] = [];
  const queue: Queued[] = [];
  let nextId = 1;
  let restarts = 0;
  let closed = false;

  const spawn = (): Slot => {
    const worker = new Worker(WORKER_URL, { execArgv: [] });
    worker.unref();
    const ready = new Promise<void>((resolve) => {
      const first = (m: DescribeReply) => {
        if (m.id !== 0) return;
        worker.off('message', first);
        resolve();
      };
      worker.on('message', first);
      worker.once('exit', () => resolve());
    });
    const slot: Slot = { worker, busy: false, ready };
    worker.on('error', () => {});
    worker.once('exit', () => {
      const i = slots.indexOf(slot);
      if (i >= 0) slots.splice(i, 1);
    });
    slots.push(slot);
    return slot;
  };

  const retire = (slot: Slot) => {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    restarts++;
    void slot.worker.terminate();
  };

  const execute = (slot: Slot, q: Queued) => {
    slot.busy = true;
    const id = nextId++;
    const { worker } = slot;
    const finish = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      slot.busy = false;
      pump();
    };
    const timer = setTimeout(() => {
      retire(slot);
      finish();
      q.reject(new DescribeTimeoutError(`describe job timed out after ${q.timeoutMs} ms`));
    }, q.timeoutMs);
    const onMessage = (m: DescribeReply) => {
      if (m.id !== id) return;
      finish();
      if (m.ok && !m.ready) q.resolve({ vector: m.vector, triangles: m.triangles, extents: m.extents });
      else if (!m.ok && m.user) q.reject(new DescribeUserError(m.error));
      else {
        retire(slot);
        q.reject(new Error(m.ok ? 'unexpected reply' : m.error));
      }
    };
    const onExit = (code: number) => {
      retire(slot);
      finish();
      q.reject(new Error(`search3d worker exited (${code})`));
    };
    worker.on('message', onMessage);
    worker.once('exit', onExit);
    worker.postMessage({ ...q.job, id } satisfies DescribeJob);
  };

  const pump = () => {
    if (closed) return;
    while (queue.length > 0) {
      const slot = slots.find((s) => !s.busy) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const q = queue.shift();
      if (q) execute(slot, q);
    }
  };

  return {
    get restarts() {
      return restarts;
    },
    run(job, jobTimeoutMs = timeoutMs) {
      if (closed) return Promise.reject(new Error('search3d pool closed'));
      return new Promise((resolve, reject) => {
        queue.push({ job, timeoutMs: jobTimeoutMs, resolve, reject });
        pump();
      });
    },
    async warm() {
      while (slots.length < size) spawn();
      await Promise.all(slots.map((s) => s.ready));
    },
    async close() {
      closed = true;
      for (const q of queue.splice(0)) q.reject(new Error('search3d pool closed'));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
