/**
 * Search rebuild bench (issue 4: "it must rebuild at start within 60 s for 1M items; it must print its
 * memory use"). Prints figures; never a timed test.
 *
 *   npm run bench:rebuild -- --items 1000000 [--engine pglite|pg] [--runs 3] [--reload] [--verify]
 *     [--reader auto|json|plain]   (auto: the repository's choice by engine; json/plain force one, to compare)
 *     [--snapshot]                 (then the start from a snapshot: search-snapshot.ts, its SNAPSHOT line)
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
 * --verify (before the runs): every public item read by the JSON batch reader (readItemsJson, the one
 *    readItems uses on PGlite) equals, field by field, the plain row read (readItemRowsPlain) through the driver's parsers (the reader before
 *    2026-11-23); then two services, one over each reader, give the same item counts per kind and the
 *    same totals and first pages for a set of queries.
 * 3. Medians over the runs; when the catalogue gives fewer than 1M items, a projection to 1M: every
 *    phase scales with the rows (keyset batches of a fixed size, per-row indexing; categories and brands
 *    are a few thousand rows read once), so time and memory are scaled by 1M / items from the measured
 *    medians (an over-estimate of the fixed part). The wall times depend on what else the machine runs
 *    (the load is printed); the CPU time of the process (main thread, PGlite worker, GC; not a
 *    PostgreSQL server) does much less. The last line is
 *    REBUILD engine=… reader=… items=… median=…s read=…s index=…s cpu=…s load=… rss=…MB … [projected1M=…s]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import { type AppDatabase, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import {
  catalogVersion,
  createCatalogSeeder,
} from '../apps/server/src/modules/catalog/catalog-seed.service.ts';
import {
  createSearchRepository,
  readItemRowsPlain,
  type SearchItemRow,
} from '../apps/server/src/modules/search/search.repository.ts';
import { createSearchService, type SearchQuery } from '../apps/server/src/modules/search/search.service.ts';
import { createSearchConsumersRepository } from '../apps/server/src/modules/search/search-consumers.repository.ts';
import { snapshotChild, snapshotRuns } from './search-snapshot.ts';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const N = Number(option('--items') ?? 1_000_000);
const ENGINE = option('--engine') ?? 'pglite';
const RUNS = Math.max(1, Number(option('--runs') ?? 3));
const RELOAD = process.argv.includes('--reload');
const CHILD = process.argv.includes('--child');
/** after the runs, the start from a snapshot (search-snapshot.ts) */
const SNAPSHOT = process.argv.includes('--snapshot');
const SNAPSHOT_STEP = option('--snapshot-step');
const VERIFY = process.argv.includes('--verify');
/** how the build reads items: the repository's choice (auto), or forced, to compare */
const READER = option('--reader') ?? 'auto';
if (!['auto', 'json', 'plain'].includes(READER)) throw new Error('--reader must be auto, json or plain');
const URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_ITEMS = 1_000_000;
const TARGET_S = 60;
const MB = 1048576;
if (!Number.isInteger(N) || N <= 0) throw new Error('--items must be a positive integer');
if (ENGINE !== 'pglite' && ENGINE !== 'pg') throw new Error('--engine must be pglite or pg');
const DATA_DIR = join('/tmp/jk-bench-rebuild', `pglite-${N}`);
const SCHEMA = `jk_rebuild_${N}`;
const SNAPSHOT_DIR = join('/tmp/jk-bench-rebuild', `snapshot-${ENGINE}-${N}`);

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

// ---- verify: the JSON batch reader against the plain row read ------------------------------------------

const VERIFY_QUERIES: Array<[number, string]> = [
  [2, '电阻'],
  [2, '贴片电容 X7R'],
  [2, '0.1uF'],
  [2, '10k 0603'],
  [2, 'RC0603'],
  [1, '螺栓 M8'],
  [1, '轴承 6204'],
  [1, '不锈钢 螺钉'],
  [4, '不锈钢'],
  [4, '304'],
  [4, 'aluminium'],
];

async function verify(): Promise<void> {
  const database = await open();
  try {
    const repository = createSearchRepository(database.db);
    let after = 0;
    let rows = 0;
    for (;;) {
      const [json, plain] = await Promise.all([
        repository.readItemsJson(after, 10_000),
        readItemRowsPlain(database.db, after, 10_000),
      ]);
      if (!isDeepStrictEqual(json, plain)) {
        const i = json.findIndex((r, k) => !isDeepStrictEqual(r, plain[k]));
        throw new Error(
          `verify: the readers differ after id ${after}: ${JSON.stringify(json[i])} vs ${JSON.stringify(plain[i])}`,
        );
      }
      if (json.length === 0) break;
      rows += json.length;
      after = (json[json.length - 1] as SearchItemRow).id;
    }
    console.log(`verify: ${rows} items read identically by the JSON batch reader and the plain row read`);
    const services = [
      createSearchService({
        repository: { ...repository, readItems: repository.readItemsJson },
        consumers: createSearchConsumersRepository(database.db),
      }),
      createSearchService({
        consumers: createSearchConsumersRepository(database.db),
        repository: {
          ...repository,
          readItems: (a: number, l: number) => readItemRowsPlain(database.db, a, l),
        },
      }),
    ];
    for (const service of services) {
      await service.start();
      await service.stop();
    }
    const [a, b] = services as [
      ReturnType<typeof createSearchService>,
      ReturnType<typeof createSearchService>,
    ];
    const counts = (s: typeof a) => Object.values(s.stats()).map((k) => (k as { items: number }).items);
    if (!isDeepStrictEqual(counts(a), counts(b)))
      throw new Error('verify: the indexes hold other item counts');
    for (const [kind, keyWords] of VERIFY_QUERIES) {
      for (const sort of ['relevance', 'newest', 'name'] as const) {
        const query: SearchQuery = { kind, keyWords, sort, page: 1, pageSize: 50, params: {} };
        const [x, y] = await Promise.all([a.search(query), b.search(query)]);
        const key = (r: typeof x) => ({ total: r.total, ids: r.list.map((i) => i.id), facets: r.facets });
        if (!isDeepStrictEqual(key(x), key(y))) throw new Error(`verify: "${keyWords}" (${sort}) differs`);
      }
    }
    console.log(
      `verify: both indexes hold ${counts(a).join('/')} items (kinds 1/2/4) and answer ${VERIFY_QUERIES.length} queries x 3 sorts identically (totals, first 50 ids, facets)`,
    );
  } finally {
    await database.close();
  }
}

