import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MAX_WAIT_MS } from '@jianku/rules';
import { debounce } from 'lodash-es';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Library } from '../library/library.ts';
import { fetchSuggestions } from './suggest.api.ts';

/**
 * Suggestions for the text being typed: one request per burst of typing, 200 ms after the last key and at
 * least every 1000 ms while typing goes on (SPEC-9.17). Only the newest answer is shown; an empty text clears
 * the list and cancels what is pending.
 */
export function useSuggestions(library: Library, text: string): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const latest = useRef<AbortController | null>(null);

  const request = useMemo(
    () =>
      debounce(
        (keyword: string) => {
          latest.current?.abort();
          const controller = new AbortController();
          latest.current = controller;
          fetchSuggestions(library, keyword, controller.signal).then(
            (list) => {
              if (latest.current === controller) setSuggestions(Array.isArray(list) ? list : []);
            },
            () => {
              if (latest.current === controller) setSuggestions([]);
            },
          );
        },
        SUGGESTION_DEBOUNCE_MS,
        { maxWait: SUGGESTION_MAX_WAIT_MS },
      ),
    [library],
  );

  useEffect(
    () => () => {
      request.cancel();
      latest.current?.abort();
      latest.current = null;
    },
    [request],
  );

  useEffect(() => {
    const keyword = text.trim();
    if (keyword === '') {
      request.cancel();
      latest.current?.abort();
      latest.current = null;
      setSuggestions([]);
      return;
    }
    request(keyword);
  }, [text, request]);

  return suggestions;
}
