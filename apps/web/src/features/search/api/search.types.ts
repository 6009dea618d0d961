/**
 * Shapes of GET /to/api/search/items (apps/server/src/modules/search/CONTRACT.md), inside the envelope.
 * Kinds are the spec's platform values: 1 part, 2 component, 4 material.
 */

export type SearchKind = 1 | 2 | 4;
export type SearchSort = 'relevance' | 'name' | 'newest';

export interface SearchItem {
  id: number;
  code: string;
  kind: SearchKind;
  model: string;
  name: string;
  series: string | null;
  standard: string | null;
  package: string | null;
  lifecycle: string | null;
  brand: { id: number; nameZh: string; nameEn: string } | null;
  category: { id: number; name: string };
  keyParams: { key: string; name: string; display: string }[];
}

export interface FacetCount {
  id: number;
  name: string;
  count: number;
}

export interface ParamFacet {
  key: string;
  name: string;
  unit: string;
  type: 'numeric' | 'enum';
  min?: number;
  max?: number;
  minDisplay?: string;
  maxDisplay?: string;
  values?: { value: string; count: number }[];
}

export interface SearchResult {
  total: number;
  page: number;
  pageSize: number;
  list: SearchItem[];
  facets: { categories: FacetCount[]; brands: FacetCount[]; params: ParamFacet[] };
  quantities: { text: string; display: string }[];
  tookMs: number;
}

/** The query of one search, as sent (p.<key> filters included). */
export type SearchApiQuery = Record<string, string | number>;
