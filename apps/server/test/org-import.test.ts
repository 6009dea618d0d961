/**
 * Import of CSV and .xlsx files into the enterprise library (issue 14) through app.inject (PGlite, or PostgreSQL
 * with DATABASE_URL): the file is uploaded as the organisation's (bizCode org-import), its header mapped (guessed
 * from the names), each row previewed as the item it becomes or rejected with its reason; a commit writes all
 * rows or, when any row is rejected, nothing. GBK CSV, formulas, duplicates, bad units, viewers and another
 * organisation's file are covered; what a commit then does in the background is in org-import-jobs.test.ts. Parts: 0603 X7R MLCCs of Murata, Samsung, Yageo and TDK (their datasheets).
 */
import { ErrorCode, UploadMessage } from '@jianku/rules';
import { OrgImportMessage, OrgLibraryMessage } from '@jianku/rules/org-library-schemas';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp, SMALL_SEED_SIZE, TEST_ENGINE } from '../src/testing.ts';
import { orgItems as countItems, gbk, upload as uploadAs, waitJob } from './org-import.fixtures.ts';
import { categoryId, createTeam, LIB, type OrgTeam } from './org-library.fixtures.ts';
import { callAs } from './orgs.fixtures.ts';

let app: App;
let call: ReturnType<typeof callAs>;
let a: OrgTeam;
let b: OrgTeam;
let mlcc: number;

const HEADER = '型号,名称,企业内部料号,封装,容值,额定电压,精度,介质,备注';
const GOOD_ROWS = [
  'GRM188R71H104KA93D,多层陶瓷电容,IMP-0001,0603,0.1uF,50V,10%,X7R,首选',
  'CL10B104KB8NNNC,多层陶瓷电容,IMP-0002,0603,100nF,50 V,10%,X7R,"替代料, 已认证"',
  'CC0603KRX7R9BB104,多层陶瓷电容,IMP-0003,0603,100000pF,50V,10%,X7R,',
  'C1608X7R1H104K080AA,多层陶瓷电容,IMP-0004,0603,0.1微法,50V,10%,X7R,',
];

const orgItems = (orgId: number) => countItems(app, orgId);
const upload = (token: string, bytes: Buffer, fileName: string) => uploadAs(app, token, bytes, fileName);

const runImport = (token: string, fileId: string, commit: boolean, extra: Record<string, unknown> = {}) =>
  call('POST', `${LIB}/import`, token, { fileId, categoryId: mlcc, commit, ...extra });

beforeAll(async () => {
  app = await createTestApp({ seedSize: SMALL_SEED_SIZE });
  await app.services.catalog.seed({ size: SMALL_SEED_SIZE });
  call = callAs(app);
  a = await createTeam(app, '华东精密电子有限公司');
  b = await createTeam(app, '华南电子科技有限公司');
  mlcc = await categoryId(app, 'comp.passive.capacitor.mlcc');
}, 300_000);
afterAll(() => app.close());

