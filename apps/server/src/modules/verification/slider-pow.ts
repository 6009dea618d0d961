/**
 * The slider's proof-of-work (issue 18): a drag alone is cheap to fake, so every slider challenge also
 * carries an ALTCHA challenge (altcha-lib, self-hosted: nothing leaves the server, which fits PIPL).
 * The browser must find the counter whose PBKDF2-SHA-256 key starts with the signed prefix, trying
 * 0, 1, 2, … ; the server drew the counter at random below `maxNumber`, so the expected work is half of
 * it and the worst case all of it. The level (how many doublings of the base work) is the service's.
 *
 *   const pow = createSliderPow(config.sliderPow, () => repository.powKey());
 *   const challenge = await pow.create({ challengeId, level, expiresAt });   // sent to the browser
 *   const ok = await pow.verify(JSON.parse(stored), solution, challengeId, now); // once, on verify
 *
 * The signed `data` binds the work to one slider challenge (its id) and its expiry; both are checked
 * against our own clock (the library's expiry would read the real one). Checking a solution costs one
 * HMAC (deterministic mode with a key signature), not a PBKDF2 run.
 */
import { createHmac } from 'node:crypto';
import { SLIDER_POW_ALGORITHM, SLIDER_POW_STEP } from '@jianku/rules';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { SliderPowConfig } from '../../config.ts';

/** a signed challenge (ours always are) */
export type PowChallenge = Omit<Challenge, 'codeChallenge'> & { signature: string };
export type PowSolution = Solution;

export interface SliderPow {
  /** the highest level (the one whose work reaches SLIDER_POW_MAX) */
  readonly maxLevel: number;
  /** the level for a count of recent asks (failures counted twice) */
  levelFor(score: number): number;
  /** most attempts at a level: base × 2^level, at most the ceiling */
  maxNumberAt(level: number): number;
  create(input: { challengeId: string; level: number; expiresAt: Date }): Promise<PowChallenge>;
  /** true when `solution` solves `challenge`, which was made for `challengeId` and has not expired */
  verify(challenge: PowChallenge, solution: unknown, challengeId: string, now: Date): Promise<boolean>;
}

/** Two keys from one secret: one signs the challenge, one the expected key. */
function keysFrom(secret: string): { signature: string; key: string } {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest('hex');
  return { signature: derive('slider-pow:challenge'), key: derive('slider-pow:key') };
}

function isSolution(value: unknown): value is PowSolution {
  if (typeof value !== 'object' || value === null) return false;
  const { counter, derivedKey } = value as Record<string, unknown>;
  return typeof counter === 'number' && typeof derivedKey === 'string';
}

export function createSliderPow(settings: SliderPowConfig, storedSecret: () => Promise<string>): SliderPow {
  let keys: Promise<{ signature: string; key: string }> | undefined;
  const getKeys = () => {
    keys ??= (settings.secret !== undefined ? Promise.resolve(settings.secret) : storedSecret()).then(
      keysFrom,
    );
    // a failed read (database busy) is tried again next time
    keys.catch(() => {
      keys = undefined;
    });
    return keys;
  };
  const maxLevel = Math.max(0, Math.ceil(Math.log2(settings.maxNumber / settings.baseNumber)));
  const maxNumberAt = (level: number) =>
    Math.min(settings.maxNumber, settings.baseNumber * 2 ** Math.min(Math.max(level, 0), maxLevel));

  return {
    maxLevel,
    levelFor: (score) => Math.min(maxLevel, Math.max(0, Math.floor(score / SLIDER_POW_STEP))),
    maxNumberAt,
    async create({ challengeId, level, expiresAt }) {
      const { signature, key } = await getKeys();
      const challenge = await createChallenge({
        algorithm: SLIDER_POW_ALGORITHM,
        cost: settings.cost,
        counter: randomInt(maxNumberAt(level) - 1, 0),
        deriveKey,
        data: { challengeId, level, expires: expiresAt.getTime() },
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
      });
      return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
    },
    async verify(challenge, solution, challengeId, now) {
      if (!isSolution(solution)) return false;
      const data = challenge.parameters.data ?? {};
      if (data.challengeId !== challengeId) return false;
      if (typeof data.expires !== 'number' || data.expires <= now.getTime()) return false;
      const { signature, key } = await getKeys();
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
      });
      return result.verified;
    },
  };
}
