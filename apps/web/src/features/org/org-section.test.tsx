/**
 * The 企业 tab of the personal centre and the user menu's organisation entry, in jsdom against a real HTTP server
 * standing in for the API (lib/test-support, strict: every scripted answer must match the real API's OpenAPI).
 */
import { DialogText, ErrorCode, ORG_ROLE_PERMISSIONS, OrgMessage, VendorMessage } from '@jianku/rules';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/testing/render-app.tsx';
import { setUpSignedInApp } from '../../app/testing/signed-in-app.ts';
import { queryClient } from '../../lib/query-client.ts';
import { sendEnvelope, sendJson, type TestServer } from '../../lib/test-support/test-server.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { loadUser } from '../auth/session/session-loader.ts';

let server: TestServer;
let orgId: number;
let role: 'owner' | 'admin' | 'editor' | 'viewer' | null;

const ORG = {
  id: 7,
  name: '华东精密机械有限公司',
  creditCode: '91350100M000100Y43',
  logo: '',
  businessScope: '1,2',
  enabled: true,
  memberCount: 2,
  createdAt: '2026-01-05T08:00:00.000Z',
};
const MEMBERS = [
  {
    userId: 5,
    nickname: '赵工',
    username: 'zhao@jianku.com',
    email: 'zhao@jianku.com',
    mobile: '',
    role: 'owner',
    joinedAt: '2026-01-05T08:00:00.000Z',
  },
  {
    userId: 9,
    nickname: '钱工',
    username: '13912345678',
    email: '',
    mobile: '13912345678',
    role: 'viewer',
    joinedAt: '2026-01-06T08:00:00.000Z',
  },
];

function userObject() {
  return {
    id: 5,
    avatar: '',
    nickname: '赵工',
    username: 'zhao@jianku.com',
    orgName: orgId > 1 ? ORG.name : '',
    email: 'zhao@jianku.com',
    mobile: null,
    orgId,
    orgEnable: orgId > 1,
    businessScope: orgId > 1 ? '1,2' : '',
  };
}

const app = setUpSignedInApp({
  user: userObject,
  access: () => ({
    permissions: role ? [...ORG_ROLE_PERMISSIONS[role]] : [],
    roles: role ? [`org_${role}`] : [],
  }),
  path: '/user',
  profile: () => ({ mobile: null, wechatBound: false, createdAt: '2025-03-01T08:00:00.000Z' }),
});
beforeEach(() => {
  server = app.server();
  orgId = 1;
  role = null;
  server.route('GET', '/to/api/base/org/my', (_req, res) =>
    sendEnvelope(
      res,
      role
        ? { org: ORG, role, permissions: [...ORG_ROLE_PERMISSIONS[role]] }
        : { org: null, role: null, permissions: [] },
    ),
  );
  server.route('GET', '/to/api/base/org/member/list', (_req, res) => sendEnvelope(res, MEMBERS));
  server.route('GET', '/to/api/base/org/invitation/list', (_req, res) => sendEnvelope(res, []));
  server.route('GET', '/to/api/vendor/settings', (_req, res) => sendEnvelope(res, null));
  server.route('GET', '/to/api/catalog/brands', (req, res) => {
    const words = (req.query.get('keyWords') ?? '').toLowerCase();
    const list = BRANDS.filter((b) => !words || `${b.nameZh} ${b.nameEn}`.toLowerCase().includes(words));
    sendEnvelope(res, { list, total: list.length });
  });
});

/** Public catalogue brands as /catalog/brands answers them (two of the seeded bearing makers). */
const BRANDS = [
  {
    id: 1,
    code: 'skf',
    nameZh: '斯凯孚',
    nameEn: 'SKF',
    country: 'SE',
    website: 'https://www.skf.com',
    description: '',
    kinds: [1],
    itemCount: 12,
  },
  {
    id: 2,
    code: 'nsk',
    nameZh: '日本精工',
    nameEn: 'NSK',
    country: 'JP',
    website: 'https://www.nsk.com',
    description: '',
    kinds: [1],
    itemCount: 9,
  },
];

