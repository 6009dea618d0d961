/**
 * Vendor pages (SPEC-2.18, /vendor/{key}): an organisation's public showcase, one per organisation. The key is
 * the address (unique over all organisations, published or not: a key stays its organisation's while the page
 * is hidden); brand_ids the public catalogue brands it represents, in the order chosen. Name and logo are the
 * organisation's own (org.name, org.logo).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vendor_page')
    .addColumn('org_id', 'bigint', (col) => col.primaryKey().references('org.id').onDelete('cascade'))
    .addColumn('key', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('published', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('intro', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('website', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('contact', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('brand_ids', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('updated_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vendor_page').execute();
}
