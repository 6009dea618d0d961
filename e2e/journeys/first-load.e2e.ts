import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser, newPage } from '../src/browser.ts';
import { type RunningServer, startServer } from '../src/server.ts';

/**
 * The first-load JavaScript budget (issue 17): a size check of the build `npm run test:e2e` makes, not a
 * timing. Sizes are those of the .gz files the build writes beside each script (what a gzip client is sent).
 *
 * The issue's goal is 200 KB per page: the shell is within it (197.7 KB: react-dom, react-router, TanStack
 * Query, antd's CSS-in-JS core with Button, Input, Tag, Space and Spin, and our shell code); the pages, with
 * their own chunks, are NOT (home 217.5, search results 240.1, item 230.5, 3D search 293.7). What a
 * page shows only when used loads then: the dialogs (error, login, register) when shown or approached, antd's
 * App holders with the first toast, antd's Result of a failed load, the user menu for a signed-in user, the
 * compare tray once it holds items, the 3D viewer (251 KB) once its stage is scrolled 200 px into the window,
 * the item page's 替代/相似 section (antd Table) once scrolled within 100 px; the form library stays out of the
 * shell (antd's form context takes FormProvider alone, vite.config.ts); the floating 咨询 button is a plain
 * button; the shell is two files (libraries, our code). The tab bar is a plain tablist, the platform and home
 * library choosers are native selects, the search box's AutoComplete loads when a box is approached, antd
 * Card's unused Tabs import and ConfigProvider's unused Tooltip UniqueProvider are cut at build. The http
 * client is our own over XMLHttpRequest (lib/http-transport.ts; axios was 22 KB). antd Pagination's page-size
 * changer is a native select (its Select was 22 KB), Segmented's Tooltip loads when drawn, the item page's
 * side and material tables are plain tables (plain-table.tsx) and its breadcrumb a plain nav.
 * Measured (loaded machine, 1440 x 900): shell 205.7 KB (was 215, 214.2, 240.4, 282.9, 298.7, 355), home 225.6
 * (was 234.5, 233.7, 259.6, 301.5, 329.3), search results 247.1 (was 256.1, 254.8, 314.4, 322.3, 344.5), item
 * page 234 (was 258, 257.2, 402.3–406.2; 688.7 with the viewer), 3D search 297.9 (was 304.5, 303.7, 320.5):
 * the shell's Input and Search are antd's own modules, not Input's index (which brings TextArea, Password and
 * OTP), @jianku/rules says it has no side effects, so its unused modules stay out, and the EDA section's
 * Tooltip (for disabled downloads) loads when one is drawn. antd's zero-runtime
 * mode (antd-static-css.ts) moved its style generation to stylesheets, not its script: its style
 * functions are still bundled. Then the shell 205.8 → 197.7, home 225.7 → 217.5, search results 247.8 → 240.1,
 * item 234.2 → 230.5, 3D search 298 → 293.7 (measured as this test does, 1440 x 900, against a 100,000-item
 * catalogue): the barrels of @rc-component/input and /motion re-export directly (barrel-re-exports.ts), so
 * TextArea, its resize observer and CSSMotionList stay with the lazy chunks that use them; the header's
 * brand search loads with the brand pages, and its rules left catalog.model.ts (which brought the quantity
 * parser into the shell). The page budgets hold their line with about 3 KB of room; the shell's is the
 * issue's 200. Lower them towards 200 as weight is cut.
 */
const SHELL_BUDGET_KB = 200;
/** The home page: no Select, Table or Pagination in its first screen. */
const HOME_PAGE_BUDGET_KB = 229;
/** The search results: antd Pagination (its size changer a native select) and Segmented. */
const SEARCH_PAGE_BUDGET_KB = 250;
/** The item page: plain tables; antd's Table waits for the 替代/相似 section, the 3D viewer for its stage. */
const ITEM_PAGE_BUDGET_KB = 237;
/** 3D搜索: antd Upload, Progress and Typography with the route. */
const SEARCH3D_PAGE_BUDGET_KB = 301;

const DIST = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'apps', 'web', 'dist');

