import { get } from '../../../lib/http.ts';
import type { SearchApiQuery, SearchResult } from './search.types.ts';

/**
 * One page of search results. The page shows failures itself (the server's Chinese message in place of the
 * list), so the global error handler is skipped.
 */
export function fetchSearch(query: SearchApiQuery, signal?: AbortSignal): Promise<SearchResult> {
  return get<SearchResult>('/search/items', query, { skipErrorHandler: true, signal });
}
