import { AccountErrorCode, AccountMessage, ErrorCode, ErrorMessage, ValidationMessage } from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHEAP_POW_ENV,
  createAccountsTestApp,
  createFakeClock,
  createUser,
  freshMobile,
  loginAs,
  TEST_PASSWORD,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { TEST_ENGINE } from '../src/testing.ts';

const clock = createFakeClock();
let app: App;

beforeAll(async () => {
  app = await createAccountsTestApp({ now: clock.now, env: CHEAP_POW_ENV });
});
afterAll(async () => {
  await app?.close();
});

const PERMISSION_INFO = '/to/api/base/system/auth/get-permission-info';
const bearer = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});

async function get(url: string, token?: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url, headers: token ? bearer(token, headers) : headers });
  return { status: res.statusCode, body: res.json() };
}
async function refresh(refreshToken: string, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `/to/api/base/system/auth/refresh-token?refreshToken=${encodeURIComponent(refreshToken)}`,
    headers,
  });
  return res.json();
}
const UNAUTHORIZED = { code: ErrorCode.unauthorized, msg: ErrorMessage.unauthorized, data: null };

async function setTokenExpire(minutes: string) {
  await app.database.db
    .updateTable('dict_data')
    .set({ value: minutes })
    .where('dict_type', '=', 'system_config')
    .where('label', '=', 'token_expire_time')
    .execute();
}

