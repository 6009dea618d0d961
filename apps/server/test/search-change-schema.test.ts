/**
 * The change-log triggers carry their schema (migration 0013): a writer whose search_path does not name the
 * app's schema (an import script, psql, another service) still writes items, and the search index still
 * hears of the change.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
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

describe('search change log: schema-qualified triggers', () => {
  it('an update from a session whose search_path lacks the schema succeeds and is logged', async () => {
    const { db, schema } = app.database;
    const table = (name: string) => sql.raw(`"${schema}"."${name}"`);
    const item = await db
      .selectFrom('item')
      .select(['id'])
      .where('org_id', 'is', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    const updates = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from ${table('search_change')}
          where item_id = ${item.id} and op = 'U'`.execute(db)
      ).rows[0]?.n;
    expect(await updates()).toBe(0);
    await db.transaction().execute(async (trx) => {
      await sql`set local search_path to pg_catalog`.execute(trx);
      await sql`update ${table('item')} set name = name || ' 改' where id = ${item.id}`.execute(trx);
    });
    expect(await updates()).toBe(1);
    await app.services.search.sync();
    const { name } = await db
      .selectFrom('item')
      .select(['name'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(name.endsWith(' 改')).toBe(true);
  });
});
