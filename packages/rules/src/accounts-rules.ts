/**
 * Accounts (login, register, codes, slider, tokens, WeChat): the limits, error codes and Chinese messages
 * the server answers with and the web forms show. None of these numbers or texts is given by the spec
 * unless a line names a SPEC id; the rest are ours (see each comment).
 */
import {
  ACCOUNT_LOCK_MS,
  CODE_COUNTDOWN_SECONDS,
  CODE_LENGTH,
  SLIDER_DEFAULT_WIDTH,
  TOKEN_COOKIE_DAYS,
} from './constants.ts';
import { ErrorMessage } from './errors.ts';
import { ValidationMessage } from './messages.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

// --- verification codes (ours, except where a SPEC id is named) ---
/** SPEC-9.10 a code is CODE_LENGTH digits, drawn from crypto.randomInt */
export const VERIFICATION_CODE_LENGTH = CODE_LENGTH;
/** a code is valid this long after it was sent */
export const VERIFICATION_CODE_TTL_MS = 5 * MINUTE_MS;
/** SPEC-9.09 at most one code per target (phone or e-mail) per countdown */
export const VERIFICATION_CODE_RESEND_MS = CODE_COUNTDOWN_SECONDS * SECOND_MS;
/** a code is void after this many wrong tries */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** codes sent to one target within a rolling day */
export const VERIFICATION_CODE_DAILY_CAP_PER_TARGET = 10;
/** code requests (sent or refused) from one IP within a rolling day */
export const VERIFICATION_CODE_DAILY_CAP_PER_IP = 50;
/** the window of the daily caps */
export const VERIFICATION_CODE_CAP_WINDOW_MS = DAY_MS;

// --- password login lock ---
/** wrong passwords for one account within the window that lock it */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
/** wrong passwords from one IP within the window after which that IP is refused */
export const LOGIN_MAX_FAILURES_PER_IP = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** SPEC-9.35 the lock lasts one hour */
export const LOGIN_LOCK_MS = ACCOUNT_LOCK_MS;

// --- slider captcha (checked by the server) ---
/** SPEC-3.48 / SPEC-9.28 track widths in px: 320 by default, 330 on login; other widths within these bounds */
export const SLIDER_MIN_WIDTH = 200;
export const SLIDER_MAX_WIDTH = 600;
export const SLIDER_WIDTH_DEFAULT = SLIDER_DEFAULT_WIDTH;
/** the handle's width in px; the handle's left edge travels from 0 to width − handleWidth */
export const SLIDER_HANDLE_WIDTH = 40;
/** how close to the far end (px) the last point must be */
export const SLIDER_END_TOLERANCE_PX = 4;
/** a drag shorter than this (first to last point) is refused */
export const SLIDER_MIN_DURATION_MS = 150;
/** a drag longer than this is refused */
export const SLIDER_MAX_DURATION_MS = 60 * SECOND_MS;
/** points a trace needs, and may have at most */
export const SLIDER_MIN_POINTS = 5;
export const SLIDER_MAX_POINTS = 500;
/** an issued challenge must be answered within this time */
export const SLIDER_CHALLENGE_TTL_MS = 5 * MINUTE_MS;
/** the one-time token of a passed slider is valid this long (and once) */
export const SLIDER_TOKEN_TTL_MS = 2 * MINUTE_MS;

// --- slider proof-of-work (ALTCHA, apps/server/src/modules/verification/slider-pow.ts) ---
/** the key derivation each attempt runs (WebCrypto in the browser, node:crypto on the server) */
export const SLIDER_POW_ALGORITHM = 'PBKDF2/SHA-256';
/** recent asks and failures of an IP (and spends on a target) are counted over this window */
export const SLIDER_POW_WINDOW_MS = 10 * MINUTE_MS;
/** every this many recent asks (a failure counts twice) double the work, up to the ceiling */
export const SLIDER_POW_STEP = 5;

// --- tokens ---
/** access token idle expiry when system_config has no usable token_expire_time (minutes) */
export const DEFAULT_TOKEN_EXPIRE_MINUTES = 120;
/** SPEC-9.03 a refresh token lives as long as the token cookie */
export const REFRESH_TOKEN_TTL_MS = TOKEN_COOKIE_DAYS * DAY_MS;
/** random bytes of an access or refresh token (256 bits, base64url) */
export const TOKEN_BYTES = 32;

