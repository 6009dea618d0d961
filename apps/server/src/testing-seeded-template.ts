/**
 * Seeded PGlite templates for the tests (testing.ts, createTestApp({ seedSize })): an archive of a migrated
 * database with the public catalogue seeded at one size, made once and loaded by every later test file that
 * asks for that size. Seeding 5 087 items took 7–35 s per file (more under load, 50 000 items about a minute);
 * loading the archive takes 1–3 s. The app still builds its search index (and every other cache) from the
 * database at its start, as after a restart on a seeded data folder.
 *
 * On PostgreSQL (DATABASE_URL) the template is a database, jk_tpl_<hash>, migrated and seeded once in schema
 * jk_seed (under an advisory lock, built as <name>_part then renamed: no test copies a half-seeded one); each
 * test file gets its own copy (CREATE DATABASE ... TEMPLATE, a file copy), dropped when its app closes.
 * scripts/test-pg.mjs drops templates made over a day ago (their creation time is the database's comment).
 *
 * The archive's name hashes everything the seeded state can depend on, so that a change never lets a stale
 * database through: the migrated template's name (PGlite version + migrations), the catalogue package's
 * version (catalogVersion: its sources and SEED_FORMAT), the sources of apps/server/src and packages/rules/src
 * (the seeder, the row mapping, the repositories), and the size. Written to a temporary name then renamed (no
 * reader sees half an archive); a lock file lets parallel test files wait for the one that seeds instead of
 * seeding the same size twice (a lock older than LOCK_STALE_MS is ignored: its maker died).
 *
 *   const file = await pgliteSeededTemplate(5087, migratedTemplateFile);
 *   openDatabase({ engine: 'pglite', dataDir: undefined, templateFile: file });
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type AppDatabase, type DatabaseOptions, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { catalogVersion, createCatalogSeeder } from './modules/catalog/catalog-seed.service.ts';

/** the schema the seeded template databases (and so their copies) keep their tables in */
export const SEEDED_SCHEMA = 'jk_seed';
/** the prefix of the template databases (scripts/test-pg.mjs drops them a day after they were made) */
export const TEMPLATE_DATABASE_PREFIX = 'jk_tpl_';

/** seeded archives older than this are removed when a new one is made */
const SEEDED_KEPT_MS = 2 * 60 * 60 * 1000;
/** a lock this old belongs to a process that died while seeding */
const LOCK_STALE_MS = 10 * 60 * 1000;

const made = new Map<number, Promise<string>>();

/** The archive of the migrated template `migratedFile` with the catalogue seeded at `size` (made on first use). */
export async function pgliteSeededTemplate(size: number, migratedFile: string): Promise<string> {
  const cached = made.get(size);
  // made again when removed meanwhile (older than SEEDED_KEPT_MS, by another run)
  if (cached && existsSync(await cached)) return cached;
  const file = makeOnce(size, migratedFile);
  made.set(size, file);
  return file;
}

