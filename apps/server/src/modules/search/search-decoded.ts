/**
 * A part number the catalogue lacks, read by its maker's ordering code (issue 15, Understanding): when a
 * component search is one part number that no item has and @jianku/catalog's decoder knows its scheme
 * (chip resistors, MLCCs, inductors, crystals, discretes, MOSFETs, regulators, connectors: packages/catalog
 * decode*.ts), the answer says what the number means (SearchDecoded) and lists the nearest items of the same
 * category instead: first those with the same value (resistance, capacitance, inductance, frequency, output
 * voltage, VRRM, VCEO, VDS, positions), kind (polarity, channel …) and package and a tolerance, voltage, current,
 * RDS(on), dielectric, load capacitance at least as good (drop-in), then the same value and
 * package, then the same package and a value within ±10 %, then the same value and kind in another package,
 * then the same package; the items of other values by nearness to the decoded value, the closest first.
 * Pure over the index; no I/O.
 */
import { brandByCode, categoryByCode, type DecodedPart, decodePartNumber } from '@jianku/catalog';
import { SHARED_CODE_BRAND } from '@jianku/rules';
import type { SearchDecoded } from '@jianku/rules/search-schemas';
import {
  type IndexResult,
  type ParamFilter,
  type ResolvedWord,
  type SearchIndex,
  WEIGHT,
} from './engine/index.ts';
import type { SearchCatalog } from './search-index-keeper.ts';
import { resolveWords } from './search-query.ts';

const COMPONENT_KIND = 2;
/** parameters not shown in the decoded meaning (the package is shown instead of the case size) */
const HIDDEN = new Set(['case_size']);
/** the value of a decoded part, the first of these it has (issue 15: value, then size; the judged build reads it) */
export const VALUE_KEYS: readonly string[] = [
  'resistance',
  'capacitance',
  'inductance',
  'frequency',
  'vout',
  'vrrm',
  'vceo',
  'vds',
  'positions',
];
/** what kind of part it is: an item of another kind is no near item (NPN/PNP, fixed/adjustable, pitch …) */
const KIND_ENUMS = ['polarity', 'channel', 'output_type', 'diode_type', 'part_type'];
const KIND_NUMS = ['pitch'];
/** equal for a drop-in item */
const SAME_ENUMS = ['dielectric', 'configuration', 'mounting', 'orientation'];
const SAME_NUMS = ['load_capacitance'];
/** at most (tolerance, RDS(on)) or at least (voltage, current) the decoded value for a drop-in item */
const AT_MOST = ['tolerance', 'frequency_tolerance', 'rds_on'];
const AT_LEAST = ['rated_voltage', 'if_avg', 'ic', 'iout', 'id'];

/** The part number of a query that may be one: a single tag without spaces, decodable. */
export function decodableTag(tags: readonly string[], kind: number): DecodedPart | null {
  if (kind !== COMPONENT_KIND || tags.length !== 1) return null;
  const tag = (tags[0] as string).trim();
  if (/\s/.test(tag)) return null;
  return decodePartNumber(tag);
}

/**
 * Whether an item's part number is the given one or starts with it (GRM188R71H104 → GRM188R71H104KA93D): then
 * nothing is decoded. Asked of the index's part numbers, so every page of a query answers alike.
 */
export function holdsPart(index: SearchIndex, partNumber: string): boolean {
  const w = index.resolveWord(partNumber, { modelText: partNumber });
  return w?.sources.some((s) => s.kind === 'prefix' || s.weight === WEIGHT.modelExact) ?? false;
}

const exact = (key: string, si: number): ParamFilter => ({
  key,
  type: 'range',
  min: si * (1 - 1e-9),
  max: si * (1 + 1e-9),
});
const atMost = (key: string, si: number): ParamFilter => ({
  key,
  type: 'range',
  min: 0,
  max: si * (1 + 1e-9),
});
const atLeast = (key: string, si: number): ParamFilter => ({
  key,
  type: 'range',
  min: si * (1 - 1e-9),
  max: Number.POSITIVE_INFINITY,
});

/** One search for near items: its filters, how close its items are, and whether any package will do. */
interface Stage {
  closeness: SearchDecoded['closeness'];
  filters: ParamFilter[];
  anyPackage?: boolean;
  /** the items of other values listed by nearness to the decoded value, the closest first */
  nearest?: { key: string; si: number };
}

