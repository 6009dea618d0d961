/**
 * Organisations and members (issue 14): creating one, its permissions in get-permission-info, roles, removing,
 * leaving, disabled organisations, the tenant-id header and the organisation's files, on a real database
 * (PGlite in memory, or a fresh PostgreSQL schema with DATABASE_URL) through app.inject. Every bad input
 * answers its Chinese message, changes nothing, and never a 500. Invitations: orgs-invitations.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ErrorCode,
  ErrorMessage,
  ORG_ROLE_PERMISSIONS,
  OrgErrorCode,
  OrgMessage,
  OrgPermission,
} from '@jianku/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHEAP_POW_ENV,
  createAccountsTestApp,
  createUser,
  freshMobile,
  loginAs,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { TEST_ENGINE } from '../src/testing.ts';
import { type Answer, addMember, callAs, type OrgFixture, orgCounts } from './orgs.fixtures.ts';

const ORG = '/to/api/base/org';
const PERMISSION_INFO = '/to/api/base/system/auth/get-permission-info?appType=2';
/** real, published unified social credit codes (their check characters hold) */
const VALID_CODE = '91350100M000100Y43';
const OTHER_VALID_CODE = '91440300708461136T';

let app: App;
let dataDir: string;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'jk-orgs-'));
  app = await createAccountsTestApp({ env: { ...CHEAP_POW_ENV, DATA_DIR: dataDir } });
  call = callAs(app);
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function signedInUser(fields: { orgId?: number } = {}) {
  const user = await createUser(app, { mobile: freshMobile(), ...fields });
  return { user, token: (await loginAs(app, user)).accessToken };
}

async function createOrg(
  name = '华东精密机械有限公司',
  extra: Record<string, unknown> = {},
): Promise<OrgFixture> {
  const owner = await signedInUser();
  const res = await call('POST', `${ORG}/create`, owner.token, { name, ...extra });
  expect(res.body.code).toBe(0);
  return { orgId: res.body.data.org.id as number, owner };
}

