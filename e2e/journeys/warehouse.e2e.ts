/**
 * The warehouse and the audit log in Chromium (issue 14): an engineer registers, creates an organisation, links a
 * public part into its library with an internal part number, opens 仓库 from the user menu, creates a location,
 * stocks 20 in and takes 5 out, sees 15 and the item's history, and reads the audit log; a user outside the
 * organisation finds none of it (the page says 暂无权限, the menu has no 仓库, the API answers nothing of it).
 * Screenshots at 1440 px in e2e/artifacts/ (warehouse-*.png).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseUserMenuItem, hasText, userMenuTrigger, viewShot, visible } from '../src/accounts-support.ts';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { registerByOutbox } from '../src/register.ts';
import { chooseOption } from '../src/select.ts';
import { type RunningServer, startServer } from '../src/server.ts';

const PASSWORD = 'Jianku@2024';
const OWNER = 'qian.gong@jianku-wh-e2e.com';
const OUTSIDER = 'sun.gong@jianku-wh-e2e.com';
const ORG_NAME = '无锡精密机电有限公司';
const CODE = 'WX-BRG-0001';

let server: RunningServer;
let browser: Browser;

/** The signed-in page's own API call (its bearer token from the cookie the app keeps). */
async function apiAs(page: Page, path: string): Promise<string> {
  return page.evaluate(async (url) => {
    const token =
      document.cookie
        .split('; ')
        .find((c) => c.includes('access_token='))
        ?.split('=')[1] ?? '';
    const res = await fetch(url, { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
    return res.text();
  }, `${server.url}${path}`);
}

describe.skipIf(!hasBrowser)('warehouse journeys', () => {
  let owner: { context: BrowserContext; page: Page };
  let outsider: { context: BrowserContext; page: Page };
  let orgId = 0;
  let model = '';

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    owner = await newPage(browser);
    outsider = await newPage(browser);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') {
      const name = ctx.task.name.slice(0, 40).replace(/[^\w-]+/g, '_');
      await shot(owner.page, `warehouse-failed-owner-${name}`).catch(() => {});
      await shot(outsider.page, `warehouse-failed-outsider-${name}`).catch(() => {});
    }
  });
  afterAll(async () => {
    await owner?.context.close();
    await outsider?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('an owner creates an organisation and links a public part into its library', async () => {
    const { page } = owner;
    await registerByOutbox(page, { url: server.url, password: PASSWORD }, OWNER, { nickname: '钱工' });
    const tab = page.locator('.jk-org');
    await chooseUserMenuItem(page, '创建企业', tab.getByLabel('企业名称'));
    await tab.getByLabel('企业名称').fill(ORG_NAME);
    await tab.getByRole('button', { name: '创建企业' }).click();
    await visible(tab.getByRole('heading', { name: ORG_NAME }));
    const mine = JSON.parse(await apiAs(page, '/to/api/base/org/my')) as { data: { org: { id: number } } };
    orgId = mine.data.org.id;
    const res = await fetch(`${server.url}/to/api/catalog/featured?kind=1&limit=1`);
    const [item] = ((await res.json()) as { data: { id: number; model: string }[] }).data;
    if (!item) throw new Error('no featured part');
    model = item.model;
    await page.goto(`${server.url}/part/detail/${item.id}`);
    await page.getByRole('button', { name: /加入企业库/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('企业内部料号').fill(CODE);
    await dialog.getByRole('button', { name: '加入' }).click();
    await visible(page.getByText('已加入企业库'));
  });

  it('SPEC-2.51 the user menu’s 仓库: a location, 20 in, 5 out, 15 left, the history and the audit log', async () => {
    const { page } = owner;
    const heading = page.getByRole('heading', { name: '仓库' });
    await chooseUserMenuItem(page, '仓库', heading);
    await page.waitForURL(`${server.url}/part/brand-detail/${orgId}/warehouse`);
    await visible(page.getByText('暂无库存，点击“入库”登记第一笔'));
    // a location
    await page.getByRole('button', { name: /新建库位/ }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('库位名称').fill('一号仓');
    await dialog.getByRole('button', { name: '保存' }).click();
    const tree = page.getByRole('complementary', { name: '库位' });
    await visible(tree.getByText('一号仓'));
    // 20 in
    await page.getByRole('button', { name: /入库$/ }).first().click();
    dialog = page.getByRole('dialog');
    await chooseOption(page, dialog.getByLabel('条目'), CODE);
    await chooseOption(page, dialog.getByLabel('库位'), '一号仓');
    await dialog.getByLabel('数量').fill('20');
    await dialog.getByLabel('原因').fill('采购入库');
    await dialog.getByLabel('单据号').fill('PO-2026-118');
    await dialog.getByRole('button', { name: '确认入库' }).click();
    await visible(page.getByText('入库成功，该库位现有 20'));
    // 5 out, from the row; 6 more than there are is refused first, in Chinese
    const row = page.locator('.jk-wh-main tr', { hasText: CODE });
    await row.getByRole('button', { name: '出库' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('数量').fill('21');
    await dialog.getByLabel('原因').fill('生产领料');
    await dialog.getByRole('button', { name: '确认出库' }).click();
    await visible(dialog.getByText('库存不足：当前库存 20，不能出库 21'));
    await dialog.getByLabel('数量').fill('5');
    await dialog.getByRole('button', { name: '确认出库' }).click();
    await visible(page.getByText('出库成功，该库位现有 15'));
    await hasText(row, '15');
    await page.mouse.move(10, 700);
    // SPEC-2.29: a member's header (avatar, name, the 公共库 tag) still fits the 1440 px window
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1440);
    await viewShot(page, 'warehouse-stock');
    // the history
    await row.getByRole('button', { name: '记录' }).click();
    const drawer = page.getByRole('dialog', { name: '出入库记录' });
    await visible(drawer.getByText('生产领料'));
    await hasText(drawer, '+20');
    await hasText(drawer, '-5');
    await hasText(drawer, 'PO-2026-118');
    expect(page.url()).toContain('item=');
    await viewShot(page, 'warehouse-history');
    // the history survives a reload (it is in the address)
    await page.reload();
    const reopened = page.getByRole('dialog', { name: '出入库记录' });
    await visible(reopened.getByText('生产领料'));
    await reopened.getByRole('button', { name: /Close|关闭/ }).click();
    // the audit log
    await page.getByRole('button', { name: /审计日志/ }).click();
    await page.waitForURL(`${server.url}/part/brand-detail/${orgId}/audit`);
    const log = page.locator('.ant-table');
    await hasText(log, '出库');
    await hasText(log, '入库');
    await hasText(log, '新建库位');
    await hasText(log, '加入公共库条目');
    await hasText(log, '钱工');
    await viewShot(page, 'warehouse-audit');
  });

  it('a user outside the organisation finds none of it', async () => {
    const { page } = outsider;
    await registerByOutbox(page, { url: server.url, password: PASSWORD }, OUTSIDER, { nickname: '孙工' });
    await page.goto(`${server.url}/part/brand-detail/${orgId}/warehouse`);
    await visible(page.getByText('暂无权限，请联系管理员'));
    await (await userMenuTrigger(page)).hover();
    await visible(page.getByRole('menuitem', { name: '创建企业' }));
    expect(await page.getByRole('menuitem', { name: '仓库' }).count()).toBe(0);
    await page.mouse.move(10, 700);
    for (const path of [
      '/to/api/warehouse/stock',
      '/to/api/warehouse/locations',
      '/to/api/audit/list',
      '/to/api/audit/export?format=csv',
    ]) {
      const body = await apiAs(page, path);
      expect(body).not.toContain(CODE);
      expect(body).not.toContain('一号仓');
      expect(body).not.toContain('PO-2026-118');
    }
    const search = await apiAs(
      page,
      `/to/api/search/items?kind=1&keyWords=${encodeURIComponent(CODE)}&scope=org`,
    );
    expect(search).not.toContain(CODE);
    expect(model).not.toBe('');
    await viewShot(page, 'warehouse-outsider');
  });
});
