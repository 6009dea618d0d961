/**
 * The session as the whole app sees it: the signed-in user, permissions and roles, the messaging sign-in
 * state, and logging out (the header's menu and the personal centre). Signing in and loading the user are the
 * auth feature's (features/auth/session/session-loader.ts), which fills this store.
 */
import { ScanType } from '@jianku/rules';
import { create } from 'zustand';
import { getAccessToken, removeTokens } from '../lib/auth-storage.ts';
import { post } from '../lib/http.ts';
import { navigateTo } from '../lib/navigate.ts';
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

interface SessionActions {
  /** Stores the permission-info answer and marks the session loaded (SPEC-4.04). */
  setPermissionInfo: (info: PermissionInfo) => void;
  /**
   * Clears permissions, roles, user and the loaded flag; on the organisation side (this portal) it also clears
   * the app mode (SPEC-4.07).
   */
  reset: () => void;
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

/** SPEC-4.08 where logging out posts. */
export const LOGOUT_PATH = '/base/system/auth/logout';

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

/** Counts logins and logouts, so that a late answer for an earlier session is ignored. */
let sessionEpoch = 0;

/** The current session's number (a login or a logout starts a new one). */
export function currentSessionEpoch(): number {
  return sessionEpoch;
}

/** Starts a new session number: answers asked for under the previous one are ignored. */
export function beginSessionEpoch(): void {
  sessionEpoch += 1;
}

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
  logout: async () => {
    try {
      if (getAccessToken()) await post(LOGOUT_PATH, undefined, { skipErrorHandler: true });
    } catch {
      // logged out locally all the same
    } finally {
      beginSessionEpoch();
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
