/**
 * Organisations and their members (issue 14): who belongs to which organisation with which role, and the
 * invitations that bring members in.
 *
 * - org gains the unified social credit code (GB 32100-2015, unique when given), the logo (a file id) and
 *   who created it.
 * - org_member: one row per member, one organisation per user (user_id is unique). users.org_id says the
 *   same and is kept equal to it in the same transactions (the session reads users.org_id, spec §3).
 * - org_invitation: an invitation by phone or e-mail with the role to give; the token is stored as sha256.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('org')
    .addColumn('credit_code', 'varchar(18)')
    .addColumn('logo', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('org_credit_code_key')
    .unique()
    .on('org')
    .column('credit_code')
    .where(sql.ref('credit_code'), 'is not', null)
    .execute();

  await db.schema
    .createTable('org_member')
    .addColumn('org_id', 'bigint', (col) => col.notNull().references('org.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('invited_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('org_member_pkey', ['org_id', 'user_id'])
    .addUniqueConstraint('org_member_user_key', ['user_id'])
    .addCheckConstraint('org_member_role', sql`role in ('owner', 'admin', 'editor', 'viewer')`)
    .addCheckConstraint('org_member_real_org', sql`org_id > 1`)
    .execute();

  await db.schema
    .createTable('org_invitation')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('org_id', 'bigint', (col) => col.notNull().references('org.id').onDelete('cascade'))
    .addColumn('channel', 'varchar(8)', (col) => col.notNull())
    .addColumn('target', 'varchar(320)', (col) => col.notNull())
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('invited_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('cancelled_at', 'timestamptz')
    .addCheckConstraint('org_invitation_channel', sql`channel in ('email', 'sms')`)
    .addCheckConstraint('org_invitation_role', sql`role in ('admin', 'editor', 'viewer')`)
    .execute();
  await db.schema
    .createIndex('org_invitation_org_idx')
    .on('org_invitation')
    .columns(['org_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('org_invitation').execute();
  await db.schema.dropTable('org_member').execute();
  await db.schema.dropIndex('org_credit_code_key').execute();
  await db.schema
    .alterTable('org')
    .dropColumn('created_by')
    .dropColumn('logo')
    .dropColumn('credit_code')
    .execute();
}
