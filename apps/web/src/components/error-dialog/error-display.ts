/**
 * How an error is shown (spec §8): toast, the error dialog, a redirect to /login or /403, and the error report
 * for serious ones. The http client calls handleError for every failed request the caller does not handle
 * itself (installed by the app: app/http-setup.ts); features call it for errors they catch.
 */
import { ErrorCode, ErrorMessage, FORBIDDEN_REDIRECT_CODES, LOGIN_REDIRECT_CODES } from '@jianku/rules';
import { removeTokens } from '../../lib/auth-storage.ts';
import { type JkError, logEntryFor, normalizeError } from '../../lib/errors.ts';
import { toast } from '../../lib/feedback.ts';
import { logError } from '../../lib/log-queue.ts';
import { currentPathWithQuery, loginPathWithRedirect, navigateTo } from '../../lib/navigate.ts';
import { isOpenSite } from '../../lib/runtime-config.ts';
import { useAppStore } from '../../stores/app.store.ts';
import { useErrorDialogStore } from '../../stores/error-dialog.store.ts';

/** Serious errors are reported through the log queue: front-end (runtime) errors and 500s (SPEC-7.32). */
function isSerious(err: JkError): boolean {
  return err.type === 'runtime' || err.code === ErrorCode.unknown;
}

const AUTH_PAGES = ['/login', '/register'];

/** Sends the user to /login with a redirect back to where they are (SPEC-8.08, SPEC-2.25). */
export function redirectToLogin(): void {
  if (AUTH_PAGES.includes(window.location.pathname)) return;
  navigateTo(loginPathWithRedirect(currentPathWithQuery()));
}

/**
 * Whether the app runs "remote" in the sense of SPEC-8.16: embedded in a host (the design software's plugin
 * window, or an embedding page), and not on the open platform site. There the host owns the page, so errors
 * are told in the dialog instead of by leaving the page.
 */
export function isRemoteDeployment(): boolean {
  const { isPlugin, isEmbed } = useAppStore.getState();
  return (isPlugin || isEmbed) && !isOpenSite();
}

/**
 * Handles an error once per spec §8 and returns it normalised:
 * - muted (user aborts, 499, empty 404, info level) → nothing;
 * - 401 → toast 账号未登录 and /login?redirect=<current path and query>; 400, 100401, 400401, 400403 → the
 *   same with the server message;
 * - 403, 100403 → /403?message=…&code=… (SPEC-8.09); in a remote (embedded) deployment the dialog 暂无权限
 *   instead (SPEC-8.11, SPEC-8.16);
 * - 430 → the dialog 账号已锁定… (SPEC-8.10), and also /login with a redirect back (SPEC-8.16, a no-op on the
 *   login page or in the login dialog, where a lock is met); in a remote deployment the stored tokens are
 *   cleared instead;
 * - anything else → the error dialog (500 system busy, others the server message).
 * Serious errors are also queued for the error report. README "Errors: 403 and 430" says which spec line
 * wins where two conflict.
 */
export function handleError(e: unknown): JkError {
  const err = normalizeError(e);
  if (err.muted) return err;
  if (isSerious(err)) logError(logEntryFor(err));
  if (err.redirect && LOGIN_REDIRECT_CODES.includes(err.code)) {
    toast.error(err.code === ErrorCode.unauthorized ? ErrorMessage.unauthorized : err.message);
    redirectToLogin();
    return err;
  }
  const remote = isRemoteDeployment();
  if (err.redirect && FORBIDDEN_REDIRECT_CODES.includes(err.code) && !remote) {
    const query = new URLSearchParams({ message: err.message, code: String(err.code) });
    navigateTo(`/403?${query.toString()}`);
    return err;
  }
  useErrorDialogStore.getState().open(err);
  if (err.code === ErrorCode.accountLocked) {
    if (remote) removeTokens();
    // Met in the login dialog, the user already is where login happens.
    else if (!useAppStore.getState().showLogin) redirectToLogin();
  }
  return err;
}
