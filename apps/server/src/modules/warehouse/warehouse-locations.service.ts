/**
 * The warehouse's locations (a tree per organisation) and settings (issue 14). Reading needs membership;
 * creating, renaming, moving and deleting locations, and the negative-stock setting, need org:stock:manage
 * (owners, admins). A location of another organisation is answered as an unknown one (库位不存在).
 */
import { OrgPermission } from '@jianku/rules';
import { AuditAction } from '@jianku/rules/audit-schemas';
import {
  type LocationInput,
  type StockLocation,
  WAREHOUSE_LIMITS,
  WarehouseMessage,
  type WarehouseSettings,
} from '@jianku/rules/warehouse-schemas';
import { badRequest } from '../../lib/app-error.ts';
import { type OrgRepositories, type Requester, uniqueViolation } from '../orgs/org-access.ts';
import type { LocationRow, WarehouseRepository } from './warehouse.repository.ts';
import {
  depthOf,
  locationPaths,
  subtreeOf,
  type WarehouseActor,
  type WarehouseTransaction,
  warehouseActor,
} from './warehouse-access.ts';
import { checkedLocationName } from './warehouse-input.ts';

export interface WarehouseLocationsDeps {
  repository: WarehouseRepository;
  orgs: OrgRepositories;
  inTransaction: WarehouseTransaction;
}

/** The parent a location may hang under (null: the root), or 400. */
function checkedParent(rows: readonly LocationRow[], parentId: number | null | undefined, self?: number) {
  if (parentId === null || parentId === undefined) return null;
  if (!rows.some((r) => r.id === parentId)) throw badRequest(WarehouseMessage.locationNotFound);
  if (self !== undefined && subtreeOf(rows, self).includes(parentId))
    throw badRequest(WarehouseMessage.locationCycle);
  const below =
    self === undefined
      ? 1
      : Math.max(...subtreeOf(rows, self).map((id) => depthOf(rows, id))) - depthOf(rows, self) + 1;
  if (depthOf(rows, parentId) + below > WAREHOUSE_LIMITS.depth)
    throw badRequest(WarehouseMessage.locationTooDeep);
  return parentId;
}

// long because it is the closure that holds the service's methods over shared dependencies
export function createWarehouseLocationsService({ repository, orgs, inTransaction }: WarehouseLocationsDeps) {
  const manager = (user: Requester) => warehouseActor(orgs, user, OrgPermission.stockManage);

  async function saved<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (uniqueViolation(err) === 'stock_location_name_key')
        throw badRequest(WarehouseMessage.locationNameTaken(name));
      throw err;
    }
  }

  async function list(actor: WarehouseActor): Promise<StockLocation[]> {
    const rows = await repository.locations(actor.scope);
    const paths = locationPaths(rows);
    return rows.map((r) => ({ ...r, path: paths.get(r.id) ?? r.name }));
  }

  return {
    async locations(user: Requester): Promise<StockLocation[]> {
      return list(await warehouseActor(orgs, user));
    },

    async addLocation(user: Requester, input: LocationInput): Promise<{ id: number }> {
      const actor = await manager(user);
      const name = checkedLocationName(input.name);
      const rows = await repository.locations(actor.scope);
      if (rows.length >= WAREHOUSE_LIMITS.locations) throw badRequest(WarehouseMessage.tooManyLocations);
      const parentId = checkedParent(rows, input.parentId);
      const id = await saved(name, () =>
        inTransaction(async (tx) => {
          const created = await tx.repo.insertLocation({ orgId: actor.orgId, parentId, name });
          await tx.audit({
            actor,
            action: AuditAction.locationAdd,
            targetType: 'location',
            targetId: created,
            summary: `新建库位「${name}」`,
            before: null,
            after: { id: created, name, parentId },
          });
          return created;
        }),
      );
      return { id };
    },

    async updateLocation(user: Requester, id: number, input: LocationInput): Promise<void> {
      const actor = await manager(user);
      const name = checkedLocationName(input.name);
      const rows = await repository.locations(actor.scope);
      const current = rows.find((r) => r.id === id);
      if (!current) throw badRequest(WarehouseMessage.locationNotFound);
      const parentId =
        input.parentId === undefined ? current.parentId : checkedParent(rows, input.parentId, id);
      await saved(name, () =>
        inTransaction(async (tx) => {
          await tx.repo.updateLocation(actor.scope, id, { name, parentId });
          await tx.audit({
            actor,
            action: AuditAction.locationEdit,
            targetType: 'location',
            targetId: id,
            summary: `修改库位「${current.name}」`,
            before: { name: current.name, parentId: current.parentId },
            after: { name, parentId },
          });
        }),
      );
    },

    async deleteLocation(user: Requester, id: number): Promise<void> {
      const actor = await manager(user);
      const rows = await repository.locations(actor.scope);
      const current = rows.find((r) => r.id === id);
      if (!current) throw badRequest(WarehouseMessage.locationNotFound);
      if (rows.some((r) => r.parentId === id) || (await repository.unitsIn(actor.scope, id)) !== 0) {
        throw badRequest(WarehouseMessage.locationNotEmpty);
      }
      await inTransaction(async (tx) => {
        if (!(await tx.repo.deleteLocation(actor.scope, id)))
          throw badRequest(WarehouseMessage.locationNotFound);
        await tx.audit({
          actor,
          action: AuditAction.locationDelete,
          targetType: 'location',
          targetId: id,
          summary: `删除库位「${locationPaths(rows).get(id) ?? current.name}」`,
          before: { name: current.name, parentId: current.parentId },
          after: null,
        });
      });
    },

    async settings(user: Requester): Promise<WarehouseSettings> {
      const actor = await warehouseActor(orgs, user);
      return { allowNegative: await repository.allowNegative(actor.scope) };
    },

    async setSettings(user: Requester, body: WarehouseSettings): Promise<WarehouseSettings> {
      const actor = await manager(user);
      const before = await repository.allowNegative(actor.scope);
      await inTransaction(async (tx) => {
        await tx.repo.setAllowNegative(actor.orgId, body.allowNegative);
        await tx.audit({
          actor,
          action: AuditAction.warehouseSettings,
          targetType: 'settings',
          targetId: actor.orgId,
          summary: body.allowNegative ? '允许负库存' : '不允许负库存',
          before: { allowNegative: before },
          after: { allowNegative: body.allowNegative },
        });
      });
      return { allowNegative: body.allowNegative };
    },
  };
}
export type WarehouseLocationsService = ReturnType<typeof createWarehouseLocationsService>;
