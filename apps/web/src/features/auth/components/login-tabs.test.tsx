/**
 * The login screen's three tabs as a whole (SPEC-2.60), what the phone-code login posts (SPEC-6.08) and the
 * not-registered screen's form (SPEC-3.43), against the scripted server (strict: the real API's shapes).
 */
import { ErrorCode } from '@jianku/rules';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../../app/testing/render-app.tsx';
import {
  captureJsdomErrors,
  sendEnvelope,
  setPageUrl,
  startTestServer,
  type TestServer,
} from '../../../lib/test-support/test-server.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { resetRefreshState } from '../session/token-refresh.ts';
import { dragToEnd, installPointerEvent, routeCaptcha, sliderVerified } from '../testing/auth-test-kit.ts';

let server: TestServer;
let refused: ReturnType<typeof captureJsdomErrors>;

const PHONE = '13600002222';
const user = {
  id: 9,
  avatar: '',
  nickname: '王工',
  username: PHONE,
  orgName: '',
  email: null,
  mobile: PHONE,
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
  server.route('GET', '/to/api/base/system/auth/get-permission-info', (_req, res) =>
    sendEnvelope(res, { permissions: [], roles: [], user }),
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

const pane = () => within(screen.getByRole('tabpanel'));
const loginReady = () => screen.findByRole('tab', { name: '账号密码' }, { timeout: 5000 });

/** On the phone tab: the phone typed, the slider verified, the code asked for. */
async function phoneWithCode() {
  await userEvent.click(screen.getByRole('tab', { name: '手机验证码' }));
  await userEvent.type(pane().getByLabelText('请输入手机号'), PHONE);
  dragToEnd(pane().getByRole('slider'));
  await sliderVerified(pane().getByRole('slider'));
  await userEvent.click(pane().getByRole('button', { name: '获取验证码' }));
}

describe('the login tabs', () => {
  it('SPEC-2.60 account, phone and wechat tabs: their fields; no login button nor agreement on wechat; agreement ticked', async () => {
    renderApp('/login');
    await loginReady();
    // account: email-or-phone, password, slider, forgot-password link, go-register button
    expect(pane().getByLabelText('请输入电子邮箱或手机号')).toBeInTheDocument();
    expect(pane().getByLabelText('请输入登录密码')).toBeInTheDocument();
    expect(pane().getByRole('slider')).toBeInTheDocument();
    expect(pane().getByRole('button', { name: '忘记密码？' })).toBeInTheDocument();
    expect(pane().getByRole('button', { name: '没有账号？立即注册' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    // phone: phone, slider, SMS code, get-code
    await userEvent.click(screen.getByRole('tab', { name: '手机验证码' }));
    expect(pane().getByLabelText('请输入手机号')).toBeInTheDocument();
    expect(pane().getByRole('slider')).toBeInTheDocument();
    expect(pane().getByLabelText('请输入6位验证码')).toBeInTheDocument();
    expect(pane().getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
    expect(pane().queryByLabelText('请输入登录密码')).toBeNull();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    // wechat: the QR login, and neither the login button nor the agreement
    await userEvent.click(screen.getByRole('tab', { name: '微信登录' }));
    expect(await screen.findByTitle('请使用微信扫描二维码登录')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('SPEC-6.08 SPEC-3.40 the phone-code login posts userType 2, and the user is loaded for the organisation side (appType 2)', async () => {
    server.route('POST', '/to/api/base/system/auth/send-sms-code', (_req, res) => sendEnvelope(res, true));
    server.route('POST', '/to/api/base/system/auth/sms-login', (_req, res) =>
      sendEnvelope(res, { accessToken: 'AT', refreshToken: 'RT', tokenExpires: 120 }),
    );
    renderApp('/login?redirect=%2Fabout');
    await loginReady();
    await phoneWithCode();
    await waitFor(() => expect(server.hits('/to/api/base/system/auth/send-sms-code')).toHaveLength(1));
    await userEvent.type(pane().getByLabelText('请输入6位验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(useSessionStore.getState().user?.id).toBe(9));
    expect(JSON.parse(server.hits('/to/api/base/system/auth/sms-login')[0]?.body ?? '{}')).toEqual({
      mobile: PHONE,
      code: '123456',
      verified: expect.stringMatching(/^slider-ok-\d+$/),
      userType: 2,
    });
    expect(server.hits('/to/api/base/system/auth/get-extend-user-info')[0]?.query.get('appType')).toBe('2');
  });
});

describe('the not-registered screen', () => {
  it('SPEC-3.43 its form: code, mobile (the phone), password, confirmPwd and the agreement, which must be ticked', async () => {
    server.route('POST', '/to/api/base/system/auth/send-sms-code', (req, res) =>
      JSON.parse(req.body).scene === 1
        ? sendEnvelope(res, null, ErrorCode.phoneNotRegistered, '该手机号未注册')
        : sendEnvelope(res, true),
    );
    server.route('POST', '/to/api/base/system/user/register', (_req, res) =>
      sendEnvelope(res, null, ErrorCode.invalidParams, '验证码不正确或已过期'),
    );
    renderApp('/login');
    await loginReady();
    await phoneWithCode();
    expect(await screen.findByText('该手机号尚未注册')).toBeInTheDocument();
    expect(screen.getByLabelText('请输入手机号')).toHaveValue(PHONE);
    await userEvent.type(screen.getByLabelText('请输入密码'), 'Secret#123');
    await userEvent.type(screen.getByLabelText('请再次输入密码'), 'Secret#123');
    dragToEnd(screen.getByRole('slider'));
    await sliderVerified(screen.getByRole('slider'));
    await userEvent.type(screen.getByLabelText('请输入6位验证码'), '654321');
    // the agreement is ticked by default; unticked, nothing is posted
    const agreement = screen.getByRole('checkbox');
    expect(agreement).toBeChecked();
    await userEvent.click(agreement);
    await userEvent.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByText(/请阅读并同意/)).toBeInTheDocument();
    expect(server.hits('/to/api/base/system/user/register')).toHaveLength(0);
    await userEvent.click(agreement);
    await userEvent.click(screen.getByRole('button', { name: '注册并登录' }));
    await waitFor(() => expect(server.hits('/to/api/base/system/user/register')).toHaveLength(1));
    expect(JSON.parse(server.hits('/to/api/base/system/user/register')[0]?.body ?? '{}')).toMatchObject({
      code: '654321',
      mobile: PHONE,
      username: PHONE,
      password: 'Secret#123',
      confirmPwd: 'Secret#123',
    });
  });
});
