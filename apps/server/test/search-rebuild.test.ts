/**
 * The search build's item reader (search.repository.ts readItemsJson, which readItems uses on PGlite, and
 * itemsByIds, the change feed's): each batch comes back from the database as one JSON text (to_json per text column, jsonb as printed). Checked on a real database
 * (PGlite, or PostgreSQL when DATABASE_URL is set) against the plain row read through the driver's own
 * parsers: awkward texts (tabs, newlines, quotes, backslashes, a literal \N, control characters, Chinese,
 * emoji), nulls in every nullable column, params and material with the same, timestamps with
 * microseconds and before 1970, private items; then a seeded catalogue, batch by batch, and the service's
 * build over it.
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { createCatalogSeeder } from '../src/modules/catalog/catalog-seed.service.ts';
import {
  createSearchRepository,
  readItemRowsPlain,
  type SearchItemRow,
} from '../src/modules/search/search.repository.ts';
import { createSearchService } from '../src/modules/search/search.service.ts';
import { createSearchConsumersRepository } from '../src/modules/search/search-consumers.repository.ts';
import { TEST_ENGINE, testDatabaseOptions } from '../src/testing.ts';

let database: AppDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await openDatabase(await testDatabaseOptions());
  await migrateToLatest(database);
  db = database.db;
}, 120_000);

afterAll(async () => {
  await database?.close();
});

/** The same rows through a plain select and the driver's parsers (jsonb, timestamptz, bigint). */
async function plainRows(where: (id: number) => boolean = () => true): Promise<SearchItemRow[]> {
  return (await readItemRowsPlain(db, 0, 1_000_000)).filter((r) => where(r.id));
}

const AWKWARD = [
  'tab\there',
  'line\nbreak\r\nand return',
  'quote " and \' apostrophe',
  'back\\slash \\N \\t \\\\',
  '\\N',
  'control \u0001\u001f\u007f chars',
  '贴片电阻 0603 1% 10kΩ ±5%',
  'emoji 🔩 and 𠀀 (outside the BMP)',
  '',
  ' leading and trailing ',
  'json-like {"a":[1,2]} and ,],[',
];

