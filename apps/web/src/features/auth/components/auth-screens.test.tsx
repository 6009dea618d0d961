/**
 * The account screens in jsdom: layout, tabs, form rules and the login state machine. The API is a real HTTP
 * server standing in for ours (lib/test-support/test-server.ts); the full flows against the real server run
 * in Chromium (e2e/journeys/accounts.e2e.ts).
 */
import { ErrorCode } from '@jianku/rules';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../../app/testing/render-app.tsx';
import { getAccessToken } from '../../../lib/auth-storage.ts';
import { JkError } from '../../../lib/errors.ts';
import {
  captureJsdomErrors,
  sendEnvelope,
  setPageUrl,
  startTestServer,
  type TestServer,
} from '../../../lib/test-support/test-server.ts';
import { useAppStore } from '../../../stores/app.store.ts';
import { useErrorDialogStore } from '../../../stores/error-dialog.store.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { resetRefreshState } from '../session/token-refresh.ts';
import {
  dragToEnd,
  installPointerEvent,
  routeCaptcha,
  sliderStatus,
  sliderVerified,
} from '../testing/auth-test-kit.ts';

// The requests go through a real socket; on a busy machine they take longer than the default second.

let server: TestServer;
let refused: ReturnType<typeof captureJsdomErrors>;

const user = {
  id: 9,
  avatar: '',
  nickname: '王工',
  username: 'wang@jianku.com',
  orgName: '',
  email: 'wang@jianku.com',
  mobile: null,
  orgId: 1,
  orgEnable: false,
  businessScope: '',
};

beforeAll(async () => {
  installPointerEvent();
  refused = captureJsdomErrors(/ECONNREFUSED|ECONNRESET|Could not load iframe/);
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  refused.restore();
});
beforeEach(() => {
  resetAppState();
  resetRefreshState();
  useSessionStore.getState().reset();
  setPageUrl(`${server.origin}/`);
  server.reset();
  routeCaptcha(server);
  server.route('GET', '/to/api/base/system/dict-data/list-all-simple', (_req, res) => sendEnvelope(res, []));
  server.route('GET', '/to/api/base/system/auth/get-permission-info', (req, res) =>
    req.headers.authorization === 'Bearer AT'
      ? sendEnvelope(res, { permissions: [], roles: [], user })
      : sendEnvelope(res, null, 401, '账号未登录'),
  );
  server.route('GET', '/to/api/base/system/auth/get-extend-user-info', (_req, res) =>
    sendEnvelope(res, { clientId: '' }),
  );
  server.route('GET', '/to/api/base/system/auth/wechat/qr-config', (req, res) =>
    sendEnvelope(res, {
      appid: 'wxdev',
      scope: 'snsapi_login',
      redirect_uri: `${server.origin}/sso?scan_type=${req.query.get('scanType')}`,
      state: 'st-1',
      style: 'black',
      response_type: 'code',
      base: '/to/api/dev/wechat',
    }),
  );
});
afterEach(() => {
  cleanup();
  resetAppState();
});

const activePane = () => screen.getByRole('tabpanel');
/** The lazily loaded login screen is there. */
const loginReady = () => screen.findByRole('tab', { name: '账号密码' }, { timeout: 5000 });
/** The lazily loaded register form is there. */
async function registerPanel() {
  await screen.findByRole('button', { name: '注册' }, { timeout: 5000 });
  return within(document.querySelector('.jk-register-panel') as HTMLElement);
}
const loginButton = () => screen.getByRole('button', { name: '登录' });

