/**
 * The rows of public result pages, kept in memory between searches (issue 17, "search under writes"):
 * reading a page's 20 rows from the database (query, round trip, JSON parse of their parameters) was a
 * quarter of a cheap search's time. The cache follows the index: the index keeper forgets an item when it
 * applies its change (search-index-keeper.ts) and everything when it builds or loads a snapshot, so a row is
 * never older here than the index that found it.
 *
 *   const cache = new SummaryCache();
 *   const rows = await cache.read(ids, (missing) => repository.summaries(missing));
 *   cache.forget(changedIds);   // the keeper, as it applies changes
 *   cache.clear();              // the keeper, when it swaps in new indexes
 *
 * A read that overlaps a change keeps its rows to itself: rows read from the database before the keeper
 * applied a change could be that change's old version, so they are stored only when no change came between.
 * Only the public library's rows are kept (an organisation's come through its own, uncached path).
 */
import { LRUCache } from 'lru-cache';
import type { ItemRecord } from '../catalog/catalog.repository.ts';
import { ROW_CACHE } from './bench-switches.ts';

/** rows kept (~1–2 KB each with their parameters): the pages of the hot queries, many times over */
export const SUMMARY_CACHE_ROWS = 20_000;

export class SummaryCache {
  private readonly rows: LRUCache<number, ItemRecord>;
  /** counts the changes applied: a read started at another count may hold a changed row's old version */
  private changes = 0;

  constructor(max = SUMMARY_CACHE_ROWS) {
    this.rows = new LRUCache({ max });
  }

  /** The rows of these ids (those found), from memory or read with `load` (and then kept). */
  async read(ids: readonly number[], load: (ids: number[]) => Promise<ItemRecord[]>): Promise<ItemRecord[]> {
    if (!ROW_CACHE.enabled) return load([...ids]);
    const found: ItemRecord[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row) found.push(row);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const startedAt = this.changes;
    const loaded = await load(missing);
    if (startedAt === this.changes) for (const row of loaded) this.rows.set(row.id, row);
    return [...found, ...loaded];
  }

  /** Forget the rows of changed items. */
  forget(ids: Iterable<number>): void {
    this.changes++;
    for (const id of ids) this.rows.delete(id);
  }

  /** Forget every row (a new build or snapshot). */
  clear(): void {
    this.changes++;
    this.rows.clear();
  }

  get size(): number {
    return this.rows.size;
  }
}
