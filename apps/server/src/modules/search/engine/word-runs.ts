/**
 * A query word's matches as a run: its slots in slot order, each with the best weight of the sources that
 * hold it. A word's sources are terms (postings.ts) and part-number prefix ranges (part-prefixes.ts).
 */
import type { PartPrefixes } from './part-prefixes.ts';
import type { TermPostings } from './postings.ts';
import type { SlotTable } from './slots.ts';
import type { ResolvedWord, Source } from './types.ts';

/** A word's slots in slot order with the best weight of each (merged runs are cached: merge-cache.ts). */
export interface WordRun {
  slots: Uint32Array;
  weights: Uint8Array;
}

export class WordRuns {
  /** a byte per slot: the best weight seen (denseRun), all zero between uses */
  private bestWeight = new Uint8Array(0);

  constructor(
    private readonly slots: SlotTable,
    private readonly postings: TermPostings,
    private readonly prefixes: PartPrefixes,
  ) {}

  /** Postings a source may visit. */
  cost(source: Source): number {
    return source.kind === 'term'
      ? this.postings.count(source.term)
      : this.prefixes.cost(source.lo, source.hi);
  }

  /**
   * Whether a source holds a live item (stopping at the first): a word whose items are all gone or changed
   * resolves as it would in a fresh build, where it is unknown.
   */
  holdsLive(source: Source): boolean {
    const alive = this.slots.alive;
    return source.kind === 'term'
      ? this.postings.someSlot(source.term, (s) => alive[s] === 1)
      : this.prefixes.anyLive(source.prefix, source.lo, source.hi);
  }

  /** Visit every slot of a source. */
  forEachSlot(source: Source, visit: (slot: number) => void): void {
    if (source.kind === 'term') this.postings.forEachSlot(source.term, visit);
    else this.prefixes.forEachSlot(source.prefix, source.lo, source.hi, visit);
  }

  /**
   * A word's sources as one run by marking its slots in a byte per slot (best weight first) and reading the
   * marks in slot order: for words of many postings, where sorting them would cost more.
   */
  dense(word: ResolvedWord): WordRun {
    const n = this.slots.count;
    const best = this.bestWeight.length >= n ? this.bestWeight : new Uint8Array(this.slots.capacity);
    this.bestWeight = best;
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
    for (let s = 0; s < n && k < count; s++) {
      const w = best[s] as number;
      if (w === 0) continue;
      slots[k] = s;
      weights[k++] = w;
      best[s] = 0;
    }
    return { slots, weights };
  }

  /**
   * A word's run over the slots from `from` on (added after the build: a cached merged run's additions,
   * merge-patch.ts), each with the best weight of the sources holding it.
   */
  tail(sources: readonly Source[], from: number): WordRun {
    const keys: number[] = [];
    for (const source of sources) {
      const w = 127 - source.weight;
      const visit = (s: number) => {
        keys.push(s * 128 + w);
      };
      if (source.kind === 'term') this.postings.forEachAddedFrom(source.term, from, visit);
      else this.prefixes.forEachAddedFrom(source.prefix, from, visit);
    }
    return bestOfKeys(Float64Array.from(keys).sort());
  }

  /** A word of few postings as a run: its slots sorted, each with the best weight of the sources holding it. */
  sorted(word: ResolvedWord): WordRun {
    const one = word.sources.length === 1 ? word.sources[0] : undefined;
    if (one?.kind === 'term') {
      // one term: its postings are in slot order already (later slots are appended to the delta in order)
      const slots = this.postings.slots(one.term);
      return { slots, weights: new Uint8Array(slots.length).fill(one.weight) };
    }
    let size = 0;
    for (const source of word.sources) size += this.cost(source);
    // many postings: marking a byte per slot and reading them in order is cheaper than sorting
    if (size * 16 > this.slots.count) return this.dense(word);
    // slot * 128 + (127 - weight): sorted, a slot's best weight comes first
    const keys = new Float64Array(size);
    let k = 0;
    for (const source of word.sources) {
      const w = 127 - source.weight;
      this.forEachSlot(source, (s) => {
        keys[k++] = s * 128 + w;
      });
    }
    return bestOfKeys(keys.subarray(0, k).sort());
  }

  byteSize(): number {
    return this.bestWeight.byteLength;
  }
}

/** Sorted keys slot * 128 + (127 - weight) as a run: each slot once, with its best (first) weight. */
function bestOfKeys(sorted: Float64Array): WordRun {
  const slots = new Uint32Array(sorted.length);
  const weights = new Uint8Array(sorted.length);
  let count = 0;
  let prev = -1;
  for (let i = 0; i < sorted.length; i++) {
    const key = sorted[i] as number;
    const s = Math.floor(key / 128);
    if (s === prev) continue;
    prev = s;
    slots[count] = s;
    weights[count++] = 127 - (key - s * 128);
  }
  return { slots: slots.subarray(0, count), weights: weights.subarray(0, count) };
}
