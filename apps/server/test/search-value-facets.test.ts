/**
 * Package, lifecycle and mounting facets and filters of search (issue 15) on a real database with a small
 * seeded catalogue: counts against SQL (mounting read from the package by @jianku/catalog's rules), filters
 * alone and with unit ranges, bad values answered in Chinese, and an organisation's counts holding its own
 * items only.
 */
import { MOUNTINGS, mountingOf } from '@jianku/catalog';
import { ErrorCode } from '@jianku/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { LIFECYCLES, PACKAGE_ORDER } from '../src/modules/search/engine/package-facets.ts';
import { createTestApp, TEST_ENGINE } from '../src/testing.ts';
import { categoryId, createTeam, LIB, mlccBody, type OrgTeam, REAL_MLCCS } from './org-library.fixtures.ts';
import { callAs } from './orgs.fixtures.ts';

const SEED_SIZE = 3000;
let app: App;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  app = await createTestApp({ seedSize: SEED_SIZE });
  await app.ready();
  await app.services.catalog.seed({ size: SEED_SIZE });
  await app.services.search.sync();
  call = callAs(app);
}, 300_000);

afterAll(async () => {
  await app?.close();
});

interface Facet {
  value: string;
  name: string;
  count: number;
}
// biome-ignore lint/suspicious/noExplicitAny: JSON answers
const search = async (query: string, token: string | null = null): Promise<any> => {
  const { status, body } = await call('GET', `/to/api/search/items?${query}`, token);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.code).toBe(0);
  return body.data;
};
const pairs = (facets: Facet[]) => facets.map((f) => [f.value, f.count]);

/** Public components' package and lifecycle with their counts (SQL), optionally in some categories. */
async function publicRows(categories?: number[]) {
  const { rows } = await sql<{ package: string | null; lifecycle: string | null; n: number }>`
    select package, lifecycle, count(*)::int as n from item
    where org_id is null and kind = 2 ${categories ? sql`and category_id in (${sql.join(categories)})` : sql``}
    group by 1, 2`.execute(app.database.db);
  return rows;
}

/**
 * Counts by a key as facet pairs in the API's order: count desc then name in reading order (packages), or
 * the order of `order` (lifecycles, mountings).
 */
function tally(
  rows: Array<{ n: number }>,
  key: (r: never) => string | null,
  order?: readonly string[],
): Array<[string, number]> {
  const m = new Map<string, number>();
  for (const r of rows) {
    const k = key(r as never);
    if (k !== null) m.set(k, (m.get(k) ?? 0) + r.n);
  }
  const pairs = [...m];
  if (order) return pairs.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
  return pairs.sort((a, b) => b[1] - a[1] || PACKAGE_ORDER.compare(a[0], b[0]));
}

