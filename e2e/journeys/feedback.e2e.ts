/**
 * Feedback (咨询反馈, issue 13) in a real Chromium against the real server (built web app, fresh data folder):
 * a user registers, opens the floating 咨询 button's 800 px dialog, sends feedback with two real PNG images
 * (single upload), and sees it 待处理 in the personal centre; an operator (OPERATOR_ACCOUNTS) answers and
 * closes it at /admin/feedback; the user sees the answer and 已关闭. A user who is no operator gets /403.
 */
import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasText, pressAtRest, until, visible } from '../src/accounts-support.ts';
import { hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { registerByOutbox } from '../src/register.ts';
import { type RunningServer, startServer } from '../src/server.ts';

const PASSWORD = 'Jianku@2024';
const USER_PHONE = '13700001111';
const OPERATOR_PHONE = '13700002222';
const MESSAGE = '搜索 <script>alert(1)</script> 0.1uF 时希望同时列出 100nF 的型号';
const ANSWER = '已支持单位换算：0.1uF 与 100nF 视为同一数值';

/** A solid-colour PNG (8-bit RGB), written by hand: a real image the upload judges from its bytes. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3] ?? 0)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.skipIf(!hasBrowser)('feedback journeys', () => {
  let server: RunningServer;
  let browser: Browser;

  async function myFeedback(page: Page): Promise<Locator> {
    await page.goto(`${server.url}/user`);
    await page.getByRole('tab', { name: '我的反馈' }).click();
    const item = page.locator('[data-testid=my-feedback]');
    await visible(item);
    return item.first();
  }

  beforeAll(async () => {
    server = await startServer({ OPERATOR_ACCOUNTS: OPERATOR_PHONE, CATALOG_SEED_SIZE: '200' });
    browser = await launchBrowser();
  }, 200_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Registers by phone code (development outbox) and lands signed in on `redirect`. */
  const signUp = (page: Page, phone: string, redirect: string) =>
    registerByOutbox(page, { url: server.url, password: PASSWORD }, phone, { redirect });

  it('a user sends feedback with two images; an operator answers and closes it; the user sees the answer', async () => {
    const user = await newPage(browser, 1440);
    const errors: string[] = [];
    user.page.on('pageerror', (e) => errors.push(String(e)));

    // a visitor's 咨询 opens the login dialog
    await user.page.goto(`${server.url}/about`);
    await user.page.getByRole('button', { name: '咨询反馈' }).click();
    await visible(user.page.locator('.jk-auth-dialog'));

    await signUp(user.page, USER_PHONE, '/about');
    await user.page.getByRole('button', { name: '咨询反馈' }).click();
    const dialog = user.page.locator('.jk-feedback-dialog');
    await visible(dialog);
    await until(async () => Math.round((await dialog.boundingBox())?.width ?? 0) === 800, 'an 800 px dialog');
    await hasText(dialog, '咨询反馈');

    // the rules first: nothing chosen, then a bad phone on blur
    await dialog.getByRole('button', { name: '确定' }).click();
    await hasText(dialog, '请选择反馈类型');
    await hasText(dialog, '请输入留言信息');
    await dialog.getByLabel('手机号').fill('12345');
    await dialog.getByLabel('邮箱').focus();
    await hasText(dialog, '请输入正确手机号');
    await dialog.getByLabel('手机号').fill('');

    await dialog.getByLabel('问题反馈').check();
    await dialog.getByLabel('留言信息').fill(MESSAGE);
    await dialog.locator('input[type=file]').setInputFiles([
      { name: '搜索结果.png', mimeType: 'image/png', buffer: png(320, 200, [40, 120, 220]) },
      { name: '期望结果.png', mimeType: 'image/png', buffer: png(240, 160, [230, 140, 30]) },
    ]);
    await until(
      async () => (await dialog.locator('.ant-upload-list-item-done').count()) === 2,
      'two images uploaded',
    );
    // the image viewer opens on a preview
    await dialog.locator('.ant-upload-list-item-done').first().hover();
    await dialog.locator('.ant-upload-list-item-done').first().getByTitle('预览文件').click();
    await visible(user.page.locator('.ant-image-preview'));
    await user.page.keyboard.press('Escape');
    await until(
      async () => (await user.page.locator('.ant-image-preview:visible').count()) === 0,
      'viewer closed',
    );
    await shot(user.page, 'feedback-dialog-1440');
    await user.page.screenshot({ path: 'e2e/artifacts/feedback-dialog-1440-view.png' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await visible(user.page.locator('.ant-message-notice', { hasText: '已提交' }));

    let mine = await myFeedback(user.page);
    await hasText(mine, '待处理');
    await hasText(mine, MESSAGE);
    expect(await mine.locator('img').count()).toBe(2);
    // stored as text: the script tag is shown, never run
    expect(await user.page.locator('script', { hasText: 'alert(1)' }).count()).toBe(0);

    // a user who is no operator is sent to /403 by the management page
    await user.page.goto(`${server.url}/admin/feedback`);
    await user.page.waitForURL(/\/403/);

    // the operator answers and closes
    const operator = await newPage(browser, 1440);
    await signUp(operator.page, OPERATOR_PHONE, '/user');
    await operator.page.getByRole('tab', { name: '我的反馈' }).click();
    await operator.page.getByRole('button', { name: '反馈管理' }).click();
    await operator.page.waitForURL(`${server.url}/admin/feedback`);
    // 待处理 first; 全部 keeps the row in view once it is answered and closed
    await visible(operator.page.locator('.ant-table-row', { hasText: 'alert(1)' }));
    await operator.page.getByText('全部', { exact: true }).click();
    const row = operator.page.locator('.ant-table-row', { hasText: 'alert(1)' });
    await visible(row);
    expect(await row.locator('img').count()).toBe(2);
    await row.getByRole('button', { name: '答复' }).click();
    const answerDialog = operator.page.locator('.ant-modal', { hasText: '答复 #' });
    await answerDialog.getByLabel('答复').fill(ANSWER);
    await answerDialog.getByRole('button', { name: '确定' }).click();
    await visible(operator.page.locator('.ant-message-notice', { hasText: '已答复' }));
    await hasText(row, '已答复');
    await hasText(row, ANSWER);
    await shot(operator.page, 'feedback-admin-1440');
    await row.getByRole('button', { name: '关闭' }).click();
    await pressAtRest(operator.page, operator.page.locator('.ant-popconfirm .ant-btn-primary')); // 确定
    await visible(operator.page.locator('.ant-message-notice', { hasText: '已关闭' }));
    await hasText(row, '已关闭');
    expect(await row.getByRole('button', { name: '答复' }).count()).toBe(0);

    // the user sees the answer
    mine = await myFeedback(user.page);
    await hasText(mine, '已关闭');
    await hasText(mine, ANSWER);
    await shot(user.page, 'feedback-user-answer-1440');

    // brand entry: the application form works and the operator sees the application
    await user.page.goto(`${server.url}/brand-entry`);
    const apply = user.page.locator('.jk-brand-entry-form');
    await visible(apply);
    await apply.getByRole('button', { name: '提交申请' }).click();
    await hasText(apply, '请输入企业名称');
    await apply.getByLabel('企业名称').fill('某某精密轴承有限公司');
    await apply.getByLabel('联系人').fill('张工');
    await apply.getByLabel('入驻品牌').fill('某某轴承');
    await apply.getByLabel('企业与产品介绍').fill('深沟球轴承 60/62/63 系列');
    await apply
      .locator('input[type=file]')
      .setInputFiles([{ name: '营业执照.png', mimeType: 'image/png', buffer: png(200, 140, [90, 90, 90]) }]);
    await until(
      async () => (await apply.locator('.ant-upload-list-item-done').count()) === 1,
      'document uploaded',
    );
    await shot(user.page, 'feedback-brand-entry-1440');
    await apply.getByRole('button', { name: '提交申请' }).click();
    await visible(user.page.locator('.ant-message-notice', { hasText: '申请已提交' }));
    await operator.page.reload();
    await operator.page.getByRole('tab', { name: '品牌入驻申请' }).click();
    await visible(operator.page.locator('.ant-table-row', { hasText: '某某精密轴承有限公司' }));
    expect(errors).toEqual([]);
    await user.context.close();
    await operator.context.close();
  }, 300_000);
});
