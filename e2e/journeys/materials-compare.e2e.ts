/**
 * 材料对比 in Chromium against the real server (built web app, small seeded catalogue with all 90 grades):
 * open the tab, pick 304, 316L and 2205 through the picker by designations of other standards, see the
 * designations, the property charts and the composition chart with their tables, reload (the comparison is
 * in the address), open the material page's composition and equivalents, and bad ids in the address.
 * Screenshots at 1440 px land in e2e/artifacts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { type RunningServer, startServer } from '../src/server.ts';

interface Envelope<T> {
  code: number;
  data: T;
}

describe.skipIf(!hasBrowser)('materials comparison journey', () => {
  let server: RunningServer;
  let browser: Browser;

  /** The id of a grade by its item code, through the search API. */
  async function gradeId(keyWords: string, code: string): Promise<number> {
    const res = await fetch(
      `${server.url}/to/api/search/items?kind=4&keyWords=${encodeURIComponent(keyWords)}`,
    );
    const body = (await res.json()) as Envelope<{ list: { id: number; code: string }[] }>;
    const hit = body.data.list.find((i) => i.code === code);
    if (!hit) throw new Error(`${keyWords}: ${code} not found`);
    return hit.id;
  }

  /** Types into the picker and picks the option that starts with the designation. */
  async function pick(page: Page, text: string, designation: string): Promise<void> {
    const input = page.getByRole('combobox', { name: '搜索牌号加入对比' });
    await input.click();
    await input.fill(text);
    const option = page.locator('.ant-select-item-option', { hasText: designation }).first();
    await option.waitFor({ state: 'visible', timeout: 15_000 });
    await option.click();
  }

  const cellTexts = (page: Page, table: string, row: string) =>
    page
      .locator(`${table} tbody tr`, { has: page.locator(`td:first-child:text-is("${row}")`) })
      .locator('td')
      .allInnerTexts();

  beforeAll(async () => {
    server = await startServer({ CATALOG_SEED_SIZE: '3000' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('compares 304, 316L and 2205 with designations, property charts, composition chart and tables', async () => {
    const { context, page } = await newPage(browser, 1440);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const id304 = await gradeId('SUS304', 'MAT-06Cr19Ni10');
    const id316L = await gradeId('UNS S31603', 'MAT-022Cr17Ni12Mo2');
    const id2205 = await gradeId('2205', 'MAT-022Cr22Ni5Mo3N');

    await page.goto(`${server.url}/mat`);
    await page.getByRole('navigation', { name: '库导航' }).getByRole('link', { name: '材料对比' }).click();
    await page.waitForURL(/\/mat\/compare$/);
    await page.getByText('还没有选择牌号').waitFor();

    await pick(page, 'SUS304', '06Cr19Ni10');
    await page.waitForURL(new RegExp(`ids=${id304}$`));
    await pick(page, 'AISI 316L', '022Cr17Ni12Mo2');
    await pick(page, 'UNS S32205', '022Cr22Ni5Mo3N');
    await page.waitForURL(new RegExp(`ids=${id304},${id316L},${id2205}$`));

    // designations per standard, once the third grade's column is in
    await page.locator('.jk-mc-designations thead th', { hasText: '022Cr22Ni5Mo3N' }).waitFor();
    expect(await cellTexts(page, '.jk-mc-designations', 'UNS')).toEqual([
      'UNS',
      'S30400',
      'S31603',
      'S32205 (S31803)',
    ]);
    expect(await cellTexts(page, '.jk-mc-designations', 'GB 统一数字代号')).toEqual([
      'GB 统一数字代号',
      'S30408',
      'S31603',
      'S22253',
    ]);
    // properties: charts (SVG by ECharts) beside the table
    await page.locator('[data-testid=property-chart] svg').first().waitFor();
    expect(await page.locator('[data-testid=property-chart]').count()).toBeGreaterThanOrEqual(6);
    const rm = page.locator('[data-testid=property-chart]', { hasText: '抗拉强度' });
    await expect(rm.locator('svg text', { hasText: '≥ 620' }).count()).resolves.toBeGreaterThan(0);
    expect(
      (await cellTexts(page, '.jk-mc-properties', '抗拉强度 Rm')).slice(1).map((t) => t.split('\n')[0]),
    ).toEqual(['≥ 520 MPa', '≥ 480 MPa', '≥ 620 MPa']);
    // composition: stacked bars and the limits as printed
    await page.locator('[data-testid=composition-chart] svg').waitFor();
    const legend = await page
      .locator('[data-testid=composition-chart] svg text')
      .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
    expect(legend).toEqual(expect.arrayContaining(['Cr', 'Ni', 'Mo', 'N']));
    expect(await cellTexts(page, '.jk-mc-composition', 'Mo')).toEqual(['Mo', '—', '2~3', '3~3.5']);
    expect(await cellTexts(page, '.jk-mc-composition', 'C')).toEqual(['C', '≤0.08', '≤0.03', '≤0.03']);
    expect(await cellTexts(page, '.jk-mc-composition', 'Fe')).toEqual(['Fe', '余量', '余量', '余量']);
    await page.getByText('GB/T 20878-2007 表2 奥氏体-铁素体型不锈钢牌号及其化学成分').first().waitFor();
    await shot(page, 'materials-compare-304-316L-2205-1440');

    // the comparison is in the address: a reload shows it again
    await page.reload();
    await page.locator('[data-testid=composition-chart] svg').waitFor();
    expect(await page.locator('.jk-mc-chip').allInnerTexts()).toEqual([
      '06Cr19Ni10',
      '022Cr17Ni12Mo2',
      '022Cr22Ni5Mo3N',
    ]);
    // removing a grade updates the address
    await page.locator('.jk-mc-chip', { hasText: '06Cr19Ni10' }).locator('.ant-tag-close-icon').click();
    await page.waitForURL(new RegExp(`ids=${id316L},${id2205}$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the material page shows the composition and the equivalents with their closeness', async () => {
    const { context, page } = await newPage(browser, 1440);
    const id316L = await gradeId('316L', 'MAT-022Cr17Ni12Mo2');
    await page.goto(`${server.url}/mat/detail/${id316L}`);
    await page.getByRole('heading', { level: 2, name: '化学成分' }).waitFor();
    const composition = page.locator('.jk-composition');
    await composition.waitFor();
    expect(await composition.locator('thead th').allInnerTexts()).toEqual([
      'Fe',
      'C',
      'Si',
      'Mn',
      'P',
      'S',
      'Ni',
      'Cr',
      'Mo',
    ]);
    expect(await composition.locator('tbody tr.ant-table-row td').allInnerTexts()).toEqual([
      '余量',
      '≤0.03',
      '≤1',
      '≤2',
      '≤0.045',
      '≤0.03',
      '10~14',
      '16~18',
      '2~3',
    ]);
    const related = page.locator('.jk-mc-related');
    await related.waitFor();
    const first = await related.locator('tbody tr').first().locator('td').allInnerTexts();
    expect(first.slice(0, 3)).toEqual(['06Cr17Ni12Mo2', '相近', 'C: ≤0.03 / ≤0.08']);
    await page.getByText('S31603').first().waitFor();
    await shot(page, 'materials-detail-316L-1440');
    // 加入材料对比 adds the grade to the last comparison (none yet in this browser: the grade alone)
    await page.getByRole('button', { name: '加入材料对比' }).click();
    await page.waitForURL(new RegExp(`/mat/compare\\?ids=${id316L}$`));
    await page.goBack();
    await related.waitFor();
    // 对比 opens the comparison of the two
    await related.locator('tbody tr').first().getByRole('link', { name: '对比' }).click();
    await page.waitForURL(new RegExp(`/mat/compare\\?ids=${id316L},\\d+$`));
    await page.locator('[data-testid=composition-chart] svg').waitFor();
    await context.close();
  });

  it('bad ids in the address: the valid grades compare, the problem is said in Chinese', async () => {
    const { context, page } = await newPage(browser, 1440);
    const id304 = await gradeId('SUS304', 'MAT-06Cr19Ni10');
    await page.goto(`${server.url}/mat/compare?ids=${id304},abc,${id304}`);
    await page.getByText('材料 ID 格式不正确：abc').waitFor();
    await page.locator('.jk-mc-designations').waitFor();
    await page.goto(`${server.url}/mat/compare?ids=999999999`);
    await page.getByText('对比的材料不存在：ID 999999999').waitFor();
    await shot(page, 'materials-compare-bad-ids-1440');
    await context.close();
  });
});
