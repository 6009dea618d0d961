/**
 * The pages that a link opens often and a phone waits on (issue 17): a library's results page and an item page,
 * also in plugin mode. Both sides read addresses through this one rule:
 * - the web app fetches such a page's chunk and first answer before its first render (apps/web first-page.ts);
 * - the server names the page's chunks in a `Link: …; rel=modulepreload` header of its index.html
 *   (apps/server plugins/first-load-links.ts), so the browser fetches them while the shell still loads.
 *
 *   firstPageOf('/part/search')      // { kind: 'search', library: 'part' }
 *   firstPageOf('/plugin/mat/detail/12') // { kind: 'item', library: 'mat', id: 12 }
 *   firstPageOf('/part/category/3')  // null
 */
import { LIBRARY_KEYS, type LibraryKey } from './platform.ts';

export const FIRST_PAGE_KINDS = ['search', 'item'] as const;
export type FirstPageKind = (typeof FIRST_PAGE_KINDS)[number];

export type FirstPage =
  | { kind: 'search'; library: LibraryKey }
  | { kind: 'item'; library: LibraryKey; id: number };

const LIBRARY = `(${LIBRARY_KEYS.join('|')})`;
const SEARCH_PATH = new RegExp(`^(?:/plugin)?/${LIBRARY}/search$`);
const DETAIL_PATH = new RegExp(`^(?:/plugin)?/${LIBRARY}/detail/([1-9]\\d{0,15})$`);

/** The results or item page at a pathname (no query string), else null. */
export function firstPageOf(pathname: string): FirstPage | null {
  const results = SEARCH_PATH.exec(pathname);
  if (results) return { kind: 'search', library: results[1] as LibraryKey };
  const detail = DETAIL_PATH.exec(pathname);
  const id = detail ? Number(detail[2]) : Number.NaN;
  if (!detail || !Number.isSafeInteger(id)) return null;
  return { kind: 'item', library: detail[1] as LibraryKey, id };
}
