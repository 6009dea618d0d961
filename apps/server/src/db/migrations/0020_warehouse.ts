/**
 * The warehouse (issue 14): an organisation's nested stock locations, the quantity of each of its items per
 * location, every movement (in, out, transfer) with the quantity after it, minimum stock per item, and the
 * organisation's setting for negative stock. Withdrawals are one conditional UPDATE (modules/warehouse).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock_location')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('org_id', 'bigint', (col) => col.notNull().references('org.id').onDelete('cascade'))
    .addColumn('parent_id', 'bigint', (col) => col.references('stock_location.id').onDelete('restrict'))
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index stock_location_name_key on stock_location (org_id, coalesce(parent_id, 0), name)`.execute(
    db,
  );
  await db.schema
    .createTable('stock_level')
    .addColumn('item_id', 'bigint', (col) => col.notNull().references('item.id').onDelete('cascade'))
    .addColumn('location_id', 'bigint', (col) =>
      col.notNull().references('stock_location.id').onDelete('cascade'),
    )
    .addColumn('org_id', 'bigint', (col) => col.notNull().references('org.id').onDelete('cascade'))
    .addColumn('qty', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('stock_level_pkey', ['item_id', 'location_id'])
    .execute();
  await db.schema
    .createIndex('stock_level_org_idx')
    .on('stock_level')
    .columns(['org_id', 'location_id'])
    .execute();
  await db.schema
    .createTable('stock_movement')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('org_id', 'bigint', (col) => col.notNull().references('org.id').onDelete('cascade'))
    .addColumn('item_id', 'bigint', (col) => col.notNull().references('item.id').onDelete('cascade'))
    // the history outlives a deleted (empty) location: its path is kept as text
    .addColumn('location_id', 'bigint', (col) => col.references('stock_location.id').onDelete('set null'))
    .addColumn('location_path', 'varchar(600)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('delta', 'bigint', (col) => col.notNull())
    .addColumn('qty_after', 'bigint', (col) => col.notNull())
    .addColumn('reason', 'varchar(200)', (col) => col.notNull())
    .addColumn('reference', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('actor_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('stock_movement_item_idx')
    .on('stock_movement')
    .columns(['org_id', 'item_id', 'id'])
    .execute();
  await db.schema
    .createTable('stock_minimum')
    .addColumn('item_id', 'bigint', (col) => col.primaryKey().references('item.id').onDelete('cascade'))
    .addColumn('org_id', 'bigint', (col) => col.notNull().references('org.id').onDelete('cascade'))
    .addColumn('min_qty', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('stock_minimum_org_idx').on('stock_minimum').column('org_id').execute();
  await db.schema
    .createTable('stock_setting')
    .addColumn('org_id', 'bigint', (col) => col.primaryKey().references('org.id').onDelete('cascade'))
    .addColumn('allow_negative', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['stock_setting', 'stock_minimum', 'stock_movement', 'stock_level', 'stock_location']) {
    await db.schema.dropTable(table).execute();
  }
}
