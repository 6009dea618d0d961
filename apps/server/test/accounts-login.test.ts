import {
  AccountErrorCode,
  AccountMessage,
  ErrorCode,
  ErrorMessage,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCK_MS,
  SmsScene,
  ValidationMessage,
} from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHEAP_POW_ENV,
  createAccountsTestApp,
  createFakeClock,
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

const clock = createFakeClock();
let app: App;

beforeAll(async () => {
  app = await createAccountsTestApp({ now: clock.now, env: CHEAP_POW_ENV });
});
afterAll(async () => {
  await app?.close();
});

const LOGIN = '/to/api/base/system/auth/login';
const SMS_LOGIN = '/to/api/base/system/auth/sms-login';

async function login(payload: Record<string, unknown>, ip = freshIp()) {
  const res = await app.inject({ method: 'POST', url: LOGIN, payload, remoteAddress: ip });
  return { status: res.statusCode, body: res.json() };
}

async function loginWithSlider(account: Record<string, unknown>, password: string, ip = freshIp()) {
  return login({ ...account, password, verified: await sliderToken(app, 330), userType: 2 }, ip);
}

describe(`password login (${TEST_ENGINE})`, () => {
  it('SPEC-7.09 SPEC-3.44 e-mail or mobile with password and slider token → accessToken, refreshToken', async () => {
    const byEmail = await createUser(app, { email: freshEmail() });
    const res = await loginWithSlider({ email: byEmail.email }, TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.accessToken).not.toBe(res.body.data.refreshToken);
    expect(res.body.data.tokenExpires).toBe(120);

    // the e-mail compares without case
    const upper = await loginWithSlider({ email: byEmail.email?.toUpperCase() }, TEST_PASSWORD);
    expect(upper.body.code).toBe(0);

    const byMobile = await createUser(app, { mobile: freshMobile() });
    const mobile = await loginWithSlider({ mobile: byMobile.mobile }, TEST_PASSWORD);
    expect(mobile.body.code).toBe(0);
    // tokens are stored hashed only
    const rows = await app.database.db
      .selectFrom('auth_token')
      .select(['access_hash', 'refresh_hash'])
      .execute();
    const stored = rows.flatMap((r) => [r.access_hash, r.refresh_hash]);
    expect(stored).not.toContain(mobile.body.data.accessToken);
    expect(stored.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('a wrong password and an unknown account get the same answer 账号或密码错误', async () => {
    const user = await createUser(app);
    const wrong = await loginWithSlider({ email: user.email }, 'Wrong-pass1');
    const unknown = await loginWithSlider({ email: freshEmail() }, TEST_PASSWORD);
    const unknownPhone = await loginWithSlider({ mobile: freshMobile() }, TEST_PASSWORD);
    for (const res of [wrong, unknown, unknownPhone]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code: AccountErrorCode.badCredentials,
        msg: AccountMessage.badCredentials,
        data: null,
      });
    }
  });

  it('an unknown account costs one argon2 verification, as a wrong password does (a dummy hash is verified)', async () => {
    const user = await createUser(app);
    const verifications = async (account: Record<string, unknown>) => {
      const verified = await sliderToken(app);
      const before = passwordStats.verifications;
      const res = await login({ ...account, password: 'Wrong-pass1', verified });
      expect(res.body.code).toBe(AccountErrorCode.badCredentials);
      return passwordStats.verifications - before;
    };
    // The same work on both paths, so the answer time does not tell whether an account exists.
    expect(await verifications({ email: user.email })).toBe(1);
    expect(await verifications({ email: freshEmail() })).toBe(1);
    expect(await verifications({ mobile: freshMobile() })).toBe(1);
  });

  it('SPEC-5.07 a missing, true, forged, reused or expired slider token → 请滑动滑块至最右边', async () => {
    const user = await createUser(app);
    const account = { email: user.email, password: TEST_PASSWORD, userType: 2 };
    const slider = {
      code: AccountErrorCode.sliderInvalid,
      msg: ValidationMessage.sliderRequired,
      data: null,
    };
    expect((await login(account)).body).toEqual(slider);
    expect((await login({ ...account, verified: true })).body).toEqual(slider);
    expect((await login({ ...account, verified: null })).body).toEqual(slider);
    expect((await login({ ...account, verified: 'A'.repeat(43) })).body).toEqual(slider);
    const token = await sliderToken(app);
    expect((await login({ ...account, verified: token })).body.code).toBe(0);
    expect((await login({ ...account, verified: token })).body).toEqual(slider);
    const late = await sliderToken(app);
    clock.advance(2 * 60 * 1000 + 1);
    expect((await login({ ...account, verified: late })).body).toEqual(slider);
  });

  it('SPEC-8.10 SPEC-9.35 5 wrong passwords within 15 minutes lock the account for 1 hour (430), even with the right password', async () => {
    const user = await createUser(app);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      const res = await loginWithSlider({ email: user.email }, `Wrong-pass${i}`, ip);
      expect(res.body.code).toBe(AccountErrorCode.badCredentials);
      clock.advance(60 * 1000);
    }
    const fifth = await loginWithSlider({ email: user.email }, 'Wrong-pass5', ip);
    expect(fifth.body).toEqual({
      code: ErrorCode.accountLocked,
      msg: ErrorMessage.accountLocked,
      data: null,
    });
    expect(fifth.body.msg).toBe('账号已锁定，请1小时后重试或联系我们');
    // locked for the account, whichever identifier and IP
    expect((await loginWithSlider({ email: user.email }, TEST_PASSWORD)).body.code).toBe(430);
    clock.advance(LOGIN_LOCK_MS - 1000);
    expect((await loginWithSlider({ email: user.email }, TEST_PASSWORD)).body.code).toBe(430);
    clock.advance(2000);
    expect((await loginWithSlider({ email: user.email }, TEST_PASSWORD)).body.code).toBe(0);
  });

  it('wrong passwords spread over more than 15 minutes do not lock; a success clears the count', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 6; i++) {
      const res = await loginWithSlider({ email: user.email }, 'Wrong-pass1');
      expect(res.body.code).toBe(AccountErrorCode.badCredentials);
      clock.advance(LOGIN_FAILURE_WINDOW_MS / 4 + 1000);
    }
    clock.advance(LOGIN_FAILURE_WINDOW_MS);
    for (let i = 0; i < 4; i++) await loginWithSlider({ email: user.email }, 'Wrong-pass1');
    expect((await loginWithSlider({ email: user.email }, TEST_PASSWORD)).body.code).toBe(0);
    for (let i = 0; i < 4; i++) await loginWithSlider({ email: user.email }, 'Wrong-pass1');
    expect((await loginWithSlider({ email: user.email }, TEST_PASSWORD)).body.code).toBe(0);
  });

  it('an unknown account locks the same way (no hint that it does not exist)', async () => {
    const email = freshEmail();
    for (let i = 0; i < 4; i++) await loginWithSlider({ email }, 'Wrong-pass1');
    expect((await loginWithSlider({ email }, 'Wrong-pass1')).body.code).toBe(430);
  });

  it('20 wrong passwords from one IP within 15 minutes → HTTP 429 for that IP, other IPs unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await loginWithSlider({ email: freshEmail() }, 'Wrong-pass1', ip);
      expect(res.body.code).toBe(AccountErrorCode.badCredentials);
    }
    const user = await createUser(app);
    const refused = await loginWithSlider({ email: user.email }, TEST_PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, msg: AccountMessage.loginTooManyFailures, data: null });
    expect((await loginWithSlider({ email: user.email }, TEST_PASSWORD)).body.code).toBe(0);
    clock.advance(LOGIN_FAILURE_WINDOW_MS);
    expect((await loginWithSlider({ email: user.email }, TEST_PASSWORD, ip)).body.code).toBe(0);
  });

  it('a disabled account cannot sign in (after the password check)', async () => {
    const user = await createUser(app, { enabled: false });
    expect((await loginWithSlider({ email: user.email }, 'Wrong-pass1')).body.code).toBe(
      AccountErrorCode.badCredentials,
    );
    expect((await loginWithSlider({ email: user.email }, TEST_PASSWORD)).body).toEqual({
      code: AccountErrorCode.userDisabled,
      msg: AccountMessage.userDisabled,
      data: null,
    });
  });

  it('SPEC-5.01 SPEC-5.02 SPEC-5.03 SPEC-5.11 bad input → HTTP 400, code 100400 and the rules message; nothing counted', async () => {
    const user = await createUser(app);
    const verified = await sliderToken(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ password: TEST_PASSWORD }, ValidationMessage.accountRequired],
      [{ email: '', mobile: '', password: TEST_PASSWORD }, ValidationMessage.accountRequired],
      [{ email: 'not-an-email', password: TEST_PASSWORD }, ValidationMessage.emailInvalid],
      [{ mobile: '12345678901', password: TEST_PASSWORD }, ValidationMessage.mobileInvalid],
      [
        { email: user.email, mobile: freshMobile(), password: TEST_PASSWORD },
        AccountMessage.accountAmbiguous,
      ],
      [{ email: `${'a'.repeat(60)}@example.com`, password: TEST_PASSWORD }, ValidationMessage.accountInvalid],
      [{ email: user.email, password: '' }, ValidationMessage.loginPasswordRequired],
      [{ email: user.email }, '请求参数不正确：password 不能为空'],
      [{ email: user.email, password: 'x'.repeat(129) }, '请求参数不正确：password 长度不能超过 128 个字符'],
      [{ email: `${'a'.repeat(320)}@x.cn`, password: 'x' }, '请求参数不正确：email 长度不能超过 320 个字符'],
      [{ email: user.email, password: TEST_PASSWORD, userType: 1 }, '请求参数不正确：userType 取值不正确'],
    ];
    for (const [payload, msg] of cases) {
      const res = await login({ ...payload, verified });
      expect(res.status, msg).toBe(400);
      expect(res.body).toEqual({ code: ErrorCode.invalidParams, msg, data: null });
    }
    // the slider token was not spent by any of them
    expect((await login({ email: user.email, password: TEST_PASSWORD, verified })).body.code).toBe(0);
  });

  it('a body that is not JSON → HTTP 400 请求体不是合法的JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.cn", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ErrorCode.invalidParams, msg: ErrorMessage.badJson, data: null });
  });
});

