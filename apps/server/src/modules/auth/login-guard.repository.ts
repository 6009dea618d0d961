import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Wrong passwords (by account key and by IP) and account locks. Times come from the caller's clock. */
export interface LoginGuardRepository {
  addFailure(accountKey: string, ip: string, now: Date): Promise<void>;
  countAccountFailures(accountKey: string, since: Date): Promise<number>;
  countIpFailures(ip: string, since: Date): Promise<number>;
  clearAccountFailures(accountKey: string): Promise<void>;
  lockedUntil(accountKey: string): Promise<Date | undefined>;
  lock(accountKey: string, until: Date): Promise<void>;
  unlock(accountKey: string): Promise<void>;
  /** drop failures older than `before` and locks that ended before it */
  purge(before: Date): Promise<void>;
}

export function createLoginGuardRepository(db: Kysely<Database>): LoginGuardRepository {
  return {
    async addFailure(accountKey, ip, now) {
      await db.insertInto('login_failure').values({ account_key: accountKey, ip, created_at: now }).execute();
    },
    async countAccountFailures(accountKey, since) {
      const row = await db
        .selectFrom('login_failure')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_key', '=', accountKey)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async countIpFailures(ip, since) {
      const row = await db
        .selectFrom('login_failure')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', ip)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async clearAccountFailures(accountKey) {
      await db.deleteFrom('login_failure').where('account_key', '=', accountKey).execute();
    },
    async lockedUntil(accountKey) {
      const row = await db
        .selectFrom('account_lock')
        .select('locked_until')
        .where('account_key', '=', accountKey)
        .executeTakeFirst();
      return row?.locked_until;
    },
    async lock(accountKey, until) {
      await db
        .insertInto('account_lock')
        .values({ account_key: accountKey, locked_until: until })
        .onConflict((oc) => oc.column('account_key').doUpdateSet({ locked_until: until }))
        .execute();
    },
    async unlock(accountKey) {
      await db.deleteFrom('account_lock').where('account_key', '=', accountKey).execute();
    },
    async purge(before) {
      await db.deleteFrom('login_failure').where('created_at', '<', before).execute();
      await db.deleteFrom('account_lock').where('locked_until', '<', before).execute();
    },
  };
}
