/**
 * The query planner: answers IndexQuery (types.ts) in four steps.
 * 1. Candidates: the words' runs intersected from the shortest (word-runs.ts, intersect.ts); one frequent
 *    word, or several, read from the merge cache (merge-cache.ts); no words: the scope's slots
 *    (scope-groups.ts). Extra words only add to the scores of the matches. Many candidates under conditions
 *    seen before: the matches they gave, kept and following writes (filtered-runs.ts).
 * 2. Matches: the filter pass (filter-pass.ts) keeps the live candidates in scope, counting them per
 *    category, brand and score; a lone frequent word seen before reuses its counts.
 * 3. Facets: categories and brands from the counts, parameters of the one category (param-facets.ts).
 * 4. Page: by relevance from the score counts (relevance-page.ts), or by a sort order (sort-orders.ts).
 */
import type { CategoriesAndBrands } from './categories.ts';
import { type CategoryColumns, type FilterTest, filterTest } from './facet-columns.ts';
import {
  type Conditions,
  configurePass,
  type FilterPassColumns,
  FilterPassState,
  filterPass,
  GATHER_ALL,
  GATHER_NONE,
  NO_TESTS,
  scopePass,
  UNCONDITIONAL,
} from './filter-pass.ts';
import { conditionsKey, type FilteredRuns, scopeTail, tailOf } from './filtered-runs.ts';
import { DENSE_RATIO, intersectDense, intersectGallop, startRun } from './intersect.ts';
import { type MergeCache, type MergedRun, runKey } from './merge-cache.ts';
import type { AloneCounts } from './merge-patch.ts';
import { pageByNearness } from './nearest-page.ts';
import { jointCounts, lifecyclesAllowed, type PackageTable, valueFacets } from './package-facets.ts';
import type { ParamFacets } from './param-facets.ts';
import { pageByScore } from './relevance-page.ts';
import type { ScopeGroups } from './scope-groups.ts';
import type { QueryScratch } from './scratch.ts';
import type { SlotTable } from './slots.ts';
import type { SortOrders } from './sort-orders.ts';
import { NO_U8, NO_U32 } from './typed-arrays.ts';
import {
  type IndexBrand,
  type IndexCategory,
  type IndexQuery,
  type IndexResult,
  MAX_QUERY_WORDS,
  type ParamFacet,
  type ResolvedWord,
  WEIGHT,
} from './types.ts';
import type { WordRun, WordRuns } from './word-runs.ts';

const FACET_MAX = 50;

/** The modules a planner reads (all owned by SearchIndex). */
export interface PlannerParts {
  slots: SlotTable;
  catalog: CategoriesAndBrands;
  columns: readonly CategoryColumns[];
  groups: ScopeGroups;
  orders: SortOrders;
  scratch: QueryScratch;
  wordRuns: WordRuns;
  mergeCache: MergeCache;
  filtered: FilteredRuns;
  paramFacets: ParamFacets;
  packages: PackageTable;
}

/** Step 1's outcome. */
interface Candidates {
  /** one frequent word (or a cached conjunction of several): its run is the candidates, with their scores */
  single: MergedRun | undefined;
  /** a query of one category and nothing else (its local index), or -1 */
  scopeCategory: number;
  /** candidates in scratch.candidates (or single's slots) */
  count: number;
  /** single is the kept matches of the query's conditions: they need no testing */
  conditioned: boolean;
  /** the key to keep the matches under (many candidates under conditions not seen before), or null */
  keepAs: string | null;
}

/** Step 2's outcome. */
interface Matches {
  matched: Uint32Array;
  /** the matches' scores when they are a merged run's (scratch.scores holds them otherwise) */
  weights: Uint8Array | null;
  total: number;
  /** the category whose column positions were gathered (GATHER_NONE: none) */
  gatheredFor: number;
  /** every match's position was gathered */
  gatheredAll: boolean;
  gatheredCount: number;
  highScore: number;
  lowScore: number;
  /** the lone word's counts when the matches are all its run's (reused or just taken) */
  alone?: AloneCounts | undefined;
}

export class QueryPlanner {
  /** the filter pass's state, reused by every query */
  private readonly pass = new FilterPassState();

  constructor(private readonly parts: PlannerParts) {}

