/**
 * Search rebuild bench (issue 4: "it must rebuild at start within 60 s for 1M items; it must print its
 * memory use"). Prints figures; never a timed test.
 *
 *   npm run bench:rebuild -- --items 1000000 [--engine pglite|pg] [--runs 3] [--reload]
 *
 * 1. Prepare: a database with the catalogue at N items, through the app's migrations and the app's seed
 *    (catalog-seed.service.ts): on PGlite a scratch data folder /tmp/jk-bench-rebuild/pglite-<N>, on
 *    PostgreSQL (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test) the schema jk_rebuild_<N>.
 *    catalog_meta 'seed' records the catalogue version and N: a later run with the same ones reuses it
 *    (--reload forces a fresh one). The seed's change-log rows are removed and the tables vacuumed.
 * 2. Runs: --runs times, each in a fresh child process (cold: new PGlite worker or pg pool, empty heap),
 *    the search service's own start (createSearchService over createSearchRepository), as the server does
 *    at boot. The child reports the service's build line (build, read, wait and index times, rows/s) and its
 *    memory after a GC: RSS, V8 heap used, the index's typed-array bytes.
 * 3. Medians over the runs; when the catalogue gives fewer than 1M items, a projection to 1M: every
 *    phase scales with the rows (keyset batches of a fixed size, per-row indexing; categories and brands
 *    are a few thousand rows read once), so time and memory are scaled by 1M / items from the measured
 *    medians (an over-estimate of the fixed part). The last line is
 *    REBUILD engine=… items=… median=…s read=…s index=…s rss=…MB [projected1M=…s]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { type AppDatabase, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import {
  catalogVersion,
  createCatalogSeeder,
} from '../apps/server/src/modules/catalog/catalog-seed.service.ts';
import { createSearchRepository } from '../apps/server/src/modules/search/search.repository.ts';
import { createSearchService } from '../apps/server/src/modules/search/search.service.ts';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const N = Number(option('--items') ?? 1_000_000);
const ENGINE = option('--engine') ?? 'pglite';
const RUNS = Math.max(1, Number(option('--runs') ?? 3));
const RELOAD = process.argv.includes('--reload');
const CHILD = process.argv.includes('--child');
const URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_ITEMS = 1_000_000;
const TARGET_S = 60;
const MB = 1048576;
if (!Number.isInteger(N) || N <= 0) throw new Error('--items must be a positive integer');
if (ENGINE !== 'pglite' && ENGINE !== 'pg') throw new Error('--engine must be pglite or pg');
const DATA_DIR = join('/tmp/jk-bench-rebuild', `pglite-${N}`);
const SCHEMA = `jk_rebuild_${N}`;

function open(): Promise<AppDatabase> {
  return ENGINE === 'pglite'
    ? openDatabase({ engine: 'pglite', dataDir: DATA_DIR })
    : openDatabase({ engine: 'postgres', connectionString: URL, schema: SCHEMA, poolMax: 4 });
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---- 1. prepare ---------------------------------------------------------------------------------------

async function prepare(): Promise<number> {
  if (RELOAD) {
    if (ENGINE === 'pglite') rmSync(DATA_DIR, { recursive: true, force: true });
    else {
      const database = await open();
      await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(database.db);
      await database.close();
    }
  }
  if (ENGINE === 'pglite') mkdirSync(DATA_DIR, { recursive: true });
  const database = await open();
  try {
    await migrateToLatest(database);
    const seeder = createCatalogSeeder(database.db);
    const where = ENGINE === 'pglite' ? DATA_DIR : `schema ${SCHEMA}`;
    if (await seeder.needsSeed(N)) {
      const started = performance.now();
      console.log(`prepare: seeding N=${N} (catalogue ${catalogVersion()}) into ${where}`);
      let lastPrint = 0;
      const seeded = await seeder.seed({
        size: N,
        force: true,
        onProgress: ({ done, total }) => {
          if (done - lastPrint >= 50_000 || done === total) {
            lastPrint = done;
            console.log(`  seeded ${done}/${total} (${secs(performance.now() - started)})`);
          }
        },
      });
      // the seed's change rows: a server would apply or prune them; not part of a cold start
      await sql`truncate search_change`.execute(database.db);
      await sql`vacuum (analyze) item, search_change`.execute(database.db);
      console.log(`prepare: ${seeded.inserted} items written in ${secs(performance.now() - started)}`);
    } else {
      console.log(`prepare: reusing ${where} (catalogue ${catalogVersion()}, N=${N}; --reload to force)`);
    }
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from item where org_id is null`.execute(database.db);
    return rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
}

// ---- 2. one cold start (child process) ------------------------------------------------------------------

interface RunFigures {
  items: number;
  openMs: number;
  buildMs: number;
  readMs: number;
  waitMs: number;
  indexMs: number;
  rssMB: number;
  heapMB: number;
  typedArrayMB: number;
}

async function child(): Promise<void> {
  const t0 = performance.now();
  const database = await open();
  await sql`select 1`.execute(database.db);
  const openMs = performance.now() - t0;
  let line: Record<string, number> | undefined;
  const log = {
    info(fields: Record<string, number>) {
      if ('buildMs' in fields) line = fields;
    },
    warn() {},
    error(fields: unknown, message: string) {
      console.error(message, fields);
    },
  };
  const service = createSearchService({
    repository: createSearchRepository(database.db),
    log: log as unknown as Parameters<typeof createSearchService>[0]['log'],
  });
  await service.start();
  await service.stop();
  if (!line) throw new Error('the service logged no build line');
  (globalThis as { gc?: () => void }).gc?.();
  const mem = process.memoryUsage();
  const typedArrayMB = Object.values(service.stats()).reduce(
    (n, s) => n + ((s as { bytes?: number }).bytes ?? 0),
    0,
  );
  const figures: RunFigures = {
    items: line.items ?? 0,
    openMs,
    buildMs: line.buildMs ?? 0,
    readMs: line.readMs ?? 0,
    waitMs: line.waitMs ?? 0,
    indexMs: line.indexMs ?? 0,
    rssMB: mem.rss / MB,
    heapMB: mem.heapUsed / MB,
    typedArrayMB: line.typedArrayMB ?? typedArrayMB / MB,
  };
  await database.close();
  console.log(`FIGURES ${JSON.stringify(figures)}`);
}

// ---- 3. runs and medians --------------------------------------------------------------------------------

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

async function main(): Promise<void> {
  const items = await prepare();
  console.log(`runs: ${RUNS} cold starts of the search service on ${ENGINE}, ${items} public items`);
  const runs: RunFigures[] = [];
  for (let r = 0; r < RUNS; r++) {
    const res = spawnSync(
      process.execPath,
      [
        '--max-old-space-size=8192',
        '--expose-gc',
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        ...process.argv.slice(2),
        '--child',
      ],
      { encoding: 'utf8', env: process.env, maxBuffer: 64 * MB },
    );
    const found = /^FIGURES (.*)$/m.exec(res.stdout ?? '');
    if (res.status !== 0 || !found) {
      console.error(res.stdout, res.stderr);
      throw new Error(`run ${r + 1} failed (exit ${res.status})`);
    }
    const f = JSON.parse(found[1] as string) as RunFigures;
    runs.push(f);
    console.log(
      `  run ${r + 1}: build ${secs(f.buildMs)} (read ${secs(f.readMs)} in the background, waited ${secs(f.waitMs)}, ` +
        `index ${secs(f.indexMs)}), ${Math.round((f.items * 1000) / Math.max(1, f.readMs))} rows/s read; ` +
        `open ${secs(f.openMs)}; rss ${f.rssMB.toFixed(0)} MB, heap ${f.heapMB.toFixed(0)} MB, typed arrays ${f.typedArrayMB.toFixed(0)} MB`,
    );
  }
  const m = (key: keyof RunFigures) => median(runs.map((f) => f[key]));
  const built = m('items');
  const buildS = m('buildMs') / 1000;
  const readS = m('readMs') / 1000;
  const indexS = m('indexMs') / 1000;
  const waitS = m('waitMs') / 1000;
  console.log(
    `median of ${RUNS}: build ${buildS.toFixed(1)} s, read ${readS.toFixed(1)} s (${Math.round(built / Math.max(0.001, readS))} rows/s), ` +
      `waited for reads ${waitS.toFixed(1)} s, index ${indexS.toFixed(1)} s; rss ${m('rssMB').toFixed(0)} MB, ` +
      `heap ${m('heapMB').toFixed(0)} MB, typed arrays ${m('typedArrayMB').toFixed(0)} MB`,
  );
  let projected = '';
  if (built < TARGET_ITEMS) {
    const k = TARGET_ITEMS / Math.max(1, built);
    const p = buildS * k;
    projected = ` projected1M=${p.toFixed(1)}s`;
    console.log(
      `projection to ${TARGET_ITEMS} items (x${k.toFixed(2)}, linear in rows): build ${p.toFixed(1)} s ` +
        `(target ≤ ${TARGET_S} s: ${p <= TARGET_S ? 'met' : 'NOT met'}), read ${(readS * k).toFixed(1)} s, ` +
        `index ${(indexS * k).toFixed(1)} s, rss ~${(m('rssMB') * k).toFixed(0)} MB`,
    );
  } else {
    console.log(`target ≤ ${TARGET_S} s at ${built} items: ${buildS <= TARGET_S ? 'met' : 'NOT met'}`);
  }
  console.log(
    `REBUILD engine=${ENGINE} items=${built} median=${buildS.toFixed(1)}s read=${readS.toFixed(1)}s ` +
      `index=${indexS.toFixed(1)}s rss=${m('rssMB').toFixed(0)}MB heap=${m('heapMB').toFixed(0)}MB ` +
      `typed=${m('typedArrayMB').toFixed(0)}MB${projected}`,
  );
}

if (CHILD) await child();
else await main();
