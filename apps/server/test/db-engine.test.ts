/**
 * The same expectations on both engines: this file runs on PGlite (npx vitest run --project server)
 * and on PostgreSQL (node scripts/test-pg.mjs).
 */
import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { TEST_ENGINE, testDatabaseOptions } from '../src/testing.ts';

let database: AppDatabase;

beforeAll(async () => {
  database = await openDatabase(await testDatabaseOptions());
  await migrateToLatest(database);
});

afterAll(async () => {
  await database?.close();
});

describe(`database engine parity (${TEST_ENGINE})`, () => {
  it('opens the configured engine in its own schema', () => {
    expect(database.engine).toBe(TEST_ENGINE);
    if (TEST_ENGINE === 'postgres') expect(database.schema).toMatch(/^jk_test_/);
    else expect(database.schema).toBe('public');
  });

  it('reads values as the same JS types', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select
        42::int4 as int4, 7::int2 as int2, 9007199254740991::int8 as int8_safe,
        9007199254740993::int8 as int8_big, (select count(*) from generate_series(1, 5)) as count,
        1.25::float8 as float8, 12.500::numeric as numeric, true as bool, 'M8'::text as text,
        'M8'::varchar(10) as varchar, '2024-02-29'::date as date,
        '2024-02-29 10:11:12.345'::timestamp as ts,
        '2024-02-29 10:11:12.345+08'::timestamptz as tstz, '1 day 02:00:00'::interval as interval,
        '{"a":[1,"x",null]}'::jsonb as jsonb, '{"b":2}'::json as json,
        array[1, 2]::int4[] as int4s, array[1, 2]::int8[] as int8s, array['a', null]::text[] as texts,
        array['1.50']::numeric[] as numerics, array['2024-01-02'::date] as dates,
        '6ba7b810-9dad-11d1-80b4-00c04fd430c8'::uuid as uuid, null::text as nothing
    `.execute(database.db);
    expect(rows[0]).toEqual({
      int4: 42,
      int2: 7,
      int8_safe: 9007199254740991,
      int8_big: '9007199254740993',
      count: 5,
      float8: 1.25,
      numeric: '12.500',
      bool: true,
      text: 'M8',
      varchar: 'M8',
      date: '2024-02-29',
      ts: new Date('2024-02-29T10:11:12.345Z'),
      tstz: new Date('2024-02-29T02:11:12.345Z'),
      interval: '1 day 02:00:00',
      jsonb: { a: [1, 'x', null] },
      json: { b: 2 },
      int4s: [1, 2],
      int8s: [1, 2],
      texts: ['a', null],
      numerics: ['1.50'],
      dates: ['2024-01-02'],
      uuid: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
      nothing: null,
    });
  });

  it('binds parameters the same way (text, numbers, dates, JSON, arrays)', async () => {
    const when = new Date('2024-05-06T07:08:09.010Z');
    const { rows } = await sql<Record<string, unknown>>`
      select ${'件库'}::text as text, ${3}::int4 as n, ${when}::timestamptz as at,
        ${JSON.stringify({ k: 'v' })}::jsonb as j, ${[1, 2, 3]}::int4[] as list, ${null}::text as none
    `.execute(database.db);
    expect(rows[0]).toEqual({ text: '件库', n: 3, at: when, j: { k: 'v' }, list: [1, 2, 3], none: null });
  });

  it('reports affected rows and returns inserted rows', async () => {
    const db = database.db;
    const inserted = await db
      .insertInto('dict_data')
      .values([
        { dict_type: 'parity', label: 'a', value: '1' },
        { dict_type: 'parity', label: 'b', value: '2' },
      ])
      .returning(['id', 'created_at', 'enabled', 'sort'])
      .execute();
    expect(inserted).toHaveLength(2);
    expect(typeof inserted[0]?.id).toBe('number');
    expect(inserted[0]?.created_at).toBeInstanceOf(Date);
    expect(inserted[0]).toMatchObject({ enabled: true, sort: 0 });
    const updated = await db
      .updateTable('dict_data')
      .set({ sort: 5 })
      .where('dict_type', '=', 'parity')
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const deleted = await db.deleteFrom('dict_data').where('dict_type', '=', 'parity').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(2n);
  });

  it('raises PostgreSQL errors with their code and constraint', async () => {
    const error = await database.db
      .insertInto('dict_data')
      .values({ dict_type: 'system_config', label: 'token_expire_time', value: '1' })
      .execute()
      .then(
        () => undefined,
        (err: unknown) => err as { code?: string; constraint?: string; message: string },
      );
    expect(error?.code).toBe('23505');
    expect(error?.constraint).toBe('dict_data_type_label_key');
    expect(error?.message).toMatch(/duplicate key/);
    const syntax = await sql`selec 1`.execute(database.db).catch((err: { code?: string }) => err);
    expect((syntax as { code?: string }).code).toBe('42601');
  });

  it('commits and rolls back transactions, savepoints included', async () => {
    const db = database.db;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('dict_data').values({ dict_type: 'tx', label: 'kept', value: '1' }).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('dict_data').values({ dict_type: 'tx', label: 'dropped', value: '1' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const trx = await db.startTransaction().execute();
    await trx.insertInto('dict_data').values({ dict_type: 'tx', label: 'outer', value: '1' }).execute();
    const inner = await trx.savepoint('inner').execute();
    await inner.insertInto('dict_data').values({ dict_type: 'tx', label: 'inner', value: '1' }).execute();
    await inner.rollbackToSavepoint('inner').execute();
    await trx.commit().execute();
    const labels = await db
      .selectFrom('dict_data')
      .select('label')
      .where('dict_type', '=', 'tx')
      .orderBy('label')
      .execute();
    expect(labels.map((row) => row.label)).toEqual(['kept', 'outer']);
  });

  it('migrations: every file is listed, they ran once, a second run changes nothing', async () => {
    const files = readdirSync(new URL('../src/db/migrations/', import.meta.url))
      .filter((file) => /^\d{4}_.+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(migrations).sort()).toEqual(files.sort());
    expect(await migrateToLatest(database)).toEqual([]);
    const ran = await database.db
      .withSchema(database.schema)
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .execute();
    expect(ran.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });
});