  search(query: IndexQuery): IndexResult {
    if (query.words.length > MAX_QUERY_WORDS)
      throw new RangeError(`search: at most ${MAX_QUERY_WORDS} words in a query (${query.words.length})`);
    const conditions = this.conditions(query);
    const candidates = this.candidates(query, conditions);
    const matches = this.match(query, candidates, candidates.conditioned ? UNCONDITIONAL : conditions);
    if (candidates.keepAs) this.keepMatches(candidates.keepAs, matches);
    const result: IndexResult = {
      total: matches.total,
      ids: [],
      categories: [],
      brands: [],
      packages: [],
      lifecycles: [],
      mountings: [],
      params: [],
    };
    if (query.facets) this.facets(query, matches, result);
    result.ids = this.page(query, matches);
    return result;
  }

  /** Step 1: the candidates of the words (or of the scope), with their scores. */
  private candidates(query: IndexQuery, conditions: Conditions): Candidates {
    const { scratch, mergeCache, wordRuns, groups, slots } = this.parts;
    const { candidates: cand, scores } = scratch;
    const words = [...query.words].sort((a, b) => a.cost - b.cost);
    const queryEpoch = scratch.nextEpoch();
    const merged = words.map((w) => mergeCache.run(w));
    const noExtra = query.extra.length === 0;
    const allFrequent = words.length > 1 && noExtra && merged.every((m) => m !== undefined);
    const single =
      words.length === 1 && noExtra
        ? merged[0]
        : allFrequent
          ? mergeCache.conjunction(words, merged as MergedRun[])
          : undefined;
    const kept = this.keptMatches(query, words, single, conditions);
    if (kept.run)
      return {
        single: kept.run,
        scopeCategory: -1,
        count: kept.run.slots.length,
        conditioned: true,
        keepAs: null,
      };
    // a query of one category and nothing else: its build slots are read by column position (match)
    const scopeCategory = words.length === 0 ? groups.singleCategory(query) : -1;
    let count = 0;
    if (scopeCategory >= 0) {
      for (let s = slots.baseCount; s < slots.count; s++) cand[count++] = s;
      for (let i = 0; i < count; i++) scores[cand[i] as number] = 0;
    } else if (words.length === 0) {
      count = groups.candidates(query);
      for (let i = 0; i < count; i++) scores[cand[i] as number] = 0;
    } else if (single) {
      // its run is the candidates, in slot order, with their scores (set by the filter pass for the matches)
      count = single.slots.length;
    } else {
      // every word as one run in slot order (merged runs of frequent words are cached), intersected from the
      // shortest: each candidate is looked up in the next run, its weight there added
      const runs = words
        .map((w, i) => merged[i] ?? wordRuns.sorted(w))
        .sort((x, y) => x.slots.length - y.slots.length);
      const first = runs[0] as MergedRun;
      count = startRun(cand, scores, first.slots, first.weights);
      for (let r = 1; r < runs.length && count > 0; r++) {
        const { slots: run, weights } = runs[r] as MergedRun;
        // runs of similar length: the candidates are stamped and the run read through once in slot order;
        // a much longer run is searched by galloping
        count =
          run.length < count * DENSE_RATIO
            ? intersectDense(cand, count, run, weights, scores, scratch.stepStamp, scratch.nextEpoch())
            : intersectGallop(cand, count, run, weights, scores);
      }
      this.scoreExtraWords(query.extra, count, queryEpoch);
    }
    // the one category's build slots are read by the scope pass: they count as candidates
    const read = scopeCategory >= 0 ? groups.categoryGroup(scopeCategory).length + count : count;
    const many = read >= this.parts.filtered.minCandidates;
    return { single, scopeCategory, count, conditioned: false, keepAs: many ? kept.key : null };
  }

  /**
   * The kept matches of the query's conditions over its candidates (one frequent word, a cached conjunction,
   * or the scope of a query without words), brought up to date; or the key to keep them under (null: the
   * query is not of that kind, or its run is too short to be kept). The conditions' key is built only after
   * the cheap checks.
   */
  private keptMatches(
    query: IndexQuery,
    words: readonly ResolvedWord[],
    single: MergedRun | undefined,
    conditions: Conditions,
  ): { run?: MergedRun | undefined; key: string | null } {
    const { slots, filtered } = this.parts;
    if (!slots.built || query.extra.length > 0) return { key: null };
    if (words.length > 0 && (!single || single.slots.length < filtered.minCandidates)) return { key: null };
    const ofConditions = conditionsKey(query);
    if (ofConditions === null) return { key: null };
    const key = `${words.length === 0 ? 'scope' : runKey(words)}#${ofConditions}`;
    const run = filtered.run(key, (from) => {
      const tail = single ? tailOf(single, from) : scopeTail(from, slots.count);
      return this.passingTail(tail, conditions);
    });
    return { run, key };
  }

