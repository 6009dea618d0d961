/**
 * Uploads in Chromium against the real server: a 200 MB file through the personal centre's 文件上传 tab
 * (FileUpload: parts of 3 MB, progress in percent); the server process is killed with kill -9 mid-way,
 * started again on the same data folder and port, the page is reloaded and the same file chosen again: the
 * upload continues from the parts already stored and the stored file's SHA-256 equals the source's.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanTrace, solvePow } from '../../apps/server/src/accounts.testing.ts';
import { until } from '../src/accounts-support.ts';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { type RunningServer, startServer } from '../src/server.ts';

const MB = 1024 * 1024;
const SIZE = 200 * MB;

async function api<T>(server: RunningServer, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/to/api${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

/** A new account through the API: slider with its proof-of-work, SMS code from the dev outbox, register. */
async function register(server: RunningServer): Promise<{ accessToken: string; refreshToken: string }> {
  const mobile = `137${String(Date.now()).slice(-8)}`;
  const challenge = await api<{ challengeId: string; width: number; handleWidth: number; pow: never }>(
    server,
    'GET',
    `/base/system/captcha/slider?target=${mobile}`,
  );
  const { token } = await api<{ token: string }>(server, 'POST', '/base/system/captcha/slider/verify', {
    challengeId: challenge.challengeId,
    trace: humanTrace(challenge.width, challenge.handleWidth),
    pow: await solvePow(challenge.pow),
  });
  await api(server, 'POST', '/base/system/auth/send-sms-code', { mobile, scene: 4, verified: token });
  const outbox = await api<{ code: string }[]>(server, 'GET', `/dev/outbox?target=${mobile}`);
  return api(server, 'POST', '/base/system/user/register', {
    mobile,
    code: outbox[0]?.code,
    password: 'Passw0rd!',
    confirmPwd: 'Passw0rd!',
    verified: token,
    agreement: true,
  });
}

async function percentShown(page: Page): Promise<number> {
  const text = await page.locator('[data-testid=file-upload]').getAttribute('data-percent');
  return Number.parseInt(text ?? '0', 10) || 0;
}

describe.skipIf(!hasBrowser)('uploads in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let dir: string;
  let file: string;
  let sha256: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'jk-e2e-upload-'));
    file = join(dir, 'housing.step');
    const hash = createHash('sha256');
    const out = createWriteStream(file);
    const block = randomBytes(MB);
    for (let i = 0; i < SIZE / MB; i++) {
      block.writeUInt32LE(i, 0);
      hash.update(block);
      if (!out.write(block)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
    await new Promise<void>((r) => out.end(() => r()));
    sha256 = hash.digest('hex');
    server = await startServer({ CATALOG_SEED_SIZE: '0' });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('a 200 MB upload survives kill -9 of the server and finishes byte-identical', async () => {
    const tokens = await register(server);
    const opened = await newPage(browser, 1440);
    const { context } = opened;
    let { page } = opened;
    const host = new URL(server.url).hostname;
    await context.addCookies(
      [
        ['jk_local_access_token', tokens.accessToken],
        ['jk_local_refresh_token', tokens.refreshToken],
        ['jk_local_last_activity', String(Date.now())],
      ].map(([name, value]) => ({ name: name as string, value: value as string, domain: host, path: '/' })),
    );
    await page.goto(`${server.url}/user`);
    await page.getByRole('tab', { name: '文件上传' }).click();
    await page.locator('[data-testid=file-upload] input[type=file]').setInputFiles(file);
    await until(async () => (await percentShown(page)) >= 20, 'a fifth is uploaded', 120_000);
    const before = await percentShown(page);
    expect(before).toBeGreaterThanOrEqual(20);
    expect(before).toBeLessThan(100);
    await shot(page, 'upload-progress');
    // the page has seen the server go: a part request (the one in flight, or the next) failed
    const partFailed = page.waitForEvent('requestfailed', {
      predicate: (r) => r.url().includes('/bigfile/'),
      timeout: 60_000,
    });
    await server.kill9();
    await partFailed;
    server = await startServer({ CATALOG_SEED_SIZE: '0' }, { port: server.port, dataDir: server.dataDir });
    // the user opens the page again in a new tab of the same browser (what the browser kept, localStorage, is the
    // same); not page.reload(): with the server gone, Chromium may be swapping the tab to its error page's process,
    // and a reload sent to the old one fails with "Not attached to an active page"
    await page.close().catch(() => undefined);
    page = await context.newPage();
    await page.goto(`${server.url}/user`);
    await page.getByRole('tab', { name: '文件上传' }).click();
    await page.locator('[data-testid=file-upload] input[type=file]').setInputFiles(file);
    // it resumes: the first progress shown after choosing the file again is the parts already stored
    await until(async () => (await percentShown(page)) > 0, 'progress is shown again', 30_000);
    expect(await percentShown(page)).toBeGreaterThanOrEqual(Math.min(before, 15));
    await page.getByText(/上传完成/).waitFor({ timeout: 240_000 });
    await shot(page, 'upload-done');
    const url = await page.evaluate(() => {
      const link = document.querySelector('[data-testid=file-upload] [data-file-url]');
      return link?.getAttribute('data-file-url') ?? '';
    });
    expect(url).toMatch(/^\/to\/api\/base\/file\/content\/get\//);
    const res = await fetch(`${server.url}${url}`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    const served = createHash('sha256');
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) served.update(chunk);
    expect(served.digest('hex')).toBe(sha256);
    // the source stays as it was
    const again = createHash('sha256');
    for await (const chunk of createReadStream(file)) again.update(chunk as Buffer);
    expect(again.digest('hex')).toBe(sha256);
  }, 600_000);
});
