import { AUTOCOMPLETE_DEBOUNCE_MS } from '@jianku/rules';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('SPEC-9.18 an autocomplete value settles 100 ms after the last change, and only the last one', () => {
    expect(AUTOCOMPLETE_DEBOUNCE_MS).toBe(100);
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ text }) => {
        const value = useDebouncedValue(text);
        if (seen.at(-1) !== value) seen.push(value);
        return value;
      },
      { initialProps: { text: '' } },
    );
    for (const text of ['3', '31', '316', '316L']) {
      rerender({ text });
      act(() => vi.advanceTimersByTime(60));
    }
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(39));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('316L');
    expect(seen).toEqual(['', '316L']);
  });
});
