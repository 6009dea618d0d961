#!/usr/bin/env node
/**
 * Fault test (issue 18, Reliability): what already holds must keep holding. Not part of `npm test`
 * (it takes a minute or two and kills processes); run it by hand or in a CI stage of its own:
 *
 *   npm run test:faults [-- --cycles 3] [--engines pglite,postgres] [--restart-postgres]
 *
 * 1. kill -9 during bursts, per engine (PGlite in DATA_DIR, and PostgreSQL in a fresh database
 *    jk_faults_<pid> on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test):
 *    start the real server (apps/server/src/main.ts), send bursts of front-end log writes
 *    (POST /tool/api/front/log, 12 at a time, each with a unique marker; "acknowledged" = HTTP 200),
 *    SIGKILL the server in the middle of a burst, start it again on the same data, repeat --cycles
 *    times; then stop it cleanly and read the front_log table directly: every acknowledged marker must
 *    be there (lost=0). Found-but-unacknowledged rows (in flight at the kill) are counted, not an error.
 * 2. PostgreSQL sessions cut during load: while writes run, terminate every backend of the server's
 *    database three times (pg_terminate_backend, so nothing outside this test is touched); the
 *    server must keep answering liveness, accept writes again, become ready again, and lose nothing
 *    acknowledged. --restart-postgres restarts the whole cluster instead
 *    (pg_ctlcluster --skip-systemctl-redirect 15 main restart): only on a machine that is yours,
 *    since it cuts every other user of that server too.
 * Prints one line per scenario, e.g.
 *   FAULTS pglite kills=3 acked=507 found=507 lost=0 unacked_found=9 restarts_ok=3
 * and exits 1 if anything acknowledged was lost or the server did not come back.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const CYCLES = Math.max(1, Number(option('--cycles', '3')));
const ENGINES = option('--engines', 'pglite,postgres').split(',');
const RESTART_POSTGRES = process.argv.includes('--restart-postgres');
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WORK = `/tmp/health-faults-run-${process.pid}`;
const CONCURRENCY = 12;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let failed = false;

/** Start the real server; resolves with its URL once GET /to/api/health (readiness) answers 200. */
async function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      CATALOG_SEED_SIZE: '0',
      TRUST_PROXY: 'true',
      WEB_DIST: join(WORK, 'no-web'),
      MIN_FREE_DISK_MB: '64',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (b) => {
    output += b;
  });
  child.stderr.on('data', (b) => {
    output += b;
  });
  const started = Date.now();
  let url;
  while (!url) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output.slice(-3000)}`);
    if (Date.now() - started > 120_000) throw new Error(`server did not start:\n${output.slice(-3000)}`);
    const port = /件库已启动：http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
    if (port) url = `http://127.0.0.1:${port}`;
    else await sleep(100);
  }
  for (;;) {
    try {
      if ((await fetch(`${url}/to/api/health`)).ok) break;
    } catch {}
    if (Date.now() - started > 120_000) throw new Error(`server not ready:\n${output.slice(-3000)}`);
    await sleep(100);
  }
  return { child, url, output: () => output };
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

