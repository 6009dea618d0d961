/**
 * Parameter comparison (参数对比, issue 10): GET /to/api/compare/items, the export, and the signed-in
 * user's tray, on a real database with a small seeded catalogue (PGlite in memory, or a fresh PostgreSQL
 * schema with DATABASE_URL). Every bad input of the issue answers a Chinese message, never a 500.
 */
import { COMPARE_MAX_ITEMS, ErrorCode } from '@jianku/rules';
import type { CompareResult } from '@jianku/rules/compare-schemas';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, createUser, loginAs } from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { TEST_ENGINE } from '../src/testing.ts';

const SEED_SIZE = 5087;

let app: App;
/** three 0603 chip resistors: YAGEO ±1 % 0.1 W, a ±5 % one, and one rated above 0.1 W */
let resistors: number[];
let bolt: number;
let material: number;
let capacitor: number;

const get = async (
  url: string,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers
): Promise<{ status: number; body: any }> => {
  const res = await app.inject({ url: `/to/api${url}`, headers });
  return { status: res.statusCode, body: res.json() };
};
const compare = async (ids: readonly (number | string)[]): Promise<CompareResult> => {
  const { status, body } = await get(`/compare/items?ids=${ids.join(',')}`);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.code).toBe(0);
  return body.data;
};

