import { get, type HttpRequestConfig } from '../../../lib/http.ts';
import type {
  BrandDetail,
  BrandQuery,
  BrandSummary,
  CatalogKind,
  CatalogStats,
  CategoryDetail,
  CategoryNode,
  ItemDetail,
  ItemQuery,
  ItemSummary,
  PageOf,
} from './catalog.types.ts';

/** Drops undefined and empty-string values, so that the query string carries only what is set. */
function params(values: Record<string, string | number | undefined>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') out[key] = value;
  return out;
}

export function fetchCatalogStats(): Promise<CatalogStats> {
  return get<CatalogStats>('/catalog/stats');
}

export function fetchCategoryTree(kind: CatalogKind): Promise<CategoryNode[]> {
  return get<CategoryNode[]>('/catalog/categories', { kind });
}

export function fetchCategory(id: number): Promise<CategoryDetail> {
  return get<CategoryDetail>(`/catalog/categories/${id}`);
}

export function fetchItems(query: ItemQuery): Promise<PageOf<ItemSummary>> {
  return get<PageOf<ItemSummary>>('/catalog/items', params({ ...query }));
}

/** `config`: { skipErrorHandler } when asked ahead of the page (catalog.prefetch.ts), which reports errors itself. */
export function fetchItem(id: number, config?: HttpRequestConfig): Promise<ItemDetail> {
  return get<ItemDetail>(`/catalog/items/${id}`, undefined, config);
}

export function fetchSiblings(id: number, limit = 50, config?: HttpRequestConfig): Promise<ItemSummary[]> {
  return get<ItemSummary[]>(`/catalog/items/${id}/siblings`, { limit }, config);
}

export function fetchFeatured(kind: CatalogKind, limit = 12): Promise<ItemSummary[]> {
  return get<ItemSummary[]>('/catalog/featured', { kind, limit });
}

export function fetchBrands(query: BrandQuery): Promise<PageOf<BrandSummary>> {
  return get<PageOf<BrandSummary>>('/catalog/brands', params({ ...query }));
}

export function fetchBrand(id: number): Promise<BrandDetail> {
  return get<BrandDetail>(`/catalog/brands/${id}`);
}
