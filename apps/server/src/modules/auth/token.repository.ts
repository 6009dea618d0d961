import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type RevokeReason = 'rotated' | 'logout' | 'logout_all' | 'password' | 'replay';

export interface TokenRow {
  id: number;
  familyId: string;
  userId: number;
  lastUsedAt: Date;
  refreshExpiresAt: Date;
  revokedAt: Date | null;
  revokeReason: string | null;
  /** the family's sign-in */
  sessionStartedAt: Date;
  /** the client that rotated this row's refresh token */
  rotatedIp: string | null;
  rotatedUserAgent: string | null;
}

export interface NewTokenRow {
  familyId: string;
  userId: number;
  accessHash: string;
  refreshHash: string;
  now: Date;
  refreshExpiresAt: Date;
  sessionStartedAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** Issued token pairs, by the sha256 of each token. Times come from the caller's clock. */
export interface TokenRepository {
  insert(row: NewTokenRow): Promise<void>;
  findByAccessHash(accessHash: string): Promise<TokenRow | undefined>;
  findByRefreshHash(refreshHash: string): Promise<TokenRow | undefined>;
  /** set last_used_at to `now` unless it is newer than `notAfter` (the throttle) */
  touch(id: number, now: Date, notAfter: Date): Promise<void>;
  /**
   * revoke one live row as rotated by this client; false when it was not live any more (a concurrent
   * refresh)
   */
  markRotated(
    id: number,
    now: Date,
    client: { ip: string | null; userAgent: string | null },
  ): Promise<boolean>;
  /**
   * whether the family was ended (logout, password change, replay): a row of it revoked for another
   * reason than rotation. (Not "no live row": a parallel refresh has rotated its row and not yet
   * inserted the successor.)
   */
  familyEnded(familyId: string): Promise<boolean>;
  revokeFamily(familyId: string, reason: RevokeReason, now: Date): Promise<void>;
  /**
   * mark a retired row as replayed: the family's end is then recorded even while it has no live row (a
   * parallel refresh rotated the last one and has not inserted its successor yet; familyEnded sees it)
   */
  markReplayed(id: number, now: Date): Promise<void>;
  /** revoke every live row of the user, except those of `keepFamilyId` */
  revokeUser(userId: number, reason: RevokeReason, now: Date, keepFamilyId?: string): Promise<number>;
  /** drop rows whose refresh token expired before `before` */
  purgeExpired(before: Date): Promise<void>;
}

export function createTokenRepository(db: Kysely<Database>): TokenRepository {
  const columns = [
    'id',
    'family_id as familyId',
    'user_id as userId',
    'last_used_at as lastUsedAt',
    'refresh_expires_at as refreshExpiresAt',
    'revoked_at as revokedAt',
    'revoke_reason as revokeReason',
    'session_started_at as sessionStartedAt',
    'rotated_ip as rotatedIp',
    'rotated_user_agent as rotatedUserAgent',
  ] as const;
  return {
    async insert(row) {
      await db
        .insertInto('auth_token')
        .values({
          family_id: row.familyId,
          user_id: row.userId,
          access_hash: row.accessHash,
          refresh_hash: row.refreshHash,
          created_at: row.now,
          last_used_at: row.now,
          refresh_expires_at: row.refreshExpiresAt,
          session_started_at: row.sessionStartedAt,
          ip: row.ip,
          user_agent: row.userAgent,
        })
        .execute();
    },
    findByAccessHash: (accessHash) =>
      db.selectFrom('auth_token').select(columns).where('access_hash', '=', accessHash).executeTakeFirst(),
    findByRefreshHash: (refreshHash) =>
      db.selectFrom('auth_token').select(columns).where('refresh_hash', '=', refreshHash).executeTakeFirst(),
    async touch(id, now, notAfter) {
      await db
        .updateTable('auth_token')
        .set({ last_used_at: now })
        .where('id', '=', id)
        .where('last_used_at', '<', notAfter)
        .execute();
    },
    async markRotated(id, now, client) {
      const result = await db
        .updateTable('auth_token')
        .set({
          revoked_at: now,
          revoke_reason: 'rotated',
          rotated_ip: client.ip,
          rotated_user_agent: client.userAgent,
        })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async familyEnded(familyId) {
      const row = await db
        .selectFrom('auth_token')
        .select('id')
        .where('family_id', '=', familyId)
        .where('revoke_reason', '<>', 'rotated')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    async revokeFamily(familyId, reason, now) {
      await db
        .updateTable('auth_token')
        .set({ revoked_at: now, revoke_reason: reason })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async markReplayed(id, now) {
      await db
        .updateTable('auth_token')
        .set({ revoked_at: now, revoke_reason: 'replay' })
        .where('id', '=', id)
        .execute();
    },
    async revokeUser(userId, reason, now, keepFamilyId) {
      let query = db
        .updateTable('auth_token')
        .set({ revoked_at: now, revoke_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keepFamilyId !== undefined) query = query.where('family_id', '<>', keepFamilyId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async purgeExpired(before) {
      await db.deleteFrom('auth_token').where('refresh_expires_at', '<', before).execute();
    },
  };
}
