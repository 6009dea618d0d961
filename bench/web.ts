/**
 * Web bench (issue 17, "Fast where the user meets it"). Prints figures; never a timed test.
 *
 *   npm run build && npm run bench:web [-- --runs 3] [--items 4000]
 *
 * 1. Starts the real server (the production build in apps/web/dist, NODE_ENV=production, a fresh data
 *    folder with embedded PGlite and a small seeded catalogue, --items, default 4000) on a free loopback
 *    port, as the browser journeys do (e2e/src/server.ts). It builds nothing: run `npm run build` first
 *    (or point WEB_DIST at another build, e.g. a copy kept to compare before and after).
 * 2. Runs Lighthouse 12 (performance only) with Debian's Chromium (chrome-launcher, --headless=new) on the
 *    home page, a search results page (/part/search?keyWords=M8) and an item page (the first M8 part),
 *    with the mobile preset (Lighthouse's default: Moto G Power, simulated slow 4G, 4x CPU slowdown) and
 *    the desktop preset, --runs times each; each figure printed is the median of its runs.
 * 3. Per page: `WEB page=… mobile=… desktop=… lcp_ms=… tbt_ms=… cls=… js_kb=…` where lcp_ms, tbt_ms and cls
 *    are the mobile run's (the desktop ones follow as desktop_*), and js_kb is the gzipped JavaScript of the
 *    page's first load: every script the page fetched while loading, counted at the size of its .gz file
 *    in dist (what a gzip-only client is sent; Chromium itself is sent the smaller .br), its plain size
 *    when it has none (files under 1 KB).
 *
 * 4. `--detail`: after each page's lines, what Lighthouse names in the last mobile and desktop runs: the
 *    LCP element and its phases, the long tasks (TBT), the main-thread time by kind, the scripts' boot-up
 *    time, render-blocking files, unused JavaScript and the layout shifts. `--pages home,search` runs only
 *    those pages.
 *
 * Scores depend on the machine: on a loaded machine (other processes busy) TBT and LCP are worse.
 */

import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { startServer } from '../e2e/src/server.ts';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const RUNS = Math.max(1, Number(option('--runs') ?? 3));
const DETAIL = process.argv.includes('--detail');
const ONLY = option('--pages')?.split(',');
const ITEMS = Math.max(100, Number(option('--items') ?? 4000));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DIST = resolve(
  process.env.WEB_DIST ?? join(fileURLToPath(new URL('.', import.meta.url)), '..', 'apps', 'web', 'dist'),
);
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`no build in ${DIST}: run npm run build first`);
  process.exit(1);
}

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  /** what Lighthouse names (--detail) */
  detail: string[];
}

