import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { type RunningServer, startServer } from '../src/server.ts';

// The catalogue in a real Chromium against the real server with a small seeded catalogue (issue: The
// catalogue): library homes, category pages, the brand directory and brand details, item details of the
// three kinds, bad ids, and the tab bar limit.

interface Envelope<T> {
  code: number;
  data: T;
}
interface Node {
  id: number;
  name: string;
  itemCount: number;
  children: Node[];
}
interface Summary {
  id: number;
  model: string;
  series: string;
  category: { id: number; name: string };
}

/** A small catalogue: every family sampled, starts in seconds. */
const SEED_SIZE = '3000';

describe.skipIf(!hasBrowser)('catalogue journeys', () => {
  let server: RunningServer;
  let browser: Browser;

  async function api<T>(path: string): Promise<T> {
    const res = await fetch(`${server.url}/to/api/catalog${path}`);
    const body = (await res.json()) as Envelope<T>;
    if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.data;
  }
  /** A category of a kind by name (depth first). */
  async function category(kind: number, name: string): Promise<Node> {
    const find = (nodes: Node[]): Node | undefined => {
      for (const n of nodes) {
        if (n.name === name) return n;
        const deeper = find(n.children);
        if (deeper) return deeper;
      }
      return undefined;
    };
    const found = find(await api<Node[]>(`/categories?kind=${kind}`));
    if (!found) throw new Error(`no category ${name}`);
    return found;
  }
  const tabTitles = (page: Page) =>
    page.locator('.jk-tab-bar .jk-tab').evaluateAll((tabs) => tabs.map((t) => (t.textContent ?? '').trim()));

  beforeAll(async () => {
    server = await startServer({ CATALOG_SEED_SIZE: SEED_SIZE });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('SPEC-2.03 SPEC-2.09 SPEC-2.39 SPEC-2.41 SPEC-2.42 the three library homes show their catalogues with counts', async () => {
    const { context, page } = await newPage(browser, 1440);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const stats = await api<{ kinds: { kind: number; items: number; categories: number; brands: number }[] }>(
      '/stats',
    );
    const cases = [
      {
        library: 'part',
        kind: 1,
        title: '零部件库',
        leaf: '普通平键',
        tabs: ['目录', '厂商', '参数对比', '3D搜索'],
      },
      {
        library: 'component',
        kind: 2,
        title: '元器件库',
        leaf: '贴片电阻',
        tabs: ['目录', '厂商', '参数对比'],
      },
      { library: 'mat', kind: 4, title: '材料库', leaf: '碳素结构钢', tabs: ['目录', '材料对比'] },
    ];
    for (const c of cases) {
      await page.goto(`${server.url}/${c.library}`);
      await page.getByRole('heading', { level: 1, name: c.title }).waitFor();
      await page.getByRole('heading', { level: 2, name: '分类目录' }).waitFor();
      const mine = stats.kinds.find((k) => k.kind === c.kind)!;
      expect(mine.items).toBeGreaterThan(0);
      const statsBand = page.getByRole('region', { name: '收录统计' });
      await statsBand.getByText(mine.items.toLocaleString('zh-CN'), { exact: true }).waitFor();
      // A leaf category with its count, linking to its page.
      const leaf = await category(c.kind, c.leaf);
      const link = page.locator('a.jk-cat-leaf', { has: page.getByText(c.leaf, { exact: true }) });
      await expect(link.getAttribute('href')).resolves.toBe(`/${c.library}/category/${leaf.id}`);
      await expect(link.locator('.jk-cat-count').innerText()).resolves.toBe(
        leaf.itemCount.toLocaleString('zh-CN'),
      );
      // Featured items link to their detail pages.
      await expect(page.locator('.jk-featured a').first().getAttribute('href')).resolves.toMatch(
        new RegExp(`^/${c.library}/detail/\\d+$`),
      );
      // Library tabs: 目录 everywhere, 厂商 for parts and components; pages not built stay out.
      const tabs = await page.getByRole('navigation', { name: '库导航' }).getByRole('link').allInnerTexts();
      expect(tabs).toEqual(c.tabs);
      await shot(page, `catalog-home-${c.library}-1440`);
    }
    // The category tab is the default: {library}?tab=category is the same page.
    await page.goto(`${server.url}/component?tab=category`);
    await page.getByRole('heading', { level: 2, name: '分类目录' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('SPEC-2.21 SPEC-2.32 a category page pages through the address and survives a reload', async () => {
    const { context, page } = await newPage(browser, 1440);
    const keys = await category(1, '普通平键');
    expect(keys.itemCount).toBeGreaterThan(40);
    await page.goto(`${server.url}/part`);
    await page.locator('a.jk-cat-leaf', { hasText: '普通平键' }).click();
    await page.waitForURL(`${server.url}/part/category/${keys.id}`);
    await page.getByRole('heading', { level: 1, name: '普通平键' }).waitFor();
    // Breadcrumbs: library › categories › this one.
    await expect(page.locator('.jk-cat-breadcrumb').innerText()).resolves.toMatch(
      /零部件库\s*\/\s*传动件\s*\/\s*键\s*\/\s*普通平键/,
    );
    const firstModel = () => page.locator('.jk-item-table a.jk-item-model').first().innerText();
    const page1 = await firstModel();
    // The second page goes into the address.
    await page.locator('.jk-item-table .ant-pagination-item-2').click();
    await page.waitForURL(`${server.url}/part/category/${keys.id}?page=2`);
    const second = (await api<{ list: Summary[] }>(`/items?categoryId=${keys.id}&page=2&pageSize=20`)).list;
    await page.locator('.jk-item-table a.jk-item-model', { hasText: second[0]!.model }).first().waitFor();
    expect(await firstModel()).not.toBe(page1);
    // Parameter columns carry units.
    await page.locator('.jk-item-table td', { hasText: / mm$/ }).first().waitFor();
    // The tab is titled with the category.
    expect(await tabTitles(page)).toContain('普通平键');
    // A reload (or a shared link) shows the same page.
    await page.reload();
    await page.locator('.jk-item-table a.jk-item-model', { hasText: second[0]!.model }).first().waitFor();
    await expect(page.locator('.jk-item-table .ant-pagination-item-active').innerText()).resolves.toBe('2');
    // A bigger page size, also in the address.
    // the page-size changer is a native select (components/pagination-size-select.tsx)
    await page.locator('.jk-item-table .ant-pagination-options select').selectOption({ label: '50 条/页' });
    await page.waitForURL(`${server.url}/part/category/${keys.id}?pageSize=50`);
    await expect.poll(() => page.locator('.jk-item-table tbody tr.ant-table-row').count()).toBe(50);
    await shot(page, 'catalog-category-1440');
    await context.close();
  });

  it('SPEC-2.05 SPEC-2.38 SPEC-5.20 SPEC-5.21 SPEC-8.22 the brand directory searches and pages', async () => {
    const { context, page } = await newPage(browser, 1440);
    await page.goto(`${server.url}/component`);
    await page.getByRole('navigation', { name: '库导航' }).getByRole('link', { name: '厂商' }).click();
    await page.waitForURL(`${server.url}/component/brand-page?type=2`);
    await page.getByRole('heading', { level: 1, name: '厂商目录' }).waitFor();
    const all = await api<{ total: number }>('/brands?kind=2');
    expect(all.total).toBeGreaterThan(24);
    await expect.poll(() => page.locator('.jk-brand-card').count()).toBe(24);
    const box = page.getByPlaceholder('请输入厂商名称');
    // Nothing typed: the toast, and the address stays.
    await box.press('Enter');
    await page.locator('.ant-message', { hasText: '请输入内容再进行搜索' }).waitFor();
    expect(page.url()).toBe(`${server.url}/component/brand-page?type=2`);
    // Trimmed, into the address; names in Chinese and English, country, website, item count.
    await box.fill('  yageo  ');
    await box.press('Enter');
    await page.waitForURL(`${server.url}/component/brand-page?type=2&keyWords=yageo`);
    const card = page.locator('.jk-brand-card', { hasText: '国巨' });
    await card.waitFor();
    await expect.poll(() => page.locator('.jk-brand-card').count()).toBe(1);
    await expect(card.innerText()).resolves.toMatch(/YAGEO[\s\S]*中国台湾[\s\S]*收录 \d+ 个条目/);
    await expect(card.locator('a[target="_blank"]').getAttribute('href')).resolves.toBe(
      'https://www.yageo.com',
    );
    await expect(box.inputValue()).resolves.toBe('yageo');
    await shot(page, 'catalog-brands-search-1440');
    // No match.
    await box.fill('没有这个厂商');
    await box.press('Enter');
    await page.getByText('未找到匹配的厂商').waitFor();
    // Cleared: the whole directory, paged through the address; a reload keeps the page.
    await page.goto(`${server.url}/component/brand-page?type=2`);
    await page.locator('.jk-pager .ant-pagination-item-2').click();
    await page.waitForURL(`${server.url}/component/brand-page?type=2&page=2`);
    await expect.poll(() => page.locator('.jk-brand-card').count()).toBe(Math.min(24, all.total - 24));
    await page.reload();
    await expect(page.locator('.jk-pager .ant-pagination-item-active').innerText()).resolves.toBe('2');
    await shot(page, 'catalog-brands-1440');
    await context.close();
  });

  it('SPEC-2.05 a brand detail lists its items, filtered by its categories', async () => {
    const { context, page } = await newPage(browser, 1440);
    await page.goto(`${server.url}/component/brand-page?type=2&keyWords=yageo`);
    await page.locator('.jk-brand-card a.jk-brand-name', { hasText: '国巨' }).click();
    await page.waitForURL(/\/component\/brand-detail\/\d+$/);
    await page.getByRole('heading', { level: 1, name: '国巨' }).waitFor();
    await page.locator('.jk-item-table tbody tr.ant-table-row').first().waitFor();
    expect(await tabTitles(page)).toContain('国巨');
    // Filter by 贴片电阻: the address carries it; every row is a resistor.
    await page.locator('.jk-filter-row .ant-tag-checkable', { hasText: '贴片电阻' }).click();
    await page.waitForURL(/\/component\/brand-detail\/\d+\?categoryId=\d+$/);
    await page
      .locator('.jk-item-table a.jk-item-model', { hasText: /^(RC|AC|RT)/ })
      .first()
      .waitFor();
    const names = () => page.locator('.jk-item-table tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
    await expect.poll(async () => (await names()).every((n) => n.includes('电阻'))).toBe(true);
    expect((await names()).length).toBeGreaterThan(0);
    await shot(page, 'catalog-brand-detail-1440');
    await context.close();
  });

  it('SPEC-2.21 item details of each kind: a GB/T 5782 bolt, a YAGEO resistor, a material', async () => {
    const { context, page } = await newPage(browser, 1440);
    // The bolt: dimensions with units, the standard, breadcrumbs, the tab titled with the model.
    const hex = await category(1, '六角头螺栓');
    const bolts = (await api<{ list: Summary[] }>(`/items?categoryId=${hex.id}&pageSize=100`)).list;
    const bolt = bolts.find((b) => b.series.startsWith('GB/T 5782'))!;
    expect(bolt).toBeDefined();
    await page.goto(`${server.url}/part/category/${hex.id}`);
    await page.locator('a.jk-item-model', { hasText: bolt.model }).click();
    await page.waitForURL(`${server.url}/part/detail/${bolt.id}`);
    await page.getByRole('heading', { level: 1, name: bolt.model }).waitFor();
    const params = page.locator('.jk-params');
    for (const label of ['公称长度 l', '对边宽度 s', '头部高度 k', '螺距 P']) {
      await expect(
        params.locator('.ant-descriptions-item-label', { hasText: label }).count(),
        label,
      ).resolves.toBeGreaterThan(0);
    }
    expect(
      (await params.locator('.ant-descriptions-item-content').allInnerTexts()).filter((t) => / mm$/.test(t))
        .length,
    ).toBeGreaterThan(3);
    await expect(page.locator('.jk-detail-meta').innerText()).resolves.toContain('GB/T 5782');
    await expect(page.locator('.jk-cat-breadcrumb').innerText()).resolves.toMatch(
      /零部件库[\s\S]*紧固件[\s\S]*螺栓[\s\S]*六角头螺栓/,
    );
    await expect(page.locator('img').count()).resolves.toBe(0);
    expect((await tabTitles(page)).at(-1)).toBe(bolt.model);
    await shot(page, 'catalog-detail-bolt-1440');

    // The resistor: maker link, package, lifecycle, parameters with units; the datasheet in a new window
    // when the catalogue has one.
    const chip = await category(2, '贴片电阻');
    const resistors = (
      await api<{ list: (Summary & { brand: { nameEn: string } | null })[] }>(
        `/items?categoryId=${chip.id}&pageSize=100`,
      )
    ).list;
    const resistor = resistors.find((r) => r.brand?.nameEn === 'YAGEO')!;
    expect(resistor).toBeDefined();
    await page.goto(`${server.url}/component/detail/${resistor.id}`);
    await page.getByRole('heading', { level: 1, name: resistor.model }).waitFor();
    const meta = page.locator('.jk-detail-meta');
    await expect(meta.getByRole('link', { name: /国巨/ }).getAttribute('href')).resolves.toMatch(
      /^\/component\/brand-detail\/\d+$/,
    );
    await expect(meta.innerText()).resolves.toMatch(/封装\s*0\d{3}/);
    await meta.getByText('量产').waitFor();
    await params.locator('.ant-descriptions-item-label', { hasText: '阻值' }).waitFor();
    const values = await params.locator('.ant-descriptions-item-content').allInnerTexts();
    expect(values.some((v) => /Ω$/.test(v))).toBe(true);
    expect(values.some((v) => / V$/.test(v))).toBe(true);
    const detail = await api<{ datasheetUrl: string | null }>(`/items/${resistor.id}`);
    // the datasheet is linked in the item's head and in its 数据手册 section (issue 12): every link opens the maker's file
    const datasheet = page.getByRole('link', { name: /数据手册/ });
    if (detail.datasheetUrl) {
      await datasheet.first().waitFor();
      for (const link of await datasheet.all()) {
        await expect(link.getAttribute('target')).resolves.toBe('_blank');
        await expect(link.getAttribute('href')).resolves.toBe(detail.datasheetUrl);
      }
    } else {
      await expect(datasheet.count()).resolves.toBe(0);
    }
    await shot(page, 'catalog-detail-resistor-1440');

    // The material: designation, equivalents GB / ASTM / AISI / UNS / EN / DIN / JIS / ISO, properties with
    // conditions, sources.
    const carbon = await category(4, '碳素结构钢');
    await page.goto(`${server.url}/mat/category/${carbon.id}`);
    await page.locator('a.jk-item-model', { hasText: 'Q235B' }).click();
    await page.waitForURL(/\/mat\/detail\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Q235B' }).waitFor();
    await expect(page.locator('.jk-detail-meta').innerText()).resolves.toMatch(/牌号\s*Q235B/);
    const eq = page.locator('.jk-equivalents');
    await expect(eq.locator('th').allInnerTexts()).resolves.toEqual([
      'GB',
      'ASTM',
      'AISI',
      'UNS',
      'EN',
      'DIN',
      'JIS',
      'ISO',
    ]);
    const eqCells = await eq.locator('tbody tr td').allInnerTexts();
    expect(eqCells[0]).toBe('Q235B');
    expect(eqCells).toContain('A36 (近似)');
    const props = page.locator('.jk-properties');
    await props.locator('td', { hasText: '屈服强度' }).first().waitFor();
    await props.locator('td', { hasText: 'MPa' }).first().waitFor();
    await props.locator('td', { hasText: 'GB/T 700-2006 最小值' }).first().waitFor();
    await page.locator('.jk-sources li', { hasText: 'GB/T 700-2006' }).first().waitFor();
    await expect(page.getByRole('link', { name: /数据手册/ }).count()).resolves.toBe(0);
    await shot(page, 'catalog-detail-material-1440');
    await context.close();
  });

  it('siblings link to each other; the current size is marked', async () => {
    const { context, page } = await newPage(browser, 1440);
    const keys = await category(1, '普通平键');
    const first = (await api<{ list: Summary[] }>(`/items?categoryId=${keys.id}&pageSize=5`)).list[2]!;
    await page.goto(`${server.url}/part/detail/${first.id}`);
    const side = page.locator('.jk-siblings');
    await side.locator('[aria-current="page"]', { hasText: first.model }).waitFor();
    await side.locator('.ant-tag', { hasText: '当前' }).waitFor();
    const next = side.locator('tbody a').first();
    const nextModel = await next.innerText();
    const href = await next.getAttribute('href');
    expect(href).toMatch(/^\/part\/detail\/\d+$/);
    await next.click();
    await page.waitForURL(`${server.url}${href}`);
    await page.getByRole('heading', { level: 1, name: nextModel }).waitFor();
    await side.locator('[aria-current="page"]', { hasText: nextModel }).waitFor();
    // The one we came from is now a link.
    await side.locator('tbody a', { hasText: first.model }).first().waitFor();
    await shot(page, 'catalog-siblings-1440');
    await context.close();
  });

  it('SPEC-2.16 an unknown id and a non-numeric id go to /404', async () => {
    const { context, page } = await newPage(browser, 1440);
    for (const path of [
      '/part/detail/99999999',
      '/component/detail/abc',
      '/mat/detail/12x',
      '/part/category/99999999',
      '/component/category/-3',
      '/component/brand-detail/99999999',
      '/part/brand-detail/xyz',
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/404`);
      await page.getByText('页面不存在', { exact: true }).waitFor();
    }
    // No error dialog on the way (the 404 envelope is muted).
    await expect(page.locator('.ant-modal').count()).resolves.toBe(0);
    await context.close();
  });

  it('SPEC-2.21 the page scrolls to the top on component detail paths', async () => {
    const { context, page } = await newPage(browser, 1440, 700);
    await page.goto(`${server.url}/component/brand-page?type=2&keyWords=yageo`);
    await page.locator('.jk-brand-card a.jk-brand-name', { hasText: '国巨' }).click();
    const last = page.locator('.jk-item-table a.jk-item-model').last();
    await last.waitFor();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await last.click();
    await page.waitForURL(/\/component\/detail\/\d+$/);
    await page.locator('h1.jk-detail-model').waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('SPEC-2.31 SPEC-2.01 the tab bar holds 10: the home tab first, the second dropped when full', async () => {
    const { context, page } = await newPage(browser, 1440);
    const keys = await category(1, '普通平键');
    const start = (await api<{ list: Summary[] }>(`/items?categoryId=${keys.id}&pageSize=1`)).list[0]!;
    // A fresh visit: the home tab and the start item. Then in-app navigation through its siblings, twelve
    // distinct detail pages in all.
    await page.goto(`${server.url}/part/detail/${start.id}`);
    await page.getByRole('heading', { level: 1, name: start.model }).waitFor();
    const opened = [start.model];
    while (opened.length < 12) {
      const links = page.locator('.jk-siblings tbody a');
      await links.first().waitFor();
      const models = await links.allInnerTexts();
      const next = models.find((m) => !opened.includes(m));
      if (!next) throw new Error('not enough siblings');
      await page.locator('.jk-siblings tbody a', { hasText: next }).first().click();
      await page.getByRole('heading', { level: 1, name: next }).waitFor();
      opened.push(next);
      await expect.poll(() => tabTitles(page).then((t) => t.at(-1))).toBe(next);
    }
    const titles = await tabTitles(page);
    expect(titles).toHaveLength(10);
    expect(titles[0]).toBe('首页');
    // Home plus the nine latest: the earliest pages went, one at a time, from the second place.
    expect(titles.slice(1)).toEqual(opened.slice(-9));
    await shot(page, 'catalog-tab-limit-1440');
    await context.close();
  });

  it('SPEC-2.19 SPEC-2.29 plugin mode at 500 px: the part library and a part page fit', async () => {
    const { context, page } = await newPage(browser, 500);
    await page.goto(`${server.url}/plugin?swType=CAD&swName=SW`);
    await page.getByRole('heading', { level: 2, name: '分类目录' }).waitFor();
    await page.locator('a.jk-cat-leaf', { hasText: '普通平键' }).click();
    await page.waitForURL(/\/part\/category\/\d+$/);
    await page.locator('.jk-item-table a.jk-item-model').nth(2).click();
    await page.waitForURL(/\/part\/detail\/\d+$/);
    await page.locator('.jk-params').waitFor();
    await page.locator('.jk-siblings').waitFor();
    await page.locator('header.jk-header--compact').waitFor();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await shot(page, 'catalog-plugin-part-500');
    await context.close();
  });
});
