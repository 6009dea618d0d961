/**
 * The row cache of result pages (issue 17, summary-cache.ts): rows read once are served from memory, a
 * changed item's row is read again, a read that overlaps a change keeps nothing, and the cache is bounded.
 * Its following of real writes through the index keeper is proven by search-writes.test.ts (every page's
 * rows equal a fresh service's after random writes). The rows come from the primary even where the index reads
 * from a replica (a replica's row could be older than a change the index has applied, and would be kept).
 */
import { describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../src/db/database.ts';
import type { ItemRecord } from '../src/modules/catalog/catalog.repository.ts';
import { createSearchRepository } from '../src/modules/search/search.repository.ts';
import { SummaryCache } from '../src/modules/search/summary-cache.ts';
import { testDatabaseOptions } from '../src/testing.ts';

const SEED = 200;

/** Rows and the loader that read() takes (its only input besides the ids), counting its calls. */
function table(names: Record<number, string>) {
  const reads: number[][] = [];
  const row = (id: number) => ({ id, name: names[id] }) as unknown as ItemRecord;
  const load = async (ids: number[]) => {
    reads.push(ids);
    return ids.filter((id) => names[id] !== undefined).map(row);
  };
  return { reads, load, names };
}

const namesOf = (rows: ItemRecord[]) => rows.map((r) => `${r.id}:${r.name}`).sort();

describe('search row cache (issue 17)', () => {
  it('reads only the rows it does not hold, and serves the rest from memory', async () => {
    const t = table({ 1: 'a', 2: 'b', 3: 'c' });
    const cache = new SummaryCache();
    expect(namesOf(await cache.read([1, 2], t.load))).toEqual(['1:a', '2:b']);
    expect(namesOf(await cache.read([2, 3], t.load))).toEqual(['2:b', '3:c']);
    expect(namesOf(await cache.read([1, 2, 3], t.load))).toEqual(['1:a', '2:b', '3:c']);
    expect(t.reads).toEqual([[1, 2], [3]]);
  });

  it('an id the database does not return (unpublished, deleted) is not kept and is asked again', async () => {
    const t = table({ 1: 'a' });
    const cache = new SummaryCache();
    expect(namesOf(await cache.read([1, 9], t.load))).toEqual(['1:a']);
    expect(namesOf(await cache.read([1, 9], t.load))).toEqual(['1:a']);
    expect(t.reads).toEqual([[1, 9], [9]]);
  });

  it('a forgotten (changed) item is read again; clear() forgets every row', async () => {
    const t = table({ 1: 'a', 2: 'b' });
    const cache = new SummaryCache();
    await cache.read([1, 2], t.load);
    t.names[1] = 'a2';
    cache.forget([1]);
    expect(namesOf(await cache.read([1, 2], t.load))).toEqual(['1:a2', '2:b']);
    t.names[2] = 'b2';
    cache.clear();
    expect(namesOf(await cache.read([1, 2], t.load))).toEqual(['1:a2', '2:b2']);
    expect(t.reads).toEqual([[1, 2], [1], [1, 2]]);
  });

  it('rows read while a change was applied are answered but not kept (they may be its old version)', async () => {
    const t = table({ 1: 'old' });
    const cache = new SummaryCache();
    const answered = await cache.read([1], async (ids) => {
      const rows = await t.load(ids); // the read sees the old row …
      t.names[1] = 'new';
      cache.forget([1]); // … and the keeper applies the change before the read returns
      return rows;
    });
    expect(namesOf(answered)).toEqual(['1:old']);
    expect(cache.size).toBe(0);
    expect(namesOf(await cache.read([1], t.load))).toEqual(['1:new']);
  });

  it('holds at most its bound, dropping the least recently used rows', async () => {
    const t = table({ 1: 'a', 2: 'b', 3: 'c' });
    const cache = new SummaryCache(2);
    await cache.read([1, 2], t.load);
    await cache.read([1], t.load); // 1 used again: 2 is now the oldest
    await cache.read([3], t.load);
    expect(cache.size).toBe(2);
    await cache.read([1, 2, 3], t.load);
    expect(t.reads).toEqual([[1, 2], [3], [2]]);
  });
});

describe('search row reads (issue 17, read replica)', () => {
  it('the rows of a result page are read from the primary, the index reads from the read database', async () => {
    const opened: AppDatabase[] = [];
    try {
      for (let i = 0; i < 2; i++) opened.push(await openDatabase(await testDatabaseOptions(SEED)));
      const [read, primary] = opened as [AppDatabase, AppDatabase];
      // the "replica" is behind: the primary has a newer name for one item
      const { id } = await read.db.selectFrom('item').select('id').orderBy('id').executeTakeFirstOrThrow();
      await primary.db.updateTable('item').set({ name: '主库上的新名称' }).where('id', '=', id).execute();
      const repository = createSearchRepository(read.db, primary.db);
      const [row] = await repository.summaries([id]);
      expect(row?.name).toBe('主库上的新名称');
      const [indexed] = await repository.itemsByIds([id]);
      expect(indexed?.name).not.toBe('主库上的新名称');
    } finally {
      for (const database of opened) await database.close();
    }
  }, 120_000);
});
