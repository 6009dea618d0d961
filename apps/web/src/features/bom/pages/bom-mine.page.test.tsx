/**
 * 我的 BOM (issue 15) in jsdom against a real HTTP server standing in for the API (lib/test-support, strict:
 * scripted answers must match the real API's shapes): the saved BOMs listed with name, file, lines and matched %,
 * opened by their link, deleted after a confirmation; the same list in the personal centre's 我的 BOM tab; the
 * BOM page links to it.
 */
import type { BomSummary } from '@jianku/rules/bom-schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { setUpSignedInApp } from '../../../app/testing/signed-in-app.ts';
import { sendEnvelope, type TestServer } from '../../../lib/test-support/test-server.ts';

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

const BOMS: BomSummary[] = [
  {
    id: 'AbCdEfGhIjKlMnOpQrStUv',
    name: '主控板',
    fileName: '主控板.xlsx',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    lineCount: 40,
    matchedCount: 30,
  },
  {
    id: 'ZyXwVuTsRqPoNmLkJiHgFe',
    name: '电源板',
    fileName: 'power.csv',
    createdAt: '2026-11-18T08:00:00.000Z',
    updatedAt: '2026-11-19T08:00:00.000Z',
    lineCount: 3,
    matchedCount: 3,
  },
];

let server: TestServer;
let boms: BomSummary[];

beforeAll(() => {
  configure({ asyncUtilTimeout: 15_000 });
});

const app = setUpSignedInApp({
  user: () => user,
  path: '/bom/mine',
  profile: () => ({ wechatBound: false, createdAt: '2025-03-01T08:00:00.000Z' }),
});
beforeEach(() => {
  server = app.server();
  boms = [...BOMS];
  server.route('GET', '/to/api/bom/mine', (_req, res) =>
    sendEnvelope(res, { list: boms, total: boms.length }),
  );
  for (const b of BOMS)
    server.route('DELETE', `/to/api/bom/${b.id}`, (_req, res) => {
      boms = boms.filter((x) => x.id !== b.id);
      sendEnvelope(res, { deleted: true });
    });
});

describe('我的 BOM', () => {
  it('/bom/mine lists the saved BOMs with lines and matched %, links to each, deletes after confirming', async () => {
    await app.signIn();
    renderApp('/bom/mine');
    // text queries: the role queries walk antd's whole table too slowly for a loaded machine
    const link = (await screen.findByText('主控板')).closest('a');
    expect(link).toHaveAttribute('href', `/bom/${BOMS[0]?.id}`);
    const row = link?.closest('tr') as HTMLElement;
    expect(within(row).getByText('主控板.xlsx')).toBeInTheDocument();
    expect(within(row).getByText('40')).toBeInTheDocument();
    expect(within(row).getByText('75%（30/40）')).toBeInTheDocument();
    expect(screen.getByText('上传新的 BOM').closest('a')).toHaveAttribute('href', '/bom');
    await userEvent.click(within(row).getByText('删除'));
    const confirm = (await screen.findByText('删除后分享链接将失效，确定删除？')).closest(
      '.ant-popover',
    ) as HTMLElement;
    await userEvent.click(within(confirm).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(server.hits(`/to/api/bom/${BOMS[0]?.id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('主控板')).not.toBeInTheDocument());
    expect(screen.getByText('电源板')).toBeInTheDocument();
  });

  it('the personal centre has the 我的 BOM tab with the same list', async () => {
    await app.signIn();
    renderApp('/user?tab=boms');
    const name = await screen.findByText('电源板');
    expect(name.closest('a')).toHaveAttribute('href', `/bom/${BOMS[1]?.id}`);
    expect(name.closest('[role=tabpanel]')).toHaveAttribute(
      'aria-labelledby',
      expect.stringContaining('boms'),
    );
    expect(screen.getByText('100%（3/3）')).toBeInTheDocument();
  });

  it('signed out, /bom/mine asks to log in and lists nothing; the BOM page links to 我的 BOM', async () => {
    renderApp('/bom/mine');
    expect(await screen.findByText('登录后查看已保存的 BOM')).toBeInTheDocument();
    expect(server.hits('/to/api/bom/mine')).toHaveLength(0);
    renderApp('/bom');
    expect((await screen.findByText('我的 BOM', { selector: 'a' })).closest('a')).toHaveAttribute(
      'href',
      '/bom/mine',
    );
  });
});
