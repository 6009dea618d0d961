/**
 * Requests before background work on PGlite (issue 18, Reliability): latency of request-like work
 * while the catalogue seed and the search index build run, baseline (one first-come queue for the
 * one PGlite session, as before) against new (requests go before queued background queries:
 * db/priority.ts and ConnectionMutex in db/pglite-dialect.ts). Prints figures; never a timed test.
 *
 *   npm run bench:priority -- [--size 30000] [--rounds 3] [--gap 40]
 *
 * baseline: one first-come queue and the seed's 1000 items per statement (as before); new: requests first
 * and the background seed's 250 items per statement (BACKGROUND_SEED_BATCH). The index build reads
 * 2 500 rows per batch in both modes (10 000 before this change; a constant of the search service), and
 * the seed's closing vacuum runs one table per statement in both (one statement of 3 s before).
 *
 * Each round, for each mode (alternating, baseline first then new, so that the machine's load falls on
 * both alike): a fresh app (buildApp, PGlite in memory, listening on 127.0.0.1:0), its empty index
 * built, then in the background (runInBackground, as main.ts and the search service do) the seed of
 * --size catalogue items (the search poller follows its change log and rebuilds) followed by a full
 * index rebuild. While that runs, four probes each send one operation, wait for it, sleep --gap ms:
 *   write/in-process   app.services.frontLog.saveClientLogs (one front-end log entry: an INSERT)
 *   health/in-process  app.services.system.readiness() (an upsert, statfs, the index state)
 *   write/http         POST /tool/api/front/log over HTTP (TRUST_PROXY: one X-Forwarded-For per call)
 *   health/http        GET /to/api/health/ready over HTTP
 *   live/http          GET /to/api/health/live over HTTP (no database: the floor)
 * Latencies are pooled over all rounds per mode and probe; p50 / p99 / max and counts are printed,
 * and one line per probe: PRIORITY probe=… baseline_p50=… baseline_p99=… new_p50=… new_p99=…
 */

import { loadavg } from 'node:os';
import { type App, buildApp } from '../apps/server/src/app.ts';
import { BACKGROUND_SEED_BATCH } from '../apps/server/src/catalog-startup.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { runInBackground } from '../apps/server/src/db/priority.ts';
import { seedItemCount } from '../apps/server/src/modules/catalog/catalog-seed.service.ts';
import { pct } from './measure.ts';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const SIZE = option('--size', 30_000);
const ROUNDS = Math.max(1, option('--rounds', 3));
const GAP_MS = option('--gap', 40);

type Mode = 'baseline' | 'new';
const PROBES = ['write/in-process', 'health/in-process', 'write/http', 'health/http', 'live/http'] as const;
type Probe = (typeof PROBES)[number];

const samples: Record<Mode, Record<Probe, number[]>> = {
  baseline: Object.fromEntries(PROBES.map((p) => [p, []])) as unknown as Record<Probe, number[]>,
  new: Object.fromEntries(PROBES.map((p) => [p, []])) as unknown as Record<Probe, number[]>,
};
const failures: Record<Mode, Map<string, number>> = { baseline: new Map(), new: new Map() };
const backgroundMs: Record<Mode, number[]> = { baseline: [], new: [] };

const logEntry = (n: number) =>
  JSON.stringify([
    {
      message: `bench entry ${n}`,
      stack: 'Error: bench\n    at bench (bench.js:1:1)',
      code: 500,
      url: 'https://www.jianku.com/part/search?keyWords=M8',
      position: 'request',
      name: 'Error',
      level: 0,
      type: 'error',
      hash: 'f4dd0337afad450b91adb042b59dfd1c',
      time: Date.now(),
    },
  ]);

