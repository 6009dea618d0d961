/**
 * bench:search --mixed (issue 17, "search under writes"): queries with writes among them, as the server
 * meets them. Prints figures; never a timed test.
 *
 *   npm run bench:search -- --mixed --schema jk_bench_writes [--from jk_bench] [--items 1000000] [--rounds 3]
 *
 * 1. Schema: the writes go to --schema (never jk_bench or jk_bench_base, which stay read-only): a copy of
 *    --from (the bench's loaded catalogue at N items) made through the app's migrations, then its catalogue
 *    rows (brand, category, item without the baseline's fts column, item_param) copied with triggers off;
 *    reused by later runs of the same catalogue version and N (--reload copies again).
 * 2. The search service's own build over it; the query mix of search-queries.ts (the hot queries).
 * 3. Rounds of the hot queries shuffled, one fresh query per FRESH_EVERY hot ones (pairs of the mix's terms
 *    and leaf names with a quantity, each asked once in the whole run: the cache has not seen them) and one
 *    write per WRITE_EVERY queries, at concurrency 4. A write is what the server does: an SQL write of the
 *    item table (name and words, brand, parameters, an inserted copy, unpublishing, publishing again), then
 *    the change-log follow of search-index-keeper.ts (sync) that applies it to the index, while the other
 *    queries go on. Rounds alternate between "before" (bench-switches.ts FOLLOW_WRITES off: the behaviour
 *    before issue 17, every addition empties the merged-run cache; ROW_CACHE off: every page's rows read from
 *    the database), "rows" (the caches follow the writes; rows still read every time: what the row
 *    cache alone brings), "kept_off" (everything but KEPT_MATCHES: the matches of a query's conditions
 *    tested on every ask, engine/filtered-runs.ts) and "after" (all on).
 * 4. Percentiles pooled over every query of every round of a mode (not medians of per-round figures), also
 *    for the hot and the fresh queries apart, and the writes' own times (write + follow); then the line
 *    MIXED items=… before_p99=… after_p99=… … (target: pooled p99 ≤ 25 ms at 1M with writes).
 */
