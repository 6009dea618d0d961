/**
 * SQL of the warehouse (issue 14). Every read and every write names the organisation through
 * db/tenant-scope.ts (itemOwnedBy over the table's org_id). A withdrawal is one conditional UPDATE
 * (`qty = qty - n where qty >= n`): its row lock orders concurrent withdrawals and the condition is checked
 * again after the wait, so none is lost and none goes below zero.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { itemOwnedBy, type TenantScope } from '../../db/tenant-scope.ts';

export interface LocationRow {
  id: number;
  parentId: number | null;
  name: string;
  quantity: number;
}

export interface ItemFacts {
  itemId: number;
  model: string;
  name: string;
  internalCode: string;
}

export interface NewMovement {
  orgId: number;
  itemId: number;
  locationId: number;
  locationPath: string;
  kind: string;
  delta: number;
  qtyAfter: number;
  reason: string;
  reference: string;
  actorId: number;
}

const num = (v: unknown) => Number(v ?? 0);

// long because it is the closure that holds the repository's methods over shared dependencies; each method is measured on its own and stays short
export function createWarehouseRepository(db: Kysely<Database>) {
  const ownItems = (scope: TenantScope) =>
    db
      .selectFrom('item as i')
      .where(itemOwnedBy(scope))
      .select([
        'i.id as itemId',
        'i.model',
        'i.name',
        sql<string>`coalesce(i.internal_code, '')`.as('internalCode'),
      ]);
  const facts = (r: { itemId: unknown; model: string; name: string; internalCode: string }): ItemFacts => ({
    ...r,
    itemId: num(r.itemId),
  });

  return {
    async locations(scope: TenantScope): Promise<LocationRow[]> {
      const rows = await db
        .selectFrom('stock_location as l')
        .leftJoin('stock_level as s', 's.location_id', 'l.id')
        .where(itemOwnedBy(scope, 'l'))
        .groupBy(['l.id', 'l.parent_id', 'l.name'])
        .select([
          'l.id',
          'l.parent_id as parentId',
          'l.name',
          sql<string>`coalesce(sum(s.qty), 0)`.as('quantity'),
        ])
        .orderBy('l.name')
        .orderBy('l.id')
        .execute();
      return rows.map((r) => ({
        id: num(r.id),
        parentId: r.parentId === null ? null : num(r.parentId),
        name: r.name,
        quantity: num(r.quantity),
      }));
    },

    async insertLocation(loc: { orgId: number; parentId: number | null; name: string }): Promise<number> {
      const row = await db
        .insertInto('stock_location')
        .values({ org_id: loc.orgId, parent_id: loc.parentId, name: loc.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      return num(row.id);
    },

    async updateLocation(scope: TenantScope, id: number, change: { name: string; parentId: number | null }) {
      await db
        .updateTable('stock_location as l')
        .set({ name: change.name, parent_id: change.parentId })
        .where('l.id', '=', id)
        .where(itemOwnedBy(scope, 'l'))
        .execute();
    },

    /** Deletes an empty location (its zero stock rows go with it); false when it is not the scope's. */
    async deleteLocation(scope: TenantScope, id: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('stock_location as l')
        .where('l.id', '=', id)
        .where(itemOwnedBy(scope, 'l'))
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },

    /** Units (any sign) stored in a location. */
    async unitsIn(scope: TenantScope, locationId: number): Promise<number> {
      const row = await db
        .selectFrom('stock_level as s')
        .where('s.location_id', '=', locationId)
        .where(itemOwnedBy(scope, 's'))
        .select(sql<string>`coalesce(sum(abs(s.qty)), 0)`.as('n'))
        .executeTakeFirstOrThrow();
      return num(row.n);
    },

    async ownItem(scope: TenantScope, itemId: number): Promise<ItemFacts | undefined> {
      const row = await ownItems(scope).where('i.id', '=', itemId).executeTakeFirst();
      return row ? facts(row) : undefined;
    },

    async pickItems(scope: TenantScope, keyword: string, limit: number): Promise<ItemFacts[]> {
      let query = ownItems(scope);
      if (keyword !== '') {
        const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb('i.model', 'ilike', like),
            eb('i.name', 'ilike', like),
            eb('i.internal_code', 'ilike', like),
          ]),
        );
      }
      return (await query.orderBy('i.id', 'desc').limit(limit).execute()).map(facts);
    },

    async allowNegative(scope: TenantScope): Promise<boolean> {
      const row = await db
        .selectFrom('stock_setting as t')
        .where(itemOwnedBy(scope, 't'))
        .select('t.allow_negative')
        .executeTakeFirst();
      return row?.allow_negative ?? false;
    },

    async setAllowNegative(orgId: number, allow: boolean): Promise<void> {
      await db
        .insertInto('stock_setting')
        .values({ org_id: orgId, allow_negative: allow })
        .onConflict((oc) => oc.column('org_id').doUpdateSet({ allow_negative: allow }))
        .execute();
    },

    /** Adds n units (n may be negative when the organisation allows negative stock); the quantity after. */
    async add(orgId: number, itemId: number, locationId: number, n: number): Promise<number> {
      const row = await db
        .insertInto('stock_level')
        .values({ org_id: orgId, item_id: itemId, location_id: locationId, qty: n })
        .onConflict((oc) =>
          oc.columns(['item_id', 'location_id']).doUpdateSet({
            qty: sql<number>`stock_level.qty + ${n}`,
            updated_at: sql<Date>`now()`,
          }),
        )
        .returning('qty')
        .executeTakeFirstOrThrow();
      return num(row.qty);
    },

    /** Takes n units when at least n are there (one statement); the quantity after, or undefined. */
    async withdraw(
      orgId: number,
      itemId: number,
      locationId: number,
      n: number,
    ): Promise<number | undefined> {
      const row = await db
        .updateTable('stock_level')
        .set({ qty: sql<number>`qty - ${n}`, updated_at: sql<Date>`now()` })
        .where('org_id', '=', orgId)
        .where('item_id', '=', itemId)
        .where('location_id', '=', locationId)
        .where('qty', '>=', n)
        .returning('qty')
        .executeTakeFirst();
      return row ? num(row.qty) : undefined;
    },

    async quantityAt(orgId: number, itemId: number, locationId: number): Promise<number> {
      const row = await db
        .selectFrom('stock_level')
        .where('org_id', '=', orgId)
        .where('item_id', '=', itemId)
        .where('location_id', '=', locationId)
        .select('qty')
        .executeTakeFirst();
      return num(row?.qty);
    },

    async insertMovement(m: NewMovement): Promise<void> {
      await db
        .insertInto('stock_movement')
        .values({
          org_id: m.orgId,
          item_id: m.itemId,
          location_id: m.locationId,
          location_path: m.locationPath,
          kind: m.kind,
          delta: m.delta,
          qty_after: m.qtyAfter,
          reason: m.reason,
          reference: m.reference,
          actor_id: m.actorId,
        })
        .execute();
    },

    async minimumOf(scope: TenantScope, itemId: number): Promise<number> {
      const row = await db
        .selectFrom('stock_minimum as m')
        .where(itemOwnedBy(scope, 'm'))
        .where('m.item_id', '=', itemId)
        .select('m.min_qty')
        .executeTakeFirst();
      return num(row?.min_qty);
    },

    async setMinimum(orgId: number, itemId: number, min: number): Promise<void> {
      if (min === 0) {
        await db
          .deleteFrom('stock_minimum')
          .where('org_id', '=', orgId)
          .where('item_id', '=', itemId)
          .execute();
        return;
      }
      await db
        .insertInto('stock_minimum')
        .values({ org_id: orgId, item_id: itemId, min_qty: min })
        .onConflict((oc) => oc.column('item_id').doUpdateSet({ min_qty: min }))
        .execute();
    },

    async totalOf(scope: TenantScope, itemId: number): Promise<number> {
      const row = await db
        .selectFrom('stock_level as s')
        .where(itemOwnedBy(scope, 's'))
        .where('s.item_id', '=', itemId)
        .select(sql<string>`coalesce(sum(s.qty), 0)`.as('n'))
        .executeTakeFirstOrThrow();
      return num(row.n);
    },

    /** Stock rows (item × location), optionally within some locations and matching a keyword. */
    async stock(
      scope: TenantScope,
      filter: { locationIds?: number[]; keyword: string },
      limit: number,
      offset: number,
    ) {
      let query = db
        .selectFrom('stock_level as s')
        .innerJoin('item as i', 'i.id', 's.item_id')
        .where(itemOwnedBy(scope, 's'))
        .where(itemOwnedBy(scope, 'i'));
      if (filter.locationIds) query = query.where('s.location_id', 'in', [0, ...filter.locationIds]);
      if (filter.keyword !== '') {
        const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb('i.model', 'ilike', like),
            eb('i.name', 'ilike', like),
            eb('i.internal_code', 'ilike', like),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        query
          .select([
            's.item_id as itemId',
            'i.model',
            'i.name',
            sql<string>`coalesce(i.internal_code, '')`.as('internalCode'),
            's.location_id as locationId',
            's.qty as quantity',
            's.updated_at as updatedAt',
          ])
          .orderBy('i.model')
          .orderBy('s.item_id')
          .orderBy('s.location_id')
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({
          ...facts(r),
          locationId: num(r.locationId),
          quantity: num(r.quantity),
          updatedAt: r.updatedAt,
        })),
        total: num(count.n),
      };
    },

    /** Items whose total across locations is below their minimum. */
    async warnings(scope: TenantScope) {
      const rows = await db
        .selectFrom('stock_minimum as m')
        .innerJoin('item as i', 'i.id', 'm.item_id')
        .leftJoin('stock_level as s', 's.item_id', 'm.item_id')
        .where(itemOwnedBy(scope, 'm'))
        .where(itemOwnedBy(scope, 'i'))
        .groupBy(['m.item_id', 'm.min_qty', 'i.model', 'i.name', 'i.internal_code'])
        .having(sql<boolean>`coalesce(sum(s.qty), 0) < m.min_qty`)
        .select([
          'm.item_id as itemId',
          'i.model',
          'i.name',
          sql<string>`coalesce(i.internal_code, '')`.as('internalCode'),
          sql<string>`coalesce(sum(s.qty), 0)`.as('quantity'),
          'm.min_qty as minQuantity',
        ])
        .orderBy('i.model')
        .execute();
      return rows.map((r) => ({ ...facts(r), quantity: num(r.quantity), minQuantity: num(r.minQuantity) }));
    },

    async history(scope: TenantScope, itemId: number, limit: number, offset: number) {
      const base = db
        .selectFrom('stock_movement as h')
        .where(itemOwnedBy(scope, 'h'))
        .where('h.item_id', '=', itemId);
      const [rows, count] = await Promise.all([
        base
          .leftJoin('users as u', 'u.id', 'h.actor_id')
          .select([
            'h.id',
            'h.item_id as itemId',
            'h.location_id as locationId',
            'h.location_path as locationPath',
            'h.kind',
            'h.delta',
            'h.qty_after as quantityAfter',
            'h.reason',
            'h.reference',
            sql<string>`coalesce(u.nickname, '')`.as('actorName'),
            'h.created_at as createdAt',
          ])
          .orderBy('h.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({
          ...r,
          id: num(r.id),
          itemId: num(r.itemId),
          locationId: r.locationId === null ? 0 : num(r.locationId),
          delta: num(r.delta),
          quantityAfter: num(r.quantityAfter),
        })),
        total: num(count.n),
      };
    },
  };
}
export type WarehouseRepository = ReturnType<typeof createWarehouseRepository>;
