// TanStack Query hooks of the materials comparison (keys under 'materials').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchComparison, fetchEquivalents, searchGrades } from './materials.api.ts';

const STALE = 5 * 60_000;

export const materialsKeys = {
  compare: (ids: readonly number[]) => ['materials', 'compare', ids.join(',')] as const,
  equivalents: (id: number) => ['materials', 'equivalents', id] as const,
  search: (text: string) => ['materials', 'search', text] as const,
};

export function useComparison(ids: readonly number[]) {
  return useQuery({
    queryKey: materialsKeys.compare(ids),
    queryFn: () => fetchComparison(ids),
    enabled: ids.length > 0,
    staleTime: STALE,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useEquivalents(id: number) {
  return useQuery({
    queryKey: materialsKeys.equivalents(id),
    queryFn: () => fetchEquivalents(id),
    staleTime: STALE,
  });
}

export function useGradeSearch(text: string) {
  return useQuery({
    queryKey: materialsKeys.search(text),
    queryFn: () => searchGrades(text),
    enabled: text.trim() !== '',
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}
