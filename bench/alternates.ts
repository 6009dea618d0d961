/**
 * Alternates bench (issue 10, section Performance). Prints figures; never a timed test.
 *
 *   npm run bench:alternates -- --items 1000000 [--samples 1000] [--rounds 3] [--reload]
 *
 * 1. Load: the catalogue at N items into PostgreSQL (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test),
 *    schema jk_alternates_<N>, through the app's migrations (0005: item_alternates_idx) and the app's seed;
 *    catalog_meta 'bench-alternates' records the catalogue version, so a later run with the same N reuses it.
 * 2. Samples: --samples random public components and parts (deterministic: ordered by md5 of the id).
 * 3. Service: for each sample, alternates.of({ id, limit: 50 }) (what the route calls), one at a time, after a
 *    warm-up pass; --rounds passes; percentiles pooled over every call.
 * 4. HTTP: the same through GET /to/api/alternates?id=… on a listening Fastify with the real route plugin.
 * 5. Comparison: services.compare.compare(ids) (what GET /to/api/compare/items calls) of 10 random items of one
 *    library, --samples comparisons per round, --rounds rounds after a warm-up pass, pooled (bench/compare.ts
 *    measures the comparison alone, also through HTTP and at concurrency 4).
 * Last line: ALTERNATES items=N p50=…ms p99=…ms http_p50=…ms http_p99=…ms compare10_p50=…ms compare10_p99=…ms
 * (targets at 1,000,000: alternates p99 ≤ 50 ms, comparison of 10 items p99 ≤ 30 ms).
 *
 *   const f = await runAlternatesBench({ items: 1_000_000, samples: 1000, rounds: 3 });  // f.line: the ALTERNATES line
 */

import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'kysely';
import type { App } from '../apps/server/src/app.ts';
import type { AppDatabase } from '../apps/server/src/db/database.ts';
import { createAlternatesRepository } from '../apps/server/src/modules/alternates/alternates.repository.ts';
import { alternatesRoutes } from '../apps/server/src/modules/alternates/alternates.routes.ts';
import {
  type AlternatesService,
  createAlternatesService,
} from '../apps/server/src/modules/alternates/alternates.service.ts';
import { buildCatalogService } from '../apps/server/src/modules/catalog/catalog.service.ts';
import { createCompareRepository } from '../apps/server/src/modules/compare/compare.repository.ts';
import { createCompareService } from '../apps/server/src/modules/compare/compare.service.ts';
import { pct } from './measure.ts';
import { openSeededSchema } from './seeded-schema.ts';

export interface AlternatesBenchOptions {
  items: number;
  samples?: number;
  rounds?: number;
  reload?: boolean;
  /** PostgreSQL URL (default DATABASE_URL or the local test database) */
  url?: string;
}

export interface AlternatesFigures {
  items: number;
  calls: number;
  p50: number;
  p99: number;
  max: number;
  httpP50: number;
  httpP99: number;
  /** comparisons of 10 items through the service, pooled */
  compareP50: number;
  compareP99: number;
  /** alternates per answer (mean), drop-in per answer (mean) */
  meanAlternates: number;
  meanDropIn: number;
  line: string;
}

const META_KEY = 'bench-alternates';
const LIMIT = 50;
const _secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const load = (options: Required<AlternatesBenchOptions>): Promise<AppDatabase> =>
  openSeededSchema({
    schema: `jk_alternates_${options.items}`,
    items: options.items,
    metaKey: META_KEY,
    reload: options.reload,
    poolMax: 4,
    url: options.url,
  });

