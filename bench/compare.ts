/**
 * Comparison bench (issue 10, section Performance). Prints figures; never a timed test.
 *
 *   npm run bench:compare -- --items 1000000 [--rounds 3] [--per-round 500] [--reload] [--no-http]
 *
 * 1. Load: the catalogue at N items (@jianku/catalog) into PostgreSQL (DATABASE_URL or
 *    postgres://postgres@127.0.0.1:5432/test), schema jk_compare_<N>, through the app's migrations and the
 *    app's seed (catalog-seed.service.ts), as bench/search.ts loads its own. catalog_meta 'compare-bench'
 *    records the catalogue version and N: a later run with the same ones reuses the schema (--reload forces).
 * 2. Service: comparisons of 10 random public items of one library (parts or components, alternately;
 *    ids drawn uniformly from the loaded items of that library, so most compare across categories)
 *    through services.compare.compare(ids) (the function the route calls: one item query, the category
 *    cache, the rows). At concurrency 4, one warm-up pass, then --rounds passes of --per-round
 *    comparisons; p50/p99 per round and pooled over all rounds.
 * 3. HTTP: the real app (buildApp over the same schema) listening on a free loopback port, the same
 *    kind of comparisons through GET /to/api/compare/items with fetch at concurrency 4 (after the search
 *    index build the app starts, so that it does not compete), pooled p50/p99, and one .xlsx export.
 * 4. The last line: COMPARE items=N compare10_p50=…ms compare10_p99=…ms http_p50=…ms http_p99=…ms
 *    (target on this machine: compare10_p99 ≤ 30 ms at 1,000,000 items).
 */

import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { AppDatabase } from '../apps/server/src/db/database.ts';
import { buildCatalogService } from '../apps/server/src/modules/catalog/catalog.service.ts';
import { createCompareRepository } from '../apps/server/src/modules/compare/compare.repository.ts';
import { createCompareService } from '../apps/server/src/modules/compare/compare.service.ts';
import { pct, runRound } from './measure.ts';
import { BENCH_DATABASE_URL, openSeededSchema } from './seeded-schema.ts';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const N = Number(option('--items') ?? 1_000_000);
const ROUNDS = Math.max(1, Number(option('--rounds') ?? 3));
const PER_ROUND = Math.max(10, Number(option('--per-round') ?? 500));
const RELOAD = process.argv.includes('--reload');
const HTTP = !process.argv.includes('--no-http');
const SCHEMA = `jk_compare_${N}`;
const URL = BENCH_DATABASE_URL;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const META_KEY = 'compare-bench';
const COMPARED = 10;
const TARGET_P99 = 30;
if (!Number.isInteger(N) || N <= 0) throw new Error('--items must be a positive integer');

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ms = (v: number) => `${v.toFixed(2)}ms`;

const pool = new pg.Pool({ connectionString: URL, max: 2, options: `-c search_path=${SCHEMA},public` });
pool.on('error', () => {});

// ---- 1. load ------------------------------------------------------------------------------------------

const load = (): Promise<AppDatabase> =>
  openSeededSchema({ schema: SCHEMA, items: N, metaKey: META_KEY, reload: RELOAD, poolMax: CONCURRENCY });

// ---- 2. the comparisons -------------------------------------------------------------------------------

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

async function idsByKind(): Promise<Map<number, Float64Array>> {
  const out = new Map<number, Float64Array>();
  for (const kind of [1, 2]) {
    const { rows } = await pool.query<{ id: string }>(
      'select id from item where kind = $1 and org_id is null order by id',
      [kind],
    );
    out.set(
      kind,
      Float64Array.from(rows, (r) => Number(r.id)),
    );
  }
  return out;
}

/** `count` id lists of 10 distinct ids of one library, libraries alternating. */
function comparisons(ids: Map<number, Float64Array>, count: number, seed: number): number[][] {
  const random = rng(seed);
  const out: number[][] = [];
  for (let i = 0; i < count; i++) {
    const pool = ids.get(i % 2 === 0 ? 2 : 1) as Float64Array;
    const picked = new Set<number>();
    while (picked.size < Math.min(COMPARED, pool.length))
      picked.add(pool[Math.floor(random() * pool.length)] as number);
    out.push([...picked]);
  }
  return out;
}

