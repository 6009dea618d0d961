/**
 * Merged runs of frequent words, cached: a word of many postings (电阻: every resistor) is merged into one
 * run (word-runs.ts) on first use and kept, least recently used first out of a cache of bounded bytes.
 * Several frequent words together are cached as their intersection. Writes do not empty the cache: each
 * run follows them on its next use (merge-patch.ts: removed slots cut out, the word's added slots appended,
 * a lone word's reused facet counts kept with them), so a write costs the hot queries only its delta.
 */
import { FOLLOW_WRITES } from '../bench-switches.ts';
import { DENSE_RATIO, intersectDense, intersectGallop, startRun } from './intersect.ts';
import {
  entryBytes,
  entryOf,
  followEntry,
  intersectTails,
  type MergedRun,
  makeRoom,
  type RunEntry,
} from './merge-patch.ts';
import type { QueryScratch } from './scratch.ts';
import type { SlotTable } from './slots.ts';
import type { ResolvedWord } from './types.ts';
import type { WordRun, WordRuns } from './word-runs.ts';

export type { AloneCounts, MergedRun } from './merge-patch.ts';

/** words of at least this many postings are scored from a merged run (mergedRun), by default */
export const MERGE_MIN = 20_000;
/** bytes of merged runs kept */
const MERGE_CACHE_BYTES = 160 * 1048576;

/** A word's sources as text: the key of its merged run. */
function sourcesKey(word: ResolvedWord): string {
  return word.sources
    .map((s) => (s.kind === 'term' ? `${s.term}:${s.weight}` : `p${s.prefix}:${s.weight}`))
    .join(',');
}

/** The key of a cached run: one word's merged run, or the conjunction of several. */
export function runKey(words: readonly ResolvedWord[]): string {
  return words.length === 1
    ? sourcesKey(words[0] as ResolvedWord)
    : `&${words.map(sourcesKey).sort().join('&')}`;
}

export class MergeCache {
  /** cached runs by key, least recently used first */
  private runs = new Map<string, RunEntry>();
  private bytes = 0;
  /** slots in the index when the cache was last emptied (only while FOLLOW_WRITES is off) */
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
    this.emptyOnAdditions();
    const key = runKey([word]);
    const cached = this.touch(key);
    if (cached) {
      this.follow(cached, (from) => this.wordRuns.tail(word.sources, from));
      return cached.run;
    }
    this.makeRoom(word.cost * 5);
    return this.keep(key, this.wordRuns.dense(word));
  }

  /**
   * Several frequent words together (贴片 电阻): the intersection of their merged runs, each slot with the sum
   * of its weights (the score the intersection would give), cached beside the runs and following writes as
   * they do, so that a common query of frequent words ("贴片电阻" with any filter) intersects its long runs
   * once. Undefined when a score could exceed a byte.
   */
  conjunction(words: readonly ResolvedWord[], runs: readonly MergedRun[]): MergedRun | undefined {
    let most = 0;
    for (const w of words) most += Math.max(0, ...w.sources.map((s) => s.weight));
    if (most > 255) return undefined;
    // the runs were just made or brought up to date by run()
    const key = runKey(words);
    const cached = this.touch(key);
    if (cached) {
      this.follow(cached, (from) => intersectTails(runs, from));
      return cached.run;
    }
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
    return this.keep(key, { slots, weights });
  }

  /** The behaviour before (FOLLOW_WRITES off): an addition since the last look empties the cache. */
  private emptyOnAdditions(): void {
    if (FOLLOW_WRITES.enabled || this.slotCount === this.slots.count) return;
    this.runs.clear();
    this.bytes = 0;
    this.slotCount = this.slots.count;
  }

  /** Brings a cached run up to date with the writes since it last looked (merge-patch.ts). */
  private follow(entry: RunEntry, tail: (from: number) => WordRun): void {
    if (!FOLLOW_WRITES.enabled) return;
    this.bytes += followEntry(entry, this.slots, this.scratch.scoreCounts.length - 1, tail);
  }

  /** A cached run, moved to most recently used. */
  private touch(key: string): RunEntry | undefined {
    const cached = this.runs.get(key);
    if (cached) {
      this.runs.delete(key);
      this.runs.set(key, cached);
    }
    return cached;
  }

  /** Caches a run made now (its dead slots cut out when runs follow writes). */
  private keep(key: string, run: MergedRun): MergedRun {
    const entry = entryOf(run, this.slots, FOLLOW_WRITES.enabled);
    this.runs.set(key, entry);
    this.bytes += entryBytes(entry);
    return entry.run;
  }

  /** Drop the least recently used merged runs until `bytes` more fit in the cache. */
  private makeRoom(bytes: number): void {
    this.bytes = makeRoom(this.runs, this.bytes, bytes, MERGE_CACHE_BYTES);
  }

  byteSize(): number {
    return this.bytes;
  }
}
