/**
 * The star of the item pages and 我的收藏 / 最近浏览 in the personal centre, in jsdom against a real HTTP server
 * standing in for the API (lib/test-support, strict: scripted answers must match the real API).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/testing/render-app.tsx';
import { setUpSignedInApp } from '../../app/testing/signed-in-app.ts';
import { queryClient } from '../../lib/query-client.ts';
import { sendEnvelope, type TestServer } from '../../lib/test-support/test-server.ts';
import { useAppStore } from '../../stores/app.store.ts';
import { FavouriteStar } from './components/favourite-star.tsx';

let server: TestServer;
let favourite: boolean;

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
const ITEM = {
  id: 42,
  code: 'GB-T-5783-M8x20-8.8',
  kind: 1,
  model: 'M8×20',
  name: '六角头螺栓 全螺纹',
  brand: '',
  category: '六角头螺栓',
  at: '2026-01-07T08:00:00.000Z',
};

const app = setUpSignedInApp({
  user: () => user,
  path: '/user',
  profile: () => ({ wechatBound: false, createdAt: '2025-03-01T08:00:00.000Z' }),
});
beforeEach(() => {
  server = app.server();
  favourite = false;
  server.route('GET', '/to/api/personal/favourite/state', (_req, res) => sendEnvelope(res, { favourite }));
  server.route('POST', '/to/api/personal/favourite/add', (_req, res) => {
    favourite = true;
    sendEnvelope(res, { favourite });
  });
  server.route('POST', '/to/api/personal/favourite/remove', (_req, res) => {
    favourite = false;
    sendEnvelope(res, { favourite });
  });
  server.route('POST', '/to/api/personal/recent/add', (_req, res) => sendEnvelope(res, true));
  server.route('GET', '/to/api/personal/favourite/list', (_req, res) =>
    sendEnvelope(res, favourite ? { list: [ITEM], total: 1 } : { list: [], total: 0 }),
  );
  server.route('GET', '/to/api/personal/recent/list', (_req, res) =>
    sendEnvelope(res, { list: [ITEM], total: 1 }),
  );
});

const star = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <FavouriteStar itemId={ITEM.id} />
    </QueryClientProvider>,
  );

describe('favourites and recently viewed', () => {
  it('the star: 收藏 → 已收藏 and back; the page view is recorded', async () => {
    await app.signIn();
    star();
    const button = await screen.findByRole('button', { name: /收藏/ });
    await waitFor(() => expect(server.hits('/to/api/personal/recent/add')).toHaveLength(1));
    expect(JSON.parse(server.hits('/to/api/personal/recent/add')[0]?.body ?? '{}')).toEqual({ itemId: 42 });
    await userEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(screen.getByRole('button', { name: /已收藏/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /收藏/ })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(server.hits('/to/api/personal/favourite/add')).toHaveLength(1);
    expect(server.hits('/to/api/personal/favourite/remove')).toHaveLength(1);
  });

  it('signed out, the star opens the login dialog and records nothing', async () => {
    star();
    await userEvent.click(await screen.findByRole('button', { name: /收藏/ }));
    expect(useAppStore.getState().showLogin).toBe(true);
    expect(server.hits('/to/api/personal/recent/add')).toHaveLength(0);
  });

  it('我的收藏 lists the starred items with a link to their page; 最近浏览 the viewed ones', async () => {
    favourite = true;
    await app.signIn();
    renderApp('/user?tab=items');
    // the personal centre's tab and the inner tab of the pane share the name: the outer panel holds both
    const pane = within((await screen.findAllByRole('tabpanel', { name: '我的收藏' }))[0] as HTMLElement);
    const link = await pane.findByRole('link', { name: 'M8×20' });
    expect(link).toHaveAttribute('href', '/part/detail/42');
    await userEvent.click(pane.getByRole('tab', { name: '最近浏览' }));
    expect(await pane.findAllByRole('link', { name: 'M8×20' })).not.toHaveLength(0);
    await userEvent.click(pane.getAllByRole('tab', { name: '我的收藏' })[0] as HTMLElement);
    await userEvent.click(pane.getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(server.hits('/to/api/personal/favourite/remove')).toHaveLength(1));
    expect(await pane.findByText('还没有收藏的条目：在条目页点击“收藏”')).toBeInTheDocument();
  });
});
