/**
 * The enterprise library page (/part/brand-detail/{orgId}?type=1, issue 14) in jsdom against a real HTTP server
 * standing in for the API (strict: every scripted answer must match the real API's OpenAPI): members see their
 * organisation's items and categories; editors get 添加零件 with Chinese field rules; viewers do not; another
 * organisation's id shows 暂无权限 and asks nothing.
 */
import { ORG_ROLE_PERMISSIONS } from '@jianku/rules';
import { OrgLibraryMessage } from '@jianku/rules/org-library-schemas';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
let role: 'editor' | 'viewer' = 'editor';
const ORG_ID = 7;

/** Murata GRM188R71H104KA93D (0603 X7R 100 nF 50 V ±10 %), in the organisation's library as SZ-C-0001. */
const ITEM = {
  id: 501,
  code: 'org7.abc',
  kind: 2,
  model: 'GRM188R71H104KA93D',
  name: '多层陶瓷电容',
  series: '',
  standard: null,
  package: '0603',
  lifecycle: null,
  brand: null,
  category: { id: 31, name: '多层陶瓷电容(MLCC)' },
  keyParams: [{ key: 'capacitance', name: '容值', display: '100 nF' }],
  internalCode: 'SZ-C-0001',
  linkedItemId: null,
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
  setPageUrl(`${server.origin}/`);
  server.reset();
  role = 'editor';
  server.route('GET', '/to/api/base/system/auth/get-permission-info', (_req, res) =>
    sendEnvelope(res, {
      permissions: [...ORG_ROLE_PERMISSIONS[role]],
      roles: [`org_${role}`],
      user: {
        id: 5,
        avatar: '',
        nickname: '赵工',
        username: 'zhao@jianku.com',
        orgName: '苏州精工电子有限公司',
        email: 'zhao@jianku.com',
        mobile: null,
        orgId: ORG_ID,
        orgEnable: true,
        businessScope: '1,2',
      },
    }),
  );
  server.route('GET', '/to/api/base/system/auth/get-extend-user-info', (_req, res) =>
    sendEnvelope(res, { clientId: '' }),
  );
  server.route('GET', '/to/api/org-library/categories', (_req, res) =>
    sendEnvelope(res, [
      {
        id: 31,
        kind: 2,
        name: '多层陶瓷电容(MLCC)',
        path: ['无源器件', '电容', '多层陶瓷电容(MLCC)'],
        itemCount: 1,
      },
    ]),
  );
  server.route('GET', '/to/api/org-library/items', (_req, res) =>
    sendEnvelope(res, { list: [ITEM], total: 1 }),
  );
  server.route('GET', '/to/api/catalog/categories', (_req, res) => sendEnvelope(res, []));
});
afterEach(() => {
  cleanup();
  resetAppState();
});

async function signedIn() {
  setTokens({ accessToken: 'AT', refreshToken: 'RT' });
  await loadUser();
}

describe('the enterprise library page', () => {
  it('an editor sees the organisation’s items and categories; 添加零件 checks its fields in Chinese before sending', {
    timeout: 120_000,
  }, async () => {
    await signedIn();
    renderApp(`/part/brand-detail/${ORG_ID}?type=1`);
    // the first render compiles the page's lazy chunk (slow on a loaded machine)
    expect(await screen.findByRole('link', { name: ITEM.model }, { timeout: 60_000 })).toHaveAttribute(
      'href',
      `/component/detail/${ITEM.id}`,
    );
    expect(screen.getByText('SZ-C-0001')).toBeInTheDocument();
    const categories = screen.getByRole('complementary', { name: '企业库分类' });
    expect(
      await within(categories).findByRole('button', { name: /多层陶瓷电容\(MLCC\)\s*1/ }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /添加零件/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(OrgLibraryMessage.categoryRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(OrgLibraryMessage.modelRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(OrgLibraryMessage.nameRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('企业内部料号'), 'Y'.repeat(65));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText(OrgLibraryMessage.tooLong('企业内部料号', 64)),
    ).toBeInTheDocument();
    expect(server.hits('/to/api/org-library/items').filter((h) => h.method === 'POST')).toHaveLength(0);
  });

  it('a viewer reads the library without 添加零件', { timeout: 120_000 }, async () => {
    role = 'viewer';
    await signedIn();
    renderApp(`/part/brand-detail/${ORG_ID}?type=1`);
    expect(await screen.findByRole('link', { name: ITEM.model }, { timeout: 60_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /添加零件/ })).not.toBeInTheDocument();
  });

  it('another organisation’s library: 暂无权限, and nothing is asked of the server', async () => {
    await signedIn();
    renderApp(`/part/brand-detail/${ORG_ID + 1}?type=1`);
    expect(await screen.findByText('暂无权限，请联系管理员')).toBeInTheDocument();
    await waitFor(() => expect(server.hits('/to/api/org-library/categories')).toHaveLength(0));
    expect(server.hits('/to/api/org-library/items')).toHaveLength(0);
  });
});