describe(`search: package, lifecycle and mounting facets (${TEST_ENGINE})`, () => {
  it('SPEC-2.04 counts agree with SQL over the public components; mounting is read from the package by the standard rules', async () => {
    const data = await search('kind=2&pageSize=1');
    const rows = await publicRows();
    const byPackage = tally(rows, (r: { package: string | null }) => r.package);
    expect(pairs(data.facets.packages)).toEqual(byPackage.slice(0, 50));
    expect(pairs(data.facets.lifecycles)).toEqual(
      tally(rows, (r: { lifecycle: string | null }) => r.lifecycle, LIFECYCLES),
    );
    const mountings = tally(rows, (r: { package: string | null }) => mountingOf(r.package), MOUNTINGS);
    expect(pairs(data.facets.mountings)).toEqual(mountings);
    // the seeded sample holds surface-mount and leaded parts, and every package of it is read by a rule
    expect(mountings.map(([m]) => m)).toEqual(expect.arrayContaining(['smd', 'tht']));
    const unread = rows.filter((r) => r.package !== null && mountingOf(r.package) === null);
    expect(unread.map((r) => r.package)).toEqual([]);
    expect(data.facets.mountings.find((f: Facet) => f.value === 'smd').name).toBe('贴片 (SMD)');
    expect(data.facets.lifecycles.find((f: Facet) => f.value === 'active').name).toBe('量产');
  });

  it('SPEC-2.04 filters: a package, a mounting, a lifecycle; each list means any of its values', async () => {
    const all = await search('kind=2&pageSize=1');
    const [first, second] = all.facets.packages as Facet[];
    if (!first || !second) throw new Error('the sample has fewer than two packages');
    const one = await search(`kind=2&package=${encodeURIComponent(first.value)}&pageSize=100`);
    expect(one.total).toBe(first.count);
    expect(pairs(one.facets.packages)).toEqual([[first.value, first.count]]);
    for (const item of one.list) expect(item.package).toBe(first.value);
    const both = await search(`kind=2&package=${encodeURIComponent(`${first.value}|${second.value}`)}`);
    expect(both.total).toBe(first.count + second.count);

    const tht = await search('kind=2&mounting=tht&pageSize=100');
    const thtCount = all.facets.mountings.find((f: Facet) => f.value === 'tht').count;
    expect(tht.total).toBe(thtCount);
    expect(pairs(tht.facets.mountings)).toEqual([['tht', thtCount]]);
    for (const item of tht.list) expect(mountingOf(item.package), item.package).toBe('tht');
    const either = await search('kind=2&mounting=smd|tht&pageSize=1');
    const smdCount = all.facets.mountings.find((f: Facet) => f.value === 'smd').count;
    expect(either.total).toBe(smdCount + thtCount);

    const active = all.facets.lifecycles.find((f: Facet) => f.value === 'active') as Facet;
    const activeOnly = await search('kind=2&lifecycle=active&pageSize=100');
    expect(activeOnly.total).toBe(active.count);
    for (const item of activeOnly.list) expect(item.lifecycle).toBe('active');
    // a package no item has finds nothing (it is not an error: packages are open text)
    expect((await search('kind=2&package=SOT-999')).total).toBe(0);
  });

  it('SPEC-2.04 combined with a unit range, a category and keywords: counts are those of the matches (SQL)', async () => {
    const inRange = async (code: string, key: string, lo: number, hi: number) => {
      const id = await categoryId(app, code);
      const leaves = (
        await sql<{ id: number }>`with recursive c as (select id from category where id = ${id}
          union all select k.id from category k join c on k.parent_id = c.id) select c.id from c
          where not exists (select 1 from category k where k.parent_id = c.id)`.execute(app.database.db)
      ).rows.map((r) => Number(r.id));
      const { rows } = await sql<{ package: string | null; n: number }>`select package, count(*)::int as n
        from item where org_id is null and kind = 2 and category_id in (${sql.join(leaves)})
        and (params->${key}->>'si')::float8 between ${lo} and ${hi} group by 1`.execute(app.database.db);
      return { id, rows };
    };
    const sum = (rows: Array<{ n: number }>) => rows.reduce((n, r) => n + r.n, 0);
    // connectors of 2.0–2.54 mm pitch mounted through the board (JST PH/XH, Würth WR-PHD)
    const conn = await inRange('comp.connector', 'pitch', 0.002, 0.00254);
    const query = `kind=2&categoryId=${conn.id}&p.pitch=2mm~2.54mm&mounting=tht&pageSize=100`;
    const data = await search(query);
    const tht = conn.rows.filter((r) => mountingOf(r.package) === 'tht');
    expect(data.total).toBe(sum(tht));
    expect(data.total).toBeGreaterThan(0);
    expect(pairs(data.facets.packages)).toEqual(
      tally(tht, (r: { package: string | null }) => r.package).slice(0, 50),
    );
    for (const item of data.list) expect(mountingOf(item.package), item.package).toBe('tht');
    // keywords narrow further, and the facets follow them
    const keyed = await search(`${query}&keyWords=JST`);
    expect(keyed.total).toBeGreaterThan(0);
    expect(keyed.total).toBeLessThan(data.total);
    expect(keyed.facets.packages.reduce((n: number, f: Facet) => n + f.count, 0)).toBe(keyed.total);
    // capacitors of 10 nF–1 µF (MLCC and tantalum chips): surface-mount, none through the board
    const res = await inRange('comp.passive.capacitor', 'capacitance', 1e-8, 1e-6);
    const range = `kind=2&categoryId=${res.id}&p.capacitance=10nF~1uF`;
    const smd = await search(`${range}&mounting=smd&pageSize=100`);
    expect(smd.total).toBe(sum(res.rows.filter((r) => mountingOf(r.package) === 'smd')));
    expect(smd.total).toBeGreaterThan(0);
    for (const item of smd.list) expect(mountingOf(item.package)).toBe('smd');
    const smd0603 = await search(`${range}&mounting=smd&package=0603`);
    expect(smd0603.total).toBe(sum(res.rows.filter((r) => r.package === '0603')));
    expect((await search(`${range}&mounting=tht&package=0603`)).total).toBe(0);
  });

  it('SPEC-2.04 bad values answer 400 in Chinese and never 500', async () => {
    const bad = async (query: string, msg: RegExp) => {
      const res = await call('GET', `/to/api/search/items?kind=2&${query}`, null);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe(ErrorCode.invalidParams);
      expect(res.body.msg).toMatch(msg);
    };
    await bad('lifecycle=dead', /^未知的生命周期：dead（可选：active（量产）、nrnd（不推荐新设计）/);
    await bad(
      'mounting=smt',
      /^未知的安装方式：smt（可选：smd（贴片 \(SMD\)）、tht（插件 \(THT\)）、other（其他）/,
    );
    await bad('mounting=smd|wave', /^未知的安装方式：wave/);
    await bad('package=%7C%7C', /^筛选值不能为空：package/);
    await bad(`package=${'X'.repeat(65)}`, /^封装名称最多 64 个字符/);
    await bad(
      `package=${Array.from({ length: 51 }, (_, i) => `P${i}`).join('|')}`,
      /^筛选值最多 50 个：package/,
    );
    await bad(`lifecycle=${'a'.repeat(300)}`, /^请求参数不正确：lifecycle 长度不能超过 256 个字符/);
    await bad('package=%20', /^筛选值不能为空：package/);
    // the key twice (an array) is refused as the schema says, not read as one of them
    await bad('lifecycle=active&lifecycle=eol', /^请求参数不正确：lifecycle 应为字符串/);
  });
});

