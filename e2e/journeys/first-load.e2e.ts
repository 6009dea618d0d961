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
 * The goal is 200 KB per page; NOT reached yet. Measured now: 352 KB for the shell in index.html
 * (was 378), and with what the pages fetch until the network is quiet (their own chunks, the series
 * table, the idle-loaded consult button) 344–372 KB home, 369–385 KB search results, 382–466 KB item page
 * (the item page's late sections, alternates and the series table, land before or after the network goes
 * quiet; were 391, 404, 467 in Lighthouse). The budgets below hold that line with a little room, so that a change that makes the first load
 * heavier fails here; lower them towards 200 as the remaining weight (react-dom, react-router, antd's
 * CSS-in-JS core, antd's App holders, the tab bar's Tabs, the header's user menu, the Select behind the search box, axios) is cut.
 */
const SHELL_BUDGET_KB = 360;
const PAGE_BUDGET_KB = 490;
/**
 * The item page of a standard part also loads the 3D viewer (three.js, issue 11) as soon as it shows: 734 KB
 * measured after the models landed. It is lazy (no other page pays for it), but it should wait until the
 * viewer is scrolled into view or asked for (issue 17); until then this budget holds the line at that size.
 */
const ITEM_PAGE_BUDGET_KB = 760;

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

    /** Every script of ours the page fetched until the network went quiet, at its gzipped size. */
    async function firstLoadKb(path: string): Promise<number> {
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
      await context.close();
      return kb([...fetched].reduce((sum, p) => sum + gzipBytes(p), 0));
    }

    it('the home, search results and item pages each load within the page budget', async () => {
      const res = await fetch(`${server.url}/to/api/search/items?kind=1&keyWords=M8&pageSize=1`);
      const id = ((await res.json()) as { data: { list: { id: number }[] } }).data.list[0]?.id;
      expect(id).toBeTypeOf('number');
      const budgets: Array<[string, number]> = [
        ['/', PAGE_BUDGET_KB],
        ['/part/search?keyWords=M8', PAGE_BUDGET_KB],
        [`/part/detail/${id}`, ITEM_PAGE_BUDGET_KB],
      ];
      for (const [path, budget] of budgets) {
        const total = await firstLoadKb(path);
        console.log(`first load: ${path} ${total} KB gzipped`);
        expect(total, path).toBeGreaterThan(50);
        expect(total, path).toBeLessThanOrEqual(budget);
      }
    });
  });
});
