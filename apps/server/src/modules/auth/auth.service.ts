/**
 * Sessions: password, SMS-code and WeChat sign-in, opaque tokens, refresh with rotation, logout, the
 * authentication of requests, and the user's permissions (spec §3, §4 Session, §6, §7).
 *
 * Tokens: 32 random bytes (base64url) each, stored as sha256. An access token expires when unused for
 * token_expire_time minutes (system_config); each use moves its last activity (at most once a second).
 * A refresh token lives 30 days and rotates: a refresh answers a new pair and retires the old one;
 * presenting a retired refresh token again revokes its whole family (every pair descended from the same
 * sign-in), except within REFRESH_GRACE_MS of its rotation by the same client (IP and User-Agent): two
 * tabs refreshing the same token at once each get a valid pair of the family. A session (family) ends
 * sessionMaxMs (SESSION_MAX_DAYS) after its sign-in whatever the refreshes: refresh then answers 401,
 * as for an expired refresh token. Logout revokes the family; a password change revokes the user's
 * other families.
 */
import {
  ACCOUNT_LOCK_MS,
  AccountErrorCode,
  AccountMessage,
  AppType,
  ErrorCode,
  ErrorMessage,
  hasPermission,
  isOrgRole,
  isPrivateOrg,
  LAST_ACTIVITY_THROTTLE_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  ORG_ROLE_PERMISSIONS,
  orgRoleCode,
  REFRESH_TOKEN_TTL_MS,
  SmsScene,
  validateLoginPassword,
} from '@jianku/rules';
import type { TokenPair } from '@jianku/rules/accounts-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { checkCode, checkMobile, pickAccount } from '../accounts-shared/account-input.ts';
import { hashPassword, needsRehash, verifyPassword } from '../accounts-shared/password.ts';
import { randomToken, sha256Hex } from '../accounts-shared/secrets.ts';
import type { MenuRecord, UserRecord, UsersRepository } from '../accounts-shared/users.repository.ts';
import type { SliderService } from '../verification/slider.service.ts';
import { sliderError } from '../verification/slider.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { WechatService } from '../wechat/wechat.service.ts';
import type { LoginGuardRepository } from './login-guard.repository.ts';
import type { RevokeReason, TokenRepository, TokenRow } from './token.repository.ts';

/** The signed-in user of a request (request.user). */
export interface AuthUser {
  id: number;
  username: string;
  nickname: string;
  orgId: number;
  orgEnable: boolean;
  /** the token row and its family: logout, and "revoke my other sessions" */
  tokenId: number;
  familyId: string;
}

export type { TokenPair };

export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
}

export interface PermissionInfo {
  permissions: string[];
  roles: string[];
  user: {
    id: number;
    avatar: string;
    nickname: string;
    username: string;
    orgName: string;
    email: string | null;
    mobile: string | null;
    orgId: number;
    orgEnable: boolean;
    businessScope: string;
  };
  menus?: Omit<MenuRecord, 'permission'>[];
}

export type SocialLoginResult =
  | { kind: 'signed-in'; tokens: TokenPair }
  /** no account has this openId: answer 199999 with it, leaving it pending for this browser */
  | { kind: 'unbound'; openId: string; pendingCookie: string };

export interface AuthService {
  login(
    input: { email?: string | null; mobile?: string | null; password: string; verified?: unknown },
    client: ClientInfo,
  ): Promise<TokenPair>;
  smsLogin(
    input: { mobile: string; code: string; verified?: unknown },
    client: ClientInfo,
  ): Promise<TokenPair>;
  socialLogin(
    input: { code: string; state: string; stateCookie: string | undefined },
    client: ClientInfo,
  ): Promise<SocialLoginResult>;
  wxBinding(
    user: AuthUser,
    input: { username: string; code: string; state: string; stateCookie: string | undefined },
  ): Promise<void>;
  refresh(refreshToken: string, client: ClientInfo): Promise<TokenPair>;
  /** revoke the family of an access token, expired or not; nothing for an unknown token */
  logout(accessToken: string | undefined): Promise<void>;
  /** revoke every session of the user */
  logoutAll(userId: number): Promise<void>;
  /** the user of a bearer token; AppError 401 (unknown, expired, revoked) or 403 (tenant-id mismatch) */
  authenticate(accessToken: string | undefined, tenantId: string | undefined): Promise<AuthUser>;
  permissionInfo(user: AuthUser, appType: number): Promise<PermissionInfo>;
  extendUserInfo(user: AuthUser): Promise<{ clientId: string }>;
  /** a new session for a user (after registration) */
  issueTokens(userId: number, client: ClientInfo): Promise<TokenPair>;
  revokeUserTokens(userId: number, reason: RevokeReason, keepFamilyId?: string): Promise<void>;
}

