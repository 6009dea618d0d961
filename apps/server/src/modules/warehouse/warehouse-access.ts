/**
 * Who may do what in the warehouse: viewers read (org:stock:query), editors move stock (org:stock:edit), owners
 * and admins manage locations and settings (org:stock:manage). The organisation is the session's membership
 * (orgs/org-access.ts actorOf), never a header. Also the location tree's paths, shared by the services.
 */
import { OrgPermission, type OrgPermissionValue } from '@jianku/rules';
import { WarehouseMessage } from '@jianku/rules/warehouse-schemas';
import type { AuditRecord } from '../../db/audit-trail.ts';
import { scopeOf, type TenantScope } from '../../db/tenant-scope.ts';
import {
  actorOf,
  forbidden,
  type OrgRepositories,
  permissionsOf,
  type Requester,
} from '../orgs/org-access.ts';
import type { LocationRow, WarehouseRepository } from './warehouse.repository.ts';

export interface WarehouseActor {
  scope: TenantScope;
  orgId: number;
  userId: number;
}

/** Repositories bound to one transaction, and the audit writer of that transaction. */
export interface WarehouseTx {
  repo: WarehouseRepository;
  audit: (record: Omit<AuditRecord, 'orgId' | 'actorId'> & { actor: WarehouseActor }) => Promise<void>;
}
export type WarehouseTransaction = <T>(work: (tx: WarehouseTx) => Promise<T>) => Promise<T>;

const MESSAGES: Partial<Record<OrgPermissionValue, string>> = {
  [OrgPermission.stockEdit]: WarehouseMessage.viewerCannotMove,
  [OrgPermission.stockManage]: WarehouseMessage.adminOnly,
};

export async function warehouseActor(
  orgs: OrgRepositories,
  user: Requester,
  need: OrgPermissionValue = OrgPermission.stockQuery,
): Promise<WarehouseActor> {
  const actor = await actorOf(orgs, user);
  if (!permissionsOf(actor.role).includes(need))
    throw forbidden(MESSAGES[need] ?? WarehouseMessage.adminOnly);
  return { scope: scopeOf(actor.orgId), orgId: actor.orgId, userId: actor.userId };
}

/** Each location's path from the root ('仓库A / 货架1 / 层2'). */
export function locationPaths(rows: readonly LocationRow[]): Map<number, string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<number, string>();
  const pathOf = (id: number, depth = 0): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const row = byId.get(id);
    if (!row) return '';
    const parent = row.parentId !== null && depth < 64 ? pathOf(row.parentId, depth + 1) : '';
    const path = parent ? `${parent} / ${row.name}` : row.name;
    paths.set(id, path);
    return path;
  };
  for (const row of rows) pathOf(row.id);
  return paths;
}

/** A location and everything below it. */
export function subtreeOf(rows: readonly LocationRow[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows)
    if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const out: number[] = [];
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

export function depthOf(rows: readonly LocationRow[], id: number | null): number {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let depth = 0;
  for (let at = id; at !== null && depth <= 64; depth++) at = byId.get(at)?.parentId ?? null;
  return depth;
}
