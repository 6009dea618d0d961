/**
 * The private library's own columns (issue 14): an organisation's item (item.org_id set) may carry the
 * organisation's internal part number (unique within it), notes, the public item it was linked from, and
 * who added it. Public items leave them null.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('item')
    .addColumn('internal_code', 'varchar(64)')
    .addColumn('notes', 'varchar(1000)')
    .addColumn('linked_item_id', 'bigint', (col) => col.references('item.id').onDelete('set null'))
    .addColumn('created_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('item_org_internal_code_key')
    .unique()
    .on('item')
    .columns(['org_id', 'internal_code'])
    .where(sql.ref('org_id'), 'is not', null)
    .execute();
  // a public item linked by many organisations: find the links (and the set null) by index
  await db.schema
    .createIndex('item_linked_idx')
    .on('item')
    .column('linked_item_id')
    .where(sql.ref('linked_item_id'), 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('item_linked_idx').execute();
  await db.schema.dropIndex('item_org_internal_code_key').execute();
  await db.schema
    .alterTable('item')
    .dropColumn('created_by')
    .dropColumn('linked_item_id')
    .dropColumn('notes')
    .dropColumn('internal_code')
    .execute();
}
