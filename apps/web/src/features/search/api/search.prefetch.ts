/**
 * The results page's first answer, asked for by the entry before the first render (app/first-page.ts,
 * issue 17): the query the page sends for the same address (pageSearchQuery, which SearchPage asks with too),
 * kept under useSearchResults' key, so the page draws it at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Library } from '../../../components/library/library.ts';
import { keepAnswer } from '../../../lib/query-client.ts';
import { pageSearchQuery, readSearchState } from '../model/search-state.ts';
import { fetchSearch } from './search.api.ts';
import { searchKeys } from './search.queries.ts';

export function prefetchSearchPage(client: QueryClient, library: Library, search: string): Promise<void> {
  const query = pageSearchQuery(library, readSearchState(new URLSearchParams(search)));
  return keepAnswer(client, searchKeys.items(query), () => fetchSearch(query));
}
