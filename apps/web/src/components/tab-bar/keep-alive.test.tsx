import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShellLayout } from '../../app/layouts/shell.layout.tsx';
import { renderApp, resetAppState } from '../../app/testing/render-app.tsx';
import { useTabsStore } from '../../stores/tabs.store.ts';
import type { RouteHandle } from './route-handle.ts';

function Notes() {
  return <input aria-label="备注" />;
}

/** The real shell (header, tab bar, keep-alive outlet) with a page of each kind. */
function shellRoutes(notesCached: boolean): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      children: [
        { path: 'home', element: <p>首页内容</p>, handle: { title: '首页' } satisfies RouteHandle },
        {
          path: 'notes',
          element: <Notes />,
          handle: { title: '备注页', cache: notesCached } satisfies RouteHandle,
        },
        { path: 'other', element: <p>其他内容</p>, handle: { title: '其他页' } satisfies RouteHandle },
      ],
    },
  ];
}

const tabBar = () => document.querySelector<HTMLElement>('.jk-tab-bar')!;
const clickTab = async (title: string) =>
  userEvent.click(await within(tabBar()).findByRole('tab', { name: title }));

describe('tab bar and cached tabs', () => {
  beforeEach(() => resetAppState());
  afterEach(() => {
    cleanup();
    resetAppState();
  });

  it('SPEC-2.21 SPEC-2.32 a cached route keeps its page state when the user switches tabs and back', async () => {
    const { router } = renderApp(['/home'], shellRoutes(true));
    await router.navigate('/notes');
    await userEvent.type(await screen.findByRole('textbox', { name: '备注' }), 'M8 螺栓');
    await router.navigate('/other');
    expect(await screen.findByText('其他内容')).toBeVisible();
    // The cached page stays mounted but hidden.
    expect(screen.queryByRole('textbox', { name: '备注' })).toBeNull();
    await clickTab('备注页');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes'));
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveValue('M8 螺栓');
    expect(screen.queryByText('其他内容')).toBeNull();
  });

  it('SPEC-2.21 a route without the cache flag starts afresh after a round trip', async () => {
    const { router } = renderApp(['/home'], shellRoutes(false));
    await router.navigate('/notes');
    await userEvent.type(await screen.findByRole('textbox', { name: '备注' }), 'M8 螺栓');
    await router.navigate('/other');
    await screen.findByText('其他内容');
    await clickTab('备注页');
    expect(await screen.findByRole('textbox', { name: '备注' })).toHaveValue('');
  });

  it('closing a cached tab drops its state; closing the active tab shows its neighbour', async () => {
    const { router } = renderApp(['/home'], shellRoutes(true));
    await router.navigate('/notes');
    await userEvent.type(await screen.findByRole('textbox', { name: '备注' }), 'abc');
    await router.navigate('/other');
    await screen.findByText('其他内容');
    const notesTab = await within(tabBar()).findByRole('tab', { name: '备注页' });
    await userEvent.click(
      within(notesTab.closest('.jk-tab')!).getByRole('button', { name: /remove|删除|关闭/i }),
    );
    expect(useTabsStore.getState().tabs.map((t) => t.title)).toEqual(['首页', '其他页']);
    await router.navigate('/notes');
    expect(await screen.findByRole('textbox', { name: '备注' })).toHaveValue('');

    // Close the active tab: its left neighbour becomes active and is shown. The tab is added after the page
    // renders (its title comes from the route), so it is waited for.
    const active = await within(tabBar()).findByRole('tab', { name: '备注页' });
    await userEvent.click(
      within(active.closest('.jk-tab')!).getByRole('button', { name: /remove|删除|关闭/i }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(await screen.findByText('其他内容')).toBeVisible();
  });

  it('SPEC-2.01 the home tab is first and cannot be closed', async () => {
    const { router } = renderApp(['/home'], shellRoutes(true));
    await router.navigate('/other');
    await screen.findByText('其他内容');
    // the tab is added after the page renders (its title comes from the route): wait for it
    await waitFor(() =>
      expect(
        within(tabBar())
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual(['首页', '其他页']),
    );
    const tabs = within(tabBar()).getAllByRole('tab');
    expect(within(tabs[0]!.closest('.jk-tab')!).queryByRole('button')).toBeNull();
    await clickTab('首页');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