async function uploadPng(token: string, bizCode: string): Promise<{ id: string; url: string }> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#1677ff' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('bizCode', bizCode);
  body.append('type', 'Images');
  body.append('fileName', 'logo.png');
  body.append('file', new Blob([new Uint8Array(png)]), 'logo.png');
  const res = await app.inject({
    method: 'POST',
    url: '/to/api/base/file/upload',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  expect(res.json().code).toBe(0);
  return res.json().data;
}

const expectRefused = (res: Answer, code: number, msg: string) => {
  expect(res.status).not.toBe(500);
  expect(res.body).toEqual({ code, msg, data: null });
};

describe(`creating an organisation (${TEST_ENGINE})`, () => {
  it('SPEC-3.27 SPEC-6.07 SPEC-7.20 the creator becomes its owner; get-permission-info gives orgId, orgEnable, businessScope 1,2, the role and its permissions', async () => {
    const owner = await signedInUser();
    const before = (await call('GET', PERMISSION_INFO, owner.token)).body.data;
    expect(before.user).toMatchObject({ orgId: 1, orgEnable: false, businessScope: '' });
    expect(before.permissions).toEqual([]);

    const res = await call('POST', `${ORG}/create`, owner.token, {
      name: '  华东精密机械有限公司 ',
      creditCode: VALID_CODE.toLowerCase(),
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      org: { name: '华东精密机械有限公司', creditCode: VALID_CODE, businessScope: '1,2', enabled: true },
      role: 'owner',
      permissions: [...ORG_ROLE_PERMISSIONS.owner],
    });
    expect(res.body.data.org.memberCount).toBe(1);
    const orgId = res.body.data.org.id;
    expect(orgId).toBeGreaterThan(1);

    const info = (await call('GET', PERMISSION_INFO, owner.token)).body.data;
    expect(info.user).toMatchObject({
      orgId,
      orgEnable: true,
      orgName: '华东精密机械有限公司',
      businessScope: '1,2',
    });
    expect(info.roles).toEqual(['org_owner']);
    expect(info.permissions).toEqual([...ORG_ROLE_PERMISSIONS.owner]);
    // the tenant-id header of one's own organisation passes
    expect(
      (await call('GET', `${ORG}/my`, owner.token, undefined, { 'tenant-id': String(orgId) })).body.code,
    ).toBe(0);
  });

  it('bad input: a clear Chinese message (HTTP 400), nothing created, never a 500', async () => {
    const { token } = await signedInUser();
    const cases: [unknown, string][] = [
      [{ name: '' }, OrgMessage.nameRequired],
      [{ name: '   ' }, OrgMessage.nameRequired],
      [{ name: '企'.repeat(101) }, OrgMessage.nameTooLong],
      [{ name: 'a\u0007b' }, OrgMessage.nameInvalid],
      [{ name: '某公司', creditCode: '12345' }, OrgMessage.creditCodeInvalid],
      [{ name: '某公司', creditCode: '91350100M000100Y4' }, OrgMessage.creditCodeInvalid],
      [{ name: '某公司', creditCode: '91350100M000100YI3' }, OrgMessage.creditCodeInvalid],
      [{ name: '某公司', creditCode: 'I1350100M000100Y43' }, OrgMessage.creditCodeInvalid],
      [{ name: '某公司', creditCode: '91350100M000100Y44' }, OrgMessage.creditCodeCheck],
      [{ name: '某公司', creditCode: '91310000MA1FL1XQ5L' }, OrgMessage.creditCodeCheck],
      [{ name: '某公司', logo: 'AAAAAAAAAAAAAAAAAAAAAA' }, OrgMessage.logoInvalid],
      [{ name: '某公司', logo: '../../etc/passwd' }, OrgMessage.logoInvalid],
      // a one-element array passes Ajv's array coercion in a null-or-string union uncoerced (the fuzzer's 500)
      [{ name: '某公司', creditCode: ['C'] }, OrgMessage.creditCodeInvalid],
      [{ name: '某公司', logo: ['x'] }, OrgMessage.logoInvalid],
    ];
    const counts = await orgCounts(app);
    for (const [payload, msg] of cases) {
      const res = await call('POST', `${ORG}/create`, token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body, JSON.stringify(payload)).toEqual({ code: ErrorCode.invalidParams, msg, data: null });
    }
    for (const payload of [{}, { name: { text: '某公司' } }, [1]]) {
      const res = await call('POST', `${ORG}/create`, token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await orgCounts(app)).toEqual(counts);
    expect((await call('GET', PERMISSION_INFO, token)).body.data.user.orgId).toBe(1);
  });

  it('a logo must be an image the creator uploaded: it then becomes the organisation’s file, served to members only (others: 404)', async () => {
    const stranger = await signedInUser();
    const strangers = await uploadPng(stranger.token, 'org-logo');
    const creator = await signedInUser();
    const taken = await call('POST', `${ORG}/create`, creator.token, { name: '某公司', logo: strangers.id });
    expectRefused(taken, ErrorCode.invalidParams, OrgMessage.logoInvalid);

    const logo = await uploadPng(creator.token, 'org-logo');
    // before the organisation exists the logo is the uploader's, readable by id
    expect((await app.inject({ url: logo.url })).statusCode).toBe(200);
    const created = await call('POST', `${ORG}/create`, creator.token, {
      name: '带标志的企业',
      logo: logo.id,
    });
    expect(created.body.data.org.logo).toBe(logo.id);
    expect((await app.inject({ url: logo.url })).statusCode).toBe(404);
    const outsider = await app.inject({
      url: logo.url,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(outsider.statusCode).toBe(404);
    const member = await app.inject({ url: logo.url, headers: { authorization: `Bearer ${creator.token}` } });
    expect(member.statusCode).toBe(200);
    expect(member.headers['content-type']).toBe('image/png');
  });

  it('uploads with an org… bizCode by a member belong to the organisation; other uploads stay readable by id', async () => {
    const { orgId, owner } = await createOrg('文件企业');
    const viewer = await addMember(app, orgId, 'viewer');
    const orgFile = await uploadPng(owner.token, 'org-item');
    const ownFile = await uploadPng(owner.token, 'feedback');
    const outsider = await signedInUser();
    const read = async (url: string, token: string | null) =>
      (await app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} })).statusCode;
    expect(await read(orgFile.url, viewer.token)).toBe(200);
    expect(await read(orgFile.url, outsider.token)).toBe(404);
    expect(await read(orgFile.url, null)).toBe(404);
    expect(await read(ownFile.url, outsider.token)).toBe(200);
    // a forged tenant-id header does not open it either
    const forged = await app.inject({
      url: orgFile.url,
      headers: { authorization: `Bearer ${outsider.token}`, 'tenant-id': String(orgId) },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('one organisation per user; a platform user (orgId 0) creates none; a credit code is used once; anonymous → 401', async () => {
    const { owner } = await createOrg('第一家', { creditCode: OTHER_VALID_CODE });
    const counts = await orgCounts(app);
    expectRefused(
      await call('POST', `${ORG}/create`, owner.token, { name: '第二家' }),
      OrgErrorCode.alreadyInOrg,
      OrgMessage.alreadyInOrg,
    );
    const other = await signedInUser();
    expectRefused(
      await call('POST', `${ORG}/create`, other.token, { name: '同码企业', creditCode: OTHER_VALID_CODE }),
      OrgErrorCode.creditCodeTaken,
      OrgMessage.creditCodeTaken,
    );
    const platform = await signedInUser({ orgId: 0 });
    expectRefused(
      await call('POST', `${ORG}/create`, platform.token, { name: '平台企业' }),
      OrgErrorCode.platformUser,
      OrgMessage.platformUser,
    );
    expect((await call('POST', `${ORG}/create`, null, { name: '匿名' })).body.code).toBe(401);
    expect(await orgCounts(app)).toEqual(counts);
    expect((await call('GET', PERMISSION_INFO, other.token)).body.data.user.orgId).toBe(1);
  });

  it('the same user creating two at once ends with one organisation', async () => {
    const { token } = await signedInUser();
    const answers = await Promise.all([
      call('POST', `${ORG}/create`, token, { name: '并发一' }),
      call('POST', `${ORG}/create`, token, { name: '并发二' }),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, OrgErrorCode.alreadyInOrg]);
    expect(answers.every((a) => a.status !== 500)).toBe(true);
  });
});

describe(`roles, removing and leaving (${TEST_ENGINE})`, () => {
  it('members see each other; a viewer or editor trying an admin action gets 403 暂无权限 and nothing changes', async () => {
    const { orgId, owner } = await createOrg('角色企业');
    const viewer = await addMember(app, orgId, 'viewer');
    const editor = await addMember(app, orgId, 'editor');
    const list = await call('GET', `${ORG}/member/list`, viewer.token);
    expect(list.body.data.map((m: { role: string }) => m.role)).toEqual(['owner', 'editor', 'viewer']);
    const viewerInfo = (await call('GET', PERMISSION_INFO, viewer.token)).body.data;
    expect(viewerInfo.roles).toEqual(['org_viewer']);
    expect(viewerInfo.permissions).toEqual([...ORG_ROLE_PERMISSIONS.viewer]);
    expect(viewerInfo.permissions).not.toContain(OrgPermission.memberInvite);

    for (const actor of [viewer, editor]) {
      expectRefused(
        await call('POST', `${ORG}/member/update-role`, actor.token, {
          userId: actor.user.id,
          role: 'admin',
        }),
        ErrorCode.forbidden,
        OrgMessage.adminOnly,
      );
      expectRefused(
        await call('POST', `${ORG}/member/remove`, actor.token, { userId: owner.user.id }),
        ErrorCode.forbidden,
        OrgMessage.adminOnly,
      );
      expectRefused(
        await call('POST', `${ORG}/member/invite`, actor.token, { account: freshMobile() }),
        ErrorCode.forbidden,
        OrgMessage.adminOnly,
      );
      expectRefused(
        await call('GET', `${ORG}/invitation/list`, actor.token),
        ErrorCode.forbidden,
        OrgMessage.adminOnly,
      );
    }
    const after = await call('GET', `${ORG}/member/list`, owner.token);
    expect(after.body.data).toEqual(list.body.data);
  });

  it('an admin changes roles below owner; only an owner gives or takes the owner role or removes an owner', async () => {
    const { orgId, owner } = await createOrg('管理员企业');
    const admin = await addMember(app, orgId, 'admin');
    const member = await addMember(app, orgId, 'viewer');
    const raised = await call('POST', `${ORG}/member/update-role`, admin.token, {
      userId: member.user.id,
      role: 'editor',
    });
    expect(raised.body.data).toMatchObject({ userId: member.user.id, role: 'editor' });
    expect((await call('GET', PERMISSION_INFO, member.token)).body.data.roles).toEqual(['org_editor']);
    expectRefused(
      await call('POST', `${ORG}/member/update-role`, admin.token, { userId: member.user.id, role: 'owner' }),
      ErrorCode.forbidden,
      OrgMessage.ownerOnly,
    );
    expectRefused(
      await call('POST', `${ORG}/member/update-role`, admin.token, { userId: owner.user.id, role: 'viewer' }),
      ErrorCode.forbidden,
      OrgMessage.ownerOnly,
    );
    expectRefused(
      await call('POST', `${ORG}/member/remove`, admin.token, { userId: owner.user.id }),
      ErrorCode.forbidden,
      OrgMessage.ownerOnly,
    );
    for (const role of ['king', '', 'OWNER']) {
      expectRefused(
        await call('POST', `${ORG}/member/update-role`, owner.token, { userId: member.user.id, role }),
        ErrorCode.invalidParams,
        OrgMessage.roleInvalid,
      );
    }
    for (const payload of [
      { userId: 'x', role: 'admin' },
      { userId: -1, role: 'admin' },
      { role: 'admin' },
      { userId: Number.POSITIVE_INFINITY },
    ]) {
      const res = await call('POST', `${ORG}/member/update-role`, owner.token, payload);
      expect(res.status).toBe(400);
    }
    expectRefused(
      await call('POST', `${ORG}/member/update-role`, owner.token, { userId: 999_999_999, role: 'admin' }),
      OrgErrorCode.memberNotFound,
      OrgMessage.memberNotFound,
    );
    const promoted = await call('POST', `${ORG}/member/update-role`, owner.token, {
      userId: admin.user.id,
      role: 'owner',
    });
    expect(promoted.body.data.role).toBe('owner');
    expect((await call('GET', PERMISSION_INFO, admin.token)).body.data.roles).toEqual(['org_owner']);
  });

  it('the last owner can be neither demoted, removed nor leave (Chinese message); with two owners one may leave', async () => {
    const { orgId, owner } = await createOrg('唯一所有者企业');
    const second = await addMember(app, orgId, 'admin');
    expectRefused(
      await call('POST', `${ORG}/member/update-role`, owner.token, { userId: owner.user.id, role: 'admin' }),
      OrgErrorCode.lastOwner,
      OrgMessage.lastOwnerDemote,
    );
    expectRefused(
      await call('POST', `${ORG}/leave`, owner.token),
      OrgErrorCode.lastOwner,
      OrgMessage.lastOwnerLeave,
    );
    expectRefused(
      await call('POST', `${ORG}/member/remove`, owner.token, { userId: owner.user.id }),
      ErrorCode.invalidParams,
      OrgMessage.removeSelf,
    );
    await call('POST', `${ORG}/member/update-role`, owner.token, { userId: second.user.id, role: 'owner' });
    // two owners leaving at once: exactly one goes, the organisation keeps an owner
    const answers = await Promise.all([
      call('POST', `${ORG}/leave`, owner.token),
      call('POST', `${ORG}/leave`, second.token),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, OrgErrorCode.lastOwner]);
    const left = answers[0]?.body.code === 0 ? owner : second;
    const stayed = left === owner ? second : owner;
    expect((await call('GET', PERMISSION_INFO, left.token)).body.data).toMatchObject({
      permissions: [],
      roles: [],
      user: { orgId: 1, orgName: '', businessScope: '' },
    });
    const members = (await call('GET', `${ORG}/member/list`, stayed.token)).body.data;
    expect(members).toEqual([expect.objectContaining({ userId: stayed.user.id, role: 'owner' })]);
    expect((await call('GET', `${ORG}/my`, left.token)).body.data).toEqual({
      org: null,
      role: null,
      permissions: [],
    });
  });

  it('an owner removes a member: the member is back in no organisation and loses the permissions at once', async () => {
    const { orgId, owner } = await createOrg('移除企业');
    const member = await addMember(app, orgId, 'editor');
    expect(
      (await call('POST', `${ORG}/member/remove`, owner.token, { userId: member.user.id })).body,
    ).toEqual({
      code: 0,
      msg: '',
      data: true,
    });
    expect((await call('GET', PERMISSION_INFO, member.token)).body.data.user.orgId).toBe(1);
    expectRefused(
      await call('GET', `${ORG}/member/list`, member.token),
      OrgErrorCode.noOrg,
      OrgMessage.noOrg,
    );
    expectRefused(
      await call('POST', `${ORG}/member/remove`, owner.token, { userId: member.user.id }),
      OrgErrorCode.memberNotFound,
      OrgMessage.memberNotFound,
    );
  });

  it('nothing reaches across organisations: another organisation’s member is not found, its header refused', async () => {
    const a = await createOrg('甲企业');
    const b = await createOrg('乙企业');
    const bMember = await addMember(app, b.orgId, 'viewer');
    expectRefused(
      await call('POST', `${ORG}/member/update-role`, a.owner.token, {
        userId: bMember.user.id,
        role: 'admin',
      }),
      OrgErrorCode.memberNotFound,
      OrgMessage.memberNotFound,
    );
    expectRefused(
      await call('POST', `${ORG}/member/remove`, a.owner.token, { userId: b.owner.user.id }),
      OrgErrorCode.memberNotFound,
      OrgMessage.memberNotFound,
    );
    // SPEC-6.09 a forged tenant-id header (another organisation's id) → 403 暂无权限, nothing changes
    const forged = await call(
      'POST',
      `${ORG}/member/update-role`,
      a.owner.token,
      { userId: bMember.user.id, role: 'admin' },
      { 'tenant-id': String(b.orgId) },
    );
    expectRefused(forged, ErrorCode.forbidden, ErrorMessage.forbidden);
    const listed = await call('GET', `${ORG}/member/list`, a.owner.token, undefined, {
      'tenant-id': String(b.orgId),
    });
    expectRefused(listed, ErrorCode.forbidden, ErrorMessage.forbidden);
    const bMembers = (await call('GET', `${ORG}/member/list`, b.owner.token)).body.data;
    expect(bMembers.find((m: { userId: number }) => m.userId === bMember.user.id).role).toBe('viewer');
    // a user in no organisation who sends a tenant-id is refused as well
    const loner = await signedInUser();
    expectRefused(
      await call('GET', `${ORG}/my`, loner.token, undefined, { 'tenant-id': String(a.orgId) }),
      ErrorCode.forbidden,
      ErrorMessage.forbidden,
    );
  });
});

describe(`disabled organisations (${TEST_ENGINE})`, () => {
  it('SPEC-3.29 SPEC-3.25 members of a disabled organisation: orgEnable false, no permissions, 暂无权限，请联系管理员; leaving still works', async () => {
    const { orgId, owner } = await createOrg('停用企业');
    const member = await addMember(app, orgId, 'viewer');
    await app.services.accountRepositories.orgs.setEnabled(orgId, false);
    const info = (await call('GET', PERMISSION_INFO, owner.token)).body.data;
    expect(info.user).toMatchObject({ orgId, orgEnable: false });
    expect(info.permissions).toEqual([]);
    expect(info.roles).toEqual([]);
    const my = (await call('GET', `${ORG}/my`, owner.token)).body.data;
    expect(my).toMatchObject({ org: { enabled: false }, role: 'owner', permissions: [] });
    expectRefused(
      await call('GET', `${ORG}/member/list`, owner.token),
      ErrorCode.forbidden,
      ErrorMessage.blocked,
    );
    expectRefused(
      await call('POST', `${ORG}/member/invite`, owner.token, { account: freshMobile() }),
      ErrorCode.forbidden,
      ErrorMessage.blocked,
    );
    expectRefused(
      await call('POST', `${ORG}/member/update-role`, owner.token, { userId: member.user.id, role: 'admin' }),
      ErrorCode.forbidden,
      ErrorMessage.blocked,
    );
    expect((await call('POST', `${ORG}/leave`, member.token)).body.code).toBe(0);
    await app.services.accountRepositories.orgs.setEnabled(orgId, true);
    expect((await call('GET', `${ORG}/member/list`, owner.token)).body.data).toHaveLength(1);
  });
});
