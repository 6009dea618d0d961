/**
 * The account fields of the login, register and password forms (SPEC-5.01..5.13): exactly one of
 * email or mobile (the email-or-phone input is split by the phone pattern, SPEC-5.13). Messages come
 * from @jianku/rules; a bad value is malformed input (HTTP 400, code 100400).
 */
import {
  ACCOUNT_MAX_LENGTH,
  AccountMessage,
  charLength,
  ValidationMessage,
  validateCode,
  validateEmail,
  validateMobile,
} from '@jianku/rules';
import { badRequest } from '../../lib/app-error.ts';

/** How a verification code travels. */
export type CodeChannel = 'email' | 'sms';

/** Where a code goes: a channel and its address. */
export interface CodeTarget {
  channel: CodeChannel;
  /** a mobile number, or a lower-case e-mail */
  target: string;
}

/** A checked phone (SPEC-5.01, SPEC-5.10). */
export function checkMobile(value: string | null | undefined): string {
  const mobile = (value ?? '').trim();
  const problem = validateMobile(mobile, { required: true });
  if (problem) throw badRequest(problem);
  return mobile;
}

/** A checked e-mail (SPEC-5.02, at most 64 as the email-or-phone input, SPEC-5.09), lower-cased. */
export function checkEmail(value: string | null | undefined): string {
  const email = (value ?? '').trim();
  const problem = validateEmail(email, { required: true });
  if (problem) throw badRequest(problem);
  if (charLength(email) > ACCOUNT_MAX_LENGTH) throw badRequest(ValidationMessage.accountInvalid);
  return email.toLowerCase();
}

/** Exactly one of email and mobile; empty strings count as absent. */
export function pickAccount(input: { email?: string | null; mobile?: string | null }): CodeTarget {
  const email = (input.email ?? '').trim();
  const mobile = (input.mobile ?? '').trim();
  if (email === '' && mobile === '') throw badRequest(ValidationMessage.accountRequired);
  if (email !== '' && mobile !== '') throw badRequest(AccountMessage.accountAmbiguous);
  return mobile !== ''
    ? { channel: 'sms', target: checkMobile(mobile) }
    : { channel: 'email', target: checkEmail(email) };
}

/** A checked 6-digit code (SPEC-5.06: required where a code is asked for). */
export function checkCode(value: string | null | undefined): string {
  const code = (value ?? '').trim();
  const problem = validateCode(code, { required: true });
  if (problem) throw badRequest(problem);
  return code;
}
