/**
 * The change-log triggers (0004) name search_change without a schema, so a writer whose search_path differs
 * from the app's (an import script, psql, another service on the same database) failed with "relation
 * search_change does not exist" and its write was refused. Each trigger function now carries the schema it
 * was created in (SET search_path FROM CURRENT: the migrating session's path, the app's schema).
 */
import { type Kysely, sql } from 'kysely';

const FUNCTIONS = ['search_change_insert', 'search_change_update', 'search_change_delete'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  for (const name of FUNCTIONS)
    await sql`alter function ${sql.raw(name)}() set search_path from current`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of FUNCTIONS) await sql`alter function ${sql.raw(name)}() reset search_path`.execute(db);
}
