import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { type RunningServer, startServer } from '../src/server.ts';

// Plugin mode in a real Chromium against the real server (issue 12): KiCad launches the portal 500 px wide
// with swType=EDA&swName=KICAD&fType=…&theme=dark; the designer searches 0.1uF 0603 and takes the footprint
// (or the symbol) with 放置/下载. The footprint is loaded by KiCad's own pcbnew module where it is installed.

/** Debian's Python has KiCad's pcbnew module (a pyenv python3 earlier on PATH does not). */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const HAVE_PCBNEW = spawnSync(PYTHON, ['-c', 'import pcbnew'], { stdio: 'ignore' }).status === 0;

/** Pads of a footprint as pcbnew reads it (FootprintLoad from a .pretty folder), or null without pcbnew. */
function pcbnewPads(file: string, name: string): number | null {
  if (!HAVE_PCBNEW) return null;
  const dir = mkdtempSync(join(tmpdir(), 'jk-plugin-fp-'));
  try {
    const lib = join(dir, 'jianku.pretty');
    mkdirSync(lib);
    copyFileSync(file, join(lib, `${name}.kicad_mod`));
    const out = spawnSync(
      PYTHON,
      [
        '-c',
        'import sys, pcbnew; fp = pcbnew.FootprintLoad(sys.argv[1], sys.argv[2]); print(len(fp.Pads()))',
        lib,
        name,
      ],
      { encoding: 'utf8' },
    );
    if (out.status !== 0) throw new Error(`pcbnew could not load ${name}: ${out.stderr}`);
    return Number(out.stdout.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!hasBrowser)('plugin mode journeys (KiCad, 500 px, dark)', () => {
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

  /** Launches the plugin, searches 0.1uF 0603 from the library page's box and waits for the results. */
  async function launchAndSearch(page: Page, fileType: string): Promise<void> {
    await page.goto(
      `${server.url}/plugin?swType=EDA&swName=KICAD&fType=${encodeURIComponent(fileType)}&theme=dark`,
    );
    await page.locator('.jk-header--compact').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const box = page.locator('input[aria-label="搜索关键字"]').first();
    await box.waitFor();
    await box.fill('0.1uF 0603');
    // Enter makes the typed words a tag, a second Enter searches
    await box.press('Enter');
    await box.press('Enter');
    await page.waitForURL(/\/component\/search\?/);
    await page.locator('.jk-result').first().waitFor({ timeout: 60_000 });
  }

  it('footprint: search 0.1uF 0603, 放置/下载 gives a .kicad_mod that pcbnew loads; dark, no tab bar', {
    timeout: 180_000,
  }, async () => {
    const { context, page } = await newPage(browser, 500, 900);
    await launchAndSearch(page, 'footprint');
    await shot(page, 'plugin-kicad-results-dark-500');
    // dark: the page and the results panel are dark; the plugin frame has no tab bar, footer or 咨询
    const colours = await page.evaluate(() => ({
      body: getComputedStyle(document.body).backgroundColor,
      results: getComputedStyle(document.querySelector('.jk-search-results') as Element).backgroundColor,
    }));
    expect(colours.body).toBe('rgb(0, 0, 0)');
    expect(colours.results).toBe('rgb(20, 20, 20)');
    expect(await page.locator('.jk-tab-bar').count()).toBe(0);
    expect(await page.locator('.jk-footer').count()).toBe(0);

    const row = page.locator('.jk-result', { hasText: '0603' }).first();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      row.getByRole('button', { name: '放置/下载 PCB 封装' }).click(),
    ]);
    const fileName = download.suggestedFilename();
    expect(fileName).toMatch(/^C_0603_1608Metric\.kicad_mod$/);
    // the 已下载 message closes after 3 s: look at it before pcbnew (a blocking child process, slow on a busy
    // machine) reads the file; a CI run under load missed it
    await page.locator('.ant-message').getByText(`已下载 ${fileName}`).waitFor();
    await shot(page, 'plugin-kicad-downloaded-dark-500');
    const path = (await download.path()) ?? '';
    const text = readFileSync(path, 'utf8');
    expect(text.startsWith('(footprint "C_0603_1608Metric"')).toBe(true);
    expect(text.match(/\(pad "/g)).toHaveLength(2);
    const pads = pcbnewPads(path, 'C_0603_1608Metric');
    if (pads !== null) expect(pads).toBe(2);
    await context.close();
  });

  it('symbol: the same search gives the capacitor symbol (.kicad_sym)', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, 500, 900);
    await launchAndSearch(page, 'symbol');
    const row = page.locator('.jk-result', { hasText: '0603' }).first();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      row.getByRole('button', { name: '放置/下载 原理图符号' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.kicad_sym$/);
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    expect(text.startsWith('(kicad_symbol_lib')).toBe(true);
    expect(text.match(/\(pin /g)).toHaveLength(2);
    await context.close();
  });

  it('the plugin start page at 500 px, dark; /download gives the plugin zip whose SHA-256 it shows', {
    timeout: 120_000,
  }, async () => {
    const plugin = await newPage(browser, 500, 900);
    await plugin.page.goto(`${server.url}/plugin?swType=EDA&swName=KICAD&fType=footprint&theme=dark`);
    await plugin.page.locator('input[aria-label="搜索关键字"]').first().waitFor();
    await shot(plugin.page, 'plugin-kicad-start-dark-500');
    await plugin.context.close();

    const { context, page } = await newPage(browser, 1440, 900);
    await page.goto(`${server.url}/download`);
    const card = page.locator('.ant-card', { hasText: 'KiCad 插件（插件和内容管理器安装包）' }).last();
    const shown = (await card.locator('.jk-sha256').textContent())?.trim() ?? '';
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: /下载/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^jianku-kicad-plugin-\d+\.\d+\.\d+\.zip$/);
    const bytes = readFileSync((await download.path()) ?? '');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);
    await shot(page, 'plugin-download-page-1440');
    await context.close();
  });
});
