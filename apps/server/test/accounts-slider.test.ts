import {
  AccountErrorCode,
  LOGIN_SLIDER_WIDTH,
  SLIDER_HANDLE_WIDTH,
  SLIDER_TOKEN_TTL_MS,
  ValidationMessage,
} from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  createFakeClock,
  createUser,
  freshIp,
  humanTrace,
  solvePow,
  TEST_PASSWORD,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { type TracePoint, traceProblem } from '../src/modules/verification/slider.service.ts';
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

// each challenge from its own IP: these tests are about the drag, not about the proof-of-work's growth
// (accounts-slider-pow.test.ts)
async function challenge(width?: number) {
  const res = await app.inject({
    url: `${SLIDER}${width === undefined ? '' : `?width=${width}`}`,
    remoteAddress: freshIp(),
  });
  const body = res.json();
  if (body.code === 0) solutions.set(body.data.challengeId, await solvePow(body.data.pow));
  return { status: res.statusCode, body };
}
/** the solved proof-of-work of every challenge asked for, sent with its trace */
const solutions = new Map<string, unknown>();
async function verify(challengeId: string, trace: unknown) {
  const pow = solutions.get(challengeId);
  const res = await app.inject({
    method: 'POST',
    url: `${SLIDER}/verify`,
    payload: { challengeId, trace, ...(pow ? { pow } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

const END = 320 - SLIDER_HANDLE_WIDTH;

describe('slider trace rules', () => {
  it('a person-like drag to the far end passes, with jitter back allowed', () => {
    expect(traceProblem(humanTrace(320, SLIDER_HANDLE_WIDTH), 320, SLIDER_HANDLE_WIDTH)).toBeNull();
    expect(traceProblem(humanTrace(330, SLIDER_HANDLE_WIDTH, 200, 6), 330, SLIDER_HANDLE_WIDTH)).toBeNull();
    const jitter = humanTrace(320, SLIDER_HANDLE_WIDTH);
    (jitter[10] as TracePoint).x -= 3;
    expect(traceProblem(jitter, 320, SLIDER_HANDLE_WIDTH)).toBeNull();
  });

  it('refuses: not at the far end, too fast, too few points, backwards, perfectly linear, off the track, time going back', () => {
    const human = humanTrace(320, SLIDER_HANDLE_WIDTH);
    const cases: [string, TracePoint[]][] = [
      ['does not reach the far end', human.map((p) => ({ ...p, x: p.x * 0.9 }))],
      ['too fast', humanTrace(320, SLIDER_HANDLE_WIDTH, 100)],
      ['too few points', humanTrace(320, SLIDER_HANDLE_WIDTH, 600, 4)],
      [
        'goes back too often',
        human.map((p, i) => ({ ...p, x: i % 2 === 1 && i < 20 ? Math.max(0, p.x - 20) : p.x })),
      ],
      ['perfectly linear', Array.from({ length: 11 }, (_, i) => ({ x: (END * i) / 10, t: i * 50 }))],
      ['off the track', [...human.slice(0, -1), { x: END + 30, t: 2000 }]],
      ['time goes back', human.map((p, i) => ({ ...p, t: i === 5 ? 0 : p.t }))],
      ['does not start at the start', human.map((p) => ({ ...p, x: Math.max(p.x, 50) }))],
    ];
    for (const [reason, trace] of cases)
      expect(traceProblem(trace, 320, SLIDER_HANDLE_WIDTH), reason).toBe(reason);
  });
});

describe(`slider API (${TEST_ENGINE})`, () => {
  it('SPEC-9.28 a challenge: width 320 by default, 330 on login; other widths within bounds', async () => {
    const plain = await challenge();
    expect(plain.body.code).toBe(0);
    expect(plain.body.data).toEqual({
      challengeId: expect.any(String),
      width: 320,
      handleWidth: SLIDER_HANDLE_WIDTH,
      pow: expect.objectContaining({ signature: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    });
    expect((await challenge(LOGIN_SLIDER_WIDTH)).body.data.width).toBe(330);
    const post = await app.inject({ method: 'POST', url: SLIDER, payload: { width: 330 } });
    expect(post.json().data.width).toBe(330);
    const empty = await app.inject({ method: 'POST', url: SLIDER });
    expect(empty.json().data.width).toBe(320);
    const wide = await challenge(2000);
    expect(wide.status).toBe(400);
    expect(wide.body.msg).toBe('请求参数不正确：width 不能大于 600');
  });

  it('a plausible drag → a one-time token; the challenge answers once', async () => {
    const { challengeId, width, handleWidth } = (await challenge()).body.data;
    const passed = await verify(challengeId, humanTrace(width, handleWidth));
    expect(passed.body.code).toBe(0);
    expect(passed.body.data).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresIn: 120 });
    expect((await verify(challengeId, humanTrace(width, handleWidth))).body).toEqual(REFUSED);
  });

  it('SPEC-5.07 a short drag → 请滑动滑块至最右边, and that challenge is spent', async () => {
    const { challengeId, width, handleWidth } = (await challenge()).body.data;
    const half = humanTrace(width, handleWidth).map((p) => ({ ...p, x: p.x / 2 }));
    expect((await verify(challengeId, half)).body).toEqual(REFUSED);
    expect((await verify(challengeId, humanTrace(width, handleWidth))).body).toEqual(REFUSED);
  });

  it('unknown or expired challenges are refused; malformed traces → 400', async () => {
    expect((await verify('no-such-challenge', humanTrace(320, 40))).body).toEqual(REFUSED);
    const { challengeId, width, handleWidth } = (await challenge()).body.data;
    clock.advance(5 * 60 * 1000);
    expect((await verify(challengeId, humanTrace(width, handleWidth))).body).toEqual(REFUSED);
    const fresh = (await challenge()).body.data;
    const bad = await verify(fresh.challengeId, [{ x: 'a', t: 1 }]);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请求参数不正确：trace[0].x 应为数字');
    const many = await verify(
      fresh.challengeId,
      Array.from({ length: 501 }, (_, i) => ({ x: i, t: i })),
    );
    expect(many.status).toBe(400);
    expect(many.body.msg).toBe('请求参数不正确：trace 最多 500 项');
  });

  it('the token lasts 2 minutes and serves once (login)', async () => {
    const user = await createUser(app);
    const tokenOf = async () => {
      const { challengeId, width, handleWidth } = (await challenge(330)).body.data;
      return (await verify(challengeId, humanTrace(width, handleWidth))).body.data.token as string;
    };
    const login = async (verified: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/to/api/base/system/auth/login',
          payload: { email: user.email, password: TEST_PASSWORD, verified, userType: 2 },
        })
      ).json();
    const late = await tokenOf();
    clock.advance(SLIDER_TOKEN_TTL_MS);
    expect(await login(late)).toEqual(REFUSED);
    const token = await tokenOf();
    clock.advance(SLIDER_TOKEN_TTL_MS - 1000);
    expect((await login(token)).code).toBe(0);
    expect(await login(token)).toEqual(REFUSED);
  });
});
