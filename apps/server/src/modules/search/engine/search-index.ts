/**
 * The search engine of one library (kind): an in-memory inverted index over the public items, built from
 * rows (no database here, so the bench builds it the same way the service does). This class owns the
 * modules and adds, removes and finishes items across them; queries go to the planner.
 *
 *   slots.ts          the slot table: per-document columns (id, alive, category, brand, created, name rank)
 *   postings.ts       the term dictionary (x: part number, n: name words, o: other words, q: quantities)
 *                     and its postings
 *   part-prefixes.ts  part-number prefix ranges; sort-orders.ts the name and newest orders
 *   categories.ts     categories and brands; scope-groups.ts their slots; facet-columns.ts the parameter
 *                     columns of each category, param-facets.ts their facets; package-facets.ts the
 *                     packages (with their mountings) and lifecycles
 *   suggestions.ts    name words and product phrases for the search box
 *   word-resolver.ts  a query word as sources; word-runs.ts, merge-cache.ts, intersect.ts their runs
 *   query-planner.ts  search(): candidates, filter pass (filter-pass.ts), facets, page
 *   scratch.ts        the per-slot scratch arrays a query reuses
 */
import type { ParamValue } from '@jianku/catalog';
import {
  gradeWords,
  indexWords,
  normalizeModel,
  type PhraseType,
  phraseKey,
  quantityToken,
  subWords,
} from '../search.text.ts';
import { CategoriesAndBrands } from './categories.ts';
import { CategoryColumns } from './facet-columns.ts';
import { FilteredRuns } from './filtered-runs.ts';
import { MERGE_MIN, MergeCache } from './merge-cache.ts';
import { lifecycleCode, PackageTable } from './package-facets.ts';
import { ParamFacets } from './param-facets.ts';
import { PartPrefixes } from './part-prefixes.ts';
import { TermPostings } from './postings.ts';
import { QueryPlanner } from './query-planner.ts';
import { ScopeGroups } from './scope-groups.ts';
import { QueryScratch } from './scratch.ts';
import { SlotTable } from './slots.ts';
import { SortOrders } from './sort-orders.ts';
import { Suggestions } from './suggestions.ts';
import type {
  IndexBrand,
  IndexCategory,
  IndexItem,
  IndexOptions,
  IndexQuery,
  IndexResult,
  ResolvedWord,
} from './types.ts';
import { type ResolveOptions, resolveWord } from './word-resolver.ts';
import { WordRuns } from './word-runs.ts';

/** Categories of at least this many items at the build get sorted value orders for their numeric facets. */
const ORDER_MIN = 4096;
/** where a description's clauses end (clauses are cached as texts while building) */
const CLAUSE_END = /[，。；]/;
/** the library whose part numbers are a manufacturer's, one item each (not a product line) */
const COMPONENT_KIND = 2;

/** The modules of an index that hold its items (the rest are caches and scratch space). */
export interface IndexParts {
  slots: SlotTable;
  postings: TermPostings;
  prefixes: PartPrefixes;
  orders: SortOrders;
  groups: ScopeGroups;
  columns: CategoryColumns[];
  suggestions: Suggestions;
  packages: PackageTable;
}

export class SearchIndex {
  readonly kind: number;
  private readonly slots: SlotTable;
  private readonly postings: TermPostings;
  private readonly prefixes: PartPrefixes;
  private readonly orders: SortOrders;
  private readonly catalog: CategoriesAndBrands;
  private readonly columns: CategoryColumns[];
  private readonly groups: ScopeGroups;
  private readonly suggestions = new Suggestions();
  private readonly packages = new PackageTable();
  private readonly scratch: QueryScratch;
  private readonly wordRuns: WordRuns;
  private readonly mergeCache: MergeCache;
  private readonly filtered: FilteredRuns;
  private readonly paramFacets: ParamFacets;
  private readonly planner: QueryPlanner;
  private readonly orderMin: number;