describe(`sessions and tokens (${TEST_ENGINE})`, () => {
  it('a request without, or with an unknown, bearer token → envelope code 401 (HTTP 200)', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }]) {
      const res = await app.inject({ url: `${PERMISSION_INFO}?appType=2`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('SPEC-9.08 SPEC-7.19 the access token expires after token_expire_time minutes without use; each use moves the expiry', async () => {
    await setTokenExpire('30');
    try {
      const user = await createUser(app);
      const { accessToken, tokenExpires } = await loginAs(app, user);
      expect(tokenExpires).toBe(30);
      for (let i = 0; i < 4; i++) {
        clock.advance(29 * 60 * 1000);
        expect((await get(`${PERMISSION_INFO}?appType=2`, accessToken)).body.code).toBe(0);
      }
      clock.advance(30 * 60 * 1000);
      expect((await get(`${PERMISSION_INFO}?appType=2`, accessToken)).body).toEqual(UNAUTHORIZED);
    } finally {
      await setTokenExpire('120');
    }
  });

  it('SPEC-7.17 refresh answers a new pair (rotation); the old access token ends; an expired access token is refreshed', async () => {
    const user = await createUser(app);
    const first = await loginAs(app, user);
    clock.advance(121 * 60 * 1000); // the access token idled out
    expect((await get(`${PERMISSION_INFO}?appType=2`, first.accessToken)).body).toEqual(UNAUTHORIZED);
    const second = await refresh(first.refreshToken);
    expect(second.code).toBe(0);
    expect(second.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.data.refreshToken).not.toBe(first.refreshToken);
    expect((await get(`${PERMISSION_INFO}?appType=2`, second.data.accessToken)).body.code).toBe(0);
    const third = await refresh(second.data.refreshToken);
    expect(third.code).toBe(0);
    expect((await get(`${PERMISSION_INFO}?appType=2`, second.data.accessToken)).body).toEqual(UNAUTHORIZED);
    expect((await get(`${PERMISSION_INFO}?appType=2`, third.data.accessToken)).body.code).toBe(0);
  });

  it('replaying a retired refresh token from another client revokes the whole family (the thief and the owner both sign in again)', async () => {
    const user = await createUser(app);
    const other = await loginAs(app, user); // another device: a different family
    const first = await loginAs(app, user);
    const second = (await refresh(first.refreshToken)).data;
    expect(await refresh(first.refreshToken, { 'user-agent': 'another browser' })).toEqual(UNAUTHORIZED);
    expect((await get(`${PERMISSION_INFO}?appType=2`, second.accessToken)).body).toEqual(UNAUTHORIZED);
    expect(await refresh(second.refreshToken)).toEqual(UNAUTHORIZED);
    expect((await get(`${PERMISSION_INFO}?appType=2`, other.accessToken)).body.code).toBe(0);
  });

  it('refresh: unknown, missing or expired (30 days) refresh tokens → 401; empty JSON body accepted', async () => {
    expect(await refresh('unknown-token')).toEqual(UNAUTHORIZED);
    const missing = await app.inject({ method: 'POST', url: '/to/api/base/system/auth/refresh-token' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe(ErrorCode.invalidParams);
    const user = await createUser(app);
    const pair = await loginAs(app, user);
    const empty = await app.inject({
      method: 'POST',
      url: `/to/api/base/system/auth/refresh-token?refreshToken=${pair.refreshToken}`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.json().code).toBe(0);
    const late = await loginAs(app, user);
    clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    expect(await refresh(late.refreshToken)).toEqual(UNAUTHORIZED);
  });

  it('SPEC-7.18 logout (no payload) revokes the session, even with an idled-out access token; other devices stay', async () => {
    const user = await createUser(app);
    const other = await loginAs(app, user);
    const pair = await loginAs(app, user);
    const res = await app.inject({
      method: 'POST',
      url: '/to/api/base/system/auth/logout',
      headers: bearer(pair.accessToken),
    });
    expect(res.json()).toEqual({ code: 0, msg: '', data: true });
    expect((await get(`${PERMISSION_INFO}?appType=2`, pair.accessToken)).body).toEqual(UNAUTHORIZED);
    expect(await refresh(pair.refreshToken)).toEqual(UNAUTHORIZED);
    expect((await get(`${PERMISSION_INFO}?appType=2`, other.accessToken)).body.code).toBe(0);

    const idle = await loginAs(app, user);
    clock.advance(200 * 60 * 1000);
    await app.inject({
      method: 'POST',
      url: '/to/api/base/system/auth/logout',
      headers: bearer(idle.accessToken),
    });
    expect(await refresh(idle.refreshToken)).toEqual(UNAUTHORIZED);
    // without a token, logout still answers success
    const anonymous = await app.inject({ method: 'POST', url: '/to/api/base/system/auth/logout' });
    expect(anonymous.json()).toEqual({ code: 0, msg: '', data: true });
  });

  it('sign out everywhere revokes every session of the user', async () => {
    const user = await createUser(app);
    const a = await loginAs(app, user);
    const b = await loginAs(app, user);
    const res = await app.inject({
      method: 'POST',
      url: '/to/api/base/system/user/profile/logout-all',
      headers: bearer(a.accessToken),
    });
    expect(res.json().data).toBe(true);
    for (const pair of [a, b]) {
      expect((await get(`${PERMISSION_INFO}?appType=2`, pair.accessToken)).body).toEqual(UNAUTHORIZED);
      expect(await refresh(pair.refreshToken)).toEqual(UNAUTHORIZED);
    }
  });

  it('the personal centre needs a sign-in: every profile call without a token → 401', async () => {
    const calls: [string, string][] = [
      ['GET', '/to/api/base/system/user/profile/get'],
      ['PUT', '/to/api/base/system/user/profile/update'],
      ['PUT', '/to/api/base/system/user/profile/update-password'],
      ['DELETE', '/to/api/base/system/user/profile/wechat'],
      ['POST', '/to/api/base/system/user/profile/logout-all'],
    ];
    for (const [method, url] of calls) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(res.json(), url).toEqual(UNAUTHORIZED);
    }
  });

  it('a disabled user loses access at once', async () => {
    const user = await createUser(app);
    const pair = await loginAs(app, user);
    await app.services.accountRepositories.users.setEnabled(user.id, false);
    expect((await get(`${PERMISSION_INFO}?appType=2`, pair.accessToken)).body).toEqual(UNAUTHORIZED);
    expect(await refresh(pair.refreshToken)).toEqual(UNAUTHORIZED);
  });
});

describe(`tenant-id header (${TEST_ENGINE})`, () => {
  it("a tenant-id equal to the user's orgId passes; a foreign one → 403 暂无权限 and changes nothing", async () => {
    const org = await app.services.accountRepositories.orgs.create({
      name: '测试企业',
      businessScope: '1,2',
    });
    const user = await createUser(app, { orgId: org.id, nickname: '原昵称' });
    const { accessToken } = await loginAs(app, user);
    const own = await get(`${PERMISSION_INFO}?appType=2`, accessToken, { 'tenant-id': String(org.id) });
    expect(own.body.code).toBe(0);
    const foreign = await app.inject({
      method: 'PUT',
      url: '/to/api/base/system/user/profile/update',
      headers: bearer(accessToken, { 'tenant-id': String(org.id + 1) }),
      payload: { nickname: '被改了' },
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ code: ErrorCode.forbidden, msg: '暂无权限', data: null });
    const profile = await get('/to/api/base/system/user/profile/get', accessToken);
    expect(profile.body.data.nickname).toBe('原昵称');
    const platform = await get(`${PERMISSION_INFO}?appType=2`, accessToken, { 'tenant-id': '0' });
    expect(platform.body.code).toBe(ErrorCode.forbidden);
  });
});

describe(`permission info (${TEST_ENGINE})`, () => {
  it('SPEC-7.20 SPEC-3.24 SPEC-3.25 an organisation member: permissions, roles and the user object', async () => {
    const repos = app.services.accountRepositories;
    const org = await repos.orgs.create({ name: '华东精密机械有限公司', businessScope: '1,2' });
    const user = await createUser(app, { orgId: org.id, mobile: freshMobile(), nickname: '张工' });
    const roleId = await repos.users.createRole({
      code: 'org_engineer',
      name: '工程师',
      permissions: ['library:part:query', 'library:part:download'],
    });
    await repos.users.assignRole(user.id, roleId);
    const { accessToken } = await loginAs(app, user);
    const { body } = await get(`${PERMISSION_INFO}?appType=2`, accessToken);
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      permissions: ['library:part:download', 'library:part:query'],
      roles: ['org_engineer'],
      user: {
        id: user.id,
        avatar: '',
        nickname: '张工',
        username: user.mobile,
        orgName: '华东精密机械有限公司',
        email: null,
        mobile: user.mobile,
        orgId: org.id,
        orgEnable: true,
        businessScope: '1,2',
      },
    });
    expect(body.data.menus).toBeUndefined();
  });

  it('a self-registered user is in org 1 (blocked) and a disabled organisation shows orgEnable false', async () => {
    const placeholder = await createUser(app);
    const info = (await get(`${PERMISSION_INFO}?appType=2`, (await loginAs(app, placeholder)).accessToken))
      .body.data;
    expect(info.user).toMatchObject({ orgId: 1, orgEnable: false, orgName: '', businessScope: '' });
    expect(info.permissions).toEqual([]);
    expect(info.roles).toEqual([]);
    const org = await app.services.accountRepositories.orgs.create({ name: '停用企业', enabled: false });
    const member = await createUser(app, { orgId: org.id });
    const memberInfo = (await get(`${PERMISSION_INFO}?appType=2`, (await loginAs(app, member)).accessToken))
      .body.data;
    expect(memberInfo.user).toMatchObject({ orgId: org.id, orgEnable: false, orgName: '停用企业' });
  });

  it('SPEC-6.05 SPEC-3.22 SPEC-3.28 platform side (appType 1): menus filtered by permission, *:*:* sees all', async () => {
    const repos = app.services.accountRepositories.users;
    const root = await repos.createMenu({
      parentId: null,
      name: '零部件管理',
      path: '/part',
      permission: null,
    });
    await repos.createMenu({
      parentId: root,
      name: '审核',
      path: '/part/audit',
      permission: 'part:audit:query',
      sort: 2,
    });
    await repos.createMenu({
      parentId: root,
      name: '导入',
      path: '/part/import',
      permission: 'part:import:run',
      sort: 1,
    });
    const admin = await createUser(app, { orgId: 0 });
    const adminRole = await repos.createRole({
      code: 'super_admin',
      name: '超级管理员',
      permissions: ['*:*:*'],
    });
    await repos.assignRole(admin.id, adminRole);
    const auditor = await createUser(app, { orgId: 0 });
    const auditorRole = await repos.createRole({
      code: 'auditor',
      name: '审核员',
      permissions: ['part:audit:query'],
    });
    await repos.assignRole(auditor.id, auditorRole);

    const adminInfo = (await get(`${PERMISSION_INFO}?appType=1`, (await loginAs(app, admin)).accessToken))
      .body.data;
    expect(adminInfo.user).toMatchObject({ orgId: 0, orgEnable: true, orgName: '' });
    expect(adminInfo.permissions).toEqual(['*:*:*']);
    expect(adminInfo.menus.map((m: { name: string }) => m.name)).toEqual(['零部件管理', '导入', '审核']);
    expect(adminInfo.menus[1]).toEqual({
      id: expect.any(Number),
      parentId: root,
      name: '导入',
      path: '/part/import',
      icon: '',
      sort: 1,
    });
    const auditorInfo = (await get(`${PERMISSION_INFO}?appType=1`, (await loginAs(app, auditor)).accessToken))
      .body.data;
    expect(auditorInfo.menus.map((m: { name: string }) => m.name)).toEqual(['零部件管理', '审核']);
  });

  it('SPEC-7.20 appType other than 1 or 2 → 400', async () => {
    const user = await createUser(app);
    const { accessToken } = await loginAs(app, user);
    const res = await get(`${PERMISSION_INFO}?appType=3`, accessToken);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.invalidParams);
  });

  it('SPEC-7.21 SPEC-3.26 get-extend-user-info answers clientId, empty until the open platform issues one', async () => {
    const user = await createUser(app);
    const { accessToken } = await loginAs(app, user);
    const url = '/to/api/base/system/auth/get-extend-user-info?appType=2';
    expect((await get(url, accessToken)).body).toEqual({ code: 0, msg: '', data: { clientId: '' } });
    await app.database.db
      .updateTable('users')
      .set({ client_id: 'cli_9f2a' })
      .where('id', '=', user.id)
      .execute();
    expect((await get(url, accessToken)).body.data).toEqual({ clientId: 'cli_9f2a' });
    expect((await get(url)).body).toEqual(UNAUTHORIZED);
  });
});

