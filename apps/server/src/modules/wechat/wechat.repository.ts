import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type ScanType = 'login' | 'band';

/** OAuth states (by sha256) and the pending openId of a sign-in that found no account. */
export interface WechatRepository {
  insertState(state: { stateHash: string; scanType: ScanType; now: Date; expiresAt: Date }): Promise<void>;
  /** use an unused, unexpired state once; its scan type, or undefined */
  useState(stateHash: string, now: Date): Promise<ScanType | undefined>;
  setPending(stateHash: string, openId: string, pendingHash: string): Promise<void>;
  /** use a pending openId once (it lives as long as its state's expiry); the openId, or undefined */
  usePending(pendingHash: string, now: Date): Promise<string | undefined>;
  purge(before: Date): Promise<void>;
}

export function createWechatRepository(db: Kysely<Database>): WechatRepository {
  return {
    async insertState(state) {
      await db
        .insertInto('wechat_state')
        .values({
          state_hash: state.stateHash,
          scan_type: state.scanType,
          created_at: state.now,
          expires_at: state.expiresAt,
        })
        .execute();
    },
    async useState(stateHash, now) {
      const row = await db
        .updateTable('wechat_state')
        .set({ used_at: now })
        .where('state_hash', '=', stateHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('scan_type')
        .executeTakeFirst();
      return row?.scan_type;
    },
    async setPending(stateHash, openId, pendingHash) {
      await db
        .updateTable('wechat_state')
        .set({ pending_open_id: openId, pending_hash: pendingHash })
        .where('state_hash', '=', stateHash)
        .execute();
    },
    async usePending(pendingHash, now) {
      const row = await db
        .updateTable('wechat_state')
        .set({ pending_used_at: now })
        .where('pending_hash', '=', pendingHash)
        .where('pending_used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('pending_open_id')
        .executeTakeFirst();
      return row?.pending_open_id ?? undefined;
    },
    async purge(before) {
      await db.deleteFrom('wechat_state').where('expires_at', '<', before).execute();
    },
  };
}
