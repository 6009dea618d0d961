/**
 * The session against a real HTTP server standing in for the API (lib/test-support/test-server.ts): jsdom's
 * XMLHttpRequest really connects to it, so the http client, its 401 handler and the session store run as in
 * the browser.
 */
import { ErrorCode } from '@jianku/rules';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getAccessToken,
  getRefreshToken,
  getTokenExpires,
  setLastActivity,
  setTokenExpires,
  setTokens,
} from '../../../lib/auth-storage.ts';
import { browser } from '../../../lib/browser.ts';
import { LAST_SELECTED_PLATFORM_COOKIE } from '../../../lib/cookies.ts';
import { JkError } from '../../../lib/errors.ts';
import { get } from '../../../lib/http.ts';
import { bindNavigate } from '../../../lib/navigate.ts';
import {
  captureJsdomErrors,
  clearCookies,
  sendEnvelope,
  setPageUrl,
  sleep,
  startTestServer,
  type TestServer,
} from '../../../lib/test-support/test-server.ts';
import { useAppStore } from '../../../stores/app.store.ts';
import { useErrorDialogStore } from '../../../stores/error-dialog.store.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { installAuthSession, restoreSession } from './auth-session.ts';
import { isIdleExpired, wwwLoginUrl } from './idle-expiry.ts';
import { loadUser, login } from './session-loader.ts';
import { resetRefreshState } from './token-refresh.ts';

let server: TestServer;
let refused: ReturnType<typeof captureJsdomErrors>;
let uninstall: () => void = () => {};
const navigations: string[] = [];

const user = {
  id: 7,
  avatar: '',
  nickname: '张工',
  username: 'zhang@jianku.com',
  orgName: '件库科技',
  email: 'zhang@jianku.com',
  mobile: null,
  orgId: 12,
  orgEnable: true,
  businessScope: '1,2',
};

beforeAll(async () => {
  refused = captureJsdomErrors(/ECONNREFUSED/);
  server = await startTestServer();
  bindNavigate((to) => navigations.push(to));
});
afterAll(async () => {
  await server.close();
  refused.restore();
});
beforeEach(() => {
  setPageUrl(`${server.origin}/part`);
  server.reset();
  clearCookies();
  resetRefreshState();
  useSessionStore.getState().reset();
  useAppStore.getState().reset();
  useErrorDialogStore.getState().reset();
  navigations.length = 0;
  uninstall = installAuthSession();
  server.route('GET', '/to/api/base/system/dict-data/list-all-simple', (_req, res) =>
    sendEnvelope(res, [{ label: 'token_expire_time', value: '45' }]),
  );
  server.route('GET', '/to/api/base/system/auth/get-extend-user-info', (_req, res) =>
    sendEnvelope(res, { clientId: 'client-7' }),
  );
  server.route('POST', '/to/api/base/system/auth/logout', (_req, res) => sendEnvelope(res, true));
});
afterEach(() => uninstall());

/** A permission-info route that answers for `token` only. */
function permissionInfoFor(token: string) {
  server.route('GET', '/to/api/base/system/auth/get-permission-info', (req, res) => {
    if (req.headers.authorization === `Bearer ${token}`) {
      sendEnvelope(res, { permissions: ['part:read'], roles: ['member'], user });
    } else sendEnvelope(res, null, 401, '账号未登录');
  });
}