import { cpus, loadavg } from 'node:os';
import { type AppDatabase, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { catalogVersion } from '../apps/server/src/modules/catalog/catalog-seed.service.ts';
import { FOLLOW_WRITES, KEPT_MATCHES, ROW_CACHE } from '../apps/server/src/modules/search/bench-switches.ts';
import type { SearchQuery, SearchService } from '../apps/server/src/modules/search/search.service.ts';
import { pct, runRound } from './measure.ts';
import { CONCURRENCY, N, pool, RELOAD, ROUNDS, SCHEMA, secs, TARGET, URL } from './search-options.ts';
import { type Category, EN_TERMS, rng, shuffled, UNIT_TERMS, ZH_TERMS } from './search-queries.ts';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
export const MIXED = process.argv.includes('--mixed');
const FROM = option('--from') ?? 'jk_bench';
const WRITE_EVERY = 20;
const FRESH_EVERY = 10;
const META_KEY = 'bench-mixed';
const READ_ONLY = ['jk_bench', 'jk_bench_base'];
const COPIED = ['brand', 'category', 'item', 'item_param'];

interface MixedMeta {
  version: string;
  size: number;
  items: number;
  from: string;
  copyMs: number;
}

async function columnsOf(table: string): Promise<string> {
  const { rows } = await pool.query<{ c: string }>(
    `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as c
     from information_schema.columns where table_schema = $1 and table_name = $2 and is_generated = 'NEVER'`,
    [SCHEMA, table],
  );
  return rows[0]?.c ?? '';
}

/** Step 1: the schema the writes go to, a copy of FROM (made once per catalogue version and N). */
export async function openMixedSchema(): Promise<{ items: number; database: AppDatabase }> {
  if (READ_ONLY.includes(SCHEMA)) throw new Error(`--mixed writes into --schema: not ${SCHEMA} (read-only)`);
  const version = catalogVersion();
  const open = () =>
    openDatabase({ engine: 'postgres', connectionString: URL, schema: SCHEMA, poolMax: CONCURRENCY });
  const { rows: metaRows } = await pool
    .query<{ value: MixedMeta }>('select value from catalog_meta where key = $1', [META_KEY])
    .catch(() => ({ rows: [] as Array<{ value: MixedMeta }> }));
  const meta = metaRows[0]?.value;
  if (!RELOAD && meta && meta.version === version && meta.size === N) {
    console.log(
      `load: reusing ${SCHEMA} (a copy of ${meta.from}, ${meta.items} items; --reload to copy again)`,
    );
    return { items: meta.items, database: await open() };
  }
  const { rows: source } = await pool.query<{ value: { version: string; size: number } }>(
    `select value from "${FROM}".catalog_meta where key = 'seed'`,
  );
  const seed = source[0]?.value;
  if (!seed || seed.version !== version || seed.size !== N)
    throw new Error(
      `--from ${FROM} does not hold catalogue ${version} at N=${N} (load it with bench:search)`,
    );
  const started = performance.now();
  await pool.query(`drop schema if exists "${SCHEMA}" cascade`);
  const database = await open();
  await migrateToLatest(database);
  const c = await pool.connect();
  try {
    await c.query('set statement_timeout = 0');
    // triggers off (the change log, foreign keys): rows copied as they are
    await c.query('set session_replication_role = replica');
    for (const table of COPIED) {
      const cols = await columnsOf(table);
      const t = performance.now();
      const r = await c.query(
        `insert into "${SCHEMA}".${table} (${cols}) select ${cols} from "${FROM}".${table}`,
      );
      console.log(`  copied ${table}: ${r.rowCount} rows in ${secs(performance.now() - t)}`);
    }
    await c.query(
      `insert into "${SCHEMA}".catalog_meta (key, value) select key, value from "${FROM}".catalog_meta
       where key = 'seed' on conflict (key) do update set value = excluded.value`,
    );
    await c.query('set session_replication_role = origin');
    for (const table of ['brand', 'category', 'item'])
      await c.query(
        `select setval(pg_get_serial_sequence('"${SCHEMA}".${table}', 'id'), (select max(id) from "${SCHEMA}".${table}))`,
      );
    await c.query(`truncate "${SCHEMA}".search_change`);
    await c.query(
      `vacuum analyze "${SCHEMA}".item, "${SCHEMA}".item_param, "${SCHEMA}".category, "${SCHEMA}".brand`,
    );
  } finally {
    c.release();
  }
  const { rows } = await pool.query<{ n: number }>(
    'select count(*)::int as n from item where org_id is null',
  );
  const items = rows[0]?.n ?? 0;
  const value: MixedMeta = {
    version,
    size: N,
    items,
    from: FROM,
    copyMs: Math.round(performance.now() - started),
  };
  await pool.query('insert into catalog_meta (key, value) values ($1, $2)', [
    META_KEY,
    JSON.stringify(value),
  ]);
  console.log(`load: ${SCHEMA} copied from ${FROM} (${items} items) in ${secs(value.copyMs)}`);
  return { items, database };
}

/** Fresh queries: pairs of the mix's terms of one kind and leaf names with a quantity, each once. */
function freshQueries(cats: Map<number, Category>, count: number, seed: number): SearchQuery[] {
  const terms = new Map<number, string[]>();
  for (const [kind, text] of [...ZH_TERMS, ...EN_TERMS, ...UNIT_TERMS])
    terms.set(kind, [...(terms.get(kind) ?? []), text]);
  for (const c of cats.values())
    if (c.params.length > 0 && c.itemCount > 0)
      terms.set(c.kind, [...(terms.get(c.kind) ?? []), c.name.replace(/[()（）/]/g, ' ').trim()]);
  const kinds = [2, 2, 2, 1, 1, 4];
  const random = rng(seed);
  const seen = new Set<string>();
  const out: SearchQuery[] = [];
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const kind = kinds[Math.floor(random() * kinds.length)] as number;
    const list = terms.get(kind) ?? [];
    const a = list[Math.floor(random() * list.length)] as string;
    const b = list[Math.floor(random() * list.length)] as string;
    const key = `${kind}|${[a, b].sort().join('|')}`;
    if (a === b || seen.has(key)) continue;
    seen.add(key);
    const n = out.length;
    out.push({
      kind,
      keyWords: `${a} ${b}`,
      sort: n % 11 === 5 ? 'newest' : n % 17 === 3 ? 'name' : 'relevance',
      page: n % 9 === 4 ? 2 : 1,
      pageSize: 20,
      params: {},
    });
  }
  return out;
}

