/**
 * Search as a user meets it: over HTTP, through the real server (issue 17). Prints figures; never a timed test.
 *
 *   npm run bench:http -- [--items 100000] [--seconds 15] [--reload]
 *
 * 1. Load: the catalogue at N items into PostgreSQL (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test),
 *    schema jk_http_<N>, through the app's migrations and seed; reused by later runs (bench/seeded-schema.ts).
 * 2. The real app (buildApp, as `npm run serve` builds it) listens on a loopback port; its search index is built
 *    before the clock starts.
 * 3. autocannon drives a fixed mix of requests, each client going round the list from its own place:
 *    keyword searches in the three libraries (Chinese and English words, quantities such as 0.1uF and 10k,
 *    part numbers drawn from the loaded items), second pages, suggestions of typed prefixes, item details
 *    and their same-series tables. Clients send `accept-encoding: br, gzip` as a browser does (answers are
 *    compressed). Runs: concurrency 4, concurrency 32, concurrency 32 uncompressed (`accept-encoding:
 *    identity`, the baseline of the compressed run), and concurrency 32 with writes (an item updated through
 *    the database, as an import does, every 20 requests; the search index follows them through its change log).
 * 4. A line per run: HTTP items=N c=… [encoding=identity] writes=… p50=…ms p99=…ms rps=… errors=… (latencies
 *    pooled over the whole run, from autocannon's histogram).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { BENCH_DATABASE_URL, openSeededSchema } from './seeded-schema.ts';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const N = Number(option('--items') ?? 100_000);
const SECONDS = Math.max(3, Number(option('--seconds') ?? 15));
const RELOAD = process.argv.includes('--reload');
const SCHEMA = `jk_http_${N}`;
const WRITE_EVERY = 20;
if (!Number.isInteger(N) || N <= 0) throw new Error('--items must be a positive integer');

/** Words and quantities engineers type (the relevance set's forms), by library kind. */
const WORDS: Array<[number, string]> = [
  [1, '螺栓'],
  [1, '六角头螺栓'],
  [1, 'M8'],
  [1, 'M10x40'],
  [1, '深沟球轴承'],
  [1, '6205'],
  [1, '垫圈'],
  [1, 'hex nut'],
  [2, '电阻'],
  [2, '贴片电容'],
  [2, '0.1uF'],
  [2, '100nF 0603'],
  [2, '10k'],
  [2, '4.7k 0805'],
  [2, 'X7R'],
  [2, '二极管'],
  [2, 'resistor'],
  [4, '不锈钢'],
  [4, '304'],
  [4, '铝合金'],
];
const PREFIXES: Array<[string, string]> = [
  ['part', 'GB'],
  ['part', '62'],
  ['component', 'RC06'],
  ['component', 'GRM'],
  ['component', 'CL10'],
];

const search = (kind: number, words: string, page = 1) =>
  `/to/api/search/items?kind=${kind}&keyWords=${encodeURIComponent(words)}&page=${page}&pageSize=20`;

/** Public items drawn from the loaded catalogue: their kind, part number and id. */
async function sampleItems(pool: pg.Pool): Promise<Array<[number, string, number]>> {
  const { rows } = await pool.query<{ kind: number; model: string; id: number }>(
    `select c.kind, i.model, i.id from "${SCHEMA}".item i join "${SCHEMA}".category c on c.id = i.category_id
     where i.org_id is null and i.model is not null order by md5(i.id::text) limit 40`,
  );
  return rows.map((r) => [Number(r.kind), r.model, Number(r.id)]);
}

function requestPaths(items: Array<[number, string, number]>): string[] {
  const paths: string[] = [];
  for (const [kind, words] of WORDS) paths.push(search(kind, words));
  for (const [kind, words] of WORDS.slice(0, 6)) paths.push(search(kind, words, 2));
  for (const [kind, model] of items) paths.push(search(kind, model));
  // item pages: the detail and the same-series table the page asks for
  for (const [, , id] of items.slice(0, 12)) {
    paths.push(`/to/api/catalog/items/${id}`, `/to/api/catalog/items/${id}/siblings`);
  }
  for (const [library, prefix] of PREFIXES)
    paths.push(`/to/api/public/${library}/es/keyword/suggest?keyword=${encodeURIComponent(prefix)}&size=15`);
  return paths;
}

/** Every request of the mix answers 200 before anything is timed: the errors counted later are the load's. */
async function checkEachOnce(origin: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    const res = await fetch(origin + path);
    if (res.status !== 200)
      throw new Error(`${path}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  }
}

interface RunFigures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  requests: number;
}

/** `br, gzip` as a browser sends; `identity` for the uncompressed baseline. */
type Encoding = 'br, gzip' | 'identity';

async function run(
  origin: string,
  paths: string[],
  connections: number,
  encoding: Encoding = 'br, gzip',
): Promise<RunFigures> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: SECONDS,
    headers: { 'accept-encoding': encoding },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

/** Updates one item every WRITE_EVERY requests of the running load, until stopped; returns the count. */
function startWriter(pool: pg.Pool, requestsPerSecond: number) {
  let stopped = false;
  let writes = 0;
  const intervalMs = Math.max(1, (1000 * WRITE_EVERY) / Math.max(1, requestsPerSecond));
  const done = (async () => {
    while (!stopped) {
      await pool.query(
        `update "${SCHEMA}".item set name = name where id = (select id from "${SCHEMA}".item where org_id is null
         offset floor(random() * 1000)::int limit 1)`,
      );
      writes++;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop(): Promise<number> {
      stopped = true;
      await done;
      return writes;
    },
  };
}

function print(c: number, writes: number, f: RunFigures, encoding: Encoding = 'br, gzip'): void {
  const plain = encoding === 'identity' ? ' encoding=identity' : '';
  console.log(
    `HTTP items=${N} c=${c}${plain} writes=${writes} p50=${f.p50.toFixed(1)}ms p99=${f.p99.toFixed(1)}ms rps=${f.rps.toFixed(0)} errors=${f.errors} requests=${f.requests}`,
  );
}

async function main(): Promise<void> {
  const database = await openSeededSchema({
    schema: SCHEMA,
    items: N,
    metaKey: 'http-bench',
    reload: RELOAD,
  });
  await database.close();
  const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 2 });
  pool.on('error', () => {});
  const app = await buildApp({
    config: loadConfig({
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: BENCH_DATABASE_URL,
      LOG_LEVEL: 'silent',
    }),
    database: { engine: 'postgres', connectionString: BENCH_DATABASE_URL, schema: SCHEMA, poolMax: 8 },
    logger: pino({ level: 'silent' }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const building = performance.now();
  await app.services.search.start();
  console.log(
    `http: ${origin}, search index built in ${((performance.now() - building) / 1000).toFixed(1)} s`,
  );
  const paths = requestPaths(await sampleItems(pool));
  console.log(`mix: ${paths.length} distinct requests, ${SECONDS} s per run`);
  await run(origin, paths, 4).then((f) => console.log(`warm-up: ${f.requests} requests (excluded)`));
  await checkEachOnce(origin, paths);
  const c4 = await run(origin, paths, 4);
  print(4, 0, c4);
  const c32 = await run(origin, paths, 32);
  print(32, 0, c32);
  // the baseline: the same load with answers sent uncompressed (what compression costs or saves here)
  print(32, 0, await run(origin, paths, 32, 'identity'), 'identity');
  const writer = startWriter(pool, c32.rps);
  const mixed = await run(origin, paths, 32);
  print(32, await writer.stop(), mixed);
  await app.close();
  await pool.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
