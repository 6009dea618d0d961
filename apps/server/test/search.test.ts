/**
 * Search (issue 4, CONTRACT.md) on a real database with a small seeded catalogue: units, part numbers,
 * Chinese words, filters, facets against SQL counts, sorting, paging, the change feed, suggestions and
 * bad input.
 */
import { ErrorCode, SearchMessage } from '@jianku/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp, TEST_ENGINE } from '../src/testing.ts';

const SEED_SIZE = 5087;
let app: App;

beforeAll(async () => {
  app = await createTestApp({ seedSize: SEED_SIZE });
  await app.ready();
  await app.services.catalog.seed({ size: SEED_SIZE });
  await app.services.search.sync();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: JSON answers
const call = async (url: string): Promise<{ status: number; body: any }> => {
  const res = await app.inject({ url: `/to/api${url}` });
  return { status: res.statusCode, body: res.json() };
};
// biome-ignore lint/suspicious/noExplicitAny: JSON answers
const search = async (query: string): Promise<any> => {
  const { status, body } = await call(`/search/items?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.code).toBe(0);
  return body.data;
};
const q = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
// biome-ignore lint/suspicious/noExplicitAny: JSON answers
const models = (data: any): string[] => data.list.map((i: { model: string }) => i.model);
const allIds = async (params: Record<string, string | number>): Promise<number[]> => {
  const data = await search(q({ ...params, pageSize: 100 }));
  const ids = data.list.map((i: { id: number }) => i.id);
  for (let page = 2; (page - 1) * 100 < data.total; page++) {
    const next = await search(q({ ...params, pageSize: 100, page }));
    ids.push(...next.list.map((i: { id: number }) => i.id));
  }
  return ids.sort((a: number, b: number) => a - b);
};
const badRequest = async (url: string, msg: string | RegExp) => {
  const { status, body } = await call(url);
  expect(status, JSON.stringify(body)).toBe(400);
  expect(body.code).toBe(ErrorCode.invalidParams);
  expect(body.msg).toMatch(msg);
};
const categoryId = async (code: string): Promise<number> => {
  const row = await app.database.db
    .selectFrom('category')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw new Error(`no category ${code}`);
  return Number(row.id);
};

describe(`search (${TEST_ENGINE})`, () => {
  it('capacitance in any spelling finds the same items: 0.1uF = 100nF = 100000pF = 0.1微法', async () => {
    const ids = await allIds({ kind: 2, keyWords: '0.1uF' });
    expect(ids.length).toBeGreaterThan(0);
    for (const spelling of ['100nF', '100000pF', '0.1微法', '0.1UF']) {
      expect(await allIds({ kind: 2, keyWords: spelling }), spelling).toEqual(ids);
    }
    const data = await search(q({ kind: 2, keyWords: '0.1uF' }));
    expect(data.quantities).toEqual([{ text: '0.1uf', display: '100 nF' }]);
    // every match holds a 100 nF value (SQL over the stored SI values)
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from item where org_id is null and kind = 2
      and exists (select 1 from jsonb_each(params) p where p.value->>'unit' = 'F'
        and abs((p.value->>'si')::float8 - 1e-7) < 1e-19)`.execute(app.database.db);
    expect(data.total).toBe(rows[0]?.n);
  });

  it('resistance: 10k = 10kΩ = 10千欧 = 10000Ω; 25V and 1/4W read as quantities', async () => {
    const ids = await allIds({ kind: 2, keyWords: '10kΩ' });
    expect(ids.length).toBeGreaterThan(0);
    for (const spelling of ['10千欧', '10000Ω', '10kohm']) {
      expect(await allIds({ kind: 2, keyWords: spelling }), spelling).toEqual(ids);
    }
    // a bare 10k (no unit) includes the resistors of 10 kΩ
    const bare = await allIds({ kind: 2, keyWords: '10k' });
    expect(ids.every((id) => bare.includes(id))).toBe(true);
    const volts = await search(q({ kind: 2, keyWords: '25V' }));
    expect(volts.total).toBeGreaterThan(0);
    expect(volts.quantities[0].display).toBe('25 V');
    const quarter = await search(q({ kind: 2, keyWords: '1/4W' }));
    expect(quarter.total).toBeGreaterThan(0);
    expect(quarter.quantities[0].display).toBe('250 mW');
  });

  it('part numbers match exactly and by prefix and rank first: rc0603 10k → RC0603FR-0710KL', async () => {
    const data = await search(q({ kind: 2, keyWords: 'rc0603 10k' }));
    expect(models(data)[0]).toBe('RC0603FR-0710KL');
    const exact = await search(q({ kind: 2, keyWords: 'rc0603fr-0710kl' }));
    expect(models(exact)[0]).toBe('RC0603FR-0710KL');
    const prefix = await search(q({ kind: 2, keyWords: 'RC0603' }));
    expect(prefix.total).toBeGreaterThan(1);
    expect(models(prefix).every((m) => m.toUpperCase().startsWith('RC0603'))).toBe(true);
    // a bearing by its designation: the exact one before longer ones (6205-2RS …)
    const bearing = await search(q({ kind: 1, keyWords: '6205' }));
    expect(models(bearing)[0]).toBe('6205');
    const bolts = await search(q({ kind: 1, keyWords: 'M8' }));
    expect(bolts.total).toBeGreaterThan(0);
    expect(
      bolts.list.every((i: { model: string; name: string }) => /M8\b|M8×/.test(`${i.model} ${i.name}`)),
    ).toBe(true);
  });

  it('a long exact part number finds that part, not its neighbours by prefix or by its first word', async () => {
    // a component whose first 8 characters other components share (RC0603FR-0710KL and RC0603FR-07…)
    const rows = await app.database.db
      .selectFrom('item')
      .select(['model'])
      .where('kind', '=', 2)
      .where('org_id', 'is', null)
      .where('model', 'like', 'RC0603FR-07%')
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThan(1);
    const code = rows[0]?.model as string;
    const norm = (m: string) => m.toLowerCase().replace(/[^a-z0-9]/g, '');
    const same = rows.filter((r) => norm(r.model) === norm(code)).length;
    for (const typed of [code, code.toLowerCase(), code.replace(/-/g, '')]) {
      const data = await search(q({ kind: 2, keyWords: typed }));
      expect(data.total, typed).toBe(same);
      expect(models(data)[0]).toBe(code);
    }
    // its neighbours are still found by a shorter prefix, and with a value
    const neighbours = await search(q({ kind: 2, keyWords: 'RC0603FR-07' }));
    expect(neighbours.total).toBeGreaterThanOrEqual(rows.length);
    // by prefix first (then the other RC0603FR-… by their first word)
    const first = models(neighbours).slice(0, Math.min(rows.length, 20));
    expect(first.every((m) => m.startsWith('RC0603FR-07'))).toBe(true);
    const withValue = await search(q({ kind: 2, keyWords: 'rc0603 10k' }));
    expect(models(withValue)[0]).toBe('RC0603FR-0710KL');
  });

  it('Chinese is segmented: 六角头螺栓, 深沟球轴承, 螺栓 六角', async () => {
    const bolts = await search(q({ kind: 1, keyWords: '六角头螺栓' }));
    expect(bolts.total).toBeGreaterThan(0);
    expect(bolts.list.every((i: { name: string }) => i.name.includes('六角头螺栓'))).toBe(true);
    const bearings = await search(q({ kind: 1, keyWords: '深沟球轴承' }));
    expect(bearings.total).toBeGreaterThan(0);
    expect(bearings.facets.categories[0].name).toBe('深沟球轴承');
    // words in another order, as two tags (AND)
    const twoTags = await search(q({ kind: 1, keyWords: '螺栓|六角' }));
    expect(twoTags.total).toBeGreaterThanOrEqual(bolts.total);
    const none = await search(q({ kind: 1, keyWords: '深沟球轴承|六角头螺栓' }));
    expect(none.total).toBe(0);
  });

  it('English category names, material equivalents, GB numbers without /T and everyday synonyms', async () => {
    const codes = async (kind: number, keyWords: string): Promise<string[]> => {
      const data = await search(q({ kind, keyWords, pageSize: 100 }));
      return data.list.map((i: { code: string }) => i.code);
    };
    // category.name_en with singulars; hex = hexagon
    expect(await codes(1, 'hex bolt M12×70')).toContain('GB5782-M12x70-5.6-ZF');
    expect(await codes(1, 'Hexagon head bolts M12×70')).toContain('GB5782-M12x70-5.6-ZF');
    // GB/T 5782 written GB5782 or GBT5782
    expect(await codes(1, 'GB5782 M12×70')).toContain('GB5782-M12x70-5.6-ZF');
    expect(await codes(1, 'GBT5782 M12×70')).toContain('GB5782-M12x70-5.6-ZF');
    // material equivalents (JIS, EN, AISI, numeric code), split and without the EN suffix
    for (const grade of ['SUS304', 'sus 304', 'S30408', '1.4301', 'X5CrNi18-10'])
      expect(await codes(4, grade), grade).toContain('MAT-06Cr19Ni10');
    for (const grade of ['S45C', 'C45', 'C45E', '1045'])
      expect(await codes(4, grade), grade).toContain('MAT-45');
    // everyday words: 螺丝 = 螺钉, O型圈 = O形圈, 单片机 = 微控制器, MOS管 = MOSFET; the literal still matches
    expect(await codes(1, '内六角螺丝 M10')).toEqual(await codes(1, '内六角螺钉 M10'));
    expect(await codes(1, 'O型圈 40×5.3')).toContain('GB3452.1-40x5.3-G-S-NBR');
    expect((await search(q({ kind: 2, keyWords: '单片机' }))).total).toBe(
      (await search(q({ kind: 2, keyWords: '微控制器' }))).total,
    );
    expect((await search(q({ kind: 2, keyWords: 'MOS管' }))).total).toBeGreaterThan(0);
  });

  it('filters: numeric ranges with units (10k~100k, ≥25V, equal 100nF) and enums (X7R|X5R)', async () => {
    const mlcc = await categoryId('comp.passive.capacitor.mlcc');
    const range = await search(q({ kind: 2, 'p.resistance': '1k~100k', pageSize: 100 }));
    expect(range.total).toBeGreaterThan(0);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from item where org_id is null and kind = 2
      and (params->'resistance'->>'si')::float8 between 1000 and 100000`.execute(app.database.db);
    expect(range.total).toBe(rows[0]?.n);
    const atLeast = await search(q({ kind: 2, categoryId: mlcc, 'p.rated_voltage': '≥25V', pageSize: 100 }));
    const { rows: v } = await sql<{ n: number }>`select count(*)::int as n from item where org_id is null
      and category_id = ${mlcc} and (params->'rated_voltage'->>'si')::float8 >= 25`.execute(app.database.db);
    expect(atLeast.total).toBe(v[0]?.n);
    for (const spelling of ['>=25', '25V~', '25 伏~']) {
      const same = await search(q({ kind: 2, categoryId: mlcc, 'p.rated_voltage': spelling }));
      expect(same.total, spelling).toBe(atLeast.total);
    }
    const equal = await search(q({ kind: 2, categoryId: mlcc, 'p.capacitance': '100nF' }));
    const equalUf = await search(q({ kind: 2, categoryId: mlcc, 'p.capacitance': '0.1uF~0.1uF' }));
    expect(equal.total).toBeGreaterThan(0);
    expect(equalUf.total).toBe(equal.total);
    const enums = await search(q({ kind: 2, categoryId: mlcc, 'p.dielectric': 'X7R|X5R' }));
    const { rows: e } = await sql<{ n: number }>`select count(*)::int as n from item where org_id is null
      and category_id = ${mlcc} and params->'dielectric'->>'display' in ('X7R', 'X5R')`.execute(
      app.database.db,
    );
    expect(enums.total).toBe(e[0]?.n);
    expect(enums.total).toBeGreaterThan(0);
  });

  it('facets: category and brand counts agree with SQL; parameter facets of a leaf category', async () => {
    const data = await search(q({ kind: 2, keyWords: '电阻' }));
    expect(data.total).toBeGreaterThan(0);
    const sumCats = data.facets.categories.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(sumCats).toBe(data.total);
    const mlcc = await categoryId('comp.passive.capacitor.mlcc');
    const leaf = await search(q({ kind: 2, categoryId: mlcc }));
    const { rows } = await sql<{ brand_id: number; n: number }>`select brand_id, count(*)::int as n from item
      where org_id is null and category_id = ${mlcc} group by brand_id order by n desc, brand_id`.execute(
      app.database.db,
    );
    expect(leaf.total).toBe(rows.reduce((n, r) => n + r.n, 0));
    expect(leaf.facets.brands.map((b: { id: number; count: number }) => [b.id, b.count])).toEqual(
      rows.map((r) => [Number(r.brand_id), r.n]),
    );
    const cap = leaf.facets.params.find((p: { key: string }) => p.key === 'capacitance');
    expect(cap).toMatchObject({ type: 'numeric', unit: 'F' });
    const { rows: mm } = await sql<{
      lo: number;
      hi: number;
    }>`select min((params->'capacitance'->>'si')::float8) as lo,
      max((params->'capacitance'->>'si')::float8) as hi from item where org_id is null and category_id = ${mlcc}`.execute(
      app.database.db,
    );
    expect(cap.min).toBeCloseTo(Number(mm[0]?.lo), 20);
    expect(cap.max).toBeCloseTo(Number(mm[0]?.hi), 20);
    expect(typeof cap.minDisplay).toBe('string');
    const dielectric = leaf.facets.params.find((p: { key: string }) => p.key === 'dielectric');
    expect(dielectric.type).toBe('enum');
    const { rows: d } = await sql<{
      v: string;
      n: number;
    }>`select params->'dielectric'->>'display' as v, count(*)::int as n
      from item where org_id is null and category_id = ${mlcc} group by 1`.execute(app.database.db);
    for (const { value, count } of dielectric.values) expect(d.find((r) => r.v === value)?.n).toBe(count);
  });

  it('sorting by name and newest, and paging without overlap', async () => {
    const byName = await search(q({ kind: 2, keyWords: 'RC0603', sort: 'name', pageSize: 50 }));
    const names = models(byName);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const newest = await search(q({ kind: 2, keyWords: 'RC0603', sort: 'newest', pageSize: 5 }));
    const { rows } = await sql<{ id: number }>`select id from item where org_id is null and kind = 2
      and model like 'RC0603%' order by created_at desc, id desc limit 5`.execute(app.database.db);
    expect(newest.list.map((i: { id: number }) => i.id)).toEqual(rows.map((r) => Number(r.id)));
    const p1 = await search(q({ kind: 2, keyWords: '电阻', page: 1, pageSize: 10 }));
    const p2 = await search(q({ kind: 2, keyWords: '电阻', page: 2, pageSize: 10 }));
    const both = await search(q({ kind: 2, keyWords: '电阻', page: 1, pageSize: 20 }));
    expect([...models(p1), ...models(p2)]).toEqual(models(both));
    expect(p2.page).toBe(2);
    expect(p2.pageSize).toBe(10);
    const beyond = await search(q({ kind: 2, keyWords: '电阻', page: 10_000, pageSize: 100 }));
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(p1.total);
  });

  it('the change feed: an item inserted, updated and deleted by SQL reaches search through the change log', async () => {
    const db = app.database.db;
    const source = await db
      .selectFrom('item')
      .selectAll()
      .where('model', '=', 'RC0603FR-0710KL')
      .executeTakeFirstOrThrow();
    // No clock: the poller runs the same catch-up (sync) on its timer; calling it here reads what the database's
    // change log recorded for the plain SQL writes, so a write the log missed fails whatever the machine's speed.
    const waitFor = async (check: () => Promise<boolean>) => {
      await app.services.search.sync();
      expect(await check()).toBe(true);
    };
    const found = async (keyWords: string) => (await search(q({ kind: 2, keyWords }))).total;
    const { rows } = await sql<{
      id: number;
    }>`insert into item (code, kind, category_id, brand_id, model, name, series,
      description, params, source) values ('TEST-FEED-1', 2, ${source.category_id}, ${source.brand_id}, 'ZQFEED-4711',
      '测试馈送电阻 4.7kΩ', 'ZQ', '变更日志测试', ${JSON.stringify({ resistance: { display: '4.7 kΩ', si: 4700, unit: 'Ω' } })}::jsonb,
      'import') returning id`.execute(db);
    const id = Number(rows[0]?.id);
    await waitFor(async () => (await found('zqfeed')) === 1);
    await sql`update item set model = 'ZQMOVED-1' where id = ${id}`.execute(db);
    await waitFor(async () => (await found('zqmoved')) === 1 && (await found('zqfeed')) === 0);
    await sql`delete from item where id = ${id}`.execute(db);
    await waitFor(async () => (await found('zqmoved')) === 0);
  });

  it('SPEC-7.23 SPEC-7.24 SPEC-3.50 SPEC-9.16 suggestions: lists of strings, size, prefix, both endpoints', async () => {
    const parts = await call('/public/part/es/keyword/suggest?keyword=62');
    expect(parts.status).toBe(200);
    expect(parts.body.data.length).toBe(15);
    expect(parts.body.data.every((s: string) => s.startsWith('62'))).toBe(true);
    const comps = await call('/public/component/es/keyword/suggest?keyword=rc06&size=5');
    expect(comps.body.data).toHaveLength(5);
    expect(comps.body.data.every((s: string) => s.toLowerCase().startsWith('rc06'))).toBe(true);
    const chinese = await call(`/public/part/es/keyword/suggest?keyword=${encodeURIComponent('六角')}`);
    expect(chinese.body.data).toContain('六角头螺栓');
    const materials = await call('/public/component/es/keyword/suggest?keyword=Q3&kind=4');
    expect(materials.body.data).toContain('Q355B');
    const empty = await call('/public/component/es/keyword/suggest?keyword=');
    expect(empty.body.data).toEqual([]);
    const long = await call(`/public/component/es/keyword/suggest?keyword=${'a'.repeat(1000)}`);
    expect(long.status).toBe(200);
    expect(long.body.data).toEqual([]);
    await badRequest('/public/part/es/keyword/suggest?keyword=a&size=51', /./);
  });

  it('Chinese suggestions: category names, then product names with their standard, series or part number', async () => {
    const suggest = async (path: string, keyword: string): Promise<string[]> => {
      const res = await call(`/public/${path}/es/keyword/suggest?keyword=${encodeURIComponent(keyword)}`);
      expect(res.status).toBe(200);
      return res.body.data;
    };
    // a product word containing the keyword, with its standard (the year left out)
    const bolts = await suggest('part', '螺栓');
    expect(bolts).toContain('六角头螺栓');
    expect(bolts).toContain('六角头螺栓 GB/T 5782');
    expect(bolts.indexOf('六角头螺栓')).toBeLessThan(bolts.indexOf('六角头螺栓 GB/T 5782'));
    const hex = await suggest('part', '六角头');
    expect(hex).toContain('六角头螺栓 GB/T 5782');
    expect(hex.every((s) => s.includes('六角头'))).toBe(true);
    const bearings = await suggest('part', '深沟');
    expect(bearings[0]).toBe('深沟球轴承');
    expect(bearings.some((s) => /^深沟球轴承 6\d{3}$/.test(s))).toBe(true);
    const chips = await suggest('component', '贴片');
    const resistors = chips.indexOf('贴片电阻');
    expect(resistors).toBeGreaterThanOrEqual(0);
    expect(chips.some((s, i) => i > resistors && s.startsWith('贴片电阻 '))).toBe(true);
    const steel = await suggest('component', '不锈');
    expect(steel.some((s) => /^不锈钢 \S+/.test(s))).toBe(true);
    for (const list of [bolts, hex, bearings, chips, steel]) {
      expect(new Set(list.map((s) => s.toLowerCase())).size).toBe(list.length);
      expect(list.length).toBeLessThanOrEqual(15);
    }
  });

  it('bad keyword lists: 50 tags, duplicates, 1000 characters', async () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `k${i}`).join('|');
    await badRequest(`/search/items?${q({ kind: 2, keyWords: tags(11) })}`, SearchMessage.tooManyKeywords);
    await badRequest(`/search/items?${q({ kind: 2, keyWords: tags(50) })}`, SearchMessage.tooManyKeywords);
    await badRequest(`/search/items?${q({ kind: 2, keyWords: 'a| a |b' })}`, SearchMessage.duplicateKeyword);
    await badRequest(
      `/search/items?${q({ kind: 2, keyWords: 'x'.repeat(1000) })}`,
      SearchMessage.keywordTooLong,
    );
    expect((await call(`/search/items?${q({ kind: 2, keyWords: '电'.repeat(128) })}`)).status).toBe(200);
  });

  it('bad filters and values: malformed ranges, unknown parameters, kind, sort, page answer 400, never 500', async () => {
    for (const expression of ['abc~', '1k~2k~3k', '~', '10uF~1uF', '>=', 'x7r']) {
      await badRequest(
        `/search/items?${q({ kind: 2, 'p.resistance': expression })}`,
        '参数筛选格式不正确：p.resistance',
      );
    }
    await badRequest(`/search/items?${q({ kind: 2, 'p.nonsense': '1' })}`, '未知的筛选参数：p.nonsense');
    await badRequest(`/search/items?${q({ kind: 2, 'p.': '1' })}`, '未知的筛选参数：p.');
    await badRequest('/search/items?kind=3', /./);
    await badRequest('/search/items', /./);
    await badRequest('/search/items?kind=2&sort=price', /./);
    await badRequest('/search/items?kind=2&page=0', /./);
    await badRequest('/search/items?kind=2&pageSize=101', /./);
    await badRequest('/search/items?kind=2&page=1e400', /./);
  });

  it('SQL and regular-expression metacharacters are plain text', async () => {
    for (const keyWords of ["'; drop table item;--", '.*+?[(', '%_\\', '$1 ^ | ) ]']) {
      const { status } = await call(`/search/items?${q({ kind: 2, keyWords })}`);
      expect(status, keyWords).toBe(200);
    }
    // a NUL character is refused for every field of every route (plugins/input-hygiene.ts)
    await badRequest(`/search/items?${q({ kind: 2, keyWords: 'M8\u0000' })}`, /keyWords 含有不允许的空字符/);
    for (const keyWords of ["'; drop table item;--", '.*+?[(', '%_\\']) {
      expect((await search(q({ kind: 2, keyWords }))).total, keyWords).toBe(0);
    }
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from item`.execute(app.database.db);
    expect(rows[0]?.n).toBeGreaterThan(0);
    const suggest = await call(`/public/part/es/keyword/suggest?keyword=${encodeURIComponent('.*+?[(')}`);
    expect(suggest.status).toBe(200);
  });

  it('notAnalyzerKeyWords only add to the ranking, never narrow the result', async () => {
    const plain = await search(q({ kind: 2, keyWords: 'CC0402' }));
    const extra = await search(q({ kind: 2, keyWords: 'CC0402', notAnalyzerKeyWords: '100nF' }));
    expect(extra.total).toBe(plain.total);
    expect(extra.list[0].keyParams.some((p: { display: string }) => p.display === '100 nF')).toBe(true);
  });
});
