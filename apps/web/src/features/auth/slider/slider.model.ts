/**
 * The slider control's state machine (spec §4 slider states, SPEC-4.42..4.46): idle → dragging → success,
 * or back to idle when released before the far end. Pure, so the component and its tests share it.
 */

/** One point of a drag: the handle's offset from the start (px) and the time since the drag began (ms). */
export interface TracePoint {
  x: number;
  t: number;
}

export type SliderStatus = 'idle' | 'dragging' | 'success';

export interface SliderState {
  status: SliderStatus;
  /** the handle's offset from the start, 0..max */
  x: number;
  /** pointer position where the drag began, minus the handle offset then */
  origin: number;
  /** when the drag began (ms, the event clock) */
  startedAt: number;
  trace: TracePoint[];
}

export type SliderAction =
  | { type: 'start'; clientX: number; time: number }
  | { type: 'move'; clientX: number; time: number; max: number }
  | { type: 'release'; max: number }
  /** the handle moved to `x` by itself (keyboard steps glide there frame by frame) */
  | { type: 'glide'; x: number; time: number; max: number }
  /** a glide ended: back at the start it is idle again */
  | { type: 'settle' }
  | { type: 'reset' };

export type SliderKey = 'forward' | 'back' | 'end' | 'home';

export const INITIAL_SLIDER: SliderState = Object.freeze({
  status: 'idle',
  x: 0,
  origin: 0,
  startedAt: 0,
  trace: [],
}) as SliderState;

/** The handle counts as at the end within this many px (a pointer rarely stops on the exact pixel). */
export const END_TOLERANCE_PX = 1;

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), Math.max(max, 0));
}

export function isAtEnd(x: number, max: number): boolean {
  return max > 0 && x >= max - END_TOLERANCE_PX;
}

function point(x: number, time: number, startedAt: number): TracePoint {
  return { x: Math.round(x), t: Math.max(0, Math.round(time - startedAt)) };
}

/**
 * The transitions. Success is final until a reset: the slider is locked, and every other action leaves it
 * as it is. Moving the handle to the end (by pointer or by the End / arrow keys) is success at once.
 */
export function sliderReducer(state: SliderState, action: SliderAction): SliderState {
  if (action.type === 'reset') return INITIAL_SLIDER;
  if (state.status === 'success') return state;
  switch (action.type) {
    case 'start':
      return {
        status: 'dragging',
        x: state.x,
        origin: action.clientX - state.x,
        startedAt: action.time,
        trace: [point(state.x, action.time, action.time)],
      };
    case 'move': {
      if (state.status !== 'dragging') return state;
      const x = clamp(action.clientX - state.origin, action.max);
      // at the end the handle snaps to it, and so does the trace's last point
      const end = isAtEnd(x, action.max);
      const trace = [...state.trace, point(end ? action.max : x, action.time, state.startedAt)];
      if (end) return { ...state, status: 'success', x: action.max, trace };
      return { ...state, x, trace };
    }
    case 'release':
      if (state.status !== 'dragging') return state;
      // Released before the far end: back to the start.
      return isAtEnd(state.x, action.max) ? { ...state, status: 'success', x: action.max } : INITIAL_SLIDER;
    case 'glide': {
      const startedAt = state.status === 'dragging' ? state.startedAt : action.time;
      const trace = state.status === 'dragging' ? state.trace : [point(state.x, action.time, action.time)];
      const x = clamp(action.x, action.max);
      const end = isAtEnd(x, action.max);
      const next = [...trace, point(end ? action.max : x, action.time, startedAt)];
      if (end) {
        return { status: 'success', x: action.max, origin: 0, startedAt, trace: next };
      }
      return { status: 'dragging', x, origin: 0, startedAt, trace: next };
    }
    case 'settle':
      return state.status === 'dragging' && state.x === 0 ? INITIAL_SLIDER : state;
  }
}

/** Where a key sends the handle from `x`: a step forward or back, the start or the far end. */
export function keyTarget(key: SliderKey, x: number, max: number, step: number): number {
  switch (key) {
    case 'end':
      return max;
    case 'home':
      return 0;
    case 'forward':
      return clamp(x + step, max);
    case 'back':
      return clamp(x - step, max);
  }
}

/** Ease-in-out (cubic): the handle speeds up and slows down as a hand would move it. */
export function easeInOut(p: number): number {
  const t = Math.min(Math.max(p, 0), 1);
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * At most `limit` points of a trace (the server takes at most 500): the first, the last, and evenly
 * spaced ones between.
 */
export function thinTrace(trace: readonly TracePoint[], limit = 400): TracePoint[] {
  if (trace.length <= limit) return [...trace];
  const out: TracePoint[] = [];
  for (let i = 0; i < limit; i++) {
    out.push(trace[Math.round((i * (trace.length - 1)) / (limit - 1))] as TracePoint);
  }
  return out;
}

/** The key of a keyboard event that drives the slider, or null. */
export function sliderKeyOf(key: string): SliderKey | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
    case 'PageUp':
      return 'forward';
    case 'ArrowLeft':
    case 'ArrowDown':
    case 'PageDown':
      return 'back';
    case 'End':
      return 'end';
    case 'Home':
      return 'home';
    default:
      return null;
  }
}
