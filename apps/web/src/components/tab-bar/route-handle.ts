import type { UIMatch } from 'react-router';

/**
 * Route meta (`handle`) read by the shell: routes with a title get a tab; `cache: true` keeps the page
 * mounted (hidden) while the user is on another tab, so its state survives (spec §2 "cached per route meta").
 */
export interface RouteHandle {
  title?: string;
  cache?: boolean;
  /** the browser's title only, for pages without a tab or header title (error pages, the plugin) */
  documentTitle?: string;
  /** the browser's title from the address's query (a search's keywords); before every other title */
  documentTitleOf?: (query: URLSearchParams) => string | undefined;
}

/** The browser title the deepest route makes of the address's query (`documentTitleOf`), if any. */
export function queryTitleOfMatches(matches: readonly UIMatch[], query: URLSearchParams): string | undefined {
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return handle?.documentTitleOf?.(query);
}

/** The browser title a route asks for: the deepest `documentTitle` or tab title. */
export function documentTitleOfMatches(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.documentTitle || handle?.title) return handle.documentTitle ?? handle.title;
  }
  return undefined;
}

/** The handle of the deepest matched route that declares a tab title. */
export function tabHandleOf(matches: readonly UIMatch[]): RouteHandle | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return null;
}
