/**
 * Search under writes (issue 17): the cached merged runs of frequent words, their intersections and a lone
 * word's reused facet counts follow each write (engine/merge-patch.ts) instead of being dropped. On a real
 * database (PGlite, or PostgreSQL through scripts/test-pg.mjs) with a seeded catalogue, random writes —
 * inserts, updates of words, part number, parameters, brand and category, deletes, unpublishing and
 * publishing again — go through the item table and the change-log follow (sync) of a service whose engine
 * merges every word of a few postings (so the cache serves nearly every query), with queries between the
 * writes (so cached runs are patched, not made afresh). At checkpoints every query is answered by it and by
 * a fresh service built from the same rows: totals, the page's rows in order (the row cache follows the
 * writes too), the category, brand, package,
 * lifecycle, mounting and parameter facets, and the quantities must be equal; and the part-number suggestions of prefixes that
 * five or more live part numbers start with (not the whole suggestion answer: its name words count the items of
 * the last build, by design, suggestions.ts; its phrases follow the writes, proven in search-index.test.ts).
 */
import { formatQuantity, type ParamDef } from '@jianku/catalog';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { createCatalogSeeder } from '../src/modules/catalog/catalog-seed.service.ts';
import { createSearchRepository } from '../src/modules/search/search.repository.ts';
import {
  createSearchService,
  type SearchQuery,
  type SearchService,
} from '../src/modules/search/search.service.ts';
import { normalizeModel } from '../src/modules/search/search.text.ts';
import { createSearchConsumersRepository } from '../src/modules/search/search-consumers.repository.ts';
import { TEST_ENGINE, testDatabaseOptions } from '../src/testing.ts';

const SEED_SIZE = 3000;
const WRITES = 72;
const CHECK_EVERY = 12;

let database: AppDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await openDatabase(await testDatabaseOptions());
  await migrateToLatest(database);
  db = database.db;
  await createCatalogSeeder(db).seed({ size: SEED_SIZE });
}, 180_000);

afterAll(async () => {
  await database?.close();
});

/** xorshift32: the same writes and queries on every run */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

function service(indexOptions?: { mergeMin: number; orderMin: number }): SearchService {
  return createSearchService({
    repository: createSearchRepository(db),
    consumers: createSearchConsumersRepository(db),
    ...(indexOptions ? { indexOptions } : {}),
  });
}

interface ItemRow {
  id: number;
  kind: number;
  categoryId: number;
  brandId: number | null;
  model: string;
  name: string;
}

async function publicItems(): Promise<ItemRow[]> {
  const { rows } = await sql<{
    id: string;
    kind: number;
    category_id: string;
    brand_id: string | null;
    model: string;
    name: string;
  }>`select id, kind, category_id, brand_id, model, name from item where org_id is null order by id`.execute(
    db,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    categoryId: Number(r.category_id),
    brandId: r.brand_id === null ? null : Number(r.brand_id),
    model: r.model,
    name: r.name,
  }));
}

interface Leaf {
  id: number;
  kind: number;
  name: string;
  params: ParamDef[];
  items: number;
}

/** The queries: frequent words alone and together, with scopes, filters, sorts and pages; scopes alone. */
async function makeQueries(items: ItemRow[], leaves: Leaf[]): Promise<SearchQuery[]> {
  const out: SearchQuery[] = [];
  const add = (q: Partial<SearchQuery> & { kind: number }) =>
    out.push({ sort: 'relevance', page: 1, pageSize: 10, params: {}, ...q });
  for (const kind of [1, 2, 4]) {
    const ofKind = items.filter((i) => i.kind === kind);
    const top = leaves.filter((c) => c.kind === kind).slice(0, 3);
    const names = [...new Set(ofKind.map((i) => i.name))].slice(0, 4);
    const brands = [...new Set(ofKind.flatMap((i) => (i.brandId === null ? [] : [i.brandId])))].slice(0, 2);
    const words = [...top.map((c) => c.name), ...names];
    for (const [n, w] of words.entries()) {
      add({ kind, keyWords: w });
      add({ kind, keyWords: w, sort: n % 2 ? 'name' : 'newest' });
      add({ kind, keyWords: w, page: 2 });
      const other = words[(n + 1) % words.length] as string;
      add({ kind, keyWords: `${w} ${other}` });
      if (brands[0] !== undefined) add({ kind, keyWords: w, brandId: brands[0] });
      // issue 15: mounting and lifecycle filters (their facets are compared with every query's)
      if (kind === 2) add({ kind, keyWords: w, mountings: n % 2 ? ['smd'] : ['tht', 'other'] });
      if (kind === 2 && n < 2) add({ kind, keyWords: w, lifecycles: ['active', 'obsolete'] });
    }
    const model = ofKind[0]?.model ?? '';
    if (model.length > 3) add({ kind, keyWords: model.slice(0, 2) });
    for (const b of brands) add({ kind, brandId: b });
    for (const c of top) {
      add({ kind, categoryId: c.id });
      add({ kind, categoryId: c.id, sort: 'newest' });
      add({ kind, categoryId: c.id, keyWords: words[0] as string });
      const filters = await filtersOf(c);
      for (const params of filters) {
        add({ kind, categoryId: c.id, params });
        add({ kind, categoryId: c.id, params, keyWords: c.name });
      }
    }
  }
  return out;
}

