/**
 * Invitations into an organisation (issue 14): by e-mail and by phone through the mail service (the outbox of
 * the development providers here; the Chromium journey uses a real SMTP server), accepted by the invited
 * account while signed in; every wrong token, account, state and input answers its Chinese message and
 * changes nothing. PGlite in memory, or a fresh PostgreSQL schema with DATABASE_URL.
 */
import {
  ErrorCode,
  ErrorMessage,
  ORG_INVITATIONS_PER_DAY,
  ORG_ROLE_PERMISSIONS,
  OrgErrorCode,
  OrgMessage,
} from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHEAP_POW_ENV,
  createAccountsTestApp,
  createFakeClock,
  createUser,
  type FakeClock,
  freshEmail,
  freshMobile,
  loginAs,
} from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import { TEST_ENGINE } from '../src/testing.ts';
import {
  type Answer,
  addMember,
  callAs,
  type OrgFixture,
  orgCounts,
  type SignedIn,
} from './orgs.fixtures.ts';

const ORG = '/to/api/base/org';
const PERMISSION_INFO = '/to/api/base/system/auth/get-permission-info?appType=2';
const INVITE_LINK = /\/user\?tab=org&invite=([A-Za-z0-9_-]{43})/;

let app: App;
let clock: FakeClock;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  clock = createFakeClock();
  app = await createAccountsTestApp({
    now: clock.now,
    env: { ...CHEAP_POW_ENV, PUBLIC_ORIGIN: 'https://www.jianku.example' },
  });
  call = callAs(app);
});
afterAll(() => app.close());

async function person(fields: { email?: string; mobile?: string } = {}): Promise<SignedIn> {
  const user = await createUser(app, fields.email || fields.mobile ? fields : { mobile: freshMobile() });
  return { user, token: (await loginAs(app, user)).accessToken };
}

async function createOrg(name: string): Promise<OrgFixture> {
  const owner = await person();
  const res = await call('POST', `${ORG}/create`, owner.token, { name });
  expect(res.body.code).toBe(0);
  return { orgId: res.body.data.org.id, owner };
}

/** The token of the newest invitation message sent to a phone or e-mail. */
async function invitationToken(target: string): Promise<{ token: string; subject: string; text: string }> {
  const [message] = await app.services.mail.listOutbox(target);
  const token = INVITE_LINK.exec(message?.text ?? '')?.[1];
  if (!message || !token) throw new Error(`no invitation for ${target}`);
  return { token, subject: message.subject, text: message.text };
}

const expectRefused = (res: Answer, code: number, msg: string) => {
  expect(res.status).not.toBe(500);
  expect(res.body).toEqual({ code, msg, data: null });
};

