#!/usr/bin/env node
/**
 * Runs the server's test suite against a PostgreSQL server instead of the embedded PGlite:
 *   node scripts/test-pg.mjs [extra vitest args]
 * DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test. Each test file works in its own
 * fresh schema (jk_test_...), dropped at the end; schemas left by crashed runs (older than 6 hours)
 * are dropped first. A file that starts on a seeded catalogue works in its own database instead, a copy of a
 * seeded template database (jk_tpl_<sources' hash>, made once: apps/server/src/testing-seeded-template.ts);
 * copies left by crashed runs are dropped by the same age, templates a day after they were made.
 * When PostgreSQL cannot be reached: exit 1 if CI has any non-empty value (scripts/ci.mjs) or REQUIRE_PG is set, else print "skipped", exit 0.
 * The files that never open a database (scripts/pg-independent.mjs, each with its reason) ran in the unit stage
 * and are not run again here.
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isCI } from './ci.mjs';
import { PG_INDEPENDENT } from './pg-independent.mjs';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;
const TEMPLATE_STALE_AFTER_MS = 24 * 60 * 60 * 1000;
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
    // the test files' copies of the seeded templates (jk_test_..., dropped when their app closes) left by
    // crashed runs go by the same age; the templates themselves (jk_tpl_..., keyed by the sources' hash, their
    // creation time in their comment: apps/server/src/testing-seeded-template.ts) a day after they were made
    const { rows: databases } = await client.query(
      "select datname, shobj_description(oid, 'pg_database') as made from pg_database where datname like 'jk\\_t%'",
    );
    for (const { datname, made } of databases) {
      const test = datname.startsWith('jk_test_');
      const created = test ? Number.parseInt(datname.split('_')[2] ?? '', 36) : Number(made ?? Number.NaN);
      const age = Date.now() - created;
      const stale = Number.isFinite(created) && age > (test ? STALE_AFTER_MS : TEMPLATE_STALE_AFTER_MS);
      if (stale) await client.query(`drop database if exists "${datname}" with (force)`);
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

console.log(
  `test:pg: running the server tests on PostgreSQL ${shownUrl} (${PG_INDEPENDENT.length} files that open no database ran in the unit stage: scripts/pg-independent.mjs)`,
);
// vitest.config.ts leaves out the PG_INDEPENDENT files when JIANKU_TEST_STAGE is pg
const projects = ['--project', 'server'];
const child = spawn('npx', ['vitest', 'run', ...projects, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl, JIANKU_TEST_STAGE: 'pg' },
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
