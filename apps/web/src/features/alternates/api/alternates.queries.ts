import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAlternates } from './alternates.api.ts';
import type { AlternatesQuery } from './alternates.types.ts';

export const alternatesKeys = {
  all: ['alternates'] as const,
  query: (q: AlternatesQuery) => ['alternates', q] as const,
};

/** Alternates of an item or part number; nothing is asked until one of them is given. */
export function useAlternates(query: AlternatesQuery) {
  const enabled = query.id !== undefined || (query.partNumber ?? '').trim() !== '';
  return useQuery({
    queryKey: alternatesKeys.query(query),
    queryFn: () => fetchAlternates(query),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
