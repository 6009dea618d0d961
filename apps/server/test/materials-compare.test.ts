/**
 * Material comparison and equivalents (/to/api/materials/...) on a real database with the catalogue
 * sample that holds all 90 grades; search by the grade's other designations; bad input of every kind.
 */
import { ErrorCode, MATERIAL_COMPARE_MAX } from '@jianku/rules';
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
const idOf = async (code: string): Promise<number> => {
  const row = await app.database.db
    .selectFrom('item')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw new Error(`the seed has no item ${code}`);
  return Number(row.id);
};

describe(`material comparison (${TEST_ENGINE})`, () => {
  it('compares 304, 316L and 2205: designations, properties with conditions and sources, composition', async () => {
    const ids = [
      await idOf('MAT-06Cr19Ni10'),
      await idOf('MAT-022Cr17Ni12Mo2'),
      await idOf('MAT-022Cr22Ni5Mo3N'),
    ];
    const { status, body } = await call(`/materials/compare?ids=${ids.join(',')}`);
    expect(status, JSON.stringify(body)).toBe(200);
    const { grades, elements } = body.data;
    expect(grades.map((g: { designation: string }) => g.designation)).toEqual([
      '06Cr19Ni10',
      '022Cr17Ni12Mo2',
      '022Cr22Ni5Mo3N',
    ]);
    const [g304, g316L, g2205] = grades;
    const sys = (g: { designations: Array<{ system: string; value: string }> }, s: string) =>
      g.designations.find((d) => d.system === s)?.value;
    expect(sys(g304, 'aisi')).toBe('304');
    expect(sys(g304, 'uns')).toBe('S30400');
    expect(sys(g304, 'gbCode')).toBe('S30408');
    expect(sys(g316L, 'jis')).toBe('SUS316L');
    expect(sys(g316L, 'din')).toBe('1.4404');
    // properties: display, condition, chart values in the display unit
    const rm = g2205.properties.find((p: { key: string }) => p.key === 'tensile_strength');
    expect(rm).toMatchObject({ low: 620, high: 620, unit: 'MPa', bound: 'min' });
    expect(rm.condition).toContain('GB/T 1220-2007');
    const e = g2205.properties.find((p: { key: string }) => p.key === 'elastic_modulus');
    expect(e).toMatchObject({ low: 190, high: 200, unit: 'GPa', bound: 'range' });
    expect(g304.properties.find((p: { key: string }) => p.key === 'density')).toMatchObject({
      low: 7.93,
      unit: 'g/cm³',
    });
    expect(g304.sources.length).toBeGreaterThan(0);
    // composition from GB/T 20878
    expect(g316L.composition.standard).toBe('GB/T 20878-2007');
    expect(g316L.composition.limits).toContainEqual({ element: 'Mo', min: 2, max: 3 });
    expect(g304.composition.limits.find((l: { element: string }) => l.element === 'Mo')).toBeUndefined();
    expect(g2205.composition.limits).toContainEqual({ element: 'N', min: 0.14, max: 0.2 });
    expect(elements).toEqual(expect.arrayContaining(['C', 'Cr', 'Ni', 'Mo', 'N']));
  });

  it('a grade without composition says why (grey iron is specified by its strength)', async () => {
    const { body } = await call(`/materials/compare?ids=${await idOf('MAT-HT250')}`);
    expect(body.data.grades[0].composition).toBeNull();
    expect(body.data.grades[0].compositionNote).toContain('GB/T 9439');
  });

  it('equivalents of 316L: other standards identical, 316 near, 304 similar, linked by id', async () => {
    const id = await idOf('MAT-022Cr17Ni12Mo2');
    const { status, body } = await call(`/materials/${id}/equivalents`);
    expect(status).toBe(200);
    const { designations, grades } = body.data;
    expect(designations.find((d: { system: string }) => d.system === 'uns')).toMatchObject({
      value: 'S31603',
      closeness: 'identical',
      closenessText: '相同',
    });
    expect(grades[0]).toMatchObject({
      designation: '06Cr17Ni12Mo2',
      closeness: 'near',
      closenessText: '相近',
      id: await idOf('MAT-06Cr17Ni12Mo2'),
    });
    expect(grades.find((g: { designation: string }) => g.designation === '06Cr19Ni10')?.closeness).toBe(
      'similar',
    );
    // Q235B: the approximate equivalents stay near
    const q = await call(`/materials/${await idOf('MAT-Q235B')}/equivalents`);
    expect(q.body.data.designations.find((d: { system: string }) => d.system === 'jis')?.closeness).toBe(
      'near',
    );
  });

  it('search finds 316L as AISI 316L, UNS S31603, SUS 316L, S31603 and GB S31603', async () => {
    const id = await idOf('MAT-022Cr17Ni12Mo2');
    for (const query of ['AISI 316L', 'UNS S31603', 'SUS 316L', 'S31603', 'GB S31603', 'EN 1.4404']) {
      const { body } = await call(`/search/items?kind=4&keyWords=${encodeURIComponent(query)}`);
      expect(body.code, query).toBe(0);
      expect(body.data.list.map((i: { id: number }) => i.id).slice(0, 3), query).toContain(id);
    }
    // and 45 by its unified numeric code
    const { body } = await call('/search/items?kind=4&keyWords=U20452');
    expect(body.data.list[0]?.code).toBe('MAT-45');
  });

  it('SPEC-2.41 bad input: a clear Chinese message, never a 500; a grade that is not a material is refused', async () => {
    const bolt = (
      await app.database.db.selectFrom('item').select('id').where('kind', '=', 1).executeTakeFirstOrThrow()
    ).id;
    const m304 = await idOf('MAT-06Cr19Ni10');
    const seven = Array.from({ length: MATERIAL_COMPARE_MAX + 1 }, (_, i) => m304 + i).join(',');
    const thousand = Array.from({ length: 1000 }, (_, i) => i + 1).join(',');
    const cases: Array<[string, number, RegExp]> = [
      ['/materials/compare', 400, /请选择要对比的材料牌号/],
      ['/materials/compare?ids=', 400, /请选择要对比的材料牌号/],
      ['/materials/compare?ids=,,', 400, /请选择要对比的材料牌号/],
      [`/materials/compare?ids=${seven}`, 400, /最多 6 个/],
      [`/materials/compare?ids=${thousand}`, 400, /[\u4e00-\u9fff]/],
      [`/materials/compare?ids=${m304},${m304}`, 400, /不能重复/],
      ['/materials/compare?ids=abc', 400, /材料 ID 格式不正确：abc/],
      ['/materials/compare?ids=1.5', 400, /格式不正确/],
      ['/materials/compare?ids=-3', 400, /格式不正确/],
      ['/materials/compare?ids=0', 400, /格式不正确/],
      ['/materials/compare?ids=99999999999999999999', 400, /格式不正确/],
      ['/materials/compare?ids=%27%3Bdrop%20table%20item', 400, /格式不正确/],
      ['/materials/compare?ids=999999999', 404, /对比的材料不存在：ID 999999999/],
      [
        `/materials/compare?ids=${m304},${bolt}`,
        400,
        new RegExp(`只适用于材料库的牌号，ID ${bolt} 不是材料`),
      ],
      [`/materials/${bolt}/equivalents`, 400, /只有材料库的牌号有对照牌号/],
      ['/materials/999999999/equivalents', 404, /数据不存在/],
      ['/materials/abc/equivalents', 400, /[\u4e00-\u9fff]/],
    ];
    for (const [url, status, msg] of cases) {
      const res = await call(url);
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.code, url).toBe(status === 404 ? ErrorCode.notFound : ErrorCode.invalidParams);
      expect(res.body.msg, url).toMatch(msg);
      expect(JSON.stringify(res.body), url).not.toMatch(/select|stack|\/src\//i);
    }
  });
});
