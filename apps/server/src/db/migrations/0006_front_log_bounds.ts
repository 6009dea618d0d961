/**
 * Bounds of the client log intake (issue 18: 53 MB in 4 s from one IP, kept forever):
 * - front_log.bytes: the stored size of each entry, so that the table can be kept under FRONT_LOG_MAX_MB
 *   by deleting the oldest entries (summed from this column; the table's file size only shrinks on vacuum);
 * - an index on (ip, created_at) for the per-IP daily quota;
 * - front_log_drop: how many entries were dropped or pruned, per day and reason, for the operator.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('front_log')
    .addColumn('bytes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update front_log set bytes = octet_length(coalesce(message, '')) + octet_length(coalesce(stack, ''))
    + octet_length(coalesce(url, '')) + octet_length(coalesce(extra::text, ''))`.execute(db);
  await db.schema
    .createIndex('front_log_ip_created_at_idx')
    .on('front_log')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createTable('front_log_drop')
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('reason', 'varchar(32)', (col) => col.notNull())
    .addColumn('count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('front_log_drop_pkey', ['day', 'reason'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('front_log_drop').execute();
  await db.schema.dropIndex('front_log_ip_created_at_idx').execute();
  await db.schema.alterTable('front_log').dropColumn('bytes').execute();
}
