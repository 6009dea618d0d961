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
import type { QueryClient } from '@tanstack/react-query';
import { LIBRARIES, type Library } from '../components/library/library.ts';
import { ItemDetailPage, SearchPage } from './router.tsx';

/** The longest the first render waits for the page's answer. */
export const FIRST_PAGE_WAIT_MS = 2500;

const LIBRARY = `(${LIBRARIES.join('|')})`;
const SEARCH_PATH = new RegExp(`^(?:/plugin)?/${LIBRARY}/search$`);
const DETAIL_PATH = new RegExp(`^(?:/plugin)?/${LIBRARY}/detail/([1-9]\\d{0,15})$`);

/** The page's chunk and answer for a results or item address; null for any other page. */
export function firstPageWork(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  client: QueryClient,
): Promise<unknown> | null {
  const results = SEARCH_PATH.exec(pathname);
  if (results) {
    const library = results[1] as Library;
    const answer = import('../features/search/api/search.prefetch.ts').then((m) =>
      m.prefetchSearchPage(client, library, search),
    );
    return Promise.all([SearchPage.preload(), answer]);
  }
  const detail = DETAIL_PATH.exec(pathname);
  const id = detail ? Number(detail[2]) : Number.NaN;
  if (!Number.isSafeInteger(id)) return null;
  const answer = import('../features/catalog/api/catalog.prefetch.ts').then((m) =>
    m.prefetchItemPage(client, id),
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
