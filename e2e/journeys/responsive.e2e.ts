import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { type RunningServer, startServer } from '../src/server.ts';

/**
 * The phone layout (issue 17): under 1000 px (SPEC-9.32 small) the portal fits the screen: no sideways
 * scrolling, a 50 px header whose navigation folds into a 菜单 panel, the search box on a row of its own.
 * From 1000 px up the desktop layout keeps its 1440 px minimum (SPEC-2.29); plugin mode keeps its 500 px.
 */
describe.skipIf(!hasBrowser)('phone layout', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const widths = (page: Page) =>
    page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth] as const);

  it('SPEC-2.30 SPEC-9.32 at 412 px the home, search results and item pages fit the screen', async () => {
    const { context, page } = await newPage(browser, 412, 860);
    const pages: Array<[string, string, string]> = [
      ['/', '.jk-hero-title', 'phone-home-412'],
      ['/part/search?keyWords=M8', '.jk-result', 'phone-search-412'],
      ['/part', '.jk-cat-leaf', 'phone-part-412'],
    ];
    for (const [path, ready, name] of pages) {
      await page.goto(`${server.url}${path}`);
      await page.locator(ready).first().waitFor({ timeout: 60_000 });
      const [scroll, inner] = await widths(page);
      expect(scroll, path).toBeLessThanOrEqual(inner);
      expect((await page.locator('header.jk-header').boundingBox())?.height, path).toBe(50);
      await shot(page, name);
    }
    // an item page, reached from the results
    await page.goto(`${server.url}/part/search?keyWords=M8`);
    await page.locator('.jk-result a').first().click();
    await page.locator('.jk-params').waitFor({ timeout: 60_000 });
    const [scroll, inner] = await widths(page);
    expect(scroll).toBeLessThanOrEqual(inner);
    await shot(page, 'phone-item-412');
    await context.close();
  });

  it('SPEC-2.35 at 412 px the 菜单 button opens the navigation; a link followed closes it', async () => {
    const { context, page } = await newPage(browser, 412, 860);
    await page.goto(`${server.url}/part/search?keyWords=M8`);
    // the search box has its own row under the bar
    await page.locator('.jk-plugin-search .jk-search-box').waitFor({ timeout: 60_000 });
    const nav = page.getByRole('navigation', { name: '主导航' });
    expect(await nav.count()).toBe(0);
    const toggle = page.getByRole('button', { name: '菜单' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await nav.waitFor();
    await page.getByRole('navigation', { name: '库导航' }).getByRole('link', { name: '目录' }).waitFor();
    await page.getByRole('combobox', { name: '选择平台' }).waitFor();
    await shot(page, 'phone-menu-412');
    await nav.getByRole('link', { name: '元器件', exact: true }).click();
    await page.waitForURL(`${server.url}/component`);
    await nav.waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('SPEC-2.29 from 1000 px up the desktop layout keeps 1440 px; plugin mode keeps 500 px', async () => {
    const desktop = await newPage(browser, 1200, 900);
    await desktop.page.goto(`${server.url}/`);
    await desktop.page.locator('.jk-hero-title').waitFor({ timeout: 60_000 });
    expect((await widths(desktop.page))[0]).toBe(1440);
    expect(await desktop.page.getByRole('button', { name: '菜单' }).count()).toBe(0);
    await desktop.page.getByRole('navigation', { name: '主导航' }).waitFor();
    await desktop.context.close();

    const plugin = await newPage(browser, 412, 860);
    await plugin.page.goto(`${server.url}/plugin?swType=EDA&swName=KICAD`);
    await plugin.page.locator('header.jk-header--compact').waitFor({ timeout: 60_000 });
    expect((await widths(plugin.page))[0]).toBe(500);
    expect(await plugin.page.getByRole('button', { name: '菜单' }).count()).toBe(0);
    await plugin.context.close();
  });

  it('SPEC-2.29 at 1440 px the library header (five part-library tabs, the search box, the menu, 登录/注册) fits: no page is wider than the window', async () => {
    const { context, page } = await newPage(browser, 1440, 900);
    for (const path of ['/part', '/part/search3D', '/part/search?keyWords=M8', '/component', '/mat']) {
      await page.goto(`${server.url}${path}`);
      await page.locator('.jk-header .jk-header-search').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: '登录' }).first().waitFor();
      expect(await widths(page), path).toEqual([1440, 1440]);
    }
    await context.close();
  });
});
