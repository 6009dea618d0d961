/**
 * Liveness and readiness (issue 18, Reliability), on a real database:
 * - liveness answers while the database session is held by a transaction (it never queries);
 * - readiness is false (503, the envelope with the checks as data) while the search index is not built,
 *   when the database is closed, and when the disk under DATA_DIR is below MIN_FREE_DISK_MB (the
 *   threshold is set above the real free space: statfs is real, the disk is not filled here; the real
 *   full disk is in disk-full.test.ts);
 * - below the minimum every write request answers HTTP 507 存储空间不足，请稍后再试 and reads still work.
 */
import { ErrorCode } from '@jianku/rules';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { freeBytes } from '../src/lib/disk-space.ts';
import { createTestApp, TEST_ENGINE, waitUntil } from '../src/testing.ts';

const apps: App[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

async function testApp(env: Record<string, string> = {}, beforeReady?: (app: App) => void) {
  const app = await createTestApp({ env, ...(beforeReady ? { beforeReady, waitForIndex: false } : {}) });
  apps.push(app);
  return app;
}

describe(`health (${TEST_ENGINE})`, () => {
  it('liveness answers while the database is held; readiness is 503 until the search index is built', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding: Promise<void> | undefined;
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Before ready() starts the index build: a transaction that locks the item table (on PGlite: the
    // whole session) until the gate opens, so the build cannot read.
    const app = await testApp({}, (a) => {
      holding = a.database.db.transaction().execute(async (trx) => {
        await sql`lock table item in access exclusive mode`.execute(trx);
        locked();
        await gate;
      });
    });
    await isLocked;

    const live = await app.inject({ url: '/to/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ code: 0, data: { status: 'ok', db: TEST_ENGINE } });
    expect(app.services.search.indexState()).toBe('building');

    const readiness = app.inject({ url: '/to/api/health/ready' });
    // PostgreSQL answers while the item table is locked; PGlite's one session waits for the gate: once the
    // readiness query waits in the request lane the gate opens, and it goes before the build's queued reads
    // (requests first).
    if (TEST_ENGINE === 'postgres') await readiness;
    else {
      await waitUntil(
        () => (app.database.sessionQueue?.().foreground ?? 0) > 0,
        'readiness waits for the session',
      );
      release();
    }
    const res = await readiness;
    release();
    await holding;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: ErrorCode.serviceUnavailable,
      msg: '服务暂不可用，请稍后再试（搜索索引尚未建好）',
      data: {
        status: 'unavailable',
        checks: {
          database: { ok: true },
          search: { ok: false, state: 'building', reason: '搜索索引尚未建好' },
          disk: { ok: true },
        },
      },
    });

    await waitUntil(() => app.services.search.indexState() === 'ready');
    const after = await app.inject({ url: '/to/api/health' });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.status).toBe('ok');
  });

  it('a closed database: readiness 503 (database not writable), liveness still 200', async () => {
    const app = await testApp();
    await app.database.close();
    for (const url of ['/to/api/health', '/to/api/health/ready']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body.code).toBe(ErrorCode.serviceUnavailable);
      expect(body.msg).toBe('服务暂不可用，请稍后再试（数据库不可写）');
      expect(body.data.checks.database).toMatchObject({ ok: false, reason: '数据库不可写' });
      expect(body.data.checks.search.ok).toBe(true);
      expect(JSON.stringify(body)).not.toMatch(/select|insert|health_probe|\/tmp|at /i);
    }
    const live = await app.inject({ url: '/to/api/health/live' });
    expect(live.statusCode).toBe(200);
  });

  it('disk below MIN_FREE_DISK_MB: readiness 503 with code 507, writes 507, reads still answer', async () => {
    const freeMb = Math.floor((await freeBytes(process.cwd())) / 1048576);
    const app = await testApp({ DATA_DIR: process.cwd(), MIN_FREE_DISK_MB: String(freeMb + 1024) });

    const ready = await app.inject({ url: '/to/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    const body = ready.json();
    expect(body.code).toBe(ErrorCode.insufficientStorage);
    expect(body.msg).toMatch(/^存储空间不足，请稍后再试（磁盘剩余 \d+ MB，低于下限 \d+ MB）$/);
    expect(body.data.checks.disk).toMatchObject({ ok: false, minFreeMb: freeMb + 1024 });
    expect(body.data.checks.disk.freeMb).toBeGreaterThan(0);

    const write = await app.inject({
      method: 'POST',
      url: '/tool/api/front/log',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: JSON.stringify([{ message: 'x', type: 'error', level: 0 }]) }),
    });
    expect(write.statusCode).toBe(507);
    expect(write.json()).toEqual({ code: 507, msg: '存储空间不足，请稍后再试', data: null });
    expect(await app.database.db.selectFrom('front_log').select('id').execute()).toHaveLength(0);

    const read = await app.inject({ url: '/to/api/health/live' });
    expect(read.statusCode).toBe(200);
    const config = await app.inject({ url: '/to/api/system/runtime-config' });
    expect(config.statusCode).toBe(200);
  });
});
