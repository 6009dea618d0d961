/**
 * Search bench (issue 4, section Performance). Prints figures; never a timed test.
 *
 *   npm run bench:search -- --items 1000000 [--reload] [--rounds 3] [--schema jk_bench]
 *   npm run bench:search -- --mixed --schema jk_bench_writes   (queries with writes: search-mixed.ts)
 *
 * 1. Load: generates the catalogue at N items (@jianku/catalog) into PostgreSQL (DATABASE_URL or
 *    postgres://postgres@127.0.0.1:5432/test), schema jk_bench, through the app's migrations and the app's
 *    seed (catalog-seed.service.ts). Then adds the baseline's column item.fts (tsvector 'simple' over model,
 *    name, series, standard, description, package, category name, brand names, plus the words our
 *    search.text.ts finds: jieba words for Chinese, Latin runs, the normalised model), filled in batches
 *    with the change-log trigger off, then VACUUM FULL, a GIN index and ANALYZE. catalog_meta 'bench'
 *    records the catalogue version and N: a later run with the same ones reuses the schema (--reload forces).
 * 2. Build: the search service's own start (createSearchService over createSearchRepository, keyset reads
 *    from the database), timed, with RSS, heap and the index's typed-array bytes.
 * 3. Queries: a fixed mix (from the loaded rows, deterministic) of Chinese and English terms, part numbers
 *    (exact and prefix), unit values, numeric range and enum filters within a category, brand and
 *    category scopes, all with facets, through service.search (the function the route calls); and
 *    suggestions (prefixes of part numbers and of Chinese words) through service.suggest.
 * 4. Ours: at concurrency 4 (in-process async, the page rows still read from PostgreSQL as the route
 *    does), one warm-up pass, then --rounds measured passes: p50/p95/p99/qps per round, the median of the
 *    rounds, and the figures reported: percentiles of every request of every round pooled.
 * 5. Baseline: the same queries as plain PostgreSQL FTS (fts @@ to_tsquery('simple', …), prefix :* for
 *    part-number prefixes, ts_rank order, category subtree, brand, numeric ranges via item_param, enums via
 *    params jsonb, unit values via item_param, category and brand counts over the matches, the page's rows)
 *    on a pg pool of 4 at concurrency 4, same rounds.
 * 6. Figures against the targets, then the SEARCH line (last line of the output).
 * --ours-only (development) skips the baseline (5. and the check of each query through it) and the SEARCH line.
 * --private-items 100000 --orgs 100 (issue 14) adds organisations' private items and measures a member's
 * queries (search-private.ts): its SEARCH_PRIVATE line comes before the SEARCH line.
 */

