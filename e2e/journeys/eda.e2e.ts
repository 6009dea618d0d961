import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { type RunningServer, startServer } from '../src/server.ts';

// KiCad downloads (issue 12) in a real Chromium against the real server: a component's item page shows the
// EDA section; the STM32F103C8T6's symbol and footprint download with their file names and are KiCad files;
// a component whose package we cannot draw shows the footprint button disabled with the Chinese reason.

describe.skipIf(!hasBrowser)('EDA download journeys', () => {
  let server: RunningServer;
  let browser: Browser;
  let stm32: number;
  let esp32: number;

  const find = async (keyWords: string): Promise<number> => {
    const res = await fetch(
      `${server.url}/to/api/search/items?kind=2&pageSize=5&keyWords=${encodeURIComponent(keyWords)}`,
    );
    const body = (await res.json()) as { data: { list: { id: number; model: string }[] } };
    const hit = body.data.list.find((i) => i.model === keyWords) ?? body.data.list[0];
    if (!hit) throw new Error(`no ${keyWords} in the seeded catalogue`);
    return hit.id;
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    stm32 = await find('STM32F103C8T6');
    esp32 = await find('ESP32-WROOM-32E-N4');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('STM32F103C8T6: symbol and footprint download from the item page', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, 1440);
    await page.goto(`${server.url}/component/detail/${stm32}`);
    const section = page.locator('section[aria-labelledby="jk-eda-title"]');
    await section.getByText('jianku:LQFP-48_7x7mm_P0.5mm（48 个焊盘）').waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'eda-stm32-1440');

    const [fp] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: /PCB 封装/ }).click(),
    ]);
    expect(fp.suggestedFilename()).toBe('LQFP-48_7x7mm_P0.5mm.kicad_mod');
    const fpText = readFileSync((await fp.path()) ?? '', 'utf8');
    expect(fpText.startsWith('(footprint "LQFP-48_7x7mm_P0.5mm"')).toBe(true);
    expect(fpText.match(/\(pad "/g)).toHaveLength(48);

    const [sym] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: /原理图符号/ }).click(),
    ]);
    expect(sym.suggestedFilename()).toBe('STM32F103C8T6.kicad_sym');
    const symText = readFileSync((await sym.path()) ?? '', 'utf8');
    expect(symText).toContain('(symbol "STM32F103C8T6"');
    expect(symText.match(/\(pin /g)).toHaveLength(48);

    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: /KiCad 库/ }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('jianku-STM32F103C8T6.zip');
    const zipBytes = readFileSync((await zip.path()) ?? '');
    expect(zipBytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zipBytes.includes(Buffer.from('jianku/jianku.pretty/LQFP-48_7x7mm_P0.5mm.kicad_mod'))).toBe(true);
    await context.close();
  });

  it('a module we cannot draw: the footprint button is disabled and says why', {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await newPage(browser, 1440);
    await page.goto(`${server.url}/component/detail/${esp32}`);
    const section = page.locator('section[aria-labelledby="jk-eda-title"]');
    await section.getByText('该封装暂不支持生成封装文件').waitFor();
    await expect(section.getByRole('button', { name: /PCB 封装/ }).isDisabled()).resolves.toBe(true);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'eda-unsupported-1440');
    await context.close();
  });
});
