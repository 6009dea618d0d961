import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fetchBrand,
  fetchBrands,
  fetchCatalogStats,
  fetchCategory,
  fetchCategoryTree,
  fetchFeatured,
  fetchItem,
  fetchItems,
  fetchSiblings,
} from './catalog.api.ts';
import type { BrandQuery, CatalogKind, ItemQuery } from './catalog.types.ts';
import { fetchModelInfo } from './models.api.ts';

/** Query keys of the catalogue, one tree under 'catalog'. */
export const catalogKeys = {
  all: ['catalog'] as const,
  stats: () => ['catalog', 'stats'] as const,
  tree: (kind: CatalogKind) => ['catalog', 'tree', kind] as const,
  category: (id: number) => ['catalog', 'category', id] as const,
  items: (query: ItemQuery) => ['catalog', 'items', query] as const,
  item: (id: number) => ['catalog', 'item', id] as const,
  siblings: (id: number) => ['catalog', 'siblings', id] as const,
  featured: (kind: CatalogKind) => ['catalog', 'featured', kind] as const,
  brands: (query: BrandQuery) => ['catalog', 'brands', query] as const,
  brand: (id: number) => ['catalog', 'brand', id] as const,
};

/** The catalogue changes rarely: keep answers fresh for five minutes. */
const STALE = 5 * 60_000;

export function useCatalogStats() {
  return useQuery({ queryKey: catalogKeys.stats(), queryFn: fetchCatalogStats, staleTime: STALE });
}

export function useCategoryTree(kind: CatalogKind) {
  return useQuery({
    queryKey: catalogKeys.tree(kind),
    queryFn: () => fetchCategoryTree(kind),
    staleTime: STALE,
  });
}

/** `id` null (a bad id in the address) runs no request. */
export function useCategory(id: number | null) {
  return useQuery({
    queryKey: catalogKeys.category(id ?? 0),
    queryFn: () => fetchCategory(id!),
    enabled: id !== null,
    staleTime: STALE,
  });
}

/** A page of items; the previous page stays on screen while the next one loads. */
export function useItems(query: ItemQuery, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.items(query),
    queryFn: () => fetchItems(query),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: STALE,
  });
}

export function useItem(id: number | null) {
  return useQuery({
    queryKey: catalogKeys.item(id ?? 0),
    queryFn: () => fetchItem(id!),
    enabled: id !== null,
    staleTime: STALE,
  });
}

export function useSiblings(id: number | null) {
  return useQuery({
    queryKey: catalogKeys.siblings(id ?? 0),
    queryFn: () => fetchSiblings(id!),
    enabled: id !== null,
    staleTime: STALE,
  });
}

export function useFeatured(kind: CatalogKind) {
  return useQuery({
    queryKey: catalogKeys.featured(kind),
    queryFn: () => fetchFeatured(kind),
    staleTime: STALE,
  });
}

export function useBrands(query: BrandQuery) {
  return useQuery({
    queryKey: catalogKeys.brands(query),
    queryFn: () => fetchBrands(query),
    placeholderData: keepPreviousData,
    staleTime: STALE,
  });
}

export function useBrand(id: number | null) {
  return useQuery({
    queryKey: catalogKeys.brand(id ?? 0),
    queryFn: () => fetchBrand(id!),
    enabled: id !== null,
    staleTime: STALE,
  });
}

/** The item's 3D model info; an item without a model answers 404 (not retried). */
export function useModelInfo(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['catalog', 'model', id] as const,
    queryFn: () => fetchModelInfo(id ?? 0),
    enabled: enabled && id !== null,
    staleTime: STALE,
    retry: false,
  });
}
