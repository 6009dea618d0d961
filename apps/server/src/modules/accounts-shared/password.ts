/**
 * Password hashing: argon2id at OWASP's second recommended set (m = 19456 KiB, t = 2, p = 1; OWASP
 * Password Storage Cheat Sheet), stored as a PHC string that carries its own parameters
 * ($argon2id$v=19$m=19456,t=2,p=1$salt$hash). A stored hash made with weaker parameters (or another
 * algorithm) still verifies; needsRehash tells the sign-in to store a new hash with these.
 *
 *   const stored = await hashPassword('Passw0rd!');
 *   if (await verifyPassword(stored, typed) && needsRehash(stored)) save(await hashPassword(typed));
 */
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolatedModules cannot read from a declaration file) */
const ARGON2ID = 2 as Algorithm;

/** The parameters of new hashes. */
export const ARGON2_PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...ARGON2_PARAMS });
}

const PHC = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/;

/** Whether a stored hash was made with another algorithm or weaker parameters than ARGON2_PARAMS. */
export function needsRehash(storedHash: string): boolean {
  const match = PHC.exec(storedHash);
  if (!match) return true;
  const [, version, m, t, p] = match.map(Number) as [number, number, number, number, number];
  return (
    version < 19 ||
    m < ARGON2_PARAMS.memoryCost ||
    t < ARGON2_PARAMS.timeCost ||
    p < ARGON2_PARAMS.parallelism
  );
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
