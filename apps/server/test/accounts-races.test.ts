/**
 * Accounts under parallel requests (issue 18): the password lockout, the code send limits and the
 * registration's code must each be one atomic decision, whatever the interleaving. The requests of a
 * burst are sent at once (Promise.all over app.inject), as a script would.
 */
import {
  AccountErrorCode,
  AccountMessage,
  ErrorCode,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  SmsScene,
  VERIFICATION_CODE_DAILY_CAP_PER_IP,
} from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  createUser,
  freshEmail,
  freshIp,
  freshMobile,
  lastCode,
  sendCode,
  sliderToken,
  TEST_PASSWORD,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { passwordStats } from '../src/modules/accounts-shared/password.ts';
import { TEST_ENGINE } from '../src/testing.ts';

let app: App;

beforeAll(async () => {
  app = await createAccountsTestApp();
});
afterAll(async () => {
  await app?.close();
});

const LOGIN = '/to/api/base/system/auth/login';
const REGISTER = '/to/api/base/system/user/register';

async function outboxCount(target: string): Promise<number> {
  const row = await app.database.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('target', '=', target)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** send-sms-code or send-email-code with a slider token obtained beforehand (so the sends start together) */
async function preparedSend(target: { mobile?: string; email?: string }, scene: number, ip: string) {
  const verified = await sliderToken(app);
  return () =>
    app.inject({
      method: 'POST',
      url: target.mobile
        ? '/to/api/base/system/auth/send-sms-code'
        : '/to/api/base/system/user/send-email-code',
      remoteAddress: ip,
      payload: { ...target, scene, verified },
    });
}

/**
 * The sends of a parallel burst that did not go out: each refused, by the 60 s limit (429 请求过于频繁) or,
 * once five tokens were spent on the target, by the slider's proof-of-work (a token solved at the base
 * level no longer serves a busy target: 请滑动滑块至最右边). Exactly one of the burst succeeds.
 */
function expectRefusedSends(
  answers: readonly { statusCode: number; json: () => { code: number; msg: string } }[],
) {
  const refused = answers.filter((res) => res.json().code !== 0);
  expect(refused).toHaveLength(answers.length - 1);
  for (const res of refused) {
    const body = res.json();
    if (res.statusCode === 429) expect(body.msg).toBe(AccountMessage.codeTooFrequent);
    else
      expect(body).toMatchObject({ code: AccountErrorCode.sliderInvalid, msg: AccountMessage.sliderInvalid });
  }
  expect(refused.filter((res) => res.statusCode === 429).length).toBeGreaterThan(0);
}

describe(`accounts under parallel requests (${TEST_ENGINE})`, () => {
  it('a burst of 20 wrong passwords and the right one: at most 5 evaluated, the right one refused while locked', async () => {
    const user = await createUser(app);
    const ip = freshIp();
    const payloads = [];
    for (let i = 0; i < 20; i++) {
      payloads.push({ email: user.email, password: `Wrong-pass${i}`, verified: await sliderToken(app, 330) });
    }
    payloads.push({ email: user.email, password: TEST_PASSWORD, verified: await sliderToken(app, 330) });

    const before = passwordStats.verifications;
    const answers = await Promise.all(
      payloads.map((payload) =>
        app.inject({ method: 'POST', url: LOGIN, remoteAddress: ip, payload: { ...payload, userType: 2 } }),
      ),
    );
    const evaluated = passwordStats.verifications - before;
    const codes = answers.map((res) => res.json().code);

    expect(evaluated).toBeLessThanOrEqual(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    // every answer is 账号或密码错误 or 账号已锁定 (a wrong one that completes the count locks)
    const wrong = codes.filter((code) => code === AccountErrorCode.badCredentials).length;
    const locked = codes.filter((code) => code === ErrorCode.accountLocked).length;
    expect(wrong).toBeLessThan(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(wrong + locked).toBe(21);
    // the right password came last, after the account was locked: refused, no session made
    expect(answers[20]?.json()).toEqual({
      code: ErrorCode.accountLocked,
      msg: AccountMessage.accountLocked,
      data: null,
    });
    const sessions = await app.database.db
      .selectFrom('auth_token')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);

    // and later, alone, the right password is still refused while the lock lasts
    const later = await app.inject({
      method: 'POST',
      url: LOGIN,
      remoteAddress: freshIp(),
      payload: {
        email: user.email,
        password: TEST_PASSWORD,
        verified: await sliderToken(app, 330),
        userType: 2,
      },
    });
    expect(later.json().code).toBe(ErrorCode.accountLocked);
  });

  it('10 parallel send-sms-code to one phone send exactly one code (60 s per target)', async () => {
    const user = await createUser(app, { mobile: freshMobile() });
    const mobile = user.mobile ?? '';
    const sends = [];
    for (let i = 0; i < 10; i++) sends.push(await preparedSend({ mobile }, SmsScene.login, freshIp()));
    const answers = await Promise.all(sends.map((send) => send()));
    const bodies = answers.map((res) => res.json());
    expect(bodies.filter((body) => body.code === 0).length).toBe(1);
    expectRefusedSends(answers);
    expect(await outboxCount(mobile)).toBe(1);
    // the one code sent works
    expect(await lastCode(app, mobile)).toMatch(/^\d{6}$/);
  });

  it('10 parallel send-email-code to one address send exactly one code', async () => {
    const email = freshEmail();
    const sends = [];
    for (let i = 0; i < 10; i++) sends.push(await preparedSend({ email }, 4, freshIp()));
    const answers = await Promise.all(sends.map((send) => send()));
    expect(answers.filter((res) => res.json().code === 0).length).toBe(1);
    expectRefusedSends(answers);
    expect(await outboxCount(email)).toBe(1);
  });

  it(`parallel sends from one IP to many phones stop at ${VERIFICATION_CODE_DAILY_CAP_PER_IP} a day`, async () => {
    const ip = freshIp();
    // 45 requests of this IP earlier today (refused ones count too; the per-minute route limit is 20)
    const earlier = new Date(Date.now() - 60 * 60 * 1000);
    await app.database.db
      .insertInto('verification_code')
      .values(
        Array.from({ length: VERIFICATION_CODE_DAILY_CAP_PER_IP - 5 }, () => ({
          channel: 'sms' as const,
          target: freshMobile(),
          scene: SmsScene.register,
          code_hash: null,
          slider_token_hash: null,
          ip,
          created_at: earlier,
          expires_at: earlier,
        })),
      )
      .execute();
    const phones = Array.from({ length: 15 }, () => freshMobile());
    const sends = [];
    for (const mobile of phones) sends.push(await preparedSend({ mobile }, SmsScene.register, ip));
    const answers = await Promise.all(sends.map((send) => send()));
    expect(answers.filter((res) => res.json().code === 0).length).toBe(5);
    const limited = answers.filter((res) => res.statusCode === 429);
    expect(limited.length).toBe(10);
    for (const res of limited) expect(res.json().msg).toBe(AccountMessage.codeDailyLimit);
    let sent = 0;
    for (const mobile of phones) sent += await outboxCount(mobile);
    expect(sent).toBe(5);
  });

  it('key locks unused for a day are deleted; the ones in use stay', async () => {
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await app.database.db.insertInto('limit_key').values({ key: 'code-ip:stale', touched_at: old }).execute();
    const mobile = freshMobile();
    const { body } = await sendCode(app, { mobile, scene: SmsScene.register });
    expect(body.code).toBe(0);
    const keys = (await app.database.db.selectFrom('limit_key').select('key').execute()).map((r) => r.key);
    expect(keys).not.toContain('code-ip:stale');
    expect(keys).toContain(`code-target:${mobile}`);
  });

  async function registration(mobile: string, username: string) {
    const { token } = await sendCode(app, { mobile, scene: SmsScene.register });
    const code = await lastCode(app, mobile);
    return {
      code,
      post: (name = username) =>
        app.inject({
          method: 'POST',
          url: REGISTER,
          remoteAddress: freshIp(),
          payload: {
            mobile,
            username: name,
            code,
            password: 'Passw0rd!',
            confirmPwd: 'Passw0rd!',
            verified: token,
          },
        }),
    };
  }

  it('a registration that fails after the code check (username taken concurrently) leaves its code usable', async () => {
    const username = `racer${Date.now().toString(36)}`;
    const first = await registration(freshMobile(), username);
    const second = await registration(freshMobile(), username);
    const answers = await Promise.all([first.post(), second.post()]);
    const bodies = answers.map((res) => res.json());
    expect(bodies.filter((body) => body.code === 0).length).toBe(1);
    const loser = bodies[0].code === 0 ? second : first;
    const lost = bodies[0].code === 0 ? bodies[1] : bodies[0];
    expect(lost.code).toBe(AccountErrorCode.usernameTaken);
    const taken = await app.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .execute();
    expect(taken.length).toBe(1);
    // the loser's code was not spent: the same code registers with another username
    const retry = await loser.post(`${username}b`);
    expect(retry.json().code).toBe(0);
  });

  it('two parallel registrations with one code make exactly one account', async () => {
    const mobile = freshMobile();
    const { post } = await registration(mobile, mobile);
    const answers = await Promise.all([post(), post(), post()]);
    const bodies = answers.map((res) => res.json());
    expect(bodies.filter((body) => body.code === 0).length).toBe(1);
    // the others are refused by the spent code, the account made, or the slider token the winner used
    for (const body of bodies.filter((b) => b.code !== 0)) {
      expect([
        AccountErrorCode.codeExpired,
        AccountErrorCode.accountExists,
        AccountErrorCode.sliderInvalid,
      ]).toContain(body.code);
    }
    const accounts = await app.database.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', mobile)
      .execute();
    expect(accounts.length).toBe(1);
  });
});
