/**
 * Shapes of GET /to/api/search/items (apps/server/src/modules/search/CONTRACT.md), inside the envelope:
 * declared once as TypeBox schemas in @jianku/rules/search-schemas and imported here as types only (the
 * schemas stay out of the browser bundle). Kinds are the spec's platform values: 1 part, 2 component,
 * 4 material.
 */
import type { SearchRequest } from '@jianku/rules/search-schemas';

export type {
  FacetCount,
  SearchAnswer as SearchResult,
  SearchItem,
  SearchKind,
  SearchParamFacet as ParamFacet,
  SearchSort,
  ValueFacet,
} from '@jianku/rules/search-schemas';

/** The query of one search, as sent: the request's named fields (the server fills defaults) and p.<key> filters. */
export type SearchApiQuery = Partial<SearchRequest> & Record<string, string | number>;
