import { browser } from './browser.ts';

export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: NavigateFn | null = null;

/**
 * Lets the app shell hand its router's navigate function to the lib (e.g. `bindNavigate(router.navigate)`),
 * so that redirects made outside React (error handling) stay inside the single-page app. Returns an unbind.
 */
export function bindNavigate(fn: NavigateFn): () => void {
  navigateImpl = fn;
  return () => {
    if (navigateImpl === fn) navigateImpl = null;
  };
}

/** Navigates within the app when a router is bound, otherwise by a full page load. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else browser.assign(to);
}

/** The current path and query, e.g. `/part/search?keyWords=M8`. */
export function currentPathWithQuery(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** `/login?redirect=<encoded current path and query>` (spec §2, SPEC-2.25). */
export function loginPathWithRedirect(target: string = currentPathWithQuery()): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}