describe('the login screen (/login)', () => {
  it('SPEC-2.12 SPEC-2.57 SPEC-2.58 SPEC-9.28 account tab: account, password, slider 330 px, links; agreement ticked', async () => {
    renderApp('/login?redirect=%2Fabout');
    await loginReady();
    expect(screen.getByText('登录中心')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /门户首页/ })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '账号密码',
      '手机验证码',
      '微信登录',
    ]);
    const pane = within(activePane());
    expect(pane.getByLabelText('请输入电子邮箱或手机号')).toBeInTheDocument();
    expect(pane.getByLabelText('请输入登录密码')).toHaveAttribute('maxlength', '16');
    expect((pane.getByRole('slider').closest('.jk-slider') as HTMLElement).style.width).toBe('330px');
    expect(pane.getByRole('button', { name: '忘记密码？' })).toBeInTheDocument();
    expect(pane.getByRole('button', { name: '没有账号？立即注册' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(loginButton()).toBeInTheDocument();
  });

  it('SPEC-2.59 SPEC-2.64 SPEC-4.31 ?activeName=wechat: the QR frame (300×300); no login button and no agreement', async () => {
    renderApp('/login?activeName=wechat');
    const frame = (await screen.findByTitle('请使用微信扫描二维码登录')) as HTMLIFrameElement;
    expect(screen.getByRole('tab', { name: '微信登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(frame).toHaveAttribute('width', '300');
    expect(frame).toHaveAttribute('height', '300');
    const src = new URL(frame.src);
    expect(src.pathname).toBe('/to/api/dev/wechat/connect/qrconnect');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      appid: 'wxdev',
      scope: 'snsapi_login',
      state: 'st-1',
      style: 'black',
      response_type: 'code',
      redirect_uri: `${server.origin}/sso?scan_type=login`,
    });
    expect(server.hits('/to/api/base/system/auth/wechat/qr-config')[0]?.query.get('scanType')).toBe('login');
  });

  it('SPEC-5.03 SPEC-5.09 SPEC-5.11 SPEC-5.07 account rules: required, format, Chinese blocked, the slider', async () => {
    renderApp('/login');
    await loginReady();
    await userEvent.click(loginButton());
    const pane = within(activePane());
    expect(await pane.findByText('请输入电子邮箱或手机号')).toBeInTheDocument();
    expect(pane.getByText('请输入登录密码')).toBeInTheDocument();
    expect(pane.getByText('请滑动滑块至最右边')).toBeInTheDocument();
    const account = pane.getByLabelText('请输入电子邮箱或手机号');
    expect(account).toHaveAttribute('maxlength', '64');
    await userEvent.type(account, '张abc三');
    expect(account).toHaveValue('abc');
    expect(await pane.findByText('账号格式不正确，请输入电子邮箱或手机号')).toBeInTheDocument();
    expect(server.hits('/to/api/base/system/auth/login')).toHaveLength(0);
  });

  it('SPEC-5.10 SPEC-5.01 SPEC-4.37 phone tab: digits only, 11 at most; required and format; get-code waits for the slider', async () => {
    renderApp('/login');
    await loginReady();
    await userEvent.click(screen.getByRole('tab', { name: '手机验证码' }));
    const pane = within(activePane());
    const mobile = pane.getByLabelText('请输入手机号');
    expect(pane.getByRole('button', { name: '获取验证码' })).toBeDisabled();
    await userEvent.click(loginButton());
    expect(await pane.findByText('请输入手机号')).toBeInTheDocument();
    expect(pane.getByText('请输入验证码')).toBeInTheDocument();
    await userEvent.type(mobile, '12a3456b789012');
    expect(mobile).toHaveValue('12345678901');
    expect(await pane.findByText('请输入正确手机号')).toBeInTheDocument();
    await userEvent.type(pane.getByLabelText('请输入6位验证码'), '12x');
    expect(pane.getByLabelText('请输入6位验证码')).toHaveValue('12');
    expect(await pane.findByText('请输入6位数字验证码')).toBeInTheDocument();
    dragToEnd(pane.getByRole('slider'));
    await waitFor(() => expect(pane.getByRole('button', { name: '获取验证码' })).toBeEnabled());
  });

  it('SPEC-5.10 SPEC-5.32 SPEC-5.09 a pasted formatted phone is cleaned before it is cut to 11 digits, in both phone inputs', async () => {
    renderApp('/login');
    await loginReady();
    const account = within(activePane()).getByLabelText('请输入电子邮箱或手机号');
    await userEvent.click(account);
    await userEvent.paste('138-0013 8000');
    expect(account).toHaveValue('13800138000');
    await userEvent.click(screen.getByRole('tab', { name: '手机验证码' }));
    const pane = within(activePane());
    const mobile = pane.getByLabelText('请输入手机号');
    for (const [pasted, kept] of [
      ['138-0013 8000', '13800138000'],
      ['12 34-56', '123456'],
      ['+86 138 0013 8000', '13800138000'],
      ['(0086) 139-0013-9000 转 2', '13900139000'],
    ]) {
      await userEvent.clear(mobile);
      await userEvent.click(mobile);
      await userEvent.paste(pasted);
      expect(mobile, pasted).toHaveValue(kept);
    }
  });

  it('SPEC-5.08 SPEC-4.25 the agreement must be ticked: an error toast, and no login is posted', async () => {
    renderApp('/login');
    await loginReady();
    const pane = within(activePane());
    await userEvent.type(pane.getByLabelText('请输入电子邮箱或手机号'), 'wang@jianku.com');
    await userEvent.type(pane.getByLabelText('请输入登录密码'), 'Secret#123');
    dragToEnd(pane.getByRole('slider'));
    // verified, not only dragged: the slider's proof-of-work and the server's answer may take a moment
    await sliderVerified(pane.getByRole('slider'));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(loginButton());
    expect(await screen.findByText('请阅读并同意《用户协议》和《隐私政策》')).toBeInTheDocument();
    expect(server.hits('/to/api/base/system/auth/login')).toHaveLength(0);
  });

  it('SPEC-8.19 SPEC-4.36 SPEC-3.39 a failed login shows why and resets the slider', async () => {
    server.route('POST', '/to/api/base/system/auth/login', (_req, res) =>
      sendEnvelope(res, null, 1002001000, '账号或密码错误'),
    );
    renderApp('/login');
    await loginReady();
    const pane = within(activePane());
    await userEvent.type(pane.getByLabelText('请输入电子邮箱或手机号'), 'wang@jianku.com');
    await userEvent.type(pane.getByLabelText('请输入登录密码'), 'Wrong#123');
    dragToEnd(pane.getByRole('slider'));
    await sliderVerified(pane.getByRole('slider'));
    await userEvent.click(loginButton());
    await waitFor(() => expect(useErrorDialogStore.getState().current?.message).toBe('账号或密码错误'));
    await sliderStatus(pane.getByRole('slider'), 'idle');
    const body = JSON.parse(server.hits('/to/api/base/system/auth/login')[0]?.body ?? '{}');
    expect(body).toEqual({
      email: 'wang@jianku.com',
      password: 'Wrong#123',
      verified: expect.stringMatching(/^slider-ok-\d+$/),
      userType: 2,
    });
  });

  it('SPEC-4.25 SPEC-4.27 SPEC-4.23 SPEC-7.09 a login stores the tokens, loads the user and follows the redirect', async () => {
    server.route('POST', '/to/api/base/system/auth/login', (_req, res) =>
      sendEnvelope(res, { accessToken: 'AT', refreshToken: 'RT', tokenExpires: 120 }),
    );
    const { router } = renderApp('/login?redirect=%2Fabout');
    await loginReady();
    const pane = within(activePane());
    await userEvent.type(pane.getByLabelText('请输入电子邮箱或手机号'), '13800138000');
    await userEvent.type(pane.getByLabelText('请输入登录密码'), 'Secret#123{Enter}');
    // Enter with the slider not done: the rule stops it
    expect(await pane.findByText('请滑动滑块至最右边')).toBeInTheDocument();
    dragToEnd(pane.getByRole('slider'));
    await sliderVerified(pane.getByRole('slider'));
    await userEvent.click(loginButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(getAccessToken()).toBe('AT');
    expect(useSessionStore.getState().user?.nickname).toBe('王工');
    // SPEC-5.13 a phone account is sent as mobile
    expect(JSON.parse(server.hits('/to/api/base/system/auth/login')[0]?.body ?? '{}').mobile).toBe(
      '13800138000',
    );
  });

  it('SPEC-8.17 SPEC-4.38 SPEC-4.39 SPEC-2.63 a login code to an unregistered phone shows the not-registered screen; 返回 goes back', async () => {
    server.route('POST', '/to/api/base/system/auth/send-sms-code', (_req, res) =>
      sendEnvelope(res, null, ErrorCode.phoneNotRegistered, '该手机号未注册'),
    );
    renderApp('/login');
    await loginReady();
    await userEvent.click(screen.getByRole('tab', { name: '手机验证码' }));
    const pane = within(activePane());
    await userEvent.type(pane.getByLabelText('请输入手机号'), '13600002222');
    dragToEnd(pane.getByRole('slider'));
    await waitFor(() => expect(pane.getByRole('button', { name: '获取验证码' })).toBeEnabled());
    await userEvent.click(pane.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号尚未注册')).toBeInTheDocument();
    const body = JSON.parse(server.hits('/to/api/base/system/auth/send-sms-code')[0]?.body ?? '{}');
    expect(body).toEqual({
      mobile: '13600002222',
      scene: 1,
      verified: expect.stringMatching(/^slider-ok-\d+$/),
    });
    const phone = screen.getByLabelText('请输入手机号');
    expect(phone).toHaveValue('13600002222');
    expect(phone).toHaveAttribute('readonly');
    expect(screen.getByLabelText('请输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText('请再次输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText('请输入6位验证码')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '注册并登录' })).toBeInTheDocument();
    expect(useErrorDialogStore.getState().current).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('tab', { name: '手机验证码' })).toHaveAttribute('aria-selected', 'true');
    // the slider was reset
    await sliderStatus(within(activePane()).getByRole('slider'), 'idle');
  });

  it('SPEC-9.27 SPEC-2.61 forgot password: a 460 px dialog with its fields, 返回登录 and 确定', async () => {
    renderApp('/login');
    await loginReady();
    await userEvent.click(screen.getByRole('button', { name: '忘记密码？' }));
    const dialog = (await screen.findByText('找回密码')).closest('.ant-modal') as HTMLElement;
    expect(dialog.style.width).toBe('460px');
    const d = within(dialog);
    expect(d.getByLabelText('请输入电子邮箱或手机号')).toBeInTheDocument();
    expect((d.getByRole('slider').closest('.jk-slider') as HTMLElement).style.width).toBe('320px');
    expect(d.getByLabelText('请输入6位验证码')).toBeInTheDocument();
    expect(d.getByLabelText('请输入新密码')).toBeInTheDocument();
    expect(d.getByLabelText('请再次输入密码')).toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: '确定' }));
    expect(await d.findByText('请输入电子邮箱或手机号')).toBeInTheDocument();
    expect(d.getByText('请输入密码')).toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: '返回登录' }));
    await waitFor(() => expect(screen.queryByText('找回密码')).toBeNull());
  });

  it('SPEC-3.42 SPEC-4.41 SPEC-7.13 SPEC-7.12 forgot password by phone: the code (scene 2), then the new password; 修改成功 and the dialog closes', async () => {
    server.route('POST', '/to/api/base/system/auth/send-sms-code', (_req, res) => sendEnvelope(res, true));
    server.route('PUT', '/to/api/base/system/user/update-password', (_req, res) => sendEnvelope(res, true));
    renderApp('/login');
    await loginReady();
    await userEvent.click(screen.getByRole('button', { name: '忘记密码？' }));
    const dialog = (await screen.findByText('找回密码')).closest('.ant-modal') as HTMLElement;
    const d = within(dialog);
    await userEvent.type(d.getByLabelText('请输入电子邮箱或手机号'), '13800138000');
    dragToEnd(d.getByRole('slider'), 320);
    await waitFor(() => expect(d.getByRole('button', { name: '获取验证码' })).toBeEnabled());
    await userEvent.click(d.getByRole('button', { name: '获取验证码' }));
    expect(await d.findByRole('button', { name: /^\d+s$/ })).toBeDisabled();
    expect(JSON.parse(server.hits('/to/api/base/system/auth/send-sms-code')[0]?.body ?? '{}')).toEqual({
      mobile: '13800138000',
      scene: 2,
      verified: expect.stringMatching(/^slider-ok-\d+$/),
    });
    await userEvent.type(d.getByLabelText('请输入6位验证码'), '246810');
    await userEvent.type(d.getByLabelText('请输入新密码'), 'Newer#2026');
    await userEvent.type(d.getByLabelText('请再次输入密码'), 'Newer#2026');
    await userEvent.click(d.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('找回密码')).toBeNull());
    expect(JSON.parse(server.hits('/to/api/base/system/user/update-password')[0]?.body ?? '{}')).toEqual({
      mobile: '13800138000',
      code: '246810',
      password: 'Newer#2026',
    });
  });

  it('SPEC-2.28 the agreement links open the terms and the privacy pages in a dialog at 80%', async () => {
    renderApp('/login');
    await loginReady();
    await userEvent.click(screen.getByRole('link', { name: '《用户协议》' }));
    const frame = (await screen.findByTitle('用户协议')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/user-service.html');
    expect((frame.closest('.ant-modal') as HTMLElement).style.width).toBe('80%');
    // the checkbox did not toggle
    expect(screen.getByRole('checkbox')).toBeChecked();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await userEvent.click(screen.getByRole('link', { name: '《隐私政策》' }));
    expect(((await screen.findByTitle('隐私政策')) as HTMLIFrameElement).getAttribute('src')).toBe(
      '/user-private.html',
    );
  });
});

