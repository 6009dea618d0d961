/**
 * The catalogue's answers (the contract; schemas in catalog.schemas.ts) and how records become them:
 * an item's summary (key parameters first), its detail (parameters in category order, the material
 * view), a brand's summary. Pure functions of the category index and the repository's records.
 */
import type { ParamDef } from '@jianku/catalog';
import type { BrandRecord, ItemDetailRecord, ItemRecord } from './catalog.repository.ts';
import { type CategoryIndex, pathOf } from './category-index.ts';

export interface KindStats {
  kind: number;
  items: number;
  categories: number;
  brands: number;
}

export interface CatalogStats {
  kinds: KindStats[];
  /** true while the seed runs (counts are then partial) */
  seeding: boolean;
}

export interface CategoryNode {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  itemCount: number;
  children: CategoryNode[];
}

export interface ParamDefView {
  key: string;
  name: string;
  unit: string;
  dimension: string;
  type: string;
  filterable: boolean;
  comparable: boolean;
  options?: string[];
}

export interface CategoryDetail {
  id: number;
  code: string;
  kind: number;
  name: string;
  nameEn: string;
  itemCount: number;
  path: Array<{ id: number; name: string }>;
  params: ParamDefView[];
  children: Array<{ id: number; name: string; itemCount: number }>;
}

export interface ItemSummary {
  id: number;
  code: string;
  kind: number;
  model: string;
  name: string;
  series: string;
  standard: string | null;
  package: string | null;
  lifecycle: string | null;
  brand: { id: number; nameZh: string; nameEn: string } | null;
  category: { id: number; name: string };
  keyParams: Array<{ key: string; name: string; display: string }>;
}

export interface ItemParamView {
  key: string;
  name: string;
  /** display unit of the parameter (ParamDef.unit), '' when none */
  unit: string;
  display: string;
  si: number | null;
  siMax?: number;
  /** SI unit of si */
  siUnit: string;
  type: string;
}

export interface MaterialView {
  designation: string;
  numericCode: string | null;
  equivalents: Record<(typeof EQUIVALENT_KEYS)[number], string | null>;
  properties: Array<{
    key: string;
    name: string;
    display: string;
    unit: string;
    si: number | null;
    siMax?: number;
    siUnit: string;
    condition: string;
  }>;
  sources: string[];
}

export interface ItemDetail extends ItemSummary {
  description: string;
  datasheetUrl: string | null;
  path: Array<{ id: number; name: string }>;
  params: ItemParamView[];
  material: MaterialView | null;
}

export interface BrandSummary {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  country: string;
  website: string | null;
  description: string;
  kinds: number[];
  itemCount: number;
}

export interface BrandDetail extends BrandSummary {
  categories: Array<{ id: number; name: string; itemCount: number }>;
}

export interface Page<T> {
  list: T[];
  total: number;
}

export const EQUIVALENT_KEYS = ['astm', 'aisi', 'uns', 'en', 'din', 'jis', 'iso', 'gb'] as const;
export const KEY_PARAM_COUNT = 4;

/**
 * An item as lists show it (the catalogue's pages and the search results alike): the first comparable
 * parameters of its category are its key parameters.
 */
export const summarizeItem = (
  category: { name: string; params: readonly ParamDef[] } | undefined,
  item: ItemRecord,
): ItemSummary => {
  const keyParams: ItemSummary['keyParams'] = [];
  for (const def of category?.params ?? []) {
    if (keyParams.length >= KEY_PARAM_COUNT) break;
    const value = item.params[def.key];
    if (def.comparable && value) keyParams.push({ key: def.key, name: def.name, display: value.display });
  }
  return {
    id: item.id,
    code: item.code,
    kind: item.kind,
    model: item.model,
    name: item.name,
    series: item.series,
    standard: item.standard,
    package: item.package,
    lifecycle: item.lifecycle,
    brand: item.brand,
    category: { id: item.categoryId, name: category?.name ?? '' },
    keyParams,
  };
};

/** An item page: parameters in category order (unknown keys after), the material view of a grade. */
export const itemDetail = (idx: CategoryIndex, item: ItemDetailRecord): ItemDetail => {
  const category = idx.byId.get(item.categoryId);
  const defs = category?.params ?? [];
  const defByKey = new Map(defs.map((d) => [d.key, d]));
  const keys = [
    ...defs.map((d) => d.key).filter((k) => item.params[k] !== undefined),
    ...Object.keys(item.params).filter((k) => !defByKey.has(k)),
  ];
  const params = keys.map((key): ItemParamView => {
    const value = item.params[key];
    const def = defByKey.get(key);
    return {
      key,
      name: def?.name ?? key,
      unit: def?.unit ?? value?.unit ?? '',
      display: value?.display ?? '',
      si: value?.si ?? null,
      ...(value?.siMax === undefined ? {} : { siMax: value.siMax }),
      siUnit: value?.unit ?? '',
      type: def?.type ?? (value?.si === null ? 'text' : 'numeric'),
    };
  });
  const m = item.material;
  const material: MaterialView | null = m
    ? {
        designation: m.designation,
        numericCode: m.numericCode ?? null,
        equivalents: Object.fromEntries(
          EQUIVALENT_KEYS.map((k) => [k, m.equivalents[k] ?? null]),
        ) as MaterialView['equivalents'],
        properties: m.properties.map((p) => ({
          key: p.key,
          name: p.name,
          display: p.display,
          unit: defByKey.get(p.key)?.unit ?? p.unit,
          si: p.si,
          ...(p.siMax === undefined ? {} : { siMax: p.siMax }),
          siUnit: p.unit,
          condition: p.condition,
        })),
        sources: m.sources,
      }
    : null;
  return {
    ...summarizeItem(category, item),
    description: item.description,
    datasheetUrl: item.datasheetUrl,
    path: category ? pathOf(idx, category) : [],
    params,
    material,
  };
};

export const brandSummary = (b: BrandRecord): BrandSummary => ({
  id: b.id,
  code: b.code,
  nameZh: b.nameZh,
  nameEn: b.nameEn,
  country: b.country,
  website: b.website,
  description: b.description,
  kinds: [...b.kinds].sort((x, y) => x - y),
  itemCount: b.itemCount,
});
