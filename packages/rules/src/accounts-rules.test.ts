import { describe, expect, it } from 'vitest';
import {
  AccountErrorCode,
  AccountMessage,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  SLIDER_HANDLE_WIDTH,
  SLIDER_MAX_WIDTH,
  SLIDER_MIN_WIDTH,
  SLIDER_WIDTH_DEFAULT,
  VERIFICATION_CODE_RESEND_MS,
  VERIFICATION_CODE_TTL_MS,
  verificationCodeText,
} from './accounts-rules.ts';
import { LOGIN_SLIDER_WIDTH } from './constants.ts';
import { ErrorCode, ErrorMessage } from './errors.ts';
import { ValidationMessage } from './messages.ts';

describe('accounts rules', () => {
  it('SPEC-9.09 SPEC-9.35 SPEC-9.28 limits: 60 s resend, 1 hour lock, slider widths 320/330 in bounds', () => {
    expect(VERIFICATION_CODE_RESEND_MS).toBe(60_000);
    expect(VERIFICATION_CODE_TTL_MS).toBe(5 * 60_000);
    expect(LOGIN_LOCK_MS).toBe(60 * 60_000);
    expect(LOGIN_MAX_FAILURES_PER_ACCOUNT).toBe(5);
    expect(SLIDER_WIDTH_DEFAULT).toBe(320);
    for (const width of [SLIDER_WIDTH_DEFAULT, LOGIN_SLIDER_WIDTH]) {
      expect(width).toBeGreaterThanOrEqual(SLIDER_MIN_WIDTH);
      expect(width).toBeLessThanOrEqual(SLIDER_MAX_WIDTH);
      expect(width).toBeGreaterThan(SLIDER_HANDLE_WIDTH * 2);
    }
  });

  it('SPEC-5.07 reuses the spec messages', () => {
    expect(AccountMessage.sliderInvalid).toBe(ValidationMessage.sliderRequired);
    expect(AccountMessage.sliderInvalid).toBe('请滑动滑块至最右边');
    expect(AccountMessage.accountLocked).toBe(ErrorMessage.accountLocked);
    expect(AccountMessage.phoneNotRegistered).toBe(ErrorMessage.phoneNotRegistered);
  });

  it('error codes are unique and never one the client redirects on or one of the catalogue', () => {
    const codes = Object.values(AccountErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    const catalogue = new Set<number>(Object.values(ErrorCode));
    for (const code of codes) expect(catalogue.has(code)).toBe(false);
  });

  it('every message is Chinese text', () => {
    for (const message of Object.values(AccountMessage)) expect(message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('SPEC-9.10 code text carries the code and the validity', () => {
    const { subject, text } = verificationCodeText('012345', 'register');
    expect(subject).toBe('【件库】注册验证码');
    expect(text).toContain('012345');
    expect(text).toContain('5分钟');
  });
});
