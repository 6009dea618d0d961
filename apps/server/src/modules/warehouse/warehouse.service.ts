/**
 * The warehouse's stock (issue 14): stock in and out with a reason and a reference, transfers between
 * locations, minimum stock and its warning list, the history per item, the export. Every movement writes the
 * level, a history row and an audit row in one transaction; a withdrawal is the repository's conditional
 * UPDATE, so concurrent withdrawals never lose an update and stock never goes below zero unless the
 * organisation allows it (then the level is upserted by the signed amount). Items are the organisation's own
 * (public items are linked into its library first); locations its own; anything else is 400 in Chinese.
 */
import { OrgPermission } from '@jianku/rules';
import { AuditAction } from '@jianku/rules/audit-schemas';
import {
  type HistoryPage,
  type HistoryQuery,
  type ItemPick,
  type MinStockInput,
  MOVEMENT_LABELS,
  type MovementInput,
  MovementKind,
  type MovementKindValue,
  type MovementResult,
  type StockPage,
  type StockQuery,
  type StockWarning,
  type TransferInput,
  WarehouseMessage,
} from '@jianku/rules/warehouse-schemas';
import { badRequest } from '../../lib/app-error.ts';
import type { OrgRepositories, Requester } from '../orgs/org-access.ts';
import type { ItemFacts, WarehouseRepository } from './warehouse.repository.ts';
import {
  locationPaths,
  subtreeOf,
  type WarehouseActor,
  type WarehouseTransaction,
  type WarehouseTx,
  warehouseActor,
} from './warehouse-access.ts';
import { stockXlsx } from './warehouse-export.ts';
import { checkedMinimum, checkedQuantity, checkedReason, checkedReference } from './warehouse-input.ts';

export interface WarehouseDeps {
  repository: WarehouseRepository;
  orgs: OrgRepositories;
  inTransaction: WarehouseTransaction;
}

interface Move {
  actor: WarehouseActor;
  item: ItemFacts;
  locationId: number;
  path: string;
  quantity: number;
  reason: string;
  reference: string;
}

const itemLabel = (item: ItemFacts) =>
  item.internalCode ? `${item.model}（${item.internalCode}）` : item.model;

/** Adds (kind in) or takes (out) units at one location inside the transaction; the quantity after. */
async function book(
  tx: WarehouseTx,
  move: Move,
  kind: MovementKindValue,
  allowNegative: boolean,
): Promise<number> {
  const { actor, item, locationId, quantity } = move;
  const taking = kind === MovementKind.out || kind === MovementKind.transferOut;
  let after: number | undefined;
  if (!taking) after = await tx.repo.add(actor.orgId, item.itemId, locationId, quantity);
  else if (allowNegative) after = await tx.repo.add(actor.orgId, item.itemId, locationId, -quantity);
  else after = await tx.repo.withdraw(actor.orgId, item.itemId, locationId, quantity);
  if (after === undefined) {
    throw badRequest(
      WarehouseMessage.insufficient(await tx.repo.quantityAt(actor.orgId, item.itemId, locationId), quantity),
    );
  }
  const delta = taking ? -quantity : quantity;
  await tx.repo.insertMovement({
    orgId: actor.orgId,
    itemId: item.itemId,
    locationId,
    locationPath: move.path,
    kind,
    delta,
    qtyAfter: after,
    reason: move.reason,
    reference: move.reference,
    actorId: actor.userId,
  });
  return after;
}

