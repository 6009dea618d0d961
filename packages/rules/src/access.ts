/**
 * Derived user facts (SPEC-3.27..3.29) and the permission and role checks of spec §6, shared by the web
 * guards and the server.
 */
import { PermissionMessage } from './messages.ts';

/** SPEC-6 the wildcard permission that passes every check. */
export const ALL_PERMISSION = '*:*:*';

/** SPEC-3.27 / SPEC-6 a private organisation exists when orgId is above 1. */
export function isPrivateOrg(orgId: number | null | undefined): boolean {
  return typeof orgId === 'number' && orgId > 1;
}

/** SPEC-3.28 / SPEC-6 a platform user has orgId 0. */
export function isPlatformUser(orgId: number | null | undefined): boolean {
  return orgId === 0;
}

/** SPEC-3.29 / SPEC-6 a user is blocked when orgId is 1 or the org is not enabled (orgEnable is a truthy flag). */
export function isBlockedUser(user: { orgId?: number | null; orgEnable?: unknown }): boolean {
  return user.orgId === 1 || !user.orgEnable;
}

/** A business scope as the user object may carry it: '1,2', 1, [1, 2] or ['1']. */
export type BusinessScope = string | number | readonly (string | number)[] | null | undefined;

/** Whether a business scope contains a value (compared as text). */
export function scopeIncludes(scope: BusinessScope, value: number | string): boolean {
  if (scope === null || scope === undefined) return false;
  const items = Array.isArray(scope) ? scope : String(scope).split(',');
  return items.some((item) => String(item).trim() === String(value));
}

/**
 * SPEC-2.54 / SPEC-6 the switch between the public and the enterprise library: orgId above 1 and a business
 * scope containing 1.
 */
export function canUseEnterpriseLibrary(user: {
  orgId?: number | null;
  businessScope?: BusinessScope;
}): boolean {
  return isPrivateOrg(user.orgId) && scopeIncludes(user.businessScope, 1);
}

/**
 * SPEC-6 a permission check passes if the user has the wildcard *:*:* or any of the asked-for permissions.
 * Asking for nothing is a programming error: it throws 未设置权限值, as the privilege directive does.
 */
export function hasPermission(userPermissions: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error(PermissionMessage.valueMissing);
  return userPermissions.includes(ALL_PERMISSION) || required.some((p) => userPermissions.includes(p));
}

/** SPEC-6 a role check passes if the user has any of the given roles (asking for none throws 未设置权限值). */
export function hasRole(userRoles: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error(PermissionMessage.valueMissing);
  return required.some((r) => userRoles.includes(r));
}
