/**
 * The catalogue: the seed (idempotent) and the read API under /to/api/catalog, on a real database with a
 * small seeded catalogue (PGlite in memory, or a fresh PostgreSQL schema with DATABASE_URL).
 */
import { brands, categories, type ParamDef } from '@jianku/catalog';
import { ErrorCode } from '@jianku/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { SeedResult } from '../src/modules/catalog/catalog-seed.service.ts';
import { createTestApp, TEST_ENGINE } from '../src/testing.ts';

/**
 * A sample of the real catalogue small enough to seed in a second or two that still holds the items
 * checked below: every family, the YAGEO RC0603FR-0710KL chip resistor, GB/T 5782 M10 bolts, all
 * 90 material grades. (The generator is deterministic; the assertions name what they need.)
 */
const SEED_SIZE = 5087;

let app: App;
let first: SeedResult;

beforeAll(async () => {
  app = await createTestApp();
  first = await app.services.catalog.seed({ size: SEED_SIZE });
});

afterAll(async () => {
  await app?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: JSON answers
const get = async (url: string): Promise<{ status: number; body: any }> => {
  const res = await app.inject({ url: `/to/api/catalog${url}` });
  return { status: res.statusCode, body: res.json() };
};
// biome-ignore lint/suspicious/noExplicitAny: JSON answers
const data = async (url: string): Promise<any> => {
  const { status, body } = await get(url);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.code).toBe(0);
  return body.data;
};
const idOf = async (code: string): Promise<number> => {
  const row = await app.database.db
    .selectFrom('item')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw new Error(`the seed has no item ${code}`);
  return row.id;
};
const count = async (table: 'item' | 'item_param' | 'category' | 'brand'): Promise<number> => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
    app.database.db,
  );
  return rows[0]?.n ?? 0;
};