type Item = Record<string, unknown>;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Gzipped size of a script of ours (its .gz in dist), its plain size without one, else what was sent. */
function gzipBytes(request: NetworkRequest, origin: string): number {
  if (request.url.startsWith(origin)) {
    const path = new URL(request.url).pathname;
    const file = join(DIST, path);
    if (path.startsWith('/assets/') && existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
    if (path.startsWith('/assets/') && existsSync(file)) return statSync(file).size;
  }
  return request.transferSize ?? 0;
}

async function audit(url: string, port: number, desktop: boolean, origin: string): Promise<Run> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  const scripts = (details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const jsBytes = scripts.reduce((sum, r) => sum + gzipBytes(r, origin), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
    detail: DETAIL ? detailLines(lhr.audits, origin) : [],
  };
}

/** The items of an audit's table (or of the tables of a list audit). */
function itemsOf(audits: Record<string, { details?: unknown }>, id: string): Item[] {
  const details = audits[id]?.details as { items?: Item[]; type?: string } | undefined;
  if (!details?.items) return [];
  if (details.type === 'list') return details.items.flatMap((t) => (t.items as Item[] | undefined) ?? []);
  return details.items;
}

/** One line per thing Lighthouse names: LCP phases, long tasks, main-thread kinds, boot-up, blocking, unused, shifts. */
function detailLines(
  audits: Record<string, { numericValue?: number; details?: unknown }>,
  origin: string,
): string[] {
  const short = (url: unknown) => String(url ?? '').replace(origin, '');
  const ms = (v: unknown) => Math.round(Number(v ?? 0));
  const kb = (v: unknown) => (Number(v ?? 0) / 1024).toFixed(1);
  const lines: string[] = [];
  const metric = (id: string) => ms(audits[id]?.numericValue);
  lines.push(
    `metrics fcp=${metric('first-contentful-paint')} si=${metric('speed-index')} lcp=${metric('largest-contentful-paint')} tbt=${metric('total-blocking-time')} tti=${metric('interactive')}`,
  );
  for (const item of itemsOf(audits, 'largest-contentful-paint-element')) {
    const node = item.node as { snippet?: string; nodeLabel?: string } | undefined;
    if (node) lines.push(`lcp element: ${(node.nodeLabel ?? node.snippet ?? '').slice(0, 80)}`);
    else if (item.phase) lines.push(`lcp phase ${item.phase}: ${ms(item.timing)} ms`);
  }
  const tasks = itemsOf(audits, 'long-tasks');
  for (const t of tasks.slice(0, 8))
    lines.push(`long task ${ms(t.duration)} ms at ${ms(t.startTime)} ${short(t.url)}`);
  for (const g of itemsOf(audits, 'mainthread-work-breakdown').slice(0, 6))
    lines.push(`main thread ${g.groupLabel ?? g.group}: ${ms(g.duration)} ms`);
  for (const b of itemsOf(audits, 'bootup-time').slice(0, 6))
    lines.push(`boot-up ${short(b.url)}: total ${ms(b.total)} ms, script ${ms(b.scripting)} ms`);
  for (const r of itemsOf(audits, 'render-blocking-resources'))
    lines.push(`render-blocking ${short(r.url)}: ${ms(r.wastedMs)} ms`);
  for (const u of itemsOf(audits, 'unused-javascript').slice(0, 6))
    lines.push(`unused js ${short(u.url)}: ${kb(u.wastedBytes)} of ${kb(u.totalBytes)} KB`);
  for (const s of itemsOf(audits, 'layout-shifts').slice(0, 6)) {
    const node = s.node as { nodeLabel?: string; snippet?: string } | undefined;
    lines.push(
      `layout shift ${Number(s.score ?? 0).toFixed(3)}: ${(node?.snippet ?? node?.nodeLabel ?? '').slice(0, 100)}`,
    );
  }
  return lines;
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART...): up to 3 tries. */
async function auditWithRetry(url: string, port: number, desktop: boolean, origin: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, desktop, origin);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (retrying: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function summary(runs: Run[]): Run {
  return {
    detail: runs.at(-1)?.detail ?? [],
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    jsKb: median(runs.map((r) => r.jsKb)),
  };
}

const line = (r: Run) =>
  `score=${r.score} lcp_ms=${Math.round(r.lcp)} tbt_ms=${Math.round(r.tbt)} cls=${r.cls.toFixed(3)} js_kb=${r.jsKb.toFixed(1)}`;

async function main(): Promise<void> {
  console.log(`starting the server (production build, ${ITEMS} items seeded)...`);
  const server = await startServer({
    NODE_ENV: 'production',
    DEV_OUTBOX: 'false',
    DEV_WECHAT: 'false',
    LOG_LEVEL: 'error',
    CATALOG_SEED_SIZE: String(ITEMS),
    WEB_DIST: DIST,
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const res = await fetch(`${server.url}/to/api/search/items?kind=1&keyWords=M8&pageSize=1`);
    const body = (await res.json()) as { data?: { list?: { id: number }[] } };
    const itemId = body.data?.list?.[0]?.id;
    if (itemId === undefined) throw new Error('no M8 part in the seeded catalogue');
    const pages: [string, string][] = [
      ['home', '/'],
      ['search', '/part/search?keyWords=M8'],
      ['item', `/part/detail/${itemId}`],
    ];
    for (const [name, path] of pages.filter(([n]) => !ONLY || ONLY.includes(n))) {
      const url = `${server.url}${path}`;
      const mobile: Run[] = [];
      const desktop: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        mobile.push(await auditWithRetry(url, chrome.port, false, server.url));
        console.log(`  ${name} mobile  run ${i + 1}: ${line(mobile.at(-1) as Run)}`);
        desktop.push(await auditWithRetry(url, chrome.port, true, server.url));
        console.log(`  ${name} desktop run ${i + 1}: ${line(desktop.at(-1) as Run)}`);
      }
      const m = summary(mobile);
      const d = summary(desktop);
      console.log(
        `WEB page=${name} mobile=${m.score} desktop=${d.score} lcp_ms=${Math.round(m.lcp)} tbt_ms=${Math.round(m.tbt)} ` +
          `cls=${m.cls.toFixed(3)} js_kb=${m.jsKb.toFixed(1)} desktop_lcp_ms=${Math.round(d.lcp)} ` +
          `desktop_tbt_ms=${Math.round(d.tbt)} desktop_cls=${d.cls.toFixed(3)} path=${path}`,
      );
      for (const text of m.detail) console.log(`  ${name} mobile  ${text}`);
      for (const text of d.detail) console.log(`  ${name} desktop ${text}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
