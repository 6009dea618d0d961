/**
 * Background imports of the enterprise library (issue 14, SPEC-1.xx enterprise library) through app.inject
 * (PGlite, or PostgreSQL with DATABASE_URL): a commit is a job written in batches with its progress readable by
 * polling; the same file again updates the items it made (same internal part number, or without one the same
 * maker part number) instead of adding them twice; skipRejected writes the accepted rows and keeps the
 * rejected ones with their reasons; a cancelled job leaves nothing of itself (new rows gone, updated rows as
 * they were); one running job per organisation; 1,000,000 rows (CSV and .xlsx) and a zip bomb are refused
 * with a Chinese message before the file is read whole. Parts: Murata GRM188 and Samsung CL10 0603 X7R MLCCs.
 */
import { BomMessage, ErrorCode } from '@jianku/rules';
import { ORG_IMPORT_MAX_ROWS, OrgImportMessage, OrgLibraryMessage } from '@jianku/rules/org-library-schemas';
import { Zip, ZipDeflate, zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp, SMALL_SEED_SIZE, TEST_ENGINE } from '../src/testing.ts';
import { orgItems, readJob, storeLarge, upload, waitJob } from './org-import.fixtures.ts';
import { categoryId, createTeam, LIB, type OrgTeam } from './org-library.fixtures.ts';
import { callAs } from './orgs.fixtures.ts';

let app: App;
let call: ReturnType<typeof callAs>;
let a: OrgTeam;
let b: OrgTeam;
let mlcc: number;

const HEADER = '型号,名称,企业内部料号,封装,容值,额定电压,精度,介质';
const csv = (rows: string[]) => Buffer.from(`\ufeff${[HEADER, ...rows].join('\r\n')}`, 'utf8');
const commit = (token: string, fileId: string, extra: Record<string, unknown> = {}) =>
  call('POST', `${LIB}/import`, token, { fileId, categoryId: mlcc, commit: true, ...extra });
const preview = (token: string, fileId: string) =>
  call('POST', `${LIB}/import`, token, { fileId, categoryId: mlcc, commit: false });
const search = async (token: string, range: string) =>
  (
    await call(
      'GET',
      `/to/api/search/items?kind=2&categoryId=${mlcc}&p.capacitance=${range}&scope=org`,
      token,
    )
  ).body.data;
const itemByCode = async (orgId: number, code: string) =>
  (
    await sql<{ model: string; params: { capacitance?: { display: string } }; n: number }>`
      select model, params, (select count(*)::int from item_param p where p.item_id = i.id) as n
      from item i where org_id = ${orgId} and internal_code = ${code}`.execute(app.database.db)
  ).rows[0];

beforeAll(async () => {
  app = await createTestApp({ seedSize: SMALL_SEED_SIZE });
  await app.services.catalog.seed({ size: SMALL_SEED_SIZE });
  call = callAs(app);
  a = await createTeam(app, '苏州精工电子有限公司');
  b = await createTeam(app, '深圳华强电子有限公司');
  mlcc = await categoryId(app, 'comp.passive.capacitor.mlcc');
}, 300_000);
afterAll(() => app.close());