// --- WeChat QR sign-in ---
/** an OAuth state (and the code it brings back) must come back within this time */
export const WECHAT_STATE_TTL_MS = 10 * MINUTE_MS;
/** SPEC-4.31 the frame's scope and response type */
export const WECHAT_SCOPE = 'snsapi_login';
export const WECHAT_RESPONSE_TYPE = 'code';

/** Error codes of the accounts module (ours), next to the spec's 1002000007 and 199999. */
export const AccountErrorCode = {
  badCredentials: 1002001000,
  userDisabled: 1002001001,
  sliderInvalid: 1002001002,
  codeWrong: 1002001010,
  codeExpired: 1002001011,
  codeTooManyAttempts: 1002001012,
  accountExists: 1002001020,
  accountNotRegistered: 1002001021,
  usernameTaken: 1002001022,
  oldPasswordWrong: 1002001030,
  samePassword: 1002001031,
  wechatStateInvalid: 1002001040,
  wechatCodeInvalid: 1002001041,
  wechatAlreadyBound: 1002001042,
  wechatUserAlreadyBound: 1002001043,
  wechatNotBound: 1002001044,
  wechatNotConfigured: 1002001045,
  messageSendFailed: 1002001050,
} as const;
export type AccountErrorCodeValue = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];

/** Chinese messages of the accounts module. Ours unless a SPEC id is named. */
export const AccountMessage = {
  /** a wrong account and a wrong password get this same answer */
  badCredentials: '账号或密码错误',
  userDisabled: '账号已停用，请联系管理员',
  /** SPEC-5.07 a missing, forged, expired or reused slider token */
  sliderInvalid: ValidationMessage.sliderRequired,
  /** SPEC-8.10 / SPEC-9.35 */
  accountLocked: ErrorMessage.accountLocked,
  loginTooManyFailures: '登录失败次数过多，请15分钟后再试',
  codeWrong: '验证码错误',
  codeExpired: '验证码已失效，请重新获取',
  codeTooManyAttempts: '验证码错误次数过多，请重新获取',
  codeTooFrequent: `验证码发送过于频繁，请${CODE_COUNTDOWN_SECONDS}秒后再试`,
  codeDailyLimit: '今日验证码发送次数已达上限，请明天再试',
  /** SPEC-8.17 send-sms-code scene 1 to a phone that is not registered (code 1002000007) */
  phoneNotRegistered: ErrorMessage.phoneNotRegistered,
  accountExists: '该账号已注册',
  accountNotRegistered: '该账号未注册',
  usernameTaken: '该用户名已被使用',
  usernameMismatch: '用户名须与注册的邮箱或手机号一致',
  accountAmbiguous: '邮箱和手机号只能填写一个',
  oldPasswordWrong: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  avatarInvalid: '头像须为文件编号或 http(s) 链接',
  wechatStateInvalid: '微信授权已失效，请刷新二维码后重新扫码',
  wechatCodeInvalid: '微信授权失败，请重新扫码',
  wechatAlreadyBound: '该微信已绑定其他账号',
  wechatUserAlreadyBound: '当前账号已绑定微信，请先解绑',
  wechatNotBound: '当前账号未绑定微信',
  wechatNotConfigured: '微信登录未开通',
  messageSendFailed: '验证码发送失败，请稍后重试',
} as const;

/** The subject and text of a code message; `minutes` is the validity. */
export function verificationCodeText(
  code: string,
  purpose: 'login' | 'register' | 'resetPassword',
): { subject: string; text: string } {
  const minutes = VERIFICATION_CODE_TTL_MS / MINUTE_MS;
  const what = { login: '登录', register: '注册', resetPassword: '找回密码' }[purpose];
  return {
    subject: `【件库】${what}验证码`,
    text: `【件库】您的${what}验证码是 ${code}，${minutes}分钟内有效。请勿泄露给他人；如非本人操作，请忽略本消息。`,
  };
}
