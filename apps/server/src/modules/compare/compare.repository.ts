/**
 * SQL of the comparison: the public items compared (one query for all ids) and the signed-in users'
 * trays (compare_tray, migration 0007).
 *
 *   const items = await repo.findItems([1, 2, 3]);   // public items found, in any order
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type ItemRecord, selectPublicItems, toItemRecord } from '../catalog/catalog.repository.ts';

export interface TrayRecord {
  kind: number | null;
  ids: number[];
}

export function createCompareRepository(db: Kysely<Database>) {
  return {
    /** The public items among `ids` (unknown, deleted and private ones are not found). */
    async findItems(ids: readonly number[]): Promise<ItemRecord[]> {
      if (ids.length === 0) return [];
      const rows = await selectPublicItems(db)
        .where('i.id', 'in', [...ids])
        .execute();
      return rows.map(toItemRecord);
    },

    /** id → kind of the public items among `ids` (the tray's check, without their parameters). */
    async kindsOf(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('item')
        .select(['id', 'kind'])
        .where('id', 'in', [...ids])
        .where('org_id', 'is', null)
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
