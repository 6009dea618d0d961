import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type CodeChannel = 'email' | 'sms';

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

/** Verification codes. Times come from the caller's clock. */
export interface VerificationRepository {
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

export function createVerificationRepository(db: Kysely<Database>): VerificationRepository {
  return {
    async insert(row) {
      const { id } = await db
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
    },
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
    async countSentToTarget(target, since) {
      const row = await db
        .selectFrom('verification_code')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('target', '=', target)
        .where('code_hash', 'is not', null)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async countRequestsFromIp(ip, since) {
      const row = await db
        .selectFrom('verification_code')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', ip)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async voidOpen(channel, target, scene, now) {
      await db
        .updateTable('verification_code')
        .set({ voided_at: now })
        .where('channel', '=', channel)
        .where('target', '=', target)
        .where('scene', '=', scene)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .execute();
    },
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
    },
  };
}
