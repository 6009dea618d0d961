import { PermissionMessage } from '@jianku/rules';
import { getAccessToken, getRefreshToken, getTokenExpires } from '../../../lib/auth-storage.ts';
import { browser } from '../../../lib/browser.ts';
import { toast } from '../../../lib/feedback.ts';
import { getRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { resolveLoginRedirect } from './login-redirect.ts';

/** Paths a login never returns to (they would show the form again). */
const AUTH_PATHS = /^\/(plugin\/)?(login|register|wechatregister|sso)(\/|\?|#|$)/;

/**
 * Follows the redirect of a login or register page (spec §4 redirect after login) with the stored tokens and
 * the loaded user. `navigate` is the router's, for in-app targets.
 */
export function followLoginRedirect(
  redirect: string | null | undefined,
  navigate: (to: string, options?: { replace?: boolean }) => void,
  options: { force?: boolean } = {},
): void {
  const config = getRuntimeConfig();
  const target = resolveLoginRedirect(redirect, {
    origin: window.location.origin,
    openOrigin: config.openOrigin,
    companyDomain: config.companyDomain,
    user: useSessionStore.getState().user,
    tokens: {
      accessToken: getAccessToken(),
      refreshToken: getRefreshToken(),
      tokenExpires: getTokenExpires(),
    },
    force: options.force,
  });
  switch (target.kind) {
    case 'blocked':
      toast.warning(PermissionMessage.blocked);
      navigate('/', { replace: true });
      return;
    case 'location':
      browser.assign(target.href);
      return;
    case 'navigate':
      navigate(AUTH_PATHS.test(target.to) ? '/' : target.to, { replace: true });
  }
}
