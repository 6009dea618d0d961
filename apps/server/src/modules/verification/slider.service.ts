/**
 * The slider captcha, checked by the server (spec §4 slider states, SPEC-5.07):
 * 1. GET/POST /base/system/captcha/slider issues a challenge {challengeId, width, handleWidth, pow}: `pow`
 *    is an ALTCHA proof-of-work (slider-pow.ts) whose work grows with the asking IP's recent asks and
 *    failures, and with the recent sends to `target` (phone or e-mail) when the form names one;
 * 2. the client records the drag of the handle as points {x, t} (x: the handle's left edge in px from the
 *    start, 0..width − handleWidth; t: milliseconds, any origin) and posts them with the challengeId and
 *    the solved work {counter, derivedKey} (the browser solves it in a worker while the user drags);
 * 3. a plausible drag with a solved proof-of-work gets a one-time token (2 minutes, once), which the forms
 *    send as `verified`. A code sent to a target whose recent sends ask for more work than the token's
 *    challenge carried is refused: the slider is slid again, with the target named.
 * One answer per challenge: a refused drag needs a new challenge (so a solution is checked once).
 */
import {
  AccountErrorCode,
  AccountMessage,
  SLIDER_CHALLENGE_TTL_MS,
  SLIDER_END_TOLERANCE_PX,
  SLIDER_HANDLE_WIDTH,
  SLIDER_MAX_DURATION_MS,
  SLIDER_MAX_POINTS,
  SLIDER_MIN_DURATION_MS,
  SLIDER_MIN_POINTS,
  SLIDER_POW_WINDOW_MS,
  SLIDER_TOKEN_TTL_MS,
  SLIDER_WIDTH_DEFAULT,
} from '@jianku/rules';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../accounts-shared/secrets.ts';
import type { SliderRepository } from './slider.repository.ts';
import type { PowChallenge, SliderPow } from './slider-pow.ts';

export interface TracePoint {
  x: number;
  t: number;
}

export interface SliderChallenge {
  challengeId: string;
  width: number;
  handleWidth: number;
  /** the ALTCHA challenge to solve before verify */
  pow: PowChallenge;
}

export interface IssueInput {
  width?: number | undefined;
  ip: string;
  /** the phone or e-mail the form will send a code to, when it is known already */
  target?: string | undefined;
}

export interface VerifyInput {
  challengeId: string;
  trace: readonly TracePoint[];
  /** the solved proof-of-work {counter, derivedKey} */
  pow?: unknown;
}

export interface SliderService {
  issue(input: IssueInput): Promise<SliderChallenge>;
  /**
   * A token for a plausible drag with a solved proof-of-work; AppError sliderInvalid otherwise (the
   * challenge is spent either way).
   */
  verify(input: VerifyInput): Promise<{ token: string; expiresIn: number }>;
  /**
   * Spend a token (the `verified` field): its sha256 when it was valid, unused and unexpired, else
   * undefined. Anything that is not a non-empty string (true, null, missing) is not a token. With a
   * target (the normalised phone or e-mail a code goes to), the token's proof-of-work must also be at
   * least the level the target's recent sends ask for; the spend is counted for the target.
   */
  useToken(verified: unknown, target?: string): Promise<string | undefined>;
}

/** The hash a target is counted under (no phone or e-mail is stored in the clear for this). */
export function targetHash(target: string): string {
  const t = target.trim().toLowerCase();
  return sha256Hex(`slider-target:${t.includes('@') ? t : t.replace(/[\s-]/g, '')}`);
}

/** The error every refused slider answer gets (missing, forged, expired or reused token; implausible drag). */
export function sliderError(): AppError {
  return new AppError(AccountErrorCode.sliderInvalid, AccountMessage.sliderInvalid);
}

