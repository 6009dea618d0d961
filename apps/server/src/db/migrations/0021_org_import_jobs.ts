/**
 * Background imports of the enterprise library (issue 14): a job per commit (CSV/.xlsx rows or a KiCad symbol
 * library) written in small batches, each its own transaction, with its progress and counts; at most one
 * running job per organisation (a partial unique index). Every change a job makes is logged in
 * org_import_undo in the same transaction as the change (an inserted item: before null; an updated one: its
 * columns before; a stored file): a cancelled or failed job is undone from it, so nothing half-imported stays.
 * org_item_file keeps the files of an organisation's item (its KiCad symbol and footprint).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('org_import_job')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('org_id', 'bigint', (col) => col.notNull().references('org.id').onDelete('cascade'))
    .addColumn('created_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('file_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('cancel_requested', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('processed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('added', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rejected', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rejects', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('error', 'varchar(500)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('org_import_job_running_key')
    .unique()
    .on('org_import_job')
    .column('org_id')
    .where(sql.ref('status'), '=', 'running')
    .execute();
  await db.schema
    .createIndex('org_import_job_org_idx')
    .on('org_import_job')
    .columns(['org_id', 'id'])
    .execute();
  await db.schema
    .createTable('org_import_undo')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('job_id', 'bigint', (col) => col.notNull().references('org_import_job.id').onDelete('cascade'))
    .addColumn('item_id', 'bigint')
    .addColumn('file_id', 'text')
    .addColumn('before', 'jsonb')
    .execute();
  await db.schema
    .createIndex('org_import_undo_job_idx')
    .on('org_import_undo')
    .columns(['job_id', 'id'])
    .execute();
  await db.schema
    .createTable('org_item_file')
    .addColumn('item_id', 'bigint', (col) => col.notNull().references('item.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('file_id', 'text', (col) => col.notNull().references('file_object.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('org_item_file_pkey', ['item_id', 'role'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('org_item_file').execute();
  await db.schema.dropTable('org_import_undo').execute();
  await db.schema.dropTable('org_import_job').execute();
}
