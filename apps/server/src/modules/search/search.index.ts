/**
 * The search engine of one library (kind): an in-memory inverted index over the public items, built from
 * rows (no database here, so the bench builds it the same way the service does).
 *
 * Layout (every per-document array is a typed array indexed by slot; slots are assigned in the order
 * items are added, which at build time is id order):
 * - terms: a dictionary term → term id; postings of the build in one CSR block (offsets + slots, each
 *   list sorted), postings of later additions in small per-term arrays (delta). A changed item gets a new
 *   slot, the old one is marked dead; the service rebuilds when the delta grows large.
 * - term classes: x:<model normalised> (exact part number), n:<word> (model words, name, series),
 *   o:<word> (standard, description, package, category, brand, enum values), q:<unit>:<si> (quantities).
 * - part-number prefixes: base slots sorted by normalised model, searched by binary search.
 * - per slot: category, brand, created time, sort ranks; per category: one Float64Array column per
 *   numeric parameter (NaN when absent) and one Uint16Array per enum parameter (value index + 1).
 *
 * A query is a list of words (all must match); each word has sources with weights, and a document's
 * score is the sum over words of the best weight that matched. Scratch arrays (stamps, hit counts,
 * scores, result buffers) are allocated once per capacity and reused, so a query allocates little.
 */
import type { ParamDef, ParamValue } from '@jianku/catalog';
import {
  englishWords,
  expandPhrases,
  foldText,
  gradeWords,
  hasCjk,
  indexWords,
  normalizeModel,
  PhraseType,
  phraseKey,
  quantityToken,
  subWords,
} from './search.text.ts';

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
  params: Record<string, ParamValue>;
  /** created_at in ms */
  createdAt: number;
  /** materials: numeric code and equivalents (SUS304, S30408, 1.4301...), matched like the name */
  material?: IndexMaterial | null;
}

export const WEIGHT = {
  modelExact: 100,
  modelPrefix: 60,
  name: 30,
  quantity: 25,
  other: 10,
  /** a notAnalyzerKeyWord that matches (adds to the score only) */
  extra: 5,
} as const;

interface TermSource {
  kind: 'term';
  term: number;
  weight: number;
}
interface PrefixSource {
  kind: 'prefix';
  prefix: string;
  lo: number;
  hi: number;
  weight: number;
}
type Source = TermSource | PrefixSource;

/** A frequent word's postings over all its sources, in slot order, with the best weight of each. */
interface MergedRun {
  slots: Uint32Array;
  weights: Uint8Array;
  /**
   * A word searched alone without scope or filters, by relevance, when every slot of its run was alive: its
   * facet counts and matches per score, reused while nothing is removed (the run is dropped on additions)
   */
  alone?: {
    removals: number;
    cc: Uint32Array;
    bc: Uint32Array;
    /** matches per score from lo to hi */
    scores: Uint32Array;
    lo: number;
    hi: number;
  };
}

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
  filters: ParamFilter[];
  sort: SortOrder;
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
  params: ParamFacet[];
}

const FACET_MAX = 50;
/** a normalised query code at least this long that is an item's exact part number is not expanded as a prefix */
export const EXACT_CODE_MIN = 8;
/** words of at least this many postings are scored from a merged run (mergedRun), by default */
const MERGE_MIN = 20_000;
/** texts whose term ids a build keeps (textTerms); the cache starts again when full */
const TERM_CACHE_MAX = 300_000;
/** where a description's clauses end (textTerms caches clauses) */
const CLAUSE_END = /[，。；]/;
/** bytes of merged runs kept */
const MERGE_CACHE_BYTES = 160 * 1048576;
/** phrases of one suggestion range read at most */
const PHRASE_SCAN = 20_000;
/** words of one query (the rules allow 10 tags of 128 characters) */
export const MAX_QUERY_WORDS = 0xffff;

interface CategoryColumns {
  category: IndexCategory;
  size: number;
  numeric: Map<string, Float64Array>;
  enums: Map<string, Uint16Array>;
  enumValues: Map<string, string[]>;
  enumIndex: Map<string, Map<string, number>>;
  /**
   * Index-time aggregates over the category's live items (kept by add and remove): the live count, per
   * enum column the live items per value code, per numeric column the min and max (recomputed on first
   * use after a removal). A query whose matches in the category are all of its live items takes its
   * parameter facets from these instead of reading every match.
   */
  live: number;
  enumCounts: Map<string, Uint32Array>;
  numMin: Map<string, number>;
  numMax: Map<string, number>;
  numStale: boolean;
  /**
   * Per numeric column of a large category (≥ ORDER_MIN items at the build): the build's positions sorted by
   * value (absent values left out). The min and max of many matches are found by walking it from both ends
   * to the first matched position instead of reading every match; positions added later are read apart.
   */
  numOrder: Map<string, Uint32Array>;
  /** the category's size when its value orders were made (positions from there on are not in them) */
  orderSize: number;
}

/**
 * Intersecting the candidates with a run at most this many times longer: stamp the candidates and read the
 * run through (cheaper than galloping when the lengths are close).
 */
const DENSE_RATIO = 4;

/** Categories of at least this many items at the build get sorted value orders for their numeric facets. */
const ORDER_MIN = 4096;

function growF64(a: Float64Array, cap: number, fill = 0): Float64Array {
  const b = new Float64Array(cap);
  if (fill !== 0) b.fill(fill);
  b.set(a);
  return b;
}
function growU32(a: Uint32Array, cap: number): Uint32Array {
  const b = new Uint32Array(cap);
  b.set(a);
  return b;
}
function growU16(a: Uint16Array, cap: number): Uint16Array {
  const b = new Uint16Array(cap);
  b.set(a);
  return b;
}
function growU8(a: Uint8Array, cap: number): Uint8Array {
  const b = new Uint8Array(cap);
  b.set(a);
  return b;
}

export class SearchIndex {
  readonly kind: number;
  private cap: number;
  /** slots used */
  private n = 0;
  /** slots in the CSR block (built by finish) */
  private baseN = 0;
  private finished = false;
  private liveCount = 0;
  /** items removed since the start (merged runs' reused counts hold while it does not change) */
  private removals = 0;

  private ids: Float64Array;
  private alive: Uint8Array;
  private cat: Uint16Array;
  private brand: Uint16Array;
  private catPos: Uint32Array;
  private created: Float64Array;
  private nameRank: Float64Array;
  private models: string[] = [];
  private norms: string[] = [];
  /** delta slots: id → slot (base slots are found by binary search on ids) */
  private deltaSlot = new Map<number, number>();

  /** textTerms' cache by term class while building; gone after finish() */
  private termCache: { n: Map<string, number[]>; o: Map<string, number[]> } | undefined = {
    n: new Map(),
    o: new Map(),
  };
  /** term dictionaries per class (x, n, o, q), keyed by the word without its class prefix */
  private termMaps: Record<string, Map<string, number>> = {
    x: new Map(),
    n: new Map(),
    o: new Map(),
    q: new Map(),
  };
  private termNames: string[] = [];
  private baseOffsets = new Uint32Array(1);
  private basePostings = new Uint32Array(0);
  private delta: (number[] | undefined)[] = [];
  /** build buffer: terms of each slot (CSR by slot) */
  private docTerms: Uint32Array = new Uint32Array(1 << 16);
  private docTermsLen = 0;
  private docStart: Uint32Array;
  /** dedup stamp per term while adding one document */
  private termStamp: Int32Array = new Int32Array(1 << 12).fill(-1);

  /** base slots sorted by normalised model */
  private modelSorted = new Uint32Array(0);
  /** base slots in name order (model, id) and newest order (created desc, id desc), for paging those sorts */
  private nameOrder = new Uint32Array(0);
  private newestOrder = new Uint32Array(0);
  /** base slots grouped by category and by brand (CSR, slot order within a group), for scope-only queries */
  private catOffsets = new Uint32Array(1);
  private catSlots = new Uint32Array(0);
  private brandOffsets = new Uint32Array(1);
  private brandSlots = new Uint32Array(0);
  /** base models in byte order (for name ranks of later additions) */
  private sortedRaw: string[] = [];
  /** 'n:' words sorted, with their document frequency (suggestions) */
  private nameTerms: string[] = [];
  private nameTermDf = new Uint32Array(0);
  /** suggestion phrases: items per phrase key while adding; at finish, phrases sorted by folded text */
  private phraseKeys = new Map<string, number>();
  private phraseFolded: string[] = [];
  private phraseText: string[] = [];
  private phraseCount = new Uint32Array(0);
  private phraseType = new Uint8Array(0);
  /** phrases of items added after the build, by folded product word: phrase → [items, type] */
  private deltaPhrases = new Map<string, Map<string, [number, PhraseType]>>();
  /** indexes (in phraseFolded) of the product words */
  private productPhrases = new Uint32Array(0);

  private categories: IndexCategory[] = [];
  private catLocal = new Map<number, number>();
  private columns: CategoryColumns[] = [];
  private brands: IndexBrand[] = [];
  private brandLocal = new Map<number, number>();
  private catWords: string[][] = [];
  private brandWords: string[][] = [];

  // scratch, per capacity
  private wstamp: Uint32Array;
  private qstamp: Uint32Array;
  private score: Float32Array;
  private cand: Uint32Array;
  private matched: Uint32Array;
  /** column positions of the matches in the category whose parameters are faceted, when known up front */
  private facetPos: Uint32Array;
  private epoch = 0;
  /** merged runs of frequent words (see mergedRun), least recently used first */
  private mergeCache = new Map<string, MergedRun>();
  private mergeCacheBytes = 0;
  /** slots in the index when the cached runs were made */
  private mergeCacheN = 0;
  private mergeBuf = new Uint8Array(0);
  /** matches per (integer) score, for paging by relevance */
  private scoreCounts = new Uint32Array(4096);
  private catCount = new Uint32Array(0);
  private brandCount = new Uint32Array(0);

  /** words of at least this many postings are scored from a merged run (see mergedRun) */
  private readonly mergeMin: number;
  private readonly termCacheMax: number;
  private readonly orderMin: number;

