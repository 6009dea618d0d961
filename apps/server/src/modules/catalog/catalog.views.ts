/**
 * The catalogue's answers (declared once in @jianku/rules/catalog-schemas) and how records become them:
 * an item's summary (key parameters first), its detail (parameters in category order, the material
 * view), a brand's summary. Pure functions of the category index and the repository's records.
 */
import type { ParamDef } from '@jianku/catalog';
import type {
  BrandSummary,
  ItemDetail,
  ItemParamView,
  ItemSummary,
  MaterialView,
} from '@jianku/rules/catalog-schemas';
import type { BrandRecord, ItemDetailRecord, ItemRecord } from './catalog.repository.ts';
import { type CategoryIndex, pathOf } from './category-index.ts';

export type {
  BrandDetail,
  BrandSummary,
  CatalogStats,
  CategoryDetail,
  CategoryNode,
  ItemDetail,
  ItemParamView,
  ItemSummary,
  KindStats,
  MaterialView,
  Page,
  ParamDefView,
} from '@jianku/rules/catalog-schemas';

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
    ...(item.org ? { org: item.org } : {}),
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
