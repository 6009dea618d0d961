/**
 * Random secrets and their digests: tokens, codes, states. Tokens are stored only as sha256 hex digests,
 * so that a copy of the database does not hand out sessions.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { TOKEN_BYTES, VERIFICATION_CODE_LENGTH } from '@jianku/rules';

/** 32 random bytes as base64url (43 characters, 256 bits). */
export function randomToken(bytes: number = TOKEN_BYTES): string {
  return randomBytes(bytes).toString('base64url');
}

/** A verification code: VERIFICATION_CODE_LENGTH decimal digits from the secure generator. */
export function randomCode(length: number = VERIFICATION_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

/** sha256 of the text, as 64 hex characters. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Constant-time equality of two hex digests (false when either is missing or the lengths differ). */
export function digestsEqual(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
