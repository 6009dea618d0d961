/**
 * Security limits that hold under races and across processes (issue 18):
 * - limit_key: one row per key ("ip:…", "target:…", "user:…"); a transaction that upserts a key's row
 *   holds its row lock until commit, so decisions on one key (count, then insert) are made one at a time
 *   on PostgreSQL as they already are on PGlite's single session;
 * - rate_limit_hit: the per-minute request counters of @fastify/rate-limit when no Redis is configured,
 *   so that every process shares them and a restart does not reset them;
 * - auth_token.session_started_at: the sign-in time of the token's family (the absolute session
 *   lifetime, SESSION_MAX_DAYS), and rotated_ip / rotated_user_agent: the client that rotated a refresh
 *   token (a replay by that same client within the grace window gets a pair instead of a revoke).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('limit_key')
    .addColumn('key', 'varchar(400)', (col) => col.primaryKey())
    // last use (the database's clock): keys unused for a day are deleted (purgeKeys)
    .addColumn('touched_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('limit_key_touched_idx').on('limit_key').column('touched_at').execute();

  await db.schema
    .createTable('rate_limit_hit')
    .addColumn('key', 'varchar(600)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hit_reset_idx').on('rate_limit_hit').column('reset_at').execute();

  await db.schema.alterTable('auth_token').addColumn('session_started_at', 'timestamptz').execute();
  await db.schema.alterTable('auth_token').addColumn('rotated_ip', 'varchar(64)').execute();
  await db.schema.alterTable('auth_token').addColumn('rotated_user_agent', 'varchar(512)').execute();
  // a family's start: its oldest row's creation (rows of older families were created at sign-in or since)
  await sql`update auth_token t set session_started_at = (
      select min(created_at) from auth_token f where f.family_id = t.family_id)`.execute(db);
  await sql`alter table auth_token alter column session_started_at set not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('auth_token').dropColumn('rotated_user_agent').execute();
  await db.schema.alterTable('auth_token').dropColumn('rotated_ip').execute();
  await db.schema.alterTable('auth_token').dropColumn('session_started_at').execute();
  await db.schema.dropTable('rate_limit_hit').execute();
  await db.schema.dropTable('limit_key').execute();
}
