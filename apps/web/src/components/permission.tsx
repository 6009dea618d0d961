/** The spec's permission and role helpers (§6), shared by every feature that gates an action. */
import { hasPermission, hasRole } from '@jianku/rules';
import { type ReactNode, useCallback } from 'react';
import { useSessionStore } from '../stores/session.store.ts';

/**
 * `usePermission()` → `(values) => boolean` (SPEC-6.03): true when the user's permissions include *:*:* or any
 * of the values. Asking with no value throws 未设置权限值.
 */
export function usePermission(): (values: readonly string[]) => boolean {
  const permissions = useSessionStore((s) => s.permissions);
  return useCallback((values) => hasPermission(permissions, values), [permissions]);
}

/** `useRole()` → `(roles) => boolean` (SPEC-6.04): true when the user has any of the roles. */
export function useRole(): (roles: readonly string[]) => boolean {
  const roles = useSessionStore((s) => s.roles);
  return useCallback((values) => hasRole(roles, values), [roles]);
}

/**
 * The privilege directive as a wrapper (SPEC-6.03): renders its children only when the user's permissions
 * include *:*:* or one of `value`; otherwise nothing (or `fallback`). With no value it throws 未设置权限值,
 * which the nearest error boundary reports — a programming error, as with the directive.
 */
export function Permission({
  value,
  children,
  fallback = null,
}: {
  value: readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const allowed = usePermission();
  return <>{allowed(value) ? children : fallback}</>;
}

/** Like Permission, for roles (SPEC-6.04). */
export function Role({
  value,
  children,
  fallback = null,
}: {
  value: readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const allowed = useRole();
  return <>{allowed(value) ? children : fallback}</>;
}