// the personal centre's 企业 pane (the app's own tab bar of open pages has a tab panel too)
const panel = async () => within((await screen.findByRole('tabpanel', { name: '企业' })) as HTMLElement);

describe('the 企业 tab (/user?tab=org)', () => {
  it('creating an organisation: the rules of the name and the credit code, then the organisation and its members', async () => {
    server.route('POST', '/to/api/base/org/create', (_req, res) => {
      orgId = ORG.id;
      role = 'owner';
      sendEnvelope(res, {
        org: { ...ORG, memberCount: 1 },
        role: 'owner',
        permissions: [...ORG_ROLE_PERMISSIONS.owner],
      });
    });
    await app.signIn();
    renderApp('/user?tab=org');
    const tab = await panel();
    await userEvent.click(await tab.findByRole('button', { name: '创建企业' }));
    expect(await tab.findByText(OrgMessage.nameRequired)).toBeInTheDocument();
    await userEvent.type(tab.getByLabelText('企业名称'), ORG.name);
    await userEvent.type(tab.getByLabelText('统一社会信用代码'), '91350100m000100y44');
    await userEvent.click(tab.getByRole('button', { name: '创建企业' }));
    expect(await tab.findByText(OrgMessage.creditCodeCheck)).toBeInTheDocument();
    expect(server.hits('/to/api/base/org/create')).toHaveLength(0);
    await userEvent.clear(tab.getByLabelText('统一社会信用代码'));
    await userEvent.type(tab.getByLabelText('统一社会信用代码'), '91350100m000100y43');
    await userEvent.click(tab.getByRole('button', { name: '创建企业' }));
    await waitFor(() => expect(server.hits('/to/api/base/org/create')).toHaveLength(1));
    expect(JSON.parse(server.hits('/to/api/base/org/create')[0]?.body ?? '{}')).toEqual({
      name: ORG.name,
      creditCode: '91350100M000100Y43',
      logo: null,
    });
    const after = await panel();
    expect(await after.findByRole('heading', { name: ORG.name })).toBeInTheDocument();
    expect(await after.findByText('钱工')).toBeInTheDocument();
    // the session was reloaded: the header's second line is the organisation now
    await waitFor(() => expect(useSessionStore.getState().user?.orgId).toBe(ORG.id));
    expect(useSessionStore.getState().permissions).toContain('org:member:invite');
  });

  it('SPEC-6.03 an owner sees the role selects, 移除 and the invitation form; a viewer sees none of them', async () => {
    orgId = ORG.id;
    role = 'owner';
    await app.signIn();
    renderApp('/user?tab=org');
    let tab = await panel();
    expect(await tab.findByText('钱工')).toBeInTheDocument();
    expect(tab.getByRole('combobox', { name: '角色：钱工' })).toBeInTheDocument();
    expect(tab.getByRole('button', { name: '移除' })).toBeInTheDocument();
    expect(tab.getByRole('heading', { name: '邀请成员' })).toBeInTheDocument();
    cleanup();

    role = 'viewer';
    queryClient.clear();
    await loadUser();
    renderApp('/user?tab=org');
    tab = await panel();
    expect(await tab.findByText('钱工')).toBeInTheDocument();
    expect(tab.queryByRole('combobox')).toBeNull();
    expect(tab.queryByRole('button', { name: '移除' })).toBeNull();
    expect(tab.queryByRole('heading', { name: '邀请成员' })).toBeNull();
    expect(tab.getByRole('button', { name: '退出企业' })).toBeInTheDocument();
  });

  it('an owner invites by phone: the account is checked, then the invitation is sent with its role', async () => {
    orgId = ORG.id;
    role = 'owner';
    server.route('POST', '/to/api/base/org/member/invite', (req, res) => {
      const body = JSON.parse(req.body);
      sendEnvelope(res, {
        id: 3,
        channel: 'sms',
        target: body.account,
        role: body.role,
        inviter: '赵工',
        createdAt: '2026-01-07T08:00:00.000Z',
        expiresAt: '2026-01-14T08:00:00.000Z',
      });
    });
    await app.signIn();
    renderApp('/user?tab=org');
    const tab = await panel();
    const account = await tab.findByLabelText('手机号或邮箱');
    await userEvent.type(account, '1391234');
    await userEvent.click(tab.getByRole('button', { name: '发送邀请' }));
    expect(await tab.findByText(OrgMessage.accountInvalid)).toBeInTheDocument();
    await userEvent.clear(account);
    await userEvent.type(account, '13987654321');
    await userEvent.click(tab.getByRole('button', { name: '发送邀请' }));
    await waitFor(() => expect(server.hits('/to/api/base/org/member/invite')).toHaveLength(1));
    expect(JSON.parse(server.hits('/to/api/base/org/member/invite')[0]?.body ?? '{}')).toEqual({
      account: '13987654321',
      role: 'viewer',
    });
    expect(await screen.findByText('邀请已发送')).toBeInTheDocument();
  });

  it('the link of an invitation mail: who invites to what, 接受邀请, then the organisation', async () => {
    const token = 'A'.repeat(43);
    server.route('GET', '/to/api/base/org/invitation/get', (_req, res) =>
      sendEnvelope(res, {
        orgName: ORG.name,
        role: 'editor',
        inviter: '孙工',
        target: 'zh***@jianku.com',
        status: 'pending',
        expiresAt: '2026-01-14T08:00:00.000Z',
        forMe: true,
      }),
    );
    server.route('POST', '/to/api/base/org/invitation/accept', (_req, res) => {
      orgId = ORG.id;
      role = 'editor';
      sendEnvelope(res, { org: ORG, role: 'editor', permissions: [...ORG_ROLE_PERMISSIONS.editor] });
    });
    await app.signIn();
    renderApp(`/user?tab=org&invite=${token}`);
    const tab = await panel();
    expect(await tab.findByText(`孙工 邀请您以“编辑者”身份加入企业“${ORG.name}”`)).toBeInTheDocument();
    await userEvent.click(tab.getByRole('button', { name: '接受邀请' }));
    await waitFor(() => expect(server.hits('/to/api/base/org/invitation/accept')).toHaveLength(1));
    expect(JSON.parse(server.hits('/to/api/base/org/invitation/accept')[0]?.body ?? '{}')).toEqual({ token });
    expect(await (await panel()).findByRole('heading', { name: ORG.name })).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().roles).toEqual(['org_editor']));
    expect(window.location.search).not.toContain('invite=');
  });

  it('an invitation for another account says so and offers no 接受邀请', async () => {
    server.route('GET', '/to/api/base/org/invitation/get', (_req, res) =>
      sendEnvelope(res, {
        orgName: ORG.name,
        role: 'viewer',
        inviter: '孙工',
        target: '139****5678',
        status: 'pending',
        expiresAt: '2026-01-14T08:00:00.000Z',
        forMe: false,
      }),
    );
    await app.signIn();
    renderApp(`/user?tab=org&invite=${'B'.repeat(43)}`);
    const tab = await panel();
    expect(
      await tab.findByText('该邀请不是发给当前账号的，请使用被邀请的账号登录后接受'),
    ).toBeInTheDocument();
    expect(tab.queryByRole('button', { name: '接受邀请' })).toBeNull();
  });
});

