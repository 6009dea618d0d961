import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { type RunningServer, startServer } from '../src/server.ts';

/**
 * Cumulative layout shift of the search results page (issue 17: CLS < 0.05, "reserve the results' space").
 * A layout measurement, not a timing: Chromium's layout-shift entries (those without recent input), summed
 * from the first paint until the results and the page's late parts (tab bar, facets, paging) have arrived.
 * The answer is held back on purpose (the search API is delayed by the test's router) so that the skeleton is
 * what the first screen shows, as on a slow link: what arrives must then take the skeleton's place.
 */
const CLS_LIMIT = 0.05;

/** Sums the page's layout shifts; each entry's sources are kept, to say what moved when the limit fails. */
const OBSERVE_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources || []).map((s) => {
        const n = s.node;
        const name = n && n.nodeType === 1 ? n.tagName.toLowerCase() + (n.className && typeof n.className === 'string' ? '.' + n.className.trim().split(/\\s+/).join('.') : '') : String(n && n.nodeName);
        return name + ' ' + JSON.stringify([s.previousRect.y, s.currentRect.y, s.previousRect.height, s.currentRect.height]);
      });
      window.__shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Shift {
  value: number;
  sources: string[];
}

async function shiftsOf(page: Page): Promise<Shift[]> {
  return page.evaluate('window.__shifts') as Promise<Shift[]>;
}

describe.skipIf(!hasBrowser)('layout shift of the search results page', () => {
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
   * Opens `path` at `width` with the search API's answers held until the skeleton has painted, waits for the
   * results and the late parts, and returns the layout shifts.
   */
  async function measure(path: string, width: number, name: string): Promise<Shift[]> {
    const { context, page } = await newPage(browser, width, 900);
    await page.addInitScript(OBSERVE_SHIFTS);
    let release: () => void = () => {};
    const held = new Promise<void>((ok) => {
      release = ok;
    });
    await page.route('**/to/api/search/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}${path}`);
    // the skeleton shows first (the answer is held), then the answer is let through
    await page.locator('.jk-search-skeleton').waitFor({ timeout: 60_000 });
    await page.locator('.jk-tab-bar .jk-tab').first().waitFor({ timeout: 60_000 });
    release();
    await page.locator('.jk-result').first().waitFor({ timeout: 60_000 });
    await page.locator('.jk-search-pagination').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // two frames after the last change, so that its shift entry has been reported
    await page.evaluate('new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)))');
    const shifts = await shiftsOf(page);
    await shot(page, name);
    await context.close();
    return shifts;
  }

  const cases: Array<[string, string, number, string]> = [
    ['part keywords', '/part/search?keyWords=M8', 1440, 'cls-part-search-1440'],
    ['component quantities', '/component/search?keyWords=10k|0603', 1440, 'cls-component-search-1440'],
    ['a narrow window', '/part/search?keyWords=M8', 500, 'cls-part-search-500'],
    ['a phone (the one-column layout)', '/part/search?keyWords=M8', 412, 'cls-part-search-412'],
  ];
  for (const [label, path, width, name] of cases) {
    it(`${label} (${path} at ${width} px): cumulative layout shift under ${CLS_LIMIT}`, async () => {
      const shifts = await measure(path, width, name);
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      console.log(`CLS ${path} ${width}px = ${cls.toFixed(4)}`);
      for (const s of shifts) console.log(`  ${s.value.toFixed(4)} ${s.sources.join(' | ')}`);
      expect(cls).toBeLessThan(CLS_LIMIT);
    });
  }
});
