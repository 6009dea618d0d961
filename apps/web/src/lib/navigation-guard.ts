import { fromCookieLifetimeMs, SystemConfigLabel, TOKEN_QUERY_PARAMS } from '@jianku/rules';
import Cookies from 'js-cookie';
import { setTokens } from './auth-storage.ts';
import { dictValue, fetchSystemConfig } from './system-config.ts';

export interface GuardLocation {
  pathname: string;
  search: string;
}

export interface GuardResult {
  /** the query to replace the current one with ('' for none), when the guard removed parameters */
  replaceSearch?: string;
  /** a messaging (WeChat) sign-in callback was passed to the parent window: show the 登录中... overlay */
  wechatAuth?: boolean;
  /** a token from the query was stored as the login token: load the user info */
  tokenStored?: boolean;
}

/** The message posted to the parent window by the QR sign-in callback (SPEC-4.32, SPEC-3.45). */
export interface WechatAuthMessage {
  action: 'wechatAuth';
  code: string;
  state: string;
  redirect: string;
  scan_type: string;
}

/** Cookie holding the `from` query parameter: the channel a visitor came from (SPEC-2.68, SPEC-3.41). */
export const FROM_COOKIE = 'from';

async function storeFrom(from: string): Promise<void> {
  let minutes: string | undefined;
  try {
    minutes = dictValue(await fetchSystemConfig(), SystemConfigLabel.fromExpireTime);
  } catch {
    minutes = undefined;
  }
  Cookies.set(FROM_COOKIE, from, {
    expires: new Date(Date.now() + fromCookieLifetimeMs(minutes)),
    path: '/',
  });
}

export function getFromCookie(): string | undefined {
  return Cookies.get(FROM_COOKIE) || undefined;
}

/**
 * The navigation guard (spec §2, SPEC-2.68..2.70), run before each navigation:
 * - `from` is stored in a cookie (1 day, or from_expire_time minutes of system_config) and removed from the URL;
 * - `token` (with refreshToken and tokenExpires) is stored as the login token and removed from the URL;
 * - `code` plus `state` (with optional redirect and scan_type) are posted to the parent window as a wechatAuth
 *   message, and the UI is told to show the full-screen 登录中... overlay.
 */
export async function runNavigationGuard(location: GuardLocation): Promise<GuardResult> {
  const params = new URLSearchParams(location.search);
  const result: GuardResult = {};
  let changed = false;

  if (params.has('from')) {
    const from = params.get('from')?.trim() ?? '';
    params.delete('from');
    changed = true;
    if (from) await storeFrom(from);
  }

  if (params.has('token')) {
    const accessToken = params.get('token')?.trim() ?? '';
    const refreshToken = params.get('refreshToken')?.trim() || undefined;
    const expires = Number(params.get('tokenExpires'));
    for (const name of TOKEN_QUERY_PARAMS) params.delete(name);
    changed = true;
    if (accessToken) {
      setTokens({
        accessToken,
        refreshToken,
        tokenExpires: Number.isFinite(expires) && expires > 0 ? expires : undefined,
      });
      result.tokenStored = true;
    }
  }

  const code = params.get('code');
  const state = params.get('state');
  if (code && state) {
    const message: WechatAuthMessage = {
      action: 'wechatAuth',
      code,
      state,
      redirect: params.get('redirect') ?? '',
      scan_type: params.get('scan_type') || 'login',
    };
    // The callback page and the login page that framed it share this origin.
    window.parent.postMessage(message, window.location.origin);
    result.wechatAuth = true;
  }

  if (changed) {
    const rest = params.toString();
    result.replaceSearch = rest ? `?${rest}` : '';
  }
  return result;
}
