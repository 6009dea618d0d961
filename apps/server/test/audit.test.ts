/**
 * The organisation audit log (issue 14) through app.inject on a real database: changes to the library, the
 * members and the stock are recorded with who, when, the action, before and after, in the same transaction
 * (a refused change leaves no row); owners and admins read it paged and filtered (user, action, dates) and
 * export it as .xlsx and .csv; editors, viewers, outsiders and other organisations see none of it.
 */
import { ErrorCode } from '@jianku/rules';
import { AuditMessage } from '@jianku/rules/audit-schemas';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { auditCsv } from '../src/modules/audit/audit-export.ts';
import { createTestApp, SMALL_SEED_SIZE, TEST_ENGINE } from '../src/testing.ts';
import { categoryId, createTeam, LIB, type OrgTeam, signedInUser } from './org-library.fixtures.ts';
import { callAs, type SignedIn } from './orgs.fixtures.ts';
import { addLocation, addPart, WH } from './warehouse.fixtures.ts';

let app: App;
let call: ReturnType<typeof callAs>;
let a: OrgTeam;
let b: OrgTeam;
let outsider: SignedIn;
let mlcc: number;

const AUDIT = '/to/api/audit';
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const auditRows = async () =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from org_audit`.execute(app.database.db)).rows[0]?.n,
  );

beforeAll(async () => {
  app = await createTestApp({ seedSize: SMALL_SEED_SIZE });
  await app.services.catalog.seed({ size: SMALL_SEED_SIZE });
  call = callAs(app);
  a = await createTeam(app, '华东精密电子有限公司');
  b = await createTeam(app, '华南电子科技有限公司');
  outsider = await signedInUser(app);
  mlcc = await categoryId(app, 'comp.passive.capacitor.mlcc');
}, 300_000);
afterAll(() => app.close());

describe(`audit log: what is recorded (${TEST_ENGINE})`, () => {
  it('creating the organisation, adding and deleting an item: who, when, before and after', async () => {
    const id = await addPart(app, a.editor, mlcc, 0, 'AU-1');
    expect((await call('POST', `${LIB}/items/${id}/delete`, a.editor.token)).body.code).toBe(0);
    const list = (await call('GET', `${AUDIT}/list`, a.owner.token)).body.data.list;
    const [deleted, added] = list;
    expect(deleted).toMatchObject({
      action: 'item.delete',
      actionLabel: '删除条目',
      actorId: a.editor.user.id,
      targetType: 'item',
      targetId: String(id),
      before: { id, model: 'GRM188R71H104KA93D', internalCode: 'AU-1' },
      after: null,
    });
    expect(added).toMatchObject({
      action: 'item.add',
      before: null,
      after: { id, model: 'GRM188R71H104KA93D', internalCode: 'AU-1' },
    });
    expect(added.after.params.capacitance).toBe('100 nF');
    expect(Date.now() - Date.parse(added.createdAt)).toBeLessThan(10 * 60_000);
    expect(list.at(-1)).toMatchObject({
      action: 'member.join',
      actorId: a.owner.user.id,
      after: { role: 'owner' },
    });
  });

  it('role changes and removals are recorded; a refused change (removing the last owner) records nothing', async () => {
    const role = await call('POST', '/to/api/base/org/member/update-role', a.owner.token, {
      userId: a.viewer.user.id,
      role: 'editor',
    });
    expect(role.body.code).toBe(0);
    await call('POST', '/to/api/base/org/member/update-role', a.owner.token, {
      userId: a.viewer.user.id,
      role: 'viewer',
    });
    const changes = (await call('GET', `${AUDIT}/list?action=member.role`, a.owner.token)).body.data.list;
    expect(
      changes.map((c: { before: { role: string }; after: { role: string } }) => [
        c.before.role,
        c.after.role,
      ]),
    ).toEqual([
      ['editor', 'viewer'],
      ['viewer', 'editor'],
    ]);
    const before = await auditRows();
    const refused = await call('POST', '/to/api/base/org/leave', a.owner.token);
    expect(refused.body.code).not.toBe(0);
    expect(await auditRows()).toBe(before);
  });

  it('stock movements are recorded with the warehouse', async () => {
    const id = await addPart(app, a.editor, mlcc, 1, 'AU-2');
    const spot = await addLocation(app, a.owner, '审计库位');
    await call('POST', `${WH}/stock/in`, a.editor.token, {
      itemId: id,
      locationId: spot,
      quantity: 7,
      reason: '采购',
      reference: 'PO-9',
    });
    const rows = (await call('GET', `${AUDIT}/list?action=stock.in`, a.owner.token)).body.data.list;
    expect(rows[0]).toMatchObject({
      actorId: a.editor.user.id,
      after: { quantity: 7, reason: '采购', reference: 'PO-9' },
    });
  });
});

describe(`audit log: reading, filters, export (${TEST_ENGINE})`, () => {
  it('filters by user, action and date range, paged; admins read it too', async () => {
    const admin = await call('POST', '/to/api/base/org/member/update-role', a.owner.token, {
      userId: a.editor.user.id,
      role: 'admin',
    });
    expect(admin.body.code).toBe(0);
    const byEditor = (
      await call('GET', `${AUDIT}/list?userId=${a.editor.user.id}&pageSize=2`, a.editor.token)
    ).body.data;
    expect(byEditor.list).toHaveLength(2);
    expect(byEditor.total).toBeGreaterThanOrEqual(4);
    expect(byEditor.list.every((e: { actorId: number }) => e.actorId === a.editor.user.id)).toBe(true);
    const page2 = (
      await call('GET', `${AUDIT}/list?userId=${a.editor.user.id}&pageSize=2&page=2`, a.owner.token)
    ).body.data;
    expect(page2.list[0].id).toBeLessThan(byEditor.list[1].id);
    const all = (await call('GET', `${AUDIT}/list?from=${today()}&to=${today()}&pageSize=100`, a.owner.token))
      .body.data;
    expect(all.total).toBe((await call('GET', `${AUDIT}/list`, a.owner.token)).body.data.total);
    const none = (await call('GET', `${AUDIT}/list?from=2020-01-01&to=2020-01-31`, a.owner.token)).body.data;
    expect(none).toEqual({ list: [], total: 0 });
    await call('POST', '/to/api/base/org/member/update-role', a.owner.token, {
      userId: a.editor.user.id,
      role: 'editor',
    });
  });

  it.each([
    ['from=2026-13-01', AuditMessage.dateInvalid],
    ['from=2026-02-30', AuditMessage.dateInvalid],
    ['to=yesterday', AuditMessage.dateInvalid],
    ['from=2026-05-02&to=2026-05-01', AuditMessage.rangeInvalid],
    ['action=item.explode', AuditMessage.actionInvalid],
  ])('bad filter %s: 400 with a Chinese message', async (query, msg) => {
    const res = await call('GET', `${AUDIT}/list?${query}`, a.owner.token);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('exports as .xlsx and as .csv (UTF-8 with BOM, formulas neutralised)', async () => {
    const auth = { authorization: `Bearer ${a.owner.token}` };
    const xlsx = await app.inject({ url: `${AUDIT}/export`, headers: auth });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('审计日志');
    const total = (await call('GET', `${AUDIT}/list`, a.owner.token)).body.data.total;
    expect(sheet?.rowCount).toBe(total + 1);
    expect(sheet?.getRow(1).getCell(4).value).toBe('操作');
    const csv = await app.inject({ url: `${AUDIT}/export?format=csv&action=item.add`, headers: auth });
    expect(csv.headers['content-type']).toContain('text/csv');
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF时间,操作人')).toBe(true);
    expect(text).toContain('添加条目');
    expect(text).not.toContain('删除条目');
  });

  it('a cell that would start a formula (a nickname =1+2) is written as text in the CSV', () => {
    const entry = {
      id: 1,
      createdAt: '2026-11-26T02:00:00.000Z',
      actorId: 9,
      actorName: '=1+2',
      action: 'stock.out',
      actionLabel: '出库',
      targetType: 'stock',
      targetId: '5',
      summary: '@SUM(A1), "引号"',
      before: null,
      after: { quantity: 1 },
    };
    const lines = auditCsv([entry]).toString('utf8').split('\r\n');
    expect(lines[1]).toBe(
      `2026-11-26 10:00:00,'=1+2,9,出库,stock,5,"'@SUM(A1), ""引号""",,"{""quantity"":1}"`,
    );
  });

  it('editors, viewers, outsiders and other organisations read none of it', async () => {
    for (const who of [a.editor, a.viewer]) {
      const res = await call('GET', `${AUDIT}/list`, who.token);
      expect(res.body).toMatchObject({ code: ErrorCode.forbidden, msg: AuditMessage.adminOnly });
      const file = await app.inject({
        url: `${AUDIT}/export`,
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(file.json().code).toBe(ErrorCode.forbidden);
    }
    expect((await call('GET', `${AUDIT}/list`, outsider.token)).body.code).not.toBe(0);
    const other = (await call('GET', `${AUDIT}/list?pageSize=100`, b.owner.token)).body.data.list;
    expect(JSON.stringify(other)).not.toMatch(/AU-1|华东|审计库位/);
    const forged = await call('GET', `${AUDIT}/list`, b.owner.token, undefined, {
      'tenant-id': String(a.orgId),
    });
    expect(JSON.stringify(forged.body)).not.toMatch(/AU-1|审计库位/);
  });
});
