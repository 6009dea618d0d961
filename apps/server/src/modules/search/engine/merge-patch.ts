/**
 * Keeping a cached merged run (merge-cache.ts) in step with writes instead of dropping it: a run holds the
 * live slots below `upTo` that match its word (or words), so a write is a small delta —
 *   - slots removed since: found by binary search and cut out (a dead slot never lives again: a changed item
 *     gets a new slot), their counts taken out of the lone word's reused facet counts;
 *   - slots added since: they are all at or past `upTo` (slots only grow), so the word's matches among them
 *     (its terms' later postings, the later part numbers with its prefix) are appended in slot order, and
 *     counted into the reused facet counts.
 * The result equals a run made afresh from the index as it stands (checked by search-writes.test.ts).
 * Both caches of entries (merge-cache.ts, filtered-runs.ts) follow and evict them through followEntry and makeRoom.
 */
import { jointKey } from './package-facets.ts';
import type { SlotTable } from './slots.ts';
import type { WordRun } from './word-runs.ts';

/** A word searched alone without scope or filters, by relevance: its facet counts and matches per score. */
export interface AloneCounts {
  /** slots.removals when the counts were last true (the planner reuses them only then) */
  removals: number;
  categoryCounts: Uint32Array;
  brandCounts: Uint32Array;
  /** matches per (package, lifecycle) pair (package-facets.ts jointCounts), once a query counted them */
  valueCounts?: Uint32Array;
  /** matches per score from lo to hi */
  scores: Uint32Array;
  lo: number;
  hi: number;
}

/** A frequent word's postings over all its sources, in slot order, with the best weight of each. */
export interface MergedRun extends WordRun {
  /**
   * A word searched alone without scope or filters, by relevance, when every slot of its run was alive: its
   * facet counts and matches per score, reused while they hold (kept in step with writes: merge-patch.ts)
   */
  alone?: AloneCounts;
}

/** A cached run with the room it may grow into and how far it has followed the writes. */
export interface RunEntry {
  run: MergedRun;
  /** run.slots and run.weights are views of these (spare room for additions) */
  slotBuffer: Uint32Array;
  weightBuffer: Uint8Array;
  length: number;
  /** slots below this were looked at (slots.count when made or last patched) */
  upTo: number;
  /** slots.removals when made or last patched (removals after it are slots.removedSlots[removalsSeen..]) */
  removalsSeen: number;
}

