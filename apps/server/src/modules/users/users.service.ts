/**
 * Accounts: registration (by e-mail or phone code), forgotten password (reset by code), and the personal
 * centre (profile, password change, WeChat unbinding). Sign-in and tokens live in the auth module.
 */
import {
  AccountErrorCode,
  AccountMessage,
  EmailScene,
  isEmail,
  isPhone,
  resolveNickname,
  SmsScene,
  validateConfirmPassword,
  validateNickname,
  validatePassword,
  validateUrl,
} from '@jianku/rules';
import type { Profile } from '@jianku/rules/accounts-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { checkCode, pickAccount } from '../accounts-shared/account-input.ts';
import { hashPassword, verifyPassword } from '../accounts-shared/password.ts';
import {
  isUniqueViolation,
  type UserRecord,
  type UsersRepository,
} from '../accounts-shared/users.repository.ts';
import type { AuthService, AuthUser, ClientInfo, TokenPair } from '../auth/auth.service.ts';
import type { LoginGuardRepository } from '../auth/login-guard.repository.ts';
import type { VerificationRepository } from '../verification/verification.repository.ts';
import {
  type CodeTarget,
  codeSpent,
  type VerificationService,
} from '../verification/verification.service.ts';
import type { WechatService } from '../wechat/wechat.service.ts';

export interface RegisterInput {
  email?: string | null;
  mobile?: string | null;
  username?: string | null;
  nickname?: string | null;
  code: string;
  password: string;
  confirmPwd?: string | null;
  verified?: unknown;
  origin?: string | null;
}

/** Run `work` in one database transaction, with repositories bound to it (all or nothing). */
export type AccountTransaction = <T>(
  work: (repositories: { users: UsersRepository; codes: VerificationRepository }) => Promise<T>,
) => Promise<T>;

export type { Profile };

export interface UsersService {
  /** a new account in no organisation (orgId 1), signed in; binds a pending WeChat openId of this browser */
  register(input: RegisterInput, client: ClientInfo, wechatPendingCookie?: string): Promise<TokenPair>;
  /** forgotten password: a scene-2 code, then the new password; every session of the user ends */
  resetPassword(input: {
    email?: string | null;
    mobile?: string | null;
    code: string;
    password: string;
    confirmPwd?: string | null;
  }): Promise<void>;
  getProfile(userId: number): Promise<Profile>;
  updateProfile(userId: number, changes: { nickname?: string; avatar?: string }): Promise<Profile>;
  /** old and new password; the user's other sessions end, this one stays */
  changePassword(
    user: AuthUser,
    input: { oldPassword: string; password: string; confirmPwd?: string | null },
  ): Promise<void>;
  unbindWechat(userId: number): Promise<void>;
}

/** An avatar: '' (none), a file id, an http(s) URL or a site path. */
const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;
function checkAvatar(value: string): string {
  const avatar = value.trim();
  const tooLong = validateUrl(avatar);
  if (tooLong) throw badRequest(tooLong);
  if (
    avatar === '' ||
    FILE_ID.test(avatar) ||
    /^https?:\/\/[^\s]+$/i.test(avatar) ||
    /^\/(?!\/)\S*$/.test(avatar)
  ) {
    return avatar;
  }
  throw badRequest(AccountMessage.avatarInvalid);
}

function checkNewPassword(
  password: string,
  confirmPwd: string | null | undefined,
  requireConfirm: boolean,
): void {
  const problem = validatePassword(password);
  if (problem) throw badRequest(problem);
  if (requireConfirm || (confirmPwd !== undefined && confirmPwd !== null)) {
    const mismatch = validateConfirmPassword(confirmPwd, password);
    if (mismatch) throw badRequest(mismatch);
  }
}

function usernameTaken(): AppError {
  return new AppError(AccountErrorCode.usernameTaken, AccountMessage.usernameTaken);
}

