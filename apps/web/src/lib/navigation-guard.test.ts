import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useErrorDialogStore } from '../stores/error-dialog.store.ts';
import { getAccessToken, getLastActivity, getRefreshToken, getTokenExpires } from './auth-storage.ts';
import {
  FROM_COOKIE,
  getFromCookie,
  runNavigationGuard,
  type WechatAuthMessage,
} from './navigation-guard.ts';
import {
  clearCookies,
  cookieLifetime,
  sendEnvelope,
  setPageUrl,
  startTestServer,
  type TestServer,
} from './test-support/test-server.ts';

const DAY = 24 * 3600 * 1000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  setPageUrl(`${server.origin}/part`);
  window.__JIANKU_CONFIG__ = {};
  server.reset();
  clearCookies();
  useErrorDialogStore.getState().reset();
});

function systemConfig(entries: Array<{ label: string; value: string }>) {
  server.route('GET', '/to/api/base/system/dict-data/list-all-simple', (req, res) => {
    expect(req.query.get('dictType')).toBe('system_config');
    sendEnvelope(res, entries);
  });
}

describe('navigation guard (spec §2)', () => {
  it('SPEC-2.68 SPEC-7.19 SPEC-9.07 from is stored for from_expire_time minutes and removed from the URL', async () => {
    systemConfig([
      { label: 'token_expire_time', value: '120' },
      { label: 'from_expire_time', value: '30' },
    ]);
    const result = await runNavigationGuard({ pathname: '/part/search', search: '?from=205&keyWords=M8' });
    expect(result).toEqual({ replaceSearch: '?keyWords=M8' });
    expect(getFromCookie()).toBe('205');
    expect(cookieLifetime(FROM_COOKIE)).toBeGreaterThan(30 * 60_000 - 5000);
    expect(cookieLifetime(FROM_COOKIE)).toBeLessThanOrEqual(30 * 60_000);
    expect(server.hits('/to/api/base/system/dict-data/list-all-simple')).toHaveLength(1);
  });

  it('SPEC-2.68 SPEC-9.07 without from_expire_time the from cookie lasts 1 day', async () => {
    systemConfig([{ label: 'token_expire_time', value: '120' }]);
    const result = await runNavigationGuard({ pathname: '/', search: '?from=960' });
    expect(result.replaceSearch).toBe('');
    expect(getFromCookie()).toBe('960');
    expect(cookieLifetime(FROM_COOKIE)).toBeGreaterThan(DAY - 5000);
    expect(cookieLifetime(FROM_COOKIE)).toBeLessThanOrEqual(DAY);
  });

  it('SPEC-2.68 when the dictionary cannot be fetched, from still lasts 1 day and no error is shown', async () => {
    server.route('GET', '/to/api/base/system/dict-data/list-all-simple', (_req, res) =>
      sendEnvelope(res, null, 500, 'dict down'),
    );
    await runNavigationGuard({ pathname: '/', search: '?from=960' });
    expect(getFromCookie()).toBe('960');
    expect(cookieLifetime(FROM_COOKIE)).toBeGreaterThan(DAY - 5000);
    expect(useErrorDialogStore.getState().current).toBeNull();
  });

  it('SPEC-2.69 SPEC-9.51 token, refreshToken and tokenExpires are stored as the login and removed from the URL', async () => {
    const result = await runNavigationGuard({
      pathname: '/part',
      search: '?token=acc-1&refreshToken=ref-1&tokenExpires=90&tab=category',
    });
    expect(result).toEqual({ replaceSearch: '?tab=category', tokenStored: true });
    expect(getAccessToken()).toBe('acc-1');
    expect(getRefreshToken()).toBe('ref-1');
    expect(getTokenExpires()).toBe(90);
    expect(getLastActivity()).toBeDefined();
    expect(server.requests).toHaveLength(0);
  });

  it('SPEC-2.69 an empty token is removed from the URL but not stored', async () => {
    const result = await runNavigationGuard({ pathname: '/part', search: '?token=' });
    expect(result).toEqual({ replaceSearch: '' });
    expect(getAccessToken()).toBeUndefined();
  });

  it('SPEC-2.70 SPEC-4.32 SPEC-3.45 code plus state post a wechatAuth message to the parent and ask for the overlay', async () => {
    const received: WechatAuthMessage[] = [];
    const listener = (event: MessageEvent) => received.push(event.data as WechatAuthMessage);
    window.addEventListener('message', listener);
    const result = await runNavigationGuard({
      pathname: '/wechat/callback',
      search: `?code=CODE1&state=S1&redirect=${encodeURIComponent('/plugin/part')}&scan_type=band`,
    });
    const plain = await runNavigationGuard({ pathname: '/wechat/callback', search: '?code=CODE2&state=S2' });
    // messages are delivered asynchronously: poll until both have arrived
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 10_000 });
    window.removeEventListener('message', listener);
    expect(result).toEqual({ wechatAuth: true });
    expect(plain).toEqual({ wechatAuth: true });
    expect(received).toEqual([
      { action: 'wechatAuth', code: 'CODE1', state: 'S1', redirect: '/plugin/part', scan_type: 'band' },
      { action: 'wechatAuth', code: 'CODE2', state: 'S2', redirect: '', scan_type: 'login' },
    ]);
  });

  it('SPEC-2.70 code without state is not a sign-in callback', async () => {
    expect(await runNavigationGuard({ pathname: '/', search: '?code=abc' })).toEqual({});
  });

  it('a query without guarded parameters is left alone and nothing is fetched', async () => {
    expect(await runNavigationGuard({ pathname: '/part/search', search: '?keyWords=M8|M10' })).toEqual({});
    expect(server.requests).toHaveLength(0);
  });
});
