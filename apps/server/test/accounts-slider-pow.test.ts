/**
 * The slider's proof-of-work (issue 18: "the slider is not a barrier: a generated 25-point trace passes").
 * Before it, a script that asked for a challenge and posted a made-up eased trace got a token; now the
 * token also needs the solved ALTCHA work of that challenge, checked once, and the work grows for an IP
 * that asks often (and for a target that is sent to often), up to a ceiling.
 */
import { AccountErrorCode, SLIDER_POW_STEP, SmsScene, ValidationMessage } from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  createFakeClock,
  freshIp,
  freshMobile,
  humanTrace,
  sliderToken,
  solvePow,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import type { PowChallenge } from '../src/modules/verification/slider-pow.ts';
import { TEST_ENGINE } from '../src/testing.ts';

const clock = createFakeClock();
let app: App;

beforeAll(async () => {
  app = await createAccountsTestApp({ now: clock.now });
});
afterAll(async () => {
  await app?.close();
});

const SLIDER = '/to/api/base/system/captcha/slider';
const REFUSED = { code: AccountErrorCode.sliderInvalid, msg: ValidationMessage.sliderRequired, data: null };

interface Issued {
  challengeId: string;
  width: number;
  handleWidth: number;
  pow: PowChallenge;
}

async function challenge(ip: string, target?: string): Promise<Issued> {
  const query = target ? `?target=${encodeURIComponent(target)}` : '';
  const res = await app.inject({ url: `${SLIDER}${query}`, remoteAddress: ip });
  expect(res.json().code).toBe(0);
  return res.json().data;
}
async function verify(ip: string, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: `${SLIDER}/verify`, remoteAddress: ip, payload });
  return res.json();
}
const levelOf = (issued: Issued) => issued.pow.parameters.data?.level;

/** The attacker's script of the issue: 25 points, eased, 600 ms, with a little noise (it passed before). */
function generatedTrace(width: number, handleWidth: number) {
  const end = width - handleWidth;
  return Array.from({ length: 25 }, (_, i) => {
    const p = i / 24;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    return { x: Math.round(end * eased + (i > 0 && i < 24 ? (i % 3) - 1 : 0)), t: 1000 + i * 25 };
  });
}

/** The key with its last byte changed for certain (writing a fixed byte would leave it unchanged 1 time in 256). */
function withLastByteFlipped(hex: string): string {
  const last = Number.parseInt(hex.slice(-2), 16) ^ 0xff;
  return `${hex.slice(0, -2)}${last.toString(16).padStart(2, '0')}`;
}

