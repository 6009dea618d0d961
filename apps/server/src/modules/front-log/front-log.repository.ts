import type { Insertable, Kysely } from 'kysely';
import type { Database, FrontLogTable } from '../../db/schema.ts';

export type NewFrontLog = Insertable<FrontLogTable>;

export interface FrontLogRepository {
  /** insert all rows in one statement (all or nothing) */
  insertMany(rows: readonly NewFrontLog[]): Promise<number>;
}

export function createFrontLogRepository(db: Kysely<Database>): FrontLogRepository {
  return {
    async insertMany(rows) {
      if (rows.length === 0) return 0;
      const result = await db
        .insertInto('front_log')
        .values([...rows])
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },
  };
}
