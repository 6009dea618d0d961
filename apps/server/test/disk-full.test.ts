/**
 * A real full disk (issue 18, Reliability). What it proves: when the database's disk is really full
 * (a small tmpfs, filled to the last 1 MB by a file; no threshold, MIN_FREE_DISK_MB=0), writes that
 * hit it answer HTTP 507 { code: 507, msg: '存储空间不足，请稍后再试' } and never 500; the writes after
 * that are refused before they reach the database; readiness turns false (503, code 507, the disk
 * check says why) while liveness and reads keep answering; on PGlite, once room is freed on DATA_DIR's
 * disk, readiness and writes come back at once.
 * - PGlite: the data folder (DATA_DIR/pglite) is on the tmpfs; PGlite raises 53100 "could not extend
 *   file ... No space left on device" and keeps running.
 * - PostgreSQL: the test schema's front_log table is moved to a tablespace on the tmpfs (owned by the
 *   postgres user); the server raises the same 53100.
 * Needs root (mount -t tmpfs) and, for PostgreSQL, the server on this machine; skipped otherwise.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, TEST_ENGINE } from '../src/testing.ts';

const MOUNT = `/tmp/health-faults-disk-${process.pid}`;
const LOCAL_PG = !process.env.DATABASE_URL || /@(127\.0\.0\.1|localhost)[:/]/.test(process.env.DATABASE_URL);

/** Mount a tmpfs of `mb` MB at MOUNT; false when this machine does not allow it (not root). */
function mountTmpfs(mb: number): boolean {
  try {
    mkdirSync(MOUNT, { recursive: true });
    const owner = TEST_ENGINE === 'postgres' ? ',uid=postgres,gid=postgres,mode=0700' : '';
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m${owner}`, 'tmpfs', MOUNT], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Fill the tmpfs to its last `leaveKb` KB with one file (incompressible bytes), as root. */
function fill(leaveKb: number): string {
  const { bavail, bsize } = statfsSync(MOUNT);
  const file = join(MOUNT, 'filler');
  const bytes = Math.max(0, bavail * bsize - leaveKb * 1024);
  writeFileSync(file, randomBytes(bytes));
  return file;
}

const canMount = mountTmpfs(TEST_ENGINE === 'pglite' ? 96 : 16);
const TABLESPACE = `jk_full_${process.pid}`;
let app: App;
let filler: string;

beforeAll(async () => {
  if (!canMount) return;
  if (TEST_ENGINE === 'pglite') {
    const config = loadConfig({
      DATA_DIR: MOUNT,
      MIN_FREE_DISK_MB: '0',
      FRONT_LOG_MAX_BATCH_BYTES: BATCH_BYTES,
      WEB_DIST: join(MOUNT, 'no-web'),
    });
    app = await buildApp({
      config,
      database: { engine: 'pglite', dataDir: join(MOUNT, 'pglite') },
      logger: pino({ level: 'silent' }),
    });
    await app.ready();
    await app.services.search.start();
  } else {
    app = await createTestApp({ env: { MIN_FREE_DISK_MB: '0', FRONT_LOG_MAX_BATCH_BYTES: BATCH_BYTES } });
    await sql.raw(`create tablespace ${TABLESPACE} location '${MOUNT}'`).execute(app.database.db);
    await sql.raw(`alter table front_log set tablespace ${TABLESPACE}`).execute(app.database.db);
  }
  filler = fill(1024);
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (TEST_ENGINE === 'postgres' && canMount && process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop tablespace if exists ${TABLESPACE}`).catch(() => {});
    await client.end();
  }
  if (canMount) {
    execFileSync('umount', [MOUNT], { stdio: 'ignore' });
    rmSync(MOUNT, { recursive: true, force: true });
  }
});

/** Batches of about 700 KB fill the disk fast: above the default bound of a batch (512 KB), within the largest. */
const BATCH_BYTES = '1000000';

/** 30 entries (the most a batch takes) of about 23 KB of incompressible text each */
const bigLog = () =>
  JSON.stringify(
    Array.from({ length: 30 }, () => ({
      message: randomBytes(2_900).toString('base64'),
      stack: randomBytes(14_000).toString('base64'),
      type: 'error',
      level: 0,
    })),
  );
const postLog = (remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/tool/api/front/log',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ data: bigLog() }),
  });
const storedLogs = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from front_log`.execute(app.database.db)).rows[0]?.n);

describe.skipIf(!canMount || (TEST_ENGINE === 'postgres' && !LOCAL_PG))(`disk full (${TEST_ENGINE})`, () => {
  it('writes answer 507 存储空间不足 (never 500), readiness false, reads answer; room freed: writes again', async () => {
    const statuses: number[] = [];
    let first507: { code: number; msg: string; data: null } | undefined;
    // 80 batches of about 700 KB cannot fit in the 1 MB left (the rate limit is per address: one each)
    for (let i = 0; i < 80 && !first507; i++) {
      const res = await postLog(`203.0.113.${i + 1}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 507) first507 = res.json();
    }
    expect(statuses.filter((s) => s !== 200 && s !== 507)).toEqual([]);
    expect(first507).toEqual({ code: 507, msg: '存储空间不足，请稍后再试', data: null });

    // the next write is refused before it reaches the database
    const before = await storedLogs();
    const again = await postLog('203.0.113.200');
    expect(again.statusCode).toBe(507);
    expect(again.json()).toEqual({ code: 507, msg: '存储空间不足，请稍后再试', data: null });
    expect(await storedLogs()).toBe(before);

    const live = await app.inject({ url: '/to/api/health/live' });
    expect(live.statusCode).toBe(200);
    const config = await app.inject({ url: '/to/api/system/runtime-config' });
    expect(config.statusCode).toBe(200);

    const ready = await app.inject({ url: '/to/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    const body = ready.json();
    expect(body.code).toBe(507);
    expect(body.msg).toMatch(/^存储空间不足，请稍后再试（/);
    expect(body.data.checks.disk).toMatchObject({ ok: false });
    expect(JSON.stringify(body)).not.toMatch(/base\/|No space|could not extend/);

    // PostgreSQL: the full tablespace is not on DATA_DIR's disk, so statfs cannot see room come back;
    // writes are refused for FULL_HOLD_MS (30 s) after the error, then tried again
    if (TEST_ENGINE === 'postgres') return;
    // room again (statfs sees 16 MB more than at the error): ready, and writes are accepted
    rmSync(filler);
    const recovered = await app.inject({ url: '/to/api/health/ready' });
    expect(recovered.statusCode).toBe(200);
    const write = await postLog('203.0.113.201');
    expect(write.statusCode).toBe(200);
  });
});