/** The id of the first public item matching a condition on (i item, c category). */
const pick = async (where: ReturnType<typeof sql>): Promise<number> => {
  const { rows } = await sql<{ id: number }>`
    select i.id from item i join category c on c.id = i.category_id
    where i.org_id is null and ${where} order by i.id limit 1`.execute(app.database.db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the seed has no such item');
  return Number(id);
};

beforeAll(async () => {
  app = await createAccountsTestApp({ seedSize: SEED_SIZE });
  await app.services.catalog.seed({ size: SEED_SIZE });
  const chip = sql`c.code = 'comp.passive.resistor.chip' and i.params->'case_size'->>'display' = '0603'`;
  resistors = [
    await pick(sql`i.code = 'YAGEO-RC0603FR-0710KL'`),
    await pick(
      sql`${chip} and (i.params->'tolerance'->>'si')::float8 = 0.05 and (i.params->'power'->>'si')::float8 = 0.1`,
    ),
    await pick(
      sql`${chip} and (i.params->'tolerance'->>'si')::float8 = 0.01 and (i.params->'power'->>'si')::float8 > 0.1`,
    ),
  ];
  bolt = await pick(sql`i.kind = 1`);
  material = await pick(sql`i.kind = 4`);
  capacitor = await pick(sql`c.code like 'comp.passive.capacitor%' and i.params ? 'rated_voltage'`);
});

afterAll(async () => {
  await app?.close();
});

describe(`comparison (${TEST_ENGINE})`, () => {
  it('answers the items in the order asked, with brand, category and lifecycle', async () => {
    const result = await compare(resistors);
    expect(result.kind).toBe(2);
    expect(result.items.map((i) => i.id)).toEqual(resistors);
    expect(result.items[0]).toMatchObject({
      model: 'RC0603FR-0710KL',
      brand: { nameZh: expect.any(String) },
      category: { name: expect.stringMatching(/电阻/) },
    });
    expect(result.items[0]?.brand?.nameEn).toMatch(/YAGEO/i);
  });

  it('rows are the union of the parameters in the category order, values as displayed', async () => {
    const result = await compare(resistors);
    const category = await app.services.catalog.categoriesOf([result.items[0]?.category.id ?? 0]);
    const order = (category.values().next().value?.params ?? []).map((p) => p.key);
    const keys = result.rows.map((r) => r.key);
    // in the category's order (a subsequence of it), and every parameter any item holds
    expect(keys).toEqual(order.filter((k) => keys.includes(k)));
    expect(keys.slice(0, 1)).toEqual(['resistance']);
    const resistance = result.rows.find((r) => r.key === 'resistance');
    expect(resistance).toMatchObject({ name: '阻值', unit: 'Ω' });
    expect(resistance?.values[0]).toMatchObject({ display: '10 kΩ', si: 10000 });
    for (const id of resistors) {
      const detail = await app.services.catalog.item(id);
      for (const p of detail.params) expect(keys, `${detail.model} ${p.key}`).toContain(p.key);
    }
  });

  it('flags rows whose values differ, and only those', async () => {
    const result = await compare(resistors);
    const tolerance = result.rows.find((r) => r.key === 'tolerance');
    expect(tolerance?.differs).toBe(true);
    const technology = result.rows.find((r) => r.key === 'technology');
    expect(technology?.values.map((v) => v.display)).toEqual(['厚膜', '厚膜', '厚膜']);
    expect(technology?.differs).toBe(false);
    const caseSize = result.rows.find((r) => r.key === 'case_size');
    expect(caseSize?.differs).toBe(false);
    // a row that one item lacks differs
    for (const row of result.rows) {
      if (row.values.some((v) => v.display === null)) expect(row.differs, row.key).toBe(true);
    }
  });

  it('marks the better value where a direction is defined: tighter tolerance, higher power; none for resistance', async () => {
    const result = await compare(resistors);
    const row = (key: string) => result.rows.find((r) => r.key === key);
    expect(row('tolerance')?.better).toBe('lower');
    expect(row('tolerance')?.values.map((v) => v.best)).toEqual([true, false, true]);
    expect(row('power')?.better).toBe('higher');
    expect(row('power')?.values.map((v) => v.best)).toEqual([false, false, true]);
    expect(row('resistance')?.better).toBeNull();
    expect(row('resistance')?.values.every((v) => !v.best)).toBe(true);
    // all equal: nothing is better
    expect(row('case_size')?.values.every((v) => !v.best)).toBe(true);
  });

  it('compares a part library too (bolts), and a single item', async () => {
    const result = await compare([bolt]);
    expect(result.kind).toBe(1);
    expect(result.rows.length).toBeGreaterThan(0);
    expect(result.rows.every((r) => !r.differs)).toBe(true);
  });
});

describe(`comparison API document (${TEST_ENGINE})`, () => {
  it('OpenAPI lists the compare routes with their parameters', async () => {
    const res = await app.inject({ url: '/to/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const path of ['/to/api/compare/items', '/to/api/compare/export', '/to/api/compare/tray']) {
      expect(paths[path], path).toBeDefined();
    }
    expect(JSON.stringify(paths['/to/api/compare/items'].get.parameters)).toContain('ids');
    expect(paths['/to/api/compare/tray'].put).toBeDefined();
  });
});

describe(`comparison: bad input (${TEST_ENGINE})`, () => {
  const refused = async (query: string, status: number, message: RegExp) => {
    const res = await get(`/compare/items?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.data).toBeNull();
    expect(res.body.msg).toMatch(message);
    expect(res.body.msg).not.toMatch(/select|stack|Error|\.ts/i);
    return res.body;
  };

  it('unknown ids: 404 with the ids named', async () => {
    const body = await refused(`ids=${resistors[0]},999999999`, 404, /不存在或已删除.*999999999/);
    expect(body.code).toBe(ErrorCode.notFound);
  });

  it('a deleted item: 404, and the comparison of the others still works', async () => {
    const victim = await pick(
      sql`c.code = 'comp.passive.resistor.chip' and i.id <> all(${sql.val(resistors)})`,
    );
    await compare([resistors[0] as number, victim]);
    await app.database.db.deleteFrom('item').where('id', '=', victim).execute();
    await refused(`ids=${resistors[0]},${victim}`, 404, new RegExp(`不存在或已删除：ID ${victim}`));
    await compare([resistors[0] as number]);
  });

  it('ids of two libraries', async () => {
    await refused(`ids=${resistors[0]},${bolt}`, 400, /不能对比不同库/);
  });

  it('a material id: the material comparison is elsewhere', async () => {
    await refused(`ids=${material}`, 400, /材料不支持参数对比/);
    await refused(`ids=${resistors[0]},${material}`, 400, /材料不支持参数对比/);
  });

  it(`more than ${COMPARE_MAX_ITEMS} ids, up to 1,000`, async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1).join(',');
    await refused(`ids=${eleven}`, 400, /最多同时对比 10 个条目，当前为 11 个/);
    const thousand = Array.from({ length: 1000 }, (_, i) => i + 1).join(',');
    await refused(`ids=${thousand}`, 400, /当前为 1000 个/);
  });

  it('duplicates, non-numeric, negative, zero, empty and missing ids', async () => {
    await refused(`ids=${resistors[0]},${resistors[0]}`, 400, /重复/);
    await refused('ids=abc', 400, /“abc” 不是正整数/);
    await refused('ids=1e3', 400, /不是正整数/);
    await refused('ids=-5', 400, /不是正整数/);
    await refused('ids=0', 400, /不是正整数/);
    await refused('ids=1.5', 400, /不是正整数/);
    await refused('ids=99999999999999999999', 400, /不是正整数/);
    await refused(`ids=${encodeURIComponent('1;drop table item')}`, 400, /不是正整数/);
    await refused('ids=', 400, /请选择要对比的条目/);
    await refused('ids=,,', 400, /请选择要对比的条目/);
    await refused('', 400, /请求参数不正确/);
    await refused(`ids=${'1,'.repeat(12000)}`, 400, /请求参数不正确/);
    // the catalogue is untouched
    await compare(resistors);
  });
});

describe(`comparison export (${TEST_ENGINE})`, () => {
  it('xlsx (exceljs): a workbook holding the models and the values, differing rows filled', async () => {
    const res = await app.inject({ url: `/to/api/compare/export?ids=${resistors.join(',')}&format=xlsx` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; .*filename\*=UTF-8''/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('参数对比');
    expect(sheet).toBeDefined();
    const rows: string[][] = [];
    sheet?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
    });
    expect(rows[0]?.[0]).toBe('参数');
    expect(rows[0]?.[1]).toContain('RC0603FR-0710KL');
    const model = rows.find((r) => r[0] === '型号');
    expect(model?.[1]).toBe('RC0603FR-0710KL');
    const resistance = rows.find((r) => r[0] === '阻值 (Ω)');
    expect(resistance?.[1]).toBe('10 kΩ');
    const tolerance = rows.find((r) => r[0] === '精度 (跳线无) (%)');
    expect(tolerance?.slice(1, 4)).toEqual(['±1 %', '±5 %', '±1 %']);
    expect(tolerance?.[4]).toBe('是');
    const index = rows.indexOf(tolerance as string[]);
    const cell = sheet?.getRow(index + 1).getCell(2);
    expect((cell?.fill as { fgColor?: { argb?: string } } | undefined)?.fgColor?.argb).toBe('FFFFF7E6');
    expect(cell?.font?.bold).toBe(true);
  });

  it('csv: UTF-8 with a byte-order mark, quoted where needed, the same rows', async () => {
    const res = await app.inject({ url: `/to/api/compare/export?ids=${resistors.join(',')}&format=csv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('参数,')).toBe(true);
    expect(lines).toContain(lines.find((l) => l.startsWith('型号,RC0603FR-0710KL,')));
    expect(lines.find((l) => l.startsWith('精度 (跳线无) (%),'))).toMatch(
      /^精度 \(跳线无\) \(%\),±1 %,±5 %,±1 %,是,/,
    );
    // the power display holds a comma-free text, but a value with a comma is quoted
    const packaging = lines.find((l) => l.startsWith('包装,'));
    if (packaging?.includes(', ')) expect(packaging).toMatch(/"[^"]*, [^"]*"/);
  });

  it('bad format and bad ids: Chinese messages, no file', async () => {
    const badFormat = await get(`/compare/export?ids=${resistors[0]}&format=pdf`);
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.msg).toBe('请求参数不正确：format 只能是 xlsx 或 csv');
    const badIds = await get('/compare/export?ids=x&format=csv');
    expect(badIds.status).toBe(400);
    expect(badIds.body.msg).toMatch(/不是正整数/);
    const mixed = await get(`/compare/export?ids=${resistors[0]},${bolt}&format=xlsx`);
    expect(mixed.body.msg).toMatch(/不能对比不同库/);
  });
});

