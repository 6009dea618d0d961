import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION,
  type BusinessScope,
  canUseEnterpriseLibrary,
  hasPermission,
  hasRole,
  isBlockedUser,
  isPlatformUser,
  isPrivateOrg,
  scopeIncludes,
} from './access.ts';

describe('derived user facts (SPEC-3.27..3.29)', () => {
  const table: [number | null | undefined, unknown, boolean, boolean, boolean][] = [
    // orgId, orgEnable, private org, platform user, blocked
    [0, true, false, true, false],
    [1, true, false, false, true],
    [2, true, true, false, false],
    [2, false, true, false, true],
    [2, 0, true, false, true],
    [2, 1, true, false, false],
    [99, undefined, true, false, true],
    [null, true, false, false, false],
    [undefined, true, false, false, false],
  ];
  it.each(table)(
    'SPEC-3.27 SPEC-3.28 SPEC-3.29 orgId %j, orgEnable %j → private %s, platform %s, blocked %s',
    (orgId, orgEnable, privateOrg, platform, blocked) => {
      expect(isPrivateOrg(orgId)).toBe(privateOrg);
      expect(isPlatformUser(orgId)).toBe(platform);
      expect(isBlockedUser({ orgId, orgEnable })).toBe(blocked);
    },
  );
});

describe('enterprise library switch (SPEC-2.54)', () => {
  const table: [number, BusinessScope, boolean][] = [
    [2, '1', true],
    [2, '1,2', true],
    [2, '2, 1', true],
    [2, [1, 2], true],
    [2, ['1'], true],
    [2, 1, true],
    [2, '2', false],
    [2, '11', false],
    [2, [], false],
    [2, null, false],
    [1, '1', false],
    [0, '1', false],
  ];
  it.each(table)('SPEC-2.54 SPEC-6 orgId %i with scope %j → %s', (orgId, businessScope, expected) => {
    expect(canUseEnterpriseLibrary({ orgId, businessScope })).toBe(expected);
    if (orgId > 1) expect(scopeIncludes(businessScope, 1)).toBe(expected);
  });
});

describe('permissions and roles (SPEC-6)', () => {
  const table: [string[], string[], boolean][] = [
    [['part:query'], ['part:query'], true],
    [['part:query'], ['part:edit', 'part:query'], true],
    [['part:query'], ['part:edit'], false],
    [[], ['part:edit'], false],
    [[ALL_PERMISSION], ['anything:at:all'], true],
    [['*:*'], ['part:edit'], false],
  ];
  it.each(table)('SPEC-6 permissions %j asked %j → %s', (perms, required, expected) => {
    expect(hasPermission(perms, required)).toBe(expected);
  });

  it('SPEC-6 a check without a value raises 未设置权限值', () => {
    expect(() => hasPermission(['a'], [])).toThrow('未设置权限值');
    expect(() => hasRole(['a'], [])).toThrow('未设置权限值');
  });

  it.each([
    [['admin'], ['admin'], true],
    [['admin', 'editor'], ['viewer', 'editor'], true],
    [['editor'], ['admin'], false],
    [[], ['admin'], false],
  ])('SPEC-6 roles %j asked %j → %s', (roles, required, expected) => {
    expect(hasRole(roles, required)).toBe(expected);
  });
});
