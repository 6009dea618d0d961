import { isBlockedUser, isCompanyOrigin, TOKEN_QUERY_PARAMS } from '@jianku/rules';

export interface RedirectContext {
  /** the page's origin */
  origin: string;
  /** the open platform's origin (runtime config) */
  openOrigin: string;
  /** the company's domain (runtime config): external redirects must stay inside it */
  companyDomain: string;
  user: { orgId?: number | null; orgEnable?: unknown } | null;
  tokens: { accessToken?: string; refreshToken?: string; tokenExpires?: number };
  /** append the tokens even when the URL already carries one */
  force?: boolean;
}

/** Where a login sends the user. */
export type RedirectTarget =
  /** a blocked user targeting the open platform: warn 暂无权限，请联系管理员 and go to / */
  | { kind: 'blocked'; to: '/' }
  /** a page load of another address */
  | { kind: 'location'; href: string }
  /** a navigation inside the app */
  | { kind: 'navigate'; to: string };

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** A relative path of this app: /…, not //host (a protocol-relative address is not relative). */
function isAppPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/**
 * Redirect after login (spec §4, SPEC-4.19..4.24):
 * - no redirect → /;
 * - a blocked user targeting the open platform → warning and /;
 * - a same-host URL → loaded directly;
 * - an open-platform URL → loaded with the token parameters stripped;
 * - another external URL → token, refreshToken and tokenExpires appended, only when forced or when the URL
 *   carries no token yet;
 * - a relative redirect → navigated in the app.
 * Ours: an external address outside the company's domain (or not http/https) is not followed — handing
 * tokens to any site named in a link would be a token leak — and the user goes to /.
 */
export function resolveLoginRedirect(
  redirect: string | null | undefined,
  ctx: RedirectContext,
): RedirectTarget {
  const target = (redirect ?? '').trim();
  if (target === '') return { kind: 'navigate', to: '/' };
  if (isAppPath(target)) return { kind: 'navigate', to: target };
  if (!ABSOLUTE.test(target) && !target.startsWith('//')) return { kind: 'navigate', to: `/${target}` };

  let url: URL;
  try {
    url = new URL(target, ctx.origin);
  } catch {
    return { kind: 'navigate', to: '/' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'navigate', to: '/' };

  const openOrigin = originOf(ctx.openOrigin);
  // The open platform is a site of its own; when it shares the www origin, its addresses are same-host ones.
  const isOpenPlatform = openOrigin !== null && openOrigin !== ctx.origin && url.origin === openOrigin;
  if (isOpenPlatform && ctx.user && isBlockedUser(ctx.user)) return { kind: 'blocked', to: '/' };

  if (url.origin === ctx.origin) return { kind: 'location', href: url.href };

  if (isOpenPlatform) {
    for (const name of TOKEN_QUERY_PARAMS) url.searchParams.delete(name);
    return { kind: 'location', href: url.href };
  }

  if (!isCompanyOrigin(url.origin, ctx.companyDomain)) return { kind: 'navigate', to: '/' };
  if (ctx.force || !url.searchParams.has('token')) {
    const { accessToken, refreshToken, tokenExpires } = ctx.tokens;
    if (accessToken) url.searchParams.set('token', accessToken);
    if (refreshToken) url.searchParams.set('refreshToken', refreshToken);
    if (tokenExpires !== undefined) url.searchParams.set('tokenExpires', String(tokenExpires));
  }
  return { kind: 'location', href: url.href };
}
