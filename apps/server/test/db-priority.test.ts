/**
 * PGlite's one session serves requests before background work (db/priority.ts, ConnectionMutex in
 * db/pglite-dialect.ts), on a real PGlite worker: with the session held by a transaction, background
 * queries queued first still run after a request's query queued later; within a lane, arrival order.
 * PostgreSQL (a pool of sessions) has no such queue: these tests run on PGlite only.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { runInBackground } from '../src/db/priority.ts';
import { createTestApp, TEST_ENGINE } from '../src/testing.ts';

let app: App;
beforeAll(async () => {
  if (TEST_ENGINE === 'pglite') app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe.skipIf(TEST_ENGINE !== 'pglite')('PGlite session priority', () => {
  it('a request queued after background queries runs before them; each lane keeps its order', async () => {
    const order: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = () => {};
    const isHeld = new Promise<void>((resolve) => {
      held = resolve;
    });
    const holder = app.database.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      held();
      await gate;
    });
    await isHeld;
    const run = (name: string) =>
      sql`select ${name}::text as name`.execute(app.database.db).then(() => {
        order.push(name);
      });
    const queued = [
      runInBackground(() => run('background 1')),
      runInBackground(() => run('background 2')),
      run('request 1'),
      runInBackground(() => run('background 3')),
      run('request 2'),
    ];
    // let every query reach the queue, then free the session
    await new Promise((r) => setTimeout(r, 50));
    release();
    await Promise.all([holder, ...queued]);
    expect(order).toEqual(['request 1', 'request 2', 'background 1', 'background 2', 'background 3']);
  });

  it('background work nested in other async calls keeps its mark', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    const holder = app.database.db.transaction().execute(async () => {
      await gate;
    });
    await new Promise((r) => setTimeout(r, 20));
    const deep = runInBackground(async () => {
      await new Promise((r) => setImmediate(r));
      await Promise.resolve().then(() =>
        sql`select 1`.execute(app.database.db).then(() => order.push('background')),
      );
    });
    await new Promise((r) => setTimeout(r, 20));
    const request = sql`select 2`.execute(app.database.db).then(() => order.push('request'));
    await new Promise((r) => setTimeout(r, 20));
    release();
    await Promise.all([holder, deep, request]);
    expect(order).toEqual(['request', 'background']);
  });
});
