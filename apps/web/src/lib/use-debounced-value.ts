import { AUTOCOMPLETE_DEBOUNCE_MS } from '@jianku/rules';
import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delay` ms (default: the spec's autocomplete debounce, 100 ms,
 * SPEC-9.18). Autocomplete fields (the grade picker, the warehouse's item select) query with it, so that a
 * burst of typing asks the server once, for what was typed last.
 *
 *   const [text, setText] = useState('');
 *   const query = useDebouncedValue(text);   // useQuery({ queryKey: [..., query], ... })
 */
export function useDebouncedValue<T>(value: T, delay: number = AUTOCOMPLETE_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
