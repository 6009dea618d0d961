import { WarehouseMessage } from '@jianku/rules/warehouse-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_ID, orgMember } from '../../app/testing/org-member.ts';
import { renderApp } from '../../app/testing/render-app.tsx';
import { setUpSignedInApp } from '../../app/testing/signed-in-app.ts';
import { sendEnvelope, sendJson, type TestServer } from '../../lib/test-support/test-server.ts';

let role: 'owner' | 'editor' | 'viewer' = 'editor';
const app = setUpSignedInApp(orgMember(() => role));
let server: TestServer;

/** Murata GRM188R71H104KA93D in the organisation's library as SZ-C-0001, 15 of them on shelf A's second level. */
const ROW = {
  itemId: 501,
  model: 'GRM188R71H104KA93D',
  name: '多层陶瓷电容',
  internalCode: 'SZ-C-0001',
  locationId: 3,
  locationPath: '一号仓 / A 货架 / 第 2 层',
  quantity: 15,
  updatedAt: '2026-11-26T02:00:00.000Z',
};
const LOCATIONS = [
  { id: 1, parentId: null, name: '一号仓', path: '一号仓', quantity: 0 },
  { id: 2, parentId: 1, name: 'A 货架', path: '一号仓 / A 货架', quantity: 0 },
  { id: 3, parentId: 2, name: '第 2 层', path: '一号仓 / A 货架 / 第 2 层', quantity: 15 },
];
const MOVES = [
  {
    id: 12,
    itemId: 501,
    locationId: 3,
    locationPath: ROW.locationPath,
    kind: 'out',
    kindLabel: '出库',
    delta: -5,
    quantityAfter: 15,
    reason: '生产领料',
    reference: 'MO-7',
    actorName: '赵工',
    createdAt: '2026-11-26T03:00:00.000Z',
  },
  {
    id: 11,
    itemId: 501,
    locationId: 3,
    locationPath: ROW.locationPath,
    kind: 'in',
    kindLabel: '入库',
    delta: 20,
    quantityAfter: 20,
    reason: '采购入库',
    reference: 'PO-2026-001',
    actorName: '赵工',
    createdAt: '2026-11-26T02:00:00.000Z',
  },
];
const AUDIT = {
  id: 40,
  createdAt: '2026-11-26T03:00:00.000Z',
  actorId: 5,
  actorName: '赵工',
  action: 'stock.out',
  actionLabel: '出库',
  targetType: 'stock',
  targetId: '501',
  summary: '出库 GRM188R71H104KA93D（SZ-C-0001） ×5 @ 一号仓 / A 货架 / 第 2 层（生产领料，MO-7）',
  before: { itemId: 501, locationId: 3, quantity: 20 },
  after: { itemId: 501, locationId: 3, quantity: 15, reason: '生产领料', reference: 'MO-7' },
};

beforeEach(() => {
  server = app.server();
  role = 'editor';
  server.route('GET', '/to/api/warehouse/locations', (_req, res) => sendEnvelope(res, LOCATIONS));
  server.route('GET', '/to/api/warehouse/stock', (_req, res) => sendEnvelope(res, { list: [ROW], total: 1 }));
  server.route('GET', '/to/api/warehouse/settings', (_req, res) =>
    sendEnvelope(res, { allowNegative: false }),
  );
  server.route('GET', '/to/api/warehouse/warnings', (_req, res) => sendEnvelope(res, []));
  server.route('GET', '/to/api/warehouse/items', (_req, res) => sendEnvelope(res, []));
  server.route('GET', '/to/api/warehouse/history', (_req, res) =>
    sendEnvelope(res, {
      item: {
        itemId: 501,
        model: ROW.model,
        name: ROW.name,
        internalCode: ROW.internalCode,
        quantity: 15,
        minQuantity: 0,
      },
      list: MOVES,
      total: 2,
    }),
  );
  server.route('POST', '/to/api/warehouse/stock/out', (_req, res) =>
    sendJson(res, { code: 100400, msg: WarehouseMessage.insufficient(15, 100), data: null }, 400),
  );
  server.route('GET', '/to/api/base/org/member/list', (_req, res) =>
    sendEnvelope(res, [
      {
        userId: 5,
        nickname: '赵工',
        username: 'zhao@jianku.com',
        email: 'zhao@jianku.com',
        mobile: '',
        role: 'owner',
        joinedAt: '2026-11-01T00:00:00.000Z',
      },
    ]),
  );
  server.route('GET', '/to/api/audit/list', (_req, res) => sendEnvelope(res, { list: [AUDIT], total: 1 }));
});
const signedIn = app.signIn;

