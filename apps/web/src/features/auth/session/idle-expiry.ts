import { getAccessToken, getLastActivity, getTokenExpires, removeTokens } from '../../../lib/auth-storage.ts';
import { browser } from '../../../lib/browser.ts';
import { getLastSelectedPlatform } from '../../../lib/cookies.ts';
import { http, type InternalRequestConfig } from '../../../lib/http.ts';
import { getRuntimeConfig, isOpenSite } from '../../../lib/runtime-config.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { AuthPath, SessionPath } from '../api/auth.api.ts';
import { REFRESH_TOKEN_PATH } from './token-refresh.ts';

/** Requests that never count as activity after expiry: signing in, and the session's own calls. */
const EXEMPT_PATHS: readonly string[] = [
  AuthPath.login,
  AuthPath.smsLogin,
  AuthPath.socialLogin,
  AuthPath.register,
  REFRESH_TOKEN_PATH,
  SessionPath.logout,
];

/**
 * Idle expiry (SPEC-4.09): the last-activity time plus the token expiry (minutes) lies before now. Without a
 * token, a stored expiry or a last-activity time there is nothing to expire.
 */
export function isIdleExpired(now: number = Date.now()): boolean {
  if (!getAccessToken()) return false;
  const minutes = getTokenExpires();
  const last = getLastActivity();
  if (minutes === undefined || last === undefined) return false;
  return last + minutes * 60_000 < now;
}

/**
 * Ends an idle session (SPEC-4.09..4.11): the tokens are removed at once (so the request that noticed goes
 * out without them), the logout is posted with the old token, and the state is reset. On the open site the
 * browser then goes to login with a return address.
 */
export function expireSession(): void {
  const token = getAccessToken();
  removeTokens();
  useSessionStore.getState().reset();
  if (token) {
    http
      .post(SessionPath.logout, undefined, {
        skipAuth: true,
        skipErrorHandler: true,
        headers: { Authorization: `Bearer ${token}` },
      })
      .catch(() => {});
  }
  if (isOpenSite()) browser.assign(wwwLoginUrl());
}

/**
 * SPEC-2.23: login lives on the www host at /login, with the return address in ?redirect=: this site's origin,
 * the last selected platform (when it is a known one, from its cookie) and /home.
 */
export function wwwLoginUrl(): string {
  const www = getRuntimeConfig().publicOrigin.replace(/\/+$/, '');
  const platform = getLastSelectedPlatform();
  const back = `${window.location.origin}${platform ? `/${platform}` : ''}/home`;
  return `${www}/login?redirect=${encodeURIComponent(back)}`;
}

function exempt(config: InternalRequestConfig): boolean {
  const url = config.url ?? '';
  return EXEMPT_PATHS.some((path) => url === path || url.startsWith(`${path}?`));
}

/**
 * Checks idle expiry before each request (except login): an idle session is logged out first. The check is
 * a request interceptor of lib/http added from here; it runs before lib/http's own steps, so the request then
 * goes out without the removed token. Returns the uninstall.
 */
export function installIdleExpiry(): () => void {
  const id = http.interceptors.request.use((config) => {
    if (!exempt(config) && isIdleExpired()) expireSession();
    return config;
  });
  return () => http.interceptors.request.eject(id);
}
