/**
 * BOM match, save, share and export (issue 15) through the API, against the catalogue seeded at 5087 items:
 * POST /bom/match finds a line by its exact part number, by the value, package and description the search
 * understands ("贴片电阻 10K 1% 0603", "0.1uF/50V X7R", EIA 104), and says what was missing when nothing
 * matches; a corrected column mapping changes what is matched; a signed-in user saves the result, anyone with the
 * id reads it, only the saver fixes a line, and the export is an .xlsx with the fixed line in it.
 */
import { type BomLineInput, BomMessage, linesOf } from '@jianku/rules';
import type { BomLineMatch, BomMinePage, BomResult } from '@jianku/rules/bom-schemas';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, createUser, loginAs } from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { TEST_ENGINE } from '../src/testing.ts';
import { matchLines, sheetOf } from './bom.fixtures.ts';

let app: App;
let owner: string;
let other: string;

beforeAll(async () => {
  app = await createAccountsTestApp({ seedSize: 5087 });
  await app.services.catalog.seed({ size: 5087 });
  await app.services.search.sync();
  owner = (await loginAs(app, await createUser(app))).accessToken;
  other = (await loginAs(app, await createUser(app))).accessToken;
}, 600_000);
afterAll(async () => {
  await app?.close();
});

const line = (fields: Partial<BomLineInput>, n = 1): BomLineInput => ({
  line: n,
  designator: '',
  quantity: 1,
  mpn: '',
  value: '',
  footprint: '',
  description: '',
  manufacturer: '',
  ...fields,
});

/** An item of the seeded catalogue whose name holds every text. */
async function held(...texts: string[]) {
  let q = app.database.db.selectFrom('item').select(['id', 'model', 'name', 'package']).where('kind', '=', 2);
  for (const t of texts) q = q.where('name', 'like', `%${t}%`);
  return q.execute();
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function api<T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token?: string) {
  const res = await app.inject({
    method,
    url: `/to/api${url}`,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    headers: token ? auth(token) : {},
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: T }) };
}

