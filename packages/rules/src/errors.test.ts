import { describe, expect, it } from 'vitest';
import {
  defaultMessageFor,
  ErrorCode,
  ErrorLevel,
  ErrorMessage,
  errorLevel,
  FORBIDDEN_REDIRECT_CODES,
  isMuted,
  LOGIN_REDIRECT_CODES,
  MUTED_CODES,
  redirectOf,
} from './errors.ts';

describe('error catalogue (spec §8)', () => {
  it('SPEC-4.47 levels: info -2, warn -1, error 0, danger 1', () => {
    expect(ErrorLevel).toEqual({ info: -2, warn: -1, error: 0, danger: 1 });
  });

  it('SPEC-8.01 the spec’s codes keep their numbers', () => {
    expect(ErrorCode.userAbort).toBe(499);
    expect(ErrorCode.unauthorized).toBe(401);
    expect(ErrorCode.forbidden).toBe(403);
    expect(ErrorCode.notFound).toBe(404);
    expect(ErrorCode.unknown).toBe(500);
    expect(ErrorCode.timeout).toBe(408);
    expect(ErrorCode.noResponse).toBe(421);
    expect(ErrorCode.accountLocked).toBe(430);
    expect(ErrorCode.defaultUnknown).toBe(100001);
    expect(ErrorCode.phoneNotRegistered).toBe(1002000007);
    expect(ErrorCode.wechatNotRegistered).toBe(199999);
    expect(ErrorCode.partReload).toBe(1005002001);
  });

  it('error codes are unique', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  const table: [number, 'login' | 'forbidden' | null, number, boolean][] = [
    // code, redirect, level, muted
    [400, 'login', ErrorLevel.danger, false],
    [401, 'login', ErrorLevel.danger, false],
    [100401, 'login', ErrorLevel.danger, false],
    [400401, 'login', ErrorLevel.danger, false],
    [400403, 'login', ErrorLevel.danger, false],
    [403, 'forbidden', ErrorLevel.danger, false],
    [100403, 'forbidden', ErrorLevel.danger, false],
    [499, null, ErrorLevel.info, true],
    [404, null, ErrorLevel.info, true],
    [430, null, ErrorLevel.error, false],
    [500, null, ErrorLevel.error, false],
    [507, null, ErrorLevel.error, false],
    [100400, null, ErrorLevel.error, false],
    [1002000007, null, ErrorLevel.error, false],
  ];
  it.each(table)(
    'SPEC-8.09 SPEC-8.14 SPEC-4.48 SPEC-4.49 code %i → redirect %j, level %i, muted %s',
    (code, redirect, level, muted) => {
      expect(redirectOf(code)).toBe(redirect);
      expect(errorLevel(code)).toBe(level);
      expect(isMuted(code)).toBe(muted);
      expect(LOGIN_REDIRECT_CODES.includes(code)).toBe(redirect === 'login');
      expect(FORBIDDEN_REDIRECT_CODES.includes(code)).toBe(redirect === 'forbidden');
      expect(MUTED_CODES.includes(code)).toBe(muted);
    },
  );

  it('SPEC-8.09 bad input must not use envelope code 400, which redirects to login', () => {
    expect(redirectOf(ErrorCode.invalidParams)).toBeNull();
  });

  const messages: [number, string][] = [
    [401, '账号未登录'],
    [100401, '账号未登录'],
    [403, '暂无权限'],
    [408, ErrorMessage.timeout],
    [421, ErrorMessage.noResponse],
    [430, '账号已锁定，请1小时后重试或联系我们'],
    [500, '系统繁忙，请稍后重试或联系我们'],
    [100001, 'Unknow Error'],
    [100002, ErrorMessage.refreshTimeExceed],
    [100400, ErrorMessage.invalidParams],
    [1002000007, ErrorMessage.phoneNotRegistered],
    [123456, '系统错误，请联系管理员'],
  ];
  it.each(messages)(
    'SPEC-8.01 SPEC-8.03 SPEC-8.08 SPEC-8.10..8.12 default message of %i → %s',
    (code, text) => {
      expect(defaultMessageFor(code)).toBe(text);
    },
  );

  it('ours: not ready (503) and disk full (507) have their Chinese messages', () => {
    expect(defaultMessageFor(ErrorCode.serviceUnavailable)).toBe('服务暂不可用，请稍后再试');
    expect(defaultMessageFor(ErrorCode.insufficientStorage)).toBe('存储空间不足，请稍后再试');
  });

  it('fixed texts', () => {
    expect(ErrorMessage.blocked).toBe('暂无权限，请联系管理员');
    expect(ErrorMessage.multipartIncomplete).toBe('not comlete');
  });
});
