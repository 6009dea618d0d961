/**
 * Matches of a query's conditions, cached (issue 17, "search under writes"): a hot query that filters a long
 * run or a whole category (贴片电阻 with a tolerance range, a leaf category with a resistance range) spent
 * 20–40 ms at 1M reading each candidate's parameters at random in the filter pass, on every ask. Here the
 * slots that passed are kept, in slot order with their weights, under the candidates' key (a frequent word's
 * merged run, a cached conjunction, or the scope of a query without words) and the conditions' key; asked
 * again, they are the candidates of an unconditional pass. They follow the writes as merged runs do
 * (merge-patch.ts): slots removed since are cut out, and the slots added since that the candidates gained and
 * the conditions pass are appended (a slot's columns never change: a changed item gets a new slot).
 *
 *   const hit = filtered.run(key, (from) => tailMatches(from));   // up to date, or undefined
 *   filtered.keep(key, matched, total, weightOf);                   // after a pass computed them
 *
 * Only while FOLLOW_WRITES and KEPT_MATCHES are on (bench-switches.ts: the bench's A/B turns them off).

 */
import { FOLLOW_WRITES, KEPT_MATCHES } from '../bench-switches.ts';
import {
  entryBytes,
  entryOf,
  followEntry,
  lowerSlot,
  type MergedRun,
  makeRoom,
  type RunEntry,
} from './merge-patch.ts';
import type { QueryScratch } from './scratch.ts';
import type { SlotTable } from './slots.ts';
import { NO_U8 } from './typed-arrays.ts';
import type { IndexQuery } from './types.ts';
import type { WordRun } from './word-runs.ts';

/** bytes of filtered matches kept (5 bytes a match: slot and weight) */
const FILTERED_CACHE_BYTES = 96 * 1048576;

/** The conditions of a query as text (the second half of a cached entry's key), or null for none. */
export function conditionsKey(query: IndexQuery): string | null {
  const parts = [
    query.categoryIds ? `c${[...query.categoryIds].sort((a, b) => a - b).join(',')}` : '',
    query.brandId !== undefined ? `b${query.brandId}` : '',
    query.packages?.length ? `p${[...query.packages].sort().join('\u0001')}` : '',
    query.mountings?.length ? `m${[...query.mountings].sort().join(',')}` : '',
    query.lifecycles?.length ? `l${[...query.lifecycles].sort().join(',')}` : '',
    query.filters.length ? `f${JSON.stringify(query.filters)}` : '',
  ];
  const key = parts.filter((p) => p !== '').join('|');
  return key === '' ? null : key;
}

const keeping = () => FOLLOW_WRITES.enabled && KEPT_MATCHES.enabled;

function inSlotOrder(slots: Uint32Array): boolean {
  for (let i = 1; i < slots.length; i++) if ((slots[i] as number) <= (slots[i - 1] as number)) return false;
  return true;
}

export class FilteredRuns {
  /** cached matches by key, least recently used first */
  private entries = new Map<string, RunEntry>();
  private bytes = 0;

  constructor(
    private readonly slots: SlotTable,
    private readonly scratch: QueryScratch,
    /** fewer candidates than this are cheap to filter again: their matches are not kept */
    readonly minCandidates: number,
  ) {}

  /** The cached matches of a key, brought up to date with `tail` (the matches among slots from `from` on). */
  run(key: string, tail: (from: number) => WordRun): MergedRun | undefined {
    if (!keeping()) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += followEntry(entry, this.slots, this.scratch.scoreCounts.length - 1, tail);
    return entry.run;
  }

  /** Keeps the first `total` matches (live) in slot order with their weights (`weightOf` each slot's). */
  keep(key: string, matched: Uint32Array, total: number, weightOf: (slot: number) => number): void {
    if (!keeping() || this.entries.has(key)) return;
    const slots = matched.slice(0, total);
    // a scope of several groups (brands, categories) is read group by group
    if (!inSlotOrder(slots)) slots.sort();
    const weights = new Uint8Array(total);
    for (let i = 0; i < total; i++) weights[i] = weightOf(slots[i] as number);
    this.makeRoom(total * 5);
    const entry = entryOf({ slots, weights }, this.slots, false);
    this.entries.set(key, entry);
    this.bytes += entryBytes(entry);
  }

  /** Drops the least recently used entries until `bytes` more fit. */
  private makeRoom(bytes: number): void {
    this.bytes = makeRoom(this.entries, this.bytes, bytes, FILTERED_CACHE_BYTES);
  }

  byteSize(): number {
    return this.bytes;
  }
}

/** A run's slots (and weights) at or past `from`. */
export function tailOf(run: WordRun, from: number): WordRun {
  const at = lowerSlot(run.slots, run.slots.length, from);
  return { slots: run.slots.subarray(at), weights: run.weights.subarray(at) };
}

/** Every slot from `from` to `count` (a scope's additions: the conditions choose among them), unweighted. */
export function scopeTail(from: number, count: number): WordRun {
  const slots = new Uint32Array(Math.max(0, count - from));
  for (let i = 0; i < slots.length; i++) slots[i] = from + i;
  return { slots, weights: NO_U8 };
}
