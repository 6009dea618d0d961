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

export interface BomSummaryRow extends BomListRow {
  lineCount: number;
  matchedCount: number;
}

/** Rows per INSERT of lines. */
const LINE_BATCH = 500;

/** Saved BOMs and their lines; public items by id. */
// long because it is the closure of the module's queries over one database handle; each query is short
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

    /** A user's saved BOMs, newest first, a page of them with their line and matched-line counts. */
    async listByUser(
      userId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: BomSummaryRow[]; total: number }> {
      const [page, count] = await Promise.all([
        db
          .selectFrom('bom_list as b')
          .select((eb) => [
            'b.id',
            'b.user_id',
            'b.name',
            'b.file_name',
            'b.line_count',
            'b.created_at',
            'b.updated_at',
            eb
              .selectFrom('bom_line as l')
              .select((e) => e.fn.countAll<string>().as('n'))
              .whereRef('l.bom_id', '=', 'b.id')
              .where('l.item_id', 'is not', null)
              .as('matched'),
          ])
          .where('b.user_id', '=', userId)
          .orderBy('b.created_at', 'desc')
          .orderBy('b.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('bom_list')
          .select((e) => e.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(count.n),
        rows: page.map((r) => ({
          id: r.id,
          userId: Number(r.user_id),
          name: r.name,
          fileName: r.file_name,
          createdAt: r.created_at,
          updatedAt: r.updated_at,
          lineCount: r.line_count,
          matchedCount: Number(r.matched ?? 0),
        })),
      };
    },

    /** Deletes a user's saved BOM (its lines go with it); false when the user has no such BOM. */
    async remove(id: string, userId: number): Promise<boolean> {
      const done = await db
        .deleteFrom('bom_list')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(done.numDeletedRows) > 0;
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
