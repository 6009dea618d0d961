import type { BomLineInput } from '@jianku/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type ItemRecord, selectPublicItems, toItemRecord } from '../catalog/catalog.repository.ts';

export interface BomListRow {
  id: string;
  userId: number;
  name: string;
  fileName: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface BomLineRow {
  line: number;
  input: BomLineInput;
  itemId: number | null;
  confidence: 'exact' | 'parameters' | 'none';
  reason: string;
  query: string;
  candidateIds: number[];
  chosen: boolean;
}

/** Rows per INSERT of lines. */
const LINE_BATCH = 500;

/** Saved BOMs and their lines; public items by id. */
export function createBomRepository(db: Kysely<Database>) {
  return {
    async insert(list: Omit<BomListRow, 'createdAt' | 'updatedAt'>, lines: BomLineRow[], at: Date) {
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('bom_list')
          .values({
            id: list.id,
            user_id: list.userId,
            name: list.name,
            file_name: list.fileName,
            line_count: lines.length,
            created_at: at,
            updated_at: at,
          })
          .execute();
        for (let i = 0; i < lines.length; i += LINE_BATCH) {
          await tx
            .insertInto('bom_line')
            .values(
              lines.slice(i, i + LINE_BATCH).map((l) => ({
                bom_id: list.id,
                line: l.line,
                input: JSON.stringify(l.input),
                item_id: l.itemId,
                confidence: l.confidence,
                reason: l.reason,
                query: l.query,
                candidate_ids: JSON.stringify(l.candidateIds),
                chosen: l.chosen,
              })),
            )
            .execute();
        }
      });
    },

    async find(id: string): Promise<BomListRow | null> {
      const row = await db
        .selectFrom('bom_list')
        .select(['id', 'user_id', 'name', 'file_name', 'created_at', 'updated_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            userId: Number(row.user_id),
            name: row.name,
            fileName: row.file_name,
            createdAt: row.created_at,
            updatedAt: row.updated_at,
          }
        : null;
    },

    async lines(id: string): Promise<BomLineRow[]> {
      const rows = await db
        .selectFrom('bom_line')
        .select(['line', 'input', 'item_id', 'confidence', 'reason', 'query', 'candidate_ids', 'chosen'])
        .where('bom_id', '=', id)
        .orderBy('line')
        .execute();
      return rows.map((r) => ({
        line: r.line,
        input: r.input as BomLineInput,
        itemId: r.item_id === null ? null : Number(r.item_id),
        confidence: r.confidence as BomLineRow['confidence'],
        reason: r.reason,
        query: r.query,
        candidateIds: r.candidate_ids,
        chosen: r.chosen,
      }));
    },

    /** false when the BOM has no such line */
    async choose(
      id: string,
      line: number,
      itemId: number | null,
      reason: string,
      at: Date,
    ): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const updated = await tx
          .updateTable('bom_line')
          .set({ item_id: itemId, chosen: true, reason, confidence: itemId === null ? 'none' : 'exact' })
          .where('bom_id', '=', id)
          .where('line', '=', line)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return false;
        await tx.updateTable('bom_list').set({ updated_at: at }).where('id', '=', id).execute();
        return true;
      });
    },

    /** public items by id, in any order (removed ones are left out) */
    async items(ids: readonly number[]): Promise<ItemRecord[]> {
      if (ids.length === 0) return [];
      const rows = await selectPublicItems(db)
        .where('i.id', 'in', [...ids])
        .execute();
      return rows.map(toItemRecord);
    },
  };
}

export type BomRepository = ReturnType<typeof createBomRepository>;