/** The writes: items to change, and the next write (an SQL write, then the change-log follow). */
async function makeWriter(service: SearchService) {
  const { rows } = await pool.query<{ id: string; kind: number }>(
    `select id, kind from item where org_id is null and id % 97 = 13 order by id limit 20000`,
  );
  const ids = shuffled(
    rows.map((r) => Number(r.id)),
    5,
  );
  const hidden: number[] = [];
  let n = 0;
  const stamp = Date.now().toString(36);
  return async (): Promise<void> => {
    const i = n++;
    const id = ids[i % ids.length] as number;
    const other = ids[(i * 7 + 3) % ids.length] as number;
    switch (i % 6) {
      case 0:
        await pool.query(
          `update item set name = (select name from item where id = $2),
             description = description || ' ' || (select series from item where id = $2), updated_at = now()
           where id = $1`,
          [id, other],
        );
        break;
      case 1:
        await pool.query(
          `update item set brand_id = (select brand_id from item where id = $2) where id = $1`,
          [id, other],
        );
        break;
      case 2:
        await pool.query(
          `update item i set params = p.params from (select params from item
             where category_id = (select category_id from item where id = $1) and id <> $1 limit 1) p
           where i.id = $1`,
          [id],
        );
        break;
      case 3:
        await pool.query(
          `insert into item (code, kind, category_id, brand_id, model, name, series, standard, description,
             package, params, material, size_si, source)
           select $2, kind, category_id, brand_id, model || '-M', name, series, standard, description,
             package, params, material, size_si, 'import' from item where id = $1`,
          [id, `MIXED-${stamp}-${i}`],
        );
        break;
      case 4:
        await pool.query('update item set org_id = 1 where id = $1', [id]);
        hidden.push(id);
        break;
      default: {
        const back = hidden.shift();
        if (back !== undefined) await pool.query('update item set org_id = null where id = $1', [back]);
      }
    }
    await service.sync();
  };
}

interface Pooled {
  all: number[];
  hot: number[];
  fresh: number[];
  writes: number[];
  errors: number;
}

const fig = (times: number[]) =>
  `n=${times.length} p50=${pct(times, 50).toFixed(2)}ms p95=${pct(times, 95).toFixed(2)}ms p99=${pct(times, 99).toFixed(2)}ms max=${pct(times, 100).toFixed(1)}ms`;

const MODES = ['before', 'rows', 'kept_off', 'after'] as const;
type Mode = (typeof MODES)[number];