/** A numeric range (the middle half of the values) and an enum value of a category, from its rows. */
async function filtersOf(c: Leaf): Promise<Array<Record<string, string>>> {
  const out: Array<Record<string, string>> = [];
  const numeric = c.params.find((p) => p.type === 'numeric' && p.filterable);
  if (numeric) {
    const { rows } = await sql<{ si: number }>`
      select (params->${numeric.key}->>'si')::float8 as si from item
      where category_id = ${c.id} and params->${numeric.key}->>'si' is not null order by 1`.execute(db);
    if (rows.length >= 4) {
      const q = (f: number) =>
        formatQuantity((rows[Math.floor(rows.length * f)] as { si: number }).si, numeric.dimension);
      out.push({ [numeric.key]: `${q(0.25)}~${q(0.75)}`.replace(/\s+/g, '') });
    }
  }
  const en = c.params.find((p) => p.type === 'enum' && p.filterable);
  if (en) {
    const { rows } = await sql<{ v: string }>`
      select params->${en.key}->>'display' as v from item
      where category_id = ${c.id} and coalesce(params->${en.key}->>'display', '') <> ''
      group by 1 order by count(*) desc, 1 limit 1`.execute(db);
    if (rows[0]) out.push({ [en.key]: rows[0].v });
  }
  return out;
}

/** One random write to the item table (the triggers log it for the change-log follow). */
async function randomWrite(
  random: () => number,
  n: number,
  items: ItemRow[],
  leaves: Leaf[],
  hidden: number[],
): Promise<string> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const item = pick(items);
  const sameKind = items.filter((i) => i.kind === item.kind);
  const other = pick(sameKind);
  const op = Math.floor(random() * 9);
  switch (op) {
    case 0: {
      await sql`insert into item (code, kind, category_id, brand_id, model, name, series, standard,
          description, package, params, material, size_si, source)
        select ${`W-${n}`}, kind, category_id, brand_id, model || ${`-W${n}`}, name, series, standard,
          description, package, params, material, size_si, 'import' from item where id = ${item.id}`.execute(
        db,
      );
      return `insert like ${item.id}`;
    }
    case 1:
      await sql`update item set name = ${other.name}, description = description || ${` ${item.name}`},
        updated_at = now() where id = ${item.id}`.execute(db);
      return `words of ${item.id}`;
    case 2:
      await sql`update item set model = ${`${other.model}${n}`} where id = ${item.id}`.execute(db);
      return `part number of ${item.id}`;
    case 3: {
      const peer = pick(items.filter((i) => i.categoryId === item.categoryId));
      // with the peer's package, and a lifecycle by id (issue 15's facets follow the write)
      await sql`update item set params = (select params from item where id = ${peer.id}),
        package = (select package from item where id = ${peer.id}),
        lifecycle = case when kind = 2 then (array['active','nrnd','eol','obsolete'])[1 + id % 4] end
        where id = ${item.id}`.execute(db);
      return `params of ${item.id}`;
    }
    case 4:
      await sql`update item set brand_id = ${random() < 0.3 ? null : other.brandId} where id = ${item.id}`.execute(
        db,
      );
      return `brand of ${item.id}`;
    case 5: {
      const leaf = pick(leaves.filter((c) => c.kind === item.kind));
      await sql`update item set category_id = ${leaf.id} where id = ${item.id}`.execute(db);
      return `category of ${item.id}`;
    }
    case 6:
      await sql`delete from item where id = ${item.id}`.execute(db);
      return `delete ${item.id}`;
    case 7:
      await sql`update item set org_id = 1 where id = ${item.id}`.execute(db);
      hidden.push(item.id);
      return `unpublish ${item.id}`;
    default: {
      const back = hidden.shift();
      if (back === undefined) return 'nothing to publish';
      await sql`update item set org_id = null where id = ${back}`.execute(db);
      return `publish ${back}`;
    }
  }
}