  /** The slots of a run (or the scope's added slots) that pass the conditions, with their weights. */
  private passingTail(tail: WordRun, conditions: Conditions): WordRun {
    const { scratch } = this.parts;
    const pass = new FilterPassState();
    const n = tail.slots.length;
    const matches = new Uint32Array(n);
    configurePass(pass, conditions, tail.slots, n, tail.weights, matches, 0);
    // its own counters: the query's are counted by its own pass
    filterPass(pass, {
      ...this.passColumns(),
      categoryCounts: new Uint32Array(scratch.categoryCounts.length),
      brandCounts: new Uint32Array(scratch.brandCounts.length),
    });
    const passed = matches.subarray(0, pass.matchCount);
    const weights = new Uint8Array(passed.length);
    // the pass set each match's score from its weight (the scope's have none: 0)
    if (tail.weights.length > 0)
      for (let i = 0; i < passed.length; i++) weights[i] = scratch.scores[passed[i] as number] as number;
    return { slots: passed, weights };
  }

  /** Keeps the matches of a query's conditions (in scratch.matches, each score its weight). */
  private keepMatches(key: string, matches: Matches): void {
    const scores = this.parts.scratch.scores;
    this.parts.filtered.keep(key, matches.matched, matches.total, (s) => scores[s] as number);
  }

  /** Extra words add to the scores of the candidates (stamped with the query's epoch), once per word. */
  private scoreExtraWords(extra: readonly ResolvedWord[], count: number, queryEpoch: number): void {
    if (extra.length === 0) return;
    const { scratch, wordRuns } = this.parts;
    const { candidates: cand, matchStamp, stepStamp, scores } = scratch;
    for (let i = 0; i < count; i++) matchStamp[cand[i] as number] = queryEpoch;
    for (const word of extra) {
      const wordEpoch = scratch.nextEpoch();
      for (const source of [...word.sources].sort((a, b) => b.weight - a.weight)) {
        wordRuns.forEachSlot(source, (s) => {
          if (stepStamp[s] === wordEpoch || matchStamp[s] !== queryEpoch) return;
          stepStamp[s] = wordEpoch;
          scores[s] = (scores[s] as number) + WEIGHT.extra;
        });
      }
    }
  }

  /** The scope and filters as the filter pass's conditions. */
  private conditions(query: IndexQuery): Conditions {
    const { catalog, columns, packages } = this.parts;
    let categoryAllowed: Uint8Array | null = null;
    if (query.categoryIds) {
      categoryAllowed = new Uint8Array(catalog.categories.length);
      for (const id of query.categoryIds) {
        const local = catalog.categoryLocal.get(id);
        if (local !== undefined) categoryAllowed[local] = 1;
      }
    }
    let brandWanted = -1;
    if (query.brandId !== undefined) brandWanted = catalog.brandLocal.get(query.brandId) ?? -2;
    const categoryTests = columns.map((c) => {
      const tests: FilterTest[] = [];
      for (const f of query.filters) {
        const t = filterTest(c, f);
        if (t === null) return null;
        tests.push(t);
      }
      return tests;
    });
    const filtered = query.filters.length > 0;
    const packageAllowed = packages.allowed(query);
    const lifecycleAllowed = lifecyclesAllowed(query);
    const unconditional =
      categoryAllowed === null &&
      brandWanted === -1 &&
      !filtered &&
      packageAllowed === null &&
      lifecycleAllowed === null;
    return {
      categoryAllowed,
      brandWanted,
      packageAllowed,
      lifecycleAllowed,
      categoryTests,
      filtered,
      unconditional,
    };
  }