describe(`search rebuild reader (${TEST_ENGINE})`, () => {
  let awkwardIds: number[] = [];
  let privateId = 0;

  beforeAll(async () => {
    const brand = await db
      .insertInto('brand')
      .values({ code: 'RB-BRAND', name_zh: '品牌\t"甲"', name_en: 'Brand\\A' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await db
      .insertInto('category')
      .values({ code: 'RB-CAT', kind: 2, name: '分类\n一', name_en: 'Cat', params: JSON.stringify([]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const values = AWKWARD.map((text, i) => ({
      code: `RB-${i}`,
      kind: 2,
      category_id: category.id,
      brand_id: i % 2 === 0 ? brand.id : null,
      model: `M${i} ${text}`.slice(0, 128),
      name: text,
      series: text,
      standard: i % 3 === 0 ? null : text,
      description: `${text} / ${text}`,
      package: i % 4 === 0 ? null : text.slice(0, 64),
      params: JSON.stringify({
        [`k${i}`]: { display: text, si: i % 2 ? null : 1e-12 * (i + 1), unit: i % 2 ? '' : 'F' },
        big: { display: '1.5 GHz', si: 1.5e9, unit: 'Hz' },
        [text.slice(0, 20) || 'empty']: { display: '', si: null, unit: '' },
      }),
      material:
        i % 3 === 0
          ? null
          : JSON.stringify(
              i % 3 === 1
                ? { numericCode: text, equivalents: { astm: text, en: '1.4301' } }
                : { numericCode: null, grade: 'x' },
            ),
    }));
    const inserted = await db.insertInto('item').values(values).returning('id').execute();
    awkwardIds = inserted.map((r) => Number(r.id));
    // microseconds, an offset, and before 1970 (created_at is not writable through the typed insert)
    for (const [i, id] of awkwardIds.entries()) {
      const at = i % 2 ? '1969-12-31 23:59:59.999999+00' : `2026-05-0${(i % 9) + 1} 10:11:12.345678+08`;
      await sql`update item set created_at = ${at}::timestamptz where id = ${id}`.execute(db);
    }
    const priv = await db
      .insertInto('item')
      .values({
        code: 'RB-PRIVATE',
        kind: 2,
        category_id: category.id,
        org_id: 7,
        model: 'PRIVATE',
        name: '私有',
        params: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    privateId = Number(priv.id);
  });

  it('reads awkward texts, nulls, params, material and timestamps exactly as the plain row read does', async () => {
    const repository = createSearchRepository(db);
    const rows = await repository.readItemsJson(0, 1000);
    expect(rows.map((r) => r.id)).toEqual(awkwardIds);
    expect(rows).toEqual(await plainRows());
    const byName = new Map(rows.map((r) => [r.name, r]));
    for (const text of AWKWARD) expect(byName.get(text)?.description).toBe(`${text} / ${text}`);
    expect(rows.filter((r) => r.standard === null)).toHaveLength(4);
    expect(rows.filter((r) => r.package === null)).toHaveLength(3);
    expect(rows.filter((r) => r.brandId === null)).toHaveLength(Math.floor(AWKWARD.length / 2));
    expect(rows.filter((r) => r.material === null).length).toBeGreaterThan(0);
    const line = AWKWARD[1] as string;
    expect(rows.find((r) => r.material?.numericCode === line)?.material?.equivalents).toEqual({
      astm: line,
      en: '1.4301',
    });
    // before 1970 floors to the millisecond as a Date does; +08:00 is read as such
    expect(rows[1]?.createdAt).toBe(-1);
    expect(rows[0]?.createdAt).toBe(Date.UTC(2026, 4, 1, 2, 11, 12, 345));
    expect(rows[0]?.params.big).toEqual({ display: '1.5 GHz', si: 1.5e9, unit: 'Hz' });
    expect(rows[0]?.params.k0?.si).toBe(1e-12);
  });

  it('keyset batches: after an id, at most the limit, in id order; private items never', async () => {
    const repository = createSearchRepository(db);
    const [a = 0, b = 0, c = 0] = awkwardIds;
    expect((await repository.readItemsJson(a, 2)).map((r) => r.id)).toEqual([b, c]);
    expect(await repository.readItemsJson(privateId, 10)).toEqual([]);
    // the engine's choice (JSON batches on PGlite, rows on PostgreSQL) reads the same
    expect(await repository.readItems(a, 2)).toEqual(await repository.readItemsJson(a, 2));
    const last = awkwardIds[awkwardIds.length - 1] ?? 0;
    expect(await repository.readItemsJson(last, 10)).toEqual([]);
    expect(await repository.readItems(last, 10)).toEqual([]);
  });

  it('itemsByIds answers the public ones among the ids, as the plain read', async () => {
    const repository = createSearchRepository(db);
    const wanted = [awkwardIds[3] ?? 0, awkwardIds[0] ?? 0, privateId, 999_999_999];
    const rows = await repository.itemsByIds(wanted);
    expect(rows).toEqual(await plainRows((id) => wanted.includes(id)));
    expect(rows.map((r) => r.id)).toEqual([awkwardIds[0], awkwardIds[3]]);
    expect(await repository.itemsByIds([])).toEqual([]);
  });

  it('a seeded catalogue reads batch by batch exactly as the plain read, and the build indexes every public item', async () => {
    await createCatalogSeeder(db).seed({ size: 3000 });
    const repository = createSearchRepository(db);
    const read: SearchItemRow[] = [];
    for (let after = 0; ; ) {
      const batch = await repository.readItemsJson(after, 700);
      if (batch.length === 0) break;
      read.push(...batch);
      after = (batch[batch.length - 1] as SearchItemRow).id;
    }
    const plain = await plainRows();
    expect(read.length).toBe(plain.length);
    expect(read.length).toBeGreaterThan(3000);
    expect(read).toEqual(plain);

    const service = createSearchService({ repository, consumers: createSearchConsumersRepository(db) });
    await service.start();
    await service.stop();
    const indexed = Object.values(service.stats()).reduce((n, s) => n + (s as { items: number }).items, 0);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from item where org_id is null and kind in (1, 2, 4)`.execute(db);
    expect(indexed).toBe(rows[0]?.n);
  });
});
