import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  attrSettles,
  counted,
  disabled,
  dismissErrorDialog,
  dragHalfway,
  dragSlider,
  enabled,
  hasAttr,
  hasText,
  hidden,
  pressAtRest,
  signOut,
  startSmtp,
  until,
  userMenuTrigger,
  valued,
  viewShot,
  visible,
} from '../src/accounts-support.ts';
import { explained, hasBrowser, launchBrowser, newPage, shot } from '../src/browser.ts';
import { outboxCode } from '../src/register.ts';
import { type RunningServer, startServer } from '../src/server.ts';

const SIX_DIGITS = /(?<!\d)(\d{6})(?!\d)/;

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let browser: Browser;

/** Polls until `read` gives a value. */
async function eventually<T>(read: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits until the server lets a code go to `target` again (one per 60 s per target). */
async function waitForResend(target: string): Promise<void> {
  const res = await fetch(`${server.url}/to/api/dev/outbox?target=${encodeURIComponent(target)}`);
  const body = (await res.json()) as { data: { createdAt: string }[] };
  const last = body.data[0] ? Date.parse(body.data[0].createdAt) : 0;
  const wait = last + 61_000 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/** The code of the newest e-mail the SMTP server received for an address. */
async function mailCode(address: string, count: number): Promise<string> {
  return eventually(() => {
    const mine = smtp.mails.filter((m) => m.to.includes(address));
    if (mine.length < count) return undefined;
    return SIX_DIGITS.exec(mine[mine.length - 1]?.text ?? '')?.[1];
  }, `an e-mail code for ${address}`);
}

/** A screenshot of the viewport only (the plugin pages are long; the dialogs sit at the top). */
const PASSWORD = 'Jianku@2024';
const NEW_PASSWORD = 'Parts#2025x';
const EMAIL = 'li.gong@jianku-e2e.com';
const PHONE = '13912345678';

describe.skipIf(!hasBrowser)('accounts journeys', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
    });
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
  });
  // a failed journey leaves a picture of where it stopped
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail' && page) {
      await shot(page, `accounts-failed-${ctx.task.name.slice(0, 40).replace(/[^\w-]+/g, '_')}`).catch(
        () => {},
      );
    }
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('SPEC-1.04 SPEC-4.28 SPEC-4.29 SPEC-4.30 SPEC-7.12 SPEC-4.37 register by e-mail code (real SMTP), signed in at once', async () => {
    await page.goto(`${server.url}/register`);
    await hasText(page.locator('.jk-simple-header'), '注册中心');
    const form = page.locator('.jk-register-panel');
    const getCode = form.getByRole('button', { name: '获取验证码' });
    await form.getByLabel('请输入电子邮箱或手机号').fill(EMAIL);
    await disabled(getCode);
    // SPEC-4.44 released halfway: back to the start, still disabled
    await dragHalfway(page, form);
    await disabled(getCode);
    await dragSlider(page, form);
    await enabled(getCode);
    await getCode.click();
    await disabled(form.getByRole('button', { name: /^\d+s$/ }));
    const code = await mailCode(EMAIL, 1);
    expect(smtp.mails[0]?.text).toContain('注册验证码');
    await form.getByLabel('请输入6位验证码').fill(code);
    await form.getByLabel('昵称（选填）').fill('李工');
    // SPEC-2.28 the terms open at 80% of the window
    await form.getByRole('link', { name: '《用户协议》' }).click();
    const terms = page.frameLocator('iframe[title="用户协议"]');
    await visible(terms.getByRole('heading', { name: '件库用户协议' }));
    await animationsDone(page);
    await viewShot(page, 'accounts-terms');
    await page.keyboard.press('Escape');
    await hidden(page.locator('iframe[title="用户协议"]'));
    await form.getByLabel('请输入密码').fill(PASSWORD);
    await form.getByLabel('请再次输入密码').fill(PASSWORD);
    await shot(page, 'accounts-register-email');
    await form.getByRole('button', { name: '注册', exact: true }).click();
    await visible(page.getByText('注册成功'));
    await page.waitForURL(`${server.url}/`);
    await hasText(await userMenuTrigger(page), '李工');
    await (await userMenuTrigger(page)).hover();
    const menu = page.locator('.jk-user-menu');
    await hasText(menu, EMAIL);
    await visible(menu.getByRole('menuitem', { name: '个人中心' }));
    await shot(page, 'accounts-user-menu');
  });

  it('SPEC-4.08 SPEC-2.53 sign out from the user menu', async () => {
    await page.mouse.move(10, 400);
    await signOut(page);
    const cookies = await context.cookies();
    expect(cookies.filter((c) => /access_token|refresh_token/.test(c.name))).toEqual([]);
  });

  it('SPEC-1.04 SPEC-7.11 SPEC-2.25 register by phone code (dev outbox) and return to the redirect', async () => {
    await page.goto(`${server.url}/register?redirect=${encodeURIComponent('/part?tab=category')}`);
    const form = page.locator('.jk-register-panel');
    await form.getByLabel('请输入电子邮箱或手机号').fill(PHONE);
    await dragSlider(page, form);
    await form.getByRole('button', { name: '获取验证码' }).click();
    const code = await outboxCode(server.url, PHONE);
    await form.getByLabel('请输入6位验证码').fill(code);
    await form.getByLabel('请输入密码').fill(PASSWORD);
    await form.getByLabel('请再次输入密码').fill(PASSWORD);
    await form.getByRole('button', { name: '注册', exact: true }).click();
    await page.waitForURL(`${server.url}/part?tab=category`);
    // SPEC-5.12 no nickname: the phone is shown
    await hasText(await userMenuTrigger(page), PHONE);
    await signOut(page);
  });

  it('SPEC-1.04 SPEC-2.27 SPEC-7.09 sign in by password in the login dialog; stay signed in across a reload', async () => {
    await page.goto(`${server.url}/home`);
    await page.locator('.jk-header').getByRole('button', { name: '登录', exact: true }).click();
    const dialog = page.locator('.jk-auth-dialog');
    await visible(dialog);
    // SPEC-9.26 (once the opening animation is over)
    await until(async () => Math.round((await dialog.boundingBox())?.width ?? 0) === 470, 'a 470 px dialog');
    // SPEC-2.63 SPEC-5.08 the agreement is ticked by default
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(true);
    await dialog.getByLabel('请输入电子邮箱或手机号').fill(EMAIL);
    await dialog.getByLabel('请输入登录密码').fill(PASSWORD);
    await dragSlider(page, dialog);
    await viewShot(page, 'accounts-login-dialog');
    // SPEC-5.08 unticked agreement: an error toast, no login
    await dialog.getByRole('checkbox').uncheck();
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await visible(page.getByText('请阅读并同意《用户协议》和《隐私政策》'));
    await visible(dialog);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await hidden(dialog);
    await page.waitForURL(`${server.url}/home`);
    await hasText(await userMenuTrigger(page), '李工');
    await page.reload();
    await hasText(await userMenuTrigger(page), '李工');
  });

  it('SPEC-4.12 SPEC-4.13 SPEC-7.17 an expired access token is refreshed transparently', async () => {
    const before = await context.cookies();
    const access = before.find((c) => c.name.endsWith('_access_token'));
    const refresh = before.find((c) => c.name.endsWith('_refresh_token'));
    expect(access && refresh).toBeTruthy();
    // the server no longer knows this access token: every call answers 401 until the refresh
    await context.addCookies([{ ...access!, value: 'expired-or-revoked-token' }]);
    const refreshes: string[] = [];
    const onRequest = (r: { url: () => string }) => {
      if (r.url().includes('/auth/refresh-token')) refreshes.push(r.url());
    };
    page.on('request', onRequest);
    await page.goto(`${server.url}/user`);
    await hasText(page.locator('.jk-user-center'), EMAIL);
    page.off('request', onRequest);
    // one refresh, shared by the calls that met the 401
    expect(refreshes).toHaveLength(1);
    const after = await context.cookies();
    const newAccess = after.find((c) => c.name === access!.name)?.value;
    const newRefresh = after.find((c) => c.name === refresh!.name)?.value;
    expect(newAccess).not.toBe('expired-or-revoked-token');
    expect(newAccess).not.toBe(access!.value);
    // the refresh token rotates
    expect(newRefresh).not.toBe(refresh!.value);
    await shot(page, 'accounts-user-centre');
  });

  it('SPEC-2.10 personal centre: a new nickname shows in the header at once', async () => {
    const centre = page.locator('.jk-user-center');
    await centre.getByLabel('昵称').fill('李工程师');
    await centre.getByRole('button', { name: '保存' }).click();
    await visible(page.getByText('保存成功'));
    await hasText(await userMenuTrigger(page), '李工程师');
    // the avatar: a picture uploaded through the crop dialog (square), served from our storage, shown at once
    const picture = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer();
    await centre
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    // the crop dialog zooms in: a press before it rests can miss the moving button
    await pressAtRest(page, page.getByRole('dialog').getByRole('button', { name: '确定' }));
    await until(
      async () =>
        /^\/to\/api\/base\/file\/content\/get\/[A-Za-z0-9_-]+$/.test(
          (await page.locator('.jk-user-trigger img').getAttribute('src')) ?? '',
        ),
      'the new avatar in the header',
    );
  });

  it('SPEC-6.06 SPEC-8.23 SPEC-3.29 a user in no organisation (orgId 1, blocked) opening 开放平台 is told 暂无权限，请联系管理员', async () => {
    const popups: string[] = [];
    const onPage = (p: Page) => popups.push(p.url());
    context.on('page', onPage);
    // the click handler either warns or calls window.open, in the same turn: once the warning shows, a
    // window.open the handler made is already recorded here (no wait for a popup that does not come)
    await page.evaluate(() => {
      const w = window as unknown as { jkOpened: unknown[]; open: typeof window.open };
      w.jkOpened = [];
      const open = window.open.bind(window);
      w.open = (...args) => {
        w.jkOpened.push(args[0]);
        return open(...args);
      };
    });
    await page.locator('.jk-header').getByRole('button', { name: '开放平台' }).click();
    await visible(page.getByText('暂无权限，请联系管理员'));
    expect(await page.evaluate(() => (window as unknown as { jkOpened: unknown[] }).jkOpened)).toEqual([]);
    context.off('page', onPage);
    expect(popups).toEqual([]);
  });

  it('SPEC-4.33 SPEC-4.35 SPEC-7.16 bind WeChat in the personal centre through the dev provider (scan_type band)', async () => {
    const centre = page.locator('.jk-user-center');
    await centre.getByRole('tab', { name: '微信绑定' }).click();
    await centre.getByRole('button', { name: '绑定微信' }).click();
    const frame = page.frameLocator('.jk-wechat-frame iframe');
    await visible(frame.getByText('开发环境'));
    await frame.getByLabel('测试 openId').fill('dev-openid-li');
    await frame.getByRole('button', { name: '确认登录' }).click();
    await visible(page.getByText('绑定成功'));
    await visible(centre.getByText('已绑定微信'));
    await signOut(page);
    await page.waitForURL(`${server.url}/`);
  });

  it('SPEC-1.04 SPEC-4.31 SPEC-4.32 SPEC-7.15 sign in by the WeChat dev provider (?activeName=wechat preselects the tab)', async () => {
    await page.goto(`${server.url}/login?activeName=wechat&redirect=${encodeURIComponent('/about')}`);
    await hasAttr(page.getByRole('tab', { name: '微信登录' }), 'aria-selected', 'true');
    // SPEC-2.63 no login button and no agreement on the wechat tab
    await counted(page.locator('.jk-login-panel').getByRole('button', { name: '登录', exact: true }), 0);
    await counted(page.locator('.jk-agreement'), 0);
    const frame = page.frameLocator('.jk-wechat-frame iframe');
    await frame.getByLabel('测试 openId').fill('dev-openid-li');
    await shot(page, 'accounts-login-wechat');
    await frame.getByRole('button', { name: '确认登录' }).click();
    await page.waitForURL(`${server.url}/about`);
    await hasText(await userMenuTrigger(page), '李工程师');
    await signOut(page);
  });

  it('SPEC-4.34 SPEC-8.18 SPEC-2.14 an unregistered WeChat account goes to /wechatregister and is bound on register', async () => {
    await page.goto(`${server.url}/login?activeName=wechat`);
    const frame = page.frameLocator('.jk-wechat-frame iframe');
    await frame.getByLabel('测试 openId').fill('dev-openid-new');
    await frame.getByRole('button', { name: '确认登录' }).click();
    await page.waitForURL(/\/wechatregister/);
    const form = page.locator('.jk-register-panel');
    await form.getByLabel('请输入电子邮箱或手机号').fill('13700001111');
    await dragSlider(page, form);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await form.getByLabel('请输入6位验证码').fill(await outboxCode(server.url, '13700001111'));
    await form.getByLabel('请输入密码').fill(PASSWORD);
    await form.getByLabel('请再次输入密码').fill(PASSWORD);
    await shot(page, 'accounts-wechat-register');
    await form.getByRole('button', { name: '注册', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await signOut(page);
    // the scanned account now signs in directly
    await page.goto(`${server.url}/login?activeName=wechat`);
    await page.frameLocator('.jk-wechat-frame iframe').getByLabel('测试 openId').fill('dev-openid-new');
    await page.frameLocator('.jk-wechat-frame iframe').getByRole('button', { name: '确认登录' }).click();
    await page.waitForURL(`${server.url}/`);
    await hasText(await userMenuTrigger(page), '13700001111');
    await signOut(page);
  });

  it('SPEC-4.38 SPEC-8.17 SPEC-2.63 a login code to an unregistered phone: the not-registered screen registers and signs in', async () => {
    const phone = '13600002222';
    await page.goto(`${server.url}/login`);
    await page.getByRole('tab', { name: '手机验证码' }).click();
    const panel = page.locator('.jk-login-panel');
    await panel.getByLabel('请输入手机号').fill(phone);
    await dragSlider(page, panel);
    await panel.getByRole('button', { name: '获取验证码' }).click();
    const screen = page.locator('.jk-not-registered');
    await hasText(screen, '该手机号尚未注册');
    await valued(screen.getByLabel('请输入手机号'), phone);
    await until(
      async () => (await screen.getByLabel('请输入手机号').getAttribute('readonly')) !== null,
      'read-only',
    );
    await shot(page, 'accounts-not-registered');
    // 返回 goes back to login, and the way in again shows it anew
    await screen.getByRole('button', { name: '返回' }).click();
    await visible(page.getByRole('tab', { name: '手机验证码' }));
    await dragSlider(page, panel);
    await panel.getByRole('button', { name: '获取验证码' }).click();
    await screen.getByLabel('请输入密码').fill(PASSWORD);
    await screen.getByLabel('请再次输入密码').fill(PASSWORD);
    await dragSlider(page, screen);
    await screen.getByRole('button', { name: '获取验证码' }).click();
    await screen.getByLabel('请输入6位验证码').fill(await outboxCode(server.url, phone));
    await screen.getByRole('button', { name: '注册并登录' }).click();
    await visible(page.getByText('注册成功'));
    await page.waitForURL(`${server.url}/`);
    await hasText(await userMenuTrigger(page), phone);
    await signOut(page);
  });

  it('SPEC-8.10 SPEC-8.19 SPEC-9.35 five wrong passwords lock the account (430 dialog); the slider resets after each failure', {
    timeout: 150_000,
  }, async () => {
    await page.goto(`${server.url}/login`);
    const panel = page.locator('.jk-login-panel');
    await panel.getByLabel('请输入电子邮箱或手机号').fill(EMAIL);
    await panel.getByLabel('请输入登录密码').fill('Wrong#Pass1');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await dragSlider(page, panel);
      const login = panel.getByRole('button', { name: '登录', exact: true });
      await explained(page, `accounts-lock-${attempt}`, '.jk-login-panel, .ant-modal', () => login.click());
      if (attempt < 5) {
        await dismissErrorDialog(page, '账号或密码错误');
        await hasAttr(panel.locator('.jk-slider:visible'), 'data-status', 'idle');
      }
    }
    await hasText(page.locator('.jk-error-dialog'), '账号已锁定，请1小时后重试或联系我们');
    await animationsDone(page);
    await shot(page, 'accounts-locked');
    await dismissErrorDialog(page, '账号已锁定');
    // the right password is refused too while locked
    await panel.getByLabel('请输入登录密码').fill(PASSWORD);
    await dragSlider(page, panel);
    const login = panel.getByRole('button', { name: '登录', exact: true });
    await explained(page, 'accounts-locked-login', '.jk-login-panel, .ant-modal', () => login.click());
    await dismissErrorDialog(page, '账号已锁定');
  });

  it('SPEC-4.41 SPEC-7.13 reset the password by e-mail code (修改成功), then sign in with it', {
    timeout: 150_000,
  }, async () => {
    await page.getByRole('button', { name: '忘记密码？' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '找回密码' });
    await visible(dialog);
    // SPEC-9.27
    await until(async () => Math.round((await dialog.boundingBox())?.width ?? 0) === 460, 'a 460 px dialog');
    await dialog.getByLabel('请输入电子邮箱或手机号').fill(EMAIL);
    await waitForResend(EMAIL);
    await dragSlider(page, dialog);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const code = await mailCode(EMAIL, 2);
    await dialog.getByLabel('请输入6位验证码').fill(code);
    await dialog.getByLabel('请输入新密码').fill(NEW_PASSWORD);
    await dialog.getByLabel('请再次输入密码').fill(NEW_PASSWORD);
    await shot(page, 'accounts-forgot');
    await dialog.getByRole('button', { name: '确定' }).click();
    await visible(page.getByText('修改成功'));
    await hidden(dialog);
    const panel = page.locator('.jk-login-panel');
    await panel.getByLabel('请输入电子邮箱或手机号').fill(EMAIL);
    await panel.getByLabel('请输入登录密码').fill(NEW_PASSWORD);
    await dragSlider(page, panel);
    // Once (1 run in 4, CI of 2026-11-26) no button named 登录 was found here within 30 s: on failure the
    // error carries the panel's buttons and a screenshot, so that whoever sees it again sees what was there.
    const login = panel.getByRole('button', { name: '登录', exact: true });
    await explained(page, 'accounts-reset-login-missing', '.jk-login-panel, .ant-modal', () => login.click());
    await page.waitForURL(`${server.url}/`);
    await hasText(await userMenuTrigger(page), '李工程师');
  });

  it('SPEC-1.04 SPEC-7.10 SPEC-4.37 sign in by phone code; the slider driven by the keyboard', {
    timeout: 150_000,
  }, async () => {
    await signOut(page);
    await page.goto(`${server.url}/login`);
    await page.getByRole('tab', { name: '手机验证码' }).click();
    const form = page.locator('.jk-login-panel');
    await form.getByLabel('请输入手机号').fill(PHONE);
    const slider = form.locator('.jk-slider-handle:visible');
    expect(await slider.getAttribute('role')).toBe('slider');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    // the step's glide has landed (its value rests) before End glides on to the end
    await until(
      async () => Number(await slider.getAttribute('aria-valuenow')) > 0,
      'the step moved the handle',
    );
    await attrSettles(page, slider, 'aria-valuenow');
    await page.keyboard.press('End');
    await hasAttr(form.locator('.jk-slider:visible'), 'data-verified', 'true');
    await enabled(form.getByRole('button', { name: '获取验证码' }));
    const previous = await outboxCode(server.url, PHONE);
    await waitForResend(PHONE);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await form.getByLabel('请输入6位验证码').fill(await outboxCode(server.url, PHONE, previous));
    await form.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await hasText(await userMenuTrigger(page), PHONE);
  });

  it('SPEC-4.09 an idle session (last activity + expiry before now) is logged out on the next start', async () => {
    const cookies = await context.cookies();
    const last = cookies.find((c) => c.name.endsWith('_last_activity'));
    const expires = cookies.find((c) => c.name.endsWith('_token_expires'));
    expect(last && expires).toBeTruthy();
    await context.addCookies([{ ...last!, value: String(Date.now() - 3 * 3600_000) }]);
    await page.reload();
    await visible(page.locator('.jk-header').getByRole('button', { name: '登录', exact: true }));
    const after = await context.cookies();
    expect(after.find((c) => c.name.endsWith('_access_token'))).toBeUndefined();
  });

  it('SPEC-2.27 SPEC-2.29 plugin mode (500 px): login and register switch inside the dialogs', async () => {
    const plugin = await newPage(browser, 500, 860);
    try {
      await plugin.page.goto(`${server.url}/plugin?swType=CAD&swName=SW`);
      await plugin.page.locator('.jk-header').getByRole('button', { name: '登录', exact: true }).click();
      const login = plugin.page.locator('.jk-auth-dialog').filter({ hasText: '账号密码' });
      await visible(login);
      await animationsDone(plugin.page);
      await viewShot(plugin.page, 'accounts-plugin-login');
      await login.getByRole('button', { name: '没有账号？立即注册' }).click();
      const register = plugin.page
        .locator('.jk-auth-dialog')
        .filter({ has: plugin.page.locator('.jk-register-panel') });
      await visible(register);
      await plugin.page.waitForURL(/\/plugin/);
      await animationsDone(plugin.page);
      await viewShot(plugin.page, 'accounts-plugin-register');
      await register.getByRole('button', { name: '已有账号？立即登录' }).click();
      await visible(login);
      await login.getByLabel('请输入电子邮箱或手机号').fill(EMAIL);
      await login.getByLabel('请输入登录密码').fill(NEW_PASSWORD);
      await dragSlider(plugin.page, login);
      await login.getByRole('button', { name: '登录', exact: true }).click();
      await hidden(login);
      await visible(plugin.page.locator('.jk-user-trigger'));
      await animationsDone(plugin.page);
      await viewShot(plugin.page, 'accounts-plugin-signed-in');
    } finally {
      await plugin.context.close();
    }
  });
});