  /** Step 2: the matches among the candidates, counted per category, brand and score. */
  private match(query: IndexQuery, candidates: Candidates, conditions: Conditions): Matches {
    const { slots, scratch, catalog } = this.parts;
    const { single, scopeCategory } = candidates;
    let candidateCount = candidates.count;
    const { categoryCounts, brandCounts, scoreCounts } = scratch;
    categoryCounts.fill(0);
    brandCounts.fill(0);
    // a leaf category asked for: its matches' column positions are gathered for its parameter facets
    let gatheredFor = GATHER_NONE;
    if (query.facets && query.facetCategoryId !== undefined)
      gatheredFor = catalog.categoryLocal.get(query.facetCategoryId) ?? GATHER_NONE;
    const byScore = query.sort === 'relevance';
    const out: Matches = {
      matched: scratch.matches,
      weights: null,
      total: 0,
      gatheredFor,
      // no leaf asked for: every match's position is gathered, for the facets of the category that turns
      // out to hold all of them (not when the counts are reused: nothing is read then)
      gatheredAll: query.facets && gatheredFor === GATHER_NONE,
      gatheredCount: 0,
      highScore: 0,
      lowScore: scoreCounts.length - 1,
    };
    // one word alone (or kept matches, filtered-runs.ts) by relevance without conditions: its counts are kept
    // with its run (when all its slots matched), and reused when seen again with nothing removed since, in any
    // sort; with a leaf asked for, the facets then gather its positions themselves
    const alonePlain = single !== undefined && conditions.unconditional && byScore;
    const alone = single !== undefined && conditions.unconditional ? single.alone : undefined;
    if (single && alone && alone.removals === slots.removals) {
      out.gatheredAll = false;
      out.gatheredFor = GATHER_NONE;
      out.total = single.slots.length;
      if (byScore) {
        out.matched = single.slots;
        out.weights = single.weights;
        scoreCounts.set(alone.scores, alone.lo);
        out.lowScore = alone.lo;
        out.highScore = alone.hi;
      } else scratch.matches.set(single.slots); // a sort order reads scratch.matches
      categoryCounts.set(alone.categoryCounts);
      brandCounts.set(alone.brandCounts);
      out.alone = alone;
      candidateCount = 0;
    }
    if (scopeCategory >= 0 && conditions.categoryTests[scopeCategory])
      this.matchScopeCategory(scopeCategory, conditions, byScore, out);
    if (candidateCount > 0) this.filterCandidates(single, candidateCount, conditions, byScore, out);
    if (single && alonePlain && candidateCount > 0 && out.total === candidateCount) {
      single.alone = {
        removals: slots.removals,
        categoryCounts: categoryCounts.slice(),
        brandCounts: brandCounts.slice(),
        scores: scoreCounts.slice(out.lowScore, out.highScore + 1),
        lo: out.lowScore,
        hi: out.highScore,
      };
      out.alone = single.alone;
    }
    return out;
  }

  /**
   * The build slots of the one category in scope, read in slot order: they are its column positions 0, 1, …,
   * so the filters read the columns in order; every score is 0.
   */
  private matchScopeCategory(local: number, conditions: Conditions, byScore: boolean, out: Matches): void {
    const { slots, scratch, groups } = this.parts;
    const gather = local === out.gatheredFor || out.gatheredAll;
    out.total = scopePass(
      groups.categoryGroup(local),
      slots.alive,
      conditions.filtered ? (conditions.categoryTests[local] as FilterTest[]) : NO_TESTS,
      out.matched,
      scratch.scores,
      gather ? scratch.facetPositions : NO_U32,
      slots.brand,
      scratch.brandCounts,
    );
    if (gather) out.gatheredCount = out.total;
    scratch.categoryCounts[local] = out.total;
    if (byScore && out.total > 0) {
      scratch.scoreCounts[0] = (scratch.scoreCounts[0] as number) + out.total;
      out.lowScore = 0;
    }
  }

