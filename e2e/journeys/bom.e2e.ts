/**
 * BOM 匹配 (issue 15) in a real Chromium against the real server (catalogue seeded at 5087 items): a user
 * registers, uploads a Chinese CSV BOM, sees each line matched with its confidence and reason, fixes the
 * unmatched line by choosing a candidate, saves, exports .xlsx (the file holds the fix), reloads the saved
 * result, and a visitor opens it by its link.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../src/accounts-support.ts';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { registerByOutbox } from '../src/register.ts';
import { type RunningServer, startServer } from '../src/server.ts';

const PHONE = '13800138015';
const PASSWORD = 'Bom-Journey-2026';
const BOM_CSV = [
  '序号,位号,数量,型号,值,封装,描述,品牌',
  '1,"R1,R2",2,,10K,0603,贴片电阻 10K 1% 0603,',
  '2,C1 C2 C3,3,,0.1uF/50V X7R,0603,去耦电容,',
  '3,U1,1,STM32F103C8T6,,LQFP-48,MCU,ST',
  '4,R3,1,,10k 7%,0603,,',
].join('\n');

describe.skipIf(!hasBrowser)('BOM journeys', () => {
  let server: RunningServer;
  let browser: Browser;

  const row = (page: Page, line: number) =>
    page.locator('.jk-bom-table .ant-table-tbody > tr.ant-table-row').nth(line - 1);

  beforeAll(async () => {
    server = await startServer({ CATALOG_SEED_SIZE: '5087' });
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // long because the journey is one person's session, from the upload to the shared link
  it('upload, fix one line, save, export .xlsx, reload, open by link', async () => {
    const { page } = await newPage(browser, 1440);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await registerByOutbox(page, { url: server.url, password: PASSWORD }, PHONE, { redirect: '/bom' });

    const dir = mkdtempSync(join(tmpdir(), 'bom-e2e-'));
    writeFileSync(join(dir, '主板BOM.csv'), BOM_CSV);
    await page.setInputFiles('.jk-bom-upload input[type=file]', join(dir, '主板BOM.csv'));
    await row(page, 4).waitFor({ timeout: 60_000 });
    await page.locator('.jk-bom-file', { hasText: '主板BOM.csv' }).waitFor();
    expect(await row(page, 1).innerText()).toContain('参数匹配');
    expect(await row(page, 3).innerText()).toContain('型号一致');
    const unmatched = await row(page, 4).innerText();
    expect(unmatched).toContain('未匹配');
    expect(unmatched).toContain('7%');
    await shot(page, 'bom-matched-1440');

    // fix line 4: the first candidate
    await row(page, 4).locator('.jk-bom-choice').click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    const chosen = (await option.innerText()).split('（')[0]?.trim() ?? '';
    expect(chosen).not.toBe('');
    await option.click();
    await until(async () => (await row(page, 4).innerText()).includes('用户选定'), 'line 4 chosen');

    await page.getByRole('button', { name: '保存并分享' }).click();
    await page.waitForURL(/\/bom\/[A-Za-z0-9_-]{22}$/);
    const link = page.url();
    await until(async () => (await row(page, 4).innerText()).includes(chosen), 'saved line 4');

    // export: the file holds the fixed line
    const download = page.waitForEvent('download');
    await page.locator('.jk-bom-export').click();
    const file = join(dir, 'bom.xlsx');
    await (await download).saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(5).getCell(9).value).toBe(chosen);
    expect(sheet?.getRow(5).getCell(14).value).toBe('用户选定');

    // the link survives a reload, and a visitor opens it
    await page.reload();
    await until(async () => (await row(page, 4).innerText()).includes(chosen), 'line 4 after reload');
    const visitor = await newPage(browser, 1440);
    await visitor.page.goto(link);
    await until(async () => (await row(visitor.page, 4).innerText()).includes(chosen), 'visitor sees line 4');
    await visitor.page.locator('.ant-alert', { hasText: '只能查看与导出' }).waitFor();
    await shot(visitor.page, 'bom-shared-1440');
    expect(errors).toEqual([]);
  }, 240_000);
});
