import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getLastSelectedPlatform,
  getSelectedPlatform,
  LAST_SELECTED_PLATFORM_COOKIE,
  SELECTED_PLATFORM_COOKIE,
  setSelectedPlatform,
  sharedCookieDomain,
} from './cookies.ts';
import { clearCookies, cookieDetails, setPageUrl } from './test-support/test-server.ts';

function clearAll() {
  // The shared-domain cookie must be removed on its domain.
  Cookies.remove(SELECTED_PLATFORM_COOKIE, { path: '/', domain: '.jianku.com' });
  clearCookies();
}

beforeEach(() => {
  setPageUrl('http://www.jianku.com/');
  clearAll();
});

describe('platform cookies (spec §3 other stored values)', () => {
  it('SPEC-3.33 the shared cookie domain is the parent domain of the host; none on localhost or an IP', () => {
    expect(sharedCookieDomain('www.jianku.com')).toBe('.jianku.com');
    expect(sharedCookieDomain('open.test.jianku.com.cn')).toBe('.test.jianku.com.cn');
    expect(sharedCookieDomain('jianku.com')).toBeUndefined();
    expect(sharedCookieDomain('localhost')).toBeUndefined();
    expect(sharedCookieDomain('192.168.1.20')).toBeUndefined();
    expect(sharedCookieDomain('[::1]')).toBeUndefined();
  });

  it('SPEC-3.33 portal_sel_platform is set on the shared domain, so the open site reads it', () => {
    setSelectedPlatform('component');
    expect(getSelectedPlatform()).toBe('component');
    expect(cookieDetails(SELECTED_PLATFORM_COOKIE)).toMatchObject({ domain: 'jianku.com', hostOnly: false });
    setPageUrl('http://open.jianku.com/component/home');
    expect(getSelectedPlatform()).toBe('component');
  });

  it('SPEC-3.33 on localhost the cookie is host-only', () => {
    setPageUrl('http://localhost:8080/');
    clearCookies();
    setSelectedPlatform('part');
    expect(getSelectedPlatform()).toBe('part');
    expect(cookieDetails(SELECTED_PLATFORM_COOKIE)?.hostOnly).toBe(true);
  });

  it('SPEC-3.34 SPEC-2.45 the selection is remembered as the last selected platform, if it is a known one', () => {
    expect(getLastSelectedPlatform()).toBeUndefined();
    setSelectedPlatform('mat');
    expect(getLastSelectedPlatform()).toBe('mat');
    Cookies.set(LAST_SELECTED_PLATFORM_COOKIE, 'evil', { path: '/' });
    expect(getLastSelectedPlatform()).toBeUndefined();
  });
});
