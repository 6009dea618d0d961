import { AppType, ErrorCode, ScanType, SystemConfigLabel } from '@jianku/rules';
import { create } from 'zustand';
import { getAccessToken, removeTokens, setTokenExpires, setTokens } from '../lib/auth-storage.ts';
import { JkError } from '../lib/errors.ts';
import { get, post } from '../lib/http.ts';
import { navigateTo } from '../lib/navigate.ts';
import { dictValue, fetchSystemConfig } from '../lib/system-config.ts';
import { useAppStore } from './app.store.ts';
import { session } from './storage.ts';

/** The signed-in user (spec §3 user object, SPEC-3.24..3.26). */
export interface User {
  id: number | string;
  avatar: string;
  nickname: string;
  username: string;
  orgName: string;
  email: string;
  mobile: string;
  /** 0 platform user, 1 blocked, above 1 an organisation with a private library */
  orgId: number;
  /** truthy when the organisation is enabled */
  orgEnable: boolean | number;
  /** business scopes; containing 1 allows the enterprise-library switch (SPEC-6.07) */
  businessScope: string | number | Array<string | number> | null;
  /** from the extended user info; '' when unavailable (SPEC-3.26, SPEC-8.20) */
  clientId: string;
}

/** The messaging (WeChat) QR sign-in state (SPEC-3.23). */
export interface WeChatState {
  code: string;
  state: string;
  redirect: string;
  /** the scanned account that is not registered yet (error 199999 carries it) */
  openId: string;
  /** login, or band: bind the scanned account to the signed-in user */
  scan_type: string;
}

export interface SessionState {
  permissions: string[];
  roles: string[];
  /** true once user info was fetched (SPEC-4.04) */
  isSetUser: boolean;
  user: User | null;
  weChat: WeChatState;
}

export interface PermissionInfo {
  permissions: string[];
  roles: string[];
  user: User;
}

/** SPEC-3.44 the tokens a login answers (our server adds the expiry in minutes). */
export interface LoginTokens {
  accessToken: string;
  refreshToken: string;
  tokenExpires?: number;
}

interface SessionActions {
  /** Stores the permission-info answer and marks the session loaded (SPEC-4.04). */
  setPermissionInfo: (info: PermissionInfo) => void;
  /**
   * Clears permissions, roles, user and the loaded flag; on the organisation side (this portal) it also clears
   * the app mode (SPEC-4.07).
   */
  reset: () => void;
  /**
   * Loads the user (SPEC-4.04..4.06, SPEC-8.20): get-permission-info (appType 2) and the extended info's
   * clientId ('' when that fails). No token: the state is reset. A failure removes the token and resets.
   * Resolves to the user, or null.
   */
  loadUser: () => Promise<User | null>;
  /**
   * Completes a login (SPEC-4.25..4.27, SPEC-4.29..4.30): stores the tokens, sets the token expiry from
   * system_config's token_expire_time, and loads the user. Rejects when the user cannot be loaded.
   */
  login: (tokens: LoginTokens) => Promise<User>;
  /**
   * Logs out (SPEC-4.08): posts logout, then always removes the tokens and resets the state, even when the
   * call fails; hides the login dialog; a user on /user goes to /.
   */
  logout: () => Promise<void>;
  /** Updates the messaging sign-in state (the openId survives a reload in sessionStorage). */
  setWeChat: (patch: Partial<WeChatState>) => void;
  /** Replaces fields of the loaded user (after a profile change). */
  patchUser: (patch: Partial<User>) => void;
}

/** sessionStorage: the scanned, not yet registered messaging account (see /wechatregister). */
export const WECHAT_OPEN_ID_KEY = 'jk_wechat_open_id';

export const SessionPath = {
  permissionInfo: '/base/system/auth/get-permission-info',
  extendUserInfo: '/base/system/auth/get-extend-user-info',
  logout: '/base/system/auth/logout',
} as const;

function emptyWeChat(): WeChatState {
  return {
    code: '',
    state: '',
    redirect: '',
    openId: session.get(WECHAT_OPEN_ID_KEY) ?? '',
    scan_type: ScanType.login,
  };
}

function loggedOut(): Omit<SessionState, 'weChat'> {
  return { permissions: [], roles: [], isSetUser: false, user: null };
}

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
/** Counts logins and logouts, so that a late answer for an earlier session is ignored. */
let sessionEpoch = 0;

/** Whether a path is the personal centre (/user, /user/...). */
function isUserCentre(pathname: string): boolean {
  return /^\/user(\/|$)/.test(pathname);
}

