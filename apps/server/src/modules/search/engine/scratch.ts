/**
 * Scratch arrays of the queries, one per slot, allocated once per capacity and reused, so that a query
 * allocates little (the distances of a page by nearness on the first such page only). Stamps use epochs: a
 * slot is marked when its stamp equals the current epoch, so clearing is one increment (nextEpoch) instead
 * of a fill.
 */

/** matches per (integer) score, for paging by relevance */
const SCORE_LEVELS = 4096;

export class QueryScratch {
  /** per-slot stamp of one step (an intersection's candidates, an extra word's visits, a page's matches) */
  stepStamp: Uint32Array;
  /** per-slot stamp of the current query's matches (extra words only add to their scores) */
  matchStamp: Uint32Array;
  /** per-slot score of the current query (sum of the weights of the words that matched) */
  scores: Float32Array;
  /** the candidates of a query, in slot order */
  candidates: Uint32Array;
  /** the matches of a query, in slot order */
  matches: Uint32Array;
  /** column positions of the matches in the category whose parameters are faceted, when known up front */
  facetPositions: Uint32Array;
  /** matches per (integer) score (only lo..hi nonzero between a filter pass and its page) */
  readonly scoreCounts = new Uint32Array(SCORE_LEVELS);
  /** matches per category (local index) and per brand (local index, 0 none) */
  categoryCounts = new Uint32Array(0);
  brandCounts = new Uint32Array(0);
  private epoch = 0;
  private capacity: number;
  /** per-slot distances of a page by nearness, made on the first such page (nearnessDistances) */
  private distances: Float64Array | null = null;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.stepStamp = new Uint32Array(capacity);
    this.matchStamp = new Uint32Array(capacity);
    this.scores = new Float32Array(capacity);
    this.candidates = new Uint32Array(capacity);
    this.matches = new Uint32Array(capacity);
    this.facetPositions = new Uint32Array(capacity);
  }

  /**
   * The per-slot distances of a match to the value of a page by nearness (nearest-page.ts): 8 bytes a slot,
   * made on the first page by nearness (an index that never has one never holds them), then reused.
   */
  nearnessDistances(): Float64Array {
    this.distances ??= new Float64Array(this.capacity);
    return this.distances;
  }

  /** New arrays for a new capacity (their contents are per query). */
  resize(capacity: number): void {
    this.stepStamp = new Uint32Array(capacity);
    this.matchStamp = new Uint32Array(capacity);
    this.epoch = 0;
    this.scores = new Float32Array(capacity);
    this.candidates = new Uint32Array(capacity);
    this.matches = new Uint32Array(capacity);
    this.facetPositions = new Uint32Array(capacity);
    this.capacity = capacity;
    // remade at the new capacity by the next page by nearness, if any
    this.distances = null;
  }

  /** Facet counters for this many categories and brands (brands count from 1; 0 is none). */
  sizeCounts(categories: number, brands: number): void {
    if (this.categoryCounts.length !== categories) this.categoryCounts = new Uint32Array(categories);
    if (this.brandCounts.length !== brands + 1) this.brandCounts = new Uint32Array(brands + 1);
  }

  /** A fresh epoch for the stamps (they are cleared when the counter would wrap). */
  nextEpoch(): number {
    this.epoch++;
    if (this.epoch >= 0xffffffff) {
      this.stepStamp.fill(0);
      this.matchStamp.fill(0);
      this.epoch = 1;
    }
    return this.epoch;
  }

  byteSize(): number {
    return (
      this.stepStamp.byteLength +
      this.matchStamp.byteLength +
      this.scores.byteLength +
      (this.distances?.byteLength ?? 0) +
      this.candidates.byteLength +
      this.matches.byteLength +
      this.facetPositions.byteLength
    );
  }
}