  constructor(
    kind: number,
    categories: IndexCategory[],
    brands: IndexBrand[],
    capacity = 1024,
    options: { mergeMin?: number; orderMin?: number; termCacheMax?: number } = {},
  ) {
    this.kind = kind;
    this.termCacheMax = options.termCacheMax ?? TERM_CACHE_MAX;
    this.mergeMin = options.mergeMin ?? MERGE_MIN;
    this.orderMin = options.orderMin ?? ORDER_MIN;
    this.cap = Math.max(16, capacity);
    this.ids = new Float64Array(this.cap);
    this.alive = new Uint8Array(this.cap);
    this.cat = new Uint16Array(this.cap);
    this.brand = new Uint16Array(this.cap);
    this.catPos = new Uint32Array(this.cap);
    this.created = new Float64Array(this.cap);
    this.nameRank = new Float64Array(this.cap);
    this.docStart = new Uint32Array(this.cap + 1);
    this.wstamp = new Uint32Array(this.cap);
    this.qstamp = new Uint32Array(this.cap);
    this.score = new Float32Array(this.cap);
    this.cand = new Uint32Array(this.cap);
    this.matched = new Uint32Array(this.cap);
    this.facetPos = new Uint32Array(this.cap);
    this.setCategories(categories);
    for (const b of brands) this.addBrand(b);
  }

  private setCategories(categories: IndexCategory[]): void {
    const byId = new Map(categories.map((c) => [c.id, c]));
    for (const c of categories) {
      this.catLocal.set(c.id, this.categories.length);
      this.categories.push(c);
      this.columns.push({
        category: c,
        size: 0,
        numeric: new Map(),
        enums: new Map(),
        enumValues: new Map(),
        enumIndex: new Map(),
        live: 0,
        enumCounts: new Map(),
        numMin: new Map(),
        numMax: new Map(),
        numStale: false,
        numOrder: new Map(),
        orderSize: 0,
      });
      // words of the category and its ancestors
      const words: string[] = [];
      for (
        let cur: IndexCategory | undefined = c;
        cur;
        cur = cur.parentId ? byId.get(cur.parentId) : undefined
      ) {
        indexWords(cur.name, words);
        if (cur.nameEn) englishWords(cur.nameEn, words);
      }
      this.catWords.push([...new Set(words)]);
    }
    this.catCount = new Uint32Array(this.categories.length);
  }

  private addBrand(b: IndexBrand): number {
    const local = this.brands.length + 1;
    this.brandLocal.set(b.id, local);
    this.brands.push(b);
    this.brandWords.push([...new Set([...indexWords(b.nameZh), ...indexWords(b.nameEn)])]);
    this.brandCount = new Uint32Array(this.brands.length + 1);
    return local;
  }

  /** 'o' term ids of a category's words (and its ancestors'), made on first use */
  private catTermIds: (Uint32Array | undefined)[] = [];
  private catTerms(local: number): Uint32Array {
    let ids = this.catTermIds[local];
    if (!ids) {
      ids = Uint32Array.from((this.catWords[local] ?? []).map((w) => this.termId('o', w)));
      this.catTermIds[local] = ids;
    }
    return ids;
  }
  private brandTermIds: (Uint32Array | undefined)[] = [];
  private brandTerms(brandLocal: number): Uint32Array {
    let ids = this.brandTermIds[brandLocal];
    if (!ids) {
      ids = Uint32Array.from((this.brandWords[brandLocal - 1] ?? []).map((w) => this.termId('o', w)));
      this.brandTermIds[brandLocal] = ids;
    }
    return ids;
  }

  /** items that can be found */
  get size(): number {
    return this.liveCount;
  }

  /** slots added since the last full build */
  get deltaSize(): number {
    return this.n - this.baseN;
  }

  hasCategory(id: number): boolean {
    return this.catLocal.has(id);
  }

  /** Bytes held by the typed arrays (the index's own count). */
  byteSize(): number {
    let bytes =
      this.ids.byteLength +
      this.alive.byteLength +
      this.cat.byteLength +
      this.brand.byteLength +
      this.catPos.byteLength +
      this.created.byteLength +
      this.nameRank.byteLength +
      this.baseOffsets.byteLength +
      this.basePostings.byteLength +
      this.modelSorted.byteLength +
      this.nameOrder.byteLength +
      this.newestOrder.byteLength +
      this.catSlots.byteLength +
      this.brandSlots.byteLength +
      this.nameTermDf.byteLength +
      this.wstamp.byteLength +
      this.qstamp.byteLength +
      this.score.byteLength +
      this.cand.byteLength +
      this.matched.byteLength +
      this.facetPos.byteLength +
      this.docTerms.byteLength +
      this.docStart.byteLength +
      this.mergeBuf.byteLength +
      this.posStamp.byteLength +
      this.mergeCacheBytes;
    for (const c of this.columns) {
      for (const a of c.numeric.values()) bytes += a.byteLength;
      for (const a of c.enums.values()) bytes += a.byteLength;
      for (const a of c.numOrder.values()) bytes += a.byteLength;
    }
    return bytes;
  }

  stats() {
    let deltaPostings = 0;
    for (const d of this.delta) if (d) deltaPostings += d.length;
    return {
      items: this.liveCount,
      slots: this.n,
      terms: this.termNames.length,
      postings: this.basePostings.length + deltaPostings,
      typedArrayBytes: this.byteSize(),
    };
  }

  // ---- adding -------------------------------------------------------------------------------------

  private ensureCapacity(need: number): void {
    if (need <= this.cap) return;
    let cap = this.cap;
    while (cap < need) cap *= 2;
    this.ids = growF64(this.ids, cap);
    this.alive = growU8(this.alive, cap);
    this.cat = growU16(this.cat, cap);
    this.brand = growU16(this.brand, cap);
    this.catPos = growU32(this.catPos, cap);
    this.created = growF64(this.created, cap);
    this.nameRank = growF64(this.nameRank, cap);
    if (!this.finished) this.docStart = growU32(this.docStart, cap + 1);
    this.wstamp = new Uint32Array(cap);
    this.qstamp = new Uint32Array(cap);
    this.epoch = 0;
    this.score = new Float32Array(cap);
    this.cand = new Uint32Array(cap);
    this.matched = new Uint32Array(cap);
    this.facetPos = new Uint32Array(cap);
    this.cap = cap;
  }

  /** A term by its full name ('n:电阻', 'q:F:1e-7'), or undefined. */
  private lookupTerm(name: string): number | undefined {
    return this.termMaps[name.slice(0, 1)]?.get(name.slice(2));
  }

  /** The id of a term of class x, n, o or q (created when new); `word` is without its prefix. */
  private termId(cls: 'x' | 'n' | 'o' | 'q', word: string): number {
    const map = this.termMaps[cls] as Map<string, number>;
    let id = map.get(word);
    if (id === undefined) {
      id = this.termNames.length;
      map.set(word, id);
      this.termNames.push(`${cls}:${word}`);
      if (id >= this.termStamp.length) {
        const grown = new Int32Array(this.termStamp.length * 2).fill(-1);
        grown.set(this.termStamp);
        this.termStamp = grown;
      }
    }
    return id;
  }

  /**
   * The term ids of a text's words (indexWords), cached while the index is built: names, series,
   * standards, packages, description clauses and text values repeat across many items (1M items: 281k
   * names, 306 series, 91k clauses, 5k text values among 4M). After finish() they are looked up each time.
   */
  private textTerms(cls: 'n' | 'o', text: string): readonly number[] {
    const cache = this.termCache?.[cls];
    let ids = cache?.get(text);
    if (ids === undefined) {
      ids = indexWords(text).map((w) => this.termId(cls, w));
      if (cache) {
        if (cache.size >= this.termCacheMax) cache.clear();
        cache.set(text, ids);
      }
    }
    return ids;
  }

  private pushPosting(term: number, slot: number): void {
    if (this.termStamp[term] === slot) return;
    this.termStamp[term] = slot;
    if (!this.finished) {
      if (this.docTermsLen === this.docTerms.length)
        this.docTerms = growU32(this.docTerms, this.docTerms.length * 2);
      this.docTerms[this.docTermsLen++] = term;
    } else {
      let list = this.delta[term];
      if (!list) {
        list = [];
        this.delta[term] = list;
      }
      list.push(slot);
    }
  }

