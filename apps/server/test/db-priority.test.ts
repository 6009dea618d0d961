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
import { createTestApp, TEST_ENGINE, waitUntil } from '../src/testing.ts';

let app: App;
beforeAll(async () => {
  if (TEST_ENGINE === 'pglite') app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Wait until the session's queue holds this many users in each lane (no sleep: the queue itself is read). */
const queued = (foreground: number, background: number) =>
  waitUntil(() => {
    const q = app.database.sessionQueue?.();
    return q?.foreground === foreground && q.background === background;
  }, `queue of ${foreground} requests and ${background} background users`);

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
    const all = [
      runInBackground(() => run('background 1')),
      runInBackground(() => run('background 2')),
      run('request 1'),
      runInBackground(() => run('background 3')),
      run('request 2'),
    ];
    // every query reaches the queue, then the session is freed
    await queued(2, 3);
    release();
    await Promise.all([holder, ...all]);
    expect(order).toEqual(['request 1', 'request 2', 'background 1', 'background 2', 'background 3']);
  });

  it('background work nested in other async calls keeps its mark', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
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
    const deep = runInBackground(async () => {
      await new Promise((r) => setImmediate(r));
      await Promise.resolve().then(() =>
        sql`select 1`.execute(app.database.db).then(() => order.push('background')),
      );
    });
    await queued(0, 1);
    const request = sql`select 2`.execute(app.database.db).then(() => order.push('request'));
    await queued(1, 1);
    release();
    await Promise.all([holder, deep, request]);
    expect(order).toEqual(['request', 'background']);
  });
});
