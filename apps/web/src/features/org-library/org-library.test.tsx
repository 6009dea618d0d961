import { OrgLibraryMessage } from '@jianku/rules/org-library-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_ID, orgMember } from '../../app/testing/org-member.ts';
import { renderApp } from '../../app/testing/render-app.tsx';
import { setUpSignedInApp } from '../../app/testing/signed-in-app.ts';
import { sendEnvelope, type TestServer } from '../../lib/test-support/test-server.ts';

let role: 'editor' | 'viewer' = 'editor';
const app = setUpSignedInApp(orgMember(() => role));
let server: TestServer;

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

beforeEach(() => {
  server = app.server();
  role = 'editor';
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
const signedIn = app.signIn;

describe('the enterprise library page', () => {
  it('SPEC-2.06 an editor sees the organisation’s items and categories at /part/brand-detail/{orgId}?type=1; 添加零件 checks its fields in Chinese before sending', {
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
    // the categories arrive too (and no request of this test is still on its way when the next one starts)
    const categories = screen.getByRole('complementary', { name: '企业库分类' });
    expect(
      await within(categories).findByRole('button', { name: /多层陶瓷电容\(MLCC\)\s*1/ }),
    ).toBeInTheDocument();
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
