/**
 * Shapes of the catalogue API (GET /to/api/catalog/...), as the server answers them inside the envelope: declared
 * once in @jianku/rules/catalog-schemas, imported as types only. Kinds are the spec's platform values: 1 part,
 * 2 component, 4 material.
 */
import type { ItemDetail } from '@jianku/rules/catalog-schemas';

export type {
  BrandDetail,
  BrandSummary,
  CatalogStats,
  CategoryDetail,
  CategoryNode,
  IdName as PathNode,
  ItemDetail,
  ItemParamView as ItemParam,
  ItemSummary,
  KindStats,
  MaterialView as MaterialInfo,
  Page as PageOf,
  ParamDefView as ParamDef,
} from '@jianku/rules/catalog-schemas';

export type CatalogKind = 1 | 2 | 4;

export type Lifecycle = 'active' | 'nrnd' | 'eol' | 'obsolete';

export type BrandRef = NonNullable<ItemDetail['brand']>;
export type KeyParam = ItemDetail['keyParams'][number];
export type MaterialEquivalents = NonNullable<ItemDetail['material']>['equivalents'];
export type MaterialProperty = NonNullable<ItemDetail['material']>['properties'][number];

export interface ItemQuery {
  kind?: CatalogKind;
  categoryId?: number;
  brandId?: number;
  series?: string;
  page: number;
  pageSize: number;
}

export interface BrandQuery {
  kind?: CatalogKind;
  keyWords?: string;
  page: number;
  pageSize: number;
}
