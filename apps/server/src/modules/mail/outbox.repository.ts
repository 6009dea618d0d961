import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  target: string;
  subject: string;
  text: string;
  createdAt: Date;
}

export interface OutboxRepository {
  insert(message: { channel: OutboxChannel; target: string; subject: string; text: string }): Promise<void>;
  /** newest first */
  listByTarget(target: string, limit: number): Promise<OutboxMessage[]>;
}

export function createOutboxRepository(db: Kysely<Database>): OutboxRepository {
  return {
    async insert(message) {
      await db.insertInto('outbox').values(message).execute();
    },
    async listByTarget(target, limit) {
      return db
        .selectFrom('outbox')
        .select(['id', 'channel', 'target', 'subject', 'text', 'created_at as createdAt'])
        .where('target', '=', target)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
