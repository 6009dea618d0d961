import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../stores/app.store.ts';
import { useScreenWatcher } from './screen-watcher.ts';

function resizeTo(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  vi.useFakeTimers();
  useAppStore.getState().reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useScreenWatcher (spec §3 app state, §9 breakpoints)', () => {
  it('SPEC-3.02 SPEC-9.32 sets the screen type on mount: ≥1440 large, 1000-1439 middle, below 1000 small', () => {
    for (const [width, type] of [
      [1920, 'large'],
      [1440, 'large'],
      [1439, 'middle'],
      [1000, 'middle'],
      [999, 'small'],
      [500, 'small'],
    ] as const) {
      window.innerWidth = width;
      const hook = renderHook(() => useScreenWatcher());
      expect(useAppStore.getState().screenType).toBe(type);
      hook.unmount();
    }
  });

  it('SPEC-9.32 resizes are throttled to 100 ms; the last size always wins', () => {
    window.innerWidth = 1600;
    const hook = renderHook(() => useScreenWatcher());
    act(() => vi.advanceTimersByTime(200));
    act(() => resizeTo(1200));
    expect(useAppStore.getState().screenType).toBe('middle');
    act(() => resizeTo(800));
    act(() => resizeTo(1500));
    act(() => resizeTo(900));
    expect(useAppStore.getState().screenType).toBe('middle');
    act(() => vi.advanceTimersByTime(99));
    expect(useAppStore.getState().screenType).toBe('middle');
    act(() => vi.advanceTimersByTime(1));
    expect(useAppStore.getState().screenType).toBe('small');
    hook.unmount();
    act(() => resizeTo(1600));
    act(() => vi.advanceTimersByTime(200));
    expect(useAppStore.getState().screenType).toBe('small');
  });
});