describe('session store: load the user, log in, log out', () => {
  it('SPEC-4.04 SPEC-7.20 SPEC-7.21 SPEC-3.26 loadUser: permission info (appType 2) and clientId of the extended info', async () => {
    setTokens({ accessToken: 'AT' });
    permissionInfoFor('AT');
    const loaded = await loadUser();
    expect(loaded?.nickname).toBe('张工');
    const state = useSessionStore.getState();
    expect(state.isSetUser).toBe(true);
    expect(state.permissions).toEqual(['part:read']);
    expect(state.roles).toEqual(['member']);
    expect(state.user?.clientId).toBe('client-7');
    expect(state.user?.mobile).toBe('');
    expect(server.hits('/to/api/base/system/auth/get-permission-info')[0]?.query.get('appType')).toBe('2');
    expect(server.hits('/to/api/base/system/auth/get-extend-user-info')[0]?.query.get('appType')).toBe('2');
  });

  it('SPEC-8.20 a failing extended info leaves clientId empty', async () => {
    setTokens({ accessToken: 'AT' });
    permissionInfoFor('AT');
    server.route('GET', '/to/api/base/system/auth/get-extend-user-info', (_req, res) =>
      sendEnvelope(res, null, 500, 'boom'),
    );
    expect((await loadUser())?.clientId).toBe('');
    expect(useErrorDialogStore.getState().current).toBeNull();
  });

  it('SPEC-4.05 SPEC-4.06 SPEC-8.20 no token → reset; a refused token is removed and the state reset', async () => {
    expect(await loadUser()).toBeNull();
    expect(server.requests).toHaveLength(0);
    setTokens({ accessToken: 'bad' });
    permissionInfoFor('AT');
    expect(await loadUser()).toBeNull();
    expect(getAccessToken()).toBeUndefined();
    expect(useSessionStore.getState().isSetUser).toBe(false);
    // no error dialog and no login redirect for a background load
    expect(useErrorDialogStore.getState().current).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('SPEC-4.25 SPEC-4.26 SPEC-4.27 login: tokens stored, expiry from token_expire_time, user loaded', async () => {
    permissionInfoFor('AT');
    const loaded = await login({ accessToken: 'AT', refreshToken: 'RT' });
    expect(loaded.username).toBe('zhang@jianku.com');
    expect(getAccessToken()).toBe('AT');
    expect(getRefreshToken()).toBe('RT');
    expect(getTokenExpires()).toBe(45);
  });

  it('SPEC-4.26 without token_expire_time in the dictionary the login answer’s expiry is kept', async () => {
    server.route('GET', '/to/api/base/system/dict-data/list-all-simple', (_req, res) =>
      sendEnvelope(res, []),
    );
    permissionInfoFor('AT');
    await login({ accessToken: 'AT', refreshToken: 'RT', tokenExpires: 30 });
    expect(getTokenExpires()).toBe(30);
  });

  it('SPEC-4.08 SPEC-7.18 logout posts logout, clears tokens and state, hides the login dialog, /user → /', async () => {
    setPageUrl(`${server.origin}/user`);
    permissionInfoFor('AT');
    await login({ accessToken: 'AT', refreshToken: 'RT' });
    useAppStore.getState().setPrivate(true);
    useAppStore.getState().setShowLogin(true);
    await useSessionStore.getState().logout();
    expect(server.hits('/to/api/base/system/auth/logout')[0]?.headers.authorization).toBe('Bearer AT');
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(useSessionStore.getState().user).toBeNull();
    expect(useAppStore.getState().isPrivate).toBe(false);
    expect(useAppStore.getState().showLogin).toBe(false);
    expect(navigations).toEqual(['/']);
  });

  it('SPEC-4.08 logout clears the session even when the call fails', async () => {
    permissionInfoFor('AT');
    await login({ accessToken: 'AT', refreshToken: 'RT' });
    server.route('POST', '/to/api/base/system/auth/logout', (_req, res) =>
      sendEnvelope(res, null, 500, 'down'),
    );
    await useSessionStore.getState().logout();
    expect(getAccessToken()).toBeUndefined();
    expect(useSessionStore.getState().isSetUser).toBe(false);
    expect(navigations).toEqual([]);
    expect(useErrorDialogStore.getState().current).toBeNull();
  });
});

describe('the 401 refresh flow (setUnauthorizedHandler)', () => {
  /** /to/api/secure answers for the current token only; refresh rotates to fresh-N. */
  function secureAndRefresh(options: { refreshDelay?: number; refreshFails?: boolean } = {}) {
    let current = 'fresh-0';
    let n = 0;
    server.route('GET', '/to/api/secure', (req, res) => {
      if (req.headers.authorization === `Bearer ${current}`)
        sendEnvelope(res, `ok:${req.query.get('i') ?? ''}`);
      else sendEnvelope(res, null, 401, '账号未登录');
    });
    server.route('POST', '/to/api/base/system/auth/refresh-token', async (req, res) => {
      if (options.refreshDelay) await sleep(options.refreshDelay);
      if (options.refreshFails || req.query.get('refreshToken') !== `rt-${n}`) {
        sendEnvelope(res, null, 401, '账号未登录');
        return;
      }
      n += 1;
      current = `fresh-${n}`;
      sendEnvelope(res, { accessToken: current, refreshToken: `rt-${n}`, tokenExpires: 120 });
    });
  }

  it('SPEC-4.12 SPEC-7.17 a 401 refreshes (query refreshToken, empty body), stores the tokens and retries once', async () => {
    secureAndRefresh();
    setTokens({ accessToken: 'expired', refreshToken: 'rt-0' });
    expect(await get('/secure', { i: 1 })).toBe('ok:1');
    const [refresh] = server.hits('/to/api/base/system/auth/refresh-token');
    expect(refresh?.query.get('refreshToken')).toBe('rt-0');
    expect(refresh?.body).toBe('');
    expect(refresh?.headers.authorization).toBeUndefined();
    expect(getAccessToken()).toBe('fresh-1');
    expect(getRefreshToken()).toBe('rt-1');
    expect(server.hits('/to/api/secure')).toHaveLength(2);
  });

  it('SPEC-4.13 refreshes are shared while in flight', async () => {
    secureAndRefresh({ refreshDelay: 150 });
    setTokens({ accessToken: 'expired', refreshToken: 'rt-0' });
    const answers = await Promise.all([1, 2, 3].map((i) => get('/secure', { i }, { dedupe: false })));
    expect(answers).toEqual(['ok:1', 'ok:2', 'ok:3']);
    expect(server.hits('/to/api/base/system/auth/refresh-token')).toHaveLength(1);
  });

  it('SPEC-4.15 SPEC-8.08 a failed refresh lets the original 401 through (login redirect) and ends the session', async () => {
    secureAndRefresh({ refreshFails: true });
    setTokens({ accessToken: 'expired', refreshToken: 'rt-0' });
    const error = await get('/secure').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JkError);
    expect((error as JkError).code).toBe(401);
    expect(getAccessToken()).toBeUndefined();
    expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/part')}`]);
  });

  it('SPEC-4.14 SPEC-8.07 SPEC-9.05 more than 10 refreshes raise refresh-time-exceeded', async () => {
    // every access token is refused at once: each request needs a refresh
    server.route('GET', '/to/api/secure', (_req, res) => sendEnvelope(res, null, 401, '账号未登录'));
    let n = 0;
    server.route('POST', '/to/api/base/system/auth/refresh-token', (_req, res) => {
      n += 1;
      sendEnvelope(res, { accessToken: `a-${n}`, refreshToken: `r-${n}`, tokenExpires: 120 });
    });
    setTokens({ accessToken: 'expired', refreshToken: 'r-0' });
    for (let i = 0; i < 10; i++) await get('/secure', { i }, { skipErrorHandler: true }).catch(() => {});
    expect(n).toBe(10);
    const error = await get('/secure', { i: 'last' }, { skipErrorHandler: true }).catch((e: unknown) => e);
    expect((error as JkError).code).toBe(ErrorCode.refreshTimeExceed);
    expect(n).toBe(10);
  });

  it('SPEC-4.12 no refresh token: the 401 goes on as it is', async () => {
    secureAndRefresh();
    setTokens({ accessToken: 'expired' });
    const error = await get('/secure', undefined, { skipErrorHandler: true }).catch((e: unknown) => e);
    expect((error as JkError).code).toBe(401);
    expect(server.hits('/to/api/base/system/auth/refresh-token')).toHaveLength(0);
  });
});

describe('idle expiry', () => {
  it('SPEC-4.09 an idle session is logged out before the next request (not login)', async () => {
    server.route('GET', '/to/api/echo', (req, res) => sendEnvelope(res, req.headers.authorization ?? 'none'));
    setTokens({ accessToken: 'AT', refreshToken: 'RT', tokenExpires: 30 });
    setLastActivity(Date.now() - 31 * 60_000);
    expect(isIdleExpired()).toBe(true);
    expect(await get('/echo')).toBe('none');
    expect(getAccessToken()).toBeUndefined();
    // the logout went out with the old token (polled: it is sent without being waited for)
    await vi.waitFor(
      () =>
        expect(server.hits('/to/api/base/system/auth/logout')[0]?.headers.authorization).toBe('Bearer AT'),
      { timeout: 10_000 },
    );
  });

  it('SPEC-4.11 on the open site the idle logout is posted, the tokens removed, and the browser goes to login on the www host with the return address', async () => {
    server.route('GET', '/to/api/echo', (req, res) => sendEnvelope(res, req.headers.authorization ?? 'none'));
    // jsdom loads no pages: the navigation is observed at the browser boundary
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const previous = window.__JIANKU_CONFIG__;
    window.__JIANKU_CONFIG__ = { openOrigin: server.altOrigin, publicOrigin: server.origin };
    setPageUrl(`${server.altOrigin}/console?tab=keys`);
    try {
      setTokens({ accessToken: 'AT', refreshToken: 'RT', tokenExpires: 30 });
      setLastActivity(Date.now() - 31 * 60_000);
      expect(await get('/echo')).toBe('none');
      expect(getAccessToken()).toBeUndefined();
      expect(assign.mock.calls).toEqual([
        [`${server.origin}/login?redirect=${encodeURIComponent(`${server.altOrigin}/home`)}`],
      ]);
      await vi.waitFor(
        () =>
          expect(server.hits('/to/api/base/system/auth/logout')[0]?.headers.authorization).toBe('Bearer AT'),
        { timeout: 10_000 },
      );
    } finally {
      assign.mockRestore();
      window.__JIANKU_CONFIG__ = previous;
    }
  });

  it('SPEC-2.23 the login address: /login on the www host, returning to this origin, the last selected platform and /home', () => {
    const previous = window.__JIANKU_CONFIG__;
    window.__JIANKU_CONFIG__ = { openOrigin: server.altOrigin, publicOrigin: `${server.origin}/` };
    setPageUrl(`${server.altOrigin}/console?tab=keys`);
    const login = (back: string) => `${server.origin}/login?redirect=${encodeURIComponent(back)}`;
    try {
      expect(wwwLoginUrl()).toBe(login(`${server.altOrigin}/home`));
      for (const platform of ['management', 'part', 'component', 'mat']) {
        Cookies.set(LAST_SELECTED_PLATFORM_COOKIE, platform, { path: '/' });
        expect(wwwLoginUrl()).toBe(login(`${server.altOrigin}/${platform}/home`));
      }
      // a value that is not a known platform adds no prefix
      Cookies.set(LAST_SELECTED_PLATFORM_COOKIE, 'console', { path: '/' });
      expect(wwwLoginUrl()).toBe(login(`${server.altOrigin}/home`));
    } finally {
      Cookies.remove(LAST_SELECTED_PLATFORM_COOKIE, { path: '/' });
      window.__JIANKU_CONFIG__ = previous;
    }
  });

  it('SPEC-4.09 an active session is not expired; without an expiry nothing expires', async () => {
    setTokens({ accessToken: 'AT', refreshToken: 'RT', tokenExpires: 30 });
    setLastActivity(Date.now() - 29 * 60_000);
    expect(isIdleExpired()).toBe(false);
    clearCookies();
    setTokens({ accessToken: 'AT' });
    setLastActivity(Date.now() - 10 * 24 * 3600_000);
    expect(isIdleExpired()).toBe(false);
  });

  it('SPEC-4.09 restoreSession at start: an idle session is ended instead of loaded', async () => {
    permissionInfoFor('AT');
    setTokens({ accessToken: 'AT', refreshToken: 'RT' });
    setTokenExpires(10);
    setLastActivity(Date.now() - 11 * 60_000);
    await restoreSession();
    expect(getAccessToken()).toBeUndefined();
    expect(useSessionStore.getState().isSetUser).toBe(false);
    expect(server.hits('/to/api/base/system/auth/get-permission-info')).toHaveLength(0);
  });

  it('SPEC-2.69 SPEC-4.04 restoreSession loads a live session', async () => {
    permissionInfoFor('AT');
    setTokens({ accessToken: 'AT', refreshToken: 'RT', tokenExpires: 10 });
    await restoreSession();
    expect(useSessionStore.getState().user?.username).toBe('zhang@jianku.com');
  });
});
