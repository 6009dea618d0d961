import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { tabNameForPath } from '../../stores/tabs.store.ts';
import { documentTitleOfMatches, queryTitleOfMatches } from './route-handle.ts';
import { useTabTitleOverride } from './use-tab-title.ts';

/** The product's name, after the page's own title in the browser's title bar. */
export const SITE_NAME = '件库';

/** `页面 - 件库`, or the product's name alone for a page without a title. */
export function documentTitleOf(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} - ${SITE_NAME}` : SITE_NAME;
}

/**
 * Keeps the browser's title in step with the page on every route: the title a route makes of the query
 * (a search: `M8 - 零部件搜索`), else the title a page gave its tab once its data loaded (an item's model told apart from its twins, a category's name), else the route's handle title.
 * Used once, by the root route. Usage: `useDocumentTitle();`
 */
export function useDocumentTitle(): void {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const fromQuery = queryTitleOfMatches(matches, new URLSearchParams(search));
  const override = useTabTitleOverride(tabNameForPath(pathname));
  const title = documentTitleOf(fromQuery ?? override ?? documentTitleOfMatches(matches));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