describe('the user menu’s organisation entry follows the permissions', () => {
  it('创建企业 for a user in no organisation, 我的企业 for a member; it opens the 企业 tab', async () => {
    await app.signIn();
    renderApp('/');
    await userEvent.hover(await screen.findByRole('button', { name: /个人中心：赵工/ }));
    expect(await screen.findByRole('menuitem', { name: /创建企业/ })).toBeInTheDocument();
    cleanup();

    orgId = ORG.id;
    role = 'viewer';
    await loadUser();
    renderApp('/');
    await userEvent.hover(await screen.findByRole('button', { name: /个人中心：赵工/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /我的企业/ }));
    // the personal centre opens on its 企业 pane
    expect(await screen.findByRole('tabpanel', { name: '企业' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('SPEC-2.18 an owner publishes the vendor page: the exact messages first, then the key, brands and switch are saved; a taken key says so', async () => {
    orgId = ORG.id;
    role = 'owner';
    let taken = true;
    server.route('POST', '/to/api/vendor/settings', (req, res) => {
      const body = JSON.parse(req.body);
      if (taken) {
        sendJson(res, { code: ErrorCode.invalidParams, msg: VendorMessage.keyTaken, data: null }, 400);
        return;
      }
      sendEnvelope(res, {
        key: body.key,
        published: body.published,
        intro: body.intro,
        website: body.website,
        contact: body.contact,
        brands: [{ id: 1, nameZh: '斯凯孚', nameEn: 'SKF', library: 'part' }],
        updatedAt: '2026-11-26T08:00:00.000Z',
      });
    });
    await app.signIn();
    renderApp('/user?tab=org');
    const tab = await panel();
    expect(await tab.findByRole('heading', { name: '厂商主页' }, { timeout: 30_000 })).toBeInTheDocument();
    const key = tab.getByLabelText('主页地址');
    await userEvent.type(key, 'JC');
    await userEvent.click(tab.getByRole('button', { name: '保存' }));
    expect(await tab.findByText(VendorMessage.keyInvalid, {}, { timeout: 30_000 })).toBeInTheDocument();
    await userEvent.clear(key);
    await userEvent.type(key, 'jckey');
    const website = tab.getByLabelText('官方网站');
    await userEvent.type(website, 'ftp://www.example.com');
    await userEvent.click(tab.getByRole('button', { name: '保存' }));
    expect(await tab.findByText(VendorMessage.websiteInvalid)).toBeInTheDocument();
    expect(server.hits('/to/api/vendor/settings').filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.clear(website);
    await userEvent.type(website, 'https://www.example.com');
    await userEvent.type(tab.getByLabelText('企业简介'), '专注精密测量仪器代理');
    await userEvent.type(tab.getByLabelText('代理品牌'), 'SKF');
    await userEvent.click(await screen.findByText('斯凯孚（SKF）', {}, { timeout: 30_000 }));
    await userEvent.click(tab.getByRole('switch'));
    await userEvent.click(tab.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(VendorMessage.keyTaken, {}, { timeout: 30_000 })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: DialogText.confirm }),
    );
    const posts = () => server.hits('/to/api/vendor/settings').filter((r) => r.method === 'POST');
    expect(JSON.parse(posts()[0]?.body ?? '{}')).toEqual({
      key: 'jckey',
      published: true,
      intro: '专注精密测量仪器代理',
      website: 'https://www.example.com',
      contact: '',
      brandIds: [1],
    });
    taken = false;
    server.route('GET', '/to/api/vendor/settings', (_req, res) =>
      sendEnvelope(res, {
        key: 'jckey',
        published: true,
        intro: '专注精密测量仪器代理',
        website: 'https://www.example.com',
        contact: '',
        brands: [{ id: 1, nameZh: '斯凯孚', nameEn: 'SKF', library: 'part' }],
        updatedAt: '2026-11-26T08:00:00.000Z',
      }),
    );
    await userEvent.click((await panel()).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('厂商主页已保存', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
    expect(await tab.findByRole('link', { name: /查看厂商主页/ }, { timeout: 30_000 })).toHaveAttribute(
      'href',
      '/vendor/jckey',
    );
  }, 240_000);

  it('editors and viewers see no vendor page settings', async () => {
    orgId = ORG.id;
    role = 'editor';
    await app.signIn();
    renderApp('/user?tab=org');
    const tab = await panel();
    expect(await tab.findByText('钱工')).toBeInTheDocument();
    expect(tab.getByRole('heading', { name: '成员' })).toBeInTheDocument();
    expect(tab.queryByRole('heading', { name: '厂商主页' })).toBeNull();
  });
});
