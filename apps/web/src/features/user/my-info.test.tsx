/** /personalCenter/myInfo in jsdom against a real HTTP server standing in for the API (lib/test-support). */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/testing/render-app.tsx';
import { setUpSignedInApp } from '../../app/testing/signed-in-app.ts';
import { setTokens } from '../../lib/auth-storage.ts';
import { setPageUrl, type TestServer } from '../../lib/test-support/test-server.ts';
import { loadUser } from '../auth/session/session-loader.ts';

let server: TestServer;

const user = {
  id: 8,
  avatar: '',
  nickname: '孙工',
  username: '13912345678',
  orgName: '',
  email: null,
  mobile: '13912345678',
  orgId: 1,
  orgEnable: false,
  businessScope: '',
};

const app = setUpSignedInApp({
  user: () => user,
  profile: () => ({ wechatBound: true, createdAt: '2025-03-01T08:00:00.000Z' }),
});
beforeEach(() => {
  server = app.server();
});

describe('/personalCenter/myInfo', () => {
  it('SPEC-2.11 the personal info after a WeChat binding: the profile and the bound account on one page', async () => {
    setPageUrl(`${server.origin}/personalCenter/myInfo`);
    setTokens({ accessToken: 'AT', refreshToken: 'RT' });
    await loadUser();
    renderApp('/personalCenter/myInfo');
    const page = within(
      (await screen.findByRole('heading', { name: '个人信息', level: 1 })).closest('main') as HTMLElement,
    );
    expect(await page.findByLabelText('昵称')).toHaveValue('孙工');
    expect(page.getAllByText('13912345678').length).toBeGreaterThan(0);
    expect(page.getByText('已绑定微信')).toBeInTheDocument();
  });

  it('SPEC-2.11 signed out: asked to log in', async () => {
    setPageUrl(`${server.origin}/personalCenter/myInfo`);
    renderApp('/personalCenter/myInfo');
    expect(await screen.findByText('登录后查看个人信息')).toBeInTheDocument();
  });
});