  /** Add (or replace) an item. Items of a category unknown to the index are ignored (returns false). */
  add(item: IndexItem): boolean {
    const local = this.catLocal.get(item.categoryId);
    if (local === undefined) return false;
    this.remove(item.id);
    const slot = this.n;
    this.ensureCapacity(slot + 1);
    this.n++;
    this.liveCount++;
    this.ids[slot] = item.id;
    this.alive[slot] = 1;
    this.cat[slot] = local;
    let brandLocal = 0;
    if (item.brandId !== null) brandLocal = this.brandLocal.get(item.brandId) ?? 0;
    this.brand[slot] = brandLocal;
    this.created[slot] = item.createdAt;
    this.models[slot] = item.model;
    // components' part numbers are a manufacturer's, one item each: not a product line
    const key = phraseKey(item.name, item.standard, item.series, this.kind === 2 ? '' : item.model);
    if (key !== null && !this.finished) this.phraseKeys.set(key, (this.phraseKeys.get(key) ?? 0) + 1);
    else if (key !== null) {
      const phrases = expandPhrases(key);
      const head = foldText((phrases[0] as [string, PhraseType])[0]);
      let map = this.deltaPhrases.get(head);
      if (!map) {
        map = new Map();
        this.deltaPhrases.set(head, map);
      }
      for (const [text, type] of phrases) {
        const seen = map.get(text);
        if (seen) seen[0]++;
        else map.set(text, [1, type]);
      }
    }
    const norm = normalizeModel(item.model);
    this.norms[slot] = norm;
    if (this.finished) {
      this.deltaSlot.set(item.id, slot);
      this.nameRank[slot] = lowerBound(this.sortedRaw, item.model) - 0.5;
    }

    // terms
    if (norm !== '') this.pushPosting(this.termId('x', norm), slot);
    const named: string[] = [];
    indexWords(item.model, named);
    for (const w of named) this.pushPosting(this.termId('n', w), slot);
    for (const t of this.textTerms('n', item.name)) this.pushPosting(t, slot);
    for (const t of this.textTerms('n', item.series)) this.pushPosting(t, slot);
    if (item.material) {
      const grades: string[] = [];
      if (item.material.numericCode) gradeWords(item.material.numericCode, grades);
      for (const v of Object.values(item.material.equivalents ?? {})) if (v) gradeWords(v, grades);
      for (const w of grades) this.pushPosting(this.termId('n', w), slot);
    }
    // the words of standard, package, description and text values go in after the category's, the
    // brand's and the quantities' terms (the order in which terms are first seen numbers them)
    for (const t of this.catTerms(local)) this.pushPosting(t, slot);
    if (brandLocal > 0) for (const t of this.brandTerms(brandLocal)) this.pushPosting(t, slot);

    // parameters: columns of the category, quantity tokens, enum words
    const columns = this.columns[local] as CategoryColumns;
    const pos = columns.size++;
    this.catPos[slot] = pos;
    for (const def of columns.category.params) {
      const value = item.params[def.key];
      if (def.type === 'numeric') {
        let col = columns.numeric.get(def.key);
        if (!col || col.length <= pos) {
          const cap = Math.max(16, (col?.length ?? 0) * 2, pos + 1);
          col = col ? growF64(col, cap, Number.NaN) : new Float64Array(cap).fill(Number.NaN);
          columns.numeric.set(def.key, col);
        }
        const si = value?.si ?? Number.NaN;
        col[pos] = si;
        if (!columns.numStale && !Number.isNaN(si)) {
          if (!(si >= (columns.numMin.get(def.key) ?? Number.POSITIVE_INFINITY)))
            columns.numMin.set(def.key, si);
          if (!(si <= (columns.numMax.get(def.key) ?? Number.NEGATIVE_INFINITY)))
            columns.numMax.set(def.key, si);
        }
      } else if (def.type === 'enum') {
        let col = columns.enums.get(def.key);
        if (!col || col.length <= pos) {
          const cap = Math.max(16, (col?.length ?? 0) * 2, pos + 1);
          col = col ? growU16(col, cap) : new Uint16Array(cap);
          columns.enums.set(def.key, col);
        }
        let code = 0;
        if (value && value.display !== '') {
          let index = columns.enumIndex.get(def.key);
          let values = columns.enumValues.get(def.key);
          if (!index || !values) {
            index = new Map();
            values = [];
            columns.enumIndex.set(def.key, index);
            columns.enumValues.set(def.key, values);
          }
          code = index.get(value.display) ?? 0;
          if (code === 0 && values.length < 65_000) {
            values.push(value.display);
            code = values.length;
            index.set(value.display, code);
          }
        }
        col[pos] = code;
        let counts = columns.enumCounts.get(def.key);
        if (!counts || counts.length <= code) {
          const grown = new Uint32Array(Math.max(8, code + 1, (counts?.length ?? 0) * 2));
          if (counts) grown.set(counts);
          counts = grown;
          columns.enumCounts.set(def.key, counts);
        }
        counts[code] = (counts[code] as number) + 1;
      }
    }
    columns.live++;
    const values: string[] = [];
    for (const value of Object.values(item.params)) {
      if (value.si !== null) {
        const q = quantityToken(value.unit, value.si);
        if (q) this.pushPosting(this.termId('q', q.slice(2)), slot);
      } else if (value.display) {
        values.push(value.display);
      }
    }
    if (item.standard) for (const t of this.textTerms('o', item.standard)) this.pushPosting(t, slot);
    if (item.package) for (const t of this.textTerms('o', item.package)) this.pushPosting(t, slot);
    // a description's clauses repeat across items (1M items: 91k distinct clauses in 1M descriptions);
    // no word of indexWords spans the full-width comma, full stop or semicolon that end them
    for (const clause of item.description.split(CLAUSE_END))
      for (const t of this.textTerms('o', clause)) this.pushPosting(t, slot);
    for (const v of values) for (const t of this.textTerms('o', v)) this.pushPosting(t, slot);
    if (!this.finished) {
      this.docStart[slot + 1] = this.docTermsLen;
    }
    return true;
  }

  /** Remove an item by id (no-op when absent). */
  remove(id: number): boolean {
    const slot = this.slotOf(id);
    if (slot < 0 || this.alive[slot] === 0) return false;
    this.alive[slot] = 0;
    this.liveCount--;
    this.removals++;
    const columns = this.columns[this.cat[slot] as number] as CategoryColumns;
    const pos = this.catPos[slot] as number;
    columns.live--;
    for (const [key, col] of columns.enums) {
      const counts = columns.enumCounts.get(key);
      const code = col[pos] as number;
      if (counts && code < counts.length) counts[code] = (counts[code] as number) - 1;
    }
    if (columns.numeric.size > 0) columns.numStale = true;
    this.deltaSlot.delete(id);
    return true;
  }

