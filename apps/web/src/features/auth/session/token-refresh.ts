import { ErrorCode, REFRESH_LIMIT } from '@jianku/rules';
import { getRefreshToken, removeTokens, setAccessToken, setRefreshToken } from '../../../lib/auth-storage.ts';
import { JkError, normalizeError } from '../../../lib/errors.ts';
import { http, setUnauthorizedHandler, type UnauthorizedHandler, unwrap } from '../../../lib/http.ts';
import { useSessionStore } from '../../../stores/session.store.ts';

export const REFRESH_TOKEN_PATH = '/base/system/auth/refresh-token';

/**
 * Refreshes counted towards the limit (SPEC-4.14, SPEC-9.05) are those of this window: a tab open for days
 * refreshes now and then, a broken server or a token loop refreshes again and again within seconds.
 */
export const REFRESH_WINDOW_MS = 10 * 60 * 1000;

let inFlight: Promise<boolean> | null = null;
let refreshTimes: number[] = [];

/** Test hook: forget the refreshes made so far. */
export function resetRefreshState(): void {
  inFlight = null;
  refreshTimes = [];
}

/**
 * POST /base/system/auth/refresh-token?refreshToken=… with an empty body (SPEC-7.17); stores the new access
 * token (and the new refresh token, which the server rotates). Resolves false when the refresh failed. A
 * refresh the server refused ends the session; a network failure leaves the tokens alone.
 */
async function refresh(refreshToken: string): Promise<boolean> {
  try {
    const response = await http.request({
      method: 'post',
      url: REFRESH_TOKEN_PATH,
      params: { refreshToken },
      skipErrorHandler: true,
      skipAuth: true,
      // the refresh's own 401 must not trigger another refresh
      jkRetried: true,
    });
    const data = unwrap<{ accessToken?: unknown; refreshToken?: unknown }>(response.data);
    if (typeof data?.accessToken !== 'string' || data.accessToken === '') return false;
    setAccessToken(data.accessToken);
    if (typeof data.refreshToken === 'string' && data.refreshToken !== '') setRefreshToken(data.refreshToken);
    return true;
  } catch (error) {
    const err = normalizeError(error);
    if (err.type === 'business' || err.type === 'http') {
      removeTokens();
      useSessionStore.getState().reset();
    }
    return false;
  }
}

/**
 * The 401 handler (SPEC-4.12..4.15): when an envelope carries 401 and a refresh token exists, refresh once —
 * one refresh shared by every request that meets a 401 meanwhile — and send the original request again.
 * More than 10 refreshes within the window raise refresh-time-exceeded. When the refresh fails the original
 * 401 goes on as it is (to the usual handling: 账号未登录 and the login page).
 */
export const refreshOnUnauthorized: UnauthorizedHandler = async ({ retry }) => {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return null;
  if (!inFlight) {
    const now = Date.now();
    refreshTimes = refreshTimes.filter((time) => now - time < REFRESH_WINDOW_MS);
    if (refreshTimes.length >= REFRESH_LIMIT) {
      throw new JkError({ code: ErrorCode.refreshTimeExceed, type: 'business' });
    }
    refreshTimes.push(now);
    const run = refresh(refreshToken);
    inFlight = run;
    void run.finally(() => {
      if (inFlight === run) inFlight = null;
    });
  }
  const refreshed = await inFlight;
  return refreshed ? retry() : null;
};

/** Installs the refresh flow on the http client; returns the uninstall. */
export function installTokenRefresh(): () => void {
  return setUnauthorizedHandler(refreshOnUnauthorized);
}
