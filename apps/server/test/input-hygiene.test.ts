/**
 * Input hygiene (issue 18, each an HTTP 500 before): a NUL character (U+0000) in any text or JSON
 * field, ±Infinity and 1e400 in integer parameters, a malformed multipart body: HTTP 400 with a
 * Chinese message in the envelope, and nothing changes.
 */
import { EmailScene, ErrorCode } from '@jianku/rules';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  createUser,
  freshEmail,
  freshIp,
  lastCode,
  loginAs,
  sendCode,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { TEST_ENGINE } from '../src/testing.ts';

let app: App;
let auth: Record<string, string>;

beforeAll(async () => {
  app = await createAccountsTestApp();
  const user = await createUser(app, { nickname: '原昵称' });
  auth = { authorization: `Bearer ${(await loginAs(app, user)).accessToken}` };
});

afterAll(async () => {
  await app?.close();
});

const CHINESE = /[\u4e00-\u9fff]/;

/** The request answers 400 in the envelope with a Chinese message naming the problem. */
async function expectRefused(request: InjectOptions, message: RegExp) {
  const res = await app.inject({ remoteAddress: freshIp(), ...request });
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.code).toBe(ErrorCode.invalidParams);
  expect(body.data).toBeNull();
  expect(body.msg).toMatch(CHINESE);
  expect(body.msg).toMatch(message);
  return body;
}

const count = async (table: 'front_log' | 'slider_challenge' | 'users') =>
  Number(
    (
      await app.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const NUL = '\u0000';
const NUL_MESSAGE = /含有不允许的空字符（U\+0000）/;

describe(`NUL characters are refused with 400 (${TEST_ENGINE})`, () => {
  it('slider challengeId', async () => {
    const before = await count('slider_challenge');
    const body = await expectRefused(
      {
        method: 'POST',
        url: '/to/api/base/system/captcha/slider/verify',
        payload: { challengeId: `abc${NUL}`, trace: [{ x: 0, t: 0 }] },
      },
      NUL_MESSAGE,
    );
    expect(body.msg).toBe('请求参数不正确：challengeId 含有不允许的空字符（U+0000）');
    expect(await count('slider_challenge')).toBe(before);
  });

  it('front log: inside an entry of data, and in data itself', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/tool/api/front/log',
        payload: { data: JSON.stringify([{ message: 'ok' }, { message: `bad${NUL}`, stack: 's' }]) },
      },
      /data\[1\]\.message 含有不允许的空字符/,
    );
    await expectRefused(
      { method: 'POST', url: '/tool/api/front/log', payload: { data: `[${NUL}]` } },
      /data 含有不允许的空字符/,
    );
    // in a field the server keeps as JSON (extra)
    await expectRefused(
      {
        method: 'POST',
        url: '/tool/api/front/log',
        payload: { data: JSON.stringify([{ message: 'ok', detail: { note: NUL } }]) },
      },
      /data\[0\]\.detail\.note 含有不允许的空字符/,
    );
    expect(await count('front_log')).toBe(0);
  });

  it('dev outbox target (query string)', async () => {
    await expectRefused(
      { method: 'GET', url: '/to/api/dev/outbox?target=a%00b' },
      /target 含有不允许的空字符/,
    );
  });

  it('nickname and avatar (profile update); the profile is unchanged', async () => {
    const url = '/to/api/base/system/user/profile/update';
    await expectRefused(
      { method: 'PUT', url, headers: auth, payload: { nickname: `昵称${NUL}` } },
      /nickname/,
    );
    await expectRefused(
      { method: 'PUT', url, headers: auth, payload: { avatar: `https://example.com/a${NUL}.png` } },
      /avatar 含有不允许的空字符/,
    );
    const profile = await app.inject({ url: '/to/api/base/system/user/profile/get', headers: auth });
    expect(profile.json().data).toMatchObject({ nickname: '原昵称' });
  });

  it('registration fields: refused before anything is spent, the same request without NUL then succeeds', async () => {
    const email = freshEmail();
    const { token } = await sendCode(app, { email, scene: EmailScene.register });
    const code = await lastCode(app, email);
    const good = { email, code, password: 'Passw0rd!', confirmPwd: 'Passw0rd!', verified: token };
    const users = await count('users');
    for (const [field, value] of Object.entries({
      email: `${email}${NUL}`,
      nickname: `新用户${NUL}`,
      username: `u${NUL}`,
      password: `Passw0rd!${NUL}`,
      code: `${code}${NUL}`,
      verified: `${token}${NUL}`,
    })) {
      await expectRefused(
        { method: 'POST', url: '/to/api/base/system/user/register', payload: { ...good, [field]: value } },
        new RegExp(`${field} 含有不允许的空字符`),
      );
    }
    expect(await count('users')).toBe(users);
    const res = await app.inject({
      method: 'POST',
      url: '/to/api/base/system/user/register',
      remoteAddress: freshIp(),
      payload: good,
    });
    expect(res.json().code, res.body).toBe(0);
    expect(await count('users')).toBe(users + 1);
  });

  it('a cookie value (the refresh-token cookie path)', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/to/api/base/system/auth/refresh-token?refreshToken=abc%00',
      },
      /refreshToken 含有不允许的空字符/,
    );
  });
});

describe(`numbers that are not finite are refused with 400 (${TEST_ENGINE})`, () => {
  for (const value of ['Infinity', '-Infinity', '1e400', '-1e400']) {
    it(`captcha width=${value} in the query`, async () => {
      const before = await count('slider_challenge');
      await expectRefused(
        { method: 'GET', url: `/to/api/base/system/captcha/slider?width=${value}` },
        /width (应为有限的数字|应为整数)/,
      );
      expect(await count('slider_challenge')).toBe(before);
    });
  }

  for (const value of ['1e400', '-1e400']) {
    it(`captcha width ${value} in a JSON body`, async () => {
      const before = await count('slider_challenge');
      await expectRefused(
        {
          method: 'POST',
          url: '/to/api/base/system/captcha/slider',
          headers: { 'content-type': 'application/json' },
          payload: `{"width":${value}}`,
        },
        /width/,
      );
      expect(await count('slider_challenge')).toBe(before);
    });
  }
});

describe(`malformed multipart on the front log is refused with 400 (${TEST_ENGINE})`, () => {
  const boundary = 'jkBoundary';
  const cases: Record<string, { contentType: string; payload: string }> = {
    'cut off before the closing boundary': {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n[]`,
    },
    'no boundary parameter': { contentType: 'multipart/form-data', payload: 'data=[]' },
    'not multipart at all': { contentType: `multipart/form-data; boundary=${boundary}`, payload: 'garbage' },
    'part without headers end': {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="data"`,
    },
  };
  for (const [name, { contentType, payload }] of Object.entries(cases)) {
    it(name, async () => {
      await expectRefused(
        { method: 'POST', url: '/tool/api/front/log', headers: { 'content-type': contentType }, payload },
        /multipart\/form-data/,
      );
      expect(await count('front_log')).toBe(0);
    });
  }
});
