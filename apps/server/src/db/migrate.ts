import { Migrator } from 'kysely';
import type { AppDatabase } from './database.ts';
import { migrations } from './migrations/index.ts';

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
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}：${reason}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
