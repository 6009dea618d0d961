/**
 * Opens the database: Kysely over PGlite in a worker thread (embedded default) or over a PostgreSQL
 * server through a `pg` pool (DATABASE_URL). Same SQL, same value types (type-parsers.mjs).
 */
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { PgliteWorkerDialect } from './pglite-dialect.ts';
import { createReplicaRouter, type ReplicaRouter } from './read-replica.ts';
import type { Database } from './schema.ts';
import { ARRAY_ELEMENT_TYPES, TYPE_PARSERS } from './type-parsers.mjs';

export type DatabaseEngine = 'pglite' | 'postgres';

export type DatabaseOptions =
  | {
      engine: 'pglite';
      /** absolute folder of the database files; undefined: in memory (tests) */
      dataDir: string | undefined;
      /** in memory only: start from this archive (made by dumpDataDir) instead of an empty database */
      templateFile?: string;
      /** requests before background work on the one session (default true; false only to compare) */
      prioritise?: boolean;
    }
  | {
      engine: 'postgres';
      connectionString: string;
      /**
       * Work in this schema (search_path = schema, public); it is created if missing. Tests use a fresh
       * `jk_test_...` schema per file so that files run in parallel on one database.
       */
      schema?: string;
      /** drop `schema` (cascade) when the database is closed: for test schemas only */
      dropSchemaOnClose?: boolean;
      /**
       * drop the database of `connectionString` when closed, through this connection string (another database
       * of the same server): for the tests' copies of a seeded template database only (testing-seeded-template.ts)
       */
      dropDatabaseVia?: string;
      /** pool size (default 10) */
      poolMax?: number;
      /** a streaming replica for the read paths (DATABASE_READ_URL); read-replica.ts */
      readConnectionString?: string;
      /** the replica serves reads while it is at most this far behind (default 1000 ms) */
      maxReplicaLagMs?: number;
    };

export interface AppDatabase {
  readonly engine: DatabaseEngine;
  readonly db: Kysely<Database>;
  /**
   * For read paths that may be served by a replica (the search index): the replica while it keeps up,
   * else the primary; `db` itself without a replica.
   */
  readonly readDb: Kysely<Database>;
  /** where reads go now and why (the readiness answer shows it) */
  readState(): { reads: 'replica' | 'primary'; reason: string };
  /** the schema our tables live in (current_schema()) */
  readonly schema: string;
  /** one round trip (`select 1`); throws when the database does not answer */
  ping(): Promise<void>;
  /** a real write (upsert of the health_probe row); throws when the database refuses writes */
  probeWrite(): Promise<void>;
  /** close the pool or the worker; safe to call twice */
  close(): Promise<void>;
  /** PGlite only: the data folder as an uncompressed tar archive (backup, test template) */
  dumpDataDir?: () => Promise<Uint8Array>;
  /** PGlite only: who waits for the one session, by lane (tests wait on this instead of sleeping) */
  sessionQueue?: () => { foreground: number; background: number };
}

/** Where the configuration says the data lives. */
export function databaseOptionsFromConfig(config: AppConfig): DatabaseOptions {
  if (config.databaseUrl)
    return {
      engine: 'postgres',
      connectionString: config.databaseUrl,
      ...(config.databaseReadUrl ? { readConnectionString: config.databaseReadUrl } : {}),
      maxReplicaLagMs: config.databaseReadMaxLagMs,
    };
  return { engine: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}

/** text[]: its parser keeps the elements as strings */
const TEXT_ARRAY_OID = 1009 as Parameters<typeof pg.types.getTypeParser>[0];

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** pg's type parsers replaced by ours where the engines' defaults differ (see type-parsers.mjs) */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format === 'binary') return pg.types.getTypeParser(oid, format);
    const parser = TYPE_PARSERS[oid];
    if (parser) return parser;
    const elementOid = ARRAY_ELEMENT_TYPES[oid];
    const elementParser = elementOid === undefined ? undefined : TYPE_PARSERS[elementOid];
    if (elementParser) {
      // text[] parsing keeps the raw element strings (and nested arrays, nulls); then parse each element
      const parseTextArray = pg.types.getTypeParser(TEXT_ARRAY_OID, 'text') as (value: string) => unknown;
      return (value: string) => mapDeep(parseTextArray(value), elementParser);
    }
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

