/**
 * The per-minute limits are kept where every process sees them (issues 18 and 17): two apps on one
 * database count together, a new app on the same database goes on counting, with REDIS_URL the count
 * lives in Redis, and with Redis gone it falls back to the database. The route here is mostly the forgotten-password reset
 * (PUT /to/api/base/system/user/update-password, 20 a minute per IP): the limit counts before the body
 * is checked, so empty bodies are enough.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshIp } from '../src/accounts.testing.ts';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseOptions } from '../src/db/database.ts';
import { REDIS_RETRY_PAUSE_MS } from '../src/plugins/rate-limit.ts';
import { newTestSchemaName, TEST_ENGINE, testDatabaseOptions } from '../src/testing.ts';

const URL_RESET = '/to/api/base/system/user/update-password';
const LIMIT = 20;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function startApp(
  database: DatabaseOptions,
  env: Record<string, string> = {},
  now?: () => Date,
): Promise<App> {
  const app = await buildApp({
    config: loadConfig({ WEB_DIST: join(tmpdir(), 'jianku-test-no-web-dist'), ...env }),
    database,
    logger: pino({ level: 'silent' }),
    now,
  });
  await app.ready();
  return app;
}

/** n requests from `ip`; their HTTP statuses */
async function hit(app: App, ip: string, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await app.inject({ method: 'PUT', url: URL_RESET, remoteAddress: ip, payload: {} });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const opened: App[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const app of opened.reverse()) await app.close().catch(() => {});
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function redisAvailable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

describe(`shared per-minute limits (${TEST_ENGINE})`, () => {
  it.runIf(TEST_ENGINE === 'postgres')(
    'two apps on one PostgreSQL schema share the count, and a new app on it goes on counting',
    async () => {
      const url = process.env.DATABASE_URL ?? '';
      const schema = newTestSchemaName();
      const first = await startApp({
        engine: 'postgres',
        connectionString: url,
        schema,
        dropSchemaOnClose: true,
        poolMax: 2,
      });
      opened.push(first);
      const sameSchema = { engine: 'postgres' as const, connectionString: url, schema, poolMax: 2 };
      const second = await startApp(sameSchema);
      const ip = freshIp();
      expect(await hit(first, ip, 12)).not.toContain(429);
      expect(await hit(second, ip, LIMIT - 12)).not.toContain(429);
      expect(await hit(first, ip, 1)).toEqual([429]);
      expect(await hit(second, ip, 1)).toEqual([429]);
      await second.close();
      const third = await startApp(sameSchema);
      opened.push(third);
      expect(await hit(third, ip, 1)).toEqual([429]);
      // another client is not limited
      expect(await hit(third, freshIp(), 1)).not.toContain(429);
    },
  );

  it.runIf(TEST_ENGINE === 'pglite')('a restarted app on the same PGlite data goes on counting', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'auth-races-ratelimit-'));
    folders.push(folder);
    const ip = freshIp();
    const first = await startApp({ engine: 'pglite', dataDir: folder }, { CATALOG_SEED_SIZE: '0' });
    expect(await hit(first, ip, LIMIT)).not.toContain(429);
    await first.close();
    const second = await startApp({ engine: 'pglite', dataDir: folder }, { CATALOG_SEED_SIZE: '0' });
    opened.push(second);
    expect(await hit(second, ip, 1)).toEqual([429]);
    expect(await hit(second, freshIp(), 1)).not.toContain(429);
  });

  it('an unreachable Redis: the counts go to the database, the routes keep answering and the limit holds', async () => {
    const database = await testDatabaseOptions();
    const app = await startApp(database, { REDIS_URL: 'redis://127.0.0.1:1' });
    opened.push(app);
    const ip = freshIp();
    const statuses = await hit(app, ip, LIMIT);
    expect(statuses).not.toContain(429);
    expect(statuses).not.toContain(503);
    expect(statuses).not.toContain(500);
    const over = await app.inject({ method: 'PUT', url: URL_RESET, remoteAddress: ip, payload: {} });
    expect(over.statusCode).toBe(429);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from rate_limit_hit`.execute(
      app.database.db,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('a Redis that accepts and never answers is asked once per retry pause, not by every request', async () => {
    // a TCP server that takes the connection and the commands and answers nothing
    let received = '';
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('data', (data) => {
        received += data.toString('latin1');
      });
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    // the rate-limit script's calls (EVALSHA, or EVAL) that reached it
    const asked = () => [...received.matchAll(/\*\d+\r\n\$\d+\r\n(eval(?:sha)?)\r\n/gi)].length;
    let offset = 0;
    const app = await startApp(
      await testDatabaseOptions(),
      { REDIS_URL: `redis://127.0.0.1:${(silent.address() as AddressInfo).port}` },
      () => new Date(Date.now() + offset),
    );
    try {
      // the client is connected before the first request (else its command waits in ioredis's offline queue)
      await vi.waitFor(() => expect(sockets.size).toBe(1), { timeout: 10_000 });
      const ip = freshIp();
      const first = await hit(app, ip, 10);
      expect(first.filter((s) => s >= 429)).toEqual([]);
      // the first request waited for Redis and failed over; the nine after it went straight to the database
      // (the silent server reads the bytes on its own turn of the event loop: wait for them, then count)
      await vi.waitFor(() => expect(asked()).toBeGreaterThanOrEqual(1), { timeout: 5_000 });
      expect(asked()).toBe(1);
      offset += REDIS_RETRY_PAUSE_MS + 1000;
      const second = await hit(app, ip, 5);
      expect(second.filter((s) => s >= 429)).toEqual([]);
      await vi.waitFor(() => expect(asked()).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
      expect(asked()).toBe(2);
      // the database kept the count all along: the limit holds
      expect(await hit(app, ip, LIMIT - 15)).not.toContain(429);
      expect(await hit(app, ip, 1)).toEqual([429]);
      expect(asked()).toBe(2);
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('the limits of the other routes (here the client log, 120 a minute) are shared too: a new app on the same database goes on counting', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'jianku-limit-'));
    folders.push(folder);
    const database: DatabaseOptions =
      TEST_ENGINE === 'postgres'
        ? {
            engine: 'postgres',
            connectionString: process.env.DATABASE_URL as string,
            schema: newTestSchemaName(),
          }
        : { engine: 'pglite', dataDir: folder };
    const first = await startApp(database, { CATALOG_SEED_SIZE: '0' });
    const ip = freshIp();
    const log = (app: App) =>
      // the limit counts before the body is read: an empty body (400) is enough
      app.inject({ method: 'POST', url: '/tool/api/front/log', remoteAddress: ip, payload: {} });
    const firstStatuses: number[] = [];
    for (let i = 0; i < 120; i++) firstStatuses.push((await log(first)).statusCode);
    expect(firstStatuses).not.toContain(429);
    await first.close();
    const second = await startApp({ ...database, dropSchemaOnClose: true } as DatabaseOptions, {
      CATALOG_SEED_SIZE: '0',
    });
    opened.push(second);
    expect((await log(second)).statusCode).toBe(429);
  });

  it('with REDIS_URL, two apps on different databases share the count in Redis', async (context) => {
    if (!(await redisAvailable())) {
      context.skip(`no Redis at ${REDIS_URL}`);
      return;
    }
    const env = { REDIS_URL };
    const first = await startApp(await testDatabaseOptions(), env);
    opened.push(first);
    const second = await startApp(await testDatabaseOptions(), env);
    opened.push(second);
    // an address no earlier run used (Redis keeps counts for a minute across test runs)
    const ip = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    expect(await hit(first, ip, 10)).not.toContain(429);
    expect(await hit(second, ip, LIMIT - 10)).not.toContain(429);
    expect(await hit(first, ip, 1)).toEqual([429]);
    expect(await hit(second, ip, 1)).toEqual([429]);
    // nothing of it in the databases
    const rows = await first.database.db.selectFrom('rate_limit_hit').select('key').execute();
    expect(rows).toEqual([]);
  });
});