describe(`slider proof-of-work (${TEST_ENGINE})`, () => {
  it('a generated trace without the solved work is refused (the script that passed before)', async () => {
    const ip = freshIp();
    const issued = await challenge(ip);
    const trace = generatedTrace(issued.width, issued.handleWidth);
    expect(await verify(ip, { challengeId: issued.challengeId, trace })).toEqual(REFUSED);
    // and that challenge is spent: solving the work afterwards does not help
    const late = await solvePow(issued.pow);
    expect(await verify(ip, { challengeId: issued.challengeId, trace, pow: late })).toEqual(REFUSED);
  });

  it('the same trace with the solved work passes', async () => {
    const ip = freshIp();
    const issued = await challenge(ip);
    const passed = await verify(ip, {
      challengeId: issued.challengeId,
      trace: humanTrace(issued.width, issued.handleWidth),
      pow: await solvePow(issued.pow),
    });
    expect(passed.code).toBe(0);
    expect(passed.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  // the derived key is the proof (checked against its signature); the counter only says where it was found
  it('a wrong solution is refused: a changed key, a guessed key, no key, or malformed', async () => {
    const ip = freshIp();
    const tries = async (wrong: (right: { counter: number; derivedKey: string }) => unknown) => {
      const issued = await challenge(ip);
      const right = await solvePow(issued.pow);
      const trace = humanTrace(issued.width, issued.handleWidth);
      return verify(ip, { challengeId: issued.challengeId, trace, pow: wrong(right) });
    };
    expect(await tries((r) => ({ ...r, derivedKey: withLastByteFlipped(r.derivedKey) }))).toEqual(REFUSED);
    expect(await tries((r) => ({ counter: r.counter, derivedKey: '00'.repeat(32) }))).toEqual(REFUSED);
    expect(await tries((r) => ({ counter: r.counter, derivedKey: '' }))).toEqual(REFUSED);
    const malformed = await app.inject({
      method: 'POST',
      url: `${SLIDER}/verify`,
      remoteAddress: ip,
      payload: { challengeId: 'x', trace: [], pow: { counter: -1, derivedKey: 'zz' } },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      msg: expect.stringMatching(/^请求参数不正确：pow/),
      data: null,
    });
  });

  it('a solution is checked once: replayed on its challenge, or carried to another one, it is refused', async () => {
    const ip = freshIp();
    const first = await challenge(ip);
    const solution = await solvePow(first.pow);
    const trace = humanTrace(first.width, first.handleWidth);
    expect((await verify(ip, { challengeId: first.challengeId, trace, pow: solution })).code).toBe(0);
    expect(await verify(ip, { challengeId: first.challengeId, trace, pow: solution })).toEqual(REFUSED);
    const second = await challenge(ip);
    expect(await verify(ip, { challengeId: second.challengeId, trace, pow: solution })).toEqual(REFUSED);
  });

  it('the work grows for an IP that asks many times (failures count twice) and stops at the ceiling', async () => {
    const busy = freshIp();
    const levels: unknown[] = [];
    for (let i = 0; i < SLIDER_POW_STEP * 7; i++) levels.push(levelOf(await challenge(busy)));
    // 1000 attempts at most at level 0, doubled per level, at most 10000: levels 0..4
    expect(levels.slice(0, SLIDER_POW_STEP)).toEqual(Array(SLIDER_POW_STEP).fill(0));
    expect(levels[SLIDER_POW_STEP]).toBe(1);
    expect(levels[SLIDER_POW_STEP * 4]).toBe(4);
    expect(new Set(levels.slice(SLIDER_POW_STEP * 4))).toEqual(new Set([4]));
    // even at the ceiling a solution is found within the ceiling's attempts, and passes
    const capped = await challenge(busy);
    const solution = await solvePow(capped.pow);
    expect(solution.counter).toBeLessThan(10_000);
    const trace = humanTrace(capped.width, capped.handleWidth);
    expect((await verify(busy, { challengeId: capped.challengeId, trace, pow: solution })).code).toBe(0);
    // another IP is not slowed
    expect(levelOf(await challenge(freshIp()))).toBe(0);

    const failing = freshIp();
    for (let i = 0; i < 3; i++) {
      const issued = await challenge(failing);
      await verify(failing, { challengeId: issued.challengeId, trace: [] });
    }
    // 3 asks + 3 failures = 6 ≥ one step
    expect(levelOf(await challenge(failing))).toBe(1);

    // the window passes: back to the base work
    clock.advance(11 * 60 * 1000);
    expect(levelOf(await challenge(busy))).toBe(0);
  });

  it('asks sent at once see each other: a burst does not all get the base work', async () => {
    const burst = freshIp();
    const levels = await Promise.all(
      Array.from({ length: SLIDER_POW_STEP * 5 }, async () => levelOf(await challenge(burst))),
    );
    // the last of them counted the other 24: the ceiling
    expect(Math.max(...(levels as number[]))).toBe(4);
  });

  it('a target sent to often asks for more work: a cheaper token is refused, one asked for it passes', async () => {
    const mobile = freshMobile();
    const send = async (verified: string) => {
      clock.advance(61 * 1000); // past the 60-second limit of one phone
      const res = await app.inject({
        method: 'POST',
        url: '/to/api/base/system/auth/send-sms-code',
        remoteAddress: freshIp(),
        payload: { mobile, scene: SmsScene.register, verified },
      });
      return res.json();
    };
    for (let i = 0; i < SLIDER_POW_STEP; i++) expect((await send(await sliderToken(app))).code).toBe(0);
    // five sends to this phone: the next needs level 1, a fresh IP's token is level 0
    expect(levelOf(await challenge(freshIp()))).toBe(0);
    expect(await send(await sliderToken(app))).toEqual(REFUSED);
    // the form names the phone when it asks for the slider: the work is the target's, and the send passes
    expect(levelOf(await challenge(freshIp(), mobile))).toBe(1);
    expect((await send(await sliderToken(app, undefined, { target: mobile }))).code).toBe(0);
  });

  it('settings: defaults, and bad values stop the start with the variable named', () => {
    expect(loadConfig({}).sliderPow).toEqual({
      secret: undefined,
      cost: 1000,
      baseNumber: 1000,
      maxNumber: 10_000,
    });
    expect(() => loadConfig({ SLIDER_POW_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ SLIDER_POW_BASE: '5000', SLIDER_POW_MAX: '100' })).toThrow(
      /SLIDER_POW_MAX 不能小于 SLIDER_POW_BASE/,
    );
    expect(() => loadConfig({ SLIDER_POW_COST: '0' })).toThrow(/SLIDER_POW_COST/);
  });
});