/** The searches for the nearest items, closest first, each with how close its items are. */
function stages(part: DecodedPart): Stage[] {
  const p = part.params;
  const kind: ParamFilter[] = [
    ...KIND_ENUMS.flatMap((key): ParamFilter[] =>
      p[key]?.display ? [{ key, type: 'enum', values: [p[key].display] }] : [],
    ),
    ...KIND_NUMS.flatMap((key) => (p[key]?.si != null ? [exact(key, p[key].si)] : [])),
  ];
  const valueKey = VALUE_KEYS.find((key) => p[key]?.si != null);
  const value = valueKey === undefined ? null : (p[valueKey]?.si ?? null);
  const better: ParamFilter[] = [
    ...AT_MOST.flatMap((key) => (p[key]?.si != null && value !== 0 ? [atMost(key, p[key].si)] : [])),
    ...AT_LEAST.flatMap((key) => (p[key]?.si != null ? [atLeast(key, p[key].si)] : [])),
    ...SAME_ENUMS.flatMap((key): ParamFilter[] =>
      p[key]?.display ? [{ key, type: 'enum', values: [p[key].display] }] : [],
    ),
    ...SAME_NUMS.flatMap((key) => (p[key]?.si != null ? [exact(key, p[key].si)] : [])),
  ];
  if (valueKey === undefined || value === null) {
    // no value to compare (an adjustable regulator, a switching diode): the same kind and package with ratings
    // at least as good, then the same kind and package, then the package
    return [
      ...(kind.length + better.length > 0
        ? [{ closeness: 'drop-in' as const, filters: [...kind, ...better] }]
        : []),
      ...(kind.length > 0 ? [{ closeness: 'value' as const, filters: kind }] : []),
      { closeness: 'size', filters: [] },
    ];
  }
  const near: ParamFilter = { key: valueKey, type: 'range', min: value * 0.9, max: value * 1.1 };
  const nearest = { key: valueKey, si: value };
  return [
    { closeness: 'drop-in', filters: [exact(valueKey, value), ...kind, ...better] },
    { closeness: 'value', filters: [exact(valueKey, value), ...kind] },
    { closeness: 'near-value', filters: [near, ...kind], nearest },
    // a value and kind the package lacks (TFM201610 1 µH where the catalogue has TFM252012 1 µH)
    { closeness: 'other-package', filters: [exact(valueKey, value), ...kind], anyPackage: true },
    { closeness: 'size', filters: [], nearest },
  ];
}

/** The decoded meaning as the answer shows it (parameter names from the category, values as displayed). */
function meaning(part: DecodedPart, partNumber: string, catalog: SearchCatalog, categoryId: number | null) {
  const defs = categoryId === null ? [] : (catalog.byId.get(categoryId)?.params ?? []);
  const brand = brandByCode(part.brandCode);
  const nameOf = (key: string) => defs.find((d) => d.key === key)?.name ?? part.names?.[key] ?? key;
  // in the category's order, then any the category does not list
  const order = [...defs.map((d) => d.key), ...Object.keys(part.params)];
  const params = [...new Set(order)].flatMap((key) => {
    const v = part.params[key];
    if (!v || v.display === '' || HIDDEN.has(key)) return [];
    return [{ key, name: nameOf(key), value: v.display }];
  });
  params.push({ key: 'case_size', name: '封装', value: part.package });
  // a case size that says more than the package (TFM201610: 2016 (2.0×1.6×1.0 mm))
  const size = part.params.case_size?.display;
  if (size && size !== part.package) params.push({ key: 'size', name: nameOf('case_size'), value: size });
  return {
    partNumber,
    // a code several makers share (SS110) names no maker
    brand: brand ? brand.nameZh : part.brandCode || SHARED_CODE_BRAND,
    series: part.series,
    category: categoryByCode(part.categoryCode)?.name ?? '',
    params,
  };
}

/** The leaf category of the catalogue (in this library) that the decoder names, or null. */
function categoryOf(catalog: SearchCatalog, part: DecodedPart): number | null {
  const name = categoryByCode(part.categoryCode)?.name;
  for (const c of catalog.byId.values()) if (c.kind === COMPONENT_KIND && c.name === name) return c.id;
  return null;
}

/**
 * The decoded answer and the nearest items: `run` searches the index with words, a category, filters and
 * packages (the request's paging and facets). A chip size (0603) is searched as a word, as typed sizes are (so
 * 1608M items count); any other package (SOT-23, 直插 4P, TFM252012) as the items' package. The list is empty when
 * even the package finds nothing in the category.
 */
export function nearestOfDecoded(
  index: SearchIndex,
  catalog: SearchCatalog,
  part: DecodedPart,
  partNumber: string,
  run: (
    words: ResolvedWord[],
    categoryIds: number[] | undefined,
    filters: ParamFilter[],
    packages?: readonly string[],
    nearest?: { key: string; si: number },
  ) => IndexResult,
): { result: IndexResult | null; decoded: SearchDecoded } {
  const categoryId = categoryOf(catalog, part);
  const shown = meaning(part, partNumber, catalog, categoryId);
  const chipSize = /^\d{4}$/.test(part.package);
  const size = chipSize ? resolveWords(index, [part.package], COMPONENT_KIND) : null;
  const words = size && !size.impossible ? size.words : [];
  const packages = chipSize ? undefined : [part.package];
  const categoryIds = categoryId === null ? undefined : [categoryId];
  for (const stage of stages(part)) {
    if (categoryIds === undefined && stage.filters.length > 0) continue;
    const result = stage.anyPackage
      ? run([], categoryIds, stage.filters)
      : run(words, categoryIds, stage.filters, packages, stage.nearest);
    if (result.total > 0) return { result, decoded: { ...shown, closeness: stage.closeness } };
  }
  return { result: null, decoded: { ...shown, closeness: 'none' } };
}
