/**
 * SQL of the comparison: the items compared (one query for all ids; public ones and the caller's organisation's,
 * db/tenant-scope.ts) and the signed-in users'
 * trays (compare_tray, migration 0007).
 *
 *   const items = await repo.findItems([1, 2, 3]);   // public items found, in any order
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { itemVisibleTo, type TenantScope } from '../../db/tenant-scope.ts';
import { type ItemRecord, selectItems, toItemRecord } from '../catalog/catalog.repository.ts';

export interface TrayRecord {
  kind: number | null;
  ids: number[];
}

export function createCompareRepository(db: Kysely<Database>) {
  return {
    /** The items among `ids` visible in the scope (unknown, deleted and other organisations' are not found). */
    async findItems(ids: readonly number[], scope: TenantScope): Promise<ItemRecord[]> {
      if (ids.length === 0) return [];
      const rows = await selectItems(db, scope)
        .where('i.id', 'in', [...ids])
        .execute();
      return rows.map(toItemRecord);
    },

    /** id → kind of the items among `ids` visible in the scope (the tray's check, without their parameters). */
    async kindsOf(ids: readonly number[], scope: TenantScope): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('item as i')
        .select(['i.id', 'i.kind'])
        .where('i.id', 'in', [...ids])
        .where(itemVisibleTo(scope))
        .execute();
      return new Map(rows.map((r) => [r.id, r.kind]));
    },

    async findTray(userId: number): Promise<TrayRecord | undefined> {
      const row = await db
        .selectFrom('compare_tray')
        .select(['kind', 'item_ids'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { kind: row.kind, ids: row.item_ids.map(Number) } : undefined;
    },

    async saveTray(userId: number, tray: TrayRecord): Promise<void> {
      const now = new Date();
      await db
        .insertInto('compare_tray')
        .values({ user_id: userId, kind: tray.kind, item_ids: tray.ids, updated_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ kind: tray.kind, item_ids: tray.ids, updated_at: now }),
        )
        .execute();
    },
  };
}

export type CompareRepository = ReturnType<typeof createCompareRepository>;