/** Part-number prefixes to suggest for: two and three characters of some items' part numbers, per kind. */
function suggestKeys(items: ItemRow[]): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const kind of [1, 2, 4]) {
    const ofKind = items.filter((i) => i.kind === kind);
    for (const i of [0, 0.3, 0.6].map((f) => ofKind[Math.floor(ofKind.length * f)])) {
      const chars = Array.from(i?.model ?? '');
      if (chars.length > 4 && !/\p{Script=Han}/u.test(chars.join('')))
        out.push([chars.slice(0, 2).join(''), kind], [chars.slice(0, 3).join(''), kind]);
    }
  }
  return out;
}

/** Whether five or more distinct live part numbers of a kind start with the prefix (they fill the list). */
function fillsSuggestions(items: ItemRow[], prefix: string, kind: number): boolean {
  const p = normalizeModel(prefix);
  const models = new Set(
    items.filter((i) => i.kind === kind && normalizeModel(i.model).startsWith(p)).map((i) => i.model),
  );
  return models.size >= 5;
}

/**
 * What a search answers, without its timing: totals, the page's rows in order (the live service's come from
 * its row cache, summary-cache.ts, which must follow the writes too), facets, quantities.
 */
async function answer(s: SearchService, q: SearchQuery) {
  const a = await s.search(q);
  return {
    total: a.total,
    list: a.list,
    facets: a.facets,
    quantities: a.quantities,
  };
}

describe(`search under writes (${TEST_ENGINE})`, () => {
  it('cached runs that follow random writes answer every query as a fresh index of the same rows does', async () => {
    const { rows: cats } = await sql<{
      id: string;
      kind: number;
      name: string;
      params: ParamDef[];
      n: number;
    }>`select c.id, c.kind, c.name, c.params, count(i.id)::int as n from category c
       join item i on i.category_id = c.id and i.org_id is null
       group by c.id order by n desc, c.id`.execute(db);
    const leaves: Leaf[] = cats.map((c) => ({
      id: Number(c.id),
      kind: c.kind,
      name: c.name.replace(/[()（）/]/g, ' ').trim(),
      params: c.params ?? [],
      items: c.n,
    }));
    let items = await publicItems();
    const queries = await makeQueries(items, leaves);
    expect(queries.length).toBeGreaterThan(100);
    const keys = suggestKeys(items);
    let suggested = 0;

    // every word of 8 postings or more is merged and cached: nearly every query goes through the cache
    const live = service({ mergeMin: 8, orderMin: 64 });
    await live.start();
    const random = rng(17);
    const hidden: number[] = [];
    const done: string[] = [];
    let checked = 0;
    try {
      for (const q of queries) await live.search(q); // warm: every run and intersection cached
      for (let n = 1; n <= WRITES; n++) {
        done.push(await randomWrite(random, n, items, leaves, hidden));
        await live.sync();
        items = await publicItems();
        // queries between writes: their cached runs follow each write as it comes
        for (let k = 0; k < 6; k++)
          await live.search(queries[Math.floor(random() * queries.length)] as SearchQuery);
        if (n % CHECK_EVERY !== 0) continue;
        const fresh = service();
        await fresh.start();
        try {
          for (const q of queries) {
            expect(await answer(live, q), `after ${done.join('; ')}: ${JSON.stringify(q)}`).toEqual(
              await answer(fresh, q),
            );
            checked++;
          }
          for (const [k, kind] of keys) {
            if (!fillsSuggestions(items, k, kind)) continue;
            expect(await live.suggest(k, 5, [kind]), `suggest ${k} after ${done.join('; ')}`).toEqual(
              await fresh.suggest(k, 5, [kind]),
            );
            suggested++;
          }
        } finally {
          await fresh.stop();
        }
      }
    } finally {
      await live.stop();
    }
    expect(checked).toBe(queries.length * Math.floor(WRITES / CHECK_EVERY));
    expect(suggested).toBeGreaterThan(0);
    // the writes were of every sort
    for (const what of [
      'insert',
      'words',
      'part number',
      'params',
      'brand',
      'category',
      'delete',
      'unpublish',
    ])
      expect(
        done.some((d) => d.startsWith(what)),
        what,
      ).toBe(true);
  }, 600_000);
});
