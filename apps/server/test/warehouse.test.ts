/**
 * The warehouse (issue 14) through app.inject on a real database (PGlite, or PostgreSQL with DATABASE_URL):
 * locations in a tree, stock in and out with a reason and a reference, transfers, minimum stock and warnings,
 * the history per item, the .xlsx export; 50 concurrent withdrawals that never lose an update nor go below
 * zero; bad input, viewers, other organisations' ids and a forged tenant-id header answered in Chinese with
 * nothing changed and never a 500.
 */
import { ErrorCode } from '@jianku/rules';
import { WarehouseMessage } from '@jianku/rules/warehouse-schemas';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp, SMALL_SEED_SIZE, TEST_ENGINE } from '../src/testing.ts';
import { categoryId, createTeam, type OrgTeam, signedInUser } from './org-library.fixtures.ts';
import { callAs, type SignedIn } from './orgs.fixtures.ts';
import { addLocation, addPart, WH, warehouseCounts } from './warehouse.fixtures.ts';

let app: App;
let call: ReturnType<typeof callAs>;
let a: OrgTeam;
let b: OrgTeam;
let outsider: SignedIn;
let mlcc: number;
let item: number;
let shelf: number;
let bin: number;
let bItem: number;
let bShelf: number;

const CHINESE = /[\u4e00-\u9fff]/;

beforeAll(async () => {
  app = await createTestApp({ seedSize: SMALL_SEED_SIZE });
  await app.services.catalog.seed({ size: SMALL_SEED_SIZE });
  call = callAs(app);
  a = await createTeam(app, '华东精密电子有限公司');
  b = await createTeam(app, '华南电子科技有限公司');
  outsider = await signedInUser(app);
  mlcc = await categoryId(app, 'comp.passive.capacitor.mlcc');
  item = await addPart(app, a.editor, mlcc, 0, 'WH-A-1');
  const main = await addLocation(app, a.owner, '一号仓');
  shelf = await addLocation(app, a.owner, 'A 货架', main);
  bin = await addLocation(app, a.owner, '第 2 层', shelf);
  bItem = await addPart(app, b.editor, mlcc, 1, 'WH-B-1');
  bShelf = await addLocation(app, b.owner, '乙方仓');
}, 300_000);
afterAll(() => app.close());

