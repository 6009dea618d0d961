/**
 * The personal centre's item lists (issue 14): favourites (收藏, a star on the item pages) and recently viewed
 * items (最近浏览, the newest 50 per user are kept). Both go when the user or the item goes.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, at] of [
    ['item_favourite', 'created_at'],
    ['item_view', 'viewed_at'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('item_id', 'bigint', (col) => col.notNull().references('item.id').onDelete('cascade'))
      .addColumn(at, 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['user_id', 'item_id'])
      .execute();
    await db.schema.createIndex(`${table}_user_idx`).on(table).columns(['user_id', at]).execute();
    await db.schema.createIndex(`${table}_item_idx`).on(table).column('item_id').execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('item_view').execute();
  await db.schema.dropTable('item_favourite').execute();
}