export const useSessionStore = create<SessionState & SessionActions>()((set, getState) => ({
  ...loggedOut(),
  weChat: emptyWeChat(),
  setPermissionInfo: ({ permissions, roles, user }) =>
    set({ permissions: [...permissions], roles: [...roles], user, isSetUser: true }),
  reset: () => {
    set(loggedOut());
    useAppStore.getState().setPrivate(false);
  },
  loadUser: () => {
    if (!getAccessToken()) {
      getState().reset();
      return Promise.resolve(null);
    }
    if (loading) return loading;
    // Answers for a session that was replaced meanwhile (a new login, a logout) change nothing. (Not the
    // token itself: a refresh on the way replaces it within the same session.)
    const epoch = sessionEpoch;
    const current = () => sessionEpoch === epoch;
    const run = (async () => {
      try {
        const info = await get<unknown>(
          SessionPath.permissionInfo,
          { appType: AppType.org },
          { skipErrorHandler: true },
        );
        const body = (typeof info === 'object' && info !== null ? info : {}) as Plain;
        if (typeof body.user !== 'object' || body.user === null)
          throw new Error('permission info has no user');
        const user = normalizeUser(body.user, await fetchClientId());
        if (!current()) return getState().user;
        getState().setPermissionInfo({
          permissions: strings(body.permissions),
          roles: strings(body.roles),
          user,
        });
        return user;
      } catch (error) {
        if (!current()) return getState().user;
        // SPEC-4.06: the server refused → the token goes. Ours: when the server could not be reached
        // (network failure, timeout) the token stays for the next start; only the state is reset.
        const type = error instanceof JkError ? error.type : 'runtime';
        if (type !== 'network' && type !== 'timeout' && type !== 'abort') removeTokens();
        getState().reset();
        return null;
      }
    })();
    loading = run;
    void run.finally(() => {
      if (loading === run) loading = null;
    });
    return run;
  },
  login: async ({ accessToken, refreshToken, tokenExpires }) => {
    sessionEpoch += 1;
    setTokens({ accessToken, refreshToken });
    await applyTokenExpiry(typeof tokenExpires === 'number' ? tokenExpires : undefined);
    // A load started with an older token must not answer for this login.
    loading = null;
    const user = await getState().loadUser();
    if (!user) throw new JkError({ code: ErrorCode.unauthorized, type: 'business' });
    return user;
  },
  logout: async () => {
    try {
      if (getAccessToken()) await post(SessionPath.logout, undefined, { skipErrorHandler: true });
    } catch {
      // logged out locally all the same
    } finally {
      sessionEpoch += 1;
      removeTokens();
      getState().reset();
      useAppStore.getState().setShowLogin(false);
      if (isUserCentre(window.location.pathname)) navigateTo('/');
    }
  },
  setWeChat: (patch) => {
    if (patch.openId !== undefined) {
      if (patch.openId) session.set(WECHAT_OPEN_ID_KEY, patch.openId);
      else session.remove(WECHAT_OPEN_ID_KEY);
    }
    set({ weChat: { ...getState().weChat, ...patch } });
  },
  patchUser: (patch) => {
    const user = getState().user;
    if (user) set({ user: { ...user, ...patch } });
  },
}));

/** SPEC-3.27 a private organisation exists when orgId is above 1. */
export function hasPrivateOrg(user: Pick<User, 'orgId'> | null | undefined): boolean {
  return typeof user?.orgId === 'number' && user.orgId > 1;
}

/** SPEC-3.28 / SPEC-6.05 a platform user has orgId 0. */
export function isPlatformUser(user: Pick<User, 'orgId'> | null | undefined): boolean {
  return user?.orgId === 0;
}

/** SPEC-3.29 / SPEC-6.06 a user is blocked when orgId is 1 or the organisation is not enabled. */
export function isBlockedUser(user: Pick<User, 'orgId' | 'orgEnable'> | null | undefined): boolean {
  if (!user) return false;
  return user.orgId === 1 || !user.orgEnable;
}

/** SPEC-6.07 the enterprise-library switch needs orgId above 1 and a business scope containing 1. */
export function canUseEnterpriseLibrary(
  user: Pick<User, 'orgId' | 'businessScope'> | null | undefined,
): boolean {
  if (!hasPrivateOrg(user)) return false;
  const scope = user?.businessScope;
  const scopes = Array.isArray(scope)
    ? scope
    : typeof scope === 'string'
      ? scope.split(',')
      : scope == null
        ? []
        : [scope];
  return scopes.some((value) => String(value).trim() === '1');
}