describe(`inviting and accepting (${TEST_ENGINE})`, () => {
  it('SPEC-7.20 an owner invites by e-mail; the invitee signs in with that e-mail and accepts; orgId and permissions follow', async () => {
    const { orgId, owner } = await createOrg('邀请企业');
    const email = freshEmail();
    const invited = await call('POST', `${ORG}/member/invite`, owner.token, {
      account: `  ${email.toUpperCase()} `,
      role: 'editor',
    });
    expect(invited.body.code).toBe(0);
    expect(invited.body.data).toMatchObject({ channel: 'email', target: email, role: 'editor' });
    const mail = await invitationToken(email);
    expect(mail.subject).toBe('【件库】邀请企业 邀请您加入企业');
    expect(mail.text).toContain('以“编辑者”身份加入企业“邀请企业”');
    expect(mail.text).toContain(`https://www.jianku.example/user?tab=org&invite=${mail.token}`);
    expect((await call('GET', `${ORG}/invitation/list`, owner.token)).body.data).toHaveLength(1);

    const invitee = await person({ email });
    const preview = await call('GET', `${ORG}/invitation/get?token=${mail.token}`, invitee.token);
    expect(preview.body.data).toMatchObject({
      orgName: '邀请企业',
      role: 'editor',
      status: 'pending',
      forMe: true,
    });
    expect(preview.body.data.target).not.toBe(email);
    const accepted = await call('POST', `${ORG}/invitation/accept`, invitee.token, { token: mail.token });
    expect(accepted.body.data).toMatchObject({ org: { id: orgId, memberCount: 2 }, role: 'editor' });
    const info = (await call('GET', PERMISSION_INFO, invitee.token)).body.data;
    expect(info.user).toMatchObject({ orgId, orgEnable: true, orgName: '邀请企业', businessScope: '1,2' });
    expect(info.roles).toEqual(['org_editor']);
    expect(info.permissions).toEqual([...ORG_ROLE_PERMISSIONS.editor]);
    expect((await call('GET', `${ORG}/invitation/list`, owner.token)).body.data).toEqual([]);
    // used once
    expectRefused(
      await call('POST', `${ORG}/invitation/accept`, invitee.token, { token: mail.token }),
      OrgErrorCode.invitationUsed,
      OrgMessage.invitationUsed,
    );
    // inviting an existing member → message, nothing sent
    const before = await orgCounts(app);
    expectRefused(
      await call('POST', `${ORG}/member/invite`, owner.token, { account: email }),
      OrgErrorCode.alreadyMember,
      OrgMessage.alreadyMember,
    );
    expect(await orgCounts(app)).toEqual(before);
  });

  it('an admin invites by phone (SMS through the provider abstraction; the outbox here); the default role is viewer', async () => {
    const { orgId, owner } = await createOrg('短信邀请企业');
    const admin = await addMember(app, orgId, 'admin');
    const mobile = freshMobile();
    const invited = await call('POST', `${ORG}/member/invite`, admin.token, { account: mobile });
    expect(invited.body.data).toMatchObject({ channel: 'sms', target: mobile, role: 'viewer' });
    const sms = await invitationToken(mobile);
    expect(sms.text).toContain('以“查看者”身份加入“短信邀请企业”');
    const invitee = await person({ mobile });
    const accepted = await call('POST', `${ORG}/invitation/accept`, invitee.token, { token: sms.token });
    expect(accepted.body.data.role).toBe('viewer');
    const members = (await call('GET', `${ORG}/member/list`, owner.token)).body.data;
    expect(members.map((m: { mobile: string }) => m.mobile)).toContain(mobile);
  });

  it('only the invited account accepts; a forwarded link says whose it is (masked) and changes nothing', async () => {
    const { owner } = await createOrg('转发企业');
    const email = freshEmail();
    await call('POST', `${ORG}/member/invite`, owner.token, { account: email });
    const { token } = await invitationToken(email);
    const someoneElse = await person();
    const preview = await call('GET', `${ORG}/invitation/get?token=${token}`, someoneElse.token);
    expect(preview.body.data.forMe).toBe(false);
    const masked = preview.body.data.target;
    expect(masked).toMatch(/^.{1,2}\*\*\*@example\.com$/);
    expectRefused(
      await call('POST', `${ORG}/invitation/accept`, someoneElse.token, { token }),
      OrgErrorCode.invitationWrongAccount,
      OrgMessage.invitationWrongAccount(masked),
    );
    expect((await call('GET', PERMISSION_INFO, someoneElse.token)).body.data.user.orgId).toBe(1);
    // still open for the right account
    expect((await call('GET', `${ORG}/invitation/list`, owner.token)).body.data).toHaveLength(1);
  });

  it('a member of another organisation is invited without the inviter learning it; accepting asks to leave first', async () => {
    const a = await createOrg('甲方企业');
    const b = await createOrg('乙方企业');
    const email = freshEmail();
    const busy = await person({ email });
    await call('POST', `${ORG}/member/invite`, b.owner.token, { account: email });
    await call('POST', `${ORG}/invitation/accept`, busy.token, {
      token: (await invitationToken(email)).token,
    });
    const invited = await call('POST', `${ORG}/member/invite`, a.owner.token, { account: email });
    expect(invited.body.code).toBe(0);
    expectRefused(
      await call('POST', `${ORG}/invitation/accept`, busy.token, {
        token: (await invitationToken(email)).token,
      }),
      OrgErrorCode.alreadyInOrg,
      OrgMessage.alreadyInOrg,
    );
    expect((await call('GET', PERMISSION_INFO, busy.token)).body.data.user.orgId).toBe(b.orgId);
  });

  it('expired, cancelled, replaced and unknown invitations: their own messages', async () => {
    const { owner } = await createOrg('失效企业');
    const email = freshEmail();
    const invitee = await person({ email });
    await call('POST', `${ORG}/member/invite`, owner.token, { account: email });
    const first = (await invitationToken(email)).token;
    // a new invitation of the same account replaces the open one
    await call('POST', `${ORG}/member/invite`, owner.token, { account: email, role: 'admin' });
    const second = (await invitationToken(email)).token;
    expect(second).not.toBe(first);
    expectRefused(
      await call('POST', `${ORG}/invitation/accept`, invitee.token, { token: first }),
      OrgErrorCode.invitationCancelled,
      OrgMessage.invitationCancelled,
    );
    const open = (await call('GET', `${ORG}/invitation/list`, owner.token)).body.data;
    expect(open).toEqual([expect.objectContaining({ target: email, role: 'admin' })]);
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const fresh = (await loginAs(app, invitee.user)).accessToken;
    expectRefused(
      await call('POST', `${ORG}/invitation/accept`, fresh, { token: second }),
      OrgErrorCode.invitationExpired,
      OrgMessage.invitationExpired,
    );
    const ownerToken = (await loginAs(app, owner.user)).accessToken;
    expect((await call('GET', `${ORG}/invitation/list`, ownerToken)).body.data).toEqual([]);
    for (const token of ['', 'short', 'A'.repeat(43), '../../etc/passwd'.padEnd(43, 'x'), 'ä'.repeat(43)]) {
      expectRefused(
        await call('POST', `${ORG}/invitation/accept`, fresh, { token }),
        OrgErrorCode.invitationInvalid,
        OrgMessage.invitationInvalid,
      );
    }
    for (const payload of [{}, { token: 5 }, { token: 'x'.repeat(201) }, { token: 'a', more: 1 }]) {
      const res = await call('POST', `${ORG}/invitation/accept`, fresh, payload);
      expect(res.body.code, JSON.stringify(payload)).not.toBe(0);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    // an owner cancels an open invitation; its link then says so
    const other = freshEmail();
    await call('POST', `${ORG}/member/invite`, ownerToken, { account: other });
    const [pending] = (await call('GET', `${ORG}/invitation/list`, ownerToken)).body.data;
    expect((await call('POST', `${ORG}/invitation/cancel`, ownerToken, { id: pending.id })).body.data).toBe(
      true,
    );
    expectRefused(
      await call('POST', `${ORG}/invitation/cancel`, ownerToken, { id: pending.id }),
      OrgErrorCode.invitationInvalid,
      OrgMessage.invitationInvalid,
    );
    const otherUser = await person({ email: other });
    const preview = await call(
      'GET',
      `${ORG}/invitation/get?token=${(await invitationToken(other)).token}`,
      otherUser.token,
    );
    expect(preview.body.data.status).toBe('cancelled');
  });

  it('invitations sent, replaced and cancelled are in the audit log (who, what, before, after); refused ones write nothing', async () => {
    const { orgId, owner } = await createOrg('审计邀请企业');
    const audit = async () =>
      (await call('GET', '/to/api/audit/list?pageSize=50', owner.token)).body.data.list as Array<{
        action: string;
        actorId: number;
        targetType: string;
        targetId: string;
        before: unknown;
        after: unknown;
      }>;
    const invitations = () => audit().then((rows) => rows.filter((r) => r.targetType === 'invitation'));
    const email = freshEmail();
    const first = await call('POST', `${ORG}/member/invite`, owner.token, { account: email, role: 'editor' });
    expect(first.body.code).toBe(0);
    expect(await invitations()).toEqual([
      expect.objectContaining({
        action: 'invitation.send',
        actorId: owner.user.id,
        targetId: String(first.body.data.id),
        before: null,
        after: { id: first.body.data.id, channel: 'email', target: email, role: 'editor' },
      }),
    ]);
    // a new invitation of the same account replaces the open one: the send row names the one it replaced
    const second = await call('POST', `${ORG}/member/invite`, owner.token, { account: email, role: 'admin' });
    expect((await invitations())[0]).toMatchObject({
      action: 'invitation.send',
      targetId: String(second.body.data.id),
      before: { replacedInvitationIds: [first.body.data.id] },
    });
    expect(
      (await call('POST', `${ORG}/invitation/cancel`, owner.token, { id: second.body.data.id })).body.data,
    ).toBe(true);
    const [cancelled] = await invitations();
    expect(cancelled).toMatchObject({
      action: 'invitation.cancel',
      actorId: owner.user.id,
      targetId: String(second.body.data.id),
      before: { id: second.body.data.id, channel: 'email', target: email, role: 'admin' },
      after: null,
    });
    // refused: cancelling again, an invalid account, a member, another organisation's invitation
    const count = (await invitations()).length;
    await call('POST', `${ORG}/invitation/cancel`, owner.token, { id: second.body.data.id });
    await call('POST', `${ORG}/member/invite`, owner.token, { account: 'not-an-account' });
    await call('POST', `${ORG}/member/invite`, owner.token, { account: owner.user.mobile });
    const other = await createOrg('审计邀请另一企业');
    const theirs = await call('POST', `${ORG}/member/invite`, other.owner.token, { account: freshEmail() });
    expectRefused(
      await call('POST', `${ORG}/invitation/cancel`, owner.token, { id: theirs.body.data.id }),
      OrgErrorCode.invitationInvalid,
      OrgMessage.invitationInvalid,
    );
    expect((await invitations()).length).toBe(count);
    const rows = await app.database.db
      .selectFrom('org_audit')
      .select(['org_id', 'action'])
      .where('target_type', '=', 'invitation')
      .where('org_id', 'in', [orgId, other.orgId])
      .execute();
    expect(rows.filter((r) => Number(r.org_id) === other.orgId).map((r) => r.action)).toEqual([
      'invitation.send',
    ]);
  });

  it('bad input to invite: a clear Chinese message (HTTP 400), nothing sent', async () => {
    const { owner } = await createOrg('输入企业');
    const before = await orgCounts(app);
    const cases: [unknown, string][] = [
      [{ account: '' }, OrgMessage.accountInvalid],
      [{ account: '12345' }, OrgMessage.accountInvalid],
      [{ account: '1391234567a' }, OrgMessage.accountInvalid],
      [{ account: 'not-an-email@' }, OrgMessage.accountInvalid],
      [{ account: `${'a'.repeat(330)}@example.com` }, OrgMessage.accountInvalid],
      [{ account: freshMobile(), role: 'owner' }, OrgMessage.inviteRoleInvalid],
      [{ account: freshMobile(), role: 'root' }, OrgMessage.inviteRoleInvalid],
    ];
    for (const [payload, msg] of cases) {
      expectRefused(
        await call('POST', `${ORG}/member/invite`, owner.token, payload),
        ErrorCode.invalidParams,
        msg,
      );
    }
    for (const payload of [
      {},
      { account: 1 },
      { account: 'a@b.cn', role: 2 },
      { account: 'x'.repeat(401) },
    ]) {
      expect((await call('POST', `${ORG}/member/invite`, owner.token, payload)).status).toBe(400);
    }
    expect(await orgCounts(app)).toEqual(before);
    const loner = await person();
    expectRefused(
      await call('POST', `${ORG}/member/invite`, loner.token, { account: freshMobile() }),
      OrgErrorCode.noOrg,
      OrgMessage.noOrg,
    );
    expect((await call('POST', `${ORG}/member/invite`, null, { account: freshMobile() })).body.code).toBe(
      401,
    );
  });

  it(`at most ${ORG_INVITATIONS_PER_DAY} invitations a day per organisation`, async () => {
    const { orgId, owner } = await createOrg('限额企业');
    const rows = Array.from({ length: ORG_INVITATIONS_PER_DAY }, (_, i) => ({
      org_id: orgId,
      channel: 'sms' as const,
      target: `1390000${String(i).padStart(4, '0')}`,
      role: 'viewer',
      token_hash: `${orgId}-${String(i).padStart(4, '0')}`.padEnd(64, 'x'),
      invited_by: owner.user.id,
      created_at: clock.now(),
      expires_at: new Date(clock.now().getTime() + 60_000),
    }));
    await app.database.db.insertInto('org_invitation').values(rows).execute();
    expectRefused(
      await call('POST', `${ORG}/member/invite`, owner.token, { account: freshMobile() }),
      OrgErrorCode.inviteLimit,
      OrgMessage.inviteLimit,
    );
  });

  it('a disabled organisation’s invitation cannot be accepted: 暂无权限，请联系管理员', async () => {
    const { orgId, owner } = await createOrg('停用邀请企业');
    const email = freshEmail();
    await call('POST', `${ORG}/member/invite`, owner.token, { account: email });
    const invitee = await person({ email });
    await app.services.accountRepositories.orgs.setEnabled(orgId, false);
    expectRefused(
      await call('POST', `${ORG}/invitation/accept`, invitee.token, {
        token: (await invitationToken(email)).token,
      }),
      ErrorCode.forbidden,
      ErrorMessage.blocked,
    );
    expect((await call('GET', PERMISSION_INFO, invitee.token)).body.data.user.orgId).toBe(1);
  });
});
