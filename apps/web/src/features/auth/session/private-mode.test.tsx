import { act, cleanup } from '@testing-library/react';
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

/** Let React run the effects and the router finish a navigation they started (no clock involved). */
async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('private mode', () => {
  beforeEach(() => resetAppState());
  afterEach(() => {
    cleanup();
    useSessionStore.getState().reset();
    resetAppState();
  });

  it('SPEC-4.03 private mode, an organisation and /part → /part/brand-detail/{orgId}?type=1', async () => {
    signIn(12);
    useAppStore.getState().setPrivate(true);
    const { router } = renderApp('/part', routes);
    // the redirect is done once React has run the effects and the router has taken the navigation: the same
    // settling the "no redirect" cases below wait for, so their check is not a race with a timer
    await settle();
    expect(router.state.location.pathname).toBe('/part/brand-detail/12');
    expect(router.state.location.search).toBe('?type=1');
    expect(privateLibraryPath(12)).toBe('/part/brand-detail/12?type=1');
  });

  it('SPEC-4.03 open mode, no organisation, or another path: no redirect', async () => {
    signIn(12);
    const open = renderApp('/part', routes);
    await settle();
    expect(open.router.state.location.pathname).toBe('/part');
    open.unmount();
    useAppStore.getState().setPrivate(true);
    const other = renderApp('/part/search', routes);
    await settle();
    expect(other.router.state.location.pathname).toBe('/part/search');
    other.unmount();
    signIn(1);
    useAppStore.getState().setPrivate(true);
    const blocked = renderApp('/part', routes);
    await settle();
    expect(blocked.router.state.location.pathname).toBe('/part');
  });
});