  private slotOf(id: number): number {
    const d = this.deltaSlot.get(id);
    if (d !== undefined) return d;
    // base slots (and build slots) are in ascending id order
    const limit = this.finished ? this.baseN : this.n;
    let lo = 0;
    let hi = limit;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.ids[mid] as number) < id) lo = mid + 1;
      else hi = mid;
    }
    if (lo < limit && this.ids[lo] === id && this.alive[lo] === 1) return lo;
    return -1;
  }

  /** Items must be added in ascending id order before finish(); after it, any order. */
  finish(): void {
    if (this.finished) return;
    this.termCache = undefined;
    const n = this.n;
    const termCount = this.termNames.length;
    // transpose slot → terms into term → slots (sorted by slot)
    const offsets = new Uint32Array(termCount + 1);
    for (let i = 0; i < this.docTermsLen; i++) {
      const t = (this.docTerms[i] as number) + 1;
      offsets[t] = (offsets[t] as number) + 1;
    }
    for (let t = 0; t < termCount; t++) offsets[t + 1] = (offsets[t + 1] as number) + (offsets[t] as number);
    const fill = offsets.slice(0, termCount);
    const postings = new Uint32Array(this.docTermsLen);
    for (let slot = 0; slot < n; slot++) {
      const end = this.docStart[slot + 1] as number;
      for (let i = this.docStart[slot] as number; i < end; i++) {
        const t = this.docTerms[i] as number;
        postings[fill[t] as number] = slot;
        fill[t] = (fill[t] as number) + 1;
      }
    }
    this.baseOffsets = offsets;
    this.basePostings = postings;
    this.docTerms = new Uint32Array(0);
    this.docStart = new Uint32Array(0);
    this.docTermsLen = 0;
    this.baseN = n;
    this.finished = true;

    // model order (normalised, for prefixes) and name ranks (raw, byte order)
    const order = new Uint32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    const norms = this.norms;
    const byNorm = Array.from(order).sort((a, b) => {
      const x = norms[a] as string;
      const y = norms[b] as string;
      return x < y ? -1 : x > y ? 1 : a - b;
    });
    this.modelSorted = Uint32Array.from(byNorm);
    const models = this.models;
    const byRaw = Array.from(order).sort((a, b) => {
      const x = models[a] as string;
      const y = models[b] as string;
      return x < y ? -1 : x > y ? 1 : (this.ids[a] as number) - (this.ids[b] as number);
    });
    this.sortedRaw = byRaw.map((s) => models[s] as string);
    for (let i = 0; i < byRaw.length; i++) this.nameRank[byRaw[i] as number] = i;
    this.nameOrder = Uint32Array.from(byRaw);
    const created = this.created;
    const ids = this.ids;
    this.newestOrder = Uint32Array.from(
      Array.from(order).sort(
        (a, b) => (created[b] as number) - (created[a] as number) || (ids[b] as number) - (ids[a] as number),
      ),
    );

    this.catOffsets = new Uint32Array(this.categories.length + 1);
    this.catSlots = groupSlots(this.cat, n, this.catOffsets);
    this.brandOffsets = new Uint32Array(this.brands.length + 2);
    this.brandSlots = groupSlots(this.brand, n, this.brandOffsets);
    for (const columns of this.columns) {
      if (columns.size < this.orderMin) continue;
      columns.orderSize = columns.size;
      for (const [key, col] of columns.numeric) columns.numOrder.set(key, valueOrder(col, columns.size));
    }

    // name words for suggestions
    const names: Array<[string, number]> = [];
    for (let t = 0; t < termCount; t++) {
      const name = this.termNames[t] as string;
      if (name.startsWith('n:'))
        names.push([name.slice(2), (offsets[t + 1] as number) - (offsets[t] as number)]);
    }
    names.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.nameTerms = names.map((x) => x[0]);
    this.nameTermDf = Uint32Array.from(names.map((x) => x[1]));

    // phrases for suggestions (items of the build; later additions count at the next build)
    const phrases = new Map<string, [number, PhraseType]>();
    for (const [key, count] of this.phraseKeys) {
      for (const [text, type] of expandPhrases(key)) {
        const seen = phrases.get(text);
        if (seen) seen[0] += count;
        else phrases.set(text, [count, type]);
      }
    }
    this.phraseKeys = new Map();
    const sortedPhrases = [...phrases].map(
      ([text, [count, type]]) => [foldText(text), text, count, type] as const,
    );
    sortedPhrases.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.phraseFolded = sortedPhrases.map((x) => x[0]);
    this.phraseText = sortedPhrases.map((x) => x[1]);
    this.phraseCount = Uint32Array.from(sortedPhrases.map((x) => x[2]));
    this.phraseType = Uint8Array.from(sortedPhrases.map((x) => x[3]));
    this.productPhrases = Uint32Array.from(
      sortedPhrases.flatMap((x, i) => (x[3] === PhraseType.product ? [i] : [])),
    );
  }

  // ---- queries -----------------------------------------------------------------------------------

  private termCost(term: number): number {
    let c = 0;
    if (term < this.baseOffsets.length - 1)
      c += (this.baseOffsets[term + 1] as number) - (this.baseOffsets[term] as number);
    c += this.delta[term]?.length ?? 0;
    return c;
  }

  private prefixRange(prefix: string): [number, number] {
    const sorted = this.modelSorted;
    const norms = this.norms;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((norms[sorted[mid] as number] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const start = lo;
    hi = sorted.length;
    const upper = `${prefix}\uffff`;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((norms[sorted[mid] as number] as string) < upper) lo = mid + 1;
      else hi = mid;
    }
    return [start, lo];
  }

  /**
   * A query word: its sources (part number exact and prefix, name and other words, quantity tokens).
   * `quantityTokens` come from the quantity parser; `modelText` is the piece to match as a part number.
   * Returns null when nothing in the index can match it.
   */
  resolveWord(
    word: string,
    options: { quantityTokens?: string[]; modelText?: string } = {},
  ): ResolvedWord | null {
    const sources: Source[] = [];
    const addTerm = (name: string, weight: number) => {
      const term = this.lookupTerm(name);
      if (term !== undefined && this.termCost(term) > 0) sources.push({ kind: 'term', term, weight });
    };
    const model = normalizeModel(options.modelText ?? word);
    const folded = foldText(word);
    // a long code that is some item's exact part number is that part: not a prefix of its neighbours
    // (RC0603FR-0710KL is not RC0603FR-0710KLxx), nor, when the code was written with punctuation, the word
    // that stands for it (rc0603fr, in the name of every RC0603FR-… resistor); shorter codes (6205, RC0603)
    // still match by prefix
    let exactCode = false;
    if (model !== '') {
      addTerm(`x:${model}`, WEIGHT.modelExact);
      exactCode = sources.length > 0 && model.length >= EXACT_CODE_MIN;
      if (!exactCode && (!hasCjk(model) || model.length >= 2)) {
        const [lo, hi] = this.prefixRange(model);
        let deltaHit = false;
        for (let s = this.baseN; s < this.n && !deltaHit; s++)
          deltaHit = (this.norms[s] as string).startsWith(model);
        if (hi > lo || deltaHit)
          sources.push({ kind: 'prefix', prefix: model, lo, hi, weight: WEIGHT.modelPrefix });
      }
    }
    for (const q of options.quantityTokens ?? []) addTerm(q, WEIGHT.quantity);
    if (!exactCode || normalizeModel(folded) === model) {
      addTerm(`n:${folded}`, WEIGHT.name);
      addTerm(`o:${folded}`, WEIGHT.other);
    }
    if (sources.length === 0) return null;
    let cost = 0;
    for (const s of sources)
      cost += s.kind === 'term' ? this.termCost(s.term) : s.hi - s.lo + (this.n - this.baseN);
    return { text: word, sources, cost };
  }

  /** Finer words for a Chinese query word the index does not hold (jieba search mode). */
  splitWord(word: string): string[] {
    return subWords(word);
  }

  /** Visit every slot of a source. */
  private forEachSlot(source: Source, visit: (slot: number) => void): void {
    if (source.kind === 'term') {
      const t = source.term;
      if (t < this.baseOffsets.length - 1) {
        const end = this.baseOffsets[t + 1] as number;
        const postings = this.basePostings;
        for (let i = this.baseOffsets[t] as number; i < end; i++) visit(postings[i] as number);
      }
      const d = this.delta[t];
      if (d) for (let i = 0; i < d.length; i++) visit(d[i] as number);
    } else {
      const sorted = this.modelSorted;
      for (let i = source.lo; i < source.hi; i++) visit(sorted[i] as number);
      for (let s = this.baseN; s < this.n; s++)
        if ((this.norms[s] as string).startsWith(source.prefix)) visit(s);
    }
  }

  /**
   * A frequent word's sources merged into one run: its slots in slot order, each with the best weight that
   * holds it; made on first use and kept while no item is added (a removal only clears `alive`, which the
   * filter pass reads), in a cache of bounded size. Undefined for a word of few postings.
   */
  private mergedRun(word: ResolvedWord): MergedRun | undefined {
    if (word.cost < this.mergeMin || !this.finished) return undefined;
    const key = `${this.n}|${sourcesKey(word)}`;
    if (this.mergeCacheN !== this.n) {
      this.mergeCache.clear();
      this.mergeCacheBytes = 0;
      this.mergeCacheN = this.n;
    }
    const cached = this.mergeCache.get(key);
    if (cached) {
      // most recently used last
      this.mergeCache.delete(key);
      this.mergeCache.set(key, cached);
      return cached;
    }
    this.makeRoom(word.cost * 5);
    const run = this.denseRun(word);
    this.mergeCache.set(key, run);
    this.mergeCacheBytes += run.slots.byteLength + run.weights.byteLength;
    return run;
  }

  /** Drop the least recently used merged runs until `bytes` more fit in the cache. */
  private makeRoom(bytes: number): void {
    for (const [k, v] of this.mergeCache) {
      if (this.mergeCacheBytes + bytes <= MERGE_CACHE_BYTES) break;
      this.mergeCache.delete(k);
      this.mergeCacheBytes -= v.slots.byteLength + v.weights.byteLength;
    }
  }

  /**
   * Several frequent words together (贴片 电阻): the intersection of their merged runs, each slot with the sum
   * of its weights (the score the intersection below would give), cached beside the runs and dropped with
   * them on additions, so that a common query of frequent words ("贴片电阻" with any filter) intersects its
   * long runs once. Undefined when a score could exceed a byte.
   */
  private conjunctionRun(words: readonly ResolvedWord[], runs: readonly MergedRun[]): MergedRun | undefined {
    let most = 0;
    for (const w of words) most += Math.max(0, ...w.sources.map((s) => s.weight));
    if (most > 255) return undefined;
    // the runs were just made or touched by mergedRun, so the cache holds this.n's runs
    const key = `&${this.n}|${words.map(sourcesKey).sort().join('&')}`;
    const cached = this.mergeCache.get(key);
    if (cached) {
      this.mergeCache.delete(key);
      this.mergeCache.set(key, cached);
      return cached;
    }
    const cand = this.cand;
    const score = this.score;
    const sorted = [...runs].sort((x, y) => x.slots.length - y.slots.length);
    const first = sorted[0] as MergedRun;
    let count = startRun(cand, score, first.slots, first.weights);
    for (let r = 1; r < sorted.length && count > 0; r++) {
      const { slots, weights } = sorted[r] as MergedRun;
      count =
        slots.length < count * DENSE_RATIO
          ? intersectDense(cand, count, slots, weights, score, this.wstamp, this.nextEpoch())
          : intersectGallop(cand, count, slots, weights, score);
    }
    const slots = cand.slice(0, count);
    const weights = new Uint8Array(count);
    for (let i = 0; i < count; i++) weights[i] = score[slots[i] as number] as number;
    this.makeRoom(count * 5);
    const run: MergedRun = { slots, weights };
    this.mergeCache.set(key, run);
    this.mergeCacheBytes += slots.byteLength + weights.byteLength;
    return run;
  }

  /**
   * A word's sources as one run by marking its slots in a byte per slot (best weight first) and reading the
   * marks in slot order: for words of many postings, where sorting them would cost more.
   */
  private denseRun(word: ResolvedWord): MergedRun {
    const best = this.mergeBuf.length >= this.n ? this.mergeBuf : new Uint8Array(this.cap);
    this.mergeBuf = best;
    let count = 0;
    for (const source of [...word.sources].sort((a, b) => b.weight - a.weight)) {
      const w = source.weight;
      this.forEachSlot(source, (s) => {
        if (best[s] === 0) {
          best[s] = w;
          count++;
        }
      });
    }
    const slots = new Uint32Array(count);
    const weights = new Uint8Array(count);
    let k = 0;
    for (let s = 0; s < this.n && k < count; s++) {
      const w = best[s] as number;
      if (w === 0) continue;
      slots[k] = s;
      weights[k++] = w;
      best[s] = 0;
    }
    return { slots, weights };
  }

  /** A word of few postings as a run: its slots sorted, each with the best weight of the sources holding it. */
  private sortedRun(word: ResolvedWord): MergedRun {
    const one = word.sources.length === 1 ? word.sources[0] : undefined;
    if (one?.kind === 'term') {
      // one term: its postings are in slot order already (later slots are appended to the delta in order)
      const t = one.term;
      const base =
        t < this.baseOffsets.length - 1
          ? this.basePostings.subarray(this.baseOffsets[t] as number, this.baseOffsets[t + 1] as number)
          : new Uint32Array(0);
      const d = this.delta[t];
      let slots = base;
      if (d && d.length > 0) {
        slots = new Uint32Array(base.length + d.length);
        slots.set(base, 0);
        slots.set(d, base.length);
      }
      return { slots, weights: new Uint8Array(slots.length).fill(one.weight) };
    }
    let size = 0;
    for (const source of word.sources)
      size +=
        source.kind === 'term' ? this.termCost(source.term) : source.hi - source.lo + (this.n - this.baseN);
    // many postings: marking a byte per slot and reading them in order is cheaper than sorting
    if (size * 16 > this.n) return this.denseRun(word);
    // slot * 128 + (127 - weight): sorted, a slot's best weight comes first
    const keys = new Float64Array(size);
    let k = 0;
    for (const source of word.sources) {
      const w = 127 - source.weight;
      this.forEachSlot(source, (s) => {
        keys[k++] = s * 128 + w;
      });
    }
    const sorted = keys.subarray(0, k).sort();
    const slots = new Uint32Array(sorted.length);
    const weights = new Uint8Array(sorted.length);
    let count = 0;
    let prev = -1;
    for (let i = 0; i < sorted.length; i++) {
      const k = sorted[i] as number;
      const s = Math.floor(k / 128);
      if (s === prev) continue;
      prev = s;
      slots[count] = s;
      weights[count++] = 127 - (k - s * 128);
    }
    return { slots: slots.subarray(0, count), weights: weights.subarray(0, count) };
  }

  private nextEpoch(): number {
    this.epoch++;
    if (this.epoch >= 0xffffffff) {
      this.wstamp.fill(0);
      this.qstamp.fill(0);
      this.epoch = 1;
    }
    return this.epoch;
  }

  search(query: IndexQuery): IndexResult {
    const cand = this.cand;
    let candCount = 0;
    const score = this.score;
    if (query.words.length > MAX_QUERY_WORDS)
      throw new RangeError(`search: at most ${MAX_QUERY_WORDS} words in a query (${query.words.length})`);
    const words = [...query.words].sort((a, b) => a.cost - b.cost);
    const qEpoch = this.nextEpoch();
    const qstamp = this.qstamp;
    const wstamp = this.wstamp;
    const merged = words.map((w) => this.mergedRun(w));
    const frequent = words.length > 1 && query.extra.length === 0 && merged.every((m) => m !== undefined);
    const only =
      words.length === 1 && query.extra.length === 0
        ? merged[0]
        : frequent
          ? this.conjunctionRun(words, merged as MergedRun[])
          : undefined;
    // a query of one category and nothing else: its build slots are read by column position below
    const scopeCat = words.length === 0 ? this.singleScope(query) : -1;
    if (scopeCat >= 0) {
      for (let s = this.baseN; s < this.n; s++) cand[candCount++] = s;
      for (let i = 0; i < candCount; i++) score[cand[i] as number] = 0;
    } else if (words.length === 0) {
      candCount = this.scopeSlots(query);
      for (let i = 0; i < candCount; i++) score[cand[i] as number] = 0;
    } else if (only) {
      // one frequent word: its merged run is the candidates, in slot order, with their scores (set by the
      // filter pass for the matches)
      candCount = only.slots.length;
    } else {
      // every word as one run in slot order (merged runs of frequent words are cached), intersected from the
      // shortest: each candidate is looked up in the next run by galloping, its weight there added
      const runs = words
        .map((w, i) => merged[i] ?? this.sortedRun(w))
        .sort((x, y) => x.slots.length - y.slots.length);
      const first = runs[0] as MergedRun;
      candCount = startRun(cand, score, first.slots, first.weights);
      for (let r = 1; r < runs.length && candCount > 0; r++) {
        const { slots, weights } = runs[r] as MergedRun;
        // runs of similar length: the candidates are stamped and the run read through once in slot order;
        // a much longer run is searched by galloping
        candCount =
          slots.length < candCount * DENSE_RATIO
            ? intersectDense(cand, candCount, slots, weights, score, wstamp, this.nextEpoch())
            : intersectGallop(cand, candCount, slots, weights, score);
      }
      if (query.extra.length > 0) for (let i = 0; i < candCount; i++) qstamp[cand[i] as number] = qEpoch;
      // extra words: only add to the score of matches (stamped with qEpoch above)
      for (const word of query.extra) {
        const wEpoch = this.nextEpoch();
        for (const source of [...word.sources].sort((a, b) => b.weight - a.weight)) {
          this.forEachSlot(source, (s) => {
            if (wstamp[s] === wEpoch || qstamp[s] !== qEpoch) return;
            wstamp[s] = wEpoch;
            score[s] = (score[s] as number) + WEIGHT.extra;
          });
        }
      }
    }

    // filters
    const alive = this.alive;
    const catAllowed = query.categoryIds ? new Uint8Array(this.categories.length) : null;
    if (catAllowed && query.categoryIds) {
      for (const id of query.categoryIds) {
        const l = this.catLocal.get(id);
        if (l !== undefined) catAllowed[l] = 1;
      }
    }
    let brandWanted = -1;
    if (query.brandId !== undefined) brandWanted = this.brandLocal.get(query.brandId) ?? -2;
    // per category: its parameter tests, or null when a filtered parameter is not one of its columns
    const catTests: Array<FilterTest[] | null> = this.columns.map((c) => {
      const tests: FilterTest[] = [];
      for (const f of query.filters) {
        const t = filterTest(c, f);
        if (t === null) return null;
        tests.push(t);
      }
      return tests;
    });
    const filtered = query.filters.length > 0;
    let matched = this.matched;
    let total = 0;
    const cat = this.cat;
    const brand = this.brand;
    const catPos = this.catPos;
    const plain = catAllowed === null && brandWanted === -1 && !filtered;
    // the matches, counted per category and brand on the way (facets)
    const cc = this.catCount;
    const bc = this.brandCount;
    cc.fill(0);
    bc.fill(0);
    // a leaf category asked for: its matches' column positions are gathered here for its parameter facets
    let facetKnown = -1;
    if (query.facets && query.facetCategoryId !== undefined)
      facetKnown = this.catLocal.get(query.facetCategoryId) ?? -1;
    const facetPos = this.facetPos;
    let facetCount = 0;
    const source = only ? only.slots : cand;
    const onlyWeights = only ? only.weights : null;
    // relevance: matches per score, for the page (pageByScore)
    const byScore = query.sort === 'relevance';
    const scoreCounts = this.scoreCounts;
    const top = scoreCounts.length - 1;
    let hiScore = 0;
    let loScore = top;
    // one word alone seen before with nothing removed since: its run is the matches, its counts are known
    const alone = only && plain && byScore && facetKnown === -1 ? only.alone : undefined;
    let matchedWeights: Uint8Array | null = null;
    // no leaf asked for: every match's column position is gathered, for the facets of the category that
    // turns out to hold all of them (not when the counts are reused: nothing is read then)
    let gatherAll = query.facets && facetKnown === -1;
    if (only && alone && alone.removals === this.removals) {
      gatherAll = false;
      matched = only.slots;
      matchedWeights = only.weights;
      total = only.slots.length;
      cc.set(alone.cc);
      bc.set(alone.bc);
      scoreCounts.set(alone.scores, alone.lo);
      loScore = alone.lo;
      hiScore = alone.hi;
      candCount = 0;
    }
    if (scopeCat >= 0 && catTests[scopeCat]) {
      // the category's build slots in slot order are its column positions 0, 1, …: the filters read the
      // columns in order, every score is 0
      const off = this.catOffsets[scopeCat] as number;
      const gather = scopeCat === facetKnown || gatherAll;
      total = scopePass(
        this.catSlots.subarray(off, this.catOffsets[scopeCat + 1] as number),
        alive,
        filtered ? (catTests[scopeCat] as FilterTest[]) : NO_TESTS,
        matched,
        score,
        gather ? facetPos : NO_U32,
        brand,
        bc,
      );
      if (gather) facetCount = total;
      cc[scopeCat] = total;
      if (byScore && total > 0) {
        scoreCounts[0] = (scoreCounts[0] as number) + total;
        loScore = 0;
      }
    }
    if (candCount > 0) {
      const pass = this.pass;
      pass.source = source;
      pass.count = candCount;
      pass.plain = plain;
      pass.catAllowed = catAllowed ?? NO_U8;
      pass.brandWanted = brandWanted;
      pass.catTests = filtered ? catTests : NO_CAT_TESTS;
      pass.matched = matched;
      pass.total = total;
      pass.facetPos = facetPos;
      pass.facetCount = facetCount;
      pass.facetKnown = gatherAll ? -2 : facetKnown;
      pass.weights = onlyWeights ?? NO_U8;
      pass.byScore = byScore;
      pass.hi = hiScore;
      pass.lo = loScore;
      filterPass(pass, alive, cat, brand, catPos, cc, bc, score, scoreCounts);
      total = pass.total;
      facetCount = pass.facetCount;
      hiScore = pass.hi;
      loScore = pass.lo;
    }
    if (only && plain && byScore && candCount > 0 && total === candCount) {
      only.alone = {
        removals: this.removals,
        cc: cc.slice(),
        bc: bc.slice(),
        scores: scoreCounts.slice(loScore, hiScore + 1),
        lo: loScore,
        hi: hiScore,
      };
    }

    // facets
    const categories: IndexResult['categories'] = [];
    const brands: IndexResult['brands'] = [];
    let params: ParamFacet[] = [];
    if (query.facets) {
      let single = -1;
      for (let c = 0; c < cc.length; c++) {
        const count = cc[c] as number;
        if (count === 0) continue;
        const category = this.categories[c] as IndexCategory;
        categories.push({ id: category.id, name: category.name, count });
        single = single === -1 ? c : -2;
      }
      categories.sort((a, b) => b.count - a.count || a.id - b.id);
      categories.length = Math.min(categories.length, FACET_MAX);
      for (let b = 1; b < bc.length; b++) {
        const count = bc[b] as number;
        if (count === 0) continue;
        const br = this.brands[b - 1] as IndexBrand;
        brands.push({ id: br.id, name: br.nameZh, count });
      }
      brands.sort((a, b) => b.count - a.count || a.id - b.id);
      brands.length = Math.min(brands.length, FACET_MAX);
      let facetCat = single >= 0 ? single : -1;
      if (query.facetCategoryId !== undefined)
        facetCat = this.catLocal.get(query.facetCategoryId) ?? facetCat;
      if (facetCat >= 0)
        params = this.paramFacets(
          matched,
          facetCat,
          total,
          cc[facetCat] as number,
          facetCat === facetKnown || (gatherAll && cc[facetCat] === total) ? facetCount : -1,
          query.filters,
        );
    }

    // order and page
    let ids: number[] = [];
    if (query.sort !== 'relevance') ids = this.page(total, query.sort, query.offset, query.limit);
    else if (total > 0) {
      // (also when the page is past the end: it clears the score counts)
      const want = Math.min(total, query.offset + query.limit);
      ids = this.pageByScore(matched, matchedWeights, total, query.offset, want, hiScore, loScore);
    }
    return { total, ids, categories, brands, params };
  }

  /**
   * The category of a query without words whose only scope is one category with build slots (its local
   * index), or -1.
   */
  private singleScope(query: IndexQuery): number {
    if (!this.finished || query.brandId !== undefined || !query.categoryIds) return -1;
    let found = -1;
    for (const id of query.categoryIds) {
      const c = this.catLocal.get(id);
      if (c === undefined || c === found) continue;
      if (found >= 0) return -1;
      found = c;
    }
    return found;
  }

  /**
   * Candidates of a query without words, in slot order: the slots of its brand or of its categories (the
   * smaller), or every slot. The filter pass still checks every condition.
   */
  private scopeSlots(query: IndexQuery): number {
    const cand = this.cand;
    const baseN = this.finished ? this.baseN : 0;
    // the base slots to read: [slots, lo, hi] ranges of one group list, or null for all of them
    let ranges: Array<[Uint32Array, number, number]> | null = null;
    let size = baseN;
    if (query.brandId !== undefined && baseN > 0) {
      const b = this.brandLocal.get(query.brandId);
      if (b === undefined) return 0;
      const lo = this.brandOffsets[b] as number;
      const hi = this.brandOffsets[b + 1] as number;
      ranges = [[this.brandSlots, lo, hi]];
      size = hi - lo;
    }
    if (query.categoryIds && baseN > 0) {
      const list: Array<[Uint32Array, number, number]> = [];
      let inCats = 0;
      for (const id of query.categoryIds) {
        const c = this.catLocal.get(id);
        if (c === undefined) continue;
        const lo = this.catOffsets[c] as number;
        const hi = this.catOffsets[c + 1] as number;
        if (hi > lo) list.push([this.catSlots, lo, hi]);
        inCats += hi - lo;
      }
      // several categories are merged by a sort: worth it while they are few
      if (inCats < size && (list.length <= 1 || inCats <= baseN >>> 3)) {
        ranges = list;
        size = inCats;
      }
    }
    let count = 0;
    if (ranges === null) {
      for (let s = 0; s < baseN; s++) cand[count++] = s;
    } else {
      for (const [slots, lo, hi] of ranges) {
        cand.set(slots.subarray(lo, hi), count);
        count += hi - lo;
      }
      if (ranges.length > 1) cand.subarray(0, count).sort();
    }
    for (let s = baseN; s < this.n; s++) cand[count++] = s;
    return count;
  }

  /** the filter pass's state, reused by every query */
  private readonly pass = new FilterPassState();

  /** stamp of a category's matched positions (minMaxByOrder) and the epoch of the last stamping */
  private posStamp = new Uint32Array(0);
  private posEpoch = 0;
  /** matched positions at or past the value orders' length (added after the build) */
  private latePos = new Uint32Array(0);

  /** Stamps the matched positions with a new epoch (returned); those past `ordered` also go to latePos. */
  private stampPositions(positions: Uint32Array, count: number, ordered: number, size: number): number {
    let stamp = this.posStamp;
    if (stamp.length < size) {
      stamp = new Uint32Array(Math.max(size, stamp.length * 2));
      this.posStamp = stamp;
    }
    this.posEpoch++;
    if (this.posEpoch >= 0xffffffff) {
      stamp.fill(0);
      this.posEpoch = 1;
    }
    const epoch = this.posEpoch;
    const late: number[] = [];
    for (let i = 0; i < count; i++) {
      const p = positions[i] as number;
      stamp[p] = epoch;
      if (p >= ordered) late.push(p);
    }
    this.latePos = Uint32Array.from(late);
    return epoch;
  }

  /** Min and max of the live items' numeric columns of a category, recomputed after removals. */
  private freshNumeric(local: number, columns: CategoryColumns): void {
    if (!columns.numStale) return;
    columns.numMin.clear();
    columns.numMax.clear();
    const cat = this.cat;
    const alive = this.alive;
    const catPos = this.catPos;
    for (const [key, col] of columns.numeric) {
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      for (let s = 0; s < this.n; s++) {
        if (cat[s] !== local || alive[s] === 0) continue;
        const v = col[catPos[s] as number] as number;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      if (min <= max) {
        columns.numMin.set(key, min);
        columns.numMax.set(key, max);
      }
    }
    columns.numStale = false;
  }

  /**
   * `inCategory`: matches in the category (when they are all its live items, facets come from aggregates);
   * `gathered`: how many positions of them the filter pass put in facetPos, or -1 (gathered here)
   */
  private paramFacets(
    matched: Uint32Array,
    local: number,
    total: number,
    inCategory: number,
    gathered: number,
    filters: readonly ParamFilter[],
  ): ParamFacet[] {
    const columns = this.columns[local] as CategoryColumns;
    const out: ParamFacet[] = [];
    const whole = inCategory === columns.live && inCategory > 0;
    // column positions of the matches in this category, gathered once for every column (by the filter pass
    // when the category was known up front)
    const positions = gathered >= 0 ? this.facetPos : this.cand;
    let count = gathered >= 0 ? gathered : 0;
    // matched positions stamped (for the value orders), on first need
    let stampEpoch = 0;
    if (whole) this.freshNumeric(local, columns);
    else if (gathered < 0) {
      const catPos = this.catPos;
      const cat = this.cat;
      for (let i = 0; i < total; i++) {
        const s = matched[i] as number;
        if (cat[s] === local) positions[count++] = catPos[s] as number;
      }
    }
    for (const def of columns.category.params) {
      if (!def.filterable) continue;
      if (def.type === 'numeric') {
        const col = columns.numeric.get(def.key);
        let min = Number.POSITIVE_INFINITY;
        let max = Number.NEGATIVE_INFINITY;
        if (whole) {
          min = columns.numMin.get(def.key) ?? min;
          max = columns.numMax.get(def.key) ?? max;
        } else if (col) {
          const order = count >= this.orderMin ? columns.numOrder.get(def.key) : undefined;
          let found: [number, number] | null = null;
          if (order) {
            if (stampEpoch === 0)
              stampEpoch = this.stampPositions(positions, count, columns.orderSize, columns.size);
            let lo = Number.NEGATIVE_INFINITY;
            let hi = Number.POSITIVE_INFINITY;
            for (const f of filters) {
              if (f.type !== 'range' || f.key !== def.key) continue;
              const [flo, fhi] = rangeBounds(f);
              lo = Math.max(lo, flo);
              hi = Math.min(hi, fhi);
            }
            found = minMaxByOrder(col, order, this.posStamp, stampEpoch, lo, hi, count);
            if (found && this.latePos.length > 0) {
              const late = minMaxAt(col, this.latePos, this.latePos.length);
              found = [Math.min(found[0], late[0]), Math.max(found[1], late[1])];
            }
          }
          [min, max] = found ?? minMaxAt(col, positions, count);
        }
        const facet: ParamFacet = {
          key: def.key,
          name: def.name,
          unit: def.unit,
          dimension: def.dimension,
          type: 'numeric',
        };
        if (min <= max) {
          facet.min = min;
          facet.max = max;
        }
        out.push(facet);
      } else if (def.type === 'enum') {
        const col = columns.enums.get(def.key);
        const values = columns.enumValues.get(def.key) ?? [];
        let counts: Uint32Array = new Uint32Array(values.length + 1);
        if (whole) counts = columns.enumCounts.get(def.key) ?? counts;
        else if (col) countCodesAt(col, positions, count, counts);
        const list: { value: string; count: number }[] = [];
        // options in the order the category declares, then others in first-seen order
        const seen = new Set<string>();
        for (const option of def.options ?? []) {
          const code = columns.enumIndex.get(def.key)?.get(option);
          const count = code === undefined ? 0 : (counts[code] as number);
          if (count > 0) list.push({ value: option, count });
          seen.add(option);
        }
        for (let code = 1; code <= values.length; code++) {
          const value = values[code - 1] as string;
          const count = counts[code] as number;
          if (count > 0 && !seen.has(value)) list.push({ value, count });
        }
        out.push({
          key: def.key,
          name: def.name,
          unit: def.unit,
          dimension: def.dimension,
          type: 'enum',
          values: list,
        });
      }
    }
    return out;
  }

  /**
   * The page by relevance (score desc, then id asc) without sorting the matches: scores are small integers
   * (sums of the weights), so the filter pass counts them per score (scoreCounts, hiScore..loScore), the
   * threshold score T of the page is found from the counts, and a second pass takes the matches above T and, in slot order (id order for the
   * slots of the build), the first ones at T; slots added later (any id) at T are all taken. Only these
   * few are sorted.
   */
  private pageByScore(
    matched: Uint32Array,
    /** the matches' scores when they are a merged run's (score[] holds them otherwise) */
    weights: Uint8Array | null,
    total: number,
    offset: number,
    want: number,
    hiScore: number,
    loScore: number,
  ): number[] {
    const score = this.score;
    const counts = this.scoreCounts;
    const top = counts.length - 1;
    let threshold = loScore;
    let above = 0;
    for (let v = hiScore; v >= loScore; v--) {
      const c = counts[v] as number;
      if (above + c >= want) {
        threshold = v;
        break;
      }
      above += c;
    }
    counts.fill(0, loScore, hiScore + 1);
    const need = want - above;
    const baseN = this.baseN;
    const chosen: number[] = [];
    let taken = 0;
    // stop once the page's matches above T and its first `need` build slots at T are found (matches are in
    // slot order); after that only slots added after the build, at the end, can still be chosen (at T)
    let aboveLeft = above;
    let i = 0;
    for (; i < total; i++) {
      const s = matched[i] as number;
      if (weights) score[s] = weights[i] as number;
      let v = (score[s] as number) | 0;
      if (v > top) v = top;
      if (v > threshold) {
        chosen.push(s);
        aboveLeft--;
      } else if (v === threshold && (s >= baseN || taken < need)) {
        chosen.push(s);
        if (s < baseN) taken++;
      }
      if (aboveLeft === 0 && taken === need && s < baseN) {
        i++;
        break;
      }
    }
    for (let j = total - 1; j >= i && (matched[j] as number) >= baseN; j--) {
      const s = matched[j] as number;
      if (weights) score[s] = weights[j] as number;
      let v = (score[s] as number) | 0;
      if (v > top) v = top;
      if (v === threshold) chosen.push(s);
    }
    const ids = this.ids;
    chosen.sort((a, b) => {
      let x = (score[a] as number) | 0;
      let y = (score[b] as number) | 0;
      if (x > top) x = top;
      if (y > top) y = top;
      return y - x || (ids[a] as number) - (ids[b] as number);
    });
    return chosen.slice(offset, want).map((s) => ids[s] as number);
  }

  /** Sort keys (k1 then k2, ascending) and select the page with a bounded heap. */
  private page(total: number, sort: 'name' | 'newest', offset: number, limit: number): number[] {
    const want = Math.min(total, offset + limit);
    if (want <= offset) return [];
    const matched = this.matched;
    const ids = this.ids;
    const k1 = (s: number): number =>
      sort === 'name' ? (this.nameRank[s] as number) : -(this.created[s] as number);
    const k2 = (s: number): number => (sort === 'newest' ? -(ids[s] as number) : (ids[s] as number));
    const models = this.models;
    const less = (a: number, b: number): boolean => {
      const x = k1(a);
      const y = k1(b);
      if (x !== y) return x < y;
      // Slots added after the build share the rank of the gap they fall in: their models decide among them.
      if (sort === 'name') {
        const ma = models[a] as string;
        const mb = models[b] as string;
        if (ma !== mb) return ma < mb;
      }
      return k2(a) < k2(b);
    };
    let chosen: number[];
    const baseN = this.baseN;
    if (want * baseN <= (total * total) / 2) {
      // many matches: walk the build's order of this sort, taking marked matches until the page is full
      // (about want * baseN / total steps); matches added after the build are merged in by comparison
      const mark = this.nextEpoch();
      const stamp = this.wstamp;
      for (let i = 0; i < total; i++) stamp[matched[i] as number] = mark;
      const order = sort === 'name' ? this.nameOrder : this.newestOrder;
      chosen = [];
      for (let i = 0; i < order.length && chosen.length < want; i++) {
        const s = order[i] as number;
        if (stamp[s] === mark) chosen.push(s);
      }
      // matched is in slot order: slots added after the build are at its end
      let added = false;
      for (let i = total - 1; i >= 0 && (matched[i] as number) >= baseN; i--) {
        chosen.push(matched[i] as number);
        added = true;
      }
      if (added) chosen.sort((a, b) => (less(a, b) ? -1 : less(b, a) ? 1 : 0));
      chosen = chosen.slice(offset, want);
    } else if (want > 4096) {
      const all = Array.from(matched.subarray(0, total));
      all.sort((a, b) => (less(a, b) ? -1 : less(b, a) ? 1 : 0));
      chosen = all.slice(offset, want);
    } else {
      // max-heap of the `want` best
      const heap: number[] = [];
      const up = (i: number) => {
        while (i > 0) {
          const p = (i - 1) >> 1;
          if (less(heap[p] as number, heap[i] as number)) {
            const t = heap[p] as number;
            heap[p] = heap[i] as number;
            heap[i] = t;
            i = p;
          } else break;
        }
      };
      const down = (i: number) => {
        const len = heap.length;
        for (;;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let m = i;
          if (l < len && less(heap[m] as number, heap[l] as number)) m = l;
          if (r < len && less(heap[m] as number, heap[r] as number)) m = r;
          if (m === i) break;
          const t = heap[m] as number;
          heap[m] = heap[i] as number;
          heap[i] = t;
          i = m;
        }
      };
      for (let i = 0; i < total; i++) {
        const s = matched[i] as number;
        if (heap.length < want) {
          heap.push(s);
          up(heap.length - 1);
        } else if (less(s, heap[0] as number)) {
          heap[0] = s;
          down(0);
        }
      }
      heap.sort((a, b) => (less(a, b) ? -1 : less(b, a) ? 1 : 0));
      chosen = heap.slice(offset, want);
    }
    return chosen.map((s) => ids[s] as number);
  }

  // ---- suggestions -------------------------------------------------------------------------------

  /** Part numbers starting with the keyword (normalised), distinct, shortest first within the range. */
  suggestModels(keyword: string, size: number): string[] {
    const prefix = normalizeModel(keyword);
    if (prefix === '') return [];
    const [lo, hi] = this.prefixRange(prefix);
    const out: string[] = [];
    const seen = new Set<string>();
    const sorted = this.modelSorted;
    for (let i = lo; i < hi && out.length < size; i++) {
      const s = sorted[i] as number;
      if (this.alive[s] === 0) continue;
      const m = this.models[s] as string;
      if (!seen.has(m)) {
        seen.add(m);
        out.push(m);
      }
    }
    for (let s = this.baseN; s < this.n && out.length < size; s++) {
      if (this.alive[s] === 1 && (this.norms[s] as string).startsWith(prefix)) {
        const m = this.models[s] as string;
        if (!seen.has(m)) {
          seen.add(m);
          out.push(m);
        }
      }
    }
    return out;
  }

  /** Name words starting with the keyword, most frequent first: [word, frequency]. */
  suggestWords(keyword: string, size: number): Array<[string, number]> {
    const prefix = foldText(keyword).trim();
    if (prefix === '') return [];
    const list = this.nameTerms;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((list[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: Array<[string, number]> = [];
    for (let i = lo; i < list.length && (list[i] as string).startsWith(prefix) && out.length < 2000; i++) {
      out.push([list[i] as string, this.nameTermDf[i] as number]);
    }
    out.sort((a, b) => b[1] - a[1] || a[0].length - b[0].length);
    return out.slice(0, size);
  }

  /**
   * Product phrases of the items' names for a keyword: the product words containing it (螺栓 → 六角头螺栓) with
   * their lines (六角头螺栓 GB/T 5782, 深沟球轴承 6204), or, for a keyword with a space, the phrases starting
   * with it. Of each phrase type the `size` carried by the most items (then the shorter): [phrase, items,
   * type]. Items added after the build count apart (a phrase may then come twice, with either count).
   */
  suggestPhrases(keyword: string, size: number): Array<[string, number, PhraseType]> {
    const k = foldText(keyword).trim();
    if (k === '' || size <= 0) return [];
    const list = this.phraseFolded;
    // per type, the best `size` so far, kept sorted: [phrase, items, type, folded length]
    type Candidate = [string, number, PhraseType, number];
    const best: Candidate[][] = [[], [], [], []];
    const better = (a: Candidate, b: Candidate) => (a[1] !== b[1] ? a[1] > b[1] : a[3] < b[3]);
    const offer = (c: Candidate) => {
      const top = best[c[2]] as Candidate[];
      if (top.length === size && !better(c, top[size - 1] as Candidate)) return;
      let at = top.length === size ? size - 1 : top.length;
      while (at > 0 && better(c, top[at - 1] as Candidate)) {
        top[at] = top[at - 1] as Candidate;
        at--;
      }
      top[at] = c;
    };
    let budget = PHRASE_SCAN;
    const take = (from: number, prefix: string, most: number) => {
      const end = Math.min(list.length, from + most);
      for (let i = from; i < end && budget > 0 && (list[i] as string).startsWith(prefix); i++) {
        budget--;
        const count = this.phraseCount[i] as number;
        const type = this.phraseType[i] as PhraseType;
        offer([this.phraseText[i] as string, count, type, (list[i] as string).length]);
      }
    };
    const spaced = /\s/.test(k);
    if (spaced) take(lowerBound(list, k), k, PHRASE_SCAN);
    else {
      for (const p of this.productPhrases) {
        const head = list[p] as string;
        if (!head.includes(k)) continue;
        // the product word, then its lines ("head …")
        take(p, head, 1);
        const lines = `${head} `;
        take(lowerBound(list, lines), lines, PHRASE_SCAN);
      }
    }
    for (const [head, phrases] of this.deltaPhrases) {
      if (!spaced && !head.includes(k)) continue;
      for (const [text, [count, type]] of phrases) {
        const folded = foldText(text);
        if (spaced && !folded.startsWith(k)) continue;
        offer([text, count, type, folded.length]);
      }
    }
    return best.flat().map((c) => [c[0], c[1], c[2]]);
  }

  /** Category names containing the keyword (prefix matches first). */
  suggestCategories(keyword: string): string[] {
    const k = foldText(keyword).trim();
    if (k === '') return [];
    const starts: string[] = [];
    const contains: string[] = [];
    for (let c = 0; c < this.categories.length; c++) {
      if ((this.columns[c] as CategoryColumns).size === 0) continue;
      const name = (this.categories[c] as IndexCategory).name;
      const folded = foldText(name);
      if (folded.startsWith(k)) starts.push(name);
      else if (folded.includes(k)) contains.push(name);
    }
    return [...starts, ...contains];
  }
}

/** One parameter test of a category's column (one shape for every test: the filter loop stays monomorphic). */
interface FilterTest {
  range: boolean;
  num: Float64Array;
  lo: number;
  hi: number;
  en: Uint16Array;
  /** enum: 1 at the value codes wanted */
  mask: Uint8Array;
}
const NO_F64 = new Float64Array(0);
const NO_U16 = new Uint16Array(0);
const NO_U8 = new Uint8Array(0);

/** The bounds a range filter tests, widened by a relative 1e-12 (values written in other units round). */
function rangeBounds(filter: { min: number; max: number }): [number, number] {
  return [filter.min - Math.abs(filter.min) * 1e-12, filter.max + Math.abs(filter.max) * 1e-12];
}

/** The test of a filter on a category, or null when the category has no such column (nothing passes). */
function filterTest(columns: CategoryColumns, filter: ParamFilter): FilterTest | null {
  if (filter.type === 'range') {
    const col = columns.numeric.get(filter.key);
    if (!col) return null;
    const [lo, hi] = rangeBounds(filter);
    return { range: true, num: col, lo, hi, en: NO_U16, mask: NO_U8 };
  }
  const col = columns.enums.get(filter.key);
  const index = columns.enumIndex.get(filter.key);
  if (!col || !index) return null;
  const mask = new Uint8Array(index.size + 1);
  let any = false;
  for (const v of filter.values) {
    const code = index.get(v);
    if (code !== undefined) {
      mask[code] = 1;
      any = true;
    }
  }
  if (!any) return null;
  return { range: false, num: NO_F64, lo: 0, hi: 0, en: col, mask };
}

/**
 * Positions 0..size-1 of a numeric column sorted by value (absent values, NaN, left out): the distinct values
 * sorted natively, each position's value found in them by binary search, then a counting sort.
 */
function valueOrder(col: Float64Array, size: number): Uint32Array {
  const sorted = col.slice(0, size).sort();
  let d = 0;
  for (let i = 0; i < size; i++) {
    const v = sorted[i] as number;
    if (Number.isNaN(v)) break;
    if (d === 0 || v !== sorted[d - 1]) sorted[d++] = v;
  }
  const distinct = sorted.subarray(0, d);
  const codes = new Uint32Array(size);
  const starts = new Uint32Array(d + 1);
  let present = 0;
  for (let p = 0; p < size; p++) {
    const v = col[p] as number;
    if (Number.isNaN(v)) {
      codes[p] = d;
      continue;
    }
    let lo = 0;
    let hi = d;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((distinct[mid] as number) < v) lo = mid + 1;
      else hi = mid;
    }
    codes[p] = lo;
    starts[lo + 1] = (starts[lo + 1] as number) + 1;
    present++;
  }
  for (let c = 1; c <= d; c++) starts[c] = (starts[c] as number) + (starts[c - 1] as number);
  const order = new Uint32Array(present);
  for (let p = 0; p < size; p++) {
    const c = codes[p] as number;
    if (c === d) continue;
    order[starts[c] as number] = p;
    starts[c] = (starts[c] as number) + 1;
  }
  return order;
}

/**
 * Min and max of a numeric column over matched positions (stamp[pos] === epoch), walking its value order
 * from both ends, starting at the values inside [lo, hi] (a range filter on the column); gives up (null)
 * after `budget` steps, when reading the matches themselves is as cheap.
 */
function minMaxByOrder(
  col: Float64Array,
  order: Uint32Array,
  stamp: Uint32Array,
  epoch: number,
  lo: number,
  hi: number,
  budget: number,
): [number, number] | null {
  // first index whose value is ≥ lo, last whose value is ≤ hi
  let a = 0;
  let b = order.length;
  if (lo > Number.NEGATIVE_INFINITY) {
    while (a < b) {
      const mid = (a + b) >>> 1;
      if ((col[order[mid] as number] as number) < lo) a = mid + 1;
      else b = mid;
    }
  }
  let start = a;
  b = order.length;
  if (hi < Number.POSITIVE_INFINITY) {
    while (a < b) {
      const mid = (a + b) >>> 1;
      if ((col[order[mid] as number] as number) <= hi) a = mid + 1;
      else b = mid;
    }
  } else a = b;
  let end = a - 1;
  let steps = 0;
  while (start <= end && stamp[order[start] as number] !== epoch) {
    start++;
    if (++steps > budget) return null;
  }
  if (start > end) return [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  while (stamp[order[end] as number] !== epoch) {
    end--;
    if (++steps > budget) return null;
  }
  return [col[order[start] as number] as number, col[order[end] as number] as number];
}

const NO_U32 = new Uint32Array(0);
const NO_TESTS: FilterTest[] = [];
const NO_CAT_TESTS: Array<FilterTest[] | null> = [];

/** The first run of an intersection as the candidates, with its weights as their scores. */
/** A word's sources as text: the key of its merged run. */
function sourcesKey(word: ResolvedWord): string {
  return word.sources
    .map((s) => (s.kind === 'term' ? `${s.term}:${s.weight}` : `p${s.prefix}:${s.weight}`))
    .join(',');
}

function startRun(cand: Uint32Array, score: Float32Array, slots: Uint32Array, weights: Uint8Array): number {
  cand.set(slots, 0);
  for (let i = 0; i < slots.length; i++) score[slots[i] as number] = weights[i] as number;
  return slots.length;
}

/** Keeps the candidates that a run of similar length holds (stamped with `mark`, then the run read once). */
function intersectDense(
  cand: Uint32Array,
  count: number,
  slots: Uint32Array,
  weights: Uint8Array,
  score: Float32Array,
  stamp: Uint32Array,
  mark: number,
): number {
  for (let i = 0; i < count; i++) stamp[cand[i] as number] = mark;
  let kept = 0;
  for (let k = 0; k < slots.length; k++) {
    const s = slots[k] as number;
    if (stamp[s] !== mark) continue;
    score[s] = (score[s] as number) + (weights[k] as number);
    cand[kept++] = s;
  }
  return kept;
}

/** Keeps the candidates that a (longer) run holds, each looked up by galloping; its weight is added. */
function intersectGallop(
  cand: Uint32Array,
  count: number,
  slots: Uint32Array,
  weights: Uint8Array,
  score: Float32Array,
): number {
  const len = slots.length;
  let j = 0;
  let kept = 0;
  for (let i = 0; i < count && j < len; i++) {
    const s = cand[i] as number;
    if ((slots[j] as number) < s) {
      // gallop to the first slot >= s
      let step = 1;
      let lo = j;
      while (j + step < len && (slots[j + step] as number) < s) {
        lo = j + step;
        step *= 2;
      }
      let hi = Math.min(len, j + step + 1);
      j = lo + 1;
      while (j < hi) {
        const mid = (j + hi) >>> 1;
        if ((slots[mid] as number) < s) j = mid + 1;
        else hi = mid;
      }
    }
    if (j < len && slots[j] === s) {
      score[s] = (score[s] as number) + (weights[j] as number);
      cand[kept++] = s;
    }
  }
  return kept;
}

/**
 * The matches of one category's build slots (`slots`, whose column positions are 0, 1, …): live and passing
 * the tests; their positions go to `facetPos` (when it is not empty) and their brands are counted.
 */
function scopePass(
  slots: Uint32Array,
  alive: Uint8Array,
  tests: FilterTest[],
  matched: Uint32Array,
  score: Float32Array,
  facetPos: Uint32Array,
  brand: Uint16Array,
  bc: Uint32Array,
): number {
  const gather = facetPos.length > 0;
  const filtered = tests.length > 0;
  let total = 0;
  for (let p = 0; p < slots.length; p++) {
    const s = slots[p] as number;
    if (alive[s] === 0 || (filtered && !passes(tests, p))) continue;
    score[s] = 0;
    if (gather) facetPos[total] = p;
    matched[total++] = s;
    const b = brand[s] as number;
    bc[b] = (bc[b] as number) + 1;
  }
  return total;
}

/** The state of a filter pass (one object per index, reused: its shape never changes). */
class FilterPassState {
  source: Uint32Array = NO_U32;
  count = 0;
  /** no category, brand or parameter condition */
  plain = true;
  /** 1 per allowed category, or empty for every category */
  catAllowed: Uint8Array = NO_U8;
  /** -1: any brand */
  brandWanted = -1;
  /** per category its tests (null: a filtered parameter it lacks), or empty when nothing is filtered */
  catTests: Array<FilterTest[] | null> = NO_CAT_TESTS;
  matched: Uint32Array = NO_U32;
  total = 0;
  facetPos: Uint32Array = NO_U32;
  facetCount = 0;
  /** the category whose positions are gathered; -2: every match's; -1: none */
  facetKnown = -1;
  /** the candidates' weights (a merged run's) as their scores, or empty (score[] holds them) */
  weights: Uint8Array = NO_U8;
  byScore = false;
  hi = 0;
  lo = 0;
}

/**
 * The filter pass over the candidates: the live ones passing the category, brand and parameter conditions
 * are appended to `matched`, counted per category and brand (facets) and per score (relevance pages).
 */
function filterPass(
  st: FilterPassState,
  alive: Uint8Array,
  cat: Uint16Array,
  brand: Uint16Array,
  catPos: Uint32Array,
  cc: Uint32Array,
  bc: Uint32Array,
  score: Float32Array,
  scoreCounts: Uint32Array,
): void {
  const { source, count, plain, catAllowed, brandWanted, catTests, matched, facetPos, facetKnown, weights } =
    st;
  const anyCat = catAllowed.length === 0;
  const filtered = catTests.length > 0;
  const hasWeights = weights.length > 0;
  const byScore = st.byScore;
  const top = scoreCounts.length - 1;
  let total = st.total;
  let facetCount = st.facetCount;
  let hi = st.hi;
  let lo = st.lo;
  for (let i = 0; i < count; i++) {
    const s = source[i] as number;
    if (alive[s] === 0) continue;
    const c = cat[s] as number;
    if (!plain) {
      if (!anyCat && catAllowed[c] === 0) continue;
      if (brandWanted !== -1 && brand[s] !== brandWanted) continue;
      if (filtered) {
        const tests = catTests[c];
        if (!tests || !passes(tests, catPos[s] as number)) continue;
      }
    }
    matched[total++] = s;
    if (c === facetKnown || facetKnown === -2) facetPos[facetCount++] = catPos[s] as number;
    cc[c] = (cc[c] as number) + 1;
    const b = brand[s] as number;
    bc[b] = (bc[b] as number) + 1;
    if (hasWeights) score[s] = weights[i] as number;
    if (byScore) {
      let v = (score[s] as number) | 0;
      if (v > top) v = top;
      else if (v < 0) v = 0;
      scoreCounts[v] = (scoreCounts[v] as number) + 1;
      if (v > hi) hi = v;
      if (v < lo) lo = v;
    }
  }
  st.total = total;
  st.facetCount = facetCount;
  st.hi = hi;
  st.lo = lo;
}

/** Whether the item at a column position passes every filter test of its category. */
function passes(tests: FilterTest[], pos: number): boolean {
  for (let f = 0; f < tests.length; f++) {
    const t = tests[f] as FilterTest;
    if (t.range) {
      const v = t.num[pos] as number;
      if (!(v >= t.lo && v <= t.hi)) return false;
    } else if (t.mask[t.en[pos] as number] !== 1) return false;
  }
  return true;
}

/** Min and max of a numeric column at the first `count` positions (NaN, absent, is skipped). */
function minMaxAt(col: Float64Array, positions: Uint32Array, count: number): [number, number] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const v = col[positions[i] as number] as number;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

/** Adds the value codes of an enum column at the first `count` positions to `counts`. */
function countCodesAt(col: Uint16Array, positions: Uint32Array, count: number, counts: Uint32Array): void {
  for (let i = 0; i < count; i++) {
    const code = col[positions[i] as number] as number;
    counts[code] = (counts[code] as number) + 1;
  }
}

/** Slots 0..n-1 grouped by key (CSR: offsets has one more entry than there are keys), slot order in a group. */
function groupSlots(keys: Uint16Array, n: number, offsets: Uint32Array): Uint32Array<ArrayBuffer> {
  for (let s = 0; s < n; s++) {
    const k = (keys[s] as number) + 1;
    offsets[k] = (offsets[k] as number) + 1;
  }
  for (let k = 1; k < offsets.length; k++) offsets[k] = (offsets[k] as number) + (offsets[k - 1] as number);
  const fill = offsets.slice(0, offsets.length - 1);
  const slots = new Uint32Array(n);
  for (let s = 0; s < n; s++) {
    const k = keys[s] as number;
    slots[fill[k] as number] = s;
    fill[k] = (fill[k] as number) + 1;
  }
  return slots;
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
