/**
 * PostgreSQL sessions cut under load (issue 18, Reliability; found by npm run test:faults): when the
 * server's own sessions are terminated (pg_terminate_backend, as a PostgreSQL restart or a failover
 * does) while queries run, the process survives (before the fix, a checked-out pg client emitted an
 * unhandled 'error' event and the server exited), the queries in flight fail, and the next requests
 * are answered on fresh connections. Only this app's sessions are terminated (their pids are
 * collected from its own queries), so other users of the test database are not touched.
 * PostgreSQL only.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp, TEST_ENGINE, waitUntil } from '../src/testing.ts';

let app: App;
beforeAll(async () => {
  if (TEST_ENGINE === 'postgres') app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe.skipIf(TEST_ENGINE !== 'postgres')('PostgreSQL sessions cut under load', () => {
  it('the server survives, and answers writes and readiness again', async () => {
    const pids = new Set<number>();
    let stop = false;
    let failures = 0;
    let successes = 0;
    // ten workers keep the pool's sessions busy (transactions with a pause: checked out between queries)
    const worker = async () => {
      while (!stop) {
        try {
          await app.database.db.transaction().execute(async (trx) => {
            const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
            if (rows[0]) pids.add(rows[0].pid);
            await new Promise((r) => setTimeout(r, 5));
            await sql`select pg_sleep(0.02)`.execute(trx);
          });
          successes++;
        } catch {
          failures++;
        }
      }
    };
    const workers = Array.from({ length: 10 }, worker);
    // no sleeps: the load is running (sessions seen), each cut is noticed (a transaction fails) and the pool
    // recovers from it (transactions succeed again on new sessions) before the next round
    await waitUntil(() => successes >= 10 && pids.size > 0, 'the workers hold sessions');
    for (let round = 0; round < 3; round++) {
      const own = [...pids];
      pids.clear();
      const failedBefore = failures;
      await withOtherSession(own);
      await waitUntil(() => failures > failedBefore, `cut ${round + 1} is noticed`);
      const succeededAfterCut = successes;
      await waitUntil(() => successes > succeededAfterCut + 5, `the pool recovers from cut ${round + 1}`);
    }
    stop = true;
    await Promise.all(workers);
    expect(failures).toBeGreaterThan(0);

    const write = await app.inject({
      method: 'POST',
      url: '/tool/api/front/log',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        data: JSON.stringify([{ message: 'after the cut', type: 'error', level: 0 }]),
      }),
    });
    expect(write.statusCode).toBe(200);
    const ready = await app.inject({ url: '/to/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(successes).toBeGreaterThan(0);
  });
});

/** Terminate these backends from a session outside the app's pool. */
async function withOtherSession(pids: number[]): Promise<void> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
  } finally {
    await client.end();
  }
}
