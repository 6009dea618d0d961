/**
 * The error catalogue (spec §8) and its levels (spec §4: info -2, warn -1, error 0, danger 1).
 * One table for the web client and the server. Codes named by the spec keep their numbers;
 * codes of our own are marked "ours".
 */
import { PermissionMessage } from './messages.ts';

export const ErrorLevel = { info: -2, warn: -1, error: 0, danger: 1 } as const;
export type ErrorLevelValue = (typeof ErrorLevel)[keyof typeof ErrorLevel];

export const ErrorCode = {
  success: 0,
  /**
   * Malformed request. Only as an HTTP status: as an envelope code the client redirects 400 to login
   * (SPEC-8.09), so a request that fails validation answers with envelope code `invalidParams` (100400).
   */
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  timeout: 408,
  /** ours: body larger than allowed */
  payloadTooLarge: 413,
  noResponse: 421,
  /** ours: too many requests */
  tooManyRequests: 429,
  accountLocked: 430,
  userAbort: 499,
  unknown: 500,
  /** ours: the service is not ready (readiness check failed: database, search index or disk) */
  serviceUnavailable: 503,
  /** ours: the disk under the data folder (or the database's) is full: writes are refused */
  insufficientStorage: 507,
  /** default code when none is given, message "Unknow Error" (sic, spec §8) */
  defaultUnknown: 100001,
  /** ours: the refresh limit (10) was exceeded */
  refreshTimeExceed: 100002,
  /** ours: a request body or query failed validation (the envelope code for bad input, never 400) */
  invalidParams: 100400,
  authUnauthorized: 100401,
  authForbidden: 100403,
  loginUnauthorized: 400401,
  loginForbidden: 400403,
  /** messaging (WeChat) login: account not registered; msg carries the openId */
  wechatNotRegistered: 199999,
  /** send-sms-code: phone not registered */
  phoneNotRegistered: 1002000007,
  /** reload /part on dismissal when the deployment is not open */
  partReload: 1005002001,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorMessage = {
  /** spec §8: the default message means "system error, contact the administrator" */
  default: '系统错误，请联系管理员',
  unknow: 'Unknow Error',
  unauthorized: '账号未登录',
  forbidden: '暂无权限',
  notFound: '请求的资源不存在',
  timeout: '请求超时，请稍后重试',
  noResponse: '网络异常，服务器无响应',
  accountLocked: '账号已锁定，请1小时后重试或联系我们',
  systemBusy: '系统繁忙，请稍后重试或联系我们',
  userAbort: '请求已取消',
  serviceUnavailable: '服务暂不可用，请稍后再试',
  insufficientStorage: '存储空间不足，请稍后再试',
  refreshTimeExceed: '登录状态刷新次数超限，请重新登录',
  badJson: '请求体不是合法的JSON',
  invalidParams: '请求参数不正确',
  payloadTooLarge: '请求内容过大',
  tooManyRequests: '请求过于频繁，请稍后再试',
  routeNotFound: '接口不存在',
  /** SPEC-8.23 */
  blocked: PermissionMessage.blocked,
  /** SPEC-8.17 ours: send-sms-code to a phone that is not registered (1002000007) */
  phoneNotRegistered: '该手机号未注册',
  /** SPEC-8.29 an incomplete multipart upload (sic, the spec's text) */
  multipartIncomplete: 'not comlete',
} as const;

/** Codes that send the user to sign-in (spec §8). */
export const LOGIN_REDIRECT_CODES: readonly number[] = [400, 401, 100401, 400401, 400403];
/** Codes that send the user to /403 (spec §8). */
export const FORBIDDEN_REDIRECT_CODES: readonly number[] = [403, 100403];
/** Codes that are never shown (spec §8: user aborts and 499 are muted; empty 404 is muted). */
export const MUTED_CODES: readonly number[] = [499, 404];

/** SPEC-8.01 / SPEC-8.14 whether an error with this code is never shown. */
export function isMuted(code: number): boolean {
  return MUTED_CODES.includes(code);
}

/**
 * SPEC-8.09 where an error code sends the user: 'login' (with a redirect back), 'forbidden' (/403) or nowhere.
 * 430 also goes to login in open or non-remote deployments (SPEC-8.16); that depends on the deployment and is
 * left to the client.
 */
export function redirectOf(code: number): 'login' | 'forbidden' | null {
  if (LOGIN_REDIRECT_CODES.includes(code)) return 'login';
  if (FORBIDDEN_REDIRECT_CODES.includes(code)) return 'forbidden';
  return null;
}

/**
 * SPEC-4.47 / SPEC-4.48 / SPEC-4.49 the level of an error code: muted ones are info, redirecting ones danger
 * (danger redirects by default), the rest error.
 */
export function errorLevel(code: number): ErrorLevelValue {
  if (MUTED_CODES.includes(code)) return ErrorLevel.info;
  if (LOGIN_REDIRECT_CODES.includes(code) || FORBIDDEN_REDIRECT_CODES.includes(code))
    return ErrorLevel.danger;
  return ErrorLevel.error;
}

/** The message shown for a code when the server sent none. */
export function defaultMessageFor(code: number): string {
  switch (code) {
    case 401:
    case 100401:
    case 400401:
      return ErrorMessage.unauthorized;
    case 403:
    case 100403:
    case 400403:
      return ErrorMessage.forbidden;
    case 404:
      return ErrorMessage.notFound;
    case 408:
      return ErrorMessage.timeout;
    case 413:
      return ErrorMessage.payloadTooLarge;
    case 421:
      return ErrorMessage.noResponse;
    case 429:
      return ErrorMessage.tooManyRequests;
    case 430:
      return ErrorMessage.accountLocked;
    case 499:
      return ErrorMessage.userAbort;
    case 500:
      return ErrorMessage.systemBusy;
    case 503:
      return ErrorMessage.serviceUnavailable;
    case 507:
      return ErrorMessage.insufficientStorage;
    case 100001:
      return ErrorMessage.unknow;
    case 100002:
      return ErrorMessage.refreshTimeExceed;
    case 100400:
      return ErrorMessage.invalidParams;
    case 1002000007:
      return ErrorMessage.phoneNotRegistered;
    default:
      return ErrorMessage.default;
  }
}
