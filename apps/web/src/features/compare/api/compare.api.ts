/**
 * The comparison API (GET /to/api/compare/items, the export links). Shapes are the server's TypeBox
 * schemas (@jianku/rules/compare-schemas), imported as types only.
 */
import { type CompareExportFormat, formatCompareIds } from '@jianku/rules';
import type { CompareResult } from '@jianku/rules/compare-schemas';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, get } from '../../../lib/http.ts';

export type { CompareCell, CompareItem, CompareResult, CompareRow } from '@jianku/rules/compare-schemas';

export function fetchComparison(ids: readonly number[]): Promise<CompareResult> {
  // errors (unknown ids, two libraries...) are shown on the page itself
  return get<CompareResult>('/compare/items', { ids: formatCompareIds(ids) }, { skipErrorHandler: true });
}

export function useComparison(ids: readonly number[] | null) {
  return useQuery({
    queryKey: ['compare', ids ? formatCompareIds(ids) : ''],
    queryFn: () => fetchComparison(ids ?? []),
    enabled: ids !== null && ids.length > 0,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The download address of a comparison as .xlsx or .csv. */
export function exportUrl(ids: readonly number[], format: CompareExportFormat): string {
  return `${API_BASE}/compare/export?ids=${formatCompareIds(ids)}&format=${format}`;
}
