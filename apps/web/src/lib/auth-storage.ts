import { COMPANY_ID_COOKIE_DAYS, TOKEN_COOKIE_DAYS } from '@jianku/rules';
import Cookies from 'js-cookie';

/**
 * Auth storage (spec §3, SPEC-3.30, SPEC-3.31, SPEC-9.03, SPEC-9.04): access token, refresh token, token
 * expiry (minutes) and last-activity time in cookies keyed by a host-environment prefix, kept 30 days; the
 * company id in a cookie named for the org id, kept 30 days. All cookies are host-only.
 */

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const ENV_LABELS = ['dev', 'test', 'sit', 'uat', 'pre', 'staging'] as const;

/**
 * The host environment a page runs in, used as cookie key prefix so that the environments of one domain
 * never read each other's tokens: `local` on localhost and IP hosts, the environment of the first host label
 * (dev.jianku.com, test-open.jianku.com → dev, test), otherwise `prod`.
 */
export function hostEnvPrefix(hostname: string = window.location.hostname): string {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || IPV4.test(host) || host.includes(':'))
    return 'local';
  const first = host.split('.')[0] ?? '';
  const env = ENV_LABELS.find((label) => first === label || first.startsWith(`${label}-`));
  return env ?? 'prod';
}

export function authCookieNames(hostname?: string) {
  const prefix = `jk_${hostEnvPrefix(hostname)}_`;
  return {
    accessToken: `${prefix}access_token`,
    refreshToken: `${prefix}refresh_token`,
    tokenExpires: `${prefix}token_expires`,
    lastActivity: `${prefix}last_activity`,
  } as const;
}

/** The company (tenant) id cookie: named for the org id. */
export const COMPANY_ID_COOKIE = 'orgId';

const tokenCookie = { expires: TOKEN_COOKIE_DAYS, path: '/' } as const;

export function getAccessToken(): string | undefined {
  return Cookies.get(authCookieNames().accessToken) || undefined;
}
export function setAccessToken(token: string): void {
  Cookies.set(authCookieNames().accessToken, token, tokenCookie);
}

export function getRefreshToken(): string | undefined {
  return Cookies.get(authCookieNames().refreshToken) || undefined;
}
export function setRefreshToken(token: string): void {
  Cookies.set(authCookieNames().refreshToken, token, tokenCookie);
}

/** Token expiry in minutes (SPEC-9.08), or undefined when none is stored or it is not a positive number. */
export function getTokenExpires(): number | undefined {
  const minutes = Number(Cookies.get(authCookieNames().tokenExpires));
  return Number.isFinite(minutes) && minutes > 0 ? minutes : undefined;
}
export function setTokenExpires(minutes: number): void {
  if (!Number.isFinite(minutes) || minutes <= 0) return;
  Cookies.set(authCookieNames().tokenExpires, String(minutes), tokenCookie);
}

/** Last-activity time, epoch ms. */
export function getLastActivity(): number | undefined {
  const time = Number(Cookies.get(authCookieNames().lastActivity));
  return Number.isFinite(time) && time > 0 ? time : undefined;
}
export function setLastActivity(time: number = Date.now()): void {
  Cookies.set(authCookieNames().lastActivity, String(time), tokenCookie);
}

export interface StoredTokens {
  accessToken: string;
  refreshToken?: string;
  /** token expiry in minutes */
  tokenExpires?: number;
}

/** Stores a login's tokens and starts the activity clock. */
export function setTokens({ accessToken, refreshToken, tokenExpires }: StoredTokens): void {
  setAccessToken(accessToken);
  if (refreshToken) setRefreshToken(refreshToken);
  if (tokenExpires !== undefined) setTokenExpires(tokenExpires);
  setLastActivity();
}

/** Removes the access and refresh tokens, the expiry and the last-activity time. */
export function removeTokens(): void {
  for (const name of Object.values(authCookieNames())) Cookies.remove(name, { path: '/' });
}

export function getCompanyId(): string | undefined {
  return Cookies.get(COMPANY_ID_COOKIE) || undefined;
}
export function setCompanyId(id: string | number): void {
  Cookies.set(COMPANY_ID_COOKIE, String(id), { expires: COMPANY_ID_COOKIE_DAYS, path: '/' });
}
export function removeCompanyId(): void {
  Cookies.remove(COMPANY_ID_COOKIE, { path: '/' });
}