describe(`BOM match (issue 15, ${TEST_ENGINE})`, () => {
  it('an exact part number is an exact match; its base number (BSS138) matches the ordering code', async () => {
    const [exact, base] = await matchLines(app, [
      line({ designator: 'U1', mpn: 'STM32F103C8T6', footprint: 'LQFP-48' }),
      line({ designator: 'Q1', value: 'BSS138', footprint: 'Package_TO_SOT_SMD:SOT-23' }, 2),
    ]);
    expect(exact).toMatchObject({ confidence: 'exact', item: { model: 'STM32F103C8T6' } });
    expect(exact?.reason).toBe('型号完全一致：STM32F103C8T6');
    expect(base?.confidence).toBe('parameters');
    expect(base?.item?.model).toMatch(/^BSS138/);
    expect(base?.reason).toContain('封装 SOT-23 一致');
  });

  it('"贴片电阻 10K 1% 0603", "0.1uF/50V X7R" on an 0603 footprint and EIA 104 read as values', async () => {
    expect((await held('10kΩ ±1% 0603')).length).toBeGreaterThan(0);
    const [r, c, eia] = await matchLines(app, [
      line({ designator: 'R1', description: '贴片电阻 10K 1% 0603' }),
      line({ designator: 'C1', value: '0.1uF/50V X7R', footprint: 'Capacitor_SMD:C_0603_1608Metric' }, 2),
      line({ designator: 'C2', value: '104', footprint: '0603' }, 3),
    ]);
    expect(r?.confidence).toBe('parameters');
    expect(r?.item?.name).toMatch(/10kΩ ±1% 0603/);
    expect(c?.item?.name).toMatch(/100nF .*50V X7R 0603/);
    expect(c?.reason).toContain('按参数匹配');
    expect(eia?.item?.name).toMatch(/100nF .*0603/);
    expect(c?.candidates.length).toBeGreaterThan(1);
  });

  it('lines with no match say what was missing', async () => {
    const [notHeld, noValue, unknownKind, tht, wrongValue] = await matchLines(app, [
      line({ designator: 'U1', mpn: 'LM358DR2G' }),
      line({ designator: 'R9', footprint: 'R_0603' }, 2),
      line({ designator: 'Y1', value: '12MHz' }, 3),
      line({ designator: 'C5', value: '100nF', footprint: 'Capacitor_THT:C_Disc_D5.0mm_W2.5mm_P5.00mm' }, 4),
      line({ designator: 'R3', value: '10k 7%', footprint: '0603' }, 5),
    ]);
    for (const m of [notHeld, noValue, unknownKind, tht, wrongValue]) {
      expect(m?.confidence).toBe('none');
      expect(m?.item).toBeNull();
    }
    expect(notHeld?.reason).toBe('型号 LM358DR2G 不在目录中；也没有以它开头的型号');
    expect(noValue?.reason).toBe('缺少值（阻值、容值等），无法按参数匹配');
    expect(unknownKind?.reason).toContain('位号 Y');
    expect(tht?.reason).toContain('插件（通孔）');
    expect(wrongValue?.reason).toContain('7%');
    // the candidates to fix it with: 10k 0603 resistors
    expect(wrongValue?.candidates.length).toBeGreaterThan(0);
    for (const c of wrongValue?.candidates ?? []) expect(c.name).toMatch(/10kΩ .*0603/);
  });

  it('a corrected column mapping changes what is matched', async () => {
    const csv = '位号,规格,备注\nR1,10K,0603\n';
    const sheet = await sheetOf(app, new TextEncoder().encode(csv));
    // 规格 is read as the value; 备注 is no column: the package is not read
    expect(sheet.mapping).toMatchObject({ designator: 0, value: 1, footprint: null });
    const [before] = await matchLines(app, linesOf(sheet.rows, sheet.mapping));
    expect(before?.reason).toContain('封装未核对');
    const [after] = await matchLines(app, linesOf(sheet.rows, { ...sheet.mapping, footprint: 2 }));
    expect(after?.item?.package).toBe('0603');
    expect(after?.reason).not.toContain('封装未核对');
  });

  it('a batch of more than 200 lines, or a malformed line, is refused with a Chinese message', async () => {
    const many = Array.from({ length: 201 }, (_, i) => line({ value: '10k' }, i + 1));
    const tooMany = await api('POST', '/bom/match', { lines: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.msg).toMatch(/[\u4e00-\u9fff]/);
    const bad = await api('POST', '/bom/match', { lines: [{ line: 0, value: 3 }] });
    expect(bad.status).toBe(400);
  });
});

describe(`BOM saved, shared, fixed, exported (issue 15, ${TEST_ENGINE})`, () => {
  let id = '';
  let matches: BomLineMatch[] = [];
  const inputs = [
    line({ designator: 'U1', mpn: 'STM32F103C8T6' }),
    line({ designator: 'R1', value: '10k 7%', footprint: '0603' }, 2),
  ];
  const saved = (m: BomLineMatch, input: BomLineInput) => ({
    input,
    itemId: m.item?.id ?? null,
    confidence: m.confidence,
    reason: m.reason,
    query: m.query,
    candidateIds: m.candidates.map((c) => c.id),
    chosen: false,
  });

  it('saving needs a signed-in user; the id is unguessable; anyone with it reads the result', async () => {
    matches = await matchLines(app, inputs);
    const body = {
      name: '主板 BOM',
      fileName: 'main.xlsx',
      lines: matches.map((m, i) => saved(m, inputs[i] as BomLineInput)),
    };
    expect((await api('POST', '/bom', body)).code).toBe(401);
    const ok = await api<{ id: string }>('POST', '/bom', body, owner);
    expect(ok.code).toBe(0);
    id = ok.data.id;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const anyone = await api<BomResult>('GET', `/bom/${id}`);
    expect(anyone.data).toMatchObject({ name: '主板 BOM', fileName: 'main.xlsx', mine: false });
    expect(anyone.data.lines.map((l) => l.match.item?.model ?? null)).toEqual(['STM32F103C8T6', null]);
    expect(anyone.data.lines[1]?.match.candidates.length).toBeGreaterThan(0);
    expect((await api<BomResult>('GET', `/bom/${id}`, undefined, owner)).data.mine).toBe(true);
    const missing = await api('GET', '/bom/nosuchid');
    expect(missing.status).toBe(404);
    expect(missing.msg).toBe(BomMessage.notFound);
  });

  it('a duplicate line number is refused', async () => {
    const dup = {
      name: 'x',
      fileName: '',
      lines: [
        saved(matches[0] as BomLineMatch, inputs[0] as BomLineInput),
        saved(matches[0] as BomLineMatch, inputs[0] as BomLineInput),
      ],
    };
    const answer = await api('POST', '/bom', dup, owner);
    expect(answer.status).toBe(400);
    expect(answer.msg).toBe('第 1 行重复');
  });

  it('only the saver fixes a line, by choosing a candidate; the result and the export show it', async () => {
    const pick = matches[1]?.candidates[0];
    expect(pick).toBeDefined();
    const choice = { line: 2, itemId: pick?.id };
    expect((await api('POST', `/bom/${id}/choose`, choice, other)).status).toBe(403);
    expect((await api('POST', `/bom/${id}/choose`, { line: 9, itemId: pick?.id }, owner)).msg).toBe(
      BomMessage.badLine,
    );
    expect((await api('POST', `/bom/${id}/choose`, { line: 2, itemId: 2 ** 40 }, owner)).msg).toBe(
      BomMessage.itemNotFound,
    );
    const fixed = await api<BomLineMatch>('POST', `/bom/${id}/choose`, choice, owner);
    expect(fixed.data).toMatchObject({
      chosen: true,
      confidence: 'exact',
      reason: '由用户选定',
      item: { id: pick?.id },
    });
    const reread = await api<BomResult>('GET', `/bom/${id}`);
    expect(reread.data.lines[1]?.match.item?.id).toBe(pick?.id);

    const res = await app.inject({ url: `/to/api/bom/${id}/export` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(
      encodeURIComponent('主板 BOM-匹配结果.xlsx'),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    expect(ws.getRow(1).getCell(9).value).toBe('匹配型号');
    expect(ws.getRow(2).getCell(9).value).toBe('STM32F103C8T6');
    expect(ws.getRow(3).getCell(9).value).toBe(pick?.model);
    expect(ws.getRow(3).getCell(14).value).toBe('用户选定');
  });
});

describe(`my BOMs: the saver's list, paged, with line counts and matched lines; delete (issue 15, ${TEST_ENGINE})`, () => {
  it('lists only the signed-in user’s BOMs, newest first, with lines and matched lines; pages; deletes', async () => {
    expect((await api('GET', '/bom/mine')).code).toBe(401);
    const me = (await loginAs(app, await createUser(app))).accessToken;
    expect((await api<BomMinePage>('GET', '/bom/mine', undefined, me)).data).toEqual({ list: [], total: 0 });
    const inputs = [
      line({ designator: 'U1', mpn: 'STM32F103C8T6' }),
      line({ designator: 'X1', mpn: 'NO-SUCH-PART-XYZ', value: 'zzz' }, 2),
      line({ designator: 'U2', mpn: 'STM32F103C8T6' }, 3),
    ];
    const matches = await matchLines(app, inputs);
    const ids: string[] = [];
    for (const name of ['第一块板', '第二块板', '第三块板']) {
      const body = {
        name,
        fileName: `${name}.csv`,
        lines: matches.map((m, i) => ({
          input: inputs[i] as BomLineInput,
          itemId: m.item?.id ?? null,
          confidence: m.confidence,
          reason: m.reason,
          query: m.query,
          candidateIds: m.candidates.map((c) => c.id),
          chosen: false,
        })),
      };
      ids.push((await api<{ id: string }>('POST', '/bom', body, me)).data.id);
    }
    const all = await api<BomMinePage>('GET', '/bom/mine', undefined, me);
    expect(all.data.total).toBe(3);
    // newest first (saved in order, same second or later)
    expect(all.data.list.map((b) => b.name)).toEqual(['第三块板', '第二块板', '第一块板']);
    const first = all.data.list[0];
    expect(first).toMatchObject({ lineCount: 3, matchedCount: matches.filter((m) => m.item).length });
    expect(first?.matchedCount).toBe(2);
    expect(Date.parse(first?.createdAt ?? '')).not.toBeNaN();
    // another user's list does not show them
    expect(
      (await api<BomMinePage>('GET', '/bom/mine', undefined, other)).data.list.map((b) => b.id),
    ).not.toContain(ids[0]);
    // pages
    const page2 = await api<BomMinePage>('GET', '/bom/mine?page=2&pageSize=2', undefined, me);
    expect(page2.data).toMatchObject({ total: 3 });
    expect(page2.data.list.map((b) => b.name)).toEqual(['第一块板']);
    expect((await api('GET', '/bom/mine?pageSize=1000', undefined, me)).status).toBe(400);
    // only the saver deletes; the link stops working
    const forbidden = await api('DELETE', `/bom/${ids[0]}`, undefined, other);
    expect(forbidden.status).toBe(403);
    expect(forbidden.msg).toBe(BomMessage.notOwnerDelete);
    expect((await api('DELETE', `/bom/${ids[0]}`)).code).toBe(401);
    expect((await api<{ deleted: boolean }>('DELETE', `/bom/${ids[0]}`, undefined, me)).data).toEqual({
      deleted: true,
    });
    expect((await api('GET', `/bom/${ids[0]}`)).status).toBe(404);
    expect((await api('DELETE', `/bom/${ids[0]}`, undefined, me)).status).toBe(404);
    expect((await api<BomMinePage>('GET', '/bom/mine', undefined, me)).data.total).toBe(2);
  });
});
