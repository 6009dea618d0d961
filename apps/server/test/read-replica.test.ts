/**
 * Reads from a replica only while it keeps up (db/read-replica.ts, DATABASE_READ_URL). The branch where a
 * real standby serves the reads is proven by `npm run cluster -- --test` (a streaming replica); here, on the
 * PostgreSQL stage: a "replica" that is not a standby, or that does not answer, sends the reads to the
 * primary, and the app still answers through readDb.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AppDatabase, openDatabase } from '../src/db/database.ts';
import { createReplicaRouter, lsnToBytes } from '../src/db/read-replica.ts';
import { newTestSchemaName, TEST_ENGINE } from '../src/testing.ts';

describe('WAL positions', () => {
  it('an LSN reads as bytes: high word × 2^32 + low word', () => {
    expect(lsnToBytes('0/0')).toBe(0);
    expect(lsnToBytes('0/1A')).toBe(26);
    expect(lsnToBytes('1/0')).toBe(2 ** 32);
    expect(lsnToBytes('16/B374D848')).toBe(0x16 * 2 ** 32 + 0xb374d848);
  });
});

describe.runIf(TEST_ENGINE === 'postgres')('read replica routing (PostgreSQL)', () => {
  const url = process.env.DATABASE_URL as string;
  const opened: AppDatabase[] = [];
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
    for (const pool of pools) await pool.end();
  });

  it('a replica that is not a standby: reads go to the primary, with the reason', async () => {
    const primary = new pg.Pool({ connectionString: url, max: 1 });
    const replica = new pg.Pool({ connectionString: url, max: 1 });
    pools.push(primary, replica);
    const router = createReplicaRouter({ primary, replica, maxLagMs: 500 });
    await router.check();
    await router.stop();
    expect(router.state()).toEqual({ reads: 'primary', reason: '副本不是备库（无回放位置）' });
  });

  it('a replica that does not answer: reads go to the primary, and readDb answers from it', async () => {
    const database = await openDatabase({
      engine: 'postgres',
      connectionString: url,
      schema: newTestSchemaName(),
      dropSchemaOnClose: true,
      readConnectionString: 'postgres://postgres@127.0.0.1:1/none',
      maxReplicaLagMs: 500,
    });
    opened.push(database);
    // polled: the first check of the replica runs in the background once the database is open
    await vi.waitFor(
      () => expect(database.readState()).toEqual({ reads: 'primary', reason: '副本无法连接' }),
      {
        timeout: 20_000,
        interval: 50,
      },
    );
    const { rows } = await sql<{ n: number }>`select 41 + 1 as n`.execute(database.readDb);
    expect(rows[0]?.n).toBe(42);
  });
});
