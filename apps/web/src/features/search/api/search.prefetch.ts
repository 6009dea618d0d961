/**
 * The results page's first answer, asked for by the entry before the first render (app/first-page.ts,
 * issue 17): the query the page sends for the same address (SearchPage: its library's kind, the state read
 * from the address), kept under useSearchResults' key, so the page draws it at once.
 */
import { PLATFORM_VALUE_OF_KEY } from '@jianku/rules';
import type { QueryClient } from '@tanstack/react-query';
import type { Library } from '../../../components/library/library.ts';
import { keepAnswer } from '../../../lib/query-client.ts';
import { readSearchState, toApiQuery } from '../model/search-state.ts';
import { fetchSearch } from './search.api.ts';
import { searchKeys } from './search.queries.ts';
import type { SearchKind } from './search.types.ts';

export function prefetchSearchPage(client: QueryClient, library: Library, search: string): Promise<void> {
  const kind = PLATFORM_VALUE_OF_KEY[library] as SearchKind;
  const query = toApiQuery(kind, readSearchState(new URLSearchParams(search)));
  return keepAnswer(client, searchKeys.items(query), () => fetchSearch(query));
}