describe('register (/register)', () => {
  it('SPEC-2.12 SPEC-2.62 SPEC-3.48 fields: account, slider (320), code, nickname, password, confirm, agreement, link to login keeping the query', async () => {
    const { router } = renderApp('/register?redirect=%2Fpart');
    const panel = await registerPanel();
    expect(screen.getByText('注册中心')).toBeInTheDocument();
    expect(panel.getByLabelText('请输入电子邮箱或手机号')).toBeInTheDocument();
    expect((panel.getByRole('slider').closest('.jk-slider') as HTMLElement).style.width).toBe('320px');
    expect(panel.getByRole('button', { name: '获取验证码' })).toBeDisabled();
    expect(panel.getByLabelText('请输入6位验证码')).toBeInTheDocument();
    expect(panel.getByLabelText('昵称（选填）')).toHaveAttribute('maxlength', '64');
    expect(panel.getByLabelText('请输入密码')).toBeInTheDocument();
    expect(panel.getByLabelText('请再次输入密码')).toBeInTheDocument();
    expect(panel.getByRole('checkbox')).toBeChecked();
    await userEvent.click(panel.getByRole('button', { name: '已有账号？立即登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fpart');
  });

  it('SPEC-5.04 SPEC-5.05 SPEC-5.06 SPEC-5.09 register rules: required account and code, password strength, confirmation', async () => {
    renderApp('/register');
    const panel = await registerPanel();
    await userEvent.click(panel.getByRole('button', { name: '注册' }));
    expect(await panel.findByText('请输入电子邮箱或手机号')).toBeInTheDocument();
    expect(panel.getByText('请输入验证码')).toBeInTheDocument();
    expect(panel.getByText('请输入密码')).toBeInTheDocument();
    expect(panel.getByText('请再次输入密码')).toBeInTheDocument();
    await userEvent.type(panel.getByLabelText('请输入密码'), 'abcdefgh');
    expect(
      await panel.findByText('密码8-16位，含大写、小写字母、数字或特殊字符等三种或以上组合'),
    ).toBeInTheDocument();
    await userEvent.type(panel.getByLabelText('请再次输入密码'), 'abcdefgx');
    expect(await panel.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(server.hits('/to/api/base/system/user/register')).toHaveLength(0);
  });

  it('SPEC-4.28 SPEC-4.29 SPEC-4.30 SPEC-7.14 SPEC-3.41 register posts the form (username, nickname default, origin) and signs in', async () => {
    server.route('POST', '/to/api/base/system/user/send-email-code', (_req, res) => sendEnvelope(res, true));
    server.route('POST', '/to/api/base/system/user/register', (_req, res) =>
      sendEnvelope(res, { accessToken: 'AT', refreshToken: 'RT', tokenExpires: 120 }),
    );
    const { router } = renderApp('/register?redirect=%2Fdownload');
    const panel = await registerPanel();
    await userEvent.type(panel.getByLabelText('请输入电子邮箱或手机号'), 'wang@jianku.com');
    dragToEnd(panel.getByRole('slider'), 320);
    await waitFor(() => expect(panel.getByRole('button', { name: '获取验证码' })).toBeEnabled());
    await userEvent.click(panel.getByRole('button', { name: '获取验证码' }));
    expect(await panel.findByRole('button', { name: /^\d+s$/ })).toBeDisabled();
    expect(JSON.parse(server.hits('/to/api/base/system/user/send-email-code')[0]?.body ?? '{}')).toEqual({
      email: 'wang@jianku.com',
      scene: 4,
      verified: expect.stringMatching(/^slider-ok-\d+$/),
    });
    await userEvent.type(panel.getByLabelText('请输入6位验证码'), '123456');
    await userEvent.type(panel.getByLabelText('请输入密码'), 'Secret#123');
    await userEvent.type(panel.getByLabelText('请再次输入密码'), 'Secret#123');
    await userEvent.click(panel.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('注册成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/download'));
    expect(JSON.parse(server.hits('/to/api/base/system/user/register')[0]?.body ?? '{}')).toEqual({
      username: 'wang@jianku.com',
      nickname: 'wang@jianku.com',
      code: '123456',
      email: 'wang@jianku.com',
      mobile: '',
      password: 'Secret#123',
      confirmPwd: 'Secret#123',
      verified: expect.stringMatching(/^slider-ok-\d+$/),
      origin: '',
    });
    expect(getAccessToken()).toBe('AT');
  });
});

describe('the dialogs', () => {
  it('SPEC-2.27 SPEC-9.26 SPEC-2.46 the header’s 登录 opens the 470 px login dialog; 立即注册 goes to /register?redirect=…', async () => {
    const { router } = renderApp('/about');
    const header = document.querySelector('.jk-header') as HTMLElement;
    await userEvent.click(await within(header).findByRole('button', { name: '登录' }));
    const dialog = (await loginReady()).closest('.ant-modal') as HTMLElement;
    expect(dialog.style.width).toBe('470px');
    await userEvent.click(within(dialog).getByRole('button', { name: '没有账号？立即注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/about')}`);
    expect(useAppStore.getState().showLogin).toBe(false);
  });

  it('SPEC-2.27 SPEC-9.27 in plugin mode the switch between login and register stays inside the dialogs', async () => {
    const { router } = renderApp('/plugin?swType=CAD&swName=SW');
    await waitFor(() => expect(useAppStore.getState().isPlugin).toBe(true));
    useAppStore.getState().setShowLogin(true);
    const login = (await loginReady()).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(login).getByRole('button', { name: '没有账号？立即注册' }));
    const register = (
      await screen.findByRole('button', { name: '已有账号？立即登录' }, { timeout: 5000 })
    ).closest('.ant-modal') as HTMLElement;
    expect(register.style.width).toBe('460px');
    expect(router.state.location.pathname).toBe('/plugin');
    await userEvent.click(within(register).getByRole('button', { name: '已有账号？立即登录' }));
    await waitFor(() => expect(useAppStore.getState().showLogin).toBe(true));
    expect(useAppStore.getState().showRegister).toBe(false);
  });
});

describe('other account pages', () => {
  it('SPEC-2.13 SPEC-2.70 /sso reads 第三方授权; inside the QR frame it only hands the code over', async () => {
    renderApp('/sso');
    expect(
      await screen.findByText('扫码信息已失效，请重新扫码登录', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('第三方授权')).toBeInTheDocument();
  });

  it('SPEC-2.14 /wechatregister without a scanned account says so; with one it shows the register form', async () => {
    renderApp('/wechatregister');
    expect(
      await screen.findByText('扫码信息已失效，请重新扫码登录', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    cleanup();
    useSessionStore.getState().setWeChat({ openId: 'oid-1' });
    renderApp('/plugin/wechatregister');
    expect(await screen.findByText('完善账号信息', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('.jk-register-panel')).not.toBeNull();
    useSessionStore.getState().setWeChat({ openId: '' });
  });

  it('a session error is a JkError the forms can show', () => {
    expect(new JkError({ code: 401, type: 'business' }).message).toBe('账号未登录');
  });
});