async function sampleIds(database: AppDatabase, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select id from item where org_id is null and kind in (1, 2) order by md5(id::text) limit ${count}`.execute(
    database.db,
  );
  return rows.map((r) => Number(r.id));
}

/** This process's CPU time (user + system, ms) of every timed call: the cost of a call apart from waiting. */
const cpuTimes: number[] = [];

async function time(fn: () => Promise<unknown>): Promise<number> {
  const c = process.cpuUsage();
  const t = performance.now();
  await fn();
  const elapsed = performance.now() - t;
  const used = process.cpuUsage(c);
  cpuTimes.push((used.user + used.system) / 1000);
  return elapsed;
}

/** Lists of 10 random public items of one library each (parts and components in turn). */
async function comparisonLists(database: AppDatabase, count: number): Promise<string[]> {
  const { rows } = await sql<{ id: number; kind: number }>`
    select id, kind from item where org_id is null and kind in (1, 2)
    order by md5(id::text || 'compare') limit ${count * 10}`.execute(database.db);
  const byKind = [1, 2].map((k) => rows.filter((r) => Number(r.kind) === k).map((r) => Number(r.id)));
  const lists: string[] = [];
  for (let i = 0; lists.length < count && i < count * 2; i++) {
    const pool = byKind[i % 2] ?? [];
    const start = Math.floor(i / 2) * 10;
    if (pool.length >= start + 10) lists.push(pool.slice(start, start + 10).join(','));
  }
  return lists;
}

/** Comparisons of 10 items through the compare service: a warm-up pass, then `rounds` timed passes. */
async function compareTimes(database: AppDatabase, samples: number, rounds: number): Promise<number[]> {
  const compare = createCompareService({
    repository: createCompareRepository(database.db),
    catalog: buildCatalogService(database.db),
  });
  const lists = await comparisonLists(database, samples);
  for (const ids of lists) await compare.compare(ids);
  const times: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const t: number[] = [];
    for (const ids of lists) t.push(await time(() => compare.compare(ids)));
    console.log(`compare10 round ${round}: p50=${pct(t, 50).toFixed(2)}ms p99=${pct(t, 99).toFixed(2)}ms`);
    times.push(...t);
  }
  return times;
}

async function startHttp(service: AlternatesService): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.decorate('services', { alternates: service } as unknown as App['services']);
  await app.register(alternatesRoutes, { prefix: '/to/api' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}

export async function runAlternatesBench(input: AlternatesBenchOptions): Promise<AlternatesFigures> {
  const options: Required<AlternatesBenchOptions> = {
    samples: 1000,
    rounds: 3,
    reload: false,
    url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    ...input,
  };
  const database = await load(options);
  try {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from item where org_id is null`.execute(database.db);
    const items = rows[0]?.n ?? 0;
    const service = createAlternatesService(createAlternatesRepository(database.db));
    const ids = await sampleIds(database, options.samples);
    console.log(`samples: ${ids.length} random components and parts of ${items} items`);

    let alternates = 0;
    let dropIn = 0;
    for (const id of ids) {
      const r = await service.of({ id, limit: LIMIT });
      alternates += r.total;
      dropIn += r.dropInTotal;
    }
    const serviceTimes: number[] = [];
    cpuTimes.length = 0;
    const slowest = new Map<number, number>();
    for (let round = 1; round <= options.rounds; round++) {
      const t: number[] = [];
      for (const id of ids) {
        const ms = await time(() => service.of({ id, limit: LIMIT }));
        t.push(ms);
        slowest.set(id, Math.max(ms, slowest.get(id) ?? 0));
      }
      console.log(
        `service round ${round}: p50=${pct(t, 50).toFixed(2)}ms p99=${pct(t, 99).toFixed(2)}ms max=${Math.max(...t).toFixed(2)}ms`,
      );
      serviceTimes.push(...t);
    }

    const cpu = [...cpuTimes];
    console.log(
      `service cpu (this process, per call): p50=${pct(cpu, 50).toFixed(2)}ms p99=${pct(cpu, 99).toFixed(2)}ms; load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)} on ${(await import('node:os')).cpus().length} cores`,
    );
    const top = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 5);
    for (const [id, ms] of top) {
      const r = await service.of({ id, limit: LIMIT });
      console.log(
        `  slow: ${ms.toFixed(1)}ms id ${id} ${r.source.category.name} ${r.source.model} (${r.total} alternates)`,
      );
    }

    const http = await startHttp(service);
    const httpTimes: number[] = [];
    try {
      const get = async (id: number) => {
        const res = await fetch(`${http.url}/to/api/alternates?id=${id}&limit=${LIMIT}`);
        if (res.status !== 200) throw new Error(`HTTP ${res.status} for id ${id}`);
        await res.arrayBuffer();
      };
      for (const id of ids.slice(0, 100)) await get(id);
      const t: number[] = [];
      for (const id of ids) t.push(await time(() => get(id)));
      console.log(`http: p50=${pct(t, 50).toFixed(2)}ms p99=${pct(t, 99).toFixed(2)}ms`);
      httpTimes.push(...t);
    } finally {
      await http.close();
    }

    const compared = await compareTimes(database, options.samples, options.rounds);

    const f = {
      items,
      calls: serviceTimes.length,
      p50: pct(serviceTimes, 50),
      p99: pct(serviceTimes, 99),
      max: Math.max(...serviceTimes),
      httpP50: pct(httpTimes, 50),
      httpP99: pct(httpTimes, 99),
      compareP50: pct(compared, 50),
      compareP99: pct(compared, 99),
      meanAlternates: alternates / ids.length,
      meanDropIn: dropIn / ids.length,
    };
    const line = `ALTERNATES items=${items} p50=${f.p50.toFixed(2)}ms p99=${f.p99.toFixed(2)}ms http_p50=${f.httpP50.toFixed(2)}ms http_p99=${f.httpP99.toFixed(2)}ms compare10_p50=${f.compareP50.toFixed(2)}ms compare10_p99=${f.compareP99.toFixed(2)}ms`;
    return { ...f, line };
  } finally {
    await database.close();
  }
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const items = Number(option('--items') ?? 1_000_000);
  if (!Number.isInteger(items) || items <= 0) throw new Error('--items must be a positive integer');
  const f = await runAlternatesBench({
    items,
    samples: Number(option('--samples') ?? 1000),
    rounds: Number(option('--rounds') ?? 3),
    reload: process.argv.includes('--reload'),
  });
  console.log(
    `figures: ${f.calls} service calls pooled, max ${f.max.toFixed(2)}ms; per item ${f.meanAlternates.toFixed(1)} alternates, ${f.meanDropIn.toFixed(1)} drop-in (target p99 ≤ 50 ms: ${f.p99 <= 50 ? 'met' : 'NOT met'}; comparison of 10 p99 ≤ 30 ms: ${f.compareP99 <= 30 ? 'met' : 'NOT met'})`,
  );
  console.log(f.line);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