/** The first failure of a round is printed; the rest are counted. */
const logFirstError = (err: unknown, before: number) => {
  if (before === 0) console.log(`  first error: ${String(err)}`);
};

async function measure(label: string, lists: number[][], run: (ids: number[]) => Promise<unknown>) {
  const warm = await runRound(
    lists.slice(0, PER_ROUND).map((ids) => () => run(ids)),
    CONCURRENCY,
    logFirstError,
  );
  console.log(`${label}: warm-up ${PER_ROUND} comparisons in ${secs(warm.wallMs)} (excluded)`);
  const pooled: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const batch = lists.slice((r + 1) * PER_ROUND, (r + 2) * PER_ROUND);
    const round = await runRound(
      batch.map((ids) => () => run(ids)),
      CONCURRENCY,
      logFirstError,
    );
    if (round.errors > 0) throw new Error(`${label}: ${round.errors} comparisons failed`);
    pooled.push(...round.times);
    console.log(
      `${label} round ${r + 1}: p50=${ms(pct(round.times, 50))} p99=${ms(pct(round.times, 99))} max=${ms(Math.max(...round.times))} (${(batch.length / (round.wallMs / 1000)).toFixed(0)}/s)`,
    );
  }
  const figures = { p50: pct(pooled, 50), p99: pct(pooled, 99) };
  console.log(`${label} pooled (${pooled.length}): p50=${ms(figures.p50)} p99=${ms(figures.p99)}`);
  return figures;
}

async function main(): Promise<void> {
  const database = await load();
  const ids = await idsByKind();
  console.log(
    `items: ${ids.get(1)?.length} parts, ${ids.get(2)?.length} components; ${COMPARED} per comparison, concurrency ${CONCURRENCY}`,
  );
  const lists = comparisons(ids, (ROUNDS + 1) * PER_ROUND, 20261125);

  const service = createCompareService({
    repository: createCompareRepository(database.db),
    catalog: buildCatalogService(database.db),
  });
  const sample = await service.compare(lists[0]?.join(',') ?? '');
  console.log(
    `sample: ${sample.items.length} items, ${sample.rows.length} rows, ${sample.rows.filter((r) => r.differs).length} differing`,
  );
  const direct = await measure('service', lists, (list) => service.compare(list.join(',')));
  await database.close();

  let http: { p50: number; p99: number } | null = null;
  if (HTTP) {
    const app = await buildApp({
      config: loadConfig({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: URL, LOG_LEVEL: 'silent' }),
      database: { engine: 'postgres', connectionString: URL, schema: SCHEMA, poolMax: CONCURRENCY + 2 },
      logger: pino({ level: 'silent' }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const building = performance.now();
    await app.services.search.start();
    console.log(
      `http: the app listens on ${origin} (its search index built in ${secs(performance.now() - building)}, not measured)`,
    );
    const httpLists = comparisons(ids, (ROUNDS + 1) * PER_ROUND, 20261126);
    http = await measure('http', httpLists, async (list) => {
      const res = await fetch(`${origin}/to/api/compare/items?ids=${list.join(',')}`);
      const body = (await res.json()) as { code: number; msg: string };
      if (body.code !== 0) throw new Error(body.msg);
    });
    const exportStarted = performance.now();
    const xlsx = await fetch(`${origin}/to/api/compare/export?ids=${httpLists[0]?.join(',')}&format=xlsx`);
    const bytes = (await xlsx.arrayBuffer()).byteLength;
    console.log(
      `http: one .xlsx export of ${COMPARED} items: ${bytes} bytes in ${ms(performance.now() - exportStarted)}`,
    );
    await app.close();
  }
  await pool.end();

  console.log(
    `target: compare10_p99 ≤ ${TARGET_P99} ms → ${direct.p99 <= TARGET_P99 ? 'met' : 'NOT met'} at ${N.toLocaleString('en-US')} items`,
  );
  console.log(
    `COMPARE items=${N} compare10_p50=${ms(direct.p50)} compare10_p99=${ms(direct.p99)}${http ? ` http_p50=${ms(http.p50)} http_p99=${ms(http.p99)}` : ''}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