/** The first index of a sorted run whose slot is not below `slot`. */
export function lowerSlot(slots: Uint32Array, length: number, slot: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((slots[mid] as number) < slot) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A new entry for a run made now; with `dropDead`, its dead slots are cut out first. */
export function entryOf(run: MergedRun, table: SlotTable, dropDead: boolean): RunEntry {
  let length = run.slots.length;
  if (dropDead) {
    const { slots, weights } = run;
    const alive = table.alive;
    let k = 0;
    for (let i = 0; i < length; i++) {
      const s = slots[i] as number;
      if (alive[s] === 0) continue;
      slots[k] = s;
      weights[k++] = weights[i] as number;
    }
    length = k;
    run.slots = slots.subarray(0, k);
    run.weights = weights.subarray(0, k);
  }
  return {
    run,
    slotBuffer: run.slots,
    weightBuffer: run.weights,
    length,
    upTo: table.count,
    removalsSeen: table.removals,
  };
}

/** Bytes an entry holds. */
export const entryBytes = (e: RunEntry): number => e.slotBuffer.byteLength + e.weightBuffer.byteLength;

/**
 * Brings a cached entry up to date with the writes since it last looked: the slots removed since cut out, then
 * `tail(entry.upTo)` (its matches among the slots added since) appended. Returns the change in its bytes.
 */
export function followEntry(
  entry: RunEntry,
  table: SlotTable,
  top: number,
  tail: (from: number) => WordRun,
): number {
  const before = entryBytes(entry);
  if (entry.removalsSeen !== table.removals) dropRemoved(entry, table, top);
  if (entry.upTo !== table.count) appendTail(entry, tail(entry.upTo), table, top);
  return entryBytes(entry) - before;
}

/**
 * Drops the least recently used entries (first in `entries`) until `need` more bytes fit beside `bytes` under
 * `limit`. Returns the bytes the cache holds after.
 */
export function makeRoom(entries: Map<string, RunEntry>, bytes: number, need: number, limit: number): number {
  let held = bytes;
  for (const [k, v] of entries) {
    if (held + need <= limit) break;
    entries.delete(k);
    held -= entryBytes(v);
  }
  return held;
}

/** A score as the filter pass counts it (0..top). */
const level = (w: number, top: number): number => (w > top ? top : w < 0 ? 0 : w);

/** Cuts the slots removed since the entry last looked out of its run (and out of its lone counts). */
function dropRemoved(entry: RunEntry, table: SlotTable, top: number): void {
  const removed = table.removedSlots;
  const positions: number[] = [];
  const slots = entry.slotBuffer;
  for (let i = entry.removalsSeen; i < table.removals; i++) {
    const s = removed[i] as number;
    if (s >= entry.upTo) continue; // not in the run yet: the additions skip dead slots
    const p = lowerSlot(slots, entry.length, s);
    if (p < entry.length && slots[p] === s) positions.push(p);
  }
  entry.removalsSeen = table.removals;
  const alone = entry.run.alone;
  if (positions.length > 0) {
    positions.sort((a, b) => a - b);
    const weights = entry.weightBuffer;
    if (alone) {
      for (const p of positions) {
        const s = slots[p] as number;
        const c = table.category[s] as number;
        const b = table.brand[s] as number;
        alone.categoryCounts[c] = (alone.categoryCounts[c] as number) - 1;
        alone.brandCounts[b] = (alone.brandCounts[b] as number) - 1;
        if (alone.valueCounts) {
          const k = jointKey(table.pkg, table.life, s);
          alone.valueCounts[k] = (alone.valueCounts[k] as number) - 1;
        }
        const v = level(weights[p] as number, top) - alone.lo;
        alone.scores[v] = (alone.scores[v] as number) - 1;
      }
    }
    // close the gaps: the piece after each removed position moves down by the removals before it
    for (let k = 0; k < positions.length; k++) {
      const from = (positions[k] as number) + 1;
      const to = k + 1 < positions.length ? (positions[k + 1] as number) : entry.length;
      slots.copyWithin(from - k - 1, from, to);
      weights.copyWithin(from - k - 1, from, to);
    }
    entry.length -= positions.length;
    entry.run.slots = slots.subarray(0, entry.length);
    entry.run.weights = weights.subarray(0, entry.length);
  }
  if (alone) alone.removals = table.removals;
}

/** Appends the live slots of `tail` (all at or past entry.upTo, in slot order) to the run and its lone counts. */
function appendTail(entry: RunEntry, tail: WordRun, table: SlotTable, top: number): void {
  entry.upTo = table.count;
  const alive = table.alive;
  let add = 0;
  for (let i = 0; i < tail.slots.length; i++) if (alive[tail.slots[i] as number] === 1) add++;
  if (add === 0) return;
  const need = entry.length + add;
  if (need > entry.slotBuffer.length) {
    const cap = need + (need >>> 4) + 16;
    const slots = new Uint32Array(cap);
    slots.set(entry.slotBuffer.subarray(0, entry.length));
    const weights = new Uint8Array(cap);
    weights.set(entry.weightBuffer.subarray(0, entry.length));
    entry.slotBuffer = slots;
    entry.weightBuffer = weights;
  }
  const alone = entry.run.alone;
  const { slotBuffer: slots, weightBuffer: weights } = entry;
  let k = entry.length;
  for (let i = 0; i < tail.slots.length; i++) {
    const s = tail.slots[i] as number;
    if (alive[s] === 0) continue;
    const w = tail.weights[i] as number;
    slots[k] = s;
    weights[k++] = w;
    if (alone) countInto(alone, s, level(w, top), table);
  }
  entry.length = k;
  entry.run.slots = slots.subarray(0, k);
  entry.run.weights = weights.subarray(0, k);
}

/** Counts one more match (slot s at score v) into lone counts, widening their score range when needed. */
function countInto(alone: AloneCounts, s: number, v: number, table: SlotTable): void {
  const c = table.category[s] as number;
  const b = table.brand[s] as number;
  alone.categoryCounts[c] = (alone.categoryCounts[c] as number) + 1;
  alone.brandCounts[b] = (alone.brandCounts[b] as number) + 1;
  if (alone.valueCounts) {
    const k = jointKey(table.pkg, table.life, s);
    if (k >= alone.valueCounts.length) {
      // a package first seen after the counts were taken
      const grown = new Uint32Array(Math.max(k + 1, alone.valueCounts.length * 2));
      grown.set(alone.valueCounts);
      alone.valueCounts = grown;
    }
    alone.valueCounts[k] = (alone.valueCounts[k] as number) + 1;
  }
  if (v < alone.lo || v > alone.hi) {
    const lo = Math.min(v, alone.lo);
    const hi = Math.max(v, alone.hi);
    const scores = new Uint32Array(hi - lo + 1);
    scores.set(alone.scores, alone.lo - lo);
    alone.scores = scores;
    alone.lo = lo;
    alone.hi = hi;
  }
  alone.scores[v - alone.lo] = (alone.scores[v - alone.lo] as number) + 1;
}

/**
 * The intersection of the runs' slots at or past `from` (each slot with the sum of its weights): the
 * additions to their cached intersection. The runs are up to date, so their tails are short.
 */
export function intersectTails(runs: readonly WordRun[], from: number): WordRun {
  const tails = runs
    .map((r) => {
      const at = lowerSlot(r.slots, r.slots.length, from);
      return { slots: r.slots.subarray(at), weights: r.weights.subarray(at) };
    })
    .sort((x, y) => x.slots.length - y.slots.length);
  const first = tails[0] as WordRun;
  const slots: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < first.slots.length; i++) {
    const s = first.slots[i] as number;
    let sum = first.weights[i] as number;
    let all = true;
    for (let t = 1; t < tails.length && all; t++) {
      const other = tails[t] as WordRun;
      const p = lowerSlot(other.slots, other.slots.length, s);
      if (p < other.slots.length && other.slots[p] === s) sum += other.weights[p] as number;
      else all = false;
    }
    if (!all) continue;
    slots.push(s);
    weights.push(sum);
  }
  return { slots: Uint32Array.from(slots), weights: Uint8Array.from(weights) };
}