describe(`search: an organisation's facets count its own items only (${TEST_ENGINE})`, () => {
  let a: OrgTeam;
  let b: OrgTeam;

  beforeAll(async () => {
    a = await createTeam(app, '华东精密电子有限公司');
    b = await createTeam(app, '华南电子科技有限公司');
    const mlcc = await categoryId(app, 'comp.passive.capacitor.mlcc');
    const add = async (team: OrgTeam, part: (typeof REAL_MLCCS)[number], code: string, pkg: string) => {
      const res = await call('POST', `${LIB}/items`, team.editor.token, {
        ...mlccBody(mlcc, part, code),
        package: pkg,
      });
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    };
    await add(a, REAL_MLCCS[0] as (typeof REAL_MLCCS)[number], 'A-1', '0603');
    await add(a, REAL_MLCCS[1] as (typeof REAL_MLCCS)[number], 'A-2', '0603');
    await add(b, REAL_MLCCS[2] as (typeof REAL_MLCCS)[number], 'B-1', '0603');
    await app.services.search.sync();
  }, 120_000);

  it('SPEC-2.04 scope=org: each organisation sees its own package and mounting counts; the public counts hold none of them', async () => {
    const mine = await search('kind=2&scope=org', a.viewer.token);
    expect(mine.total).toBe(2);
    expect(pairs(mine.facets.packages)).toEqual([['0603', 2]]);
    expect(pairs(mine.facets.mountings)).toEqual([['smd', 2]]);
    const theirs = await search('kind=2&scope=org&mounting=smd', b.viewer.token);
    expect(theirs.total).toBe(1);
    expect(pairs(theirs.facets.packages)).toEqual([['0603', 1]]);
    const pub = await search('kind=2&package=0603&pageSize=1');
    const rows = await publicRows();
    expect(pub.total).toBe(rows.filter((r) => r.package === '0603').reduce((n, r) => n + r.n, 0));
  });
});
