import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface InvitationRow {
  id: number;
  orgId: number;
  channel: 'email' | 'sms';
  target: string;
  role: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  cancelledAt: Date | null;
  invitedBy: number | null;
  /** the inviter's nickname, else username ('' when the account is gone) */
  inviter: string;
}

/** An invitation as it was when cancelled (for the audit log). */
export interface CancelledInvitation {
  id: number;
  channel: 'email' | 'sms';
  target: string;
  role: string;
}

export interface OrgInvitationsRepository {
  insert(invitation: {
    orgId: number;
    channel: 'email' | 'sms';
    target: string;
    role: string;
    tokenHash: string;
    invitedBy: number;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<number>;
  findByTokenHash(tokenHash: string): Promise<InvitationRow | undefined>;
  /** not accepted, not cancelled, not expired at `now`; newest first */
  listPending(orgId: number, now: Date): Promise<InvitationRow[]>;
  /** invitations made since a time (the daily limit) */
  countSince(orgId: number, since: Date): Promise<number>;
  /** cancels the open invitations of one target (a new one replaces them); the ids cancelled */
  cancelOpenFor(orgId: number, target: string, at: Date): Promise<number[]>;
  /** cancels one open invitation of the organisation: what it was, undefined when there is none */
  cancel(orgId: number, id: number, at: Date): Promise<CancelledInvitation | undefined>;
  /** marks it accepted when still open and unexpired; false otherwise (a parallel accept, a cancel) */
  markAccepted(id: number, userId: number, at: Date): Promise<boolean>;
}

export function createOrgInvitationsRepository(db: Kysely<Database>): OrgInvitationsRepository {
  const rows = () =>
    db
      .selectFrom('org_invitation as i')
      .leftJoin('users as u', 'u.id', 'i.invited_by')
      .select([
        'i.id',
        'i.org_id as orgId',
        'i.channel',
        'i.target',
        'i.role',
        'i.created_at as createdAt',
        'i.expires_at as expiresAt',
        'i.accepted_at as acceptedAt',
        'i.cancelled_at as cancelledAt',
        'i.invited_by as invitedBy',
        sql<string>`coalesce(nullif(u.nickname, ''), u.username, '')`.as('inviter'),
      ]);
  return {
    async insert(invitation) {
      const { id } = await db
        .insertInto('org_invitation')
        .values({
          org_id: invitation.orgId,
          channel: invitation.channel,
          target: invitation.target,
          role: invitation.role,
          token_hash: invitation.tokenHash,
          invited_by: invitation.invitedBy,
          created_at: invitation.createdAt,
          expires_at: invitation.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    findByTokenHash: (tokenHash) => rows().where('i.token_hash', '=', tokenHash).executeTakeFirst(),
    listPending: (orgId, now) =>
      rows()
        .where('i.org_id', '=', orgId)
        .where('i.accepted_at', 'is', null)
        .where('i.cancelled_at', 'is', null)
        .where('i.expires_at', '>', now)
        .orderBy('i.id', 'desc')
        .execute(),
    async countSince(orgId, since) {
      const row = await db
        .selectFrom('org_invitation')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('org_id', '=', orgId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async cancelOpenFor(orgId, target, at) {
      const rows = await db
        .updateTable('org_invitation')
        .set({ cancelled_at: at })
        .where('org_id', '=', orgId)
        .where('target', '=', target)
        .where('accepted_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .returning('id')
        .execute();
      return rows.map((r) => Number(r.id));
    },
    async cancel(orgId, id, at) {
      const row = await db
        .updateTable('org_invitation')
        .set({ cancelled_at: at })
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .returning(['id', 'channel', 'target', 'role'])
        .executeTakeFirst();
      return row && { ...row, id: Number(row.id) };
    },
    async markAccepted(id, userId, at) {
      const result = await db
        .updateTable('org_invitation')
        .set({ accepted_at: at, accepted_by: userId })
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
