/**
 * The filter pass: one loop over a query's candidates that keeps the live ones passing the category, brand,
 * package (and mounting), lifecycle and parameter conditions, and on the way counts them per category and brand (facets) and per score
 * (relevance pages) and gathers the column positions a parameter facet will read. It is the hottest loop
 * of a query (up to every slot): its inputs are typed arrays passed in, its state one object of a fixed
 * shape, and its body has no calls except the parameter tests.
 */
import { type FilterTest, passes } from './facet-columns.ts';
import { NO_U8, NO_U32 } from './typed-arrays.ts';

export const NO_TESTS: FilterTest[] = [];
export const NO_CATEGORY_TESTS: Array<FilterTest[] | null> = [];

/** gatherFor: gather every match's position (the facet category is not known up front) */
export const GATHER_ALL = -2;
/** gatherFor: gather nothing */
export const GATHER_NONE = -1;

/** The input and running totals of a filter pass (one object per index, reused: its shape never changes). */
export class FilterPassState {
  /** the candidates (slots in slot order) and how many */
  candidates: Uint32Array = NO_U32;
  candidateCount = 0;
  /** no category, brand or parameter condition */
  unconditional = true;
  /** 1 per allowed category (local index), or empty for every category */
  categoryAllowed: Uint8Array = NO_U8;
  /** the brand (local index) wanted; -1: any brand */
  brandWanted = -1;
  /** 1 per allowed package (local index, package-facets.ts), or empty for any package */
  packageAllowed: Uint8Array = NO_U8;
  /** 1 per allowed lifecycle code, or empty for any lifecycle */
  lifecycleAllowed: Uint8Array = NO_U8;
  /** per category its tests (null: a filtered parameter it lacks), or empty when nothing is filtered */
  categoryTests: Array<FilterTest[] | null> = NO_CATEGORY_TESTS;
  /** out: the matches and how many (starts at what is already there) */
  matches: Uint32Array = NO_U32;
  matchCount = 0;
  /** out: the column positions gathered for a parameter facet and how many */
  facetPositions: Uint32Array = NO_U32;
  facetPositionCount = 0;
  /** the category (local index) whose positions are gathered; GATHER_ALL or GATHER_NONE */
  gatherFor = GATHER_NONE;
  /** the candidates' weights (a merged run's) as their scores, or empty (scores[] holds them) */
  weights: Uint8Array = NO_U8;
  /** count matches per score (a relevance page follows) */
  countScores = false;
  /** out: the highest and lowest score counted */
  highScore = 0;
  lowScore = 0;
}

/** The per-slot columns a filter pass reads, and the counters it adds to. */
export interface FilterPassColumns {
  alive: Uint8Array;
  category: Uint16Array;
  brand: Uint16Array;
  pkg: Uint16Array;
  life: Uint8Array;
  columnPos: Uint32Array;
  categoryCounts: Uint32Array;
  brandCounts: Uint32Array;
  scores: Float32Array;
  scoreCounts: Uint32Array;
}

/**
 * The filter pass over the candidates: the live ones passing the category, brand and parameter conditions
 * are appended to `matches`, counted per category and brand (facets) and per score (relevance pages).
 */