  constructor(
    kind: number,
    categories: IndexCategory[],
    brands: IndexBrand[],
    capacity = 1024,
    options: IndexOptions = {},
  ) {
    this.kind = kind;
    this.orderMin = options.orderMin ?? ORDER_MIN;
    const cap = Math.max(16, capacity);
    this.slots = new SlotTable(cap);
    this.postings = new TermPostings(cap, options.termCacheMax);
    this.scratch = new QueryScratch(cap);
    this.prefixes = new PartPrefixes(this.slots);
    this.orders = new SortOrders(this.slots, this.scratch);
    this.catalog = new CategoriesAndBrands(categories, brands, this.postings);
    this.columns = categories.map((c) => new CategoryColumns(c));
    this.scratch.sizeCounts(categories.length, brands.length);
    this.groups = new ScopeGroups(this.slots, this.catalog, this.scratch);
    this.wordRuns = new WordRuns(this.slots, this.postings, this.prefixes);
    this.mergeCache = new MergeCache(this.slots, this.wordRuns, this.scratch, options.mergeMin ?? MERGE_MIN);
    this.filtered = new FilteredRuns(this.slots, this.scratch, options.mergeMin ?? MERGE_MIN);
    this.paramFacets = new ParamFacets(this.slots, this.scratch, this.orderMin);
    this.planner = new QueryPlanner({
      slots: this.slots,
      catalog: this.catalog,
      columns: this.columns,
      groups: this.groups,
      orders: this.orders,
      scratch: this.scratch,
      wordRuns: this.wordRuns,
      mergeCache: this.mergeCache,
      filtered: this.filtered,
      paramFacets: this.paramFacets,
      packages: this.packages,
    });
  }

  /** items that can be found */
  get size(): number {
    return this.slots.live;
  }

  /** slots added since the last full build */
  get deltaSize(): number {
    return this.slots.count - this.slots.baseCount;
  }

  hasCategory(id: number): boolean {
    return this.catalog.categoryLocal.has(id);
  }

  /** Bytes held by the typed arrays (the index's own count). */
  byteSize(): number {
    let bytes =
      this.slots.byteSize() +
      this.postings.byteSize() +
      this.prefixes.byteSize() +
      this.orders.byteSize() +
      this.groups.byteSize() +
      this.suggestions.byteSize() +
      this.scratch.byteSize() +
      this.wordRuns.byteSize() +
      this.paramFacets.byteSize() +
      this.mergeCache.byteSize() +
      this.filtered.byteSize();
    for (const c of this.columns) bytes += c.byteSize();
    return bytes;
  }

  stats() {
    return {
      items: this.slots.live,
      slots: this.slots.count,
      terms: this.postings.termCount,
      postings: this.postings.postingCount(),
      typedArrayBytes: this.byteSize(),
    };
  }

  /** The modules whose state a snapshot holds (engine/snapshot-index.ts); the others start empty. */
  snapshotParts(): IndexParts {
    return {
      slots: this.slots,
      postings: this.postings,
      prefixes: this.prefixes,
      orders: this.orders,
      groups: this.groups,
      columns: this.columns,
      suggestions: this.suggestions,
      packages: this.packages,
    };
  }

  // ---- adding -------------------------------------------------------------------------------------

  /** Add (or replace) an item. Items of a category unknown to the index are ignored (returns false). */
  add(item: IndexItem): boolean {
    const local = this.catalog.categoryLocal.get(item.categoryId);
    if (local === undefined) return false;
    this.remove(item.id);
    const slots = this.slots;
    const grown = slots.grow(slots.count + 1);
    if (grown > 0) {
      this.postings.grow(grown);
      this.scratch.resize(grown);
    }
    const slot = slots.open(item.id);
    slots.category[slot] = local;
    let brandLocal = 0;
    if (item.brandId !== null) brandLocal = this.catalog.brandLocal.get(item.brandId) ?? 0;
    slots.brand[slot] = brandLocal;
    slots.pkg[slot] = this.packages.localOf(item.package);
    slots.life[slot] = lifecycleCode(item.lifecycle);
    slots.created[slot] = item.createdAt;
    slots.models[slot] = item.model;
    const key = phraseKey(
      item.name,
      item.standard,
      item.series,
      this.kind === COMPONENT_KIND ? '' : item.model,
    );
    slots.phraseKey[slot] = key === null ? 0 : this.suggestions.addPhraseKey(key);
    const norm = normalizeModel(item.model);
    slots.normalizedModels[slot] = norm;
    if (slots.built) {
      slots.noteAdded(item.id, slot);
      slots.nameRank[slot] = this.orders.rankOfAdded(item.model);
    }
    this.postNames(item, norm, slot);
    // the words of standard, package, description and text values go in after the category's, the
    // brand's and the quantities' terms (the order in which terms are first seen numbers them)
    const postings = this.postings;
    for (const t of this.catalog.categoryTerms(local)) postings.post(t, slot);
    if (brandLocal > 0) for (const t of this.catalog.brandTerms(brandLocal)) postings.post(t, slot);
    slots.columnPos[slot] = (this.columns[local] as CategoryColumns).add(item.params);
    this.postValues(item, slot);
    postings.endSlot(slot);
    return true;
  }

