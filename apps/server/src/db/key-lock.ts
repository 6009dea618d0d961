/**
 * Serialise decisions on named keys inside a transaction: "count, then insert" made atomic.
 *
 *   await db.transaction().execute(async (trx) => {
 *     await lockKeys(trx, [`ip:${ip}`, `target:${target}`]);
 *     // counts read here cannot change under us until commit: no other transaction holding one of
 *     // these keys runs between our count and our insert
 *   });
 *
 * Why: on PostgreSQL two requests can both count 0 and both insert (read committed). The upsert takes the
 * key row's lock (created on first use) and keeps it until the transaction ends. PGlite has a single
 * session, so its transactions already run one at a time; the same code serves both.
 * Keys are locked in sorted order, so two transactions never wait on each other in a cycle.
 * Never run other queries outside `trx` inside the transaction: on PGlite they would wait for it.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

export async function lockKeys(trx: Kysely<Database>, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await sql`insert into limit_key (key) values (${key.slice(0, 400)})
      on conflict (key) do update set touched_at = now()`.execute(trx);
  }
}

/** Delete the keys unused for a day (outside any transaction; a deleted key is made again on use). */
export async function purgeKeys(db: Kysely<Database>): Promise<void> {
  await sql`delete from limit_key where touched_at < now() - interval '1 day'`.execute(db);
}
