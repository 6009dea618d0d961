/** The search bench's options (command line and environment), targets and its PostgreSQL pool. */
import pg from 'pg';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
export const N = Number(option('--items') ?? 1_000_000);
export const ROUNDS = Math.max(1, Number(option('--rounds') ?? 3));
export const SCHEMA = option('--schema') ?? 'jk_bench';
export const RELOAD = process.argv.includes('--reload');
/** development runs: our search and suggestions only, no PostgreSQL baseline and so no SEARCH line */
export const OURS_ONLY = process.argv.includes('--ours-only');
/** development: write a V8 CPU profile of our search's measured rounds to this file (.cpuprofile) */
export const CPU_PROFILE = option('--cpu-profile');
/** development: keep only the search queries whose label contains this text */
export const MATCH = option('--match');
export const URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
export const BENCH_META_KEY = 'bench';
/** bump when the baseline's column or index changes (forces a reload) */
export const FTS_FORMAT = 1;
const PG_TIMEOUT_MS = 30_000;
/** per-sort memory of the baseline's sessions (the server default, 4MB, spills the matches to disk) */
const PG_WORK_MEM = '64MB';
if (!Number.isInteger(N) || N <= 0) throw new Error('--items must be a positive integer');
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(SCHEMA)) throw new Error(`bad --schema ${SCHEMA}`);

export const TARGET = { p99: 25, suggestP99: 5, ratio: 5, buildS: 60 };
export const MB = 1048576;
export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const gc = (globalThis as { gc?: () => void }).gc;

export const pool = new pg.Pool({
  connectionString: URL,
  max: CONCURRENCY,
  options: `-c search_path=${SCHEMA},public -c statement_timeout=${PG_TIMEOUT_MS} -c work_mem=${PG_WORK_MEM}`,
});
pool.on('error', () => {});