function readerRepository(database: AppDatabase) {
  const repository = createSearchRepository(database.db);
  if (READER === 'json') return { ...repository, readItems: repository.readItemsJson };
  if (READER === 'plain')
    return { ...repository, readItems: (a: number, l: number) => readItemRowsPlain(database.db, a, l) };
  return repository;
}

// ---- 2. one cold start (child process) ------------------------------------------------------------------

interface RunFigures {
  items: number;
  openMs: number;
  buildMs: number;
  readMs: number;
  waitMs: number;
  indexMs: number;
  /** CPU time of this process over the build, all its threads (the PGlite worker too; not a PostgreSQL server) */
  cpuMs: number;
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
    repository: readerRepository(database),
    consumers: createSearchConsumersRepository(database.db),
    log: log as unknown as Parameters<typeof createSearchService>[0]['log'],
  });
  const cpu0 = process.cpuUsage();
  await service.start();
  const cpu = process.cpuUsage(cpu0);
  await service.stop();
  if (!line) throw new Error('the service logged no build line');
  (globalThis as { gc?: () => void }).gc?.();
  const mem = process.memoryUsage();
  const figures: RunFigures = {
    items: line.items ?? 0,
    openMs,
    buildMs: line.buildMs ?? 0,
    readMs: line.readMs ?? 0,
    waitMs: line.waitMs ?? 0,
    indexMs: line.indexMs ?? 0,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rssMB: mem.rss / MB,
    heapMB: mem.heapUsed / MB,
    typedArrayMB: line.typedArrayMB ?? 0,
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
  if (VERIFY) await verify();
  console.log(`runs: ${RUNS} cold starts of the search service on ${ENGINE}, ${items} public items`);
  const runs: RunFigures[] = [];
  /** the machine's 1-minute load after each run: other work slows the wall times (not the CPU times) */
  const loads: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const res = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2), '--child'],
      { encoding: 'utf8', env: process.env, maxBuffer: 64 * MB },
    );
    const found = /^FIGURES (.*)$/m.exec(res.stdout ?? '');
    if (res.status !== 0 || !found) {
      console.error(res.stdout, res.stderr);
      throw new Error(`run ${r + 1} failed (exit ${res.status})`);
    }
    const f = JSON.parse(found[1] as string) as RunFigures;
    loads.push(loadavg()[0] as number);
    runs.push(f);
    console.log(
      `  run ${r + 1}: build ${secs(f.buildMs)} (read ${secs(f.readMs)} in the background, waited ${secs(f.waitMs)}, ` +
        `index ${secs(f.indexMs)}), cpu ${secs(f.cpuMs)}, ${Math.round((f.items * 1000) / Math.max(1, f.readMs))} rows/s read; ` +
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
      `waited for reads ${waitS.toFixed(1)} s, index ${indexS.toFixed(1)} s, cpu ${secs(m('cpuMs'))}; rss ${m('rssMB').toFixed(0)} MB, ` +
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
        `index ${(indexS * k).toFixed(1)} s, cpu ${((m('cpuMs') / 1000) * k).toFixed(1)} s, rss ~${(m('rssMB') * k).toFixed(0)} MB`,
    );
  } else {
    console.log(`target ≤ ${TARGET_S} s at ${built} items: ${buildS <= TARGET_S ? 'met' : 'NOT met'}`);
  }
  console.log(
    `REBUILD engine=${ENGINE} reader=${READER} items=${built} median=${buildS.toFixed(1)}s read=${readS.toFixed(1)}s ` +
      `index=${indexS.toFixed(1)}s cpu=${(m('cpuMs') / 1000).toFixed(1)}s load=${median(loads).toFixed(1)}/${cpus().length}cpu rss=${m('rssMB').toFixed(0)}MB heap=${m('heapMB').toFixed(0)}MB ` +
      `typed=${m('typedArrayMB').toFixed(0)}MB${projected}`,
  );
  if (SNAPSHOT) snapshotRuns(ENGINE, SNAPSHOT_DIR, buildS);
}

/** A snapshot step in this child: the save step first gives the change log a row to anchor the snapshot. */
async function snapshotStep(step: 'save' | 'load'): Promise<void> {
  const database = await open();
  try {
    if (step === 'save')
      await sql`update item set name = name where id = (select min(id) from item)`.execute(database.db);
    await snapshotChild(step, SNAPSHOT_DIR, database, readerRepository(database));
  } finally {
    await database.close();
  }
}

if (CHILD && (SNAPSHOT_STEP === 'save' || SNAPSHOT_STEP === 'load')) await snapshotStep(SNAPSHOT_STEP);
else if (CHILD) await child();
else await main();