describe(`personal centre (${TEST_ENGINE})`, () => {
  it('profile: get, update nickname and avatar (file id, URL, path, or empty)', async () => {
    const user = await createUser(app, { nickname: '李工' });
    const { accessToken } = await loginAs(app, user);
    const profile = (await get('/to/api/base/system/user/profile/get', accessToken)).body.data;
    expect(profile).toMatchObject({
      id: user.id,
      nickname: '李工',
      avatar: '',
      wechatBound: false,
      orgId: 1,
    });
    expect(new Date(profile.createdAt).getTime()).not.toBeNaN();
    const update = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: '/to/api/base/system/user/profile/update',
        headers: bearer(accessToken),
        payload,
      });
    for (const avatar of [
      '1834567890123',
      'https://cdn.example.com/a/b.png',
      '/to/api/base/file/content/get/12',
      '',
    ]) {
      const res = await update({ nickname: '王工', avatar });
      expect(res.json().code).toBe(0);
      expect(res.json().data).toMatchObject({ nickname: '王工', avatar });
    }
    // an empty nickname falls back to the username (SPEC-5.12)
    expect((await update({ nickname: '  ' })).json().data.nickname).toBe(user.username);
  });

  it('SPEC-5.12 SPEC-5.15 profile: bad nickname or avatar → 400 and nothing changes', async () => {
    const user = await createUser(app, { nickname: '赵工' });
    const { accessToken } = await loginAs(app, user);
    const cases: [Record<string, unknown>, string][] = [
      [{ nickname: '长'.repeat(65) }, ValidationMessage.nicknameTooLong],
      [{ avatar: 'javascript:alert(1)' }, AccountMessage.avatarInvalid],
      [{ avatar: '//evil.example.com/x.png' }, AccountMessage.avatarInvalid],
      [{ avatar: `https://a.cn/${'x'.repeat(2040)}` }, ValidationMessage.urlTooLong],
      [{ nickname: 'x'.repeat(257) }, '请求参数不正确：nickname 长度不能超过 256 个字符'],
    ];
    for (const [payload, msg] of cases) {
      const res = await app.inject({
        method: 'PUT',
        url: '/to/api/base/system/user/profile/update',
        headers: bearer(accessToken),
        payload: { nickname: '不应保存', ...payload },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: ErrorCode.invalidParams, msg, data: null });
    }
    expect((await get('/to/api/base/system/user/profile/get', accessToken)).body.data.nickname).toBe('赵工');
  });

  it('SPEC-5.04 change password: old + new; other sessions end, this one stays; the new password signs in', async () => {
    const user = await createUser(app);
    const other = await loginAs(app, user);
    const current = await loginAs(app, user);
    const change = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: '/to/api/base/system/user/profile/update-password',
        headers: bearer(current.accessToken),
        payload,
      });
    expect((await change({ oldPassword: 'Wrong-pass1', password: 'NewPass#2024' })).json()).toEqual({
      code: AccountErrorCode.oldPasswordWrong,
      msg: AccountMessage.oldPasswordWrong,
      data: null,
    });
    expect((await change({ oldPassword: TEST_PASSWORD, password: 'short' })).json()).toEqual({
      code: ErrorCode.invalidParams,
      msg: ValidationMessage.passwordRule,
      data: null,
    });
    expect(
      (
        await change({ oldPassword: TEST_PASSWORD, password: 'NewPass#2024', confirmPwd: 'NewPass#2025' })
      ).json().msg,
    ).toBe(ValidationMessage.passwordMismatch);
    expect((await change({ oldPassword: TEST_PASSWORD, password: TEST_PASSWORD })).json().code).toBe(
      AccountErrorCode.samePassword,
    );
    // nothing above changed anything
    expect((await get(`${PERMISSION_INFO}?appType=2`, other.accessToken)).body.code).toBe(0);
    expect(
      (
        await change({ oldPassword: TEST_PASSWORD, password: 'NewPass#2024', confirmPwd: 'NewPass#2024' })
      ).json(),
    ).toEqual({
      code: 0,
      msg: '',
      data: true,
    });
    expect((await get(`${PERMISSION_INFO}?appType=2`, other.accessToken)).body).toEqual(UNAUTHORIZED);
    expect(await refresh(other.refreshToken)).toEqual(UNAUTHORIZED);
    expect((await get(`${PERMISSION_INFO}?appType=2`, current.accessToken)).body.code).toBe(0);
    await expect(loginAs(app, user)).rejects.toThrow(/1002001000/);
    await loginAs(app, { ...user, password: 'NewPass#2024' });
  });
});
