/**
 * Shapes of the catalogue API (GET /to/api/catalog/...), as the server answers them inside the envelope.
 * Kinds are the spec's platform values: 1 part, 2 component, 4 material.
 */

export type CatalogKind = 1 | 2 | 4;

export type Lifecycle = 'active' | 'nrnd' | 'eol' | 'obsolete';

/** A page of a list. */
export interface PageOf<T> {
  list: T[];
  total: number;
}

export interface KindStats {
  kind: CatalogKind;
  items: number;
  categories: number;
  brands: number;
}

export interface CatalogStats {
  kinds: KindStats[];
  /** The catalogue is being loaded at server start: counts are not complete yet. */
  seeding?: boolean;
}

export interface CategoryNode {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  /** Items of the category and all its descendants. */
  itemCount: number;
  children: CategoryNode[];
}

export interface ParamDef {
  key: string;
  name: string;
  unit: string;
  dimension: string;
  type: 'numeric' | 'enum' | 'text';
  filterable: boolean;
  comparable: boolean;
  options?: string[];
}

export interface PathNode {
  id: number;
  name: string;
}

export interface CategoryDetail {
  id: number;
  code: string;
  kind: CatalogKind;
  name: string;
  nameEn: string;
  itemCount: number;
  /** From the root down; may or may not end with the category itself. */
  path: PathNode[];
  params: ParamDef[];
  children: { id: number; name: string; itemCount: number }[];
}

export interface BrandRef {
  id: number;
  nameZh: string;
  nameEn: string;
}

export interface KeyParam {
  key: string;
  name: string;
  display: string;
}

export interface ItemSummary {
  id: number;
  code: string;
  kind: CatalogKind;
  model: string;
  name: string;
  series: string | null;
  standard: string | null;
  package: string | null;
  lifecycle: Lifecycle | null;
  brand: BrandRef | null;
  category: { id: number; name: string };
  keyParams: KeyParam[];
}

export interface ItemParam {
  key: string;
  name: string;
  unit: string;
  display: string;
  si: number | null;
  /** the SI unit of `si` (m, Ω, F, Pa, K…), '' when dimensionless (the API always sends it) */
  siUnit: string;
  type: string;
}

export interface MaterialEquivalents {
  astm?: string | null;
  aisi?: string | null;
  uns?: string | null;
  en?: string | null;
  din?: string | null;
  jis?: string | null;
  iso?: string | null;
  gb?: string | null;
}

export interface MaterialProperty {
  key: string;
  name: string;
  display: string;
  unit: string;
  /** SI value and unit as the API sends them (not read by the pages) */
  si?: number | null;
  siUnit?: string;
  condition: string;
}

export interface MaterialInfo {
  designation: string;
  numericCode?: string | null;
  equivalents: MaterialEquivalents;
  properties: MaterialProperty[];
  sources: string[];
}

export interface ItemDetail extends ItemSummary {
  description: string | null;
  datasheetUrl: string | null;
  path: PathNode[];
  params: ItemParam[];
  material: MaterialInfo | null;
}

export interface BrandSummary {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  country: string | null;
  website: string | null;
  description: string | null;
  kinds: CatalogKind[];
  itemCount: number;
}

export interface BrandDetail extends BrandSummary {
  categories: { id: number; name: string; itemCount: number }[];
}

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