async function makeOnce(size: number, migratedFile: string): Promise<string> {
  const hash = createHash('sha256')
    .update(basename(migratedFile))
    .update(catalogVersion())
    .update(sourcesHash())
    .update(`size-${size}`);
  // same prefix as the migrated template: .ci/run clears both, removeStaleTemplates ages both
  const file = migratedFile.replace(/\.tar$/, `-seed-${size}-${hash.digest('hex').slice(0, 16)}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return file;
    if (takeLock(lock)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  try {
    if (existsSync(file)) return file;
    const database = await openDatabase({ engine: 'pglite', dataDir: undefined, templateFile: migratedFile });
    try {
      await createCatalogSeeder(database.db).seed({ size });
      await writeArchive(database, file);
    } finally {
      await database.close();
    }
    removeOldSeeded(file);
    return file;
  } finally {
    try {
      unlinkSync(lock);
    } catch {
      // already gone
    }
  }
}

/**
 * A PGlite database's data folder as an archive at `file`: written to a temporary name, then renamed, so that
 * parallel test files never read a half-written archive (the migrated template of testing.ts, the seeded ones).
 */
export async function writeArchive(database: AppDatabase, file: string): Promise<void> {
  const archive = await database.dumpDataDir?.();
  if (!archive) throw new Error('PGlite dumpDataDir is missing');
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, archive);
  renameSync(partial, file);
}

/**
 * Seeded archives made over SEEDED_KEPT_MS ago (each change of the sources makes new ones, up to 300 MB at
 * 50 000 items); a run that outlasts its own makes them again (pgliteSeededTemplate).
 */
function removeOldSeeded(current: string): void {
  const dir = dirname(current);
  const before = Date.now() - SEEDED_KEPT_MS;
  for (const name of readdirSync(dir)) {
    if (!/^jianku-pglite-template-.*-seed-\d+-[0-9a-f]+\.tar$/.test(name) || join(dir, name) === current)
      continue;
    try {
      if (statSync(join(dir, name)).mtimeMs < before) unlinkSync(join(dir, name));
    } catch {
      // another process removed it first
    }
  }
}

/** true when this process now holds the lock (made it, or took over a stale one) */
function takeLock(lock: string): boolean {
  try {
    closeSync(openSync(lock, 'wx'));
    return true;
  } catch {
    try {
      if (Date.now() - statSync(lock).mtimeMs < LOCK_STALE_MS) return false;
      unlinkSync(lock);
    } catch {
      // removed meanwhile: try again
    }
    return takeLock(lock);
  }
}

const databases = new Map<number, Promise<string>>();

/**
 * A fresh database, `name`, copied from the template database of the catalogue seeded at `size` on the server
 * of `url`: the options that open it (and drop it when closed).
 */
export async function postgresSeededCopy(size: number, url: string, name: string): Promise<DatabaseOptions> {
  let template = databases.get(size);
  if (!template) {
    template = makeDatabaseOnce(size, url);
    databases.set(size, template);
  }
  const from = await template;
  try {
    await withAdmin(url, (admin) => admin.query(`create database "${name}" template "${from}"`));
  } catch (err) {
    // dropped meanwhile (a day old, by another run's scripts/test-pg.mjs): make it again, once
    if ((err as { code?: string }).code !== '3D000') throw err;
    databases.delete(size);
    return postgresSeededCopy(size, url, name);
  }
  return {
    engine: 'postgres',
    connectionString: databaseUrl(url, name),
    schema: SEEDED_SCHEMA,
    dropDatabaseVia: url,
    poolMax: 4,
  };
}

async function makeDatabaseOnce(size: number, url: string): Promise<string> {
  const hash = createHash('sha256')
    .update(catalogVersion())
    .update(sourcesHash())
    .update(`size-${size}`)
    .digest('hex')
    .slice(0, 16);
  const name = `${TEMPLATE_DATABASE_PREFIX}${hash}`;
  return withAdmin(url, async (admin) => {
    // one maker per template across the run's processes; the others wait here, then find it made
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    const part = `${name}_part`;
    await admin.query(`drop database if exists "${part}" with (force)`);
    await admin.query(`create database "${part}"`);
    // when it was made: scripts/test-pg.mjs drops templates a day old
    await admin.query(`comment on database "${part}" is '${Date.now()}'`);
    const database = await openDatabase({
      engine: 'postgres',
      connectionString: databaseUrl(url, part),
      schema: SEEDED_SCHEMA,
      poolMax: 4,
    });
    try {
      await migrateToLatest(database);
      await createCatalogSeeder(database.db).seed({ size });
    } finally {
      await database.close();
    }
    await admin.query(`alter database "${part}" rename to "${name}"`);
    return name;
  });
}

/** a client on the run's own database (DATABASE_URL); its session's advisory locks end with it */
async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

let sources: string | undefined;

/** Hash of the non-test sources of apps/server/src and packages/rules/src. */
function sourcesHash(): string {
  if (sources) return sources;
  const hash = createHash('sha256');
  for (const dir of ['./', '../../../packages/rules/src/']) {
    const root = fileURLToPath(new URL(dir, import.meta.url));
    for (const path of walk(root)) hash.update(path.slice(root.length)).update(readFileSync(path));
  }
  sources = hash.digest('hex');
  return sources;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return /\.(ts|mts|mjs|sql)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
    })
    .sort();
}
