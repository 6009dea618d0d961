import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '../lib/auth-storage.ts';
import { AppRoot, isPluginPath } from './app-root.tsx';
import { PortalLayout, shouldScrollToTop } from './layouts/portal.layout.tsx';
import { orgMember } from './testing/org-member.ts';
import { renderApp } from './testing/render-app.tsx';
import { setUpSignedInApp } from './testing/signed-in-app.ts';

// A token in the address signs the user in: the page is at the test server's origin, which answers the user's
// permission info and extended info (a member of organisation 7; without a server the requests went to
// jsdom's default address, http://localhost:3000, and were refused).
setUpSignedInApp({ ...orgMember(() => 'viewer'), path: '/home' });

describe('app root', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('the navigation guard runs on navigation and its replaced query replaces the URL’s', async () => {
    const { router } = renderApp('/home?token=tk-123&refreshToken=rf&tokenExpires=30&keep=1');
    await waitFor(() => expect(router.state.location.search).toBe('?keep=1'));
    expect(router.state.location.pathname).toBe('/home');
    expect(getAccessToken()).toBe('tk-123');
  });

  it('SPEC-2.70 a code plus state callback shows the full-screen 登录中... overlay', async () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    renderApp('/home?code=wx-code&state=st');
    expect(await screen.findByText('登录中...')).toBeInTheDocument();
    expect(post).toHaveBeenCalled();
  });

  it('SPEC-2.19 /plugin and /plugin/... are plugin paths; /plugins is not', () => {
    expect(isPluginPath('/plugin')).toBe(true);
    expect(isPluginPath('/plugin/wechatregister')).toBe(true);
    expect(isPluginPath('/plugins')).toBe(false);
    expect(isPluginPath('/part')).toBe(false);
  });

  it('SPEC-2.21 the portal layout scrolls to the top on component detail paths only', async () => {
    expect(shouldScrollToTop('/component/detail/123')).toBe(true);
    expect(shouldScrollToTop('/component/detailed')).toBe(false);
    expect(shouldScrollToTop('/part/detail/1')).toBe(false);
    const routes: RouteObject[] = [
      {
        element: <AppRoot />,
        children: [
          {
            path: 'component',
            element: <PortalLayout library="component" />,
            children: [
              { index: true, element: <p>目录</p> },
              { path: 'detail/:id', element: <p>详情</p> },
            ],
          },
        ],
      },
    ];
    const { router } = renderApp('/component', routes);
    await screen.findByText('目录');
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await router.navigate('/component/detail/42');
    await screen.findByText('详情');
    // the scroll is a passive effect, run after the commit that shows the page: on a busy machine it can come
    // after findByText resolves, so wait for it, and flush the effects before saying that none ran
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ top: 0, left: 0 }));
    scroll.mockClear();
    await router.navigate('/component');
    await screen.findByText('目录');
    await act(async () => {});
    expect(scroll).not.toHaveBeenCalled();
  });
});