export function filterPass(st: FilterPassState, columns: FilterPassColumns): void {
  const {
    alive,
    category: cat,
    brand,
    pkg,
    life,
    columnPos,
    categoryCounts,
    brandCounts,
    scores,
    scoreCounts,
  } = columns;
  const { candidates, candidateCount, categoryAllowed, brandWanted, categoryTests, matches } = st;
  const { facetPositions, gatherFor, weights, packageAllowed, lifecycleAllowed } = st;
  const anyPackage = packageAllowed.length === 0;
  const anyLifecycle = lifecycleAllowed.length === 0;
  const unconditional = st.unconditional;
  const anyCategory = categoryAllowed.length === 0;
  const filtered = categoryTests.length > 0;
  const hasWeights = weights.length > 0;
  const countScores = st.countScores;
  const top = scoreCounts.length - 1;
  let total = st.matchCount;
  let gathered = st.facetPositionCount;
  let hi = st.highScore;
  let lo = st.lowScore;
  for (let i = 0; i < candidateCount; i++) {
    const s = candidates[i] as number;
    if (alive[s] === 0) continue;
    const c = cat[s] as number;
    if (!unconditional) {
      if (!anyCategory && categoryAllowed[c] === 0) continue;
      if (brandWanted !== -1 && brand[s] !== brandWanted) continue;
      if (!anyPackage && packageAllowed[pkg[s] as number] === 0) continue;
      if (!anyLifecycle && lifecycleAllowed[life[s] as number] === 0) continue;
      if (filtered) {
        const tests = categoryTests[c];
        if (!tests || !passes(tests, columnPos[s] as number)) continue;
      }
    }
    matches[total++] = s;
    if (c === gatherFor || gatherFor === GATHER_ALL) facetPositions[gathered++] = columnPos[s] as number;
    categoryCounts[c] = (categoryCounts[c] as number) + 1;
    const b = brand[s] as number;
    brandCounts[b] = (brandCounts[b] as number) + 1;
    if (hasWeights) scores[s] = weights[i] as number;
    if (countScores) {
      let v = (scores[s] as number) | 0;
      if (v > top) v = top;
      else if (v < 0) v = 0;
      scoreCounts[v] = (scoreCounts[v] as number) + 1;
      if (v > hi) hi = v;
      if (v < lo) lo = v;
    }
  }
  st.matchCount = total;
  st.facetPositionCount = gathered;
  st.highScore = hi;
  st.lowScore = lo;
}

/**
 * The matches of one category's build slots (`slots`, whose column positions are 0, 1, …): live and passing
 * the tests; their positions go to `facetPositions` (when it is not empty) and their brands are counted.
 * Every score is 0.
 */
export function scopePass(
  slots: Uint32Array,
  alive: Uint8Array,
  tests: FilterTest[],
  matches: Uint32Array,
  scores: Float32Array,
  facetPositions: Uint32Array,
  brand: Uint16Array,
  brandCounts: Uint32Array,
): number {
  const gather = facetPositions.length > 0;
  const filtered = tests.length > 0;
  let total = 0;
  for (let p = 0; p < slots.length; p++) {
    const s = slots[p] as number;
    if (alive[s] === 0 || (filtered && !passes(tests, p))) continue;
    scores[s] = 0;
    if (gather) facetPositions[total] = p;
    matches[total++] = s;
    const b = brand[s] as number;
    brandCounts[b] = (brandCounts[b] as number) + 1;
  }
  return total;
}

/** A query's conditions, as the planner reads them for the filter pass. */
export interface Conditions {
  categoryAllowed: Uint8Array | null;
  brandWanted: number;
  packageAllowed: Uint8Array | null;
  lifecycleAllowed: Uint8Array | null;
  /** per category its parameter tests, or null when a filtered parameter is not one of its columns */
  categoryTests: Array<FilterTest[] | null>;
  filtered: boolean;
  unconditional: boolean;
}

/** The conditions of a pass over candidates that are already the matches (filtered-runs.ts). */
export const UNCONDITIONAL: Conditions = {
  categoryAllowed: null,
  brandWanted: -1,
  packageAllowed: null,
  lifecycleAllowed: null,
  categoryTests: [],
  filtered: false,
  unconditional: true,
};

/** Sets a filter pass's candidates, conditions and output (nothing gathered, no scores counted). */
export function configurePass(
  pass: FilterPassState,
  conditions: Conditions,
  candidates: Uint32Array,
  count: number,
  weights: Uint8Array,
  matches: Uint32Array,
  matchCount: number,
): void {
  pass.candidates = candidates;
  pass.candidateCount = count;
  pass.unconditional = conditions.unconditional;
  pass.categoryAllowed = conditions.categoryAllowed ?? NO_U8;
  pass.brandWanted = conditions.brandWanted;
  pass.packageAllowed = conditions.packageAllowed ?? NO_U8;
  pass.lifecycleAllowed = conditions.lifecycleAllowed ?? NO_U8;
  pass.categoryTests = conditions.filtered ? conditions.categoryTests : NO_CATEGORY_TESTS;
  pass.weights = weights;
  pass.matches = matches;
  pass.matchCount = matchCount;
  pass.facetPositions = NO_U32;
  pass.facetPositionCount = 0;
  pass.gatherFor = GATHER_NONE;
  pass.countScores = false;
}
