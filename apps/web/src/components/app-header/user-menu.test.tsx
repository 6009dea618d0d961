import { ORG_ROLE_PERMISSIONS } from '@jianku/rules';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../app/testing/render-app.tsx';
import { setTokens } from '../../lib/auth-storage.ts';
import { captureJsdomErrors } from '../../lib/test-support/test-server.ts';
import { MODE_KEY, useAppStore } from '../../stores/app.store.ts';
import { type User, useSessionStore } from '../../stores/session.store.ts';
import type { HeaderType } from '../library/library.ts';
import { AppHeader } from './app-header.tsx';
import { avatarUrl, displayName, secondLine } from './user-menu.tsx';

const member: User = {
  id: 7,
  avatar: '',
  nickname: '张工',
  username: 'zhang@jianku.com',
  orgName: '件库科技',
  email: 'zhang@jianku.com',
  mobile: '13800138000',
  orgId: 12,
  orgEnable: true,
  businessScope: '1,2',
  clientId: '',
};

function signIn(user: User = member) {
  setTokens({ accessToken: 'AT', refreshToken: 'RT' });
  useSessionStore.getState().setPermissionInfo({ permissions: [], roles: [], user });
}

function renderHeader(type: HeaderType, path = '/') {
  const routes: RouteObject[] = [{ path: '*', element: <AppHeader type={type} /> }];
  return renderApp(path, routes);
}

/** Opens the dropdown and returns it. */
async function openMenu() {
  const trigger = screen.getByRole('button', { name: /个人中心：/ });
  await userEvent.unhover(trigger);
  await userEvent.hover(trigger);
  await waitFor(() => expect(screen.getByRole('menuitem', { name: /退出登录/ })).toBeVisible());
  return within(screen.getByRole('menu').closest('.jk-user-menu') as HTMLElement);
}

describe('the user dropdown', () => {
  // 退出登录 posts to an API that is not there in jsdom: the refused connection is expected.
  let refused: ReturnType<typeof captureJsdomErrors>;
  beforeAll(() => {
    refused = captureJsdomErrors(/ECONNREFUSED/);
  });
  afterAll(() => refused.restore());
  beforeEach(() => {
    resetAppState();
    useSessionStore.getState().reset();
  });
  afterEach(() => {
    cleanup();
    useSessionStore.getState().reset();
    resetAppState();
  });

  it('SPEC-6.02 SPEC-2.47 SPEC-2.48 SPEC-2.49 SPEC-2.50 signed in: avatar and nickname; the menu shows the org name', async () => {
    signIn();
    renderHeader('Home');
    const header = document.querySelector('.jk-header') as HTMLElement;
    expect(within(header).queryByRole('button', { name: '登录' })).toBeNull();
    expect(within(header).queryByRole('link', { name: '注册' })).toBeNull();
    expect(within(header).getByText('张工')).toBeInTheDocument();
    expect(header.querySelector('.jk-user-avatar')?.textContent).toBe('张');
    const menu = await openMenu();
    expect(menu.getByText('件库科技')).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: /个人中心/ })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: /退出登录/ })).toBeInTheDocument();
    // SPEC-2.54 not on the home header
    expect(menu.queryByText(/切换到/)).toBeNull();
  });

  it('SPEC-2.50 the name falls back to the username; the second line to the e-mail, then the mobile', () => {
    expect(displayName({ nickname: '', username: 'li@jianku.com' })).toBe('li@jianku.com');
    expect(secondLine({ orgName: '', email: 'li@jianku.com', mobile: '139' })).toBe('li@jianku.com');
    expect(secondLine({ orgName: '', email: '', mobile: '13900000000' })).toBe('13900000000');
  });

  it('SPEC-7.22 an uploaded avatar id becomes its file-content address; links stay links', () => {
    expect(avatarUrl('f-123')).toBe('/to/api/base/file/content/get/f-123');
    expect(avatarUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(avatarUrl('/static/a.png')).toBe('/static/a.png');
    expect(avatarUrl('')).toBeUndefined();
  });

  it('SPEC-2.52 个人中心 goes to /user', async () => {
    signIn();
    const { router } = renderHeader('Home', '/about');
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: /个人中心/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });

  it('SPEC-2.53 SPEC-4.08 退出登录 clears the session even when the call fails; 登录 and 注册 come back', async () => {
    signIn();
    renderHeader('Home');
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: /退出登录/ }));
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '注册' })).toBeInTheDocument();
  });

  it('SPEC-2.54 SPEC-6.07 SPEC-4.01 SPEC-4.02 SPEC-3.32 parts only: 公共库 ↔ 企业库, stored in session storage', async () => {
    signIn();
    const { router } = renderHeader('Part', '/part');
    expect(screen.getByText('公共库')).toBeInTheDocument();
    let menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: /切换到企业库/ }));
    expect(useAppStore.getState().isPrivate).toBe(true);
    expect(sessionStorage.getItem(MODE_KEY)).toBe('private');
    await waitFor(() => expect(router.state.location.pathname).toBe('/part/brand-detail/12'));
    expect(router.state.location.search).toBe('?type=1');
    expect(screen.getByText('企业库')).toBeInTheDocument();
    menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: /切换到公共库/ }));
    expect(useAppStore.getState().isPrivate).toBe(false);
    expect(sessionStorage.getItem(MODE_KEY)).toBe('open');
    await waitFor(() => expect(router.state.location.pathname).toBe('/part'));
  });

  it('SPEC-2.51 SPEC-6.03 the warehouse entry (仓库) for members, 审计日志 for admins; neither for others', async () => {
    useSessionStore.getState().setPermissionInfo({
      permissions: [...ORG_ROLE_PERMISSIONS.viewer],
      roles: ['org_viewer'],
      user: member,
    });
    setTokens({ accessToken: 'AT', refreshToken: 'RT' });
    const viewer = renderHeader('Home');
    let menu = await openMenu();
    expect(menu.queryByRole('menuitem', { name: /审计日志/ })).toBeNull();
    await userEvent.click(menu.getByRole('menuitem', { name: /仓库/ }));
    await waitFor(() =>
      expect(viewer.router.state.location.pathname).toBe('/part/brand-detail/12/warehouse'),
    );
    viewer.unmount();
    useSessionStore.getState().setPermissionInfo({
      permissions: [...ORG_ROLE_PERMISSIONS.admin],
      roles: ['org_admin'],
      user: member,
    });
    const admin = renderHeader('Home');
    menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: /审计日志/ }));
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/part/brand-detail/12/audit'));
    admin.unmount();
    signIn({ ...member, orgId: 1, orgName: '' });
    renderHeader('Home');
    menu = await openMenu();
    expect(menu.queryByRole('menuitem', { name: /仓库/ })).toBeNull();
    expect(menu.queryByRole('menuitem', { name: /审计日志/ })).toBeNull();
  });

  it('SPEC-2.54 SPEC-6.07 no switch without an organisation above 1 or without business scope 1', async () => {
    signIn({ ...member, orgId: 1 });
    const first = renderHeader('Part', '/part');
    expect(screen.queryByText('公共库')).toBeNull();
    first.unmount();
    signIn({ ...member, businessScope: '2' });
    const second = renderHeader('Part', '/part');
    expect(screen.queryByText('公共库')).toBeNull();
    second.unmount();
    signIn();
    renderHeader('Component', '/component');
    expect(screen.queryByText('公共库')).toBeNull();
  });
});