describe(`enterprise library import (${TEST_ENGINE})`, () => {
  it('a preview maps the header by its names and shows each row, rejected ones first with their reasons; a commit then writes nothing', async () => {
    const csv = [
      HEADER,
      ...GOOD_ROWS,
      'GRM188R71H103KA01D,多层陶瓷电容,IMP-0005,0603,十纳法,50V,10%,X7R,',
      'GRM188R71C105KA12D,多层陶瓷电容,IMP-0001,0603,1uF,16V,10%,X7R,',
    ].join('\r\n');
    const fileId = await upload(a.editor.token, Buffer.from(`\ufeff${csv}`, 'utf8'), 'mlcc.csv');
    const before = await orgItems(a.orgId);
    const preview = await runImport(a.editor.token, fileId, false);
    expect(preview.body.code, JSON.stringify(preview.body)).toBe(0);
    const data = preview.body.data;
    expect(data.columns).toEqual(HEADER.split(','));
    expect(data.mapping).toMatchObject({
      model: '型号',
      name: '名称',
      internalCode: '企业内部料号',
      package: '封装',
      notes: '备注',
    });
    expect(data.mapping.params).toMatchObject({
      capacitance: '容值',
      rated_voltage: '额定电压',
      tolerance: '精度',
      dielectric: '介质',
    });
    expect([data.total, data.accepted, data.rejected, data.toAdd, data.job]).toEqual([6, 4, 2, 4, null]);
    expect(data.rows[0]).toMatchObject({
      line: 6,
      ok: false,
      reason: expect.stringMatching(/参数「容值」的值「十纳法」无法识别/),
    });
    expect(data.rows[1]).toMatchObject({
      line: 7,
      ok: false,
      reason: OrgImportMessage.duplicateInFile('IMP-0001'),
    });
    const murata = data.rows.find((r: { model: string }) => r.model === 'GRM188R71H104KA93D');
    expect(murata.params.find((p: { key: string }) => p.key === 'capacitance').display).toBe('100 nF');
    const committed = await runImport(a.editor.token, fileId, true);
    expect(committed.body).toMatchObject({
      code: ErrorCode.invalidParams,
      msg: OrgImportMessage.rejected(2),
    });
    expect(await orgItems(a.orgId)).toBe(before);
  }, 180_000);

  it('a GBK CSV commits every row in a background job; the items are the organisation’s, searchable by unit; the same file again: updates', async () => {
    const fileId = await upload(a.editor.token, gbk([HEADER, ...GOOD_ROWS].join('\n')), 'mlcc-gbk.csv');
    const before = await orgItems(a.orgId);
    const res = await runImport(a.editor.token, fileId, true);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data.job).toMatchObject({ status: 'running', total: 4, kind: 'sheet' });
    const job = await waitJob(app, a.editor.token, res.body.data.job.id);
    expect(job).toMatchObject({ status: 'done', processed: 4, added: 4, updated: 0, error: null });
    expect(await orgItems(a.orgId)).toBe(before + 4);
    const found = await call(
      'GET',
      `/to/api/search/items?kind=2&categoryId=${mlcc}&p.capacitance=90nF~110nF&scope=org`,
      a.viewer.token,
    );
    expect(found.body.data.total).toBe(4);
    expect(await orgItems(b.orgId)).toBe(0);
    const again = await runImport(a.editor.token, fileId, false);
    expect(again.body.data).toMatchObject({ rejected: 0, toAdd: 0, toUpdate: 4 });
    expect(again.body.data.rows[0]).toMatchObject({ internalCode: 'IMP-0001', action: 'update' });
  }, 180_000);

  it('an .xlsx file: cells as text, a formula cell rejected with its reason; an explicit mapping is checked against the header', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('零件');
    sheet.addRow(['MPN', '品名', '容值 (F)', '额定电压']);
    sheet.addRow(['GRM188R71H103KA01D', '多层陶瓷电容', '10nF', '50V']);
    sheet.addRow(['CL10B103KB8NNNC', '多层陶瓷电容', { formula: '1+1', result: 2 }, '50V']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const fileId = await upload(a.editor.token, bytes, 'mlcc.xlsx');
    const res = await runImport(a.editor.token, fileId, false);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data.mapping).toMatchObject({
      model: 'MPN',
      name: '品名',
      params: { capacitance: '容值 (F)' },
    });
    expect(res.body.data.rows).toEqual([
      expect.objectContaining({ line: 3, ok: false, reason: OrgImportMessage.formula }),
      expect.objectContaining({ line: 2, ok: true, model: 'GRM188R71H103KA01D' }),
    ]);
    const unknown = await runImport(a.editor.token, fileId, false, {
      mapping: { model: 'MPN', name: '名字' },
    });
    expect(unknown.body).toMatchObject({
      code: ErrorCode.invalidParams,
      msg: OrgImportMessage.unknownColumn('名字'),
    });
    const noModel = await runImport(a.editor.token, fileId, false, { mapping: { name: '品名' } });
    expect(noModel.body.msg).toBe(OrgImportMessage.modelUnmapped);
  }, 180_000);

  it('viewers cannot import; another organisation’s file is 404 as an unknown one; a file that is no spreadsheet is refused', async () => {
    const fileId = await upload(a.editor.token, Buffer.from([HEADER, GOOD_ROWS[0]].join('\n')), 'one.csv');
    const before = await orgItems(a.orgId);
    expect((await runImport(a.viewer.token, fileId, true)).body).toMatchObject({
      code: ErrorCode.forbidden,
      msg: OrgLibraryMessage.viewerCannotEdit,
    });
    const theirs = await runImport(b.editor.token, fileId, true);
    const none = await runImport(b.editor.token, 'AAAAAAAAAAAAAAAAAAAAAA', true);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
    expect(theirs.body.msg).toBe(UploadMessage.fileNotFound);
    const text = await upload(a.editor.token, Buffer.from('不是表格'), 'notes.md');
    expect((await runImport(a.editor.token, text, false)).body.msg).toBe(OrgImportMessage.notSpreadsheet);
    const empty = await upload(a.editor.token, Buffer.from(HEADER), 'empty.csv');
    expect((await runImport(a.editor.token, empty, false)).body.msg).toBe(OrgImportMessage.noRows);
    expect(await orgItems(a.orgId)).toBe(before);
  }, 180_000);
});
