/**
 * Signing in and loading the signed-in user (spec §4 session): fills the session store (stores/session.store.ts),
 * which keeps what the whole app reads.
 */
import { AppType, ErrorCode, SystemConfigLabel } from '@jianku/rules';
import { getAccessToken, removeTokens, setTokenExpires, setTokens } from '../../../lib/auth-storage.ts';
import { JkError } from '../../../lib/errors.ts';
import { get } from '../../../lib/http.ts';
import { dictValue, fetchSystemConfig } from '../../../lib/system-config.ts';
import {
  beginSessionEpoch,
  currentSessionEpoch,
  type User,
  useSessionStore,
} from '../../../stores/session.store.ts';
import { type LoginTokens, SessionPath } from '../api/auth.api.ts';

type Plain = Record<string, unknown>;
const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** The user object of a permission-info answer, with every field of SPEC-3.24..3.26 present. */
export function normalizeUser(raw: unknown, clientId: string): User {
  const u = (typeof raw === 'object' && raw !== null ? raw : {}) as Plain;
  const orgId = Number(u.orgId);
  const scope = u.businessScope;
  return {
    id: typeof u.id === 'number' || typeof u.id === 'string' ? u.id : '',
    avatar: text(u.avatar),
    nickname: text(u.nickname),
    username: text(u.username),
    orgName: text(u.orgName),
    email: text(u.email),
    mobile: text(u.mobile),
    orgId: Number.isFinite(orgId) ? orgId : 0,
    orgEnable:
      typeof u.orgEnable === 'boolean' || typeof u.orgEnable === 'number'
        ? u.orgEnable
        : Boolean(u.orgEnable),
    businessScope:
      typeof scope === 'string' || typeof scope === 'number' || Array.isArray(scope)
        ? (scope as User['businessScope'])
        : null,
    clientId,
  };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

async function fetchClientId(): Promise<string> {
  try {
    const data = await get<unknown>(
      SessionPath.extendUserInfo,
      { appType: AppType.org },
      { skipErrorHandler: true },
    );
    const clientId = typeof data === 'object' && data !== null ? (data as Plain).clientId : undefined;
    return typeof clientId === 'string' || typeof clientId === 'number' ? String(clientId) : '';
  } catch {
    return '';
  }
}

/**
 * The token expiry (minutes) of system_config's token_expire_time (SPEC-4.26, SPEC-9.08); without one, the
 * expiry the login answered, if any.
 */
async function applyTokenExpiry(answered: number | undefined): Promise<void> {
  let minutes = Number.NaN;
  try {
    minutes = Number(dictValue(await fetchSystemConfig(), SystemConfigLabel.tokenExpireTime));
  } catch {
    // no dictionary
  }
  if (!(Number.isFinite(minutes) && minutes > 0) && answered !== undefined) minutes = answered;
  if (Number.isFinite(minutes) && minutes > 0) setTokenExpires(minutes);
}

let loading: Promise<User | null> | null = null;

/**
 * Loads the user (SPEC-4.04..4.06, SPEC-8.20): get-permission-info (appType 2) and the extended info's
 * clientId ('' when that fails). No token: the state is reset. A failure removes the token and resets.
 * Resolves to the user, or null.
 */
export function loadUser(): Promise<User | null> {
  const store = () => useSessionStore.getState();
  if (!getAccessToken()) {
    store().reset();
    return Promise.resolve(null);
  }
  if (loading) return loading;
  // Answers for a session that was replaced meanwhile (a new login, a logout) change nothing. (Not the
  // token itself: a refresh on the way replaces it within the same session.)
  const epoch = currentSessionEpoch();
  const current = () => currentSessionEpoch() === epoch;
  const run = (async () => {
    try {
      const info = await get<unknown>(
        SessionPath.permissionInfo,
        { appType: AppType.org },
        { skipErrorHandler: true },
      );
      const body = (typeof info === 'object' && info !== null ? info : {}) as Plain;
      if (typeof body.user !== 'object' || body.user === null) throw new Error('permission info has no user');
      const user = normalizeUser(body.user, await fetchClientId());
      if (!current()) return store().user;
      store().setPermissionInfo({
        permissions: strings(body.permissions),
        roles: strings(body.roles),
        user,
      });
      return user;
    } catch (error) {
      if (!current()) return store().user;
      // SPEC-4.06: the server refused → the token goes. Ours: when the server could not be reached
      // (network failure, timeout) the token stays for the next start; only the state is reset.
      const type = error instanceof JkError ? error.type : 'runtime';
      if (type !== 'network' && type !== 'timeout' && type !== 'abort') removeTokens();
      store().reset();
      return null;
    }
  })();
  loading = run;
  void run.finally(() => {
    if (loading === run) loading = null;
  });
  return run;
}

/**
 * Completes a login (SPEC-4.25..4.27, SPEC-4.29..4.30): stores the tokens, sets the token expiry from
 * system_config's token_expire_time, and loads the user. Rejects when the user cannot be loaded.
 */
export async function login({ accessToken, refreshToken, tokenExpires }: LoginTokens): Promise<User> {
  beginSessionEpoch();
  setTokens({ accessToken, refreshToken });
  await applyTokenExpiry(typeof tokenExpires === 'number' ? tokenExpires : undefined);
  // A load started with an older token must not answer for this login.
  loading = null;
  const user = await loadUser();
  if (!user) throw new JkError({ code: ErrorCode.unauthorized, type: 'business' });
  return user;
}