/** Why a trace is refused, or null when it looks like a person's drag to the far end. */
export function traceProblem(
  trace: readonly TracePoint[],
  width: number,
  handleWidth: number,
): string | null {
  if (trace.length < SLIDER_MIN_POINTS) return 'too few points';
  if (trace.length > SLIDER_MAX_POINTS) return 'too many points';
  const end = width - handleWidth;
  const first = trace[0] as TracePoint;
  const last = trace[trace.length - 1] as TracePoint;
  for (const p of trace) {
    if (!Number.isFinite(p.x) || !Number.isFinite(p.t)) return 'not a number';
    if (p.x < -SLIDER_END_TOLERANCE_PX || p.x > end + SLIDER_END_TOLERANCE_PX) return 'off the track';
  }
  if (first.x > SLIDER_END_TOLERANCE_PX * 2) return 'does not start at the start';
  if (Math.abs(last.x - end) > SLIDER_END_TOLERANCE_PX) return 'does not reach the far end';
  const duration = last.t - first.t;
  if (duration < SLIDER_MIN_DURATION_MS) return 'too fast';
  if (duration > SLIDER_MAX_DURATION_MS) return 'too slow';
  let backwards = 0;
  for (let i = 1; i < trace.length; i++) {
    const prev = trace[i - 1] as TracePoint;
    const cur = trace[i] as TracePoint;
    if (cur.t < prev.t) return 'time goes back';
    if (cur.x < prev.x - 1) backwards++;
  }
  // mostly forward: a hand may jitter back a little, a few times
  if (backwards > Math.max(1, Math.floor((trace.length - 1) / 5))) return 'goes back too often';
  // a person's speed varies: refuse a drag whose points all lie on the straight line from start to end
  let deviation = 0;
  for (const p of trace) {
    const expected = first.x + ((last.x - first.x) * (p.t - first.t)) / duration;
    deviation = Math.max(deviation, Math.abs(p.x - expected));
  }
  if (deviation < 1) return 'perfectly linear';
  return null;
}

export function createSliderService(deps: {
  repository: SliderRepository;
  pow: SliderPow;
  now: () => Date;
}): SliderService {
  const { repository, pow, now } = deps;

  async function targetLevel(target: string | undefined, at: Date): Promise<number> {
    if (!target) return 0;
    const since = new Date(at.getTime() - SLIDER_POW_WINDOW_MS);
    return pow.levelFor(await repository.targetSpends(targetHash(target), since));
  }

  return {
    async issue({ width = SLIDER_WIDTH_DEFAULT, ip, target }) {
      const at = now();
      await repository.purge(new Date(at.getTime() - 60 * 60 * 1000));
      const challengeId = randomToken(16);
      const expiresAt = new Date(at.getTime() + SLIDER_CHALLENGE_TTL_MS);
      // the row first, then the count: asks sent at once see each other (a count before the insert would
      // give a whole burst the level of its first ask)
      await repository.insert({
        id: challengeId,
        width,
        handleWidth: SLIDER_HANDLE_WIDTH,
        now: at,
        expiresAt,
        ip,
      });
      const since = new Date(at.getTime() - SLIDER_POW_WINDOW_MS);
      const earlier = (await repository.ipScore(ip, since)) - 1;
      const level = Math.max(pow.levelFor(earlier), await targetLevel(target, at));
      const powChallenge = await pow.create({ challengeId, level, expiresAt });
      await repository.setPow(challengeId, level, JSON.stringify(powChallenge));
      return { challengeId, width, handleWidth: SLIDER_HANDLE_WIDTH, pow: powChallenge };
    },
    async verify({ challengeId, trace, pow: solution }) {
      const at = now();
      const claimed = await repository.claim(challengeId, at);
      if (!claimed?.powChallenge || traceProblem(trace, claimed.width, claimed.handleWidth) !== null) {
        throw sliderError();
      }
      const challenge = JSON.parse(claimed.powChallenge) as PowChallenge;
      if (!(await pow.verify(challenge, solution, challengeId, at))) throw sliderError();
      const token = randomToken();
      await repository.setToken(challengeId, sha256Hex(token), new Date(at.getTime() + SLIDER_TOKEN_TTL_MS));
      return { token, expiresIn: SLIDER_TOKEN_TTL_MS / 1000 };
    },
    async useToken(verified, target) {
      if (typeof verified !== 'string' || verified === '' || verified.length > 128) return undefined;
      const hash = sha256Hex(verified);
      const at = now();
      // the level is read before this spend is recorded: the spend counts for the next one
      const required = await targetLevel(target, at);
      const used = await repository.useToken(hash, at, target ? targetHash(target) : undefined);
      if (!used || used.powLevel < required) return undefined;
      return hash;
    },
  };
}
