import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccountErrorCode, AccountMessage, EmailScene, ErrorCode } from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHEAP_POW_ENV,
  createAccountsTestApp,
  createUser,
  freshEmail,
  lastCode,
  loginAs,
  sendCode,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { TEST_ENGINE } from '../src/testing.ts';

let app: App;

beforeAll(async () => {
  app = await createAccountsTestApp({ env: { ...CHEAP_POW_ENV, PUBLIC_ORIGIN: 'https://www.jianku.test' } });
});
afterAll(async () => {
  await app?.close();
});

interface Frame {
  config: {
    appid: string;
    scope: string;
    redirect_uri: string;
    state: string;
    style: string;
    response_type: string;
    base: string;
  };
  cookie: string;
}

async function qrConfig(application: App, query = 'scanType=login'): Promise<Frame> {
  const res = await application.inject({ url: `/to/api/base/system/auth/wechat/qr-config?${query}` });
  const body = res.json();
  if (body.code !== 0) throw new Error(JSON.stringify(body));
  const cookie = res.cookies.find((c) => c.name === 'jk_wx_state');
  if (!cookie) throw new Error('no state cookie');
  return { config: body.data, cookie: `jk_wx_state=${cookie.value}` };
}

/** The developer picks an openId on the dev page and confirms: the code and state the frame returns with. */
async function scan(frame: Frame, openId: string): Promise<{ code: string; state: string; location: URL }> {
  const res = await app.inject({
    method: 'POST',
    url: `${frame.config.base}/connect/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      appid: frame.config.appid,
      redirect_uri: frame.config.redirect_uri,
      state: frame.config.state,
      openid: openId,
    }).toString(),
  });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  return {
    code: location.searchParams.get('code') as string,
    state: location.searchParams.get('state') as string,
    location,
  };
}

async function socialLogin(payload: Record<string, unknown>, cookie?: string, application: App = app) {
  const res = await application.inject({
    method: 'POST',
    url: '/to/api/base/system/auth/social-login',
    headers: cookie ? { cookie } : {},
    payload: { type: 32, userType: 1, ...payload },
  });
  return { body: res.json(), cookies: res.cookies };
}

let openIdCounter = 0;
const freshOpenId = () => `o_test_${process.pid}_${++openIdCounter}`;

describe(`WeChat QR sign-in with the development provider (${TEST_ENGINE})`, () => {
  it('SPEC-4.31 qr-config: appid, scope snsapi_login, redirect_uri, random state bound by cookie, style, response_type code, base', async () => {
    const res = await app.inject({
      url: '/to/api/base/system/auth/wechat/qr-config?scanType=login&redirect=%2Fpart',
    });
    const { data } = res.json();
    expect(data).toEqual({
      appid: 'wxdev00000000000000',
      scope: 'snsapi_login',
      redirect_uri: 'https://www.jianku.test/sso?scan_type=login&redirect=%2Fpart',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      style: 'black',
      response_type: 'code',
      base: '/to/api/dev/wechat',
    });
    const cookie = res.cookies.find((c) => c.name === 'jk_wx_state');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/to/api/base/system/auth',
      maxAge: 600,
    });
    expect(cookie?.value).not.toBe(data.state);
    const other = (await qrConfig(app)).config.state;
    expect(other).not.toBe(data.state);
  });

  it('the dev provider page is a clearly marked 开发环境 模拟扫码 page with a 确认登录 button; it checks appid and redirect_uri', async () => {
    const frame = await qrConfig(app);
    const q = new URLSearchParams({
      appid: frame.config.appid,
      scope: frame.config.scope,
      redirect_uri: frame.config.redirect_uri,
      state: frame.config.state,
      style: frame.config.style,
      response_type: frame.config.response_type,
    });
    const page = await app.inject({ url: `${frame.config.base}/connect/qrconnect?${q}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('开发环境');
    expect(page.body).toContain('模拟扫码');
    expect(page.body).toContain('确认登录');
    expect(page.body).toContain('name="openid"');
    expect(page.body).toContain(frame.config.state);
    q.set('redirect_uri', 'https://evil.example.com/steal');
    const evil = await app.inject({ url: `${frame.config.base}/connect/qrconnect?${q}` });
    expect(evil.statusCode).toBe(400);
    expect(evil.body).toContain('redirect_uri 的域名须为 www.jianku.test');
    q.set('redirect_uri', frame.config.redirect_uri);
    q.set('appid', 'wx_other');
    expect((await app.inject({ url: `${frame.config.base}/connect/qrconnect?${q}` })).statusCode).toBe(400);
    const xss = await app.inject({
      url: `${frame.config.base}/connect/qrconnect?${new URLSearchParams({ ...Object.fromEntries(q), appid: frame.config.appid, state: '"><script>x</script>' })}`,
    });
    expect(xss.body).not.toContain('<script>x</script>');
  });

  it('the dev provider exchanges the codes it issued once, answering as WeChat does', async () => {
    const frame = await qrConfig(app);
    const { code, location } = await scan(frame, 'o_exchange_1');
    expect(location.origin + location.pathname).toBe('https://www.jianku.test/sso');
    expect(location.searchParams.get('scan_type')).toBe('login');
    const exchange = (c: string, secret = 'jianku-dev-wechat-secret') =>
      app.inject({
        url: `/to/api/dev/wechat/sns/oauth2/access_token?${new URLSearchParams({ appid: frame.config.appid, secret, code: c, grant_type: 'authorization_code' })}`,
      });
    expect((await exchange(code, 'wrong')).json()).toEqual({ errcode: 40125, errmsg: 'invalid appsecret' });
    expect((await exchange(code)).json()).toMatchObject({ openid: 'o_exchange_1', scope: 'snsapi_login' });
    expect((await exchange(code)).json()).toEqual({ errcode: 40029, errmsg: 'invalid code' });
  });

  it('SPEC-7.15 an unknown openId → code 199999 with the openId in msg; the registration that follows binds it', async () => {
    const openId = freshOpenId();
    const frame = await qrConfig(app);
    const { code, state } = await scan(frame, openId);
    const unbound = await socialLogin({ code, state }, frame.cookie);
    expect(unbound.body).toEqual({ code: ErrorCode.wechatNotRegistered, msg: openId, data: null });
    const pending = unbound.cookies.find((c) => c.name === 'jk_wx_pending');
    expect(pending).toMatchObject({ httpOnly: true, path: '/to/api/base/system/user' });

    const email = freshEmail();
    const sent = await sendCode(app, { email, scene: EmailScene.register });
    const registered = await app.inject({
      method: 'POST',
      url: '/to/api/base/system/user/register',
      headers: { cookie: `jk_wx_pending=${pending?.value}` },
      payload: {
        email,
        code: await lastCode(app, email),
        password: 'Wechat#2024',
        confirmPwd: 'Wechat#2024',
        verified: sent.token,
      },
    });
    expect(registered.json().code).toBe(0);
    const user = await app.services.accountRepositories.users.findByEmail(email);
    expect(user?.wechatOpenId).toBe(openId);

    // now the same WeChat signs in
    const again = await qrConfig(app);
    const scanned = await scan(again, openId);
    const signedIn = await socialLogin({ code: scanned.code, state: scanned.state }, again.cookie);
    expect(signedIn.body.code).toBe(0);
    expect(signedIn.body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a pending openId is not trusted from the client: registering without the cookie binds nothing', async () => {
    const openId = freshOpenId();
    const frame = await qrConfig(app);
    const { code, state } = await scan(frame, openId);
    expect((await socialLogin({ code, state }, frame.cookie)).body.code).toBe(199999);
    const email = freshEmail();
    const sent = await sendCode(app, { email, scene: EmailScene.register });
    await app.inject({
      method: 'POST',
      url: '/to/api/base/system/user/register',
      headers: { cookie: 'jk_wx_pending=forged' },
      payload: {
        email,
        code: await lastCode(app, email),
        password: 'Wechat#2024',
        confirmPwd: 'Wechat#2024',
        verified: sent.token,
        openId,
      },
    });
    expect((await app.services.accountRepositories.users.findByEmail(email))?.wechatOpenId).toBeNull();
  });

  it('state checks: reused, without or with another browser cookie, or issued for binding → 微信授权已失效', async () => {
    const invalid = {
      code: AccountErrorCode.wechatStateInvalid,
      msg: AccountMessage.wechatStateInvalid,
      data: null,
    };
    const user = await createUser(app, { wechatOpenId: freshOpenId() });
    const frame = await qrConfig(app);
    const first = await scan(frame, user.wechatOpenId as string);
    expect((await socialLogin({ code: first.code, state: first.state })).body).toEqual(invalid);
    const other = await qrConfig(app);
    expect((await socialLogin({ code: first.code, state: first.state }, other.cookie)).body).toEqual(invalid);
    expect((await socialLogin({ code: first.code, state: first.state }, frame.cookie)).body.code).toBe(0);
    const second = await scan(frame, user.wechatOpenId as string);
    expect((await socialLogin({ code: second.code, state: second.state }, frame.cookie)).body).toEqual(
      invalid,
    );
    const band = await qrConfig(app, 'scanType=band');
    const third = await scan(band, user.wechatOpenId as string);
    expect((await socialLogin({ code: third.code, state: third.state }, band.cookie)).body).toEqual(invalid);
    // a code the provider never issued
    const fresh = await qrConfig(app);
    expect((await socialLogin({ code: 'dev_forged', state: fresh.config.state }, fresh.cookie)).body).toEqual(
      {
        code: AccountErrorCode.wechatCodeInvalid,
        msg: AccountMessage.wechatCodeInvalid,
        data: null,
      },
    );
  });

  it('SPEC-7.15 SPEC-9.50 bad input → 400: type other than 32, missing code or state', async () => {
    const frame = await qrConfig(app);
    for (const payload of [
      { type: 31, code: 'x', state: frame.config.state },
      { code: '', state: frame.config.state },
      { code: 'x' },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/to/api/base/system/auth/social-login',
        headers: { cookie: frame.cookie },
        payload: { type: 32, ...payload },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ErrorCode.invalidParams);
    }
  });
});

