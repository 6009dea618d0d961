import {
  AccountErrorCode,
  AccountMessage,
  EmailScene,
  ErrorCode,
  ErrorMessage,
  SmsScene,
  ValidationMessage,
} from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHEAP_POW_ENV,
  createAccountsTestApp,
  createUser,
  freshEmail,
  freshIp,
  freshMobile,
  lastCode,
  loginAs,
  sendCode,
  sliderToken,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { TEST_ENGINE } from '../src/testing.ts';

let app: App;

beforeAll(async () => {
  app = await createAccountsTestApp({ env: CHEAP_POW_ENV });
});
afterAll(async () => {
  await app?.close();
});

const REGISTER = '/to/api/base/system/user/register';
const PASSWORD = 'Regist#2024';

async function register(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: REGISTER, payload, headers, remoteAddress: freshIp() });
  return { status: res.statusCode, body: res.json() };
}

/** A scene-4 code for the account; the slider token spent on it and the code. */
async function registerCode(account: { email?: string; mobile?: string }) {
  const sent = await sendCode(app, { ...account, scene: EmailScene.register });
  expect(sent.body.code).toBe(0);
  return { token: sent.token, code: await lastCode(app, (account.email ?? account.mobile) as string) };
}

async function userByEmail(email: string) {
  return app.services.accountRepositories.users.findByEmail(email);
}

