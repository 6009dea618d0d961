/**
 * The organisation audit log (issue 14): one row per change to an organisation's library, members or stock,
 * written in the same transaction as the change (modules/audit, through the recorder of db/audit-trail.ts).
 * before/after hold the changed record as JSON (null when created or deleted).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('org_audit')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('org_id', 'bigint', (col) => col.notNull().references('org.id').onDelete('cascade'))
    .addColumn('actor_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('target_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('target_id', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('summary', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('org_audit_org_time_idx').on('org_audit').columns(['org_id', 'id']).execute();
  await db.schema
    .createIndex('org_audit_org_actor_idx')
    .on('org_audit')
    .columns(['org_id', 'actor_id', 'id'])
    .execute();
  await db.schema
    .createIndex('org_audit_org_action_idx')
    .on('org_audit')
    .columns(['org_id', 'action', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('org_audit').execute();
}
