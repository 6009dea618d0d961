import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the page has loaded and the browser is idle (requestIdleCallback, at most `timeoutMs`
 * after the load event; a timer where the browser has none). Returns a cancel. For what the first screen
 * does not need: it then costs the page's first load nothing (issue 17).
 */
export function whenIdle(callback: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, 200);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/** False until the page has loaded and the browser is idle (see `whenIdle`), then true. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