/** the name of the unique index a violation names (pg and PGlite errors carry it) */
function uniqueConstraint(err: unknown): string | undefined {
  const constraint = (err as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

function accountExists(): AppError {
  return new AppError(AccountErrorCode.accountExists, AccountMessage.accountExists);
}

// long because it is the closure that holds the service's methods over shared dependencies; each method is measured on its own and stays short
export function createUsersService(deps: {
  users: UsersRepository;
  guard: LoginGuardRepository;
  verification: VerificationService;
  auth: AuthService;
  wechat: WechatService;
  inTransaction: AccountTransaction;
  now: () => Date;
  log: FastifyBaseLogger;
}): UsersService {
  const { users, guard, verification, auth, wechat, inTransaction, now, log } = deps;

  const findByAccount = (account: CodeTarget): Promise<UserRecord | undefined> =>
    account.channel === 'email' ? users.findByEmail(account.target) : users.findByMobile(account.target);

  function toProfile(user: UserRecord): Profile {
    return {
      id: user.id,
      username: user.username,
      nickname: user.nickname,
      avatar: user.avatar,
      email: user.email,
      mobile: user.mobile,
      orgId: user.orgId,
      orgName: user.orgName,
      orgEnable: user.orgEnable,
      businessScope: user.businessScope,
      wechatBound: user.wechatOpenId !== null,
      createdAt: user.createdAt.toISOString(),
    };
  }

  async function profileOf(userId: number): Promise<Profile> {
    const user = await users.findById(userId);
    if (!user) throw new AppError(AccountErrorCode.accountNotRegistered, AccountMessage.accountNotRegistered);
    return toProfile(user);
  }

  return {
    async register(input, client, wechatPendingCookie) {
      const account = pickAccount(input);
      // SPEC-5.12 the username defaults to the e-mail or phone; another phone or e-mail is refused
      const typed = (input.username ?? '').trim();
      let username = account.target;
      if (typed !== '' && typed.toLowerCase() !== account.target.toLowerCase()) {
        if (isPhone(typed) || isEmail(typed)) throw badRequest(AccountMessage.usernameMismatch);
        username = typed;
      }
      const nicknameProblem = validateNickname(input.nickname);
      if (nicknameProblem) throw badRequest(nicknameProblem);
      checkNewPassword(input.password, input.confirmPwd, true);
      const code = checkCode(input.code);

      const scene = account.channel === 'email' ? EmailScene.register : SmsScene.register;
      // the slider first: the duplicate check below must not answer robots; then the duplicates,
      // before the code is checked, so that a duplicate does not cost a try
      await verification.checkSlider({ ...account, scene, verified: input.verified });
      if (await findByAccount(account)) throw accountExists();
      if (username !== account.target && (await users.usernameTaken(username))) throw usernameTaken();
      const { codeId } = await verification.checkCode({ ...account, scene, code });

      const passwordHash = await hashPassword(input.password);
      let openId = await wechat.usePending(wechatPendingCookie);
      if (openId && (await users.findByWechatOpenId(openId))) openId = undefined;
      let user: UserRecord;
      try {
        // the code is spent in the transaction that makes the account: if the account is not made (a
        // parallel registration took the phone or the username), the code stays usable; of two
        // registrations with one code, the second finds it spent
        user = await inTransaction(async (repositories) => {
          if (!(await repositories.codes.markUsed(codeId, now()))) throw codeSpent();
          return repositories.users.create({
            username,
            nickname: resolveNickname(input.nickname, account.target),
            email: account.channel === 'email' ? account.target : null,
            mobile: account.channel === 'sms' ? account.target : null,
            passwordHash,
            wechatOpenId: openId ?? null,
            origin: String(input.origin ?? '').slice(0, 32),
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw uniqueConstraint(err) === 'users_username_key' ? usernameTaken() : accountExists();
        }
        throw err;
      }
      log.info(
        { userId: user.id, channel: account.channel, wechat: openId !== undefined },
        'user registered',
      );
      return auth.issueTokens(user.id, client);
    },

    async resetPassword(input) {
      const account = pickAccount(input);
      const code = checkCode(input.code);
      checkNewPassword(input.password, input.confirmPwd, false);
      await verification.useCode({
        ...account,
        scene: account.channel === 'email' ? EmailScene.resetPassword : SmsScene.resetPassword,
        code,
      });
      const user = await findByAccount(account);
      if (!user)
        throw new AppError(AccountErrorCode.accountNotRegistered, AccountMessage.accountNotRegistered);
      await users.updatePasswordHash(user.id, await hashPassword(input.password));
      await auth.revokeUserTokens(user.id, 'password');
      // the code proved the account is theirs: a lock from someone else's guessing ends too
      await guard.unlock(`user:${user.id}`);
      await guard.clearAccountFailures(`user:${user.id}`);
      log.info({ userId: user.id }, 'password reset by code');
    },

    getProfile: profileOf,

    async updateProfile(userId, changes) {
      const set: { nickname?: string; avatar?: string } = {};
      if (changes.nickname !== undefined) {
        const problem = validateNickname(changes.nickname);
        if (problem) throw badRequest(problem);
        const user = await users.findById(userId);
        set.nickname = resolveNickname(changes.nickname, user?.username ?? '');
      }
      if (changes.avatar !== undefined) set.avatar = checkAvatar(changes.avatar);
      if (Object.keys(set).length > 0) await users.updateProfile(userId, set);
      return profileOf(userId);
    },

    async changePassword(authUser, input) {
      checkNewPassword(input.password, input.confirmPwd, false);
      const user = await users.findById(authUser.id);
      if (!user)
        throw new AppError(AccountErrorCode.accountNotRegistered, AccountMessage.accountNotRegistered);
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        throw new AppError(AccountErrorCode.oldPasswordWrong, AccountMessage.oldPasswordWrong);
      }
      if (input.oldPassword === input.password) {
        throw new AppError(AccountErrorCode.samePassword, AccountMessage.samePassword);
      }
      await users.updatePasswordHash(user.id, await hashPassword(input.password));
      await auth.revokeUserTokens(user.id, 'password', authUser.familyId);
      log.info({ userId: user.id }, 'password changed');
    },

    async unbindWechat(userId) {
      if (!(await users.setWechatOpenId(userId, null))) {
        throw new AppError(AccountErrorCode.wechatNotBound, AccountMessage.wechatNotBound);
      }
    },
  };
}
