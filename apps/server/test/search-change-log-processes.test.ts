/**
 * Two server processes on one database (issue 17, the pruning race): each follows the search change log and
 * prunes it. Process B is still building its index (its read of the items has happened, its build has not
 * finished) while A applies a change, many more changes follow, and A prunes. Before search_consumer, A
 * pruned below its own position only, deleted the change B still needed, and B never found the changed
 * item. Here both are real search services (createSearchService, as modules/index.ts builds them) over
 * one real database; B's item read is held open by a gate around the real repository call, as a slow build
 * at a million items holds it for minutes.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createSearchRepository } from '../src/modules/search/search.repository.ts';
import { createSearchService } from '../src/modules/search/search.service.ts';
import { createSearchConsumersRepository } from '../src/modules/search/search-consumers.repository.ts';
import { createTestApp, SMALL_SEED_SIZE } from '../src/testing.ts';

let app: App;

beforeAll(async () => {
  app = await createTestApp({ seedSize: SMALL_SEED_SIZE });
  await app.services.catalog.seed({ size: SMALL_SEED_SIZE });
  await app.services.search.sync();
});

afterAll(async () => {
  await app?.close();
});

const query = (keyWords: string) =>
  ({ kind: 1, keyWords, sort: 'relevance', page: 1, pageSize: 20, params: {} }) as const;

describe('search change log shared by two processes', () => {
  it('a process still building keeps the changes it needs while another prunes (search_consumer)', async () => {
    const { db } = app.database;
    const repository = createSearchRepository(db);
    const consumers = createSearchConsumersRepository(db);
    // process A: the app's own search service (built and following the log)
    const a = app.services.search;

    // process B: its build has read the items but not finished
    let releaseBuild = () => {};
    const gate = new Promise<void>((resolve) => {
      releaseBuild = resolve;
    });
    let readStarted = () => {};
    const read = new Promise<void>((resolve) => {
      readStarted = resolve;
    });
    const b = createSearchService({
      consumers,
      repository: {
        ...repository,
        async readItems(after: number, limit: number) {
          const rows = await repository.readItems(after, limit);
          readStarted();
          await gate;
          return rows;
        },
      },
    });
    const bReady = b.start();
    await read;

    // a part changes after B read it; then enough other changes that A's own position moves past it
    const part = await db
      .selectFrom('item')
      .innerJoin('category', 'category.id', 'item.category_id')
      .select(['item.id'])
      .where('category.kind', '=', 1)
      .where('item.org_id', 'is', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    const marker = 'ZQXJ改名标记';
    await sql`update item set name = ${marker} where id = ${part.id}`.execute(db);
    for (let i = 0; i < 8; i++) await sql`update item set name = name where id <> ${part.id}`.execute(db);
    await a.sync();
    expect((await a.search(query(marker))).total).toBe(1);
    await a.pruneChangeLog(0);

    releaseBuild();
    await bReady;
    await b.sync();
    expect((await b.search(query(marker))).total).toBe(1);

    // once B is past them, the applied changes are pruned
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from search_change`.execute(db)).rows[0]?.n ?? 0;
    const before = await count();
    await b.stop();
    await a.pruneChangeLog(0);
    expect(await count()).toBeLessThan(before);
  });

  it('a process taken for dead (no heartbeat for the TTL) is forgotten, and learns it at its next beat', async () => {
    const consumers = createSearchConsumersRepository(app.database.db);
    expect(await consumers.heartbeat('stale-process', 0)).toBe(false);
    expect(await consumers.heartbeat('stale-process', 5)).toBe(true);
    await sql`update search_consumer set seen_at = now() - interval '10 minutes' where id = 'stale-process'`.execute(
      app.database.db,
    );
    await consumers.prune(0, 0);
    expect((await consumers.positions()).map((p) => p.id)).not.toContain('stale-process');
    expect(await consumers.heartbeat('stale-process', 5)).toBe(false);
    await consumers.forget('stale-process');
  });
});
