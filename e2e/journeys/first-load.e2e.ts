import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../apps/web/compile-hints.ts';
import { hasBrowser, launchBrowser, newPage } from '../src/browser.ts';
import { type RunningServer, startServer } from '../src/server.ts';

/**
 * The first-load JavaScript budget (issue 17): a size check of the build `npm run test:e2e` makes, not a
 * timing. Sizes are those of the .gz files the build writes beside each script (what a gzip client is sent).
 *
 * The issue's goal is 200 KB per page. The build runs on preact/compat instead of react-dom (vite.config.ts),
 * which took the shell from 197.7 to 141.6 KB, home 217.5 → 161, search results 240.1 → 183.3, item 230.5 →
 * 173.5, 3D search 293.7 → 236.8 (2026-11-29, 1440 x 900); 3D search then 197 with its title a plain heading,
 * its limits apart from the schema library (@jianku/rules search3d.ts) and Tooltip lazy in Progress and Upload.
 * What a page shows only when used loads then: the dialogs, antd's App holders with the first toast, the user
 * menu, the compare tray, the 3D viewer once its stage nears the window, the item page's 替代/相似 section (antd
 * Table) once scrolled to; antd components and barrels that would pull lazy parts into the shell are cut at
 * build (vite.config.ts, barrel-re-exports.ts).
 * Each budget keeps a few KB of room; lower them as weight is cut, never past the issue's 200.
 */
const SHELL_BUDGET_KB = 150;
/** The home page: no Select, Table or Pagination in its first screen. */
const HOME_PAGE_BUDGET_KB = 170;
/** The search results: antd Pagination (its size changer a native select) and Segmented. */
const SEARCH_PAGE_BUDGET_KB = 190;
/** The item page: plain tables; antd's Table waits for the 替代/相似 section, the 3D viewer for its stage. */
const ITEM_PAGE_BUDGET_KB = 180;
/** 3D搜索: antd Upload, Progress, Radio and Checkbox with the route (Tooltip when drawn). */
const SEARCH3D_PAGE_BUDGET_KB = 200;

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

  it("the shell's, the home's, a results and an item page's scripts open with V8's compile hint, plain, .gz and .br; a lazy part does not", () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const shell = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    const pages = JSON.parse(readFileSync(join(DIST, 'first-load.json'), 'utf8')) as Record<string, string[]>;
    const assets = readdirSync(join(DIST, 'assets'));
    const home = assets.filter((f) => /^home\.page-[\w-]+\.js$/.test(f)).map((f) => `/assets/${f}`);
    const viewer = assets.filter((f) => /^model-viewer-[\w-]+\.js$/.test(f)).map((f) => `/assets/${f}`);
    expect(shell.length).toBeGreaterThan(1);
    expect(home).toHaveLength(1);
    expect(viewer).toHaveLength(1);
    const firstLine = (path: string, read: (b: Buffer) => Buffer = (b) => b) =>
      read(readFileSync(join(DIST, path)))
        .toString('utf8')
        .split('\n', 1)[0];
    for (const path of [...shell, ...home, ...(pages.search ?? []), ...(pages.item ?? [])]) {
      expect(firstLine(path), path).toBe(COMPILE_HINT);
      if (existsSync(join(DIST, `${path}.gz`))) {
        expect(firstLine(`${path}.gz`, gunzipSync), `${path}.gz`).toBe(COMPILE_HINT);
        expect(firstLine(`${path}.br`, brotliDecompressSync), `${path}.br`).toBe(COMPILE_HINT);
      }
    }
    expect(firstLine(viewer[0]!)).not.toBe(COMPILE_HINT);
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
