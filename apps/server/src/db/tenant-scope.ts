/**
 * Tenant isolation, in one place (issue 14). Every query that reads items (the catalogue, search result
 * rows, comparison, alternates) or organisation files goes through the predicates here with the request's
 * TenantScope, and the scope itself comes only from plugins/tenant.ts (the session's organisation, read
 * from the user row behind the bearer token, never from the tenant-id header alone).
 *
 *   selectFrom('item as i').where(itemVisibleTo(scope))        // public items and the scope's own
 *   selectFrom('item as i').where(itemOwnedBy(scope))          // the scope's own items only (nothing if none)
 *
 * Anything of another organisation is then simply "not found", with the same answer as an id that never
 * existed: no 403 that would tell an outsider an id exists.
 */
import { type RawBuilder, sql } from 'kysely';

/** Whose private data a request may read: an organisation id, or null for the public library only. */
export interface TenantScope {
  readonly orgId: number | null;
}

export const PUBLIC_SCOPE: TenantScope = Object.freeze({ orgId: null });

/** The scope of an organisation (ids above 1, spec §3); anything else is public. */
export function scopeOf(orgId: number | null | undefined): TenantScope {
  return typeof orgId === 'number' && Number.isSafeInteger(orgId) && orgId > 1 ? { orgId } : PUBLIC_SCOPE;
}

/** `<alias>.org_id` is public or the scope's organisation. */
export function itemVisibleTo(scope: TenantScope, alias = 'i'): RawBuilder<boolean> {
  const column = sql.ref(`${alias}.org_id`);
  return scope.orgId === null
    ? sql<boolean>`${column} is null`
    : sql<boolean>`(${column} is null or ${column} = ${scope.orgId})`;
}

/** `<alias>.org_id` is the scope's organisation (false for the public scope). */
export function itemOwnedBy(scope: TenantScope, alias = 'i'): RawBuilder<boolean> {
  return scope.orgId === null
    ? sql<boolean>`false`
    : sql<boolean>`${sql.ref(`${alias}.org_id`)} = ${scope.orgId}`;
}

/** A file (files.org_id) is readable in the scope: public (null) or the scope's organisation. */
export function fileVisibleTo(scope: TenantScope, fileOrgId: number | null): boolean {
  return fileOrgId === null || (scope.orgId !== null && fileOrgId === scope.orgId);
}
