/**
 * Saved BOM matches (issue 15, BOM upload and match): a signed-in user's matched BOM, read by anyone holding
 * its unguessable id (the share link), and its lines (what the BOM said, the matched item, how sure and why,
 * the candidates to choose from). They go with the user. Items are held by id without a foreign key: an item
 * removed from the catalogue leaves the line reading as unmatched.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bom_list')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('line_count', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('bom_list_user_idx')
    .on('bom_list')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('bom_line')
    .addColumn('bom_id', 'text', (col) => col.notNull().references('bom_list.id').onDelete('cascade'))
    .addColumn('line', 'integer', (col) => col.notNull())
    .addColumn('input', 'jsonb', (col) => col.notNull())
    .addColumn('item_id', 'bigint')
    .addColumn('confidence', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('query', 'text', (col) => col.notNull())
    .addColumn('candidate_ids', 'jsonb', (col) => col.notNull())
    .addColumn('chosen', 'boolean', (col) => col.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('bom_line_pkey', ['bom_id', 'line'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bom_line').execute();
  await db.schema.dropTable('bom_list').execute();
}
