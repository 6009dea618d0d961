/**
 * A PostgreSQL schema holding the catalogue at N items, loaded once through the app's migrations and seed
 * and reused by later runs of the same catalogue version and size (catalog_meta under the bench's key).
 *
 *   const database = await openSeededSchema({ schema: 'jk_http_100000', items: 100_000, metaKey: 'http-bench' });
 *
 * DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test. `reload` drops and loads again.
 */
import pg from 'pg';
import { type AppDatabase, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import {
  catalogVersion,
  createCatalogSeeder,
} from '../apps/server/src/modules/catalog/catalog-seed.service.ts';

export const BENCH_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface SeededSchemaOptions {
  schema: string;
  items: number;
  /** the catalog_meta key that records what the schema holds */
  metaKey: string;
  reload?: boolean;
  /** connections of the returned database's pool */
  poolMax?: number;
  /** the PostgreSQL server (default BENCH_DATABASE_URL) */
  url?: string;
}

interface Meta {
  version: string;
  size: number;
  items: number;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function readMeta(pool: pg.Pool, schema: string, key: string): Promise<Meta | null> {
  const { rows } = await pool.query<{ t: string | null }>('select to_regclass($1) as t', [
    `${schema}.catalog_meta`,
  ]);
  if (!rows[0]?.t) return null;
  const meta = await pool.query<{ value: Meta }>(
    `select value from "${schema}".catalog_meta where key = $1`,
    [key],
  );
  return meta.rows[0]?.value ?? null;
}

async function seed(database: AppDatabase, pool: pg.Pool, options: SeededSchemaOptions, version: string) {
  const started = performance.now();
  let lastPrint = 0;
  const seeded = await createCatalogSeeder(database.db).seed({
    size: options.items,
    force: true,
    onProgress: ({ done, total }) => {
      if (done - lastPrint >= 100_000 || done === total) {
        lastPrint = done;
        console.log(`  seeded ${done}/${total} (${secs(performance.now() - started)})`);
      }
    },
  });
  const { rows } = await pool.query<{ t: string }>(
    'select tablename as t from pg_tables where schemaname = $1',
    [options.schema],
  );
  for (const { t } of rows) await pool.query(`analyze "${options.schema}"."${t}"`);
  const value: Meta = { version, size: options.items, items: seeded.inserted };
  await pool.query(
    `insert into "${options.schema}".catalog_meta (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [options.metaKey, JSON.stringify(value)],
  );
  console.log(`load: ${seeded.inserted} items in ${secs(performance.now() - started)}`);
}

export async function openSeededSchema(options: SeededSchemaOptions): Promise<AppDatabase> {
  const { schema } = options;
  const version = catalogVersion();
  const url = options.url ?? BENCH_DATABASE_URL;
  const databaseOptions = {
    engine: 'postgres' as const,
    connectionString: url,
    schema,
    poolMax: options.poolMax ?? 4,
  };
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => {});
  try {
    const meta = options.reload ? null : await readMeta(pool, schema, options.metaKey).catch(() => null);
    if (meta && meta.version === version && meta.size === options.items) {
      console.log(
        `load: reusing schema ${schema} (catalogue ${version}, ${meta.items} items; --reload to force)`,
      );
      const database = await openDatabase(databaseOptions);
      await migrateToLatest(database);
      return database;
    }
    await pool.query(`drop schema if exists "${schema}" cascade`);
    const database = await openDatabase(databaseOptions);
    await migrateToLatest(database);
    console.log(
      `load: schema ${schema} migrated; seeding N=${options.items} through the app's seed (catalogue ${version})`,
    );
    await seed(database, pool, options, version);
    return database;
  } finally {
    await pool.end();
  }
}