describe(`SMS login (${TEST_ENGINE})`, () => {
  it('SPEC-7.10 SPEC-7.11 mobile + scene-1 code + the slider token used to send it → tokens; the code works once', async () => {
    const user = await createUser(app, { mobile: freshMobile() });
    const mobile = user.mobile as string;
    const sent = await sendCode(app, { mobile, scene: SmsScene.login });
    expect(sent.body).toEqual({ code: 0, msg: '', data: true });
    const code = await lastCode(app, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const res = await app.inject({
      method: 'POST',
      url: SMS_LOGIN,
      payload: { mobile, code, verified: sent.token, userType: 2 },
    });
    expect(res.json().code).toBe(0);
    expect(res.json().data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await app.inject({
      method: 'POST',
      url: SMS_LOGIN,
      payload: { mobile, code, verified: await sliderToken(app), userType: 2 },
    });
    expect(again.json()).toEqual({
      code: AccountErrorCode.codeExpired,
      msg: AccountMessage.codeExpired,
      data: null,
    });
  });

  it('SPEC-5.07 a fresh slider token also works; a forged one or none does not, and the code stays usable', async () => {
    const user = await createUser(app, { mobile: freshMobile() });
    const mobile = user.mobile as string;
    await sendCode(app, { mobile, scene: SmsScene.login });
    const code = await lastCode(app, mobile);
    for (const verified of [undefined, true, 'forged-token']) {
      const res = await app.inject({ method: 'POST', url: SMS_LOGIN, payload: { mobile, code, verified } });
      expect(res.json()).toEqual({
        code: AccountErrorCode.sliderInvalid,
        msg: ValidationMessage.sliderRequired,
        data: null,
      });
    }
    const res = await app.inject({
      method: 'POST',
      url: SMS_LOGIN,
      payload: { mobile, code, verified: await sliderToken(app) },
    });
    expect(res.json().code).toBe(0);
  });

  it('SPEC-5.06 SPEC-5.10 bad mobile or code → 400 with the rules message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ mobile: '', code: '123456' }, ValidationMessage.mobileRequired],
      [{ mobile: '1380013800', code: '123456' }, ValidationMessage.mobileInvalid],
      [{ mobile: '13800138000', code: '' }, ValidationMessage.codeRequired],
      [{ mobile: '13800138000', code: '12345a' }, ValidationMessage.codeInvalid],
      [{ mobile: '13800138000', code: '1234567' }, ValidationMessage.codeInvalid],
    ];
    for (const [payload, msg] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: SMS_LOGIN,
        payload: { ...payload, verified: 'x' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: ErrorCode.invalidParams, msg, data: null });
    }
  });
});
