/** The personal centre in jsdom against a real HTTP server standing in for the API (lib/test-support). */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/testing/render-app.tsx';
import { setUpSignedInApp } from '../../app/testing/signed-in-app.ts';
import { getAccessToken } from '../../lib/auth-storage.ts';
import { bindNavigate } from '../../lib/navigate.ts';
import { queryClient } from '../../lib/query-client.ts';
import { sendEnvelope, type TestServer } from '../../lib/test-support/test-server.ts';
import { useAppStore } from '../../stores/app.store.ts';
import { useSessionStore } from '../../stores/session.store.ts';

let server: TestServer;
let profile: Record<string, unknown>;

const user = {
  id: 5,
  avatar: '',
  nickname: '赵工',
  username: 'zhao@jianku.com',
  orgName: '',
  email: 'zhao@jianku.com',
  mobile: null,
  orgId: 1,
  orgEnable: false,
  businessScope: '',
};

const app = setUpSignedInApp({ user: () => ({ ...user, nickname: profile.nickname }), path: '/user' });
beforeEach(() => {
  server = app.server();
  profile = { ...user, wechatBound: false, createdAt: '2025-03-01T08:00:00.000Z' };
  server.route('GET', '/to/api/base/system/user/profile/get', (_req, res) => sendEnvelope(res, profile));
  server.route('POST', '/to/api/base/system/auth/logout', (_req, res) => sendEnvelope(res, true));
});

/** Selects a tab of the centre and returns its panel. */
async function openTab(name: string) {
  const tab = await screen.findByRole('tab', { name });
  await userEvent.click(tab);
  return within(document.getElementById(tab.getAttribute('aria-controls') ?? '') as HTMLElement);
}

describe('the personal centre (/user)', () => {
  it('SPEC-2.10 signed out: asked to log in; 登录 opens the login dialog', async () => {
    renderApp('/user');
    const prompt = (await screen.findByText('登录后查看个人中心')).closest('.ant-result') as HTMLElement;
    await userEvent.click(within(prompt).getByRole('button', { name: '登录' }));
    expect(useAppStore.getState().showLogin).toBe(true);
  });

  it('SPEC-2.10 SPEC-3.24 profile: the account’s facts; a new nickname is saved and shown in the header', async () => {
    server.route('PUT', '/to/api/base/system/user/profile/update', (req, res) => {
      profile = { ...profile, ...JSON.parse(req.body) };
      sendEnvelope(res, profile);
    });
    await app.signIn();
    renderApp('/user');
    const centre = within((await screen.findByText('基本资料')).closest('.jk-user-center') as HTMLElement);
    expect(await centre.findByText('未加入组织')).toBeInTheDocument();
    expect(centre.getAllByText('zhao@jianku.com')).toHaveLength(2);
    const nickname = centre.getByLabelText('昵称');
    await userEvent.clear(nickname);
    await userEvent.click(centre.getByRole('button', { name: '保存' }));
    expect(await centre.findByText('请输入昵称')).toBeInTheDocument();
    await userEvent.type(nickname, '赵工程师');
    await userEvent.click(centre.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(JSON.parse(server.hits('/to/api/base/system/user/profile/update')[0]?.body ?? '{}')).toEqual({
      nickname: '赵工程师',
    });
    await waitFor(() => expect(useSessionStore.getState().user?.nickname).toBe('赵工程师'));
    expect(
      within(document.querySelector('.jk-header') as HTMLElement).getByText('赵工程师'),
    ).toBeInTheDocument();
  });

  it('SPEC-5.04 SPEC-5.05 password change: the rules, then 修改成功', async () => {
    server.route('PUT', '/to/api/base/system/user/profile/update-password', (_req, res) =>
      sendEnvelope(res, true),
    );
    await app.signIn();
    renderApp('/user');
    const pane = await openTab('账号安全');
    await userEvent.click(pane.getByRole('button', { name: '修改密码' }));
    expect(await pane.findByText('请输入原密码')).toBeInTheDocument();
    expect(pane.getByText('请输入密码')).toBeInTheDocument();
    await userEvent.type(pane.getByLabelText('原密码'), 'Old#Pass1');
    await userEvent.type(pane.getByLabelText('新密码'), 'weak');
    expect(
      await pane.findByText('密码8-16位，含大写、小写字母、数字或特殊字符等三种或以上组合'),
    ).toBeInTheDocument();
    await userEvent.clear(pane.getByLabelText('新密码'));
    await userEvent.type(pane.getByLabelText('新密码'), 'New#Pass12');
    await userEvent.type(pane.getByLabelText('确认新密码'), 'New#Pass12');
    await userEvent.click(pane.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(
      JSON.parse(server.hits('/to/api/base/system/user/profile/update-password')[0]?.body ?? '{}'),
    ).toEqual({
      oldPassword: 'Old#Pass1',
      password: 'New#Pass12',
      confirmPwd: 'New#Pass12',
    });
  });

  it('退出所有设备: every session ends, the session is cleared and /user goes to /', async () => {
    server.route('POST', '/to/api/base/system/user/profile/logout-all', (_req, res) =>
      sendEnvelope(res, true),
    );
    await app.signIn();
    renderApp('/user');
    const navigations: string[] = [];
    const unbind = bindNavigate((to) => navigations.push(to));
    const pane = await openTab('账号安全');
    await userEvent.click(pane.getByRole('button', { name: '退出所有设备' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(getAccessToken()).toBeUndefined());
    expect(server.hits('/to/api/base/system/user/profile/logout-all')).toHaveLength(1);
    expect(useSessionStore.getState().user).toBeNull();
    expect(navigations).toEqual(['/']);
    unbind();
  });

  it('WeChat: unbound → 绑定微信 opens the QR frame for scan_type band; bound → 解除绑定', async () => {
    server.route('GET', '/to/api/base/system/auth/wechat/qr-config', (req, res) =>
      sendEnvelope(res, {
        appid: 'wxdev',
        scope: 'snsapi_login',
        redirect_uri: `${server.origin}/sso?scan_type=${req.query.get('scanType')}&redirect=%2Fuser`,
        state: 'st-2',
        style: 'black',
        response_type: 'code',
        base: '/to/api/dev/wechat',
      }),
    );
    server.route('DELETE', '/to/api/base/system/user/profile/wechat', (_req, res) => {
      profile = { ...profile, wechatBound: false };
      sendEnvelope(res, true);
    });
    await app.signIn();
    renderApp('/user');
    const unbound = await openTab('微信绑定');
    expect(unbound.getByText('未绑定微信')).toBeInTheDocument();
    await userEvent.click(unbound.getByRole('button', { name: '绑定微信' }));
    const frame = (await screen.findByTitle('请使用微信扫描二维码绑定')) as HTMLIFrameElement;
    expect(server.hits('/to/api/base/system/auth/wechat/qr-config')[0]?.query.get('scanType')).toBe('band');
    expect(server.hits('/to/api/base/system/auth/wechat/qr-config')[0]?.query.get('redirect')).toBe('/user');
    expect(new URL(frame.src).searchParams.get('state')).toBe('st-2');
    cleanup();
    queryClient.clear();
    profile = { ...profile, wechatBound: true };
    renderApp('/user');
    const pane = await openTab('微信绑定');
    expect(await pane.findByText('已绑定微信')).toBeInTheDocument();
    await userEvent.click(pane.getByRole('button', { name: '解除绑定' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已解除绑定')).toBeInTheDocument();
    expect(await pane.findByText('未绑定微信')).toBeInTheDocument();
  });
});
