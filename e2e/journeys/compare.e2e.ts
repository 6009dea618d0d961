import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { type RunningServer, startServer } from '../src/server.ts';

// Parameter comparison (参数对比, issue 10) in a real Chromium against the real server: add three chip
// resistors from the search results to the compare tray, refuse a part, open the comparison, toggle 只看不同,
// export .xlsx and read the downloaded file with exceljs; the address keeps the comparison over a reload,
// junk in the address shows a Chinese message and keeps the tray, the 参数对比 tab opens the tray's comparison.

describe.skipIf(!hasBrowser)('compare journeys', () => {
  let server: RunningServer;
  let browser: Browser;

  const trayCount = (page: Page) => page.locator('.jk-compare-tray-count').innerText();
  const storedTray = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('jk_compare_tray') ?? '{}').state?.ids ?? []);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // long because the journey is one person's session, from the search results to the export and back
  it('add three resistors from search results, compare, 只看不同, export .xlsx, reload, junk ids', async () => {
    const { context, page } = await newPage(browser, 1440);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));

    // Three chip resistors from the search results.
    await page.goto(`${server.url}/component/search?keyWords=${encodeURIComponent('贴片电阻')}`);
    const rows = page.locator('.jk-result');
    await rows.first().waitFor();
    const models: string[] = [];
    for (let i = 0; i < 3; i++) {
      const row = rows.nth(i);
      models.push((await row.locator('.jk-result-model').innerText()).trim());
      await row.getByRole('button', { name: '加入对比' }).click();
      await row.getByRole('button', { name: '已加入对比' }).waitFor();
    }
    await expect.poll(() => trayCount(page)).toBe('3/10');
    const tray = page.locator('aside.jk-compare-tray');
    for (const model of models) await tray.getByText(model).waitFor();
    expect(await storedTray(page)).toHaveLength(3);
    await shot(page, 'compare-tray-1440');

    // A part cannot join a component comparison: a Chinese message, the tray unchanged.
    await page.goto(`${server.url}/part/search?keyWords=${encodeURIComponent('螺栓')}`);
    await page.locator('.jk-result').first().waitFor();
    await page.locator('.jk-result').first().getByRole('button', { name: '加入对比' }).click();
    await page.locator('.ant-message-notice', { hasText: '对比栏中是元器件，不能加入零部件' }).waitFor();
    await expect.poll(() => trayCount(page)).toBe('3/10');

    // Open the comparison from the tray.
    await tray.getByRole('button', { name: '开始对比' }).click();
    await page.waitForURL(/\/component\/compare\?ids=\d+,\d+,\d+$/);
    const ids = new URL(page.url()).searchParams.get('ids');
    const table = page.locator('.jk-compare-table');
    await table.waitFor();
    for (const model of models) await table.locator('thead .jk-compare-model', { hasText: model }).waitFor();
    // the tray is not shown on the comparison itself; the 参数对比 tab is the active one
    expect(await page.locator('aside.jk-compare-tray').count()).toBe(0);
    await page.locator('.jk-header-link.is-active', { hasText: '参数对比' }).waitFor();
    const bodyRows = table.locator('.ant-table-tbody > tr.ant-table-row');
    const all = await bodyRows.count();
    const differing = await table.locator('.ant-table-tbody > tr.is-differ').count();
    expect(differing).toBeGreaterThan(0);
    expect(differing).toBeLessThan(all);
    await shot(page, 'compare-page-1440');

    // 只看不同: only the differing rows stay.
    await page.locator('#jk-compare-only-differing').click();
    await expect.poll(() => bodyRows.count()).toBe(differing);
    expect(await table.locator('.ant-table-tbody > tr.ant-table-row:not(.is-differ)').count()).toBe(0);
    await shot(page, 'compare-page-only-differing-1440');

    // The values shown for the resistance row, to find them in the file.
    const resistanceRow = table.locator('.ant-table-tbody > tr', { hasText: '阻值' }).first();
    const shown = (await resistanceRow.locator('td').allInnerTexts())
      .slice(1)
      .map((t) => t.replace(/较优$/, '').trim());

    // Export .xlsx: the downloaded workbook holds the models and the values.
    const downloadPromise = page.waitForEvent('download');
    await page.locator('.jk-compare-export-xlsx').click();
    const download = await downloadPromise;
    const file = join(mkdtempSync(join(tmpdir(), 'compare-e2e-')), 'compare.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('参数对比');
    expect(sheet).toBeDefined();
    const cells: string[][] = [];
    sheet?.eachRow((row) => {
      cells.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
    });
    expect(cells.find((r) => r[0] === '型号')?.slice(1, 4)).toEqual(models);
    const resistance = cells.find((r) => r[0]?.startsWith('阻值'));
    expect(resistance?.slice(1, 4)).toEqual(shown);
    expect(shown.every((t) => /Ω/.test(t))).toBe(true);

    // Reload: the comparison is in the address; the tray is in local storage.
    await page.reload();
    await table.waitFor();
    for (const model of models) await table.locator('thead .jk-compare-model', { hasText: model }).waitFor();
    expect(await storedTray(page)).toHaveLength(3);

    // Junk in the address: a Chinese message, and the tray is not lost.
    await page.goto(`${server.url}/component/compare?ids=abc,12`);
    await page.locator('.ant-alert', { hasText: '对比条目 ID 不正确：“abc” 不是正整数' }).waitFor();
    await page.goto(`${server.url}/component/compare?ids=999999999`);
    await page.locator('.ant-alert', { hasText: '以下条目不存在或已删除：ID 999999999' }).waitFor();
    await shot(page, 'compare-page-bad-ids-1440');
    expect(await storedTray(page)).toHaveLength(3);

    // The 参数对比 tab opens the tray's comparison.
    await page.goto(`${server.url}/component`);
    await page.locator('.jk-header-link', { hasText: '参数对比' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/component/compare' && url.searchParams.get('ids') === ids,
    );
    await table.waitFor();

    // The item page and the category list carry the action too; the tray shows there.
    const compared = (await (await fetch(`${server.url}/to/api/compare/items?ids=${ids}`)).json()) as {
      data: { items: { id: number; category: { id: number } }[] };
    };
    const first = compared.data.items[0]!;
    await page.goto(`${server.url}/component/detail/${first.id}`);
    await page.getByRole('button', { name: '已加入对比' }).waitFor();
    await page.locator('aside.jk-compare-tray').waitFor();
    await shot(page, 'compare-item-page-1440');
    await page.goto(`${server.url}/component/category/${first.category.id}`);
    await page
      .locator('.jk-item-table')
      .getByRole('button', { name: /加入对比/ })
      .first()
      .waitFor();
    await shot(page, 'compare-category-list-1440');

    // The parts library's tab, with nothing of its own in the tray: the empty state says how to add items.
    await page.goto(`${server.url}/part/compare`);
    await page.getByText('还没有要对比的零部件').waitFor();
    await shot(page, 'compare-empty-1440');

    expect(errors).toEqual([]);
    await context.close();
  });
});