import { type AppDatabase, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import {
  catalogVersion,
  createCatalogSeeder,
} from '../apps/server/src/modules/catalog/catalog-seed.service.ts';
import { createSearchRepository } from '../apps/server/src/modules/search/search.repository.ts';
import { createSearchService, type SearchService } from '../apps/server/src/modules/search/search.service.ts';
import { indexWords, normalizeModel } from '../apps/server/src/modules/search/search.text.ts';
import { createSearchConsumersRepository } from '../apps/server/src/modules/search/search-consumers.repository.ts';
import { pct, runRound } from './measure.ts';
import { MIXED, openMixedSchema, runMixed } from './search-mixed.ts';
import {
  BENCH_META_KEY,
  CONCURRENCY,
  CPU_PROFILE,
  FTS_FORMAT,
  gc,
  MATCH,
  MB,
  N,
  OURS_ONLY,
  pool,
  RELOAD,
  ROUNDS,
  SCHEMA,
  secs,
  TARGET,
  URL,
} from './search-options.ts';
import { type PgQuery, toPg } from './search-pg.ts';
import { loadPrivateItems, measurePrivate, PRIVATE_ITEMS } from './search-private.ts';
import { type BenchQuery, type Category, loadCategories, makeQueries, shuffled } from './search-queries.ts';

// ---- 1. load ------------------------------------------------------------------------------------------

interface BenchMeta {
  version: string;
  size: number;
  items: number;
  ftsFormat: number;
  loadMs: number;
  loadedAt: string;
}

async function readBenchMeta(): Promise<BenchMeta | null> {
  const { rows } = await pool.query<{ t: string | null }>('select to_regclass($1) as t', [
    `${SCHEMA}.catalog_meta`,
  ]);
  if (!rows[0]?.t) return null;
  const meta = await pool.query<{ value: BenchMeta }>('select value from catalog_meta where key = $1', [
    BENCH_META_KEY,
  ]);
  return meta.rows[0]?.value ?? null;
}

/** The baseline's column: item.fts, filled from JS-computed documents, then a GIN index. */
async function addFtsColumn(): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('set statement_timeout = 0');
    await c.query('alter table item add column if not exists fts tsvector');
    await c.query('alter table item disable trigger item_search_update');
    const cats = new Map(
      (await c.query<{ id: string; name: string }>('select id, name from category')).rows.map((r) => [
        r.id,
        r.name,
      ]),
    );
    const brandNames = new Map(
      (
        await c.query<{ id: string; name_zh: string; name_en: string }>(
          'select id, name_zh, name_en from brand',
        )
      ).rows.map((r) => [r.id, `${r.name_zh} ${r.name_en}`]),
    );
    type Row = {
      id: string;
      category_id: string;
      brand_id: string | null;
      model: string;
      name: string;
      series: string;
      standard: string | null;
      description: string;
      package: string | null;
    };
    let after = 0;
    let done = 0;
    const started = performance.now();
    // the next batch is read and segmented here while PostgreSQL writes the previous one
    let writing: Promise<unknown> = Promise.resolve();
    for (;;) {
      const { rows } = await pool.query<Row>(
        `select id, category_id, brand_id, model, name, series, standard, description, package
         from item where id > $1 order by id limit 5000`,
        [after],
      );
      if (rows.length === 0) break;
      const ids: string[] = [];
      const docs: string[] = [];
      for (const r of rows) {
        const raw = [
          r.model,
          r.name,
          r.series,
          r.standard ?? '',
          r.description,
          r.package ?? '',
          cats.get(r.category_id) ?? '',
          r.brand_id === null ? '' : (brandNames.get(r.brand_id) ?? ''),
        ].join(' ');
        const words = new Set(indexWords(raw));
        words.add(normalizeModel(r.model));
        ids.push(r.id);
        docs.push(`${raw} ${[...words].join(' ')}`);
      }
      await writing;
      writing = c.query(
        `update item i set fts = to_tsvector('simple', x.doc)
         from unnest($1::bigint[], $2::text[]) as x(id, doc) where i.id = x.id`,
        [ids, docs],
      );
      writing.catch(() => {});
      after = Number((rows[rows.length - 1] as Row).id);
      done += rows.length;
      if (done % 100_000 < 5000)
        console.log(`  fts documents ${done} (${secs(performance.now() - started)})`);
    }
    await writing;
    await c.query('alter table item enable trigger item_search_update');
    console.log(`  fts documents ${done} in ${secs(performance.now() - started)}; vacuum full, gin index`);
    await c.query('vacuum full item');
    await c.query(`set maintenance_work_mem = '1GB'`);
    await c.query('create index item_fts_idx on item using gin (fts)');
    // the seed's change rows: the service would prune them; not part of the measurement
    await c.query('truncate search_change');
    await c.query('vacuum analyze item, item_param, category, brand');
  } finally {
    c.release();
  }
}

