/** /personalCenter/myInfo in jsdom against a real HTTP server standing in for the API (lib/test-support). */
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../app/testing/render-app.tsx';
import { setTokens } from '../../lib/auth-storage.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  captureJsdomErrors,
  sendEnvelope,
  setPageUrl,
  startTestServer,
  type TestServer,
} from '../../lib/test-support/test-server.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { loadUser } from '../auth/session/session-loader.ts';

let server: TestServer;
let refused: ReturnType<typeof captureJsdomErrors>;

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

beforeAll(async () => {
  refused = captureJsdomErrors(/ECONNREFUSED|ECONNRESET|Could not load iframe/);
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  refused.restore();
});
beforeEach(() => {
  resetAppState();
  queryClient.clear();
  useSessionStore.getState().reset();
  server.reset();
  server.route('GET', '/to/api/base/system/auth/get-permission-info', (_req, res) =>
    sendEnvelope(res, { permissions: [], roles: [], user }),
  );
  server.route('GET', '/to/api/base/system/auth/get-extend-user-info', (_req, res) =>
    sendEnvelope(res, { clientId: '' }),
  );
  server.route('GET', '/to/api/base/system/user/profile/get', (_req, res) =>
    sendEnvelope(res, { ...user, wechatBound: true, createdAt: '2025-03-01T08:00:00.000Z' }),
  );
});
afterEach(() => {
  cleanup();
  resetAppState();
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
