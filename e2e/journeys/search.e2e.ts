import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { type RunningServer, startServer } from '../src/server.ts';

// Search in a real Chromium against the real server and its search index (issue 4): type in the header box,
// get suggestions, add tags, search, filter by a unit range, page, open an item, come back with the filters
// kept; the home page's global search; the search box in plugin mode at 500 px.

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface ParamFacet {
  key: string;
  name: string;
  type: 'numeric' | 'enum';
  minDisplay?: string;
  maxDisplay?: string;
}
interface SearchData {
  total: number;
  list: { id: number; model: string }[];
  facets: { categories: { id: number; name: string; count: number }[]; params: ParamFacet[] };
}

describe.skipIf(!hasBrowser)('search journeys', () => {
  let server: RunningServer;
  let browser: Browser;

  async function api<T>(path: string): Promise<T> {
    const res = await fetch(`${server.url}/to/api${path}`);
    const body = (await res.json()) as Envelope<T>;
    if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.data;
  }
  const input = (page: Page, scope = 'header.jk-header') =>
    page.locator(`${scope} input[aria-label="搜索关键字"]`);
  const tags = (page: Page, scope = 'header.jk-header') =>
    page.locator(`${scope} .jk-search-tag-text`).allInnerTexts();
  const address = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('SPEC-2.04 SPEC-2.38 SPEC-4.50 SPEC-5.18 SPEC-5.19 SPEC-7.24 type, suggest, tag, search, filter by a unit range, page, open an item and come back with the filters kept', async () => {
    const { context, page } = await newPage(browser, 1440);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}/component`);
    const box = input(page);
    await box.waitFor();

    // Suggestions while typing, from the component endpoint.
    const suggested = page.waitForResponse((r) => r.url().includes('/public/component/es/keyword/suggest'));
    await box.click();
    await box.pressSequentially('贴片', { delay: 60 });
    const response = await suggested;
    expect(new URL(response.url()).searchParams.get('size')).toBe('15');
    const options = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    await options.first().waitFor();
    await shot(page, 'search-suggest-1440');
    // Enter adds the typed words as a tag (nothing highlighted), a duplicate is refused.
    await box.fill('');
    await box.fill('贴片电阻');
    await box.press('Enter');
    await expect.poll(() => tags(page)).toEqual(['贴片电阻']);
    await box.fill('贴片电阻');
    await box.press('Enter');
    await page.locator('.ant-message-notice', { hasText: '关键字不能重复' }).waitFor();
    // Backspace on an empty input pulls the tag back without its last character.
    await box.fill('');
    await box.press('Backspace');
    await expect(box.inputValue()).resolves.toBe('贴片电');
    await box.fill('贴片电阻');
    await box.press('Enter');
    await box.press('Enter');

    // The results page.
    await page.waitForURL(/\/component\/search\?/);
    expect(address(page).keyWords).toBe('贴片电阻');
    await page.locator('.jk-result').first().waitFor();
    const stats = await page.locator('.jk-search-stats').innerText();
    expect(stats).toMatch(/共 [\d,]+ 条结果，用时 [\d.]+ ms/);
    expect(await tags(page)).toEqual(['贴片电阻']);

    // Choose the category with the most matches, so that its parameters become filters.
    const broad = await api<SearchData>('/search/items?kind=2&keyWords=贴片电阻');
    const top = broad.facets.categories[0]!;
    await page.locator('.jk-facet-option', { hasText: top.name }).first().click();
    await expect.poll(() => address(page).categoryId).toBe(String(top.id));
    const inCategory = await api<SearchData>(`/search/items?kind=2&keyWords=贴片电阻&categoryId=${top.id}`);
    const numeric = inCategory.facets.params.find((p) => p.type === 'numeric' && /阻/.test(p.name));
    expect(numeric, JSON.stringify(inCategory.facets.params)).toBeTruthy();
    const range = page.locator(`form[data-param="${numeric!.key}"]`);
    await range.waitFor();
    await range.locator('input').nth(0).fill('1k');
    await range.locator('input').nth(1).fill('100kΩ');
    await range.getByRole('button').click();
    await expect.poll(() => address(page)[`p.${numeric!.key}`]).toBe('1k~100kΩ');
    const filtered = await api<SearchData>(
      `/search/items?kind=2&keyWords=贴片电阻&categoryId=${top.id}&p.${numeric!.key}=${encodeURIComponent('1k~100kΩ')}`,
    );
    expect(filtered.total).toBeGreaterThan(20);
    expect(filtered.total).toBeLessThan(inCategory.total);
    await expect
      .poll(() => page.locator('.jk-search-stats').innerText())
      .toContain(`共 ${filtered.total.toLocaleString('zh-CN')} 条结果`);
    await page.locator('.jk-search-active', { hasText: '1k ~ 100kΩ' }).waitFor();
    await shot(page, 'search-results-filtered-1440');

    // Page 2, into the address.
    await page.locator('.jk-search-pagination .ant-pagination-item-2').click();
    await expect.poll(() => address(page).page).toBe('2');
    const second = await api<SearchData>(
      `/search/items?kind=2&keyWords=贴片电阻&categoryId=${top.id}&p.${numeric!.key}=${encodeURIComponent('1k~100kΩ')}&page=2`,
    );
    const model = second.list[0]!.model;
    await page.locator('a.jk-result-model', { hasText: model }).first().waitFor();
    const kept = page.url();

    // Open an item and come back: the same filters and page.
    await page.locator('a.jk-result-model', { hasText: model }).first().click();
    await page.waitForURL(`${server.url}/component/detail/${second.list[0]!.id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goBack();
    expect(page.url()).toBe(kept);
    await page.locator('a.jk-result-model', { hasText: model }).first().waitFor();
    await expect(range.locator('input').nth(0).inputValue()).resolves.toBe('1k');
    await expect(page.locator('.jk-search-pagination .ant-pagination-item-active').innerText()).resolves.toBe(
      '2',
    );
    // A reload (a shared link) gives the same page.
    await page.reload();
    await page.locator('a.jk-result-model', { hasText: model }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('SPEC-5.24 a capacitance in another unit finds the same parts and says how it was understood', async () => {
    const { context, page } = await newPage(browser, 1440);
    await page.goto(`${server.url}/component/search?keyWords=0.1uf&notAnalyzerKeyWords=0.1μF`);
    await page.locator('.jk-result').first().waitFor();
    await expect(page.locator('.jk-search-quantities').innerText()).resolves.toMatch(
      /0\.1uf 已按 100 nF 匹配/i,
    );
    await shot(page, 'search-results-1440');
    // Nothing found: the empty state.
    await page.goto(`${server.url}/mat/search?keyWords=zzqqxx不存在`);
    await page.getByText('暂无匹配的结果').waitFor();
    await shot(page, 'search-empty-1440');
    await context.close();
  }, 60_000);

  it('SPEC-2.04 mounting and package facets (issue 15): tick 插件 (THT) and a package, the counts and the list follow, a reload keeps them', async () => {
    const { context, page } = await newPage(browser, 1440);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    type Facet = { value: string; name: string; count: number };
    type Faceted = SearchData & { facets: { mountings: Facet[]; packages: Facet[] } };
    const all = await api<Faceted>(`/search/items?kind=2&keyWords=${encodeURIComponent('连接器')}`);
    const tht = all.facets.mountings.find((m) => m.value === 'tht');
    expect(tht, JSON.stringify(all.facets.mountings)).toBeTruthy();
    await page.goto(`${server.url}/component/search?keyWords=${encodeURIComponent('连接器')}`);
    const mounting = page.locator('ul[data-facet="mounting"]');
    await mounting.getByText('插件 (THT)').click();
    await expect.poll(() => address(page).mounting).toBe('tht');
    await expect
      .poll(() => page.locator('.jk-search-stats').innerText())
      .toContain(`共 ${tht!.count.toLocaleString('zh-CN')} 条结果`);
    // the package facet now counts the through-hole parts only: tick its first package
    const narrowed = await api<Faceted>(
      `/search/items?kind=2&keyWords=${encodeURIComponent('连接器')}&mounting=tht`,
    );
    const first = narrowed.facets.packages[0]!;
    await page.locator('ul[data-facet="package"]').getByText(first.name, { exact: true }).click();
    await expect.poll(() => address(page).package).toBe(first.value);
    await expect
      .poll(() => page.locator('.jk-search-stats').innerText())
      .toContain(`共 ${first.count.toLocaleString('zh-CN')} 条结果`);
    await page.locator('.jk-search-active', { hasText: `封装：${first.name}` }).waitFor();
    // a reload (a shared link) keeps both, ticked
    await page.reload();
    await page.locator('.jk-result').first().waitFor();
    await expect(
      page.locator('ul[data-facet="mounting"] .ant-checkbox-wrapper-checked').innerText(),
    ).resolves.toContain('插件 (THT)');
    await expect(
      page.locator('ul[data-facet="package"] .ant-checkbox-wrapper-checked').innerText(),
    ).resolves.toContain(first.name);
    await shot(page, 'search-mounting-package-1440');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('SPEC-2.38 the home page searches the chosen library; brand pages have the organisation search', async () => {
    const { context, page } = await newPage(browser, 1440);
    await page.goto(`${server.url}/`);
    const box = input(page, '.jk-hero-search');
    await box.waitFor();
    await page.getByRole('combobox', { name: '选择资源库' }).selectOption({ label: '材料库' });
    await box.fill('Q235');
    await box.press('Enter');
    await box.press('Enter');
    await page.waitForURL(/\/mat\/search\?keyWords=Q235$/);
    await page.locator('.jk-result').first().waitFor();
    await shot(page, 'search-home-to-mat-1440');
    // Brand pages: the header box is the organisation search.
    await page.goto(`${server.url}/component/brand-page?type=2`);
    const vendor = page.locator('header.jk-header input[placeholder="请输入厂商名称"]');
    await vendor.fill('村田');
    await vendor.press('Enter');
    await page.waitForURL(/\/component\/brand-page\?type=2&keyWords=/);
    await context.close();
  }, 60_000);

  it('SPEC-2.33 the search box in plugin mode at 500 px', async () => {
    const { context, page } = await newPage(browser, 500);
    await page.goto(`${server.url}/plugin?swType=EDA&swName=KICAD&fType=symbol`);
    // The plugin's start page searches with its own box (the 500 px bar has no room for one) ...
    await page.locator('header.jk-header--compact').waitFor();
    await expect(page.locator('header.jk-header--compact .jk-search-box').count()).resolves.toBe(0);
    const hero = input(page, '.jk-plugin-main');
    await hero.fill('0603');
    await hero.press('Enter');
    await hero.press('Enter');
    await page.waitForURL(/\/component\/search\?keyWords=0603$/);
    await page.locator('.jk-result').first().waitFor();
    // ... and the results page has the box on a row of its own under the bar, holding the keyword.
    const box = input(page, '.jk-plugin-search');
    await box.waitFor();
    await page.locator('.jk-plugin-search .jk-search-tag', { hasText: '0603' }).waitFor();
    await shot(page, 'search-plugin-500');
    const overflow = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
      wide: [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map((e) => `${e.tagName}.${String(e.className).slice(0, 60)}`),
    }));
    expect(overflow.scroll, JSON.stringify(overflow.wide)).toBeLessThanOrEqual(overflow.inner);
    await context.close();
  }, 60_000);
});
