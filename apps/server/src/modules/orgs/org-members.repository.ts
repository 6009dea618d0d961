import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** users.org_id of a user in no organisation (the seeded placeholder, spec §3: blocked). */
export const NO_ORG_ID = 1;

export interface MemberRow {
  orgId: number;
  userId: number;
  role: string;
  nickname: string;
  username: string;
  email: string | null;
  mobile: string | null;
  joinedAt: Date;
}

/** A user account as the member rules need it. */
export interface AccountRow {
  id: number;
  orgId: number;
  nickname: string;
  username: string;
  email: string | null;
  mobile: string | null;
}

export interface OrgMembersRepository {
  /** the user's membership row, if any */
  membershipOf(userId: number): Promise<{ orgId: number; role: string } | undefined>;
  findMember(orgId: number, userId: number): Promise<MemberRow | undefined>;
  /** owners first, then by joining time */
  list(orgId: number): Promise<MemberRow[]>;
  count(orgId: number): Promise<number>;
  countOwners(orgId: number): Promise<number>;
  /** a member row and users.org_id; throws 23505 (org_member_user_key) when the user is in an organisation */
  add(member: { orgId: number; userId: number; role: string; invitedBy: number | null }): Promise<void>;
  setRole(orgId: number, userId: number, role: string): Promise<void>;
  /** deletes the row and puts users.org_id back to 1; false when there was no such member */
  remove(orgId: number, userId: number): Promise<boolean>;
  findAccount(id: number): Promise<AccountRow | undefined>;
  /** by phone, or by lower-case e-mail */
  findAccountBy(channel: 'email' | 'sms', target: string): Promise<AccountRow | undefined>;
}

export function createOrgMembersRepository(db: Kysely<Database>): OrgMembersRepository {
  const members = () =>
    db
      .selectFrom('org_member as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select([
        'm.org_id as orgId',
        'm.user_id as userId',
        'm.role',
        'u.nickname',
        'u.username',
        'u.email',
        'u.mobile',
        'm.created_at as joinedAt',
      ]);
  const accounts = () =>
    db.selectFrom('users').select(['id', 'org_id as orgId', 'nickname', 'username', 'email', 'mobile']);
  const countWhere = async (orgId: number, ownersOnly: boolean) => {
    let query = db
      .selectFrom('org_member')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId);
    if (ownersOnly) query = query.where('role', '=', 'owner');
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  };

  return {
    membershipOf: (userId) =>
      db
        .selectFrom('org_member')
        .select(['org_id as orgId', 'role'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    findMember: (orgId, userId) =>
      members().where('m.org_id', '=', orgId).where('m.user_id', '=', userId).executeTakeFirst(),
    list: (orgId) =>
      members()
        .where('m.org_id', '=', orgId)
        .orderBy(sql`case m.role when 'owner' then 0 when 'admin' then 1 when 'editor' then 2 else 3 end`)
        .orderBy('m.created_at')
        .orderBy('m.user_id')
        .execute(),
    count: (orgId) => countWhere(orgId, false),
    countOwners: (orgId) => countWhere(orgId, true),
    async add(member) {
      await db
        .insertInto('org_member')
        .values({
          org_id: member.orgId,
          user_id: member.userId,
          role: member.role,
          invited_by: member.invitedBy,
        })
        .execute();
      await db
        .updateTable('users')
        .set({ org_id: member.orgId, updated_at: new Date() })
        .where('id', '=', member.userId)
        .execute();
    },
    async setRole(orgId, userId, role) {
      await db
        .updateTable('org_member')
        .set({ role })
        .where('org_id', '=', orgId)
        .where('user_id', '=', userId)
        .execute();
    },
    async remove(orgId, userId) {
      const deleted = await db
        .deleteFrom('org_member')
        .where('org_id', '=', orgId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) return false;
      await db
        .updateTable('users')
        .set({ org_id: NO_ORG_ID, updated_at: new Date() })
        .where('id', '=', userId)
        .where('org_id', '=', orgId)
        .execute();
      return true;
    },
    findAccount: (id) => accounts().where('id', '=', id).executeTakeFirst(),
    findAccountBy: (channel, target) =>
      accounts()
        .where(channel === 'email' ? 'email' : 'mobile', '=', target)
        .executeTakeFirst(),
  };
}
