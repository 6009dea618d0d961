/**
 * Password hashing: argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's baseline),
 * stored as a PHC string that carries its own parameters.
 */
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolatedModules cannot read from a declaration file) */
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/** argon2 verifications run since start (the dummy one included): a login always costs exactly one. */
export const passwordStats = { verifications: 0 };

/**
 * Whether the password matches the stored hash. Without a hash (unknown account, or an account without
 * a password) a dummy hash is verified all the same, so that both answers take about the same time.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('jianku-dummy-password-0');
    passwordStats.verifications++;
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    passwordStats.verifications++;
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
