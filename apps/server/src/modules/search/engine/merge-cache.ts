/**
 * Merged runs of frequent words, cached: a word of many postings (电阻: every resistor) is merged into one
 * run (word-runs.ts) on first use and kept while no item is added (a removal only clears `alive`, which the
 * filter pass reads), least recently used first out of a cache of bounded bytes. Several frequent words
 * together are cached as their intersection.
 */
import { DENSE_RATIO, intersectDense, intersectGallop, startRun } from './intersect.ts';
import type { QueryScratch } from './scratch.ts';
import type { SlotTable } from './slots.ts';
import type { ResolvedWord } from './types.ts';
import type { WordRun, WordRuns } from './word-runs.ts';

/** words of at least this many postings are scored from a merged run (mergedRun), by default */
export const MERGE_MIN = 20_000;
/** bytes of merged runs kept */
const MERGE_CACHE_BYTES = 160 * 1048576;

/** A frequent word's postings over all its sources, in slot order, with the best weight of each. */
export interface MergedRun extends WordRun {
  /**
   * A word searched alone without scope or filters, by relevance, when every slot of its run was alive: its
   * facet counts and matches per score, reused while nothing is removed (the run is dropped on additions)
   */
  alone?: AloneCounts;
}

export interface AloneCounts {
  removals: number;
  categoryCounts: Uint32Array;
  brandCounts: Uint32Array;
  /** matches per score from lo to hi */
  scores: Uint32Array;
  lo: number;
  hi: number;
}

/** A word's sources as text: the key of its merged run. */
function sourcesKey(word: ResolvedWord): string {
  return word.sources
    .map((s) => (s.kind === 'term' ? `${s.term}:${s.weight}` : `p${s.prefix}:${s.weight}`))
    .join(',');
}

export class MergeCache {
  /** merged runs by key, least recently used first */
  private runs = new Map<string, MergedRun>();
  private bytes = 0;
  /** slots in the index when the cached runs were made */
  private slotCount = 0;

  constructor(
    private readonly slots: SlotTable,
    private readonly wordRuns: WordRuns,
    private readonly scratch: QueryScratch,
    private readonly mergeMin: number,
  ) {}

  /** A frequent word's merged run (made on first use), or undefined for a word of few postings. */
  run(word: ResolvedWord): MergedRun | undefined {
    if (word.cost < this.mergeMin || !this.slots.built) return undefined;
    const n = this.slots.count;
    const key = `${n}|${sourcesKey(word)}`;
    if (this.slotCount !== n) {
      this.runs.clear();
      this.bytes = 0;
      this.slotCount = n;
    }
    const cached = this.touch(key);
    if (cached) return cached;
    this.makeRoom(word.cost * 5);
    const run = this.wordRuns.dense(word);
    this.keep(key, run);
    return run;
  }

  /**
   * Several frequent words together (贴片 电阻): the intersection of their merged runs, each slot with the sum
   * of its weights (the score the intersection would give), cached beside the runs and dropped with them on
   * additions, so that a common query of frequent words ("贴片电阻" with any filter) intersects its long runs
   * once. Undefined when a score could exceed a byte.
   */
  conjunction(words: readonly ResolvedWord[], runs: readonly MergedRun[]): MergedRun | undefined {
    let most = 0;
    for (const w of words) most += Math.max(0, ...w.sources.map((s) => s.weight));
    if (most > 255) return undefined;
    // the runs were just made or touched by run(), so the cache holds this slot count's runs
    const key = `&${this.slots.count}|${words.map(sourcesKey).sort().join('&')}`;
    const cached = this.touch(key);
    if (cached) return cached;
    const { candidates: cand, scores: score } = this.scratch;
    const sorted = [...runs].sort((x, y) => x.slots.length - y.slots.length);
    const first = sorted[0] as MergedRun;
    let count = startRun(cand, score, first.slots, first.weights);
    for (let r = 1; r < sorted.length && count > 0; r++) {
      const { slots, weights } = sorted[r] as MergedRun;
      count =
        slots.length < count * DENSE_RATIO
          ? intersectDense(
              cand,
              count,
              slots,
              weights,
              score,
              this.scratch.stepStamp,
              this.scratch.nextEpoch(),
            )
          : intersectGallop(cand, count, slots, weights, score);
    }
    const slots = cand.slice(0, count);
    const weights = new Uint8Array(count);
    for (let i = 0; i < count; i++) weights[i] = score[slots[i] as number] as number;
    this.makeRoom(count * 5);
    const run: MergedRun = { slots, weights };
    this.keep(key, run);
    return run;
  }

  /** A cached run, moved to most recently used. */
  private touch(key: string): MergedRun | undefined {
    const cached = this.runs.get(key);
    if (cached) {
      this.runs.delete(key);
      this.runs.set(key, cached);
    }
    return cached;
  }

  private keep(key: string, run: MergedRun): void {
    this.runs.set(key, run);
    this.bytes += run.slots.byteLength + run.weights.byteLength;
  }

  /** Drop the least recently used merged runs until `bytes` more fit in the cache. */
  private makeRoom(bytes: number): void {
    for (const [k, v] of this.runs) {
      if (this.bytes + bytes <= MERGE_CACHE_BYTES) break;
      this.runs.delete(k);
      this.bytes -= v.slots.byteLength + v.weights.byteLength;
    }
  }

  byteSize(): number {
    return this.bytes;
  }
}
