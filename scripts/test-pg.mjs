#!/usr/bin/env node
/**
 * Runs the server's test suite against a PostgreSQL server instead of the embedded PGlite:
 *   node scripts/test-pg.mjs [extra vitest args]
 * DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test. Each test file works in its own
 * fresh schema (jk_test_...), dropped at the end; schemas left by crashed runs (older than 6 hours)
 * are dropped first.
 * When PostgreSQL cannot be reached: exit 1 if CI has any non-empty value (scripts/ci.mjs) or REQUIRE_PG is set, else print "skipped", exit 0.
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isCI } from './ci.mjs';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.DATABASE_URL || DEFAULT_URL;
const required = isCI() || Boolean(process.env.REQUIRE_PG);
const shownUrl = databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

async function prepare() {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select nspname from pg_namespace where nspname like 'jk\\_test\\_%'",
    );
    for (const { nspname } of rows) {
      // jk_test_<base-36 milliseconds>_<random>
      const created = Number.parseInt(nspname.split('_')[2] ?? '', 36);
      if (Number.isFinite(created) && Date.now() - created > STALE_AFTER_MS) {
        await client.query(`drop schema if exists "${nspname}" cascade`);
      }
    }
  } finally {
    await client.end();
  }
}

try {
  await prepare();
} catch (err) {
  const reason = err instanceof Error ? err.message : String(err);
  if (required) {
    console.error(
      `test:pg: PostgreSQL is not reachable at ${shownUrl} (${reason}); CI/REQUIRE_PG is set: failing.`,
    );
    process.exit(1);
  }
  console.log(`test:pg: skipped: PostgreSQL is not reachable at ${shownUrl} (${reason}).`);
  process.exit(0);
}

console.log(`test:pg: running the server tests on PostgreSQL ${shownUrl}`);
const child = spawn('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
