import { getAccessToken } from '../../../lib/auth-storage.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { expireSession, installIdleExpiry, isIdleExpired } from './idle-expiry.ts';
import { loadUser } from './session-loader.ts';
import { installTokenRefresh } from './token-refresh.ts';

/**
 * Starts the session machinery once, at app start: the 401 refresh flow and the idle-expiry check on the
 * http client. Returns the uninstall.
 */
export function installAuthSession(): () => void {
  const removeRefresh = installTokenRefresh();
  const removeIdle = installIdleExpiry();
  return () => {
    removeRefresh();
    removeIdle();
  };
}

/**
 * On start (and when the navigation guard stored a token from the query): an idle session is logged out,
 * a live one loads its user; without a token the state is reset (SPEC-4.05).
 */
export async function restoreSession(): Promise<void> {
  const token = getAccessToken();
  if (token && isIdleExpired()) {
    expireSession();
    return;
  }
  const store = useSessionStore.getState();
  // Nothing stored and nothing loaded: nothing to reset (a visitor's library mode stays as it is).
  if (!token && !store.isSetUser && !store.user) return;
  await loadUser();
}