async function startApp(mode: Mode): Promise<{ app: App; url: string }> {
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    DATA_DIR: '/tmp/health-faults-bench',
    MIN_FREE_DISK_MB: '1',
    CATALOG_SEED_SIZE: String(SIZE),
    WEB_DIST: '/tmp/health-faults-bench/no-web',
  });
  const app = await buildApp({
    config,
    database: { engine: 'pglite', dataDir: undefined, prioritise: mode === 'new' },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.services.search.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}` };
}

async function round(mode: Mode): Promise<void> {
  const { app, url } = await startApp(mode);
  let n = 0;
  let done = false;
  const started = performance.now();
  const background = runInBackground(async () => {
    await app.services.catalog.seed({ size: SIZE, batchSize: mode === 'new' ? BACKGROUND_SEED_BATCH : 1000 });
    await app.services.search.sync();
    await app.services.search.rebuild();
  }).finally(() => {
    done = true;
    backgroundMs[mode].push(performance.now() - started);
  });

  const operations: Record<Probe, () => Promise<unknown>> = {
    'write/in-process': () =>
      app.services.frontLog.saveClientLogs(logEntry(++n), { ip: '198.51.100.1', userAgent: 'bench' }),
    'health/in-process': async () => {
      const r = await app.services.system.readiness();
      if (!r.checks.database.ok) throw new Error(r.checks.database.reason ?? 'database not ready');
    },
    'write/http': async () => {
      const res = await fetch(`${url}/tool/api/front/log`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${++n & 255}`,
        },
        body: JSON.stringify({ data: logEntry(n) }),
      });
      if (res.status !== 200) throw new Error(`front log ${res.status}`);
      await res.arrayBuffer();
    },
    'health/http': async () => {
      const res = await fetch(`${url}/to/api/health/ready`);
      const body = (await res.json()) as { data: { checks: { database: { ok: boolean; reason?: string } } } };
      if (!body.data.checks.database.ok)
        throw new Error(body.data.checks.database.reason ?? 'database not ready');
    },
    'live/http': async () => {
      const res = await fetch(`${url}/to/api/health/live`);
      if (res.status !== 200) throw new Error(`live ${res.status}`);
      await res.arrayBuffer();
    },
  };
  const probe = async (name: Probe) => {
    while (!done) {
      const t = performance.now();
      try {
        await operations[name]();
        samples[mode][name].push(performance.now() - t);
      } catch (err) {
        const key = `${name}: ${(err as Error).message}`;
        failures[mode].set(key, (failures[mode].get(key) ?? 0) + 1);
      }
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
  };
  await Promise.all([background, ...PROBES.map(probe)]);
  await app.close();
}

const describe = (failed: Map<string, number>) =>
  failed.size === 0 ? 'none' : [...failed].map(([what, n]) => `${n}× ${what}`).join(', ');

const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(1) : v.toFixed(0));

async function main(): Promise<void> {
  console.log(
    `db-priority: PGlite in memory, seed ${SIZE} (${seedItemCount(SIZE)} items) + index rebuild, ${ROUNDS} round(s) per mode, probe gap ${GAP_MS} ms, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (let r = 1; r <= ROUNDS; r++) {
    for (const mode of ['baseline', 'new'] as const) {
      await round(mode);
      const last = backgroundMs[mode][backgroundMs[mode].length - 1] ?? 0;
      console.log(`round ${r} ${mode}: background ${(last / 1000).toFixed(1)} s`);
    }
  }
  console.log('');
  console.log('probe               mode       n      p50 ms   p99 ms   max ms');
  for (const name of PROBES) {
    for (const mode of ['baseline', 'new'] as const) {
      const sorted = [...samples[mode][name]].sort((a, b) => a - b);
      console.log(
        `${name.padEnd(19)} ${mode.padEnd(9)} ${String(sorted.length).padStart(4)} ${ms(pct(sorted, 50)).padStart(9)} ${ms(pct(sorted, 99)).padStart(8)} ${ms(sorted[sorted.length - 1] ?? Number.NaN).padStart(8)}`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  console.log(
    `background (seed + rebuild) median: baseline ${(median(backgroundMs.baseline) / 1000).toFixed(1)} s, new ${(median(backgroundMs.new) / 1000).toFixed(1)} s; failed probes (not in the percentiles): baseline ${describe(failures.baseline)}; new ${describe(failures.new)}`,
  );
  for (const name of PROBES) {
    const b = [...samples.baseline[name]].sort((x, y) => x - y);
    const w = [...samples.new[name]].sort((x, y) => x - y);
    console.log(
      `PRIORITY probe=${name} baseline_p50=${ms(pct(b, 50))} baseline_p99=${ms(pct(b, 99))} new_p50=${ms(pct(w, 50))} new_p99=${ms(pct(w, 99))}`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