/**
 * How long after a refresh the same client may present the rotated refresh token again and still get a
 * pair (parallel tabs, a retried request whose answer was lost). Later, the reuse revokes the family.
 */
export const REFRESH_GRACE_MS = 20_000;

/** the client as stored on token rows */
function clientColumns(client: ClientInfo): { ip: string; userAgent: string | null } {
  return { ip: client.ip.slice(0, 64), userAgent: client.userAgent?.slice(0, 512) ?? null };
}

export function unauthorized(): AppError {
  return new AppError(ErrorCode.unauthorized, ErrorMessage.unauthorized);
}

function locked(): AppError {
  return new AppError(ErrorCode.accountLocked, AccountMessage.accountLocked);
}

function badCredentials(): AppError {
  return new AppError(AccountErrorCode.badCredentials, AccountMessage.badCredentials);
}

function userDisabled(): AppError {
  return new AppError(AccountErrorCode.userDisabled, AccountMessage.userDisabled);
}

// long because it is the closure that holds the service's methods over shared dependencies; each method is measured on its own and stays short
export function createAuthService(deps: {
  users: UsersRepository;
  tokens: TokenRepository;
  guard: LoginGuardRepository;
  slider: SliderService;
  verification: VerificationService;
  wechat: WechatService;
  /** token_expire_time in minutes, read at each use (so an operator's change applies at once) */
  tokenExpireMinutes: () => Promise<number>;
  /** the absolute session lifetime (SESSION_MAX_DAYS), counted from the sign-in */
  sessionMaxMs: number;
  /** the user's role in that organisation, from its membership rows (modules/orgs); default none */
  orgRoleOf?: (userId: number, orgId: number) => Promise<string | undefined>;
  now: () => Date;
  log: FastifyBaseLogger;
}): AuthService {
  const { users, tokens, guard, slider, verification, wechat, tokenExpireMinutes, sessionMaxMs, now, log } =
    deps;

  async function issue(
    userId: number,
    client: ClientInfo,
    family?: { id: string; startedAt: Date },
  ): Promise<TokenPair> {
    const at = now();
    const familyId = family?.id ?? randomToken(16);
    const startedAt = family?.startedAt ?? at;
    const accessToken = randomToken();
    const refreshToken = randomToken();
    await tokens.insert({
      familyId,
      userId,
      accessHash: sha256Hex(accessToken),
      refreshHash: sha256Hex(refreshToken),
      now: at,
      refreshExpiresAt: new Date(
        Math.min(at.getTime() + REFRESH_TOKEN_TTL_MS, startedAt.getTime() + sessionMaxMs),
      ),
      sessionStartedAt: startedAt,
      ...clientColumns(client),
    });
    return { accessToken, refreshToken, tokenExpires: await tokenExpireMinutes() };
  }

  /**
   * The next pair of a refreshed family. A replay seen in parallel may have ended the family after this
   * rotation but before the new row existed, so its revocation missed that row: checking the family's end
   * after inserting catches it (the replay marks the family before it revokes the live rows, so one of the
   * two always sees the other).
   */
  async function continueFamily(row: TokenRow, client: ClientInfo): Promise<TokenPair> {
    const pair = await issue(row.userId, client, { id: row.familyId, startedAt: row.sessionStartedAt });
    if (!(await tokens.familyEnded(row.familyId))) return pair;
    await tokens.revokeFamily(row.familyId, 'replay', now());
    throw unauthorized();
  }

  /** a right password whose stored hash is weaker than today's parameters: store a new hash */
  async function upgradeHash(user: UserRecord, password: string): Promise<void> {
    if (!user.passwordHash || !needsRehash(user.passwordHash)) return;
    await users.updatePasswordHash(user.id, await hashPassword(password));
    log.info({ userId: user.id }, 'password rehashed with the current argon2 parameters');
  }

  /**
   * Whether the row's session may go on: refresh token and absolute lifetime not over, user enabled
   * (a disabled user's family is revoked).
   */
  async function liveSession(row: TokenRow, at: Date): Promise<boolean> {
    if (row.refreshExpiresAt.getTime() <= at.getTime()) return false;
    if (row.sessionStartedAt.getTime() + sessionMaxMs <= at.getTime()) return false;
    const user = await users.findById(row.userId);
    if (!user?.enabled) {
      await tokens.revokeFamily(row.familyId, 'logout', at);
      return false;
    }
    return true;
  }

  async function signIn(user: UserRecord, client: ClientInfo): Promise<TokenPair> {
    if (!user.enabled) throw userDisabled();
    await tokens.purgeExpired(new Date(now().getTime() - 24 * 60 * 60 * 1000));
    return issue(user.id, client);
  }

  return {
    async login(input, client) {
      const account = pickAccount(input);
      const passwordProblem = validateLoginPassword(input.password);
      if (passwordProblem) throw badRequest(passwordProblem);
      if (!(await slider.useToken(input.verified))) throw sliderError();

      const at = now();
      const windowStart = new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS);
      const user =
        account.channel === 'email'
          ? await users.findByEmail(account.target)
          : await users.findByMobile(account.target);
      // failures count per account; an unknown account counts by what was typed, and locks the same way
      const key = user ? `user:${user.id}` : `${account.channel}:${account.target}`;
      // the attempt is counted before the ~20 ms verification, atomically with the checks: a burst of
      // parallel guesses gets at most LOGIN_MAX_FAILURES_PER_ACCOUNT of them evaluated
      const claim = await guard.claimAttempt({
        accountKey: key,
        ip: client.ip.slice(0, 64),
        now: at,
        since: windowStart,
        maxAccount: LOGIN_MAX_FAILURES_PER_ACCOUNT,
        maxIp: LOGIN_MAX_FAILURES_PER_IP,
      });
      if ('refused' in claim) {
        if (claim.refused === 'ip') {
          throw new AppError(ErrorCode.tooManyRequests, AccountMessage.loginTooManyFailures, 429);
        }
        throw locked();
      }

      if (!(await verifyPassword(user?.passwordHash, input.password))) {
        if ((await guard.countAccountFailures(key, windowStart)) >= LOGIN_MAX_FAILURES_PER_ACCOUNT) {
          await guard.lock(key, new Date(at.getTime() + ACCOUNT_LOCK_MS));
          log.warn({ key }, 'account locked after repeated wrong passwords');
          throw locked();
        }
        throw badCredentials();
      }
      if (!user) throw badCredentials();
      // parallel wrong guesses may have locked the account while this one was verified
      const lockedUntil = await guard.lockedUntil(key);
      if (lockedUntil && lockedUntil.getTime() > now().getTime()) throw locked();
      await guard.settleSuccess(key, claim.claimId);
      await guard.purge(new Date(at.getTime() - ACCOUNT_LOCK_MS));
      await upgradeHash(user, input.password);
      return signIn(user, client);
    },

    async smsLogin(input, client) {
      const mobile = checkMobile(input.mobile);
      const code = checkCode(input.code);
      await verification.useCode({
        channel: 'sms',
        target: mobile,
        scene: SmsScene.login,
        code,
        slider: { verified: input.verified },
      });
      const user = await users.findByMobile(mobile);
      if (!user) throw new AppError(ErrorCode.phoneNotRegistered, AccountMessage.phoneNotRegistered);
      return signIn(user, client);
    },

    async socialLogin(input, client) {
      const openId = await wechat.exchange({ ...input, scanType: 'login' });
      const user = await users.findByWechatOpenId(openId);
      if (!user) {
        return { kind: 'unbound', openId, pendingCookie: await wechat.setPending(input.state, openId) };
      }
      return { kind: 'signed-in', tokens: await signIn(user, client) };
    },

    async wxBinding(user, input) {
      if (input.username.toLowerCase() !== user.username.toLowerCase()) {
        throw new AppError(ErrorCode.forbidden, ErrorMessage.forbidden);
      }
      const openId = await wechat.exchange({ ...input, scanType: 'band' });
      const owner = await users.findByWechatOpenId(openId);
      if (owner && owner.id === user.id) return;
      if (owner) throw new AppError(AccountErrorCode.wechatAlreadyBound, AccountMessage.wechatAlreadyBound);
      if (!(await users.setWechatOpenId(user.id, openId))) {
        throw new AppError(AccountErrorCode.wechatUserAlreadyBound, AccountMessage.wechatUserAlreadyBound);
      }
    },

    async refresh(refreshToken, client) {
      const at = now();
      const refreshHash = sha256Hex(refreshToken);
      let row = await tokens.findByRefreshHash(refreshHash);
      if (!row) throw unauthorized();
      if (!row.revokedAt) {
        if (!(await liveSession(row, at))) throw unauthorized();
        if (await tokens.markRotated(row.id, at, clientColumns(client))) {
          return continueFamily(row, client);
        }
        // a parallel refresh of the same token rotated it first
        row = await tokens.findByRefreshHash(refreshHash);
        if (!row?.revokedAt) throw unauthorized();
      }
      if (row.revokeReason !== 'rotated') throw unauthorized();
      const rotatedAt = row.revokedAt;
      const sameClient =
        row.rotatedIp === clientColumns(client).ip &&
        row.rotatedUserAgent === clientColumns(client).userAgent;
      if (
        sameClient &&
        at.getTime() - rotatedAt.getTime() <= REFRESH_GRACE_MS &&
        !(await tokens.familyEnded(row.familyId)) &&
        (await liveSession(row, at))
      ) {
        // the same client again within the grace window (two tabs, a retry): another pair of the family
        return continueFamily(row, client);
      }
      // a retired refresh token came back: someone holds a copy. End the whole family: first the mark that
      // a parallel rotation checks after inserting its pair (continueFamily), then every live row
      await tokens.markReplayed(row.id, at);
      await tokens.revokeFamily(row.familyId, 'replay', at);
      log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token replayed: family revoked');
      throw unauthorized();
    },

    async logout(accessToken) {
      if (!accessToken) return;
      const row = await tokens.findByAccessHash(sha256Hex(accessToken));
      if (row) await tokens.revokeFamily(row.familyId, 'logout', now());
    },

    async logoutAll(userId) {
      await tokens.revokeUser(userId, 'logout_all', now());
    },

    async authenticate(accessToken, tenantId) {
      if (!accessToken) throw unauthorized();
      const at = now();
      const row = await tokens.findByAccessHash(sha256Hex(accessToken));
      if (!row || row.revokedAt) throw unauthorized();
      const idleMs = (await tokenExpireMinutes()) * 60 * 1000;
      if (row.lastUsedAt.getTime() + idleMs <= at.getTime()) throw unauthorized();
      if (row.refreshExpiresAt.getTime() <= at.getTime()) throw unauthorized();
      const user = await users.findById(row.userId);
      if (!user?.enabled) throw unauthorized();
      // SPEC-6.09 / SPEC-7.02: a tenant-id header names the user's own organisation, or the request fails
      if (tenantId !== undefined && tenantId !== '' && tenantId !== String(user.orgId)) {
        throw new AppError(ErrorCode.forbidden, ErrorMessage.forbidden);
      }
      // SPEC-9.06: at most once a throttle interval. The row just read says whether this request is due; the
      // update keeps its own condition for a parallel request that touched the row meanwhile
      const notAfter = new Date(at.getTime() - LAST_ACTIVITY_THROTTLE_MS);
      if (row.lastUsedAt < notAfter) await tokens.touch(row.id, at, notAfter);
      return {
        id: user.id,
        username: user.username,
        nickname: user.nickname,
        orgId: user.orgId,
        orgEnable: user.orgEnable,
        tokenId: row.id,
        familyId: row.familyId,
      };
    },

    async permissionInfo(authUser, appType) {
      const user = await users.findById(authUser.id);
      if (!user) throw unauthorized();
      const granted = await users.rolesAndPermissions(user.id);
      // issue 14: an enabled organisation's member also holds the role's permissions (SPEC-6.06: a disabled
      // organisation grants nothing)
      const orgRole =
        isPrivateOrg(user.orgId) && user.orgEnable ? await deps.orgRoleOf?.(user.id, user.orgId) : undefined;
      const roles = [...granted.roles];
      const permissions = [...granted.permissions];
      if (isOrgRole(orgRole)) {
        roles.push(orgRoleCode(orgRole));
        for (const p of ORG_ROLE_PERMISSIONS[orgRole]) if (!permissions.includes(p)) permissions.push(p);
      }
      const info: PermissionInfo = {
        permissions,
        roles,
        user: {
          id: user.id,
          avatar: user.avatar,
          nickname: user.nickname,
          username: user.username,
          orgName: user.orgName,
          email: user.email,
          mobile: user.mobile,
          orgId: user.orgId,
          orgEnable: user.orgEnable,
          businessScope: user.businessScope,
        },
      };
      if (appType === AppType.platform) {
        // SPEC-6.03 a menu with a permission shows to holders of it (or of *:*:*)
        info.menus = (await users.listMenus())
          .filter((menu) => menu.permission === null || hasPermission(permissions, [menu.permission]))
          .map(({ permission: _permission, ...menu }) => menu);
      }
      return info;
    },

    async extendUserInfo(authUser) {
      const user = await users.findById(authUser.id);
      if (!user) throw unauthorized();
      return { clientId: user.clientId ?? '' };
    },

    issueTokens: (userId, client) => issue(userId, client),

    async revokeUserTokens(userId, reason, keepFamilyId) {
      await tokens.revokeUser(userId, reason, now(), keepFamilyId);
    },
  };
}
