/**
 * The first page's code and answer, fetched side by side before the first render (issue 17: a phone's LCP).
 *
 *   await prepareFirstPage(window.location, queryClient); // main.tsx, then root.render(...)
 *
 * Why: a results or item page opened from a link loaded in a chain: the shell, then (while rendering) the page's
 * chunk, then (in its effect) the answer, then a second render when the answer landed, one long task that the
 * first render's transition does not slice. Here the chunk and the answer start together as soon as the shell
 * runs, and the first render draws the answer. The wait is bounded (FIRST_PAGE_WAIT_MS): past it the page
 * renders with its skeleton, as before. Other addresses render at once.
 */
import { firstPageOf } from '@jianku/rules';
import type { QueryClient } from '@tanstack/react-query';
import { ItemDetailPage, SearchPage } from './router.tsx';

/** The longest the first render waits for the page's answer. */
export const FIRST_PAGE_WAIT_MS = 2500;

/** The page's chunk and answer for a results or item address; null for any other page. */
export function firstPageWork(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  client: QueryClient,
): Promise<unknown> | null {
  const page = firstPageOf(pathname);
  if (page?.kind === 'search') {
    const answer = import('../features/search/api/search.prefetch.ts').then((m) =>
      m.prefetchSearchPage(client, page.library, search),
    );
    return Promise.all([SearchPage.preload(), answer]);
  }
  if (page?.kind !== 'item') return null;
  const answer = import('../features/catalog/api/catalog.prefetch.ts').then((m) =>
    m.prefetchItemPage(client, page.id),
  );
  return Promise.all([ItemDetailPage.preload(), answer]);
}

/** Resolves when the first page's chunk and answer are in, or after FIRST_PAGE_WAIT_MS; never rejects. */
export function prepareFirstPage(
  location: Pick<Location, 'pathname' | 'search'>,
  client: QueryClient,
  waitMs = FIRST_PAGE_WAIT_MS,
): Promise<void> {
  const work = firstPageWork(location, client);
  if (!work) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const done = work.then(
    () => undefined,
    () => undefined,
  );
  // the work won (or the bound did): no timer is left behind either way
  return Promise.race([done, bound]).finally(() => clearTimeout(timer));
}
