/**
 * The client log intake is bounded (issue 18: 53 MB in 4 s from one IP, kept forever): batch and entry
 * size caps, a per-IP daily quota, retention days and a size cap; every drop is counted in
 * front_log_drop, which the operator reads.
 */
import { ErrorCode } from '@jianku/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, TEST_ENGINE } from '../src/testing.ts';

let app: App;

/** Small bounds so that the tests stay small. */
const BOUNDS = {
  FRONT_LOG_MAX_ENTRY_BYTES: '2048',
  FRONT_LOG_MAX_BATCH_BYTES: '8192',
  FRONT_LOG_MAX_PER_IP_PER_DAY: '10',
  FRONT_LOG_RETENTION_DAYS: '7',
  FRONT_LOG_MAX_MB: '1',
};

beforeAll(async () => {
  app = await createTestApp({ env: BOUNDS });
});

afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  await app.database.db.deleteFrom('front_log').execute();
  await app.database.db.deleteFrom('front_log_drop').execute();
});

const entry = (n: number, extra = '') => ({ message: `错误 #${n}${extra}`, name: 'TypeError', level: 0 });

const post = (entries: unknown[], ip = '198.51.100.9') =>
  app.inject({
    method: 'POST',
    url: '/tool/api/front/log',
    remoteAddress: ip,
    payload: { data: JSON.stringify(entries) },
  });

const rows = () =>
  app.database.db.selectFrom('front_log').select(['id', 'message', 'ip', 'bytes']).orderBy('id').execute();
const drops = async () =>
  Object.fromEntries((await app.services.frontLog.drops()).map((drop) => [drop.reason, drop.count]));

describe(`front log storage bounds (${TEST_ENGINE})`, () => {
  it('the defaults are documented numbers', () => {
    expect(loadConfig({}).frontLog).toEqual({
      maxEntryBytes: 32_768,
      maxBatchBytes: 524_288,
      retentionDays: 14,
      maxBytes: 64 * 1024 * 1024,
      maxPerIpPerDay: 2000,
    });
  });

  it('a batch over FRONT_LOG_MAX_BATCH_BYTES is refused whole with 413 and counted', async () => {
    const big = Array.from({ length: 10 }, (_, n) => entry(n, 'x'.repeat(1000)));
    const res = await post(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: ErrorCode.payloadTooLarge, data: null });
    expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await rows()).toHaveLength(0);
    expect(await drops()).toEqual({ batch_too_large: 1 });
  });

  it('an entry over FRONT_LOG_MAX_ENTRY_BYTES is dropped and counted; the rest are stored', async () => {
    const res = await post([entry(1), entry(2, 'y'.repeat(3000)), entry(3)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ count: 2 });
    const stored = await rows();
    expect(stored.map((row) => row.message)).toEqual(['错误 #1', '错误 #3']);
    // the stored size is the entry's JSON in bytes (UTF-8: a CJK character is 3)
    expect(stored[0]?.bytes).toBe(Buffer.byteLength(JSON.stringify(entry(1))));
    expect(await drops()).toEqual({ entry_too_large: 1 });
  });

  it('an IP stores at most FRONT_LOG_MAX_PER_IP_PER_DAY entries a day; later ones are dropped and counted', async () => {
    const batch = (from: number) => Array.from({ length: 4 }, (_, n) => entry(from + n));
    const counts: number[] = [];
    for (let i = 0; i < 4; i++) counts.push((await post(batch(i * 4))).json().data.count);
    expect(counts).toEqual([4, 4, 2, 0]);
    // another IP is not affected
    expect((await post(batch(100), '198.51.100.10')).json().data.count).toBe(4);
    expect((await rows()).filter((row) => row.ip === '198.51.100.9')).toHaveLength(10);
    expect(await drops()).toEqual({ ip_quota: 6 });
  });

  it('entries older than FRONT_LOG_RETENTION_DAYS are pruned and counted', async () => {
    const day = 24 * 60 * 60 * 1000;
    await app.database.db
      .insertInto('front_log')
      .values([
        { message: 'old', ip: '192.0.2.1', bytes: 10, created_at: new Date(Date.now() - 8 * day) } as never,
        {
          message: 'recent',
          ip: '192.0.2.1',
          bytes: 10,
          created_at: new Date(Date.now() - 6 * day),
        } as never,
      ])
      .execute();
    expect(await app.services.frontLog.prune()).toBe(1);
    expect((await rows()).map((row) => row.message)).toEqual(['recent']);
    expect(await drops()).toEqual({ retention: 1 });
  });

  it('beyond FRONT_LOG_MAX_MB the oldest entries are pruned and counted', async () => {
    const mb = 1024 * 1024;
    // five entries recorded as 300 KB each: 1.5 MB, over the 1 MB cap by 0.5 MB → the two oldest go
    await app.database.db
      .insertInto('front_log')
      .values(Array.from({ length: 5 }, (_, n) => ({ message: `m${n}`, bytes: Math.round(0.3 * mb) })))
      .execute();
    expect(await app.services.frontLog.prune()).toBe(2);
    expect((await rows()).map((row) => row.message)).toEqual(['m2', 'm3', 'm4']);
    expect(await drops()).toEqual({ size_cap: 2 });
    // under the cap: nothing more
    expect(await app.services.frontLog.prune()).toBe(0);
  });

  it('a save prunes (at most once a minute): an expired entry goes with the first save', async () => {
    const fresh = await createTestApp({ env: BOUNDS });
    try {
      await fresh.database.db
        .insertInto('front_log')
        .values({
          message: 'old',
          bytes: 10,
          created_at: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
        } as never)
        .execute();
      const res = await fresh.inject({
        method: 'POST',
        url: '/tool/api/front/log',
        payload: { data: JSON.stringify([entry(1)]) },
      });
      expect(res.json().data).toEqual({ count: 1 });
      const left = await fresh.database.db.selectFrom('front_log').select('message').execute();
      expect(left.map((row) => row.message)).toEqual(['错误 #1']);
      expect((await fresh.services.frontLog.drops()).map((d) => [d.reason, d.count])).toEqual([
        ['retention', 1],
      ]);
    } finally {
      await fresh.close();
    }
  });
});
