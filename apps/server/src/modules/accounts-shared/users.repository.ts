import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A user as the accounts services see it, with the organisation facts of spec §3. */
export interface UserRecord {
  id: number;
  username: string;
  nickname: string;
  email: string | null;
  mobile: string | null;
  passwordHash: string | null;
  avatar: string;
  orgId: number;
  enabled: boolean;
  wechatOpenId: string | null;
  clientId: string | null;
  createdAt: Date;
  /** '' unless the user belongs to an organisation (orgId above 1) */
  orgName: string;
  /** SPEC-3.25 platform users (orgId 0) count as enabled; otherwise the organisation's flag */
  orgEnable: boolean;
  /** the organisation's business scope, e.g. '1,2'; '' without one */
  businessScope: string;
}

export interface NewUser {
  username: string;
  nickname?: string;
  /** lower-case */
  email?: string | null;
  mobile?: string | null;
  passwordHash: string | null;
  avatar?: string;
  /** default 1 (no organisation) */
  orgId?: number;
  enabled?: boolean;
  wechatOpenId?: string | null;
  origin?: string;
}

export interface MenuRecord {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  icon: string;
  permission: string | null;
  sort: number;
}

export interface UsersRepository {
  findById(id: number): Promise<UserRecord | undefined>;
  /** by lower-case e-mail */
  findByEmail(email: string): Promise<UserRecord | undefined>;
  findByMobile(mobile: string): Promise<UserRecord | undefined>;
  findByWechatOpenId(openId: string): Promise<UserRecord | undefined>;
  /** whether a username is taken (without case) */
  usernameTaken(username: string): Promise<boolean>;
  /** throws the database's unique violation (code 23505) when the account exists */
  create(user: NewUser): Promise<UserRecord>;
  updateProfile(id: number, changes: { nickname?: string; avatar?: string }): Promise<void>;
  updatePasswordHash(id: number, passwordHash: string): Promise<void>;
  /** bind when `openId` is a string, unbind with null; false when the row did not change */
  setWechatOpenId(id: number, openId: string | null): Promise<boolean>;
  /** codes of the user's enabled roles and their distinct permissions */
  rolesAndPermissions(userId: number): Promise<{ roles: string[]; permissions: string[] }>;
  /** enabled platform menus, in tree order (parent before child, then sort, then id) */
  listMenus(): Promise<MenuRecord[]>;
  /** roles: operators' tooling and tests */
  createRole(role: { code: string; name: string; permissions: readonly string[] }): Promise<number>;
  assignRole(userId: number, roleId: number): Promise<void>;
  createMenu(
    menu: Omit<MenuRecord, 'id' | 'icon' | 'sort'> & { icon?: string; sort?: number },
  ): Promise<number>;
  setEnabled(id: number, enabled: boolean): Promise<void>;
}

// long because it is the closure that holds the repository's methods over shared dependencies; each method is measured on its own and stays short
export function createUsersRepository(db: Kysely<Database>): UsersRepository {
  const base = () =>
    db
      .selectFrom('users as u')
      .leftJoin('org as o', 'o.id', 'u.org_id')
      .select([
        'u.id',
        'u.username',
        'u.nickname',
        'u.email',
        'u.mobile',
        'u.password_hash as passwordHash',
        'u.avatar',
        'u.org_id as orgId',
        'u.enabled',
        'u.wechat_open_id as wechatOpenId',
        'u.client_id as clientId',
        'u.created_at as createdAt',
        sql<string>`case when u.org_id > 1 then coalesce(o.name, '') else '' end`.as('orgName'),
        sql<boolean>`case when u.org_id = 0 then true else coalesce(o.enabled, false) end`.as('orgEnable'),
        sql<string>`case when u.org_id > 1 then coalesce(o.business_scope, '') else '' end`.as(
          'businessScope',
        ),
      ]);

  return {
    findById: (id) => base().where('u.id', '=', id).executeTakeFirst(),
    findByEmail: (email) => base().where('u.email', '=', email).executeTakeFirst(),
    findByMobile: (mobile) => base().where('u.mobile', '=', mobile).executeTakeFirst(),
    findByWechatOpenId: (openId) => base().where('u.wechat_open_id', '=', openId).executeTakeFirst(),
    async usernameTaken(username) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },
    async create(user) {
      const { id } = await db
        .insertInto('users')
        .values({
          username: user.username,
          nickname: user.nickname ?? '',
          email: user.email ?? null,
          mobile: user.mobile ?? null,
          password_hash: user.passwordHash,
          avatar: user.avatar ?? '',
          org_id: user.orgId ?? 1,
          enabled: user.enabled ?? true,
          wechat_open_id: user.wechatOpenId ?? null,
          origin: user.origin ?? '',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await base().where('u.id', '=', id).executeTakeFirst();
      if (!created) throw new Error(`user ${id} vanished after insert`);
      return created;
    },
    async updateProfile(id, changes) {
      const set: { nickname?: string; avatar?: string; updated_at: Date } = { updated_at: new Date() };
      if (changes.nickname !== undefined) set.nickname = changes.nickname;
      if (changes.avatar !== undefined) set.avatar = changes.avatar;
      await db.updateTable('users').set(set).where('id', '=', id).execute();
    },
    async updatePasswordHash(id, passwordHash) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },
    async setWechatOpenId(id, openId) {
      let query = db
        .updateTable('users')
        .set({ wechat_open_id: openId, updated_at: new Date() })
        .where('id', '=', id);
      query =
        openId === null
          ? query.where('wechat_open_id', 'is not', null)
          : query.where('wechat_open_id', 'is', null);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async rolesAndPermissions(userId) {
      const rows = await db
        .selectFrom('user_role as ur')
        .innerJoin('role as r', 'r.id', 'ur.role_id')
        .leftJoin('role_permission as rp', 'rp.role_id', 'r.id')
        .select(['r.code', 'rp.permission'])
        .where('ur.user_id', '=', userId)
        .where('r.enabled', '=', true)
        .orderBy('r.code')
        .orderBy('rp.permission')
        .execute();
      const roles = [...new Set(rows.map((row) => row.code))];
      const permissions = [
        ...new Set(rows.map((row) => row.permission).filter((p): p is string => p !== null)),
      ];
      return { roles, permissions };
    },
    async listMenus() {
      return db
        .selectFrom('menu')
        .select(['id', 'parent_id as parentId', 'name', 'path', 'icon', 'permission', 'sort'])
        .where('enabled', '=', true)
        .orderBy(sql`coalesce(parent_id, 0)`)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
    async createRole(role) {
      const { id } = await db
        .insertInto('role')
        .values({ code: role.code, name: role.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (role.permissions.length > 0) {
        await db
          .insertInto('role_permission')
          .values(role.permissions.map((permission) => ({ role_id: id, permission })))
          .execute();
      }
      return id;
    },
    async assignRole(userId, roleId) {
      await db
        .insertInto('user_role')
        .values({ user_id: userId, role_id: roleId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
    async createMenu(menu) {
      const { id } = await db
        .insertInto('menu')
        .values({
          parent_id: menu.parentId,
          name: menu.name,
          path: menu.path,
          icon: menu.icon ?? '',
          permission: menu.permission,
          sort: menu.sort ?? 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async setEnabled(id, enabled) {
      await db.updateTable('users').set({ enabled, updated_at: new Date() }).where('id', '=', id).execute();
    },
  };
}

/** Whether a database error is a unique violation (both engines report PostgreSQL's code 23505). */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
