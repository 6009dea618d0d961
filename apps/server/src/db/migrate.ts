import { Migrator } from 'kysely';
import type { AppDatabase } from './database.ts';
import { migrations } from './migrations/index.ts';

/** Attempts after another schema vanished under Kysely's look for its own table (see below). */
const VANISHED_SCHEMA_RETRIES = 3;

/**
 * Kysely finds its bookkeeping table by listing the tables of every schema, and that listing fails when
 * another schema is dropped while it runs (seen with test files that drop their schemas in parallel):
 * has_schema_privilege() with 3F000, or a vanished table of that schema with 42P01. Nothing has run yet
 * then: try again.
 */
function isOtherSchemaVanished(error: unknown, database: AppDatabase): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    (code === '3F000' || code === '42P01') &&
    typeof message === 'string' &&
    !message.includes(`"${database.schema}"`) &&
    !message.includes(`${database.schema}.`)
  );
}

/**
 * Bring the database to the latest migration. Kysely keeps its bookkeeping (kysely_migration,
 * kysely_migration_lock) in our schema and takes a lock, so two servers starting at once are safe.
 * Returns the names of the migrations that ran now.
 */
export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    // Name the schema: without it Kysely looks for its table in every schema of the database.
    migrationTableSchema: database.schema,
  });
  let { error, results = [] } = await migrator.migrateToLatest();
  for (
    let retry = 0;
    retry < VANISHED_SCHEMA_RETRIES &&
    error &&
    !results.some((result) => result.status === 'Error') &&
    isOtherSchemaVanished(error, database);
    retry++
  ) {
    ({ error, results = [] } = await migrator.migrateToLatest());
  }
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}：${reason}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
