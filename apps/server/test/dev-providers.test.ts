/**
 * The development outbox and WeChat provider are opt-in and loopback-only (issue 18, account takeover).
 * The attack they allowed in the default start: solve the slider, send a reset-password code to the
 * victim's phone, read it from GET /to/api/dev/outbox, reset the password; or sign in as any openId on
 * the development WeChat page. Here the default configuration is what `npm start` reads.
 */
import { ErrorMessage, SmsScene } from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, createUser, freshMobile, sendCode } from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { ConfigError, isLoopbackHost, loadConfig } from '../src/config.ts';
import { DEV_PROVIDERS_ENV, TEST_ENGINE } from '../src/testing.ts';

/** The configuration of `npm start` with no variables set (only the web folder moved away). */
const DEFAULT_START_ENV: Record<string, string> = {};

describe(`development providers are opt-in (${TEST_ENGINE})`, () => {
  let plain: App;
  let dev: App;
  beforeAll(async () => {
    // DEV_OUTBOX/DEV_WECHAT set to '' count as unset: the defaults of a plain start
    plain = await createAccountsTestApp({
      env: { ...DEFAULT_START_ENV, HOST: '', DEV_OUTBOX: '', DEV_WECHAT: '' },
    });
    dev = await createAccountsTestApp();
  });
  afterAll(async () => {
    await plain?.close();
    await dev?.close();
  });

  it('the default start has neither: loadConfig({}) leaves both off', () => {
    const config = loadConfig(DEFAULT_START_ENV);
    expect(config.host).toBe('0.0.0.0');
    expect(config.mail.devOutbox).toBe(false);
    expect(config.wechat.mode).toBe('off');
    expect(plain.config.mail.devOutbox).toBe(false);
    expect(plain.config.wechat.mode).toBe('off');
  });

  it('a reset-password code sent to a victim cannot be read back (no outbox endpoint)', async () => {
    const victim = await createUser(plain, { mobile: freshMobile() });
    const sent = await sendCode(plain, { mobile: victim.mobile ?? '', scene: SmsScene.resetPassword });
    expect(sent.body.code).toBe(0);
    const read = await plain.inject({ url: `/to/api/dev/outbox?target=${victim.mobile}` });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ code: 404, msg: ErrorMessage.routeNotFound, data: null });
    expect(read.body).not.toMatch(/\d{6}/);
  });

  it('the development WeChat pages do not exist: no openId can be signed in', async () => {
    for (const url of [
      '/to/api/dev/wechat/connect/qrconnect?appid=wxdev00000000000000&scope=snsapi_login&response_type=code&state=s',
      '/to/api/dev/wechat/sns/oauth2/access_token?appid=a&secret=b&code=c&grant_type=authorization_code',
    ]) {
      expect((await plain.inject({ url })).statusCode).toBe(404);
    }
    const confirm = await plain.inject({
      method: 'POST',
      url: '/to/api/dev/wechat/connect/confirm',
      payload: {
        appid: 'wxdev00000000000000',
        redirect_uri: 'http://localhost:8080/sso',
        state: 's',
        openid: 'x',
      },
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('they are refused unless the server is reachable from this machine alone', () => {
    for (const env of [
      { DEV_OUTBOX: 'true' },
      { DEV_WECHAT: 'true' },
      { DEV_OUTBOX: 'true', HOST: '0.0.0.0' },
      { DEV_OUTBOX: 'true', HOST: '::' },
      { DEV_OUTBOX: 'true', HOST: '192.168.1.5' },
      { ...DEV_PROVIDERS_ENV, TRUST_PROXY: 'true' },
      { ...DEV_PROVIDERS_ENV, NODE_ENV: 'production' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
    expect(() => loadConfig({ DEV_OUTBOX: 'true', DEV_WECHAT: 'true' })).toThrow(
      'DEV_OUTBOX、DEV_WECHAT 只能在本机开发时开启：HOST 须为回环地址 127.0.0.1、::1 或 localhost（当前值 "0.0.0.0"）',
    );
    for (const host of ['127.0.0.1', '127.3.2.1', '::1', '[::1]', 'localhost', 'LOCALHOST']) {
      const config = loadConfig({ DEV_OUTBOX: 'true', DEV_WECHAT: 'true', HOST: host });
      expect(config.mail.devOutbox).toBe(true);
      expect(config.wechat.mode).toBe('dev');
    }
    expect(isLoopbackHost('127.0.0.1.example.com')).toBe(false);
    expect(isLoopbackHost('localhost.example.com')).toBe(false);
  });

  it('every answer of them says 开发环境, and the WeChat page lists no bound openId', async () => {
    const bound = await createUser(dev, { wechatOpenId: 'o_bound_secret_1' });
    expect(bound.id).toBeGreaterThan(0);
    const outbox = await dev.inject({ url: '/to/api/dev/outbox?target=nobody@example.com' });
    expect(outbox.json()).toEqual({ code: 0, msg: '开发环境', data: [] });

    const page = await dev.inject({
      url: `/to/api/dev/wechat/connect/qrconnect?appid=${dev.config.wechat.appId}&scope=snsapi_login&response_type=code&state=s&redirect_uri=${encodeURIComponent(dev.config.wechat.redirectUri)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<span class="tag">开发环境</span>');
    expect(page.body).not.toContain('o_bound_secret_1');

    const refused = await dev.inject({
      method: 'POST',
      url: '/to/api/dev/wechat/connect/confirm',
      payload: { appid: 'wrong', redirect_uri: dev.config.wechat.redirectUri, state: 's', openid: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<span class="tag">开发环境</span>');
  });
});