describe('the warehouse page', () => {
  it('SPEC-2.51 an editor sees the location tree and the stock; 出库 checks its fields in Chinese and shows the server’s refusal', {
    timeout: 300_000,
  }, async () => {
    await signedIn();
    renderApp(`/part/brand-detail/${ORG_ID}/warehouse`);
    expect(await screen.findByText(ROW.locationPath, undefined, { timeout: 60_000 })).toBeInTheDocument();
    const tree = screen.getByRole('complementary', { name: '库位' });
    expect(await within(tree).findByText('一号仓')).toBeInTheDocument();
    expect(within(tree).getByText('第 2 层')).toBeInTheDocument();
    // the header's 出库: nothing filled in, every rule speaks Chinese and nothing is sent
    await userEvent.click(screen.getAllByRole('button', { name: /出库$/ })[0] as HTMLElement);
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认出库' }));
    expect(await within(dialog).findByText('请选择条目')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择库位')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入数量')).toBeInTheDocument();
    expect(within(dialog).getByText(WarehouseMessage.reasonRequired)).toBeInTheDocument();
    expect(server.hits('/to/api/warehouse/stock/out')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the row's 出库: the item and location are filled in; more than in stock is refused by the server
    const row = screen.getByText(ROW.locationPath).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: '出库' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('数量'), '100');
    await userEvent.type(within(dialog).getByLabelText('原因'), '生产领料');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认出库' }));
    expect(await within(dialog).findByText(WarehouseMessage.insufficient(15, 100))).toBeInTheDocument();
    const sent = server.hits('/to/api/warehouse/stock/out');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({
      itemId: 501,
      locationId: 3,
      quantity: 100,
      reason: '生产领料',
      reference: '',
    });
  });

  it('a viewer reads the stock without 入库/出库, and the history opens from the address (?item=)', {
    timeout: 300_000,
  }, async () => {
    role = 'viewer';
    await signedIn();
    renderApp(`/part/brand-detail/${ORG_ID}/warehouse?item=501`);
    const drawer = await screen.findByRole('dialog', {}, { timeout: 60_000 });
    expect(await within(drawer).findByText('生产领料')).toBeInTheDocument();
    expect(within(drawer).getByText('PO-2026-001')).toBeInTheDocument();
    expect(within(drawer).getByText('-5')).toBeInTheDocument();
    expect(within(drawer).getByText('+20')).toBeInTheDocument();
    expect(server.hits('/to/api/warehouse/history')[0]?.query.get('itemId')).toBe('501');
    expect(screen.queryByRole('button', { name: /入库/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /审计日志/ })).not.toBeInTheDocument();
  });

  it('another organisation’s warehouse: 暂无权限, and nothing is asked of the server', async () => {
    await signedIn();
    renderApp(`/part/brand-detail/${ORG_ID + 1}/warehouse`);
    expect(await screen.findByText('暂无权限，请联系管理员')).toBeInTheDocument();
    await waitFor(() => expect(server.hits('/to/api/warehouse/locations')).toHaveLength(0));
    expect(server.hits('/to/api/warehouse/stock')).toHaveLength(0);
  });
});

describe('the audit log page', () => {
  it('an owner reads the entries with before and after; the action filter goes into the address and the request', {
    timeout: 300_000,
  }, async () => {
    role = 'owner';
    await signedIn();
    renderApp(`/part/brand-detail/${ORG_ID}/audit?action=stock.out&start=2026-11-01&end=2026-11-30`);
    expect(await screen.findByText(AUDIT.summary, undefined, { timeout: 60_000 })).toBeInTheDocument();
    const asked = server.hits('/to/api/audit/list')[0]?.query;
    expect([asked?.get('action'), asked?.get('from'), asked?.get('to')]).toEqual([
      'stock.out',
      '2026-11-01',
      '2026-11-30',
    ]);
    const row = screen.getByText(AUDIT.summary).closest('tr') as HTMLElement;
    expect(within(row).getByText('2026-11-26 11:00:00')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /展开/ }));
    expect(await screen.findByText(/"quantity": 20/)).toBeInTheDocument();
    expect(screen.getByText(/"reason": "生产领料"/)).toBeInTheDocument();
  });

  it('an editor gets 暂无权限 and nothing is asked', async () => {
    role = 'editor';
    await signedIn();
    renderApp(`/part/brand-detail/${ORG_ID}/audit`);
    expect(await screen.findByText('暂无权限，请联系管理员')).toBeInTheDocument();
    expect(server.hits('/to/api/audit/list')).toHaveLength(0);
  });
});
