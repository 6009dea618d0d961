import type { Kysely } from 'kysely';
import { lockKeys, purgeKeys } from '../../db/key-lock.ts';
import type { Database } from '../../db/schema.ts';

/** Why an attempt may not be evaluated. */
export type AttemptRefusal = 'locked' | 'ip';

/**
 * Wrong passwords (by account key and by IP) and account locks. Times come from the caller's clock.
 *
 * An attempt is counted as a failure before the password is verified (claimAttempt), in one
 * transaction that holds the account's and the IP's key locks: so a burst of parallel guesses gets at
 * most the limit evaluated, whatever the timing. A right password then removes its own claim.
 */
export interface LoginGuardRepository {
  /**
   * Record an attempt as a failure unless the IP has reached `maxIp` failures since `since`, or the
   * account is locked or has reached `maxAccount` (failures and attempts in flight); the claim's id.
   */
  claimAttempt(input: {
    accountKey: string;
    ip: string;
    now: Date;
    since: Date;
    maxAccount: number;
    maxIp: number;
  }): Promise<{ claimId: number } | { refused: AttemptRefusal }>;
  /** the claim was a right password: forget it and the failures recorded before it */
  settleSuccess(accountKey: string, claimId: number): Promise<void>;
  countAccountFailures(accountKey: string, since: Date): Promise<number>;
  clearAccountFailures(accountKey: string): Promise<void>;
  lockedUntil(accountKey: string): Promise<Date | undefined>;
  lock(accountKey: string, until: Date): Promise<void>;
  unlock(accountKey: string): Promise<void>;
  /** drop failures older than `before`, locks that ended before it, and key locks unused for a day */
  purge(before: Date): Promise<void>;
}

export function createLoginGuardRepository(db: Kysely<Database>): LoginGuardRepository {
  const countFailures = async (
    trx: Kysely<Database>,
    column: 'account_key' | 'ip',
    value: string,
    since: Date,
  ) => {
    const row = await trx
      .selectFrom('login_failure')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const lockedUntil = async (trx: Kysely<Database>, accountKey: string) => {
    const row = await trx
      .selectFrom('account_lock')
      .select('locked_until')
      .where('account_key', '=', accountKey)
      .executeTakeFirst();
    return row?.locked_until;
  };
  const lock = async (trx: Kysely<Database>, accountKey: string, until: Date) => {
    await trx
      .insertInto('account_lock')
      .values({ account_key: accountKey, locked_until: until })
      .onConflict((oc) => oc.column('account_key').doUpdateSet({ locked_until: until }))
      .execute();
  };

  return {
    claimAttempt: (input) =>
      db.transaction().execute(async (trx) => {
        await lockKeys(trx, [`login-ip:${input.ip}`, `login:${input.accountKey}`]);
        if ((await countFailures(trx, 'ip', input.ip, input.since)) >= input.maxIp) {
          return { refused: 'ip' as const };
        }
        const until = await lockedUntil(trx, input.accountKey);
        if (until && until.getTime() > input.now.getTime()) return { refused: 'locked' as const };
        // the limit is reached by failures and attempts still being verified: no more evaluations. The
        // lock itself is set by the failure that completes the count (a right password in flight may
        // still sign in and settle its claim).
        if ((await countFailures(trx, 'account_key', input.accountKey, input.since)) >= input.maxAccount) {
          return { refused: 'locked' as const };
        }
        const { id } = await trx
          .insertInto('login_failure')
          .values({ account_key: input.accountKey, ip: input.ip, created_at: input.now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { claimId: id };
      }),
    async settleSuccess(accountKey, claimId) {
      await db
        .deleteFrom('login_failure')
        .where('account_key', '=', accountKey)
        .where('id', '<=', claimId)
        .execute();
    },
    countAccountFailures: (accountKey, since) => countFailures(db, 'account_key', accountKey, since),
    async clearAccountFailures(accountKey) {
      await db.deleteFrom('login_failure').where('account_key', '=', accountKey).execute();
    },
    lockedUntil: (accountKey) => lockedUntil(db, accountKey),
    lock: (accountKey, until) => lock(db, accountKey, until),
    async unlock(accountKey) {
      await db.deleteFrom('account_lock').where('account_key', '=', accountKey).execute();
    },
    async purge(before) {
      await db.deleteFrom('login_failure').where('created_at', '<', before).execute();
      await db.deleteFrom('account_lock').where('locked_until', '<', before).execute();
      await purgeKeys(db);
    },
  };
}