describe(`WeChat binding (${TEST_ENGINE})`, () => {
  async function bind(accessToken: string, frame: Frame, payload: Record<string, unknown>) {
    const res = await app.inject({
      method: 'POST',
      url: '/to/api/base/system/auth/wx-binding',
      headers: { authorization: `Bearer ${accessToken}`, cookie: frame.cookie },
      payload,
    });
    return res.json();
  }

  it('SPEC-7.16 SPEC-3.45 scan_type band binds the openId to the signed-in user; then it signs in; unbind', async () => {
    const user = await createUser(app);
    const { accessToken } = await loginAs(app, user);
    const openId = freshOpenId();
    const frame = await qrConfig(app, 'scanType=band');
    expect(new URL(frame.config.redirect_uri).searchParams.get('scan_type')).toBe('band');
    const { code, state } = await scan(frame, openId);
    expect(await bind(accessToken, frame, { username: user.username, code, state })).toEqual({
      code: 0,
      msg: '',
      data: true,
    });
    const profile = await app.inject({
      url: '/to/api/base/system/user/profile/get',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(profile.json().data.wechatBound).toBe(true);

    const login = await qrConfig(app);
    const scanned = await scan(login, openId);
    expect((await socialLogin({ code: scanned.code, state: scanned.state }, login.cookie)).body.code).toBe(0);

    const unbind = () =>
      app.inject({
        method: 'DELETE',
        url: '/to/api/base/system/user/profile/wechat',
        headers: { authorization: `Bearer ${accessToken}` },
      });
    expect((await unbind()).json()).toEqual({ code: 0, msg: '', data: true });
    expect((await unbind()).json()).toEqual({
      code: AccountErrorCode.wechatNotBound,
      msg: AccountMessage.wechatNotBound,
      data: null,
    });
    const after = await qrConfig(app);
    const scannedAfter = await scan(after, openId);
    expect(
      (await socialLogin({ code: scannedAfter.code, state: scannedAfter.state }, after.cookie)).body,
    ).toEqual({
      code: 199999,
      msg: openId,
      data: null,
    });
  });

  it("binding refuses: another user's username (403), an openId bound elsewhere, a user already bound, no sign-in (401)", async () => {
    const owner = await createUser(app, { wechatOpenId: freshOpenId() });
    const user = await createUser(app);
    const { accessToken } = await loginAs(app, user);
    const frame = await qrConfig(app, 'scanType=band');
    const { code, state } = await scan(frame, freshOpenId());
    expect(await bind(accessToken, frame, { username: owner.username, code, state })).toEqual({
      code: ErrorCode.forbidden,
      msg: '暂无权限',
      data: null,
    });
    const taken = await qrConfig(app, 'scanType=band');
    const scannedTaken = await scan(taken, owner.wechatOpenId as string);
    expect(
      await bind(accessToken, taken, {
        username: user.username,
        code: scannedTaken.code,
        state: scannedTaken.state,
      }),
    ).toEqual({
      code: AccountErrorCode.wechatAlreadyBound,
      msg: AccountMessage.wechatAlreadyBound,
      data: null,
    });
    const ok = await qrConfig(app, 'scanType=band');
    const first = await scan(ok, freshOpenId());
    expect(
      (await bind(accessToken, ok, { username: user.username, code: first.code, state: first.state })).code,
    ).toBe(0);
    const again = await qrConfig(app, 'scanType=band');
    const second = await scan(again, freshOpenId());
    expect(
      await bind(accessToken, again, { username: user.username, code: second.code, state: second.state }),
    ).toEqual({
      code: AccountErrorCode.wechatUserAlreadyBound,
      msg: AccountMessage.wechatUserAlreadyBound,
      data: null,
    });
    const anonymous = await app.inject({
      method: 'POST',
      url: '/to/api/base/system/auth/wx-binding',
      payload: { username: user.username, code: 'x', state: 'y' },
    });
    expect(anonymous.json().code).toBe(401);
  });
});

describe('WeChat configuration', () => {
  it('SPEC-7.33 qr-config: a scanType other than login or band → 400', async () => {
    const res = await app.inject({ url: '/to/api/base/system/auth/wechat/qr-config?scanType=bind' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: ErrorCode.invalidParams,
      msg: '请求参数不正确：scanType 取值不正确',
      data: null,
    });
  });

  it('the frame returns to the page’s own origin where allowed: a loopback alias of a loopback PUBLIC_ORIGIN, never another host', async () => {
    const local = await createAccountsTestApp({ env: { PUBLIC_ORIGIN: 'http://127.0.0.1:18080' } });
    try {
      const origin = (o: string) => `scanType=login&redirect=%2Fpart&origin=${encodeURIComponent(o)}`;
      const alias = await qrConfig(local, origin('http://localhost:18080'));
      const uri = new URL(alias.config.redirect_uri);
      expect(uri.origin).toBe('http://localhost:18080');
      expect(uri.pathname).toBe('/sso');
      expect(uri.searchParams.get('redirect')).toBe('/part');
      // the dev provider accepts that callback, as it accepts the configured one
      const q = new URLSearchParams({
        appid: alias.config.appid,
        scope: alias.config.scope,
        redirect_uri: alias.config.redirect_uri,
        state: alias.config.state,
        response_type: alias.config.response_type,
      });
      const devPage = await local.inject({ url: `${alias.config.base}/connect/qrconnect?${q}` });
      expect(devPage.statusCode, devPage.body).toBe(200);
      for (const other of [
        'http://localhost:18081',
        'https://localhost:18080',
        'http://evil.example.com',
        'javascript:alert(1)',
      ]) {
        const frame = await qrConfig(local, origin(other));
        expect(new URL(frame.config.redirect_uri).origin, other).toBe('http://127.0.0.1:18080');
        q.set('redirect_uri', `${other}/sso`);
        if (other.startsWith('http')) {
          expect(
            (await local.inject({ url: `${alias.config.base}/connect/qrconnect?${q}` })).statusCode,
          ).toBe(400);
        }
      }
      // a public PUBLIC_ORIGIN is never swapped
      const pub = await qrConfig(app, origin('http://localhost:18080'));
      expect(new URL(pub.config.redirect_uri).origin).toBe('https://www.jianku.test');
    } finally {
      await local.close();
    }
  });

  it('DEV_WECHAT off (its default) without WECHAT_BASE_URL: no dev provider, qr-config → 微信登录未开通', async () => {
    const off = await createAccountsTestApp({ env: { DEV_WECHAT: '' } });
    try {
      const res = await off.inject({ url: '/to/api/base/system/auth/wechat/qr-config' });
      expect(res.json()).toEqual({
        code: AccountErrorCode.wechatNotConfigured,
        msg: AccountMessage.wechatNotConfigured,
        data: null,
      });
      expect((await off.inject({ url: '/to/api/dev/wechat/connect/qrconnect' })).statusCode).toBe(404);
      expect((await socialLogin({ code: 'x', state: 'y' }, undefined, off)).body.code).toBe(
        AccountErrorCode.wechatNotConfigured,
      );
    } finally {
      await off.close();
    }
  });

  it('WECHAT_BASE_URL needs WECHAT_APPID and WECHAT_SECRET', () => {
    expect(() => loadConfig({ WECHAT_BASE_URL: 'https://api.weixin.qq.com' })).toThrow(ConfigError);
    const config = loadConfig({
      WECHAT_BASE_URL: 'https://api.weixin.qq.com/',
      WECHAT_CONNECT_URL: 'https://open.weixin.qq.com',
      WECHAT_APPID: 'wx123',
      WECHAT_SECRET: 's3cret',
      PUBLIC_ORIGIN: 'https://www.jianku.cn',
    });
    expect(config.wechat).toEqual({
      mode: 'real',
      appId: 'wx123',
      secret: 's3cret',
      apiBase: 'https://api.weixin.qq.com',
      connectBase: 'https://open.weixin.qq.com',
      redirectUri: 'https://www.jianku.cn/sso',
    });
  });

  it('with WECHAT_BASE_URL the code is exchanged over HTTP at {base}/sns/oauth2/access_token', async () => {
    const seen: URL[] = [];
    const provider: Server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      seen.push(url);
      res.setHeader('content-type', 'application/json');
      const good =
        url.pathname === '/sns/oauth2/access_token' && url.searchParams.get('code') === 'real-code-1';
      res.end(
        JSON.stringify(
          good
            ? { access_token: 'at', expires_in: 7200, openid: 'o_real_1' }
            : { errcode: 40029, errmsg: 'invalid code' },
        ),
      );
    });
    provider.listen(0, '127.0.0.1');
    await once(provider, 'listening');
    const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    const real = await createAccountsTestApp({
      env: { WECHAT_BASE_URL: base, WECHAT_APPID: 'wx_real', WECHAT_SECRET: 'real-secret' },
    });
    try {
      expect((await real.inject({ url: '/to/api/dev/wechat/connect/qrconnect' })).statusCode).toBe(404);
      const frame = await qrConfig(real);
      expect(frame.config).toMatchObject({ appid: 'wx_real', base });
      const unbound = await socialLogin(
        { code: 'real-code-1', state: frame.config.state },
        frame.cookie,
        real,
      );
      expect(unbound.body).toEqual({ code: 199999, msg: 'o_real_1', data: null });
      expect(seen[0]?.searchParams.get('appid')).toBe('wx_real');
      expect(seen[0]?.searchParams.get('secret')).toBe('real-secret');
      expect(seen[0]?.searchParams.get('grant_type')).toBe('authorization_code');
      const refused = await qrConfig(real);
      expect(
        (await socialLogin({ code: 'bad', state: refused.config.state }, refused.cookie, real)).body.code,
      ).toBe(AccountErrorCode.wechatCodeInvalid);
    } finally {
      await real.close();
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    }
  });
});