describe(`catalogue seed (${TEST_ENGINE})`, () => {
  it('seeds brands, the category trees and the items, numeric parameters in item_param', async () => {
    expect(first).toMatchObject({ skipped: false, size: SEED_SIZE, items: SEED_SIZE, inserted: SEED_SIZE });
    expect(await count('item')).toBe(SEED_SIZE);
    expect(await count('category')).toBe(categories().length);
    expect(await count('brand')).toBe(brands().length);
    // one item_param row per parameter with a numeric si, no other
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from item i, jsonb_each(i.params) p
      where jsonb_typeof(p.value->'si') = 'number'`.execute(app.database.db);
    expect(await count('item_param')).toBe(rows[0]?.n);
    const bolt = await app.database.db
      .selectFrom('item_param')
      .select(['key', 'si'])
      .where('item_id', '=', await idOf('GB5782-M10x55-8.8-PL'))
      .orderBy('key')
      .execute();
    expect(bolt).toEqual(
      expect.arrayContaining([
        { key: 'd', si: 0.01 },
        { key: 's', si: 0.016 },
        { key: 'k', si: 0.0064 },
        { key: 'pitch', si: 0.0015 },
      ]),
    );
    expect(bolt.map((p) => p.key)).not.toContain('thread');
  });

  it('is idempotent: the same version and size are skipped, a forced run changes nothing', async () => {
    const before = { items: await count('item'), params: await count('item_param') };
    const { rows: stamps } = await sql<{ latest: Date }>`select max(updated_at) as latest from item`.execute(
      app.database.db,
    );
    expect(await app.services.catalog.needsSeed(SEED_SIZE)).toBe(false);
    expect(await app.services.catalog.needsSeed(SEED_SIZE + 1)).toBe(true);

    const again = await app.services.catalog.seed({ size: SEED_SIZE });
    expect(again).toMatchObject({ skipped: true, inserted: 0, updated: 0, deleted: 0 });

    const forced = await app.services.catalog.seed({ size: SEED_SIZE, force: true });
    expect(forced).toMatchObject({ skipped: false, inserted: 0, updated: 0, deleted: 0 });
    expect({ items: await count('item'), params: await count('item_param') }).toEqual(before);
    const { rows: after } = await sql<{ latest: Date }>`select max(updated_at) as latest from item`.execute(
      app.database.db,
    );
    expect(after[0]?.latest).toEqual(stamps[0]?.latest);
    expect((await data('/stats')).seeding).toBe(false);
  });
});

describe(`catalogue stats and categories (${TEST_ENGINE})`, () => {
  it('stats give items, categories and brands per library', async () => {
    const stats = await data('/stats');
    const kinds = stats.kinds as Array<{ kind: number; items: number; categories: number; brands: number }>;
    expect(kinds.map((k) => k.kind)).toEqual([1, 2, 4]);
    expect(kinds.reduce((n, k) => n + k.items, 0)).toBe(SEED_SIZE);
    expect(kinds.find((k) => k.kind === 4)?.items).toBe(90);
    // the categories holding items at any level (their subtree count in the tree), as the catalogue shows them
    const withItems = (nodes: Array<{ itemCount: number; children: unknown[] }>): number =>
      nodes.reduce(
        (n, c) =>
          n +
          (c.itemCount > 0 ? 1 : 0) +
          withItems(c.children as Array<{ itemCount: number; children: unknown[] }>),
        0,
      );
    for (const k of kinds) {
      const tree = (await data(`/categories?kind=${k.kind}`)) as unknown as Array<{
        itemCount: number;
        children: unknown[];
      }>;
      expect(k.categories).toBe(withItems(tree));
      expect(k.categories).toBeGreaterThan(0);
      expect(k.categories).toBeLessThanOrEqual(categories().filter((c) => c.kind === k.kind).length);
      expect(k.brands).toBe(brands().filter((b) => (b.kinds as number[]).includes(k.kind)).length);
    }
  });

  it('the category tree counts add up: a node = its own items + its children', async () => {
    const own = new Map(
      (
        await app.database.db
          .selectFrom('item')
          .select(['category_id', sql<number>`count(*)::int`.as('n')])
          .groupBy('category_id')
          .execute()
      ).map((r) => [r.category_id, r.n]),
    );
    const stats = await data('/stats');
    for (const kind of [1, 2, 4]) {
      const tree = await data(`/categories?kind=${kind}`);
      expect(tree).toHaveLength(1);
      let nodes = 0;
      // biome-ignore lint/suspicious/noExplicitAny: JSON answers
      const check = (node: any): number => {
        nodes++;
        expect(Object.keys(node).sort()).toEqual(['children', 'code', 'id', 'itemCount', 'name', 'nameEn']);
        const sum =
          (own.get(node.id) ?? 0) + node.children.reduce((n: number, c: unknown) => n + check(c), 0);
        expect(node.itemCount, node.code).toBe(sum);
        return node.itemCount;
      };
      const total = check(tree[0]);
      expect(total).toBe(stats.kinds.find((k: { kind: number }) => k.kind === kind).items);
      expect(nodes).toBe(categories().filter((c) => c.kind === kind).length);
    }
    // without kind: the three trees
    expect((await data('/categories')).map((n: { code: string }) => n.code)).toEqual(['part', 'comp', 'mat']);
  });

  it('a leaf category gives its path, parameter definitions and no children; an inner one its children', async () => {
    const tree = await data('/categories?kind=1');
    const fasteners = tree[0].children.find((c: { code: string }) => c.code === 'part.fastener');
    const bolts = fasteners.children.find((c: { code: string }) => c.code === 'part.fastener.bolt');
    const hex = bolts.children[0];
    const leaf = await data(`/categories/${hex.id}`);
    expect(leaf).toMatchObject({
      id: hex.id,
      code: 'part.fastener.bolt.hex',
      kind: 1,
      name: '六角头螺栓',
      nameEn: 'Hexagon head bolts',
      itemCount: hex.itemCount,
      children: [],
    });
    expect(leaf.path.map((p: { name: string }) => p.name)).toEqual([
      '零部件',
      '紧固件',
      '螺栓',
      '六角头螺栓',
    ]);
    const defs = categories().find((c) => c.code === 'part.fastener.bolt.hex')?.params as ParamDef[];
    expect(leaf.params).toEqual(defs.map(({ required: _required, ...def }) => def));
    expect(leaf.params.find((p: { key: string }) => p.key === 'pitch')).toEqual({
      key: 'pitch',
      name: '螺距 P',
      unit: 'mm',
      dimension: 'length',
      type: 'numeric',
      filterable: true,
      comparable: true,
    });

    const inner = await data(`/categories/${fasteners.id}`);
    expect(inner.params).toEqual([]);
    expect(inner.children).toEqual(
      fasteners.children.map((c: { id: number; name: string; itemCount: number }) => ({
        id: c.id,
        name: c.name,
        itemCount: c.itemCount,
      })),
    );
    expect(inner.path).toEqual([
      { id: tree[0].id, name: '零部件' },
      { id: fasteners.id, name: '紧固件' },
    ]);
  });
});

describe(`catalogue items (${TEST_ENGINE})`, () => {
  it('lists a library page by page, with totals, in id order', async () => {
    const stats = await data('/stats');
    const parts = stats.kinds[0].items;
    const page1 = await data('/items?kind=1');
    expect(page1.total).toBe(parts);
    expect(page1.list).toHaveLength(20);
    const page2 = await data('/items?kind=1&page=2&pageSize=20');
    const ids = [...page1.list, ...page2.list].map((i: { id: number }) => i.id);
    expect(new Set(ids).size).toBe(40);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const last = await data(`/items?kind=1&page=${Math.ceil(parts / 100)}&pageSize=100`);
    expect(last.list).toHaveLength(parts % 100 || 100);
    expect((await data(`/items?kind=1&page=${Math.ceil(parts / 100) + 1}&pageSize=100`)).list).toEqual([]);
    for (const item of page1.list) expect(item.kind).toBe(1);
  });

  it('filters by category (with its descendants), brand and series', async () => {
    const tree = await data('/categories?kind=2');
    const passive = tree[0].children.find((c: { code: string }) => c.code === 'comp.passive');
    const inPassive = await data(`/items?categoryId=${passive.id}&pageSize=100`);
    expect(inPassive.total).toBe(passive.itemCount);
    const leafIds = new Set<number>();
    // biome-ignore lint/suspicious/noExplicitAny: JSON answers
    const collect = (n: any) => {
      leafIds.add(n.id);
      n.children.forEach(collect);
    };
    collect(passive);
    for (const item of inPassive.list) expect(leafIds.has(item.category.id)).toBe(true);
    // a category of another library matches nothing
    expect(await data(`/items?kind=1&categoryId=${passive.id}`)).toEqual({ list: [], total: 0 });

    const yageo = (await data('/brands?keyWords=YAGEO')).list[0];
    const byBrand = await data(`/items?brandId=${yageo.id}&pageSize=100`);
    expect(byBrand.total).toBe(yageo.itemCount);
    for (const item of byBrand.list)
      expect(item.brand).toEqual({ id: yageo.id, nameZh: '国巨', nameEn: 'YAGEO' });

    const chip = await data(`/items?brandId=${yageo.id}&series=RC&pageSize=100`);
    expect(chip.total).toBeGreaterThan(0);
    expect(chip.total).toBeLessThan(byBrand.total);
    for (const item of chip.list) expect(item.series).toBe('RC');
    expect(await data('/items?series=no-such-series')).toEqual({ list: [], total: 0 });
  });

  it('summaries carry brand, category and the first four comparable parameters the item has', async () => {
    const { list } = await data('/items?kind=2&pageSize=50');
    const defsByName = new Map(categories().map((c) => [c.name, c.params]));
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'brand',
          'category',
          'code',
          'id',
          'keyParams',
          'kind',
          'lifecycle',
          'model',
          'name',
          'package',
          'series',
          'standard',
        ].sort(),
      );
      const comparable = (defsByName.get(item.category.name) ?? [])
        .filter((d) => d.comparable)
        .map((d) => d.key);
      const keys = item.keyParams.map((p: { key: string }) => p.key);
      expect(keys.length).toBeLessThanOrEqual(4);
      expect(keys).toEqual(comparable.filter((k) => keys.includes(k)));
    }
  });

  it('item detail of a GB/T 5782 M10 bolt: s 16 mm, k 6.4 mm, pitch 1.5 mm, breadcrumbs', async () => {
    const id = await idOf('GB5782-M10x55-8.8-PL');
    const bolt = await data(`/items/${id}`);
    expect(bolt).toMatchObject({
      id,
      code: 'GB5782-M10x55-8.8-PL',
      kind: 1,
      standard: 'GB/T 5782-2016',
      series: 'GB/T 5782-2016',
      brand: null,
      category: { name: '六角头螺栓' },
      datasheetUrl: null,
      material: null,
    });
    const param = (key: string) => bolt.params.find((p: { key: string }) => p.key === key);
    expect(param('s')).toEqual({
      key: 's',
      name: '对边宽度 s',
      unit: 'mm',
      display: '16 mm',
      si: 0.016,
      siUnit: 'm',
      type: 'numeric',
    });
    expect(param('k')).toMatchObject({ display: '6.4 mm', si: 0.0064 });
    expect(param('pitch')).toMatchObject({ name: '螺距 P', display: '1.5 mm', si: 0.0015 });
    expect(param('thread')).toMatchObject({ display: 'M10', si: null, type: 'text' });
    expect(param('property_class')).toMatchObject({ display: '8.8', type: 'enum' });
    // in the category's parameter order
    const order = (categories().find((c) => c.code === 'part.fastener.bolt.hex')?.params ?? []).map(
      (d) => d.key,
    );
    const keys = bolt.params.map((p: { key: string }) => p.key);
    expect(keys).toEqual(order.filter((k) => keys.includes(k)));
    expect(bolt.path.map((p: { name: string }) => p.name)).toEqual([
      '零部件',
      '紧固件',
      '螺栓',
      '六角头螺栓',
    ]);
    expect(bolt.path.at(-1).id).toBe(bolt.category.id);
  });

  it('item detail of the YAGEO RC0603FR-0710KL: 10 kΩ', async () => {
    const id = await idOf('YAGEO-RC0603FR-0710KL');
    const resistor = await data(`/items/${id}`);
    expect(resistor).toMatchObject({
      model: 'RC0603FR-0710KL',
      kind: 2,
      series: 'RC',
      package: '0603',
      lifecycle: 'active',
      brand: { nameZh: '国巨', nameEn: 'YAGEO' },
      category: { name: '贴片电阻' },
    });
    expect(resistor.params.find((p: { key: string }) => p.key === 'resistance')).toEqual({
      key: 'resistance',
      name: '阻值',
      unit: 'Ω',
      display: '10 kΩ',
      si: 10_000,
      siUnit: 'Ω',
      type: 'numeric',
    });
    expect(resistor.keyParams[0]).toEqual({ key: 'resistance', name: '阻值', display: '10 kΩ' });
  });

  it('item detail of a material: equivalents, properties with conditions, sources', async () => {
    const steel = await data(`/items/${await idOf('MAT-Q235B')}`);
    expect(steel.kind).toBe(4);
    expect(steel.material).toMatchObject({
      designation: 'Q235B',
      // GB/T 700-2006 表1 prints the unified numeric code beside the grade
      numericCode: 'U12352',
      equivalents: {
        astm: 'A36 (近似)',
        aisi: null,
        uns: null,
        en: 'S235JR (1.0038, 近似)',
        din: null,
        jis: 'SS400 (近似)',
        iso: 'E235B (ISO 630)',
        gb: null,
      },
    });
    const rm = steel.material.properties.find((p: { key: string }) => p.key === 'tensile_strength');
    expect(rm).toEqual({
      key: 'tensile_strength',
      name: '抗拉强度 Rm',
      display: '370~500 MPa',
      unit: 'MPa',
      si: 370e6,
      siMax: 500e6,
      siUnit: 'Pa',
      condition: 'GB/T 700-2006 最小值 (厚度 ≤ 16 mm; Rm 适用 ≤ 100 mm)',
    });
    for (const p of steel.material.properties) expect(p.condition).not.toBe('');
    expect(steel.material.sources.length).toBeGreaterThan(0);
    expect(steel.path[0].name).toBe('材料');
  });

  it('siblings: the same category and series, without the item, in size order, at most limit', async () => {
    const id = await idOf('GB5782-M10x55-8.8-PL');
    const bolt = await data(`/items/${id}`);
    const all = await data(`/items/${id}/siblings?limit=200`);
    expect(all.length).toBeGreaterThan(5);
    const rows = await app.database.db
      .selectFrom('item')
      .select(['id', 'size_si', 'model'])
      .where('category_id', '=', bolt.category.id)
      .where('series', '=', bolt.series)
      .execute();
    const expected = rows
      .filter((r) => r.id !== id)
      // size, then model in byte order (collate "C"), then id
      .sort(
        (a, b) =>
          a.size_si - b.size_si || Buffer.compare(Buffer.from(a.model), Buffer.from(b.model)) || a.id - b.id,
      );
    expect(all.map((s: { id: number }) => s.id)).toEqual(expected.slice(0, 200).map((r) => r.id));
    for (const s of all) {
      expect(s.series).toBe(bolt.series);
      expect(s.category.id).toBe(bolt.category.id);
      expect(s.id).not.toBe(id);
    }
    // a small limit takes the nearest ones on both sides, still in order
    const near = await data(`/items/${id}/siblings?limit=4`);
    expect(near).toHaveLength(4);
    const ids = all.map((s: { id: number }) => s.id);
    const positions = near.map((s: { id: number }) => ids.indexOf(s.id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const d = (s: { keyParams: Array<{ key: string; display: string }> }) =>
      s.keyParams.find((p) => p.key === 'd')?.display;
    expect(near.map(d)).toContain('10 mm');
    // default limit 50
    expect((await data(`/items/${id}/siblings`)).length).toBe(Math.min(50, expected.length));
  });

  it('featured: deterministic, of the library, spread over leaf categories', async () => {
    const a = await data('/featured?kind=2');
    const b = await data('/featured?kind=2');
    expect(a).toEqual(b);
    expect(a).toHaveLength(12);
    for (const item of a) expect(item.kind).toBe(2);
    const cats = a.map((i: { category: { id: number } }) => i.category.id);
    expect(new Set(cats).size).toBe(12);
    const parts = await data('/featured?kind=1&limit=15');
    expect(parts).toHaveLength(15);
    const perCategory = new Map<number, number>();
    for (const i of parts) perCategory.set(i.category.id, (perCategory.get(i.category.id) ?? 0) + 1);
    expect(Math.max(...perCategory.values())).toBeLessThanOrEqual(2);
    expect(new Set(parts.map((i: { id: number }) => i.id)).size).toBe(15);
  });
});

describe(`catalogue brands (${TEST_ENGINE})`, () => {
  it('SPEC-2.05 brand pages query type and keyWords: Chinese or English name, any case, trimmed', async () => {
    const zh = await data('/brands?keyWords=%E5%9B%BD%E5%B7%A8'); // 国巨
    expect(zh.list.map((b: { nameEn: string }) => b.nameEn)).toEqual(['YAGEO']);
    expect(zh.total).toBe(1);
    const en = await data('/brands?keyWords=%20%20yaGeo%20');
    expect(en.list).toEqual(zh.list);
    expect(en.list[0]).toMatchObject({
      code: 'yageo',
      nameZh: '国巨',
      nameEn: 'YAGEO',
      country: 'TW',
      website: 'https://www.yageo.com',
      kinds: [2],
    });
    expect(en.list[0].itemCount).toBeGreaterThan(0);
    // substring of an English name, within one library
    const murata = await data('/brands?kind=2&keyWords=urat');
    expect(murata.list.map((b: { code: string }) => b.code)).toContain('murata');
    // type (kind) alone: every brand of that library
    const partsBrands = await data('/brands?kind=1&pageSize=100');
    expect(partsBrands.total).toBe(brands().filter((b) => (b.kinds as number[]).includes(1)).length);
    for (const b of partsBrands.list) expect(b.kinds).toContain(1);
    // no keyWords, empty or blank keyWords: all
    expect((await data('/brands?keyWords=%20')).total).toBe(brands().length);
    expect((await data('/brands')).total).toBe(brands().length);
  });

  it('SPEC-2.05 brand directory pages: total, page and pageSize, ordered by item count', async () => {
    const page1 = await data('/brands?pageSize=10');
    const page2 = await data('/brands?pageSize=10&page=2');
    expect(page1.total).toBe(brands().length);
    expect(page1.list).toHaveLength(10);
    expect(page2.list).toHaveLength(10);
    const ids = [...page1.list, ...page2.list].map((b: { id: number }) => b.id);
    expect(new Set(ids).size).toBe(20);
    const counts = [...page1.list, ...page2.list].map((b: { itemCount: number }) => b.itemCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const beyond = await data('/brands?pageSize=100&page=2');
    expect(beyond).toEqual({ list: [], total: brands().length });
  });

  it('LIKE metacharacters and SQL in keyWords match literally', async () => {
    for (const words of ['%', '_', '\\', "' or '1'='1", "'; drop table brand; --", '%25']) {
      const res = await get(`/brands?keyWords=${encodeURIComponent(words)}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ list: [], total: 0 });
    }
    expect(await count('brand')).toBe(brands().length);
  });

  it('brand detail lists the categories of its items', async () => {
    const yageo = (await data('/brands?keyWords=YAGEO')).list[0];
    const detail = await data(`/brands/${yageo.id}`);
    expect(detail).toMatchObject(yageo);
    expect(detail.categories.length).toBeGreaterThan(1);
    expect(detail.categories.reduce((n: number, c: { itemCount: number }) => n + c.itemCount, 0)).toBe(
      yageo.itemCount,
    );
    const names = detail.categories.map((c: { name: string }) => c.name);
    expect(names).toContain('贴片电阻');
    for (const c of detail.categories) {
      const { total } = await data(`/items?brandId=${yageo.id}&categoryId=${c.id}&pageSize=1`);
      expect(total).toBe(c.itemCount);
    }
  });
});