/** Steps 3 and 4: alternating rounds of each mode, then the pooled figures and the MIXED line. */
export async function runMixed(
  service: SearchService,
  hot: readonly SearchQuery[],
  cats: Map<number, Category>,
  items: number,
): Promise<void> {
  const write = await makeWriter(service);
  const freshPerRound = Math.ceil(hot.length / FRESH_EVERY);
  const fresh = freshQueries(cats, freshPerRound * ROUNDS * MODES.length, 29);
  console.log(
    `mixed: ${hot.length} hot queries, ${freshPerRound} fresh per round (${fresh.length} made, each asked once), one write per ${WRITE_EVERY} queries; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  const warm = await runRound(
    hot.map((q) => () => service.search(q)),
    CONCURRENCY,
  );
  console.log(`mixed: warm-up ${hot.length} hot queries in ${secs(warm.wallMs)} (excluded)`);
  const modes: Record<Mode, Pooled> = {
    before: { all: [], hot: [], fresh: [], writes: [], errors: 0 },
    rows: { all: [], hot: [], fresh: [], writes: [], errors: 0 },
    kept_off: { all: [], hot: [], fresh: [], writes: [], errors: 0 },
    after: { all: [], hot: [], fresh: [], writes: [], errors: 0 },
  };
  let freshAt = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (const mode of MODES) {
      FOLLOW_WRITES.enabled = mode !== 'before';
      ROW_CACHE.enabled = mode === 'after' || mode === 'kept_off';
      KEPT_MATCHES.enabled = mode !== 'kept_off';
      type Task = { type: 'hot' | 'fresh' | 'write'; run: () => Promise<unknown> };
      const tasks: Task[] = [];
      let queries = 0;
      for (const [i, q] of shuffled(hot, 300 + r).entries()) {
        tasks.push({ type: 'hot', run: () => service.search(q) });
        if (++queries % WRITE_EVERY === 0) tasks.push({ type: 'write', run: write });
        if ((i + 1) % FRESH_EVERY === 0 && freshAt < fresh.length) {
          const f = fresh[freshAt++] as SearchQuery;
          tasks.push({ type: 'fresh', run: () => service.search(f) });
          if (++queries % WRITE_EVERY === 0) tasks.push({ type: 'write', run: write });
        }
      }
      const round = await runRound(
        tasks.map((t) => t.run),
        CONCURRENCY,
      );
      const pooled = modes[mode];
      const times: number[] = [];
      tasks.forEach((t, i) => {
        const ms = round.times[i] ?? 0;
        if (t.type === 'write') pooled.writes.push(ms);
        else {
          pooled[t.type].push(ms);
          pooled.all.push(ms);
          times.push(ms);
        }
      });
      pooled.errors += round.errors;
      console.log(
        `mixed ${mode}: round ${r + 1}: searches ${fig(times)}, writes ${tasks.length - times.length}${round.errors ? `, errors ${round.errors}` : ''}`,
      );
    }
  }
  FOLLOW_WRITES.enabled = true;
  ROW_CACHE.enabled = true;
  for (const mode of MODES) {
    const p = modes[mode];
    console.log(`mixed ${mode}: pooled over ${ROUNDS} rounds: all ${fig(p.all)}`);
    console.log(`mixed ${mode}:   hot ${fig(p.hot)}; fresh ${fig(p.fresh)}`);
    console.log(
      `mixed ${mode}:   writes (SQL write + change-log follow) ${fig(p.writes)}; errors ${p.errors}`,
    );
  }
  const before = pct(modes.before.all, 99);
  const after = pct(modes.after.all, 99);
  const at = items >= 1_000_000 ? '' : ` (target is for 1M items; this run has ${items})`;
  console.log(
    `target${at}: pooled p99 with writes ≤ ${TARGET.p99} ms: ${after.toFixed(2)} ms ${after <= TARGET.p99 ? 'ok' : 'MISSED'} (before: ${before.toFixed(2)} ms); load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (a loaded machine: other work shares the ${cpus().length} cores)`,
  );
  console.log(
    `MIXED items=${items} write_every=${WRITE_EVERY} fresh_every=${FRESH_EVERY} before_p50=${pct(modes.before.all, 50).toFixed(2)}ms before_p99=${before.toFixed(2)}ms after_p50=${pct(modes.after.all, 50).toFixed(2)}ms after_p99=${after.toFixed(2)}ms rows_off_p99=${pct(modes.rows.all, 99).toFixed(2)}ms kept_off_p99=${pct(modes.kept_off.all, 99).toFixed(2)}ms after_hot_p99=${pct(modes.after.hot, 99).toFixed(2)}ms after_fresh_p99=${pct(modes.after.fresh, 99).toFixed(2)}ms writes=${modes.after.writes.length + modes.before.writes.length}`,
  );
}