describe(`register (${TEST_ENGINE})`, () => {
  it('SPEC-7.14 SPEC-5.12 by e-mail code: username and nickname default to the e-mail; answers a usable token pair', async () => {
    const email = freshEmail();
    const { token, code } = await registerCode({ email });
    const res = await register({
      username: email,
      nickname: '',
      email,
      mobile: '',
      code,
      password: PASSWORD,
      confirmPwd: PASSWORD,
      verified: token,
      agreement: true,
      origin: '100',
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toBeTruthy();
    expect(res.body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await app.inject({
      url: '/to/api/base/system/auth/get-permission-info?appType=2',
      headers: { authorization: `Bearer ${res.body.data.accessToken}` },
    });
    expect(info.json().data.user).toMatchObject({
      username: email,
      nickname: email,
      email,
      mobile: null,
      orgId: 1,
    });
    const stored = await app.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    expect(stored?.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(stored?.origin).toBe('100');
    // and the password signs in
    await loginAs(app, { email, mobile: null, password: PASSWORD });
  });

  it('SPEC-7.14 by phone code (the not-registered screen: mobile and username are the phone), with a nickname', async () => {
    const mobile = freshMobile();
    const sent = await sendCode(app, { mobile, scene: SmsScene.register });
    expect(sent.body.code).toBe(0);
    const code = await lastCode(app, mobile);
    const res = await register({
      mobile,
      username: mobile,
      nickname: '  机械小王  ',
      code,
      password: PASSWORD,
      confirmPwd: PASSWORD,
      verified: sent.token,
      origin: 106,
    });
    expect(res.body.code).toBe(0);
    const user = await app.services.accountRepositories.users.findByMobile(mobile);
    expect(user).toMatchObject({ username: mobile, nickname: '机械小王', mobile, email: null, orgId: 1 });
  });

  it('a chosen username that is not another phone or e-mail is kept; a taken one → 该用户名已被使用', async () => {
    const email = freshEmail();
    const first = await registerCode({ email });
    const name = `engineer_${Date.now().toString(36)}`;
    const ok = await register({
      email,
      username: name,
      code: first.code,
      password: PASSWORD,
      confirmPwd: PASSWORD,
      verified: first.token,
    });
    expect(ok.body.code).toBe(0);
    expect((await userByEmail(email))?.username).toBe(name);
    const other = freshEmail();
    const second = await registerCode({ email: other });
    const taken = await register({
      email: other,
      username: name.toUpperCase(),
      code: second.code,
      password: PASSWORD,
      confirmPwd: PASSWORD,
      verified: second.token,
    });
    expect(taken.body).toEqual({
      code: AccountErrorCode.usernameTaken,
      msg: AccountMessage.usernameTaken,
      data: null,
    });
    const mismatch = await register({
      email: other,
      username: freshMobile(),
      code: second.code,
      password: PASSWORD,
      confirmPwd: PASSWORD,
      verified: second.token,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.msg).toBe(AccountMessage.usernameMismatch);
    // the code was not spent by the refusals
    expect(
      (
        await register({
          email: other,
          code: second.code,
          password: PASSWORD,
          confirmPwd: PASSWORD,
          verified: second.token,
        })
      ).body.code,
    ).toBe(0);
  });

  it('a duplicate account → 该账号已注册 (checked before the code is spent)', async () => {
    const email = freshEmail();
    const { token, code } = await registerCode({ email });
    // someone registers the same e-mail meanwhile
    await createUser(app, { email });
    const res = await register({ email, code, password: PASSWORD, confirmPwd: PASSWORD, verified: token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: AccountErrorCode.accountExists, msg: '该账号已注册', data: null });
    const phone = await createUser(app, { mobile: freshMobile() });
    // the slider comes first: no answer about the account without one
    const robot = {
      mobile: phone.mobile,
      code: '123456',
      password: PASSWORD,
      confirmPwd: PASSWORD,
      verified: 'x',
    };
    expect((await register(robot)).body.code).toBe(AccountErrorCode.sliderInvalid);
    const again = await register({ ...robot, verified: await sliderToken(app) });
    expect(again.body.msg).toBe('该账号已注册');
  });

  it('SPEC-5.07 the slider: the token that sent the code or a fresh one; a forged, missing or reused one → 请滑动滑块至最右边', async () => {
    const email = freshEmail();
    const { code } = await registerCode({ email });
    const slider = {
      code: AccountErrorCode.sliderInvalid,
      msg: ValidationMessage.sliderRequired,
      data: null,
    };
    const base = { email, code, password: PASSWORD, confirmPwd: PASSWORD };
    expect((await register(base)).body).toEqual(slider);
    expect((await register({ ...base, verified: true })).body).toEqual(slider);
    expect((await register({ ...base, verified: 'forged-slider-token' })).body).toEqual(slider);
    // a token from another code's sending is spent already
    const other = await registerCode({ email: freshEmail() });
    expect((await register({ ...base, verified: other.token })).body).toEqual(slider);
    const fresh = await sliderToken(app);
    expect((await register({ ...base, verified: fresh })).body.code).toBe(0);
    expect(await userByEmail(email)).toBeDefined();
  });

  it('wrong, reused or expired codes → the code message, and no account is created', async () => {
    const email = freshEmail();
    const { token, code } = await registerCode({ email });
    const wrong = code === '999999' ? '888888' : '999999';
    expect(
      (await register({ email, code: wrong, password: PASSWORD, confirmPwd: PASSWORD, verified: token }))
        .body,
    ).toEqual({
      code: AccountErrorCode.codeWrong,
      msg: '验证码错误',
      data: null,
    });
    expect(await userByEmail(email)).toBeUndefined();
    const noCode = freshEmail();
    expect(
      (
        await register({
          email: noCode,
          code: '123456',
          password: PASSWORD,
          confirmPwd: PASSWORD,
          verified: await sliderToken(app),
        })
      ).body.code,
    ).toBe(AccountErrorCode.codeExpired);
    // a code sent for a password reset is not a registration code
    const user = await createUser(app);
    const reset = await sendCode(app, { email: user.email as string, scene: EmailScene.resetPassword });
    const resetCode = await lastCode(app, user.email as string);
    await app.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    // the token that sent it is bound to that (scene 2) code only, so it is no slider token here
    expect(
      (
        await register({
          email: user.email,
          code: resetCode,
          password: PASSWORD,
          confirmPwd: PASSWORD,
          verified: reset.token,
        })
      ).body.code,
    ).toBe(AccountErrorCode.sliderInvalid);
    expect(
      (
        await register({
          email: user.email,
          code: resetCode,
          password: PASSWORD,
          confirmPwd: PASSWORD,
          verified: await sliderToken(app),
        })
      ).body,
    ).toEqual({
      code: AccountErrorCode.codeExpired,
      msg: AccountMessage.codeExpired,
      data: null,
    });
  });

  it('SPEC-5.03 SPEC-5.04 SPEC-5.05 SPEC-5.06 SPEC-5.09 SPEC-5.12 bad or overlong fields → HTTP 400, the rules message, nothing created', async () => {
    const email = freshEmail();
    const { token, code } = await registerCode({ email });
    const ok = { email, code, password: PASSWORD, confirmPwd: PASSWORD, verified: token };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, email: '' }, ValidationMessage.accountRequired],
      [{ ...ok, email: 'x@y' }, ValidationMessage.emailInvalid],
      [{ ...ok, email: `${'a'.repeat(60)}@example.com` }, ValidationMessage.accountInvalid],
      [{ ...ok, mobile: '13800138000' }, AccountMessage.accountAmbiguous],
      [{ ...ok, password: 'alllowercase' }, ValidationMessage.passwordRule],
      [{ ...ok, password: 'Aa1!', confirmPwd: 'Aa1!' }, ValidationMessage.passwordRule],
      [{ ...ok, confirmPwd: '' }, ValidationMessage.confirmPasswordRequired],
      [{ ...ok, confirmPwd: 'Regist#2025' }, ValidationMessage.passwordMismatch],
      [{ ...ok, code: '' }, ValidationMessage.codeRequired],
      [{ ...ok, code: '12a456' }, ValidationMessage.codeInvalid],
      [{ ...ok, nickname: '名'.repeat(65) }, ValidationMessage.nicknameTooLong],
      [{ ...ok, nickname: 'n'.repeat(257) }, '请求参数不正确：nickname 长度不能超过 256 个字符'],
      [{ ...ok, username: 'u'.repeat(65) }, '请求参数不正确：username 长度不能超过 64 个字符'],
      [{ ...ok, origin: 'o'.repeat(33) }, '请求参数不正确：origin 长度不能超过 32 个字符'],
      [{ ...ok, password: undefined }, '请求参数不正确：password 不能为空'],
    ];
    for (const [payload, msg] of cases) {
      const res = await register(payload);
      expect(res.status, msg).toBe(400);
      expect(res.body).toEqual({ code: ErrorCode.invalidParams, msg, data: null });
    }
    expect(await userByEmail(email)).toBeUndefined();
    expect((await register(ok)).body.code).toBe(0);
  });

  it('a body that is not JSON → HTTP 400 请求体不是合法的JSON; a form body is read as fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: REGISTER,
      headers: { 'content-type': 'application/json' },
      payload: 'email=a@b.cn',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ErrorCode.invalidParams, msg: ErrorMessage.badJson, data: null });
    const email = freshEmail();
    const { token, code } = await registerCode({ email });
    const form = await app.inject({
      method: 'POST',
      url: REGISTER,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email,
        code,
        password: PASSWORD,
        confirmPwd: PASSWORD,
        verified: token,
      }).toString(),
    });
    expect(form.json().code).toBe(0);
  });
});
