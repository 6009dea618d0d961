/**
 * The search engine's public shapes: what is indexed (categories, brands, items), what a query asks (words,
 * scope, filters, sort, page) and what it answers (ids and facets), with the weights of a match.
 */
import type { ParamDef, ParamValue } from '@jianku/catalog';

export interface IndexCategory {
  id: number;
  parentId: number | null;
  name: string;
  /** English name (category.name_en), indexed with singulars: "Chip resistors" → chip, resistor(s) */
  nameEn?: string;
  params: ParamDef[];
}

/** Material extras that are searched: the unified numeric code and the foreign equivalents. */
export interface IndexMaterial {
  numericCode?: string | null;
  equivalents?: Record<string, string | null | undefined> | null;
}

export interface IndexBrand {
  id: number;
  nameZh: string;
  nameEn: string;
}

export interface IndexItem {
  id: number;
  categoryId: number;
  brandId: number | null;
  model: string;
  name: string;
  series: string;
  standard: string | null;
  description: string;
  package: string | null;
  /** components: active | nrnd | eol | obsolete (package-facets.ts); absent or null: none */
  lifecycle?: string | null;
  params: Record<string, ParamValue>;
  /** created_at in ms */
  createdAt: number;
  /** materials: numeric code and equivalents (SUS304, S30408, 1.4301...), matched like the name */
  material?: IndexMaterial | null;
}

/** The score a word adds when it matches through a source of this kind. */
export const WEIGHT = {
  modelExact: 100,
  modelPrefix: 60,
  name: 30,
  quantity: 25,
  other: 10,
  /** a notAnalyzerKeyWord that matches (adds to the score only) */
  extra: 5,
} as const;

/** A word found as one term of the dictionary (its postings). */
export interface TermSource {
  kind: 'term';
  term: number;
  weight: number;
}
/** A word found as a part-number prefix: the range [lo, hi) of the prefix order, plus later additions. */
export interface PrefixSource {
  kind: 'prefix';
  prefix: string;
  lo: number;
  hi: number;
  weight: number;
}
export type Source = TermSource | PrefixSource;

/** One query word: matches when any of its sources holds the document. */
export interface ResolvedWord {
  text: string;
  sources: Source[];
  /** number of postings to read (an upper bound of its matches) */
  cost: number;
}

export type ParamFilter =
  | { key: string; type: 'range'; min: number; max: number }
  | { key: string; type: 'enum'; values: string[] };

export type SortOrder = 'relevance' | 'name' | 'newest';

export interface IndexQuery {
  /** words that must all match (empty: every item) */
  words: ResolvedWord[];
  /** words that only add to the score */
  extra: ResolvedWord[];
  /** leaf category ids allowed (undefined: all) */
  categoryIds?: readonly number[];
  brandId?: number;
  /** packages allowed (any of them; package-facets.ts) */
  packages?: readonly string[];
  /** lifecycles allowed (active, nrnd, eol, obsolete) */
  lifecycles?: readonly string[];
  /** mountings allowed (smd, tht, other: read from the package, @jianku/catalog mountingOf) */
  mountings?: readonly string[];
  filters: ParamFilter[];
  sort: SortOrder;
  /** by relevance: order the matches instead by nearness of a numeric parameter to a value (nearest-page.ts) */
  nearest?: { key: string; si: number };
  offset: number;
  limit: number;
  facets: boolean;
  /** a leaf category whose parameters to facet even when matches span several */
  facetCategoryId?: number;
}

export interface ParamFacet {
  key: string;
  name: string;
  unit: string;
  dimension: string;
  type: 'numeric' | 'enum';
  min?: number;
  max?: number;
  values?: { value: string; count: number }[];
}

export interface IndexResult {
  total: number;
  ids: number[];
  categories: { id: number; name: string; count: number }[];
  brands: { id: number; name: string; count: number }[];
  /** packages, lifecycles and mountings of the matches, count desc (packages: max 50) */
  packages: ValueCount[];
  lifecycles: ValueCount[];
  mountings: ValueCount[];
  params: ParamFacet[];
}

export interface ValueCount {
  value: string;
  count: number;
}

/** Tuning of an index (tests set small values to reach the paths large catalogues take). */
export interface IndexOptions {
  /** words of at least this many postings are scored from a merged run (merge-cache.ts) */
  mergeMin?: number;
  /** categories of at least this many items at the build get sorted value orders (facet-columns.ts) */
  orderMin?: number;
  /** texts whose term ids a build keeps (postings.ts) */
  termCacheMax?: number;
}

/** a normalised query code at least this long that is an item's exact part number is not expanded as a prefix */
export const EXACT_CODE_MIN = 8;
/** words of one query (the rules allow 10 tags of 128 characters) */
export const MAX_QUERY_WORDS = 0xffff;
