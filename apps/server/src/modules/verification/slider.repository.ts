import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewChallenge {
  id: string;
  width: number;
  handleWidth: number;
  now: Date;
  expiresAt: Date;
  /** the asking IP */
  ip: string;
}

export interface ClaimedChallenge {
  width: number;
  handleWidth: number;
  powChallenge: string | null;
}

/**
 * Slider challenges and the one-time tokens of the passed ones; the counts the proof-of-work level is
 * made from; the proof-of-work key. Times come from the caller's clock.
 */
export interface SliderRepository {
  insert(challenge: NewChallenge): Promise<void>;
  /** the proof-of-work level a challenge was given and its ALTCHA challenge (JSON) */
  setPow(id: string, level: number, challenge: string): Promise<void>;
  /** mark an unanswered, unexpired challenge answered (one try per challenge); its geometry, or undefined */
  claim(id: string, now: Date): Promise<ClaimedChallenge | undefined>;
  setToken(id: string, tokenHash: string, expiresAt: Date): Promise<void>;
  /**
   * Use a token once: the proof-of-work level of its challenge when it existed, was unused and unexpired
   * (recording the hash of the target it was spent on, when given), else undefined.
   */
  useToken(tokenHash: string, now: Date, targetHash?: string): Promise<{ powLevel: number } | undefined>;
  /**
   * Challenges the IP asked for since `since` (the one being issued included), plus the refused ones among
   * them (a failure counts twice).
   */
  ipScore(ip: string, since: Date): Promise<number>;
  /** tokens spent on a target (sha256 of the phone or e-mail) since `since` */
  targetSpends(targetHash: string, since: Date): Promise<number>;
  /** drop challenges that expired before `before` (their tokens expired earlier) */
  purge(before: Date): Promise<void>;
  /** the proof-of-work HMAC key: made once (random) and shared by every process */
  powKey(makeSecret: () => string): Promise<string>;
}

export function createSliderRepository(db: Kysely<Database>): SliderRepository {
  return {
    async insert(challenge) {
      await db
        .insertInto('slider_challenge')
        .values({
          id: challenge.id,
          width: challenge.width,
          handle_width: challenge.handleWidth,
          created_at: challenge.now,
          expires_at: challenge.expiresAt,
          ip: challenge.ip,
        })
        .execute();
    },
    async setPow(id, level, challenge) {
      await db
        .updateTable('slider_challenge')
        .set({ pow_level: level, pow_challenge: challenge })
        .where('id', '=', id)
        .execute();
    },
    async claim(id, now) {
      return db
        .updateTable('slider_challenge')
        .set({ answered_at: now })
        .where('id', '=', id)
        .where('answered_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['width', 'handle_width as handleWidth', 'pow_challenge as powChallenge'])
        .executeTakeFirst();
    },
    async setToken(id, tokenHash, expiresAt) {
      await db
        .updateTable('slider_challenge')
        .set({ token_hash: tokenHash, token_expires_at: expiresAt })
        .where('id', '=', id)
        .execute();
    },
    async useToken(tokenHash, now, targetHash) {
      return db
        .updateTable('slider_challenge')
        .set({ token_used_at: now, ...(targetHash ? { target_hash: targetHash } : {}) })
        .where('token_hash', '=', tokenHash)
        .where('token_used_at', 'is', null)
        .where('token_expires_at', '>', now)
        .returning('pow_level as powLevel')
        .executeTakeFirst();
    },
    async ipScore(ip, since) {
      const row = await db
        .selectFrom('slider_challenge')
        .select([
          sql<string>`count(*)`.as('asks'),
          sql<string>`count(*) filter (where answered_at is not null and token_hash is null)`.as('failures'),
        ])
        .where('ip', '=', ip)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.asks) + Number(row.failures);
    },
    async targetSpends(targetHash, since) {
      const row = await db
        .selectFrom('slider_challenge')
        .select(sql<string>`count(*)`.as('spends'))
        .where('target_hash', '=', targetHash)
        .where('token_used_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.spends);
    },
    async purge(before) {
      await db.deleteFrom('slider_challenge').where('expires_at', '<', before).execute();
    },
    async powKey(makeSecret) {
      await db
        .insertInto('slider_pow_key')
        .values({ id: 1, secret: makeSecret() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const row = await db
        .selectFrom('slider_pow_key')
        .select('secret')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return row.secret;
    },
  };
}
