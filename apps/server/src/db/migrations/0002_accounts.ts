/**
 * Accounts: organisations, users, roles and permissions, platform menus, tokens, login failures and locks,
 * verification codes, slider challenges, the outbox and WeChat OAuth states.
 *
 * Seed: only organisation 1, the system placeholder that self-registered users belong to until an
 * organisation takes them in (spec §3/§6: orgId 1 is blocked from the open platform). orgId 0 (platform
 * users) has no row. Roles, permissions, menus and users are created by operators (or by tests).
 */
import { type Kysely, sql } from 'kysely';

export const PLACEHOLDER_ORG = { id: 1, name: '个人用户（未加入组织）' } as const;

// long because one migration creates the accounts tables and their indexes, a statement each
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('org')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('business_scope', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('org_id_positive', sql`id >= 1`)
    .execute();
  await db
    .insertInto('org')
    .values({ id: PLACEHOLDER_ORG.id, name: PLACEHOLDER_ORG.name, enabled: false, business_scope: '' })
    .execute();
  // the identity starts after the seeded row
  await sql`alter table org alter column id restart with 2`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('username', 'varchar(64)', (col) => col.notNull())
    .addColumn('nickname', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'varchar(320)')
    .addColumn('mobile', 'varchar(11)')
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('avatar', 'varchar(2048)', (col) => col.notNull().defaultTo(''))
    // 0: platform user (no org row); 1: the placeholder; above 1: an organisation
    .addColumn('org_id', 'bigint', (col) => col.notNull().defaultTo(PLACEHOLDER_ORG.id))
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('wechat_open_id', 'varchar(128)')
    .addColumn('client_id', 'varchar(64)')
    .addColumn('origin', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_org_id_not_negative', sql`org_id >= 0`)
    .addCheckConstraint('users_has_account', sql`email is not null or mobile is not null`)
    .execute();
  // e-mails are stored lower-case; usernames compare without case
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);
  await db.schema.createIndex('users_email_key').unique().on('users').column('email').execute();
  await db.schema.createIndex('users_mobile_key').unique().on('users').column('mobile').execute();
  await db.schema
    .createIndex('users_wechat_open_id_key')
    .unique()
    .on('users')
    .column('wechat_open_id')
    .execute();
  await db.schema.createIndex('users_org_id_idx').on('users').column('org_id').execute();

  await db.schema
    .createTable('role')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('role_permission')
    .addColumn('role_id', 'bigint', (col) => col.notNull().references('role.id').onDelete('cascade'))
    // e.g. system:user:query, or the wildcard *:*:*
    .addColumn('permission', 'varchar(128)', (col) => col.notNull())
    .addPrimaryKeyConstraint('role_permission_pkey', ['role_id', 'permission'])
    .execute();
  await db.schema
    .createTable('user_role')
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'bigint', (col) => col.notNull().references('role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_role_pkey', ['user_id', 'role_id'])
    .execute();

  // Menus of the platform side (appType 1), shown to users holding their permission.
  await db.schema
    .createTable('menu')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('parent_id', 'bigint', (col) => col.references('menu.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('path', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    // null: every platform user sees it
    .addColumn('permission', 'varchar(128)')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  // One row per issued access/refresh pair; a refresh rotates to a new row of the same family.
  await db.schema
    .createTable('auth_token')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('family_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_hash', 'char(64)', (col) => col.notNull().unique())
    .addColumn('refresh_hash', 'char(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull())
    .addColumn('refresh_expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    // rotated | logout | logout_all | password | replay
    .addColumn('revoke_reason', 'varchar(16)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .execute();
  await db.schema.createIndex('auth_token_family_idx').on('auth_token').column('family_id').execute();
  await db.schema.createIndex('auth_token_user_idx').on('auth_token').column('user_id').execute();

  // Wrong passwords, by account key (user:<id>, or the account typed when unknown) and by IP.
  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('account_key', 'varchar(340)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_failure_account_idx')
    .on('login_failure')
    .columns(['account_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failure_ip_idx')
    .on('login_failure')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createTable('account_lock')
    .addColumn('account_key', 'varchar(340)', (col) => col.primaryKey())
    .addColumn('locked_until', 'timestamptz', (col) => col.notNull())
    .execute();

  // Verification codes; a row with code_hash null is a refused request (kept for the per-IP cap).
  await db.schema
    .createTable('verification_code')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('channel', 'varchar(8)', (col) => col.notNull())
    .addColumn('target', 'varchar(320)', (col) => col.notNull())
    .addColumn('scene', 'smallint', (col) => col.notNull())
    .addColumn('code_hash', 'char(64)')
    .addColumn('slider_token_hash', 'char(64)')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('voided_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('verification_code_target_idx')
    .on('verification_code')
    .columns(['target', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verification_code_ip_idx')
    .on('verification_code')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('slider_challenge')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('handle_width', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addColumn('token_hash', 'char(64)', (col) => col.unique())
    .addColumn('token_expires_at', 'timestamptz')
    .addColumn('token_used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('slider_challenge_expires_idx')
    .on('slider_challenge')
    .column('expires_at')
    .execute();

  // Every outgoing e-mail and SMS in development (DEV_OUTBOX), and every message when no SMTP/SMS
  // provider is configured.
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('channel', 'varchar(8)', (col) => col.notNull())
    .addColumn('target', 'varchar(320)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outbox_target_idx').on('outbox').columns(['target', 'id']).execute();

  // WeChat OAuth states: one per QR frame, used once, bound to the browser by a cookie.
  await db.schema
    .createTable('wechat_state')
    .addColumn('state_hash', 'char(64)', (col) => col.primaryKey())
    // login | band
    .addColumn('scan_type', 'varchar(8)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    // after a sign-in with an openId bound to nobody: that openId, for the registration that follows
    .addColumn('pending_open_id', 'varchar(128)')
    .addColumn('pending_hash', 'char(64)', (col) => col.unique())
    .addColumn('pending_used_at', 'timestamptz')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'wechat_state',
    'outbox',
    'slider_challenge',
    'verification_code',
    'account_lock',
    'login_failure',
    'auth_token',
    'menu',
    'user_role',
    'role_permission',
    'role',
    'users',
    'org',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