  /** Posts the part number (exact, and its words), the name, the series and a material's grades. */
  private postNames(item: IndexItem, norm: string, slot: number): void {
    const postings = this.postings;
    if (norm !== '') postings.post(postings.id('x', norm), slot);
    const named: string[] = [];
    indexWords(item.model, named);
    for (const w of named) postings.post(postings.id('n', w), slot);
    for (const t of postings.textTerms('n', item.name)) postings.post(t, slot);
    for (const t of postings.textTerms('n', item.series)) postings.post(t, slot);
    if (item.material) {
      const grades: string[] = [];
      if (item.material.numericCode) gradeWords(item.material.numericCode, grades);
      for (const v of Object.values(item.material.equivalents ?? {})) if (v) gradeWords(v, grades);
      for (const w of grades) postings.post(postings.id('n', w), slot);
    }
  }

  /** Posts the quantities, then the standard, package, description clauses and text values. */
  private postValues(item: IndexItem, slot: number): void {
    const postings = this.postings;
    const texts: string[] = [];
    for (const value of Object.values(item.params) as ParamValue[]) {
      if (value.si !== null) {
        const q = quantityToken(value.unit, value.si);
        if (q) postings.post(postings.id('q', q.slice(2)), slot);
      } else if (value.display) {
        texts.push(value.display);
      }
    }
    if (item.standard) for (const t of postings.textTerms('o', item.standard)) postings.post(t, slot);
    if (item.package) for (const t of postings.textTerms('o', item.package)) postings.post(t, slot);
    // a description's clauses repeat across items (1M items: 91k distinct clauses in 1M descriptions);
    // no word of indexWords spans the full-width comma, full stop or semicolon that end them
    for (const clause of item.description.split(CLAUSE_END))
      for (const t of postings.textTerms('o', clause)) postings.post(t, slot);
    for (const v of texts) for (const t of postings.textTerms('o', v)) postings.post(t, slot);
  }

  /** Remove an item by id (no-op when absent). */
  remove(id: number): boolean {
    const slot = this.slots.kill(id);
    if (slot < 0) return false;
    this.suggestions.removePhraseKey(this.slots.phraseKey[slot] as number, slot < this.slots.baseCount);
    const columns = this.columns[this.slots.category[slot] as number] as CategoryColumns;
    columns.remove(this.slots.columnPos[slot] as number);
    return true;
  }

  /** Items must be added in ascending id order before finish(); after it, any order. */
  finish(): void {
    if (this.slots.built) return;
    this.postings.finish(this.slots.count);
    this.slots.finishBuild();
    this.prefixes.build();
    this.orders.build();
    this.groups.build();
    for (const columns of this.columns) columns.buildValueOrders(this.orderMin);
    this.suggestions.build(this.postings.nameWords());
  }

  // ---- queries -----------------------------------------------------------------------------------

  /**
   * A query word: its sources (part number exact and prefix, name and other words, quantity tokens).
   * `quantityTokens` come from the quantity parser; `modelText` is the piece to match as a part number.
   * Returns null when nothing in the index can match it.
   */
  resolveWord(word: string, options: ResolveOptions = {}): ResolvedWord | null {
    return resolveWord(this.postings, this.prefixes, this.wordRuns, word, options);
  }

  /** Finer words for a Chinese query word the index does not hold (jieba search mode). */
  splitWord(word: string): string[] {
    return subWords(word);
  }

  search(query: IndexQuery): IndexResult {
    return this.planner.search(query);
  }

  // ---- suggestions -------------------------------------------------------------------------------

  /** Part numbers starting with the keyword (normalised), distinct, shortest first within the range. */
  suggestModels(keyword: string, size: number): string[] {
    return this.prefixes.suggest(keyword, size);
  }

  /** Name words starting with the keyword, most frequent first: [word, frequency]. */
  suggestWords(keyword: string, size: number): Array<[string, number]> {
    return this.suggestions.words(keyword, size);
  }

  /** Product phrases of the items' names for a keyword (suggestions.ts): [phrase, items, type]. */
  suggestPhrases(keyword: string, size: number): Array<[string, number, PhraseType]> {
    return this.suggestions.phrases(keyword, size);
  }

  /** Category names containing the keyword (prefix matches first). */
  suggestCategories(keyword: string): string[] {
    return this.catalog.suggest(keyword, (local) => (this.columns[local] as CategoryColumns).live);
  }
}
