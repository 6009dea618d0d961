import { beforeEach, describe, expect, it } from 'vitest';
import { MODE_KEY, useAppStore } from './app.store.ts';
import {
  canUseEnterpriseLibrary,
  hasPrivateOrg,
  isBlockedUser,
  isPlatformUser,
  type User,
  useSessionStore,
} from './session.store.ts';

const user: User = {
  id: 7,
  avatar: '',
  nickname: '张工',
  username: 'zhang@jianku.com',
  orgName: '件库科技',
  email: 'zhang@jianku.com',
  mobile: '13800138000',
  orgId: 12,
  orgEnable: true,
  businessScope: '1,2',
  clientId: '',
};

beforeEach(() => {
  useSessionStore.getState().reset();
  useAppStore.getState().reset();
});

describe('session store (spec §3, §4 session)', () => {
  it('SPEC-3.21 SPEC-4.04 starts logged out and not loaded; loading the permission info marks it loaded', () => {
    expect(useSessionStore.getState()).toMatchObject({
      permissions: [],
      roles: [],
      isSetUser: false,
      user: null,
    });
    useSessionStore
      .getState()
      .setPermissionInfo({ permissions: ['part:item:query'], roles: ['member'], user });
    expect(useSessionStore.getState()).toMatchObject({
      permissions: ['part:item:query'],
      roles: ['member'],
      isSetUser: true,
      user,
    });
  });

  it('SPEC-4.07 reset clears permissions, roles, user and the loaded flag, and the app mode', () => {
    useSessionStore.getState().setPermissionInfo({ permissions: ['*:*:*'], roles: ['admin'], user });
    useAppStore.getState().setPrivate(true);
    useSessionStore.getState().reset();
    expect(useSessionStore.getState()).toMatchObject({
      permissions: [],
      roles: [],
      isSetUser: false,
      user: null,
    });
    expect(useAppStore.getState().isPrivate).toBe(false);
    expect(sessionStorage.getItem(MODE_KEY)).toBe('open');
  });

  it('SPEC-3.27 SPEC-3.28 SPEC-3.29 SPEC-6.05 SPEC-6.06 derived facts: private org, platform user, blocked', () => {
    expect(hasPrivateOrg({ orgId: 2 })).toBe(true);
    expect(hasPrivateOrg({ orgId: 1 })).toBe(false);
    expect(hasPrivateOrg(null)).toBe(false);
    expect(isPlatformUser({ orgId: 0 })).toBe(true);
    expect(isPlatformUser({ orgId: 5 })).toBe(false);
    expect(isBlockedUser({ orgId: 1, orgEnable: true })).toBe(true);
    expect(isBlockedUser({ orgId: 12, orgEnable: 0 })).toBe(true);
    expect(isBlockedUser({ orgId: 12, orgEnable: 1 })).toBe(false);
    expect(isBlockedUser(null)).toBe(false);
  });

  it('SPEC-6.07 SPEC-2.54 the enterprise-library switch needs orgId above 1 and a business scope containing 1', () => {
    expect(canUseEnterpriseLibrary({ orgId: 12, businessScope: '1,2' })).toBe(true);
    expect(canUseEnterpriseLibrary({ orgId: 12, businessScope: [2, 1] })).toBe(true);
    expect(canUseEnterpriseLibrary({ orgId: 12, businessScope: 1 })).toBe(true);
    expect(canUseEnterpriseLibrary({ orgId: 12, businessScope: '2,11' })).toBe(false);
    expect(canUseEnterpriseLibrary({ orgId: 12, businessScope: null })).toBe(false);
    expect(canUseEnterpriseLibrary({ orgId: 1, businessScope: '1' })).toBe(false);
  });
});