/** The gzipped size of a built asset (its .gz), or its plain size when the build wrote none (under 1 KB). */
function gzipBytes(path: string): number {
  const file = join(DIST, path);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

describe('first-load JavaScript budget', () => {
  it('the entry script and its module preloads in index.html stay within the shell budget', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    );
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    );
    expect(scripts).toHaveLength(1);
    const total = kb([...scripts, ...preloads].reduce((sum, path) => sum + gzipBytes(path), 0));
    console.log(`first load: shell ${total} KB gzipped in ${1 + preloads.length} files`);
    expect(total).toBeGreaterThan(50);
    expect(total).toBeLessThanOrEqual(SHELL_BUDGET_KB);
  });

  describe.skipIf(!hasBrowser)('pages in Chromium', () => {
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

    /**
     * Every script of ours the page fetched until its content showed (`ready`, a selector) and the network
     * went quiet again, at its gzipped size. Waiting for the content first: on a loaded machine the shell's
     * parse can outlast the network's quiet window, before the page's own chunks are even asked for.
     */
    async function firstLoadKb(path: string, ready: string): Promise<number> {
      const { context, page } = await newPage(browser, 1440);
      const fetched = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (
          url.origin === server.url &&
          url.pathname.startsWith('/assets/') &&
          url.pathname.endsWith('.js')
        ) {
          fetched.add(url.pathname);
        }
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await page.locator(ready).first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await context.close();
      // the heaviest files, to say where the weight is
      const heaviest = [...fetched].sort((a, b) => gzipBytes(b) - gzipBytes(a)).slice(0, 8);
      console.log(
        `  ${path}: ${heaviest.map((p) => `${p.replace(/^\/assets\//, '')} ${kb(gzipBytes(p))}`).join(', ')}`,
      );
      return kb([...fetched].reduce((sum, p) => sum + gzipBytes(p), 0));
    }

    it('a results and an item page name their own scripts in a Link header; each is fetched once and used', async () => {
      const res = await fetch(`${server.url}/to/api/search/items?kind=1&keyWords=M8&pageSize=1`);
      const id = ((await res.json()) as { data: { list: { id: number }[] } }).data.list[0]?.id;
      const listed = JSON.parse(readFileSync(join(DIST, 'first-load.json'), 'utf8')) as Record<
        string,
        string[]
      >;
      const pages: Array<[string, string, string]> = [
        ['/part/search?keyWords=M8', '.jk-result', 'search'],
        [`/part/detail/${id}`, 'h1.jk-detail-model', 'item'],
      ];
      for (const [path, ready, kind] of pages) {
        const { context, page } = await newPage(browser, 1440);
        const asked = new Map<string, number>();
        const warnings: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/assets/'))
            asked.set(url.pathname, (asked.get(url.pathname) ?? 0) + 1);
        });
        page.on('console', (m) => {
          if (/preload/i.test(m.text())) warnings.push(m.text());
        });
        const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await page.locator(ready).first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        await context.close();
        const named = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map(
          (m) => m[1]!,
        );
        expect(named, path).toEqual(listed[kind]);
        expect(named.length, path).toBeGreaterThan(2);
        for (const file of named) expect(asked.get(file), `${path} ${file}`).toBe(1);
        for (const [file, times] of asked) expect(times, `${path} ${file} asked again`).toBe(1);
        expect(warnings, path).toEqual([]);
      }
    });

    it('the home, search results, item and 3D search pages each load within the page budget', async () => {
      const res = await fetch(`${server.url}/to/api/search/items?kind=1&keyWords=M8&pageSize=1`);
      const id = ((await res.json()) as { data: { list: { id: number }[] } }).data.list[0]?.id;
      expect(id).toBeTypeOf('number');
      const pages: Array<[string, string, number]> = [
        ['/', '.jk-hero-title', HOME_PAGE_BUDGET_KB],
        ['/part/search?keyWords=M8', '.jk-result', SEARCH_PAGE_BUDGET_KB],
        [`/part/detail/${id}`, 'h1.jk-detail-model', ITEM_PAGE_BUDGET_KB],
        // 3D搜索 (issue 11): its page and the upload's antd Upload/Progress load with the route
        ['/part/search3D', '.jk-s3d-upload', SEARCH3D_PAGE_BUDGET_KB],
      ];
      const totals: Array<[string, number, number]> = [];
      for (const [path, ready, budget] of pages) {
        const total = await firstLoadKb(path, ready);
        console.log(`first load: ${path} ${total} KB gzipped`);
        totals.push([path, total, budget]);
        expect(total, path).toBeGreaterThan(50);
      }
      // all three measured before any is judged, so that one run prints every figure
      for (const [path, total, budget] of totals) expect(total, path).toBeLessThanOrEqual(budget);
    });
  });
});