let ipCounter = 0;
/** One front-end log write with `marker`; true when acknowledged (HTTP 200, count 1). */
async function writeLog(url, marker) {
  ipCounter++;
  const res = await fetch(`${url}/tool/api/front/log`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // TRUST_PROXY: one address per write, so that the per-address limit (120/min) does not apply
      'x-forwarded-for': `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
    },
    body: JSON.stringify({ data: JSON.stringify([{ message: marker, type: 'error', level: 0 }]) }),
  });
  if (res.status !== 200) return { ok: false, status: res.status };
  const body = await res.json();
  return { ok: body.code === 0 && body.data?.count === 1, status: res.status };
}

/** Writes by CONCURRENCY workers until `stop()` says so; collects acknowledged and attempted markers. */
function load(url, prefix, acked, attempted, errors) {
  let stopped = false;
  let n = 0;
  const worker = async () => {
    while (!stopped) {
      const marker = `${prefix}-${n++}`;
      attempted.add(marker);
      try {
        const r = await writeLog(url, marker);
        if (r.ok) acked.add(marker);
        else errors.push(r.status);
      } catch {
        errors.push('network');
        await sleep(20);
      }
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

async function readMarkers(engine, target) {
  if (engine === 'pglite') {
    const db = await PGlite.create(target);
    try {
      const { rows } = await db.query("select message from front_log where message like 'faults-%'");
      return new Set(rows.map((r) => r.message));
    } finally {
      await db.close();
    }
  }
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    const { rows } = await client.query("select message from front_log where message like 'faults-%'");
    return new Set(rows.map((r) => r.message));
  } finally {
    await client.end();
  }
}

function compare(acked, attempted, found) {
  const lost = [...acked].filter((m) => !found.has(m));
  const unackedFound = [...found].filter((m) => !acked.has(m) && attempted.has(m)).length;
  return { lost, unackedFound };
}

/** Scenario 1: kill -9 during bursts, restart, nothing acknowledged lost. */
async function killDuringBursts(engine, env, target) {
  const acked = new Set();
  const attempted = new Set();
  const errors = [];
  let restartsOk = 0;
  let server = await startServer(env);
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const writes = load(server.url, `faults-${engine}-kill${cycle}`, acked, attempted, errors);
    await sleep(1000 + Math.floor(Math.random() * 2000));
    const pid = server.child.pid;
    const before = acked.size;
    server.child.kill('SIGKILL');
    await exited(server.child);
    await writes.stop();
    console.log(
      `  ${engine}: cycle ${cycle}: kill -9 pid ${pid} during a burst (${before} acknowledged so far)`,
    );
    server = await startServer(env);
    restartsOk++;
  }
  server.child.kill('SIGTERM');
  await exited(server.child);
  const found = await readMarkers(engine, target);
  const { lost, unackedFound } = compare(acked, attempted, found);
  const mine = [...found].filter((m) => m.startsWith(`faults-${engine}-kill`)).length;
  console.log(
    `FAULTS ${engine} kills=${CYCLES} acked=${acked.size} found=${mine} lost=${lost.length} unacked_found=${unackedFound} restarts_ok=${restartsOk} failed_at_kill=${errors.length}`,
  );
  if (lost.length > 0) {
    failed = true;
    console.log(`  lost: ${lost.slice(0, 10).join(', ')}`);
  }
}

/** Scenario 2: PostgreSQL sessions cut (or the cluster restarted) during load; the server survives. */
async function cutPostgresDuringLoad(env, target, admin) {
  const acked = new Set();
  const attempted = new Set();
  const errors = [];
  const server = await startServer(env);
  let stopping = false;
  server.child.once('exit', (code, signal) => {
    if (!stopping)
      console.log(
        `  postgres: the server exited (${code ?? signal}) during the cuts:\n${server.output().slice(-4000)}`,
      );
  });
  const dbName = new URL(target).pathname.slice(1);
  let liveFailures = 0;
  let liveChecks = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      liveChecks++;
      try {
        const res = await fetch(`${server.url}/to/api/health/live`, { signal: AbortSignal.timeout(2000) });
        if (!res.ok) liveFailures++;
      } catch {
        liveFailures++;
      }
      await sleep(100);
    }
  })();
  const writes = load(server.url, 'faults-postgres-cut', acked, attempted, errors);
  let terminated = 0;
  for (let i = 0; i < 3; i++) {
    await sleep(1500);
    if (RESTART_POSTGRES) {
      const r = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', '15', 'main', 'restart'], {
        stdio: 'inherit',
      });
      console.log(`  postgres: pg_ctlcluster restart → exit ${r.status}`);
    } else {
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      terminated += rows.filter((r) => r.ok).length;
      console.log(`  postgres: pg_terminate_backend on ${rows.length} session(s) of ${dbName}`);
    }
  }
  await sleep(1500);
  await writes.stop();
  // writes after the cuts: every one must be acknowledged
  let after = 0;
  for (let i = 0; i < 20; i++) if ((await writeLog(server.url, `faults-postgres-after-${i}`)).ok) after++;
  for (let i = 0; i < 20; i++) acked.add(`faults-postgres-after-${i}`);
  const readyStarted = Date.now();
  let readyMs = -1;
  while (Date.now() - readyStarted < 15_000) {
    if ((await fetch(`${server.url}/to/api/health/ready`)).ok) {
      readyMs = Date.now() - readyStarted;
      break;
    }
    await sleep(100);
  }
  polling = false;
  await poller;
  const alive = server.child.exitCode === null;
  stopping = true;
  server.child.kill('SIGTERM');
  await exited(server.child);
  const found = await readMarkers('postgres', target);
  const { lost } = compare(acked, attempted, found);
  const mine = [...found].filter(
    (m) => m.startsWith('faults-postgres-cut') || m.startsWith('faults-postgres-after'),
  ).length;
  const what = RESTART_POSTGRES ? 'cluster_restarts=3' : `terminations=3 backends=${terminated}`;
  console.log(
    `FAULTS postgres-cut ${what} acked=${acked.size} found=${mine} lost=${lost.length} errors_during=${errors.length} writes_after=${after}/20 live_failures=${liveFailures}/${liveChecks} ready_after_ms=${readyMs} server_alive=${alive}`,
  );
  if (lost.length > 0 || after !== 20 || readyMs < 0 || !alive || liveFailures > 0) failed = true;
}

async function main() {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  try {
    if (ENGINES.includes('pglite')) {
      const dataDir = join(WORK, 'data');
      await killDuringBursts('pglite', { DATA_DIR: dataDir }, join(dataDir, 'pglite'));
    }
    if (ENGINES.includes('postgres')) {
      const dbName = `jk_faults_${process.pid}`;
      const adminUrl = new URL(BASE_URL);
      const admin = new pg.Client({ connectionString: adminUrl.toString() });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      const target = new URL(BASE_URL);
      target.pathname = `/${dbName}`;
      try {
        const env = { DATA_DIR: join(WORK, 'pg-data'), DATABASE_URL: target.toString() };
        await killDuringBursts('postgres', env, target.toString());
        await cutPostgresDuringLoad(env, target.toString(), admin);
      } finally {
        await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
        await admin.end();
      }
    }
  } finally {
    rmSync(WORK, { recursive: true, force: true });
  }
  console.log(failed ? 'FAULTS result=FAILED' : 'FAULTS result=ok');
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
