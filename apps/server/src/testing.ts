/**
 * Test helpers: an app on a fresh database, through the same buildApp as production.
 * - default: PGlite in memory (a worker thread per app), loaded from a migrated template archive
 *   made once per migration set (in the OS temp folder), which saves initdb and the migrations;
 * - with env DATABASE_URL (node scripts/test-pg.mjs): a fresh schema jk_test_<time>_<random> in that
 *   PostgreSQL database, dropped when the app closes, so test files run in parallel on one database.
 *
 *   let app: App;
 *   beforeAll(async () => { app = await createTestApp(); });
 *   afterAll(() => app.close());
 *   const res = await app.inject({ method: 'GET', url: '/to/api/health' });
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minimumSize } from '@jianku/catalog';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { type App, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type DatabaseEngine, type DatabaseOptions, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { pgliteSeededTemplate, postgresSeededCopy, writeArchive } from './testing-seeded-template.ts';

/**
 * The small catalogue of the tests that need only a few items of each family: every seed size up to the
 * catalogue's minimumSize() (3,436 items today) gives the same items, so the files that used to ask for 50, 100,
 * 200, 300 or 400 ask for this one size and share one seeded template (testing-seeded-template.ts).
 */
export const SMALL_SEED_SIZE = minimumSize();

/** The engine the tests of this run use. */
export const TEST_ENGINE: DatabaseEngine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** A schema name that sorts by creation time (stale ones can be dropped by age). */
export function newTestSchemaName(): string {
  return `jk_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/**
 * A fresh database (migrated or not) for one app or one test file. With `seedSize`: a database where the public
 * catalogue is already seeded at that size, a copy of a cached template (testing-seeded-template.ts).
 */
export async function testDatabaseOptions(seedSize?: number): Promise<DatabaseOptions> {
  const url = process.env.DATABASE_URL;
  if (url && seedSize !== undefined) return postgresSeededCopy(seedSize, url, newTestSchemaName());
  if (url) {
    return {
      engine: 'postgres',
      connectionString: url,
      schema: newTestSchemaName(),
      dropSchemaOnClose: true,
      poolMax: 4,
    };
  }
  const migrated = await pgliteTemplate();
  const templateFile = seedSize === undefined ? migrated : await pgliteSeededTemplate(seedSize, migrated);
  return { engine: 'pglite', dataDir: undefined, templateFile };
}

const TEMPLATE_PREFIX = 'jianku-pglite-template-';
let templatePromise: Promise<string> | undefined;

/**
 * An archive of a freshly migrated PGlite database. PGlite starts from it in well under a second,
 * where initdb takes seconds. Its name hashes the PGlite version and the migration sources, so a
 * changed migration makes a new one.
 */
function pgliteTemplate(): Promise<string> {
  templatePromise ??= (async () => {
    const migrationsDir = fileURLToPath(new URL('./db/migrations/', import.meta.url));
    const require = createRequire(import.meta.url);
    // package.json is not in PGlite's exports: find it next to its entry point (dist/index.cjs)
    const packageJson = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
    const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
    const hash = createHash('sha256').update(version);
    for (const file of readdirSync(migrationsDir).sort()) {
      hash.update(file).update(readFileSync(join(migrationsDir, file)));
    }
    const name = `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}.tar`;
    const file = join(tmpdir(), name);
    if (existsSync(file)) return file;

    const database = await openDatabase({ engine: 'pglite', dataDir: undefined });
    try {
      await migrateToLatest(database);
      await writeArchive(database, file);
    } finally {
      await database.close();
    }
    removeStaleTemplates(name);
    return file;
  })();
  return templatePromise;
}

/** Templates of older migration sets, untouched for a day. */
function removeStaleTemplates(current: string): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(TEMPLATE_PREFIX) || name.startsWith(current)) continue;
    const path = join(tmpdir(), name);
    try {
      if (statSync(path).mtimeMs < dayAgo) unlinkSync(path);
    } catch {
      // another process removed it first
    }
  }
}

/**
 * What the accounts tests (and `npm run start:dev`, see dev.env) switch on: the development outbox
 * and WeChat provider, which config.ts allows on a loopback HOST only.
 */
export const DEV_PROVIDERS_ENV: Readonly<Record<string, string>> = {
  HOST: '127.0.0.1',
  DEV_OUTBOX: 'true',
  DEV_WECHAT: 'true',
};

export interface TestAppOptions {
  /**
   * Configuration variables, as the environment would give them. process.env is not read (only
   * DATABASE_URL, to choose the engine). WEB_DIST defaults to a folder that does not exist.
   */
  env?: Record<string, string>;
  /** a logger; default: silent */
  logger?: FastifyBaseLogger;
  /** called before ready(): add test-only routes here */
  beforeReady?: (app: App) => void | Promise<void>;
  /**
   * wait for the first search index build, so that the app is ready as GET /to/api/health/ready
   * means it (default true; false for tests of the time before)
   */
  waitForIndex?: boolean;
  /**
   * start on a database where the public catalogue is seeded at this size (a copy of a cached template); the
   * test still calls catalog.seed({ size }) itself, which then finds it done
   */
  seedSize?: number;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<App> {
  // no search index snapshots unless a test asks (each test has its own database; DATA_DIR is shared)
  const config = loadConfig({
    WEB_DIST: join(tmpdir(), 'jianku-test-no-web-dist'),
    SEARCH_SNAPSHOT_DIR: 'off',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: await testDatabaseOptions(options.seedSize),
    logger: options.logger ?? pino({ level: 'silent' }),
  });
  try {
    await options.beforeReady?.(app);
    await app.ready();
    if (options.waitForIndex ?? true) await app.services.search.start();
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}

/**
 * Poll until a condition holds, failing after a deadline (instead of a fixed sleep): the condition is what the
 * test waits for, the deadline only keeps a broken run from hanging.
 */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  what = 'condition',
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not met in time`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