// long because it is the closure that holds the service's methods over shared dependencies
export function createWarehouseService({ repository, orgs, inTransaction }: WarehouseDeps) {
  async function itemOf(actor: WarehouseActor, itemId: number): Promise<ItemFacts> {
    const item = await repository.ownItem(actor.scope, itemId);
    if (!item) throw badRequest(WarehouseMessage.itemNotFound);
    return item;
  }

  async function pathsOf(actor: WarehouseActor) {
    return locationPaths(await repository.locations(actor.scope));
  }

  function pathIn(paths: Map<number, string>, id: number): string {
    const path = paths.get(id);
    if (path === undefined) throw badRequest(WarehouseMessage.locationNotFound);
    return path;
  }

  /** Checks a stock in or out and books it with its audit row. */
  async function move(user: Requester, input: MovementInput, kind: 'in' | 'out'): Promise<MovementResult> {
    const actor = await warehouseActor(orgs, user, OrgPermission.stockEdit);
    const quantity = checkedQuantity(input.quantity);
    const reason = checkedReason(input.reason);
    const reference = checkedReference(input.reference);
    const path = pathIn(await pathsOf(actor), input.locationId);
    const item = await itemOf(actor, input.itemId);
    const allowNegative = await repository.allowNegative(actor.scope);
    const m: Move = { actor, item, locationId: input.locationId, path, quantity, reason, reference };
    const after = await inTransaction(async (tx) => {
      const qty = await book(tx, m, kind, allowNegative);
      await tx.audit({
        actor,
        action: kind === 'in' ? AuditAction.stockIn : AuditAction.stockOut,
        targetType: 'stock',
        targetId: item.itemId,
        summary: `${MOVEMENT_LABELS[kind]} ${itemLabel(item)} ×${quantity} @ ${path}（${reason}${reference ? `，${reference}` : ''}）`,
        before: {
          itemId: item.itemId,
          locationId: input.locationId,
          quantity: qty + (kind === 'in' ? -quantity : quantity),
        },
        after: { itemId: item.itemId, locationId: input.locationId, quantity: qty, reason, reference },
      });
      return qty;
    });
    return { itemId: item.itemId, locationId: input.locationId, quantity: after };
  }

  return {
    stockIn: (user: Requester, input: MovementInput) => move(user, input, 'in'),
    stockOut: (user: Requester, input: MovementInput) => move(user, input, 'out'),

    /** Moves units between two locations in one transaction (levels touched in id order: no deadlock). */
    async transfer(user: Requester, input: TransferInput): Promise<MovementResult> {
      const actor = await warehouseActor(orgs, user, OrgPermission.stockEdit);
      const quantity = checkedQuantity(input.quantity);
      const reason = checkedReason(input.reason);
      const reference = checkedReference(input.reference);
      if (input.fromLocationId === input.toLocationId) throw badRequest(WarehouseMessage.sameLocation);
      const paths = await pathsOf(actor);
      const from = pathIn(paths, input.fromLocationId);
      const to = pathIn(paths, input.toLocationId);
      const item = await itemOf(actor, input.itemId);
      const allowNegative = await repository.allowNegative(actor.scope);
      const base = { actor, item, quantity, reason, reference };
      const out: Move = { ...base, locationId: input.fromLocationId, path: from };
      const into: Move = { ...base, locationId: input.toLocationId, path: to };
      const after = await inTransaction(async (tx) => {
        const outFirst = input.fromLocationId < input.toLocationId;
        const first = await book(
          tx,
          outFirst ? out : into,
          outFirst ? MovementKind.transferOut : MovementKind.transferIn,
          allowNegative,
        );
        const second = await book(
          tx,
          outFirst ? into : out,
          outFirst ? MovementKind.transferIn : MovementKind.transferOut,
          allowNegative,
        );
        await tx.audit({
          actor,
          action: AuditAction.stockTransfer,
          targetType: 'stock',
          targetId: item.itemId,
          summary: `移库 ${itemLabel(item)} ×${quantity}：${from} → ${to}（${reason}）`,
          before: null,
          after: {
            itemId: item.itemId,
            from: input.fromLocationId,
            to: input.toLocationId,
            quantity,
            reason,
            reference,
          },
        });
        return outFirst ? second : first;
      });
      return { itemId: item.itemId, locationId: input.toLocationId, quantity: after };
    },

    async setMinimum(user: Requester, input: MinStockInput): Promise<void> {
      const actor = await warehouseActor(orgs, user, OrgPermission.stockEdit);
      const min = checkedMinimum(input.minQuantity);
      const item = await itemOf(actor, input.itemId);
      const before = await repository.minimumOf(actor.scope, item.itemId);
      await inTransaction(async (tx) => {
        await tx.repo.setMinimum(actor.orgId, item.itemId, min);
        await tx.audit({
          actor,
          action: AuditAction.stockMin,
          targetType: 'stock',
          targetId: item.itemId,
          summary: `最低库存 ${itemLabel(item)}：${before} → ${min}`,
          before: { minQuantity: before },
          after: { minQuantity: min },
        });
      });
    },

    async stock(user: Requester, query: StockQuery): Promise<StockPage> {
      const actor = await warehouseActor(orgs, user);
      const rows = await repository.locations(actor.scope);
      if (query.locationId !== undefined && !rows.some((r) => r.id === query.locationId)) {
        throw badRequest(WarehouseMessage.locationNotFound);
      }
      const paths = locationPaths(rows);
      const filter = {
        keyword: (query.keyword ?? '').trim(),
        ...(query.locationId !== undefined ? { locationIds: subtreeOf(rows, query.locationId) } : {}),
      };
      const page = await repository.stock(
        actor.scope,
        filter,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return {
        list: page.rows.map((r) => ({
          ...r,
          locationPath: paths.get(r.locationId) ?? '',
          updatedAt: r.updatedAt.toISOString(),
        })),
        total: page.total,
      };
    },

    async warnings(user: Requester): Promise<StockWarning[]> {
      return repository.warnings((await warehouseActor(orgs, user)).scope);
    },

    async history(user: Requester, query: HistoryQuery): Promise<HistoryPage> {
      const actor = await warehouseActor(orgs, user);
      const item = await itemOf(actor, query.itemId);
      const [page, quantity, minQuantity] = await Promise.all([
        repository.history(actor.scope, item.itemId, query.pageSize, (query.page - 1) * query.pageSize),
        repository.totalOf(actor.scope, item.itemId),
        repository.minimumOf(actor.scope, item.itemId),
      ]);
      return {
        item: { ...item, quantity, minQuantity },
        list: page.rows.map((r) => ({
          ...r,
          kindLabel: MOVEMENT_LABELS[r.kind as MovementKindValue] ?? r.kind,
          createdAt: r.createdAt.toISOString(),
        })),
        total: page.total,
      };
    },

    async pickItems(user: Requester, keyword: string | undefined): Promise<ItemPick[]> {
      const actor = await warehouseActor(orgs, user);
      return repository.pickItems(actor.scope, (keyword ?? '').trim(), 20);
    },

    async export(user: Requester): Promise<Buffer> {
      const actor = await warehouseActor(orgs, user);
      const rows = await repository.locations(actor.scope);
      const paths = locationPaths(rows);
      const page = await repository.stock(actor.scope, { keyword: '' }, 100_000, 0);
      const warnings = await repository.warnings(actor.scope);
      return stockXlsx(
        page.rows.map((r) => ({
          ...r,
          locationPath: paths.get(r.locationId) ?? '',
          updatedAt: r.updatedAt.toISOString(),
        })),
        warnings,
      );
    },
  };
}
export type WarehouseService = ReturnType<typeof createWarehouseService>;
