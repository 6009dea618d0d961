import { isPlatformKey, type PlatformKey, SELECTED_PLATFORM_COOKIE } from '@jianku/rules';
import Cookies from 'js-cookie';

export { SELECTED_PLATFORM_COOKIE };
/** Cookie remembering the last selected platform (SPEC-3.34), read for login return addresses (SPEC-2.23). */
export const LAST_SELECTED_PLATFORM_COOKIE = 'last_sel_platform';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The cookie domain shared by the sites of one deployment: the parent domain of the host
 * (www.jianku.com → .jianku.com). None (a host-only cookie) on localhost, on IP addresses and on a host that
 * has no parent beneath its top-level domain (jianku.com).
 */
export function sharedCookieDomain(hostname: string = window.location.hostname): string | undefined {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || IPV4.test(host) || host.includes(':')) {
    return undefined;
  }
  const labels = host.split('.').filter(Boolean);
  if (labels.length < 3) return undefined;
  return `.${labels.slice(1).join('.')}`;
}

export function getSelectedPlatform(): string | undefined {
  return Cookies.get(SELECTED_PLATFORM_COOKIE);
}

/** Stores the selection on the shared domain and remembers it as the last selected platform. */
export function setSelectedPlatform(platform: string): void {
  const domain = sharedCookieDomain();
  Cookies.set(SELECTED_PLATFORM_COOKIE, platform, domain ? { domain, path: '/' } : { path: '/' });
  Cookies.set(LAST_SELECTED_PLATFORM_COOKIE, platform, { path: '/', expires: 365 });
}

/** The last selected platform when it is one of the known platforms, otherwise undefined. */
export function getLastSelectedPlatform(): PlatformKey | undefined {
  const value = Cookies.get(LAST_SELECTED_PLATFORM_COOKIE);
  return isPlatformKey(value) ? value : undefined;
}
