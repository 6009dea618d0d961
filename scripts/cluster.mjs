#!/usr/bin/env node
/**
 * A real multi-process topology on this machine (issue 17):
 *   npm run cluster                      start it and keep it running (Ctrl-C stops and removes it)
 *   npm run cluster -- --test            start it, run the cluster checks, stop (exit 1 when a check fails)
 *   options: --items N (catalogue size, default 20000), --keep (leave the folder for a look at the logs)
 *
 * Everything lives under /tmp/jk-cluster and on its own ports, so the machine's own PostgreSQL and Redis
 * are not touched:
 *   PostgreSQL primary 127.0.0.1:5440 (initdb here), a streaming replica 127.0.0.1:5441 (pg_basebackup -R),
 *   Redis 127.0.0.1:6390, three app processes 127.0.0.1:8191–8193 (DATABASE_URL the primary,
 *   DATABASE_READ_URL the replica, REDIS_URL, TRUST_PROXY), and HAProxy (Debian's; installed when missing)
 *   on 127.0.0.1:8190 with health checks on /to/api/health/ready.
 *
 * The checks (--test), each printed as CLUSTER check=… ok=… with its figures:
 *   fresh    an item renamed in the primary is found by a search through each of the three apps within 1 s;
 *   kill     32 clients write client-log entries through HAProxy for 8 s; one app is killed (SIGKILL) after 3 s:
 *            every acknowledged write is in the database, and only requests in flight failed (≤ 32);
 *   gone     the replica stopped: the apps' reads go to the primary (readiness says so) and a change is still
 *            found within 1 s; the replica started again: reads go back to it;
 *   lag      replay paused on the replica: reads go to the primary within the lag bound, a change is found
 *            within 2 s; replay resumed.
 * Runs as root (PostgreSQL runs as the postgres user through runuser).
 */
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIR = '/tmp/jk-cluster';
const PG_BIN = `/usr/lib/postgresql/${execFileSync('ls', ['/usr/lib/postgresql']).toString().trim().split('\n').pop()}/bin`;
const PRIMARY_PORT = 5440;
const REPLICA_PORT = 5441;
const REDIS_PORT = 6390;
const APP_PORTS = [8191, 8192, 8193];
const PROXY_PORT = 8190;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const ITEMS = Number(arg('--items', '20000'));
const TEST = process.argv.includes('--test');
const KEEP = process.argv.includes('--keep');
const PRIMARY_URL = `postgres://postgres@127.0.0.1:${PRIMARY_PORT}/jianku`;
const REPLICA_URL = `postgres://postgres@127.0.0.1:${REPLICA_PORT}/jianku`;
const children = new Map();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (line) => console.log(`cluster: ${line}`);

function asPostgres(cmd, args) {
  execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, cmd), ...args], { stdio: 'pipe' });
}

function pgCtl(dataDir, action) {
  asPostgres('pg_ctl', ['-D', dataDir, '-l', `${dataDir}.log`, '-w', '-m', 'fast', action]);
}

function ensureHaproxy() {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'pipe' });
  } catch {
    log('installing haproxy (Debian)');
    execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
}

function startDatabases() {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  chownSync(DIR, uid('postgres'), gid('postgres'));
  const primary = join(DIR, 'primary');
  asPostgres('initdb', ['-D', primary, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  appendFileSync(
    join(primary, 'postgresql.conf'),
    `\nport = ${PRIMARY_PORT}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${DIR}'\nwal_level = replica\nmax_wal_senders = 5\n`,
  );
  pgCtl(primary, 'start');
  execFileSync('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(PRIMARY_PORT),
    '-U',
    'postgres',
    '-qc',
    'create database jianku',
  ]);
  const replica = join(DIR, 'replica');
  asPostgres('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(PRIMARY_PORT),
    '-U',
    'postgres',
    '-D',
    replica,
    '-R',
    '-X',
    'stream',
  ]);
  appendFileSync(join(replica, 'postgresql.conf'), `\nport = ${REPLICA_PORT}\n`);
  pgCtl(replica, 'start');
  log(`PostgreSQL primary :${PRIMARY_PORT}, streaming replica :${REPLICA_PORT}`);
}

