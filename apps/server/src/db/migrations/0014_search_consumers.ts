/**
 * Several server processes on one database each follow the search change log (0004). Each process records
 * here the change id after which it still needs the log (`needs_after`) and when it last said so; the log is
 * pruned only below the smallest position of the processes heard from recently, so a process that is still
 * building its index (minutes at a million items) never loses the changes made meanwhile.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_consumer')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('needs_after', 'bigint', (col) => col.notNull())
    .addColumn('seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_consumer').execute();
}
