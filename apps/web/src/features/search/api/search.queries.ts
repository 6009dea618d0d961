import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchSearch } from './search.api.ts';
import type { SearchApiQuery } from './search.types.ts';

export const searchKeys = {
  all: ['search'] as const,
  items: (query: SearchApiQuery) => ['search', 'items', query] as const,
};

/** A page of results; the previous page stays on screen (dimmed) while the next one loads. */
export function useSearchResults(query: SearchApiQuery, enabled = true) {
  return useQuery({
    queryKey: searchKeys.items(query),
    queryFn: ({ signal }) => fetchSearch(query, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