const move = (
  who: SignedIn,
  kind: 'in' | 'out',
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => call('POST', `${WH}/stock/${kind}`, who.token, body, headers);

describe(`warehouse: stock in, out, history (${TEST_ENGINE})`, () => {
  it('SPEC-2.51 an editor stocks 20 in and takes 5 out: 15 left, the history and the audit log say so', async () => {
    const stocked = await move(a.editor, 'in', {
      itemId: item,
      locationId: bin,
      quantity: 20,
      reason: '采购入库',
      reference: 'PO-2026-001',
    });
    expect(stocked.body, JSON.stringify(stocked.body)).toMatchObject({ code: 0, data: { quantity: 20 } });
    const taken = await move(a.editor, 'out', {
      itemId: item,
      locationId: bin,
      quantity: 5,
      reason: '生产领料',
      reference: 'MO-7',
    });
    expect(taken.body.data.quantity).toBe(15);
    const stock = await call('GET', `${WH}/stock?locationId=${shelf}`, a.viewer.token);
    expect(stock.body.data.list).toEqual([
      expect.objectContaining({
        itemId: item,
        locationId: bin,
        quantity: 15,
        locationPath: '一号仓 / A 货架 / 第 2 层',
      }),
    ]);
    const history = await call('GET', `${WH}/history?itemId=${item}`, a.viewer.token);
    expect(history.body.data.item).toMatchObject({ itemId: item, quantity: 15, internalCode: 'WH-A-1' });
    expect(
      history.body.data.list.map(
        (m: { delta: number; quantityAfter: number; reason: string; reference: string }) => [
          m.delta,
          m.quantityAfter,
          m.reason,
          m.reference,
        ],
      ),
    ).toEqual([
      [-5, 15, '生产领料', 'MO-7'],
      [20, 20, '采购入库', 'PO-2026-001'],
    ]);
    const audit = await call('GET', '/to/api/audit/list?action=stock.out', a.owner.token);
    expect(audit.body.data.list[0]).toMatchObject({
      action: 'stock.out',
      actionLabel: '出库',
      actorId: a.editor.user.id,
      before: { quantity: 20 },
      after: { quantity: 15, reason: '生产领料' },
    });
  });

  it('a transfer moves units between two locations in one step, with two history rows', async () => {
    const other = await addLocation(app, a.owner, '二号仓');
    const res = await call('POST', `${WH}/stock/transfer`, a.editor.token, {
      itemId: item,
      fromLocationId: bin,
      toLocationId: other,
      quantity: 4,
      reason: '调拨',
    });
    expect(res.body.data).toEqual({ itemId: item, locationId: other, quantity: 4 });
    const rows = (await call('GET', `${WH}/stock`, a.viewer.token)).body.data.list;
    expect(
      rows.map((r: { locationId: number; quantity: number }) => [r.locationId, r.quantity]).sort(),
    ).toEqual(
      [
        [bin, 11],
        [other, 4],
      ].sort(),
    );
    const back = await call('POST', `${WH}/stock/transfer`, a.editor.token, {
      itemId: item,
      fromLocationId: other,
      toLocationId: bin,
      quantity: 5,
      reason: '调回',
    });
    expect(back.body).toMatchObject({
      code: ErrorCode.invalidParams,
      msg: WarehouseMessage.insufficient(4, 5),
    });
    await call('POST', `${WH}/stock/transfer`, a.editor.token, {
      itemId: item,
      fromLocationId: other,
      toLocationId: bin,
      quantity: 4,
      reason: '调回',
    });
  });

  it('minimum stock: an item under its minimum is on the warning list, and leaves it when stocked', async () => {
    expect(
      (await call('POST', `${WH}/minimum`, a.editor.token, { itemId: item, minQuantity: 50 })).body.code,
    ).toBe(0);
    const warned = (await call('GET', `${WH}/warnings`, a.viewer.token)).body.data;
    expect(warned).toEqual([expect.objectContaining({ itemId: item, quantity: 15, minQuantity: 50 })]);
    await call('POST', `${WH}/minimum`, a.editor.token, { itemId: item, minQuantity: 10 });
    expect((await call('GET', `${WH}/warnings`, a.viewer.token)).body.data).toEqual([]);
  });

  it('the export is an .xlsx with the stock rows', async () => {
    const res = await app.inject({
      url: `${WH}/export`,
      headers: { authorization: `Bearer ${a.viewer.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('库存');
    expect(sheet?.getRow(1).values).toEqual([undefined, '型号', '名称', '企业内部料号', '库位', '数量']);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'GRM188R71H104KA93D',
      '多层陶瓷电容',
      'WH-A-1',
      '一号仓 / A 货架 / 第 2 层',
      15,
    ]);
  });

  it('locations: a non-empty location is not deleted; an empty one is, and the audit log keeps it', async () => {
    const res = await call('POST', `${WH}/locations/${bin}/delete`, a.owner.token);
    expect(res.body).toMatchObject({ code: ErrorCode.invalidParams, msg: WarehouseMessage.locationNotEmpty });
    const empty = await addLocation(app, a.owner, '待删库位');
    expect((await call('POST', `${WH}/locations/${empty}/delete`, a.owner.token)).body.code).toBe(0);
    const audit = (await call('GET', '/to/api/audit/list?action=location.delete', a.owner.token)).body.data
      .list;
    expect(audit[0]).toMatchObject({ targetId: String(empty), before: { name: '待删库位' }, after: null });
    const dup = await call('POST', `${WH}/locations`, a.owner.token, {
      name: 'A 货架',
      parentId: (await call('GET', `${WH}/locations`, a.owner.token)).body.data.find(
        (l: { name: string }) => l.name === '一号仓',
      ).id,
    });
    expect(dup.body.msg).toBe(WarehouseMessage.locationNameTaken('A 货架'));
  });
});

describe(`warehouse: concurrent withdrawals (${TEST_ENGINE})`, () => {
  it('50 withdrawals of 1 from 30 at once: exactly 30 succeed, 0 left, 30 history rows; 50 of 2 from 100: all succeed', async () => {
    const part = await addPart(app, a.editor, mlcc, 4, 'WH-RACE-1');
    const spot = await addLocation(app, a.owner, '并发测试库位');
    await move(a.editor, 'in', { itemId: part, locationId: spot, quantity: 30, reason: '入库' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        move(i % 2 ? a.editor : a.owner, 'out', {
          itemId: part,
          locationId: spot,
          quantity: 1,
          reason: `领料${i}`,
        }),
      ),
    );
    const ok = answers.filter((r) => r.body.code === 0);
    expect(ok.length).toBe(30);
    expect(
      answers
        .filter((r) => r.body.code !== 0)
        .every((r) => r.status === 400 && r.body.msg.startsWith('库存不足')),
    ).toBe(true);
    const after = [...ok.map((r) => r.body.data.quantity as number)].sort((x, y) => x - y);
    expect(after).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const { rows } = await sql<{ n: number; qty: number }>`
      select (select count(*)::int from stock_movement where item_id = ${part} and kind = 'out') as n,
             (select qty::int from stock_level where item_id = ${part} and location_id = ${spot}) as qty`.execute(
      app.database.db,
    );
    expect(rows[0]).toEqual({ n: 30, qty: 0 });

    await move(a.editor, 'in', { itemId: part, locationId: spot, quantity: 100, reason: '入库' });
    const all = await Promise.all(
      Array.from({ length: 50 }, () =>
        move(a.editor, 'out', { itemId: part, locationId: spot, quantity: 2, reason: '领料' }),
      ),
    );
    expect(all.every((r) => r.body.code === 0)).toBe(true);
    const history = (await call('GET', `${WH}/history?itemId=${part}&pageSize=100`, a.viewer.token)).body
      .data;
    expect(history.item.quantity).toBe(0);
    expect(history.total).toBe(1 + 30 + 1 + 50);
    // each row's quantity after is the one before it minus its amount: no update was lost
    const outs = history.list.filter((m: { kind: string }) => m.kind === 'out').slice(0, 50);
    expect(
      outs.map((m: { quantityAfter: number }) => m.quantityAfter).sort((x: number, y: number) => x - y),
    ).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });

  it('negative stock only when the organisation allows it (admins set it)', async () => {
    const part = await addPart(app, a.editor, mlcc, 5, 'WH-NEG-1');
    const spot = await addLocation(app, a.owner, '负库存库位');
    const refused = await move(a.editor, 'out', {
      itemId: part,
      locationId: spot,
      quantity: 3,
      reason: '领料',
    });
    expect(refused.body.msg).toBe(WarehouseMessage.insufficient(0, 3));
    const byEditor = await call('POST', `${WH}/settings`, a.editor.token, { allowNegative: true });
    expect(byEditor.body).toMatchObject({ code: ErrorCode.forbidden, msg: WarehouseMessage.adminOnly });
    expect((await call('POST', `${WH}/settings`, a.owner.token, { allowNegative: true })).body.data).toEqual({
      allowNegative: true,
    });
    const allowed = await move(a.editor, 'out', {
      itemId: part,
      locationId: spot,
      quantity: 3,
      reason: '领料',
    });
    expect(allowed.body.data.quantity).toBe(-3);
    await call('POST', `${WH}/settings`, a.owner.token, { allowNegative: false });
    expect((await call('GET', `${WH}/settings`, a.viewer.token)).body.data).toEqual({ allowNegative: false });
  });
});

describe(`warehouse: bad input changes nothing (${TEST_ENGINE})`, () => {
  const cases: Array<
    [string, () => Promise<{ status: number; body: { code: number; msg: string } }>, string | RegExp]
  > = [
    [
      'a negative quantity',
      () => move(a.editor, 'out', { itemId: item, locationId: bin, quantity: -3, reason: '领料' }),
      WarehouseMessage.quantityInvalid,
    ],
    [
      'a quantity of zero',
      () => move(a.editor, 'in', { itemId: item, locationId: bin, quantity: 0, reason: '入库' }),
      WarehouseMessage.quantityInvalid,
    ],
    [
      'a non-integer quantity',
      () => move(a.editor, 'in', { itemId: item, locationId: bin, quantity: 1.5, reason: '入库' }),
      WarehouseMessage.quantityInvalid,
    ],
    [
      'a quantity that is text',
      () => move(a.editor, 'in', { itemId: item, locationId: bin, quantity: '十个', reason: '入库' }),
      CHINESE,
    ],
    [
      'more than in stock',
      () => move(a.editor, 'out', { itemId: item, locationId: bin, quantity: 1000, reason: '领料' }),
      WarehouseMessage.insufficient(15, 1000),
    ],
    [
      'no reason',
      () => move(a.editor, 'in', { itemId: item, locationId: bin, quantity: 1, reason: '  ' }),
      WarehouseMessage.reasonRequired,
    ],
    [
      'an unknown location',
      () => move(a.editor, 'in', { itemId: item, locationId: 987654321, quantity: 1, reason: '入库' }),
      WarehouseMessage.locationNotFound,
    ],
    [
      "another organisation's location",
      () => move(a.editor, 'in', { itemId: item, locationId: bShelf, quantity: 1, reason: '入库' }),
      WarehouseMessage.locationNotFound,
    ],
    [
      "another organisation's item",
      () => move(a.editor, 'in', { itemId: bItem, locationId: bin, quantity: 1, reason: '入库' }),
      WarehouseMessage.itemNotFound,
    ],
    [
      'a viewer moving stock',
      () => move(a.viewer, 'out', { itemId: item, locationId: bin, quantity: 1, reason: '领料' }),
      WarehouseMessage.viewerCannotMove,
    ],
    [
      'a viewer adding a location',
      () => call('POST', `${WH}/locations`, a.viewer.token, { name: '新库位' }),
      WarehouseMessage.adminOnly,
    ],
    [
      'an editor adding a location',
      () => call('POST', `${WH}/locations`, a.editor.token, { name: '新库位' }),
      WarehouseMessage.adminOnly,
    ],
    [
      'a negative minimum',
      () => call('POST', `${WH}/minimum`, a.editor.token, { itemId: item, minQuantity: -1 }),
      WarehouseMessage.minInvalid,
    ],
    [
      'a location under itself',
      () => call('POST', `${WH}/locations/${shelf}/update`, a.owner.token, { name: 'A 货架', parentId: bin }),
      WarehouseMessage.locationCycle,
    ],
    [
      'a forged tenant-id header',
      () =>
        move(
          b.editor,
          'in',
          { itemId: item, locationId: bin, quantity: 1, reason: '入库' },
          { 'tenant-id': String(a.orgId) },
        ),
      CHINESE,
    ],
    [
      'an outsider',
      () => move(outsider, 'in', { itemId: item, locationId: bin, quantity: 1, reason: '入库' }),
      CHINESE,
    ],
  ];
  it.each(cases)(
    '%s: a clear Chinese message, never a 500, nothing changed',
    async (_name, send, message) => {
      const before = await warehouseCounts(app);
      const res = await send();
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).not.toBe(0);
      if (typeof message === 'string') expect(res.body.msg).toBe(message);
      else expect(res.body.msg).toMatch(message);
      expect(await warehouseCounts(app)).toEqual(before);
    },
  );

  it('outsiders and other organisations read nothing of the warehouse', async () => {
    for (const who of [outsider, b.owner]) {
      const stock = await call('GET', `${WH}/stock`, who.token);
      expect(JSON.stringify(stock.body)).not.toContain('WH-A-1');
      const history = await call('GET', `${WH}/history?itemId=${item}`, who.token);
      expect(history.body.code).not.toBe(0);
      const locations = await call('GET', `${WH}/locations`, who.token);
      expect(JSON.stringify(locations.body)).not.toContain('一号仓');
    }
  });
});