function mapDeep(value: unknown, parse: (value: string) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapDeep(item, parse));
  return typeof value === 'string' ? parse(value) : value;
}

export async function openDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  if (options.engine === 'pglite') {
    const dialect = new PgliteWorkerDialect({
      dataDir: options.dataDir,
      templateFile: options.templateFile,
      prioritise: options.prioritise ?? true,
    });
    const db = new Kysely<Database>({ dialect });
    const database = await finishOpen('pglite', db, async () => {
      await db.destroy();
    });
    return { ...database, dumpDataDir: () => dialect.dumpDataDir(), sessionQueue: () => dialect.waiting };
  }

  const { connectionString, schema, dropSchemaOnClose = false } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`不合法的 schema 名：${schema}`);

  if (schema !== undefined) {
    try {
      await withClient(connectionString, (client) => client.query(`create schema if not exists "${schema}"`));
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new Error(`无法连接 PostgreSQL（DATABASE_URL）：${reason}`, { cause: err });
    }
  }
  const sessionOptions = ['-c TimeZone=UTC'];
  if (schema !== undefined) sessionOptions.push(`-c search_path=${schema},public`);

  const pool = openPool(connectionString, options.poolMax ?? 10, sessionOptions);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let reading: { readDb: Kysely<Database>; router: ReplicaRouter; replica: pg.Pool } | undefined;
  if (options.readConnectionString) {
    const replica = openPool(options.readConnectionString, options.poolMax ?? 10, sessionOptions);
    const router = createReplicaRouter({ primary: pool, replica, maxLagMs: options.maxReplicaLagMs ?? 1000 });
    reading = {
      router,
      replica,
      readDb: new Kysely<Database>({ dialect: new PostgresDialect({ pool: router.pool }) }),
    };
  }
  return finishOpen(
    'postgres',
    db,
    async () => {
      if (reading) {
        await reading.router.stop();
        await reading.readDb.destroy();
        await reading.replica.end();
      }
      await db.destroy();
      if (schema !== undefined && dropSchemaOnClose) {
        await withClient(connectionString, (client) =>
          client.query(`drop schema if exists "${schema}" cascade`),
        );
      }
      if (options.dropDatabaseVia !== undefined) {
        const name = new URL(connectionString).pathname.slice(1);
        if (!SCHEMA_NAME.test(name)) throw new Error(`不合法的数据库名：${name}`);
        await withClient(options.dropDatabaseVia, (client) =>
          client.query(`drop database if exists "${name}" with (force)`),
        );
      }
    },
    reading,
  );
}

function openPool(connectionString: string, max: number, sessionOptions: string[]): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    types: pgTypes,
    options: sessionOptions.join(' '),
    connectionTimeoutMillis: 10_000,
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that
  // would end the process. The next query gets a fresh connection.
  pool.on('error', () => {});
  // A client checked out when its session is cut (pg_terminate_backend, a PostgreSQL restart) emits
  // 'error' on itself, where the pool does not listen meanwhile: that ended the process (found by
  // npm run test:faults). Its query fails (the request answers 500) and the pool drops the client
  // when it is released (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

async function finishOpen(
  engine: DatabaseEngine,
  db: Kysely<Database>,
  closeOnce: () => Promise<void>,
  reading?: { readDb: Kysely<Database>; router: ReplicaRouter },
): Promise<AppDatabase> {
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= closeOnce();
    return closing;
  };
  let schema: string;
  try {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    schema = rows[0]?.schema ?? 'public';
  } catch (err) {
    await close().catch(() => {});
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(
      engine === 'postgres'
        ? `无法连接 PostgreSQL（DATABASE_URL）：${reason}`
        : `无法打开嵌入式数据库（DATA_DIR/pglite）：${reason}`,
      { cause: err },
    );
  }
  return {
    engine,
    db,
    readDb: reading?.readDb ?? db,
    readState: () => reading?.router.state() ?? { reads: 'primary', reason: '未设置副本' },
    schema,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async probeWrite() {
      await sql`insert into health_probe (id, checked_at) values (1, now())
        on conflict (id) do update set checked_at = excluded.checked_at`.execute(db);
    },
    close,
  };
}

async function withClient<T>(connectionString: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
