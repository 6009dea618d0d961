/**
 * Who may show which page in a frame (CSP frame-ancestors), by path; used by the security headers
 * (plugins/security-headers.ts) and by pages that set their own policy (the development WeChat page).
 * - the plugin pages (/plugin, /plugin/...): the hosts of FRAME_ANCESTORS (default 'self');
 * - the pages this site frames itself (WeChat callback, terms pages, development QR page): 'self' and
 *   those hosts, since they may sit inside a framed plugin page;
 * - everything else: 'none'.
 *
 *   frameAncestorsFor(config, '/plugin/part?swType=CAD') // "'self'"
 */
import { type AppConfig, DEV_WECHAT_BASE } from '../config.ts';

/** The pages this site frames itself: the WeChat callback, the terms pages, the development QR page. */
export const SELF_FRAMED_PATHS: readonly string[] = [
  '/sso',
  '/user-service.html',
  '/user-private.html',
  `${DEV_WECHAT_BASE}/connect/qrconnect`,
];

export type FrameFamily = 'plugin' | 'self-framed' | 'none';

function pathnameOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Which frame-ancestors rule an URL falls under. */
export function frameFamily(url: string): FrameFamily {
  const pathname = pathnameOf(url).replace(/\/+$/, '') || '/';
  if (pathname === '/plugin' || pathname.startsWith('/plugin/')) return 'plugin';
  if (SELF_FRAMED_PATHS.includes(pathname)) return 'self-framed';
  return 'none';
}

/** frame-ancestors of the pages this site frames itself: 'self' and the plugin hosts. */
export function selfFramedAncestors(config: AppConfig): string {
  const hosts = config.security.frameAncestors.filter((source) => !source.startsWith("'"));
  return ["'self'", ...hosts].join(' ');
}

/** The frame-ancestors value of an URL. */
export function frameAncestorsFor(config: AppConfig, url: string): string {
  switch (frameFamily(url)) {
    case 'plugin':
      return config.security.frameAncestors.join(' ');
    case 'self-framed':
      return selfFramedAncestors(config);
    default:
      return "'none'";
  }
}