describe(`compare tray of a signed-in user (${TEST_ENGINE})`, () => {
  const tray = async (token: string, method: 'GET' | 'PUT' = 'GET', payload?: unknown) => {
    const res = await app.inject({
      method,
      url: '/to/api/compare/tray',
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('anonymous: 401, nothing stored', async () => {
    expect((await get('/compare/tray')).body.code).toBe(401);
    const put = await app.inject({
      method: 'PUT',
      url: '/to/api/compare/tray',
      payload: { kind: 2, ids: [1] },
    });
    expect(put.json().code).toBe(401);
  });

  it('saved in one session, read in another (another browser), empty at first', async () => {
    const user = await createUser(app);
    const first = await loginAs(app, user);
    expect((await tray(first.accessToken)).body.data).toEqual({ kind: null, ids: [] });
    const saved = await tray(first.accessToken, 'PUT', { kind: 2, ids: resistors });
    expect(saved.body).toMatchObject({ code: 0, data: { kind: 2, ids: resistors } });
    const second = await loginAs(app, user);
    expect((await tray(second.accessToken)).body.data).toEqual({ kind: 2, ids: resistors });
    // another user sees their own
    const other = await loginAs(app, await createUser(app));
    expect((await tray(other.accessToken)).body.data).toEqual({ kind: null, ids: [] });
    // emptied
    expect((await tray(first.accessToken, 'PUT', { kind: null, ids: [] })).body.data).toEqual({
      kind: null,
      ids: [],
    });
    expect((await tray(second.accessToken)).body.data).toEqual({ kind: null, ids: [] });
  });

  it('refused trays change nothing: two libraries, a material, unknown ids, duplicates, 11 ids, junk', async () => {
    const user = await createUser(app);
    const { accessToken } = await loginAs(app, user);
    await tray(accessToken, 'PUT', { kind: 2, ids: [resistors[0]] });
    const cases: Array<[unknown, RegExp]> = [
      [{ kind: 2, ids: [resistors[0], bolt] }, /不能对比不同库/],
      [{ kind: 2, ids: [material] }, /材料不支持参数对比/],
      [{ kind: 2, ids: [999999999] }, /不存在或已删除/],
      [{ kind: 2, ids: [resistors[1], resistors[1]] }, /重复/],
      [{ kind: 1, ids: [capacitor] }, /对比栏中是元器件，不能加入零部件/],
      [{ kind: 2, ids: Array.from({ length: 11 }, (_, i) => i + 1) }, /请求参数不正确/],
      [{ kind: 2, ids: ['x'] }, /请求参数不正确/],
      [{ kind: 4, ids: [] }, /请求参数不正确/],
      ['junk', /不支持的请求内容类型|请求参数不正确/],
    ];
    for (const [payload, message] of cases) {
      const res = await tray(accessToken, 'PUT', payload);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(payload)).not.toBe(0);
      expect(res.body.msg, JSON.stringify(payload)).toMatch(message);
    }
    expect((await tray(accessToken)).body.data).toEqual({ kind: 2, ids: [resistors[0]] });
  });

  it('items deleted since are dropped from the tray when it is read', async () => {
    const { accessToken } = await loginAs(app, await createUser(app));
    const victim = await pick(
      sql`c.code = 'comp.passive.resistor.chip' and i.id <> all(${sql.val(resistors)})`,
    );
    await tray(accessToken, 'PUT', { kind: 2, ids: [victim, resistors[2]] });
    await app.database.db.deleteFrom('item').where('id', '=', victim).execute();
    expect((await tray(accessToken)).body.data).toEqual({ kind: 2, ids: [resistors[2]] });
  });
});