describe(`catalogue bad input (${TEST_ENGINE})`, () => {
  const expect400 = async (url: string) => {
    const { status, body } = await get(url);
    expect(status, url).toBe(400);
    expect(body.code, url).toBe(ErrorCode.invalidParams);
    expect(body.data).toBeNull();
    expect(body.msg, url).toMatch(/^请求参数不正确/);
    expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
    return body.msg as string;
  };

  it('unknown ids answer HTTP 404 with the envelope 404 数据不存在', async () => {
    for (const url of [
      '/items/987654321',
      '/items/987654321/siblings',
      '/categories/987654321',
      '/brands/987654321',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(404);
      expect(body).toEqual({ code: 404, msg: '数据不存在', data: null });
    }
  });

  it('non-numeric, negative, fractional or huge ids answer 400, never 500', async () => {
    for (const id of [
      'abc',
      '1.5',
      '-1',
      '0',
      '1e400',
      '99999999999999999999',
      '%27%20or%201%3D1',
      '1;select',
    ]) {
      await expect400(`/items/${id}`);
      await expect400(`/items/${id}/siblings`);
      await expect400(`/categories/${id}`);
      await expect400(`/brands/${id}`);
    }
    expect(await expect400('/items/abc')).toBe('请求参数不正确：id 应为整数');
    await expect400('/items?categoryId=x');
    await expect400('/items?categoryId=1e400');
    await expect400('/items?page=1e400');
    await expect400('/brands?pageSize=-1e400');
    await expect400('/items?brandId=-3');
  });

  it('bad paging, kinds and limits answer 400 with a Chinese message', async () => {
    expect(await expect400('/items?pageSize=101')).toBe('请求参数不正确：pageSize 不能大于 100');
    expect(await expect400('/items?page=0')).toBe('请求参数不正确：page 不能小于 1');
    for (const url of [
      '/items?pageSize=0',
      '/items?pageSize=abc',
      '/items?page=-1',
      '/items?page=1.5',
      '/items?kind=3',
      '/items?kind=x',
      '/brands?pageSize=1000',
      '/brands?kind=0',
      '/categories?kind=5',
      '/featured',
      '/featured?kind=1&limit=0',
      '/featured?kind=1&limit=51',
      '/items/1/siblings?limit=0',
      '/items/1/siblings?limit=1000',
    ]) {
      await expect400(url);
    }
  });

  it('keyWords over 128 characters (1000) answer 400; control characters 400; SQL in series is only text', async () => {
    expect(await expect400(`/brands?keyWords=${'螺'.repeat(1000)}`)).toBe(
      '请求参数不正确：keyWords 长度不能超过 128 个字符',
    );
    await expect400(`/brands?keyWords=${'a'.repeat(129)}`);
    expect((await get(`/brands?keyWords=${'a'.repeat(128)}`)).status).toBe(200);
    await expect400('/brands?keyWords=a%00b');
    await expect400('/items?series=a%00b');
    await expect400(`/items?series=${'x'.repeat(129)}`);
    const injected = await get(`/items?series=${encodeURIComponent("RC' or '1'='1")}`);
    expect(injected.status).toBe(200);
    expect(injected.body.data).toEqual({ list: [], total: 0 });
    expect(await count('item')).toBe(SEED_SIZE);
  });

  it('the routes are documented in OpenAPI', async () => {
    const res = await app.inject({ url: '/to/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/to/api/catalog/stats',
      '/to/api/catalog/categories',
      '/to/api/catalog/categories/{id}',
      '/to/api/catalog/items',
      '/to/api/catalog/items/{id}',
      '/to/api/catalog/items/{id}/siblings',
      '/to/api/catalog/featured',
      '/to/api/catalog/brands',
      '/to/api/catalog/brands/{id}',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
