import { beforeEach, describe, expect, it } from 'vitest';
import {
  authCookieNames,
  COMPANY_ID_COOKIE,
  getAccessToken,
  getCompanyId,
  getLastActivity,
  getRefreshToken,
  getTokenExpires,
  hostEnvPrefix,
  removeCompanyId,
  removeTokens,
  setCompanyId,
  setTokenExpires,
  setTokens,
} from './auth-storage.ts';
import { clearCookies, cookieDetails, cookieLifetime, setPageUrl } from './test-support/test-server.ts';

const DAY = 24 * 3600 * 1000;

beforeEach(() => {
  setPageUrl('http://www.jianku.com/part');
  clearCookies();
});

describe('auth storage (spec §3, §9)', () => {
  it('SPEC-3.30 the cookie keys carry a host-environment prefix', () => {
    expect(hostEnvPrefix('localhost')).toBe('local');
    expect(hostEnvPrefix('127.0.0.1')).toBe('local');
    expect(hostEnvPrefix('dev.jianku.com')).toBe('dev');
    expect(hostEnvPrefix('test-open.jianku.com')).toBe('test');
    expect(hostEnvPrefix('uat.jianku.cn')).toBe('uat');
    expect(hostEnvPrefix('www.jianku.com')).toBe('prod');
    expect(hostEnvPrefix('developer.jianku.com')).toBe('prod');
    expect(authCookieNames('dev.jianku.com')).toEqual({
      accessToken: 'jk_dev_access_token',
      refreshToken: 'jk_dev_refresh_token',
      tokenExpires: 'jk_dev_token_expires',
      lastActivity: 'jk_dev_last_activity',
    });
    expect(authCookieNames('www.jianku.com').accessToken).not.toBe(
      authCookieNames('dev.jianku.com').accessToken,
    );
  });

  it('SPEC-3.30 SPEC-9.03 access token, refresh token, expiry (minutes) and last activity are kept 30 days', () => {
    setTokens({ accessToken: 'acc', refreshToken: 'ref', tokenExpires: 120 });
    expect(getAccessToken()).toBe('acc');
    expect(getRefreshToken()).toBe('ref');
    expect(getTokenExpires()).toBe(120);
    expect(getLastActivity()).toBeGreaterThan(Date.now() - 5000);
    const names = authCookieNames();
    for (const name of Object.values(names)) {
      expect(cookieLifetime(name)).toBeGreaterThan(30 * DAY - 60_000);
      expect(cookieLifetime(name)).toBeLessThanOrEqual(30 * DAY);
      expect(cookieDetails(name)?.hostOnly).toBe(true);
    }
    expect(cookieDetails(names.accessToken)?.value).toBe('acc');
  });

  it('SPEC-3.30 the environments of one domain do not read each other’s token', () => {
    setTokens({ accessToken: 'prod-token' });
    setPageUrl('http://dev.jianku.com/part');
    expect(getAccessToken()).toBeUndefined();
  });

  it('SPEC-9.08 an expiry that is not a positive number of minutes is not stored', () => {
    setTokenExpires(0);
    setTokenExpires(Number.NaN);
    expect(getTokenExpires()).toBeUndefined();
  });

  it('removeTokens removes all four', () => {
    setTokens({ accessToken: 'acc', refreshToken: 'ref', tokenExpires: 30 });
    removeTokens();
    expect([getAccessToken(), getRefreshToken(), getTokenExpires(), getLastActivity()]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('SPEC-3.31 SPEC-9.04 the company id is kept 30 days in a cookie named for the org id', () => {
    expect(getCompanyId()).toBeUndefined();
    setCompanyId(1024);
    expect(COMPANY_ID_COOKIE).toBe('orgId');
    expect(getCompanyId()).toBe('1024');
    expect(cookieLifetime(COMPANY_ID_COOKIE)).toBeGreaterThan(30 * DAY - 60_000);
    expect(cookieLifetime(COMPANY_ID_COOKIE)).toBeLessThanOrEqual(30 * DAY);
    removeCompanyId();
    expect(getCompanyId()).toBeUndefined();
  });
});
