import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, FrontLogTable } from '../../db/schema.ts';

export type NewFrontLog = Insertable<FrontLogTable>;

/** Why client log entries were not kept (front_log_drop.reason). */
export type FrontLogDropReason =
  | 'entry_too_large'
  | 'batch_too_large'
  | 'ip_quota'
  | 'retention'
  | 'size_cap';

export interface FrontLogRepository {
  /** insert all rows in one statement (all or nothing) */
  insertMany(rows: readonly NewFrontLog[]): Promise<number>;
  /** entries stored from `ip` since `since` */
  countFromIp(ip: string, since: Date): Promise<number>;
  /** delete entries created before `before`; returns how many */
  deleteOlderThan(before: Date): Promise<number>;
  /** delete the oldest entries until the rest sum to at most `maxBytes`; returns how many */
  deleteOldestBeyond(maxBytes: number): Promise<number>;
  /** add `count` to the day's counter of `reason` */
  countDrop(day: string, reason: FrontLogDropReason, count: number): Promise<void>;
  /** the counters, newest day first */
  listDrops(): Promise<{ day: string; reason: string; count: number }[]>;
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

    async countFromIp(ip, since) {
      const row = await db
        .selectFrom('front_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', ip)
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async deleteOlderThan(before) {
      const result = await db.deleteFrom('front_log').where('created_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteOldestBeyond(maxBytes) {
      const total = await db
        .selectFrom('front_log')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), sql<number>`0`).as('total'))
        .executeTakeFirst();
      const excess = Number(total?.total ?? 0) - maxBytes;
      if (excess <= 0) return 0;
      // the newest id among the oldest entries whose sizes add up to the excess
      const result = await sql<{ n: number }>`
        with running as (
          select id, sum(bytes) over (order by id) as run from front_log
        ), cut as (
          select min(id) as id from running where run >= ${excess}
        )
        delete from front_log where id <= (select id from cut)`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },

    async countDrop(day, reason, count) {
      if (count <= 0) return;
      await db
        .insertInto('front_log_drop')
        .values({ day, reason, count })
        .onConflict((oc) =>
          oc.columns(['day', 'reason']).doUpdateSet({
            count: sql`front_log_drop.count + excluded.count`,
            updated_at: sql`now()`,
          }),
        )
        .execute();
    },

    async listDrops() {
      const rows = await db
        .selectFrom('front_log_drop')
        .select(['day', 'reason', 'count'])
        .orderBy('day', 'desc')
        .orderBy('reason')
        .execute();
      return rows.map((row) => ({ day: row.day, reason: row.reason, count: Number(row.count) }));
    },
  };
}