describe(`enterprise library background import (${TEST_ENGINE})`, () => {
  it('the same file again updates its items (by internal part number, else by maker part number) and adds only the new rows', async () => {
    const first = [
      'GRM188R71H104KA93D,多层陶瓷电容,JOB-0001,0603,0.1uF,50V,10%,X7R',
      'GRM188R71H103KA01D,多层陶瓷电容,JOB-0002,0603,10nF,50V,10%,X7R',
      'CL10B104KB8NNNC,多层陶瓷电容,,0603,100nF,50V,10%,X7R',
      'CL10B105KO8NNNC,多层陶瓷电容,,0603,1uF,16V,10%,X7R',
    ];
    const before = await orgItems(app, a.orgId);
    const res = await commit(a.editor.token, await upload(app, a.editor.token, csv(first), 'first.csv'));
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data).toMatchObject({ toAdd: 4, toUpdate: 0, job: { status: 'running', total: 4 } });
    const job = await waitJob(app, a.editor.token, res.body.data.job.id);
    expect(job).toMatchObject({ status: 'done', processed: 4, added: 4, updated: 0 });
    // the Murata part's value corrected to 1 µF (GRM188R71C105KA12D is the 1 µF one), one new row
    const second = [
      'GRM188R71C105KA12D,多层陶瓷电容,JOB-0001,0603,1uF,16V,10%,X7R',
      first[1] as string,
      first[2] as string,
      'CL10B105KO8NNNC,多层陶瓷电容（复核）,,0603,1uF,16V,10%,X7R',
      'CL10B103KB8NNNC,多层陶瓷电容,JOB-0005,0603,10nF,50V,10%,X7R',
    ];
    const fileId = await upload(app, a.editor.token, csv(second), 'second.csv');
    const look = await preview(a.editor.token, fileId);
    expect(look.body.data).toMatchObject({ total: 5, accepted: 5, toAdd: 1, toUpdate: 4 });
    const again = await waitJob(app, a.editor.token, (await commit(a.editor.token, fileId)).body.data.job.id);
    expect(again).toMatchObject({ status: 'done', added: 1, updated: 4 });
    // each finished import is one audit line: who, the file, the counts
    const audit = (await call('GET', '/to/api/audit/list?action=import.commit&pageSize=10', a.owner.token))
      .body.data;
    expect(audit.list.slice(0, 2).map((e: { summary: string }) => e.summary)).toEqual([
      '导入 second.csv：新增 1，更新 4，拒绝 0',
      '导入 first.csv：新增 4，更新 0，拒绝 0',
    ]);
    expect(audit.list[0]).toMatchObject({ actorId: a.editor.user.id, after: { added: 1, updated: 4 } });
    expect(await orgItems(app, a.orgId)).toBe(before + 5);
    expect((await itemByCode(a.orgId, 'JOB-0001'))?.model).toBe('GRM188R71C105KA12D');
    const oneMicro = await search(a.viewer.token, '0.9uF~1.1uF');
    expect(oneMicro.list.map((i: { model: string }) => i.model).sort()).toEqual([
      'CL10B105KO8NNNC',
      'GRM188R71C105KA12D',
    ]);
    expect(await orgItems(app, b.orgId)).toBe(0);
  }, 300_000);

  it('rejected rows stop a commit unless skipped; skipped ones are kept in the job with their reasons', async () => {
    const rows = [
      'GRM188R71H472KA01D,多层陶瓷电容,JOB-0101,0603,4.7nF,50V,10%,X7R',
      'GRM188R71H222KA01D,多层陶瓷电容,JOB-0102,0603,十纳法,50V,10%,X7R',
    ];
    const fileId = await upload(app, a.editor.token, csv(rows), 'mixed.csv');
    const refused = await commit(a.editor.token, fileId);
    expect(refused.body).toMatchObject({ code: ErrorCode.invalidParams, msg: OrgImportMessage.rejected(1) });
    const res = await commit(a.editor.token, fileId, { skipRejected: true });
    const job = await waitJob(app, a.editor.token, res.body.data.job.id);
    expect(job).toMatchObject({ status: 'done', added: 1, rejected: 1 });
    expect(job.rejects).toEqual([
      {
        line: 3,
        model: 'GRM188R71H222KA01D',
        reason: expect.stringMatching(/参数「容值」的值「十纳法」无法识别/),
      },
    ]);
  }, 300_000);

  it('a cancelled job leaves nothing of itself: its new rows are gone and the rows it updated are as they were; one job at a time', async () => {
    const before = await orgItems(app, a.orgId);
    const murata = await itemByCode(a.orgId, 'JOB-0001');
    // 4,000 rows: the two existing part numbers changed first, then new ones (GRM188R71H series values)
    const values = ['1nF', '2.2nF', '4.7nF', '10nF', '22nF', '47nF', '100nF'];
    const rows = [
      'GRM188R71H104KA93D,改动的电容,JOB-0001,0603,0.1uF,50V,10%,X7R',
      'GRM188R71H103KA01D,改动的电容,JOB-0002,0603,22nF,50V,10%,X7R',
      ...Array.from(
        { length: 3998 },
        (_, i) =>
          `GRM188R71H-${i},多层陶瓷电容,CAN-${String(i).padStart(5, '0')},0603,${values[i % 7]},50V,10%,X7R`,
      ),
    ];
    const fileId = await upload(app, a.editor.token, csv(rows), 'many.csv');
    const res = await commit(a.editor.token, fileId);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const id = res.body.data.job.id as number;
    const second = await commit(a.editor.token, fileId);
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe(OrgImportMessage.jobRunning);
    const midway = await waitJob(app, a.editor.token, id, (j) => j.processed >= 250);
    expect(midway.status).toBe('running');
    expect((await itemByCode(a.orgId, 'JOB-0001'))?.model).toBe('GRM188R71H104KA93D');
    expect((await call('POST', `${LIB}/import/jobs/${id}/cancel`, a.viewer.token)).body.msg).toBe(
      OrgLibraryMessage.viewerCannotEdit,
    );
    expect((await call('POST', `${LIB}/import/jobs/${id}/cancel`, b.editor.token)).body).toMatchObject({
      code: ErrorCode.notFound,
      msg: OrgImportMessage.jobNotFound,
    });
    const asked = await call('POST', `${LIB}/import/jobs/${id}/cancel`, a.editor.token);
    expect(asked.body.data).toMatchObject({ cancelRequested: true });
    const job = await waitJob(app, a.editor.token, id);
    expect(job).toMatchObject({ status: 'cancelled', error: OrgImportMessage.jobCancelled });
    expect(job.processed).toBeLessThan(4000);
    expect(await orgItems(app, a.orgId)).toBe(before);
    expect(await itemByCode(a.orgId, 'JOB-0001')).toEqual(murata);
    const undo = await sql<{
      n: number;
    }>`select count(*)::int as n from org_import_undo where job_id = ${id}`.execute(app.database.db);
    expect(undo.rows[0]?.n).toBe(0);
    expect((await call('POST', `${LIB}/import/jobs/${id}/cancel`, a.editor.token)).body.msg).toBe(
      OrgImportMessage.jobFinished,
    );
    // the organisation may import again, and its search sees the restored value
    expect((await search(a.viewer.token, '0.9uF~1.1uF')).total).toBe(2);
    expect((await readJob(app, a.viewer.token, id)).status).toBe('cancelled');
  }, 300_000);

  it(`${ORG_IMPORT_MAX_ROWS} rows are read; 1,000,000 rows (CSV or .xlsx) are refused before the file is read whole`, async () => {
    const owner = { userId: a.editor.user.id, orgId: a.orgId };
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `R${i},电阻`).join('\n');
    const most = await storeLarge(
      app,
      owner,
      Buffer.from(`型号,名称\n${lines(ORG_IMPORT_MAX_ROWS)}`),
      'most.csv',
    );
    const read = await preview(a.editor.token, most);
    expect(read.body.code, JSON.stringify(read.body).slice(0, 300)).toBe(0);
    expect(read.body.data.total).toBe(ORG_IMPORT_MAX_ROWS);
    const million = Buffer.from(`型号,名称\n${lines(1_000_000)}`);
    const csvId = await storeLarge(app, owner, million, 'million.csv');
    expect((await preview(a.editor.token, csvId)).body).toMatchObject({
      code: ErrorCode.invalidParams,
      msg: OrgImportMessage.tooManyRows,
    });
    // an .xlsx of 1,000,000 rows: its worksheet's rows are counted as it inflates, exceljs never loads it
    const rowsXml = Array.from(
      { length: 1_000_000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>R${i}</t></is></c></row>`,
    ).join('');
    const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowsXml}</sheetData></worksheet>`;
    const xlsx = zipSync({ 'xl/worksheets/sheet1.xml': new TextEncoder().encode(sheet) }, { level: 6 });
    expect(xlsx.length).toBeLessThan(32 * 1024 * 1024);
    const xlsxId = await storeLarge(app, owner, xlsx, 'million.xlsx');
    expect((await preview(a.editor.token, xlsxId)).body.msg).toBe(OrgImportMessage.tooManyRows);
  }, 300_000);

  it('a zip bomb disguised as .xlsx is refused by the shared guard; a file over the byte limit is refused unread', async () => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      parts.push(chunk);
    });
    // it starts as a workbook does, so the upload's content check takes it for one
    const types = new ZipDeflate('[Content_Types].xml', { level: 1 });
    zip.add(types);
    types.push(
      new TextEncoder().encode(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
      true,
    );
    const entry = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
    zip.add(entry);
    const zeros = new Uint8Array(1024 * 1024);
    for (let i = 0; i < 210; i++) entry.push(zeros, i === 209);
    zip.end();
    const bomb = Buffer.concat(parts);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const fileId = await upload(app, a.editor.token, bomb, 'bomb.xlsx');
    expect((await preview(a.editor.token, fileId)).body).toMatchObject({
      code: ErrorCode.invalidParams,
      msg: BomMessage.zipBomb,
    });
    const owner = { userId: a.editor.user.id, orgId: a.orgId };
    const huge = await storeLarge(app, owner, Buffer.alloc(33 * 1024 * 1024, 0x41), 'huge.csv');
    expect((await preview(a.editor.token, huge)).body.msg).toBe(OrgImportMessage.tooLarge);
  }, 300_000);
});
