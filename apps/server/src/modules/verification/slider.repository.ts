import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewChallenge {
  id: string;
  width: number;
  handleWidth: number;
  now: Date;
  expiresAt: Date;
}

/** Slider challenges and the one-time tokens of the passed ones. Times come from the caller's clock. */
export interface SliderRepository {
  insert(challenge: NewChallenge): Promise<void>;
  /** mark an unanswered, unexpired challenge answered (one try per challenge); its geometry, or undefined */
  claim(id: string, now: Date): Promise<{ width: number; handleWidth: number } | undefined>;
  setToken(id: string, tokenHash: string, expiresAt: Date): Promise<void>;
  /** use a token once: true when it existed, was unused and unexpired */
  useToken(tokenHash: string, now: Date): Promise<boolean>;
  /** drop challenges that expired before `before` (their tokens expired earlier) */
  purge(before: Date): Promise<void>;
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
        })
        .execute();
    },
    async claim(id, now) {
      return db
        .updateTable('slider_challenge')
        .set({ answered_at: now })
        .where('id', '=', id)
        .where('answered_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['width', 'handle_width as handleWidth'])
        .executeTakeFirst();
    },
    async setToken(id, tokenHash, expiresAt) {
      await db
        .updateTable('slider_challenge')
        .set({ token_hash: tokenHash, token_expires_at: expiresAt })
        .where('id', '=', id)
        .execute();
    },
    async useToken(tokenHash, now) {
      const result = await db
        .updateTable('slider_challenge')
        .set({ token_used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('token_used_at', 'is', null)
        .where('token_expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async purge(before) {
      await db.deleteFrom('slider_challenge').where('expires_at', '<', before).execute();
    },
  };
}
