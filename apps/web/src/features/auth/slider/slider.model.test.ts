import { describe, expect, it } from 'vitest';
import {
  easeInOut,
  INITIAL_SLIDER,
  isAtEnd,
  keyTarget,
  type SliderAction,
  type SliderState,
  sliderKeyOf,
  sliderReducer,
  thinTrace,
} from './slider.model.ts';

const MAX = 290; // 330 track − 40 handle

function run(actions: SliderAction[], from: SliderState = INITIAL_SLIDER): SliderState {
  return actions.reduce(sliderReducer, from);
}

describe('slider state machine', () => {
  it('SPEC-4.42 SPEC-4.43 idle → dragging; the handle follows the pointer, clamped to the track', () => {
    const dragging = run([
      { type: 'start', clientX: 100, time: 1000 },
      { type: 'move', clientX: 150, time: 1040, max: MAX },
    ]);
    expect(dragging.status).toBe('dragging');
    expect(dragging.x).toBe(50);
    expect(run([{ type: 'move', clientX: 40, time: 1080, max: MAX }], dragging).x).toBe(0);
    expect(run([{ type: 'move', clientX: 100 + MAX - 10, time: 1080, max: MAX }], dragging).x).toBe(MAX - 10);
    expect(dragging.trace).toEqual([
      { x: 0, t: 0 },
      { x: 50, t: 40 },
    ]);
  });

  it('SPEC-4.44 releasing before the far end resets to the start', () => {
    const released = run([
      { type: 'start', clientX: 100, time: 0 },
      { type: 'move', clientX: 300, time: 200, max: MAX },
      { type: 'release', max: MAX },
    ]);
    expect(released).toEqual(INITIAL_SLIDER);
  });

  it('SPEC-4.45 reaching the end is success at once, and success is locked', () => {
    const done = run([
      { type: 'start', clientX: 100, time: 0 },
      { type: 'move', clientX: 200, time: 100, max: MAX },
      { type: 'move', clientX: 100 + MAX + 30, time: 300, max: MAX },
    ]);
    expect(done.status).toBe('success');
    expect(done.x).toBe(MAX);
    expect(done.trace.at(-1)).toEqual({ x: MAX, t: 300 });
    // locked: nothing but a reset changes it
    for (const action of [
      { type: 'start', clientX: 0, time: 400 },
      { type: 'move', clientX: 0, time: 500, max: MAX },
      { type: 'release', max: MAX },
      { type: 'glide', x: 0, time: 600, max: MAX },
    ] satisfies SliderAction[]) {
      expect(sliderReducer(done, action)).toBe(done);
    }
  });

  it('SPEC-4.46 reset returns to idle from any state', () => {
    const dragging = run([{ type: 'start', clientX: 10, time: 0 }]);
    const done = run([{ type: 'glide', x: MAX, time: 0, max: MAX }]);
    expect(sliderReducer(dragging, { type: 'reset' })).toEqual(INITIAL_SLIDER);
    expect(sliderReducer(done, { type: 'reset' })).toEqual(INITIAL_SLIDER);
  });

  it('keyboard: keys map to steps, the ends and the start; a glide to the end is success', () => {
    expect(sliderKeyOf('ArrowRight')).toBe('forward');
    expect(sliderKeyOf('ArrowUp')).toBe('forward');
    expect(sliderKeyOf('ArrowLeft')).toBe('back');
    expect(sliderKeyOf('End')).toBe('end');
    expect(sliderKeyOf('Home')).toBe('home');
    expect(sliderKeyOf('Enter')).toBeNull();
    expect(keyTarget('forward', 280, MAX, 29)).toBe(MAX);
    expect(keyTarget('back', 10, MAX, 29)).toBe(0);
    expect(keyTarget('end', 0, MAX, 29)).toBe(MAX);
    const glided = run([
      { type: 'glide', x: 0, time: 100, max: MAX },
      { type: 'glide', x: 100, time: 200, max: MAX },
    ]);
    expect(glided.status).toBe('dragging');
    expect(run([{ type: 'settle' }], glided).status).toBe('dragging');
    const back = run([{ type: 'glide', x: 0, time: 300, max: MAX }, { type: 'settle' }], glided);
    expect(back).toEqual(INITIAL_SLIDER);
    const done = run([{ type: 'glide', x: MAX, time: 500, max: MAX }], glided);
    expect(done.status).toBe('success');
    expect(done.trace.map((p) => p.t)).toEqual([0, 0, 100, 400]);
  });

  it('the far end allows a pixel; eased glides are not linear; long traces are thinned to the server’s limit', () => {
    expect(isAtEnd(MAX - 1, MAX)).toBe(true);
    expect(isAtEnd(MAX - 2, MAX)).toBe(false);
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.25)).toBeLessThan(0.25);
    expect(easeInOut(0.75)).toBeGreaterThan(0.75);
    const long = Array.from({ length: 1000 }, (_, i) => ({ x: i / 10, t: i }));
    const thin = thinTrace(long, 400);
    expect(thin).toHaveLength(400);
    expect(thin[0]).toEqual(long[0]);
    expect(thin.at(-1)).toEqual(long.at(-1));
    expect(thinTrace(long.slice(0, 10))).toHaveLength(10);
  });
});
