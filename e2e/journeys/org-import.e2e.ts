/**
 * Issue 14's "Done when", in order, in Chromium: an owner registers, creates an organisation with its logo and
 * invites a colleague by e-mail (the real SMTP flow), switches to 企业库 and imports an .xlsx of 200 parts (written
 * with exceljs from the public catalogue's own chip resistor rows, each with the organisation's part number) and
 * KiCad's Interface_USB.kicad_sym (Debian's kicad-symbols), each through the background job's progress bar to its
 * counts; the colleague searches them with a unit range; the owner stocks 20 of an imported part into a new
 * location and takes 5 out (15 left); a third user outside the organisation finds none of it. Then the owner
 * publishes the organisation's vendor page under jckey, and /vendor/jckey, signed out, shows its logo and name
 * (SPEC-2.18). Screenshots at 1440 px in e2e/artifacts/ (org-import-*.png, vendor-jckey*.png).
 */
import { existsSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseUserMenuItem,
  hasText,
  mailMatch,
  startSmtp,
  until,
  viewShot,
  visible,
} from '../src/accounts-support.ts';
import { explained, hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { registerByMail } from '../src/register.ts';
import { chooseOption } from '../src/select.ts';
import { type RunningServer, startServer } from '../src/server.ts';

const INVITE_LINK = /(https?:\/\/\S+\/user\?tab=org&invite=[A-Za-z0-9_-]{43})/;
const PASSWORD = 'Jianku@2024';
const OWNER = 'qian.gong@jianku-import-e2e.com';
const COLLEAGUE = 'sun.gong@jianku-import-e2e.com';
const OUTSIDER = 'li.gong@jianku-import-e2e.com';
const ORG_NAME = '无锡精密电子有限公司';
/** the imported part the warehouse steps use (the .xlsx's first row) */
const STOCK_CODE = 'WX-R-0001';
const VENDOR_INTRO = '无锡精密电子有限公司的企业私有库与仓库由件库管理。';
const KICAD = '/usr/share/kicad/symbols/Interface_USB.kicad_sym';
const haveKicad = existsSync(KICAD);
if (!haveKicad && process.env.CI) throw new Error(`${KICAD} missing: apt install kicad-symbols`);

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let browser: Browser;

/** The signed-in user's access token (its cookie), for the API calls a test makes beside the page. */
async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('access_token'));
  if (!cookie) throw new Error('not signed in');
  return cookie.value;
}

