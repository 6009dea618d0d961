/**
 * The embedded engine: PGlite in a worker thread. Always runs on PGlite, whatever DATABASE_URL says.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { migrations } from '../src/db/migrations/index.ts';

let app: App;

beforeAll(async () => {
  app = await buildApp({
    config: loadConfig({ WEB_DIST: join(tmpdir(), 'jianku-test-no-web-dist') }),
    database: { engine: 'pglite', dataDir: undefined },
    logger: pino({ level: 'silent' }),
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

describe('PGlite in a worker thread', () => {
  it('a heavy query does not block the main thread: timers keep firing, other requests answer', async () => {
    expect(app.database.engine).toBe('pglite');
    // Ordering, not the clock: on a free event loop the timer keeps firing and the request is answered while the
    // heavy query is still running; a query on the main thread would hold both until it ended.
    let heavyDone = false;
    let ticksWhileHeavy = 0;
    const timer = setInterval(() => {
      if (!heavyDone) ticksWhileHeavy++;
    }, 10);

    const heavy = sql<{ count: number }>`select count(*) as count from generate_series(1, 3000000) a`
      .execute(app.database.db)
      .then((result) => {
        heavyDone = true;
        return result;
      });
    // until the timer has fired once (or the query ended): on the main thread the query would hold it until the end
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (ticksWhileHeavy > 0 || heavyDone) {
          clearInterval(poll);
          resolve();
        }
      }, 1);
    });
    const res = await app.inject({ url: '/to/api/system/runtime-config' });
    const answeredWhileHeavyRan = !heavyDone;
    const ticksBeforeAnswer = ticksWhileHeavy;
    const { rows } = await heavy;
    clearInterval(timer);

    expect(rows[0]?.count).toBe(3_000_000);
    expect(res.statusCode).toBe(200);
    // While it ran the event loop stayed free: the answer came before the query ended, and the timer fired in
    // the meantime (no clock figure: a faster or slower machine changes how often, not whether).
    expect(answeredWhileHeavyRan).toBe(true);
    expect(ticksBeforeAnswer).toBeGreaterThan(0);
  });

  it('transactions own the session: other queries wait until commit and never see uncommitted rows', async () => {
    const db = app.database.db;
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('dict_data').values({ dict_type: 'mutex', label: 'a', value: '1' }).execute();
      inserted();
      await gate;
      // Round trips to the worker after the outside read was issued: the worker answers in arrival order, so an
      // outside read not held back would be answered among them, before the commit, and see the row.
      for (let i = 0; i < 3; i++) await sql`select ${i}::int4`.execute(trx);
      events.push('commit');
    });
    await insertedOnce;
    const outside = db
      .selectFrom('dict_data')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('dict_type', '=', 'mutex')
      .executeTakeFirstOrThrow()
      .then((row) => {
        events.push(`read ${row.n}`);
      });
    release();
    await Promise.all([transaction, outside]);
    expect(events).toEqual(['commit', 'read 1']);
  });

  it('a failed transaction rolls back and frees the session', async () => {
    const db = app.database.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('dict_data').values({ dict_type: 'mutex', label: 'b', value: '1' }).execute();
        await sql`select * from missing_table`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '42P01' });
    const rows = await db.selectFrom('dict_data').select('label').where('dict_type', '=', 'mutex').execute();
    expect(rows.map((row) => row.label)).toEqual(['a']);
  });

  it('many concurrent queries all get answers, in order per caller', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sql<{ n: number }>`select ${i}::int4 as n`.execute(app.database.db),
      ),
    );
    expect(results.map((result) => result.rows[0]?.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('streams results in chunks', async () => {
    const sizes: number[] = [];
    const query = app.database.db
      .selectFrom(sql<{ n: number }>`generate_series(1, 2500)`.as('g'))
      .select(sql<number>`g`.as('n'));
    for await (const row of query.stream(1000)) {
      if (row.n % 1000 === 1) sizes.push(row.n);
    }
    expect(sizes).toEqual([1, 1001, 2001]);
  });

  it('a data folder that cannot be created fails with a clear message', async () => {
    await expect(openDatabase({ engine: 'pglite', dataDir: '/dev/null/jianku/pglite' })).rejects.toThrow(
      /^无法打开嵌入式数据库（DATA_DIR\/pglite）：PGlite 启动失败：ENOTDIR/,
    );
  });

  it('keeps its data in DATA_DIR/pglite, created on first start, across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jianku-pglite-'));
    const folder = join(dataDir, 'pglite');
    try {
      const first = await openDatabase({ engine: 'pglite', dataDir: folder });
      expect(await migrateToLatest(first)).toEqual(Object.keys(migrations));
      await first.db
        .insertInto('dict_data')
        .values({ dict_type: 'disk', label: 'kept', value: '1' })
        .execute();
      await first.close();
      expect(existsSync(join(folder, 'PG_VERSION'))).toBe(true);

      const second = await openDatabase({ engine: 'pglite', dataDir: folder });
      expect(await migrateToLatest(second)).toEqual([]);
      const row = await second.db
        .selectFrom('dict_data')
        .select('label')
        .where('dict_type', '=', 'disk')
        .executeTakeFirst();
      expect(row?.label).toBe('kept');
      await second.close();
      await second.close();
      await expect(sql`select 1`.execute(second.db)).rejects.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