async function load(): Promise<{ items: number; database: AppDatabase }> {
  const version = catalogVersion();
  const meta = RELOAD ? null : await readBenchMeta().catch(() => null);
  if (meta && meta.version === version && meta.size === N && meta.ftsFormat === FTS_FORMAT) {
    console.log(
      `load: reusing schema ${SCHEMA} (catalogue ${version}, N=${N}, ${meta.items} items, loaded ${meta.loadedAt} in ${secs(meta.loadMs)}; --reload to force)`,
    );
    const database = await openDatabase({
      engine: 'postgres',
      connectionString: URL,
      schema: SCHEMA,
      poolMax: CONCURRENCY,
    });
    return { items: meta.items, database };
  }
  const started = performance.now();
  await pool.query(`drop schema if exists "${SCHEMA}" cascade`);
  const database = await openDatabase({
    engine: 'postgres',
    connectionString: URL,
    schema: SCHEMA,
    poolMax: CONCURRENCY,
  });
  await migrateToLatest(database);
  console.log(
    `load: schema ${SCHEMA} migrated; seeding N=${N} through the app's seed (catalogue ${version})`,
  );
  let lastPrint = 0;
  const seeded = await createCatalogSeeder(database.db).seed({
    size: N,
    force: true,
    onProgress: ({ done, total }) => {
      if (done - lastPrint >= 100_000 || done === total) {
        lastPrint = done;
        console.log(`  seeded ${done}/${total} (${secs(performance.now() - started)})`);
      }
    },
  });
  const seedMs = performance.now() - started;
  console.log(
    `load: seed wrote ${seeded.inserted} items in ${secs(seedMs)} (the catalogue gave ${seeded.items})`,
  );
  const ftsStarted = performance.now();
  await addFtsColumn();
  const ftsMs = performance.now() - ftsStarted;
  const { rows } = await pool.query<{ n: number }>(
    'select count(*)::int as n from item where org_id is null',
  );
  const items = rows[0]?.n ?? 0;
  const loadMs = performance.now() - started;
  const value: BenchMeta = {
    version,
    size: N,
    items,
    ftsFormat: FTS_FORMAT,
    loadMs: Math.round(loadMs),
    loadedAt: new Date().toISOString(),
  };
  await pool.query(
    `insert into catalog_meta (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [BENCH_META_KEY, JSON.stringify(value)],
  );
  console.log(
    `load: ${items} items in ${secs(loadMs)} (seed ${secs(seedMs)}, fts column + gin ${secs(ftsMs)})`,
  );
  return { items, database };
}

// ---- 4. running at concurrency 4 ----------------------------------------------------------------------

const median = (values: readonly number[]) => pct(values, 50);

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  qps: number;
}

interface Task {
  label: string;
  group?: string;
  run: () => Promise<unknown>;
}

async function measure(label: string, tasks: Task[]): Promise<Figures> {
  const warm = await runRound(
    shuffled(tasks, 1).map((t) => t.run),
    CONCURRENCY,
  );
  console.log(
    `${label}: warm-up ${tasks.length} requests in ${secs(warm.wallMs)} (excluded)${warm.errors ? `, ${warm.errors} errors` : ''}`,
  );
  const rounds: Figures[] = [];
  const perTask = new Map<Task, number[]>();
  for (let r = 0; r < ROUNDS; r++) {
    const order = shuffled(tasks, 100 + r);
    const round = await runRound(
      order.map((t) => t.run),
      CONCURRENCY,
    );
    order.forEach((t, i) => {
      const list = perTask.get(t) ?? [];
      list.push(round.times[i] ?? 0);
      perTask.set(t, list);
    });
    const f: Figures = {
      p50: pct(round.times, 50),
      p95: pct(round.times, 95),
      p99: pct(round.times, 99),
      max: pct(round.times, 100),
      qps: (round.times.length * 1000) / round.wallMs,
    };
    rounds.push(f);
    console.log(
      `${label}: round ${r + 1}: n=${round.times.length} p50=${f.p50.toFixed(2)}ms p95=${f.p95.toFixed(2)}ms p99=${f.p99.toFixed(2)}ms max=${f.max.toFixed(1)}ms qps=${f.qps.toFixed(0)}${round.errors ? ` errors=${round.errors}` : ''}`,
    );
  }
  const m: Figures = {
    p50: median(rounds.map((f) => f.p50)),
    p95: median(rounds.map((f) => f.p95)),
    p99: median(rounds.map((f) => f.p99)),
    max: median(rounds.map((f) => f.max)),
    qps: median(rounds.map((f) => f.qps)),
  };
  console.log(
    `${label}: median of ${ROUNDS} rounds: p50=${m.p50.toFixed(2)}ms p95=${m.p95.toFixed(2)}ms p99=${m.p99.toFixed(2)}ms qps=${m.qps.toFixed(0)}`,
  );
  // the figures reported: every request of every round pooled (a median of per-round p99s hides the tail)
  const all = [...perTask.values()].flat();
  const pooled: Figures = {
    p50: pct(all, 50),
    p95: pct(all, 95),
    p99: pct(all, 99),
    max: pct(all, 100),
    qps: m.qps,
  };
  console.log(
    `${label}: pooled over ${ROUNDS} rounds: n=${all.length} p50=${pooled.p50.toFixed(2)}ms p95=${pooled.p95.toFixed(2)}ms p99=${pooled.p99.toFixed(2)}ms max=${pooled.max.toFixed(1)}ms`,
  );
  const byGroup = new Map<string, number[]>();
  for (const [t, times] of perTask) {
    if (t.group === undefined) continue;
    byGroup.set(t.group, [...(byGroup.get(t.group) ?? []), ...times]);
  }
  if (byGroup.size > 0) {
    console.log(
      `${label}: p99 by group (all rounds): ${[...byGroup].map(([g, times]) => `${g} ${pct(times, 99).toFixed(1)}ms`).join(', ')}`,
    );
  }
  const slowest = [...perTask]
    .map(([t, times]) => [t.label, median(times)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  console.log(
    `${label}: slowest (median over rounds): ${slowest.map(([l, ms]) => `${l} ${ms.toFixed(1)}ms`).join('; ')}`,
  );
  return pooled;
}

function describe(b: BenchQuery): string {
  const q = b.query;
  const parts = [`${b.group} k${q.kind}`];
  if (q.keyWords) parts.push(`"${q.keyWords}"`);
  if (q.categoryId !== undefined) parts.push(`cat ${q.categoryId}`);
  if (q.brandId !== undefined) parts.push(`brand ${q.brandId}`);
  for (const [k, v] of Object.entries(q.params)) parts.push(`p.${k}=${v}`);
  if (q.sort !== 'relevance') parts.push(q.sort);
  if (q.page > 1) parts.push(`page ${q.page}`);
  return `[${parts.join(' ')}]`;
}

/** The inspector's CPU profiler on this thread (--cpu-profile). */
async function startProfile(file: string): Promise<{ stop: () => Promise<void> }> {
  const { Session } = await import('node:inspector/promises');
  const { writeFile } = await import('node:fs/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`cpu profile of our search rounds: ${file}`);
    },
  };
}

/** Step 2: the search service's own start over the database, timed, with the memory it takes. */
async function buildIndex(database: AppDatabase) {
  gc?.();
  const before = process.memoryUsage();
  const service = createSearchService({
    repository: createSearchRepository(database.db),
    consumers: createSearchConsumersRepository(database.db),
  });
  const buildStarted = performance.now();
  await service.start();
  const buildMs = performance.now() - buildStarted;
  gc?.();
  const mem = process.memoryUsage();
  const stats = service.stats() as Record<string, { items?: number; typedArrayBytes?: number }>;
  const indexed = Object.values(stats).reduce((n, s) => n + (s.items ?? 0), 0);
  const own = Object.values(stats).reduce((n, s) => n + (s.typedArrayBytes ?? 0), 0);
  console.log(
    `build: ${indexed} items indexed from the database in ${secs(buildMs)} (${Object.entries(stats)
      .map(([k, s]) => `kind ${k}: ${s.items ?? '?'}`)
      .join(', ')})`,
  );
  console.log(
    `memory: rss ${(mem.rss / MB).toFixed(0)} MB (+${((mem.rss - before.rss) / MB).toFixed(0)}), heap used ${(mem.heapUsed / MB).toFixed(0)} MB (+${((mem.heapUsed - before.heapUsed) / MB).toFixed(0)}), external+arrayBuffers ${((mem.external + mem.arrayBuffers) / MB).toFixed(0)} MB, index typed arrays ${(own / MB).toFixed(0)} MB${gc ? '' : ' (no --expose-gc: figures include garbage)'}`,
  );
  if (indexed === 0) throw new Error('the index is empty: the build failed');
  return { service, buildMs };
}

/** Step 3: each query once through our search and through PostgreSQL; keeps those both answer, prints totals. */
async function checkQueries(
  search: readonly BenchQuery[],
  suggestCount: number,
  service: SearchService,
  cats: Map<number, Category>,
): Promise<{ valid: BenchQuery[]; pgQueries: PgQuery[] }> {
  const valid: BenchQuery[] = [];
  const groups = new Map<string, { n: number; ours: number; pg: number; zeroOurs: number; zeroPg: number }>();
  const rejected: string[] = [];
  const pgQueries: PgQuery[] = [];
  for (const b of search) {
    let ours: number;
    let pgTotal: number;
    let pgq: PgQuery;
    try {
      ours = (await service.search(b.query)).total;
    } catch (err) {
      rejected.push(
        `${b.group} ${JSON.stringify(b.query)}: ${err instanceof Error ? err.message : String(err)}`,
      );
      continue;
    }
    if (OURS_ONLY || MIXED) {
      valid.push(b);
      continue;
    }
    try {
      pgq = toPg(b, cats);
      const { rows } = await pool.query<{ total: number }>(pgq.text, pgq.values);
      pgTotal = rows[0]?.total ?? 0;
    } catch (err) {
      rejected.push(
        `${b.group} pg ${JSON.stringify(b.query)}: ${err instanceof Error ? err.message : String(err)}`,
      );
      continue;
    }
    valid.push(b);
    pgQueries.push(pgq);
    const g = groups.get(b.group) ?? { n: 0, ours: 0, pg: 0, zeroOurs: 0, zeroPg: 0 };
    g.n++;
    g.ours += ours;
    g.pg += pgTotal;
    if (ours === 0) g.zeroOurs++;
    if (pgTotal === 0) g.zeroPg++;
    groups.set(b.group, g);
  }
  console.log(
    `queries: ${valid.length} search (${[...groups].map(([k, g]) => `${k} ${g.n}`).join(', ')}), ${suggestCount} suggest; ${rejected.length} rejected`,
  );
  for (const r of rejected.slice(0, 10)) console.log(`  rejected: ${r}`);
  for (const [k, g] of groups) {
    console.log(
      `  ${k.padEnd(8)} mean total ours ${(g.ours / g.n).toFixed(0)} / pg ${(g.pg / g.n).toFixed(0)}; no match ours ${g.zeroOurs} / pg ${g.zeroPg}`,
    );
  }
  return { valid, pgQueries };
}

// ---- main ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  console.log(
    `search bench: N=${N}, schema ${SCHEMA}, concurrency ${CONCURRENCY}, ${ROUNDS} rounds, node ${process.version}`,
  );
  const { items, database } = MIXED ? await openMixedSchema() : await load();
  const cats = await loadCategories();
  const orgIds = PRIVATE_ITEMS > 0 ? await loadPrivateItems() : [];

  // 2. build from the database, as the server does at start
  const { service, buildMs } = await buildIndex(database);

  // 3. the mix, checked once through both engines
  const made = await makeQueries(cats);
  const { suggest } = made;
  const match = MATCH;
  const search = match ? made.search.filter((b) => describe(b).includes(match)) : made.search;
  const { valid, pgQueries } = await checkQueries(search, suggest.length, service, cats);

  if (MIXED) {
    // --mixed: queries with writes among them (search-mixed.ts), no baseline
    await runMixed(
      service,
      valid.map((b) => b.query),
      cats,
      items,
    );
    await service.stop();
    await database.close();
    await pool.end();
    return;
  }

  // 4. ours, then suggestions, then 5. PostgreSQL
  const profiler = CPU_PROFILE ? await startProfile(CPU_PROFILE) : null;
  const ours = await measure(
    'ours search',
    valid.map((b) => ({ label: describe(b), group: b.group, run: () => service.search(b.query) })),
  );
  await profiler?.stop();
  const sugg = await measure(
    'ours suggest',
    suggest.map(([keyword = '', ...kinds]) => ({
      label: `suggest "${keyword}" [${kinds.join(',')}]`,
      run: () => service.suggest(keyword, 15, kinds.map(Number)),
    })),
  );
  const privateLine = orgIds.length > 0 ? await measurePrivate(service, valid, orgIds) : null;
  const close = async () => {
    await service.stop();
    await database.close();
    await pool.end();
  };
  if (OURS_ONLY) {
    await close();
    if (privateLine) console.log(privateLine);
    console.log('--ours-only: no PostgreSQL baseline, no SEARCH line');
    return;
  }
  const pgf = await measure(
    'pg fts',
    pgQueries.map((q, i) => ({
      label: describe(valid[i] as BenchQuery),
      group: valid[i]?.group ?? '',
      run: () => pool.query(q.text, q.values),
    })),
  );

  // 6. figures against the targets
  const ratio = pgf.p99 / ours.p99;
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const at = items >= 1_000_000 ? '' : ` (targets are for 1M items; this run has ${items})`;
  console.log(`targets${at}:`);
  console.log(`  build ≤ ${TARGET.buildS} s: ${secs(buildMs)} ${mark(buildMs <= TARGET.buildS * 1000)}`);
  console.log(`  search p99 ≤ ${TARGET.p99} ms: ${ours.p99.toFixed(2)} ms ${mark(ours.p99 <= TARGET.p99)}`);
  console.log(
    `  suggest p99 ≤ ${TARGET.suggestP99} ms: ${sugg.p99.toFixed(2)} ms ${mark(sugg.p99 <= TARGET.suggestP99)}`,
  );
  console.log(
    `  ratio pg_fts_p99 / p99 ≥ ${TARGET.ratio}: ${ratio.toFixed(2)} ${mark(ratio >= TARGET.ratio)} (pg fts p50 ${pgf.p50.toFixed(1)} ms, p95 ${pgf.p95.toFixed(1)} ms, p99 ${pgf.p99.toFixed(1)} ms, qps ${pgf.qps.toFixed(0)})`,
  );

  await close();
  if (privateLine) console.log(privateLine);
  console.log(
    `SEARCH items=${items} p50=${ours.p50.toFixed(2)}ms p95=${ours.p95.toFixed(2)}ms p99=${ours.p99.toFixed(2)}ms qps=${Math.round(ours.qps)} suggest_p99=${sugg.p99.toFixed(2)}ms pg_fts_p99=${pgf.p99.toFixed(2)}ms ratio=${ratio.toFixed(2)}`,
  );
}

main().then(
  () => {
    // anything left open must not keep the bench alive
    setTimeout(() => process.exit(0), 2000).unref();
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
