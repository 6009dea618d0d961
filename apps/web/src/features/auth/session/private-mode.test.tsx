import { cleanup, waitFor } from '@testing-library/react';
import { type RouteObject, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../../app/testing/render-app.tsx';
import { useAppStore } from '../../../stores/app.store.ts';
import { type User, useSessionStore } from '../../../stores/session.store.ts';
import { privateLibraryPath, usePrivateModeRedirect } from './private-mode.ts';

function Probe() {
  usePrivateModeRedirect(useLocation().pathname);
  return null;
}
const routes: RouteObject[] = [{ path: '*', element: <Probe /> }];

function signIn(orgId: number) {
  useSessionStore.getState().setPermissionInfo({
    permissions: [],
    roles: [],
    user: { id: 1, orgId, orgEnable: true, businessScope: '1' } as unknown as User,
  });
}

describe('private mode', () => {
  beforeEach(() => resetAppState());
  afterEach(() => {
    cleanup();
    useSessionStore.getState().reset();
    resetAppState();
  });

  it('SPEC-4.03 SPEC-2.06 private mode, an organisation and /part → /part/brand-detail/{orgId}?type=1', async () => {
    signIn(12);
    useAppStore.getState().setPrivate(true);
    const { router } = renderApp('/part', routes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/part/brand-detail/12'));
    expect(router.state.location.search).toBe('?type=1');
    expect(privateLibraryPath(12)).toBe('/part/brand-detail/12?type=1');
  });

  it('SPEC-4.03 open mode, no organisation, or another path: no redirect', async () => {
    signIn(12);
    const open = renderApp('/part', routes);
    await new Promise((r) => setTimeout(r, 50));
    expect(open.router.state.location.pathname).toBe('/part');
    open.unmount();
    useAppStore.getState().setPrivate(true);
    const other = renderApp('/part/search', routes);
    await new Promise((r) => setTimeout(r, 50));
    expect(other.router.state.location.pathname).toBe('/part/search');
    other.unmount();
    signIn(1);
    useAppStore.getState().setPrivate(true);
    const blocked = renderApp('/part', routes);
    await new Promise((r) => setTimeout(r, 50));
    expect(blocked.router.state.location.pathname).toBe('/part');
  });
});