  /** The filter pass over the candidates (after what the scope pass found). */
  private filterCandidates(
    single: MergedRun | undefined,
    candidateCount: number,
    conditions: Conditions,
    byScore: boolean,
    out: Matches,
  ): void {
    const { scratch } = this.parts;
    const pass = this.pass;
    const candidates = single ? single.slots : scratch.candidates;
    configurePass(
      pass,
      conditions,
      candidates,
      candidateCount,
      single ? single.weights : NO_U8,
      out.matched,
      out.total,
    );
    pass.facetPositions = scratch.facetPositions;
    pass.facetPositionCount = out.gatheredCount;
    pass.gatherFor = out.gatheredAll ? GATHER_ALL : out.gatheredFor;
    pass.countScores = byScore;
    pass.highScore = out.highScore;
    pass.lowScore = out.lowScore;
    filterPass(pass, this.passColumns());
    out.total = pass.matchCount;
    out.gatheredCount = pass.facetPositionCount;
    out.highScore = pass.highScore;
    out.lowScore = pass.lowScore;
  }

  /** The slot columns a filter pass reads and the query's counters it adds to. */
  private passColumns(): FilterPassColumns {
    const { slots, scratch } = this.parts;
    return {
      alive: slots.alive,
      category: slots.category,
      brand: slots.brand,
      pkg: slots.pkg,
      life: slots.life,
      columnPos: slots.columnPos,
      categoryCounts: scratch.categoryCounts,
      brandCounts: scratch.brandCounts,
      scores: scratch.scores,
      scoreCounts: scratch.scoreCounts,
    };
  }

  /** Step 3: category, brand, package, lifecycle and mounting counts, and the parameters of the one category. */
  private facets(query: IndexQuery, matches: Matches, result: IndexResult): void {
    const { catalog, scratch, columns, paramFacets, packages, slots } = this.parts;
    // a lone word's pair counts are taken once and kept in step with writes (merge-patch.ts)
    let joint = matches.alone?.valueCounts;
    if (!joint) {
      joint = jointCounts(packages, slots.pkg, slots.life, matches.matched, matches.total);
      if (matches.alone) matches.alone.valueCounts = joint;
    }
    const values = valueFacets(packages, joint);
    result.packages = values.packages;
    result.lifecycles = values.lifecycles;
    result.mountings = values.mountings;
    const { categoryCounts, brandCounts } = scratch;
    let single = -1;
    for (let c = 0; c < categoryCounts.length; c++) {
      const count = categoryCounts[c] as number;
      if (count === 0) continue;
      const category = catalog.categories[c] as IndexCategory;
      result.categories.push({ id: category.id, name: category.name, count });
      single = single === -1 ? c : -2;
    }
    result.categories.sort((a, b) => b.count - a.count || a.id - b.id);
    result.categories.length = Math.min(result.categories.length, FACET_MAX);
    for (let b = 1; b < brandCounts.length; b++) {
      const count = brandCounts[b] as number;
      if (count === 0) continue;
      const brand = catalog.brands[b - 1] as IndexBrand;
      result.brands.push({ id: brand.id, name: brand.nameZh, count });
    }
    result.brands.sort((a, b) => b.count - a.count || a.id - b.id);
    result.brands.length = Math.min(result.brands.length, FACET_MAX);
    let facetCategory = single >= 0 ? single : -1;
    if (query.facetCategoryId !== undefined)
      facetCategory = catalog.categoryLocal.get(query.facetCategoryId) ?? facetCategory;
    if (facetCategory < 0) return;
    const inCategory = categoryCounts[facetCategory] as number;
    const gathered =
      facetCategory === matches.gatheredFor || (matches.gatheredAll && inCategory === matches.total);
    const params: ParamFacet[] = paramFacets.facets(
      columns[facetCategory] as CategoryColumns,
      facetCategory,
      matches.matched,
      matches.total,
      inCategory,
      gathered ? matches.gatheredCount : -1,
      query.filters,
    );
    result.params = params;
  }

  /** Step 4: the page's item ids; by relevance (or nearness) the score counts are cleared after it. */
  private page(query: IndexQuery, matches: Matches): number[] {
    const { orders, slots, scratch, columns } = this.parts;
    if (query.sort !== 'relevance') return orders.page(matches.total, query.sort, query.offset, query.limit);
    if (matches.total === 0) return [];
    const want = Math.min(matches.total, query.offset + query.limit);
    // pageByScore reads the score counts (also when the page is past the end); by nearness they are unread
    const ids = query.nearest
      ? pageByNearness(slots, columns, scratch, matches, query.nearest, query.offset, want)
      : pageByScore(slots, scratch, matches, query.offset, want);
    scratch.scoreCounts.fill(0, matches.lowScore, matches.highScore + 1);
    return ids;
  }
}