const uid = (user) => Number(execFileSync('id', ['-u', user]).toString());
const gid = (user) => Number(execFileSync('id', ['-g', user]).toString());

function startChild(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const file = join(DIR, `${name}.log`);
  child.stdout.on('data', (d) => appendFileSync(file, d));
  child.stderr.on('data', (d) => appendFileSync(file, d));
  children.set(name, child);
  return child;
}

function startApp(i) {
  const port = APP_PORTS[i];
  return startChild(`app${i + 1}`, process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(DIR, `app${i + 1}`),
    DATABASE_URL: PRIMARY_URL,
    DATABASE_READ_URL: REPLICA_URL,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    CATALOG_SEED_SIZE: String(ITEMS),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
}

async function readiness(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/to/api/health/ready`);
    return { status: res.status, body: await res.json() };
  } catch {
    return { status: 0, body: null };
  }
}

async function waitReady(port, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if ((await readiness(port)).status === 200) return;
    await sleep(500);
  }
  throw new Error(`app :${port} not ready after ${seconds} s (see ${DIR}/*.log)`);
}

function startProxy() {
  const servers = APP_PORTS.map(
    (p, i) => `  server app${i + 1} 127.0.0.1:${p} check inter 500 fall 2 rise 2`,
  ).join('\n');
  const cfg = `global
  maxconn 1024
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  retries 3
  option redispatch
  option forwardfor
frontend portal
  bind 127.0.0.1:${PROXY_PORT}
  default_backend apps
backend apps
  balance roundrobin
  option httpchk GET /to/api/health/ready
  http-check expect status 200
${servers}
`;
  writeFileSync(join(DIR, 'haproxy.cfg'), cfg);
  startChild('haproxy', 'haproxy', ['-f', join(DIR, 'haproxy.cfg'), '-db']);
  log(`HAProxy :${PROXY_PORT} → apps :${APP_PORTS.join(', :')}`);
}

async function start() {
  ensureHaproxy();
  startDatabases();
  startChild('redis', 'redis-server', [
    '--port',
    String(REDIS_PORT),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  startApp(0);
  await waitReady(APP_PORTS[0], 600); // the first app seeds the catalogue
  log(`app1 :${APP_PORTS[0]} ready (catalogue of ${ITEMS} items seeded)`);
  startApp(1);
  startApp(2);
  await Promise.all([waitReady(APP_PORTS[1], 300), waitReady(APP_PORTS[2], 300)]);
  log(`app2 :${APP_PORTS[1]}, app3 :${APP_PORTS[2]} ready`);
  startProxy();
  await sleep(1500);
}

async function stop() {
  for (const [, child] of children) child.kill('SIGTERM');
  await sleep(1000);
  for (const [, child] of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const name of ['replica', 'primary']) {
    try {
      pgCtl(join(DIR, name), 'stop');
    } catch {
      // not running
    }
  }
  if (!KEEP) rmSync(DIR, { recursive: true, force: true });
}

// ---- the checks -----------------------------------------------------------------------------------------

const primaryPool = new pg.Pool({ connectionString: PRIMARY_URL, max: 2 });
const replicaPool = new pg.Pool({ connectionString: REPLICA_URL, max: 1 });
primaryPool.on('error', () => {});
replicaPool.on('error', () => {});
const results = [];

function report(check, ok, figures) {
  results.push(ok);
  console.log(
    `CLUSTER check=${check} ok=${ok} ${Object.entries(figures)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
}

/** Rename one public part to a new marker; the ms until each listed app's search finds it. */
async function freshness(ports, boundMs) {
  const { rows } = await primaryPool.query(
    `select i.id, c.kind from item i join category c on c.id = i.category_id
     where i.org_id is null order by i.id limit 1 offset floor(random() * 500)::int`,
  );
  const { id, kind } = rows[0];
  const marker = `QZX${Date.now().toString(36).toUpperCase()}`;
  const started = Date.now();
  await primaryPool.query('update item set name = $1 where id = $2', [marker, id]);
  return Promise.all(
    ports.map(async (port) => {
      while (Date.now() - started < boundMs * 5) {
        const res = await fetch(
          `http://127.0.0.1:${port}/to/api/search/items?kind=${kind}&keyWords=${marker}&page=1&pageSize=20`,
        );
        const body = await res.json();
        if (body?.data?.total >= 1) return Date.now() - started;
        await sleep(25);
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
}

async function checkFresh() {
  const times = await freshness(APP_PORTS, 1000);
  report(
    'fresh',
    times.every((t) => t <= 1000),
    { ms: times.join(',') },
  );
}

async function checkKill() {
  const run = Date.now().toString(36);
  let sent = 0;
  const acked = new Set();
  let failed = 0;
  const until = Date.now() + 8000;
  const killAt = Date.now() + 3000;
  let killed = false;
  const worker = async (w) => {
    while (Date.now() < until) {
      if (!killed && Date.now() >= killAt) {
        killed = true;
        children.get('app2')?.kill('SIGKILL');
      }
      const n = sent++;
      const message = `cluster-${run}-${n}`;
      try {
        const res = await fetch(`http://127.0.0.1:${PROXY_PORT}/tool/api/front/log`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${w}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({ data: JSON.stringify([{ message, time: new Date().toISOString() }]) }),
        });
        const body = await res.json().catch(() => null);
        if (res.status === 200 && body?.data?.count === 1) acked.add(message);
        else failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: 32 }, (_, w) => worker(w)));
  const { rows } = await primaryPool.query('select message from front_log where message like $1', [
    `cluster-${run}-%`,
  ]);
  const stored = new Set(rows.map((r) => r.message));
  const lost = [...acked].filter((m) => !stored.has(m)).length;
  report('kill', lost === 0 && failed <= 32, { sent, acked: acked.size, stored: stored.size, lost, failed });
}

async function readsOf(port) {
  return (await readiness(port)).body?.data?.reads?.target ?? (await readiness(port)).body?.reads?.target;
}

async function waitReads(ports, target, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const reads = await Promise.all(ports.map(readsOf));
    if (reads.every((r) => r === target)) return Date.now() - (until - seconds * 1000);
    await sleep(100);
  }
  return Number.POSITIVE_INFINITY;
}

async function checkGone(live) {
  pgCtl(join(DIR, 'replica'), 'stop');
  const switchMs = await waitReads(live, 'primary', 5);
  const times = await freshness(live, 1000);
  pgCtl(join(DIR, 'replica'), 'start');
  const backMs = await waitReads(live, 'replica', 15);
  report('gone', switchMs < 5000 && times.every((t) => t <= 1000) && backMs < 15000, {
    to_primary_ms: switchMs,
    fresh_ms: times.join(','),
    back_to_replica_ms: backMs,
  });
}

async function checkLag(live) {
  await replicaPool.query('select pg_wal_replay_pause()');
  const times = await freshness(live, 2000);
  const reads = await Promise.all(live.map(readsOf));
  await replicaPool.query('select pg_wal_replay_resume()');
  const backMs = await waitReads(live, 'replica', 15);
  report('lag', times.every((t) => t <= 2000) && reads.every((r) => r === 'primary') && backMs < 15000, {
    fresh_ms: times.join(','),
    reads_while_paused: reads.join(','),
    back_to_replica_ms: backMs,
  });
}

async function main() {
  if (!existsSync(join(root, 'apps/web/dist/index.html')))
    log('note: the web app is not built (npm run build); the API works without it');
  try {
    await start();
    log(`ready: http://127.0.0.1:${PROXY_PORT}/ (logs in ${DIR})`);
    if (!TEST) {
      await new Promise((resolvePromise) => {
        process.on('SIGINT', resolvePromise);
        process.on('SIGTERM', resolvePromise);
      });
      return;
    }
    const initial = await waitReads(APP_PORTS, 'replica', 15);
    log(`reads on the replica in every app after ${initial} ms`);
    await checkFresh();
    await checkKill();
    const live = [APP_PORTS[0], APP_PORTS[2]];
    await checkGone(live);
    await checkLag(live);
  } finally {
    await primaryPool.end().catch(() => {});
    await replicaPool.end().catch(() => {});
    await stop();
  }
  if (TEST && results.some((ok) => !ok)) process.exit(1);
}

main().catch(async (err) => {
  console.error(err);
  await stop().catch(() => {});
  process.exit(1);
});
