/**
 * Reliability (issue 18): one row that the readiness check (GET /to/api/health/ready) rewrites, so that
 * "the database accepts writes" is a real write (an upsert that goes through the WAL), not a `select 1`.
 * Numbered 0009 to stay clear of the migrations other branches add (0005–0008).
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('health_probe')
    .addColumn('id', 'smallint', (col) => col.primaryKey())
    .addColumn('checked_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('health_probe').execute();
}
