/**
 * A part number the catalogue lacks, read by its maker's ordering code (issue 15, Understanding): when a
 * component search is one part number that no item has and @jianku/catalog's decoder knows its scheme
 * (YAGEO RC/AC/RT/CC, RALEC RTT, TA-I RM02, Panasonic ERJ, Vishay CRCW, UNI-ROYAL, Murata GRM, Samsung CL, TDK C),
 * the answer says what the number means (SearchDecoded) and lists the nearest items of the same category
 * instead: first those with the same value, size and a tolerance, voltage and dielectric at least as good
 * (drop-in), then the same value and size, then the same size and a value within ±10 %, then the same size.
 * Pure over the index; no I/O.
 */
import { brandByCode, categoryByCode, type DecodedPart, decodePartNumber } from '@jianku/catalog';
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
/** parameters shown in the decoded meaning, in order (the decoder's keys) */
const SHOWN = ['resistance', 'capacitance', 'tolerance', 'rated_voltage', 'dielectric', 'power', 'tcr'];

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

/** The searches for the nearest items, closest first, each with how close its items are. */
function stages(part: DecodedPart): Array<{ closeness: SearchDecoded['closeness']; filters: ParamFilter[] }> {
  const p = part.params;
  const valueKey = p.resistance ? 'resistance' : 'capacitance';
  const value = p[valueKey]?.si;
  if (value === null || value === undefined) return [{ closeness: 'size', filters: [] }];
  const better: ParamFilter[] = [];
  if (p.tolerance?.si != null && value > 0) better.push(atMost('tolerance', p.tolerance.si));
  if (p.rated_voltage?.si != null) better.push(atLeast('rated_voltage', p.rated_voltage.si));
  if (p.dielectric?.display) better.push({ key: 'dielectric', type: 'enum', values: [p.dielectric.display] });
  const near: ParamFilter = { key: valueKey, type: 'range', min: value * 0.9, max: value * 1.1 };
  return [
    { closeness: 'drop-in', filters: [exact(valueKey, value), ...better] },
    { closeness: 'value', filters: [exact(valueKey, value)] },
    { closeness: 'near-value', filters: [near] },
    { closeness: 'size', filters: [] },
  ];
}

/** The decoded meaning as the answer shows it (parameter names from the category, values as displayed). */
function meaning(part: DecodedPart, partNumber: string, catalog: SearchCatalog, categoryId: number | null) {
  const defs = categoryId === null ? [] : (catalog.byId.get(categoryId)?.params ?? []);
  const brand = brandByCode(part.brandCode);
  const params = SHOWN.flatMap((key) => {
    const v = part.params[key];
    if (!v || v.display === '') return [];
    return [{ key, name: defs.find((d) => d.key === key)?.name ?? key, value: v.display }];
  });
  params.push({ key: 'case_size', name: '封装', value: part.package });
  return {
    partNumber,
    brand: brand ? brand.nameZh : part.brandCode,
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
 * The decoded answer and the nearest items: `run` searches the index with words, a category and filters (the
 * request's paging and facets). The list is empty when even the size finds nothing in the category.
 */
export function nearestOfDecoded(
  index: SearchIndex,
  catalog: SearchCatalog,
  part: DecodedPart,
  partNumber: string,
  run: (words: ResolvedWord[], categoryIds: number[] | undefined, filters: ParamFilter[]) => IndexResult,
): { result: IndexResult | null; decoded: SearchDecoded } {
  const categoryId = categoryOf(catalog, part);
  const shown = meaning(part, partNumber, catalog, categoryId);
  const size = resolveWords(index, [part.package], COMPONENT_KIND);
  const words = size.impossible ? [] : size.words;
  const categoryIds = categoryId === null ? undefined : [categoryId];
  for (const stage of stages(part)) {
    if (categoryIds === undefined && stage.filters.length > 0) continue;
    const result = run(words, categoryIds, stage.filters);
    if (result.total > 0) return { result, decoded: { ...shown, closeness: stage.closeness } };
  }
  return { result: null, decoded: { ...shown, closeness: 'none' } };
}
