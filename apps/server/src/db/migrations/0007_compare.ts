/**
 * The compare tray of signed-in users (参数对比, issue 10): one row per user holding the items they put
 * in the tray, so that the tray follows them to another browser. Anonymous trays stay in the browser's
 * local storage only.
 *
 * - kind: the library of the items (1 parts, 2 components), null while the tray is empty;
 * - item_ids: in the order they were added, at most 10 (checked by the service, which also checks that
 *   they exist and are of `kind`).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('compare_tray')
    .addColumn('user_id', 'bigint', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'smallint')
    .addColumn('item_ids', sql`bigint[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('compare_tray_kind', sql`kind is null or kind in (1, 2)`)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('compare_tray').execute();
}