const api = async (path: string, token?: string) => {
  const res = await fetch(`${server.url}/to/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are read as the page reads them
  return (await res.json()) as { code: number; msg: string; data: any };
};

interface TreeNode {
  id: number;
  name: string;
  children?: TreeNode[];
}

interface Part {
  model: string;
  keyParams: { key: string; name: string; display: string }[];
}

/** 200 chip resistors of the public catalogue (its search API) as an .xlsx: part number, name, our number, values. */
async function partsWorkbook(): Promise<{ bytes: Buffer; parts: Part[]; categoryId: number }> {
  const tree = await api('/catalog/categories?kind=2');
  const find = (nodes: TreeNode[]): TreeNode | undefined =>
    nodes.map((n) => (n.name === '贴片电阻' ? n : find(n.children ?? []))).find(Boolean);
  const category = find(tree.data as TreeNode[]);
  if (!category) throw new Error('no chip resistor category');
  const parts: Part[] = [];
  for (let page = 1; parts.length < 200 && page <= 5; page++) {
    const res = await api(`/search/items?kind=2&categoryId=${category.id}&pageSize=100&page=${page}`);
    parts.push(...res.data.list);
  }
  expect(parts.length).toBeGreaterThanOrEqual(200);
  const chosen = parts.slice(0, 200);
  const names = [...new Set(chosen.flatMap((p) => p.keyParams.map((k) => k.name)))];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('零件');
  sheet.addRow(['型号', '名称', '企业内部料号', ...names]);
  for (const [i, p] of chosen.entries()) {
    sheet.addRow([
      p.model,
      '贴片电阻',
      `WX-R-${String(i + 1).padStart(4, '0')}`,
      ...names.map((n) => p.keyParams.find((k) => k.name === n)?.display ?? ''),
    ]);
  }
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), parts: chosen, categoryId: category.id };
}

/** 导入: source, category (searched in the cascader), the file; then the preview's counts and 导入 to the end. */
async function importThrough(
  page: Page,
  source: string,
  leaf: string,
  file: string | { name: string; buffer: Buffer },
) {
  await page.getByRole('button', { name: '导入' }).first().click();
  const dialog = page.getByRole('dialog', { name: '导入零件' });
  await visible(dialog);
  await dialog.getByText(source, { exact: true }).click();
  await dialog.getByText('元器件', { exact: true }).click();
  // the cascader's search: the option is clicked (again while its dropdown still opens) until it is chosen
  const cascader = dialog.locator('.jk-orglib-import-category');
  await until(
    async () => {
      if ((await cascader.textContent())?.includes(leaf)) return true;
      if ((await page.locator('.ant-cascader-dropdown:visible').count()) === 0) {
        await cascader.click();
        await page.keyboard.type(leaf);
      }
      await page
        .locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item')
        .filter({ hasText: leaf })
        .first()
        .click({ timeout: 5000 })
        .catch(() => {});
      return false;
    },
    `category ${leaf} chosen`,
    60_000,
  );
  const input = dialog.locator('input[type=file]').first();
  await input.setInputFiles(
    typeof file === 'string' ? file : { ...file, mimeType: 'application/octet-stream' },
  );
  return dialog;
}

describe.skipIf(!hasBrowser || !haveKicad)('enterprise library import journey', () => {
  let owner: { context: BrowserContext; page: Page };
  let colleague: { context: BrowserContext; page: Page };
  let outsider: { context: BrowserContext; page: Page };
  let orgId = 0;
  let parts: Part[] = [];
  let resistorsId = 0;
  let stockItemId = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
    });
    browser = await launchBrowser();
    owner = await newPage(browser);
    colleague = await newPage(browser);
    outsider = await newPage(browser);
  }, 600_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') {
      const name = ctx.task.name.slice(0, 40).replace(/[^\w-]+/g, '_');
      await shot(owner.page, `org-import-failed-${name}`).catch(() => {});
    }
  });
  afterAll(async () => {
    for (const p of [owner, colleague, outsider]) await p?.context.close();
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  }, 300_000);

  it('an owner creates an organisation and invites a colleague, who joins as editor', async () => {
    const { page } = owner;
    await registerByMail(page, { url: server.url, smtp, password: PASSWORD }, OWNER, '钱工');
    const tab = page.locator('.jk-org');
    await chooseUserMenuItem(page, '创建企业', tab.getByLabel('企业名称'));
    await tab.getByLabel('企业名称').fill(ORG_NAME);
    // the logo: a PNG drawn here (three bars on a blue tile), uploaded through the form's upload
    const logo = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" rx="40" fill="#1247b8"/>' +
          '<rect x="56" y="60" width="144" height="36" rx="8" fill="#fff"/><rect x="56" y="110" width="144" height="36" rx="8" fill="#fff" opacity="0.8"/>' +
          '<rect x="56" y="160" width="144" height="36" rx="8" fill="#fff" opacity="0.6"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    await tab
      .locator('[data-testid=file-upload] input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await visible(tab.locator('.jk-org-logo-preview'));
    await tab.getByRole('button', { name: '创建企业' }).click();
    await visible(tab.getByRole('heading', { name: ORG_NAME }));
    await tab.getByLabel('手机号或邮箱').fill(COLLEAGUE);
    await tab.locator('.jk-org-invite-form .ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByText('编辑者', { exact: true }).click();
    await tab.getByRole('button', { name: '发送邀请' }).click();
    const link = await mailMatch(smtp, COLLEAGUE, INVITE_LINK, 1);
    await registerByMail(colleague.page, { url: server.url, smtp, password: PASSWORD }, COLLEAGUE, '孙工');
    await colleague.page.goto(link);
    await colleague.page.locator('.jk-org-invite-card').getByRole('button', { name: '接受邀请' }).click();
    await hasText(colleague.page.locator('.jk-org .jk-org-head'), '我的角色：编辑者');
  }, 300_000);

  it('SPEC-1.05 the owner switches to 企业库 and imports an .xlsx of 200 catalogue parts through the background job', async () => {
    const { page } = owner;
    await page.goto(`${server.url}/part`);
    await chooseUserMenuItem(page, '切换到企业库', page.getByRole('heading', { name: '企业库' }));
    await page.waitForURL(/\/part\/brand-detail\/\d+\?type=1/);
    orgId = Number(/brand-detail\/(\d+)/.exec(page.url())?.[1]);
    const book = await partsWorkbook();
    parts = book.parts;
    resistorsId = book.categoryId;
    const dialog = await importThrough(page, '表格（CSV / Excel）', '贴片电阻', {
      name: 'resistors-200.xlsx',
      buffer: book.bytes,
    });
    await hasText(dialog, '共 200 行，可导入 200 行（新增 200，更新 0），被拒 0 行');
    await viewShot(page, 'org-import-preview');
    await dialog.getByRole('button', { name: '导入', exact: true }).click();
    await visible(dialog.getByRole('progressbar'));
    await hasText(dialog, '导入完成');
    await hasText(dialog, /新增 200 个 · 更新 0 个 · 被拒 0 行/);
    await viewShot(page, 'org-import-done');
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
  }, 300_000);

  it('the owner imports KiCad’s Interface_USB.kicad_sym; each symbol becomes an item', async () => {
    const { page } = owner;
    const dialog = await importThrough(page, 'KiCad 符号库', '接口芯片', KICAD);
    await hasText(dialog, /共 \d+ 行，可导入 \d+ 行/);
    await dialog.getByRole('button', { name: '导入', exact: true }).click();
    await hasText(dialog, '导入完成');
    await hasText(dialog, /新增 \d+ 个 · 更新 0 个/);
    await viewShot(page, 'org-import-kicad-done');
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
  }, 300_000);

  it('a member searches the imported parts with a unit range', async () => {
    // the range of the first part's resistance (its display, e.g. 4.7 kΩ, as both ends)
    const value = (p: Part) => p.keyParams.find((k) => k.key === 'resistance')?.display;
    const first = value(parts[0] as Part) as string;
    const range = encodeURIComponent(`${first.replace(/\s/g, '')}~${first.replace(/\s/g, '')}`);
    const expected = parts.filter((p) => value(p) === first);
    expect(expected.length).toBeGreaterThan(0);
    const { page } = colleague;
    await page.goto(
      `${server.url}/part/brand-detail/${orgId}?type=1&kind=2&categoryId=${resistorsId}&p.resistance=${range}`,
    );
    await visible(page.getByText(expected[0]?.model as string).first());
    await viewShot(page, 'org-import-search');
    const token = await tokenOf(colleague.context);
    const found = await api(
      `/search/items?kind=2&categoryId=${resistorsId}&p.resistance=${range}&scope=org&pageSize=100`,
      token,
    );
    expect(found.data.total).toBe(expected.length);
    const usb = await api('/search/items?kind=2&keyWords=CH340G&scope=org', token);
    expect(usb.data.total).toBeGreaterThan(0);
  }, 300_000);

  it('the owner takes 5 out of stock of an imported part: a location, 20 in, 5 out, 15 left', async () => {
    const { page } = owner;
    await page.goto(`${server.url}/part`);
    await chooseUserMenuItem(page, '仓库', page.getByRole('heading', { name: '仓库' }));
    await page.waitForURL(`${server.url}/part/brand-detail/${orgId}/warehouse`);
    await page.getByRole('button', { name: /新建库位/ }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('库位名称').fill('元件仓 A-01');
    await dialog.getByRole('button', { name: '保存' }).click();
    await visible(page.getByRole('complementary', { name: '库位' }).getByText('元件仓 A-01'));
    await page.getByRole('button', { name: /入库$/ }).first().click();
    dialog = page.getByRole('dialog');
    await chooseOption(page, dialog.getByLabel('条目'), STOCK_CODE, STOCK_CODE);
    await chooseOption(page, dialog.getByLabel('库位'), '元件仓 A-01');
    await dialog.getByLabel('数量').fill('20');
    await dialog.getByLabel('原因').fill('采购入库');
    await dialog.getByRole('button', { name: '确认入库' }).click();
    // once (CI of 2026-11-27, a loaded machine) the toast was not seen within 15 s: the error now shows the dialog
    await explained(page, 'org-import-stock-in-missing', '.ant-modal, .ant-message', () =>
      visible(page.getByText('入库成功，该库位现有 20')),
    );
    const row = page.locator('.jk-wh-main tr', { hasText: STOCK_CODE });
    await row.getByRole('button', { name: '出库' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('数量').fill('5');
    await dialog.getByLabel('原因').fill('生产领料');
    await dialog.getByRole('button', { name: '确认出库' }).click();
    await visible(page.getByText('出库成功，该库位现有 15'));
    await hasText(row, '15');
    await page.mouse.move(10, 700);
    await viewShot(page, 'org-import-stock-out');
    const stock = await api(`/warehouse/stock?keyword=${STOCK_CODE}`, await tokenOf(owner.context));
    expect(stock.data.list).toEqual([
      expect.objectContaining({ internalCode: STOCK_CODE, locationPath: '元件仓 A-01', quantity: 15 }),
    ]);
    stockItemId = stock.data.list[0].itemId;
  }, 300_000);

  it('a third user outside the organisation finds none of it', async () => {
    const value = (p: Part) => p.keyParams.find((k) => k.key === 'resistance')?.display;
    const first = value(parts[0] as Part) as string;
    const range = encodeURIComponent(`${first.replace(/\s/g, '')}~${first.replace(/\s/g, '')}`);
    const found = await api(
      `/search/items?kind=2&categoryId=${resistorsId}&p.resistance=${range}&scope=org&pageSize=100`,
      await tokenOf(colleague.context),
    );
    await registerByMail(outsider.page, { url: server.url, smtp, password: PASSWORD }, OUTSIDER, '李工');
    const theirs = await tokenOf(outsider.context);
    const none = await api(
      `/search/items?kind=2&categoryId=${resistorsId}&p.resistance=${range}&scope=org`,
      theirs,
    );
    expect(none.data).toBeNull();
    expect(none.msg).toMatch(/企业/);
    const byCode = await api('/search/items?kind=2&keyWords=WX-R-0001', theirs);
    expect(byCode.data.total).toBe(0);
    const item = found.data.list[0];
    const page404 = await api(`/catalog/items/${item.id}`, theirs);
    expect(page404.code).not.toBe(0);
    // the organisation's item page is, for an outsider, an unknown item: the app's 404
    await outsider.page.goto(`${server.url}/part/detail/${item.id}`);
    await outsider.page.waitForURL(/\/404$/);
    await visible(outsider.page.getByText('页面不存在'));
    // nor its stock: the warehouse answers the outsider nothing of it
    for (const path of [
      '/warehouse/stock',
      `/warehouse/history?itemId=${stockItemId}`,
      '/warehouse/locations',
    ]) {
      const body = JSON.stringify(await api(path, theirs));
      expect(body).not.toContain(STOCK_CODE);
      expect(body).not.toContain('元件仓 A-01');
    }
    await viewShot(outsider.page, 'org-import-outsider');
  }, 300_000);

  it('SPEC-2.18 the owner publishes the vendor page jckey; signed out, /vendor/jckey shows the logo and name', async () => {
    const { page } = owner;
    await page.goto(`${server.url}/user?tab=org`);
    const card = page.locator('.jk-org-vendor');
    await visible(card.getByRole('heading', { name: '厂商主页' }));
    await card.getByLabel('主页地址').fill('jckey');
    await card.getByLabel('企业简介').fill(VENDOR_INTRO);
    await card.getByLabel('联系方式').fill(OWNER);
    // a brand of the public catalogue the imported parts come from
    const brand = (await api('/catalog/brands?kind=2&pageSize=1')).data.list[0] as {
      id: number;
      nameZh: string;
    };
    await card.getByLabel('代理品牌').click();
    await page.keyboard.type(brand.nameZh);
    await page
      .locator('.ant-select-dropdown:visible')
      .getByText(brand.nameZh, { exact: false })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await card.getByRole('switch').click();
    await card.getByRole('button', { name: '保存' }).click();
    await visible(page.getByText('厂商主页已保存'));
    await visible(card.getByRole('link', { name: /查看厂商主页/ }));
    await viewShot(page, 'vendor-jckey-settings');
    // the audit log has it
    const log = await api('/audit/list?action=vendor.publish', await tokenOf(owner.context));
    expect(log.data.total).toBe(1);

    const visitor = await newPage(browser, 1440);
    try {
      await visitor.page.goto(`${server.url}/vendor/jckey`);
      await visible(visitor.page.getByRole('heading', { level: 1, name: ORG_NAME }));
      const logo = visitor.page.locator('.jk-vendor-logo img');
      await until(
        () => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth > 0),
        'the logo is drawn',
      );
      await hasText(visitor.page.locator('.jk-vendor-intro'), VENDOR_INTRO);
      expect(
        await visitor.page.getByRole('link', { name: new RegExp(brand.nameZh) }).getAttribute('href'),
      ).toMatch(new RegExp(`/brand-detail/${brand.id}$`));
      // its own layout: no library header, tab bar or search box
      expect(await visitor.page.locator('.jk-header').count()).toBe(0);
      expect(await visitor.page.getByRole('tablist').count()).toBe(0);
      expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBe(1440);
      await viewShot(visitor.page, 'vendor-jckey');
      // nothing else of the organisation reaches the visitor
      const html = await visitor.page.content();
      for (const text of [STOCK_CODE, '元件仓 A-01', COLLEAGUE, '孙工']) expect(html).not.toContain(text);
      await visitor.page.goto(`${server.url}/vendor/no-such-vendor`);
      await visible(visitor.page.getByText('厂商主页不存在或未发布'));
      await viewShot(visitor.page, 'vendor-jckey-not-found');
    } finally {
      await visitor.context.close();
    }
  }, 300_000);
});
