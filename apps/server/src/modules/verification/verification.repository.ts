import type { Kysely } from 'kysely';
import { lockKeys, purgeKeys } from '../../db/key-lock.ts';
import type { Database } from '../../db/schema.ts';

import type { CodeChannel } from '../accounts-shared/account-input.ts';

export type { CodeChannel };

export interface CodeRow {
  id: number;
  codeHash: string;
  sliderTokenHash: string | null;
  attempts: number;
  expiresAt: Date;
}

export interface NewCodeRow {
  channel: CodeChannel;
  target: string;
  scene: number;
  /** null: a refused request, kept for the per-IP count */
  codeHash: string | null;
  sliderTokenHash: string | null;
  ip: string;
  now: Date;
  expiresAt: Date;
}

/** The send limits, decided together with the insert. */
export interface SendLimits {
  /** requests (sent or refused) from one IP since `daySince` */
  maxPerIp: number;
  /** codes sent to one target since `daySince` */
  maxPerTarget: number;
  daySince: Date;
  /** no code sent to the target since then (the 60 s wait) */
  resendSince: Date;
}

export type SendDecision = { id: number } | { limited: 'ip' | 'resend' | 'target' };

/** Verification codes. Times come from the caller's clock. */
export interface VerificationRepository {
  /**
   * Record a send request unless a limit stops it, as one decision: the counts and the insert run in a
   * transaction holding the IP's and the target's key locks, so parallel requests cannot all pass a
   * count of 0. A refused request (codeHash null) is checked against the IP limit only; a code voids
   * the open codes of its (channel, target, scene).
   */
  recordSend(row: NewCodeRow, limits: SendLimits): Promise<SendDecision>;
  insert(row: NewCodeRow): Promise<number>;
  remove(id: number): Promise<void>;
  /** the newest code of (channel, target, scene) that was neither used nor voided, expired or not */
  findOpen(channel: CodeChannel, target: string, scene: number): Promise<CodeRow | undefined>;
  /** codes sent (not refused) to the target since */
  countSentToTarget(target: string, since: Date): Promise<number>;
  /** requests (sent or refused) from the IP since */
  countRequestsFromIp(ip: string, since: Date): Promise<number>;
  /** void the open codes of (channel, target, scene): a new one replaces them */
  voidOpen(channel: CodeChannel, target: string, scene: number, now: Date): Promise<void>;
  /** count a wrong try; the new number of tries, or undefined when the code is no longer open */
  addAttempt(id: number): Promise<number | undefined>;
  void(id: number, now: Date): Promise<void>;
  /** mark an open code used; false when it was not open any more */
  markUsed(id: number, now: Date): Promise<boolean>;
  purge(before: Date): Promise<void>;
}

// long because it is the closure that holds the repository's methods over shared dependencies; each method is measured on its own and stays short
export function createVerificationRepository(db: Kysely<Database>): VerificationRepository {
  const insert = async (trx: Kysely<Database>, row: NewCodeRow): Promise<number> => {
    const { id } = await trx
      .insertInto('verification_code')
      .values({
        channel: row.channel,
        target: row.target,
        scene: row.scene,
        code_hash: row.codeHash,
        slider_token_hash: row.sliderTokenHash,
        ip: row.ip,
        created_at: row.now,
        expires_at: row.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  const countSentToTarget = async (trx: Kysely<Database>, target: string, since: Date) => {
    const row = await trx
      .selectFrom('verification_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('target', '=', target)
      .where('code_hash', 'is not', null)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const countRequestsFromIp = async (trx: Kysely<Database>, ip: string, since: Date) => {
    const row = await trx
      .selectFrom('verification_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const voidOpen = async (
    trx: Kysely<Database>,
    channel: CodeChannel,
    target: string,
    scene: number,
    now: Date,
  ) => {
    await trx
      .updateTable('verification_code')
      .set({ voided_at: now })
      .where('channel', '=', channel)
      .where('target', '=', target)
      .where('scene', '=', scene)
      .where('used_at', 'is', null)
      .where('voided_at', 'is', null)
      .execute();
  };

  return {
    recordSend: (row, limits) =>
      db.transaction().execute(async (trx): Promise<SendDecision> => {
        await lockKeys(trx, [`code-ip:${row.ip}`, `code-target:${row.target}`]);
        if ((await countRequestsFromIp(trx, row.ip, limits.daySince)) >= limits.maxPerIp) {
          return { limited: 'ip' };
        }
        if (row.codeHash !== null) {
          if ((await countSentToTarget(trx, row.target, limits.resendSince)) > 0)
            return { limited: 'resend' };
          if ((await countSentToTarget(trx, row.target, limits.daySince)) >= limits.maxPerTarget) {
            return { limited: 'target' };
          }
          await voidOpen(trx, row.channel, row.target, row.scene, row.now);
        }
        return { id: await insert(trx, row) };
      }),
    insert: (row) => insert(db, row),
    async remove(id) {
      await db.deleteFrom('verification_code').where('id', '=', id).execute();
    },
    async findOpen(channel, target, scene) {
      const row = await db
        .selectFrom('verification_code')
        .select([
          'id',
          'code_hash as codeHash',
          'slider_token_hash as sliderTokenHash',
          'attempts',
          'expires_at as expiresAt',
        ])
        .where('channel', '=', channel)
        .where('target', '=', target)
        .where('scene', '=', scene)
        .where('code_hash', 'is not', null)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && row.codeHash !== null ? { ...row, codeHash: row.codeHash } : undefined;
    },
    countSentToTarget: (target, since) => countSentToTarget(db, target, since),
    countRequestsFromIp: (ip, since) => countRequestsFromIp(db, ip, since),
    voidOpen: (channel, target, scene, now) => voidOpen(db, channel, target, scene, now),
    async addAttempt(id) {
      const row = await db
        .updateTable('verification_code')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },
    async void(id, now) {
      await db.updateTable('verification_code').set({ voided_at: now }).where('id', '=', id).execute();
    },
    async markUsed(id, now) {
      const result = await db
        .updateTable('verification_code')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async purge(before) {
      await db.deleteFrom('verification_code').where('created_at', '<', before).execute();
      await purgeKeys(db);
    },
  };
}
