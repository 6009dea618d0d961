/**
 * Search bench (issue 4, section Performance). Prints figures; never a timed test.
 *
 *   npm run bench:search -- --items 1000000 [--reload] [--rounds 3] [--schema jk_bench]
 *
 * 1. Load: generates the catalogue at N items (@jianku/catalog) into PostgreSQL (DATABASE_URL or
 *    postgres://postgres@127.0.0.1:5432/test), schema jk_bench, through the app's migrations and the app's
 *    seed (catalog-seed.service.ts). Then adds the baseline's column item.fts (tsvector 'simple' over model,
 *    name, series, standard, description, package, category name, brand names, plus the words our
 *    search.text.ts finds: jieba words for Chinese, Latin runs, the normalised model), filled in batches
 *    with the change-log trigger off, then VACUUM FULL, a GIN index and ANALYZE. catalog_meta 'bench'
 *    records the catalogue version and N: a later run with the same ones reuses the schema (--reload forces).
 * 2. Build: the search service's own start (createSearchService over createSearchRepository, keyset reads
 *    from the database), timed, with RSS, heap and the index's typed-array bytes.
 * 3. Queries: a fixed mix (from the loaded rows, deterministic) of Chinese and English terms, part numbers
 *    (exact and prefix), unit values, numeric range and enum filters within a category, brand and
 *    category scopes, all with facets, through service.search (the function the route calls); and
 *    suggestions (prefixes of part numbers and of Chinese words) through service.suggest.
 * 4. Ours: at concurrency 4 (in-process async, the page rows still read from PostgreSQL as the route
 *    does), one warm-up pass, then --rounds measured passes: p50/p95/p99/qps per round and the median.
 * 5. Baseline: the same queries as plain PostgreSQL FTS (fts @@ to_tsquery('simple', …), prefix :* for
 *    part-number prefixes, ts_rank order, category subtree, brand, numeric ranges via item_param, enums via
 *    params jsonb, unit values via item_param, category and brand counts over the matches, the page's rows)
 *    on a pg pool of 4 at concurrency 4, same rounds.
 * 6. Figures against the targets, then the SEARCH line (last line of the output).
 * --ours-only (development) skips the baseline (5. and the check of each query through it) and the SEARCH line.
 */

import {
  type Dimension,
  formatQuantity,
  type ParamDef,
  parseQuantity as parseCatalogQuantity,
  SI_UNIT,
} from '@jianku/catalog';
import pg from 'pg';
import { type AppDatabase, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import {
  catalogVersion,
  createCatalogSeeder,
} from '../apps/server/src/modules/catalog/catalog-seed.service.ts';
import { createSearchRepository } from '../apps/server/src/modules/search/search.repository.ts';
import { createSearchService, type SearchQuery } from '../apps/server/src/modules/search/search.service.ts';
import {
  indexWords,
  normalizeModel,
  queryQuantity,
  queryWords,
} from '../apps/server/src/modules/search/search.text.ts';
import { createSearchConsumersRepository } from '../apps/server/src/modules/search/search-consumers.repository.ts';
import { pct, runRound } from './measure.ts';

// ---- options ------------------------------------------------------------------------------------------

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const N = Number(option('--items') ?? 1_000_000);
const ROUNDS = Math.max(1, Number(option('--rounds') ?? 3));
const SCHEMA = option('--schema') ?? 'jk_bench';
const RELOAD = process.argv.includes('--reload');
/** development runs: our search and suggestions only, no PostgreSQL baseline and so no SEARCH line */
const OURS_ONLY = process.argv.includes('--ours-only');
/** development: write a V8 CPU profile of our search's measured rounds to this file (.cpuprofile) */
const CPU_PROFILE = option('--cpu-profile');
/** development: keep only the search queries whose label contains this text */
const MATCH = option('--match');
const URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const BENCH_META_KEY = 'bench';
/** bump when the baseline's column or index changes (forces a reload) */
const FTS_FORMAT = 1;
const PG_TIMEOUT_MS = 30_000;
/** per-sort memory of the baseline's sessions (the server default, 4MB, spills the matches to disk) */
const PG_WORK_MEM = '64MB';
if (!Number.isInteger(N) || N <= 0) throw new Error('--items must be a positive integer');
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(SCHEMA)) throw new Error(`bad --schema ${SCHEMA}`);

const TARGET = { p99: 25, suggestP99: 5, ratio: 5, buildS: 60 };
const MB = 1048576;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const gc = (globalThis as { gc?: () => void }).gc;

// ---- 1. load ------------------------------------------------------------------------------------------

interface BenchMeta {
  version: string;
  size: number;
  items: number;
  ftsFormat: number;
  loadMs: number;
  loadedAt: string;
}

const pool = new pg.Pool({
  connectionString: URL,
  max: CONCURRENCY,
  options: `-c search_path=${SCHEMA},public -c statement_timeout=${PG_TIMEOUT_MS} -c work_mem=${PG_WORK_MEM}`,
});
pool.on('error', () => {});

async function readBenchMeta(): Promise<BenchMeta | null> {
  const { rows } = await pool.query<{ t: string | null }>('select to_regclass($1) as t', [
    `${SCHEMA}.catalog_meta`,
  ]);
  if (!rows[0]?.t) return null;
  const meta = await pool.query<{ value: BenchMeta }>('select value from catalog_meta where key = $1', [
    BENCH_META_KEY,
  ]);
  return meta.rows[0]?.value ?? null;
}

/** The baseline's column: item.fts, filled from JS-computed documents, then a GIN index. */
async function addFtsColumn(): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('set statement_timeout = 0');
    await c.query('alter table item add column if not exists fts tsvector');
    await c.query('alter table item disable trigger item_search_update');
    const cats = new Map(
      (await c.query<{ id: string; name: string }>('select id, name from category')).rows.map((r) => [
        r.id,
        r.name,
      ]),
    );
    const brandNames = new Map(
      (
        await c.query<{ id: string; name_zh: string; name_en: string }>(
          'select id, name_zh, name_en from brand',
        )
      ).rows.map((r) => [r.id, `${r.name_zh} ${r.name_en}`]),
    );
    type Row = {
      id: string;
      category_id: string;
      brand_id: string | null;
      model: string;
      name: string;
      series: string;
      standard: string | null;
      description: string;
      package: string | null;
    };
    let after = 0;
    let done = 0;
    const started = performance.now();
    // the next batch is read and segmented here while PostgreSQL writes the previous one
    let writing: Promise<unknown> = Promise.resolve();
    for (;;) {
      const { rows } = await pool.query<Row>(
        `select id, category_id, brand_id, model, name, series, standard, description, package
         from item where id > $1 order by id limit 5000`,
        [after],
      );
      if (rows.length === 0) break;
      const ids: string[] = [];
      const docs: string[] = [];
      for (const r of rows) {
        const raw = [
          r.model,
          r.name,
          r.series,
          r.standard ?? '',
          r.description,
          r.package ?? '',
          cats.get(r.category_id) ?? '',
          r.brand_id === null ? '' : (brandNames.get(r.brand_id) ?? ''),
        ].join(' ');
        const words = new Set(indexWords(raw));
        words.add(normalizeModel(r.model));
        ids.push(r.id);
        docs.push(`${raw} ${[...words].join(' ')}`);
      }
      await writing;
      writing = c.query(
        `update item i set fts = to_tsvector('simple', x.doc)
         from unnest($1::bigint[], $2::text[]) as x(id, doc) where i.id = x.id`,
        [ids, docs],
      );
      writing.catch(() => {});
      after = Number((rows[rows.length - 1] as Row).id);
      done += rows.length;
      if (done % 100_000 < 5000)
        console.log(`  fts documents ${done} (${secs(performance.now() - started)})`);
    }
    await writing;
    await c.query('alter table item enable trigger item_search_update');
    console.log(`  fts documents ${done} in ${secs(performance.now() - started)}; vacuum full, gin index`);
    await c.query('vacuum full item');
    await c.query(`set maintenance_work_mem = '1GB'`);
    await c.query('create index item_fts_idx on item using gin (fts)');
    // the seed's change rows: the service would prune them; not part of the measurement
    await c.query('truncate search_change');
    await c.query('vacuum analyze item, item_param, category, brand');
  } finally {
    c.release();
  }
}

async function load(): Promise<{ items: number; database: AppDatabase }> {
  const version = catalogVersion();
  const meta = RELOAD ? null : await readBenchMeta().catch(() => null);
  if (meta && meta.version === version && meta.size === N && meta.ftsFormat === FTS_FORMAT) {
    console.log(
      `load: reusing schema ${SCHEMA} (catalogue ${version}, N=${N}, ${meta.items} items, loaded ${meta.loadedAt} in ${secs(meta.loadMs)}; --reload to force)`,
    );
    const database = await openDatabase({
      engine: 'postgres',
      connectionString: URL,
      schema: SCHEMA,
      poolMax: CONCURRENCY,
    });
    return { items: meta.items, database };
  }
  const started = performance.now();
  await pool.query(`drop schema if exists "${SCHEMA}" cascade`);
  const database = await openDatabase({
    engine: 'postgres',
    connectionString: URL,
    schema: SCHEMA,
    poolMax: CONCURRENCY,
  });
  await migrateToLatest(database);
  console.log(
    `load: schema ${SCHEMA} migrated; seeding N=${N} through the app's seed (catalogue ${version})`,
  );
  let lastPrint = 0;
  const seeded = await createCatalogSeeder(database.db).seed({
    size: N,
    force: true,
    onProgress: ({ done, total }) => {
      if (done - lastPrint >= 100_000 || done === total) {
        lastPrint = done;
        console.log(`  seeded ${done}/${total} (${secs(performance.now() - started)})`);
      }
    },
  });
  const seedMs = performance.now() - started;
  console.log(
    `load: seed wrote ${seeded.inserted} items in ${secs(seedMs)} (the catalogue gave ${seeded.items})`,
  );
  const ftsStarted = performance.now();
  await addFtsColumn();
  const ftsMs = performance.now() - ftsStarted;
  const { rows } = await pool.query<{ n: number }>(
    'select count(*)::int as n from item where org_id is null',
  );
  const items = rows[0]?.n ?? 0;
  const loadMs = performance.now() - started;
  const value: BenchMeta = {
    version,
    size: N,
    items,
    ftsFormat: FTS_FORMAT,
    loadMs: Math.round(loadMs),
    loadedAt: new Date().toISOString(),
  };
  await pool.query(
    `insert into catalog_meta (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [BENCH_META_KEY, JSON.stringify(value)],
  );
  console.log(
    `load: ${items} items in ${secs(loadMs)} (seed ${secs(seedMs)}, fts column + gin ${secs(ftsMs)})`,
  );
  return { items, database };
}

// ---- 3. the query mix ---------------------------------------------------------------------------------

interface Category {
  id: number;
  kind: number;
  parentId: number | null;
  name: string;
  params: ParamDef[];
  itemCount: number;
}

interface BenchQuery {
  group: string;
  query: SearchQuery;
  /** PostgreSQL: the last word of the keywords as a prefix (:*) */
  prefix?: boolean;
}

const ZH_TERMS: Array<[number, string]> = [
  [2, '电阻'],
  [2, '贴片电阻'],
  [2, '电容'],
  [2, '贴片电容'],
  [2, '陶瓷电容'],
  [2, '电感'],
  [2, '二极管'],
  [2, '稳压二极管'],
  [2, '肖特基'],
  [2, '三极管'],
  [2, '连接器'],
  [2, '排针'],
  [2, '厚膜'],
  [2, '薄膜'],
  [2, '卷盘'],
  [2, '编带'],
  [2, '微控制器'],
  [2, '稳压器'],
  [2, '无线模组'],
  [2, '额定功率'],
  [2, '额定电压'],
  [2, '厚膜贴片电阻 0603'],
  [2, '电阻 1206'],
  [2, '电容 X7R'],
  [2, '薄膜电阻'],
  [2, '介质'],
  [2, '封装 0402'],
  [1, '螺栓'],
  [1, '六角头螺栓'],
  [1, '螺钉'],
  [1, '内六角'],
  [1, '螺母'],
  [1, '垫圈'],
  [1, '弹簧垫圈'],
  [1, '轴承'],
  [1, '球轴承'],
  [1, '密封圈'],
  [1, '圆柱销'],
  [1, '平键'],
  [1, '镀锌'],
  [1, '不锈钢 螺栓'],
  [1, '有色金属'],
  [1, '简单处理'],
  [1, '螺栓 M8'],
  [1, '螺钉 M6'],
  [1, '轴承 6204'],
  [1, '六角螺母 M10'],
  [4, '不锈钢'],
  [4, '铝合金'],
  [4, '结构钢'],
  [4, '合金钢'],
  [4, '铸铁'],
  [4, '工程塑料'],
  [4, '铜合金'],
  [4, '钛合金'],
  [4, '碳素钢'],
  [4, '抗拉强度'],
];

const EN_TERMS: Array<[number, string]> = [
  [2, 'YAGEO'],
  [2, 'Vishay'],
  [2, 'thick film'],
  [2, 'thin film'],
  [2, 'datasheet'],
  [2, 'automotive'],
  [2, 'MLCC'],
  [2, 'X7R'],
  [2, 'NP0'],
  [2, 'C0G'],
  [2, 'SMD'],
  [2, 'MOSFET'],
  [2, 'LDO'],
  [2, 'MCU'],
  [2, 'USB'],
  [2, 'FPC'],
  [2, 'TVS'],
  [2, 'ESP32'],
  [2, 'STM32'],
  [2, 'AEC-Q200'],
  [2, 'Murata'],
  [2, 'Samsung'],
  [2, 'TDK'],
  [2, 'UNI-ROYAL'],
  [2, 'general purpose'],
  [1, 'ISO 4762'],
  [1, 'DIN 912'],
  [1, 'ISO 4014'],
  [1, 'GB/T 5782'],
  [1, 'GB/T 70.1'],
  [1, 'GB/T 276'],
  [1, 'SKF'],
  [1, '2RS'],
  [1, 'ZZ'],
  [1, 'NBR'],
  [1, 'A2-70'],
  [1, '8.8'],
  [1, 'CU2'],
  [4, 'Q355B'],
  [4, 'Q235'],
  [4, '304'],
  [4, '316L'],
  [4, '6061'],
  [4, '40Cr'],
  [4, 'GCr15'],
  [4, 'HT200'],
  [4, 'QT450'],
  [4, 'PA66'],
  [4, 'POM'],
  [4, 'ASTM'],
];

const UNIT_TERMS: Array<[number, string]> = [
  [2, '0.1uF'],
  [2, '100nF'],
  [2, '0.1μF'],
  [2, '0.1微法'],
  [2, '10uF'],
  [2, '1uF'],
  [2, '4.7uF'],
  [2, '100pF'],
  [2, '22pF'],
  [2, '10nF'],
  [2, '1nF'],
  [2, '10k'],
  [2, '10千欧'],
  [2, '4.7k'],
  [2, '1k'],
  [2, '100k'],
  [2, '100Ω'],
  [2, '47Ω'],
  [2, '2.2kΩ'],
  [2, '1M'],
  [2, '25V'],
  [2, '50V'],
  [2, '16V'],
  [2, '100V'],
  [2, '1/4W'],
  [2, '1/10W'],
  [2, '1/8W'],
  [2, '0.5W'],
  [2, '10uH'],
  [2, '4.7uH'],
  [2, '3.3V'],
  [2, '5V'],
  [2, '1A'],
  [2, '2A'],
  [2, '100nF 50V'],
  [2, '0.1uF 0603'],
  [2, '10k 0603'],
  [2, '10k 1%'],
  [2, '4.7k 0805'],
  [2, '电容 0.1uF'],
  [2, '电容 10uF 25V'],
  [2, '电阻 10k'],
  [2, '贴片电阻 1k 0402'],
  [2, '贴片电容 100nF X7R'],
  [2, '电感 10uH'],
  [2, '1k 1/4W'],
  [2, '100Ω 1206'],
  [2, '22uF 16V'],
  [2, '1uF 50V'],
  [2, '10nF 50V'],
  [2, '49.9k'],
  [2, '330Ω'],
  [1, '8mm'],
  [1, '10mm'],
  [1, '20mm'],
  [1, '螺栓 40mm'],
  [1, '轴承 20mm'],
  [1, '6mm'],
  [4, '355MPa'],
  [4, '235MPa'],
  [4, '200GPa'],
  [4, '500MPa'],
];

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

function shuffled<T>(list: readonly T[], seed: number): T[] {
  const out = [...list];
  const r = rng(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

async function loadCategories(): Promise<Map<number, Category>> {
  const { rows } = await pool.query<{
    id: string;
    kind: number;
    parent_id: string | null;
    name: string;
    params: ParamDef[];
    item_count: number;
  }>('select id, kind, parent_id, name, params, item_count from category order by kind, sort, id');
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        kind: r.kind,
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        name: r.name,
        params: r.params ?? [],
        itemCount: r.item_count,
      },
    ]),
  );
}

/** Every `step`-th public model of a kind, `count` of them, starting at `shift`. */
async function sampleModels(kind: number, count: number, shift: number): Promise<string[]> {
  const { rows } = await pool.query<{ model: string }>(
    `select model from (
       select model, row_number() over (order by id) as rn, count(*) over () as c
       from item where kind = $1 and org_id is null) x
     where (rn + $3) % greatest(1, c / $2) = 0 order by rn limit $2`,
    [kind, count, shift],
  );
  return rows.map((r) => r.model);
}

async function makeQueries(
  cats: Map<number, Category>,
): Promise<{ search: BenchQuery[]; suggest: string[][] }> {
  const out: BenchQuery[] = [];
  const add = (group: string, q: Partial<SearchQuery> & { kind: number }, prefix = false) => {
    const n = out.length;
    out.push({
      group,
      prefix,
      query: {
        sort: n % 11 === 5 ? 'newest' : n % 17 === 3 ? 'name' : 'relevance',
        page: n % 9 === 4 ? 2 : 1,
        pageSize: 20,
        params: {},
        ...q,
      },
    });
  };
  const leaves = [...cats.values()].filter((c) => c.params.length > 0 && c.itemCount > 0);
  const tidy = (name: string) => name.replace(/[()（）/]/g, ' ').trim();

  for (const [kind, text] of ZH_TERMS) add('zh', { kind, keyWords: text });
  for (const c of leaves) add('zh', { kind: c.kind, keyWords: tidy(c.name) });
  for (const [kind, text] of EN_TERMS) add('en', { kind, keyWords: text });

  const modelCounts: Array<[number, number]> = [
    [2, 70],
    [1, 40],
    [4, 20],
  ];
  for (const [kind, count] of modelCounts) {
    for (const model of await sampleModels(kind, count, 0)) add('model', { kind, keyWords: model });
    const lengths = [3, 4, 5, 6, 8];
    let i = 0;
    for (const model of await sampleModels(kind, Math.round(count * 0.8), 7)) {
      const chars = Array.from(model);
      const len = Math.min(chars.length - 1, lengths[i++ % lengths.length] as number);
      const prefix = chars
        .slice(0, len)
        .join('')
        .replace(/[\s\-/.,×]+$/, '');
      if (Array.from(prefix).length >= 2) add('prefix', { kind, keyWords: prefix }, true);
    }
  }
  for (const [kind, text] of UNIT_TERMS) add('unit', { kind, keyWords: text });

  // numeric ranges and enums per leaf category, from the data's own values
  for (const c of leaves) {
    const step = Math.max(1, Math.floor(c.itemCount / 2000));
    const numeric = c.params.filter((p) => p.type === 'numeric' && p.filterable);
    const ranges: Array<{ key: string; q: string[] }> = [];
    for (const def of numeric.slice(0, c.kind === 4 ? 1 : 2)) {
      const { rows } = await pool.query<{ q: number[] | null }>(
        `select percentile_disc(array[0.1, 0.25, 0.5, 0.75, 0.9]) within group (order by p.si) as q
         from item_param p join item i on i.id = p.item_id
         where i.category_id = $1 and p.key = $2 and i.id % $3 = 0`,
        [c.id, def.key, step],
      );
      const q = rows[0]?.q;
      if (!q || q.length < 5) continue;
      const f = q.map((si) => formatQuantity(si, def.dimension).replace(/\s+/g, ''));
      ranges.push({ key: def.key, q: f });
      add('range', { kind: c.kind, categoryId: c.id, params: { [def.key]: `${f[1]}~${f[3]}` } });
      add('range', { kind: c.kind, categoryId: c.id, params: { [def.key]: `>=${f[2]}` } });
      add('range', {
        kind: c.kind,
        categoryId: c.parentId ?? c.id,
        keyWords: tidy(c.name).split(' ')[0] as string,
        params: { [def.key]: `${f[0]}~${f[4]}` },
      });
    }
    const [r1, r2] = ranges;
    if (r1 && r2) {
      add('range', {
        kind: c.kind,
        categoryId: c.id,
        params: { [r1.key]: `${r1.q[0]}~${r1.q[3]}`, [r2.key]: `>=${r2.q[1]}` },
      });
    }
    for (const def of c.params.filter((p) => p.type === 'enum' && p.filterable).slice(0, 2)) {
      const { rows } = await pool.query<{ v: string }>(
        `select params->$2->>'display' as v, count(*) as n from item
         where category_id = $1 and id % $3 = 0 and params->$2->>'display' <> ''
         group by 1 order by 2 desc, 1 limit 3`,
        [c.id, def.key, step],
      );
      const values = rows.map((r) => r.v);
      if (values.length === 0) continue;
      add('enum', { kind: c.kind, categoryId: c.id, params: { [def.key]: values[0] as string } });
      if (values.length > 1) {
        // several options, with a range on the category's first numeric parameter when it has one
        const params: Record<string, string> = { [def.key]: values.slice(1).join('|') };
        if (r1) params[r1.key] = `${r1.q[1]}~${r1.q[4]}`;
        add('enum', { kind: c.kind, categoryId: c.id, params });
      }
    }
  }

  // brands and categories as the only scope (the facets are the answer)
  const { rows: brandRows } = await pool.query<{ brand_id: string; kind: number }>(
    `select brand_id, kind from item where org_id is null and brand_id is not null
     group by 1, 2 order by count(*) desc, 1, 2 limit 15`,
  );
  for (const r of brandRows) {
    add('brand', { kind: r.kind, brandId: Number(r.brand_id) });
    const term = ZH_TERMS.find(([k]) => k === r.kind)?.[1];
    if (term) add('brand', { kind: r.kind, brandId: Number(r.brand_id), keyWords: term });
  }
  for (const c of [...cats.values()].filter((x) => x.itemCount > 0 || x.params.length === 0).slice(0, 30)) {
    add('category', { kind: c.kind, categoryId: c.id });
  }

  // suggestions: prefixes of part numbers and of Chinese words, as the two routes ask
  const suggest: string[][] = [];
  const kindsOf = (kind: number) => (kind === 1 ? ['1'] : ['2', '4']);
  for (const [kind, count] of modelCounts) {
    let i = 0;
    for (const model of await sampleModels(kind, Math.round(count * 1.3), 3)) {
      const chars = Array.from(model.replace(/\s+/g, ''));
      const len = 2 + (i++ % 5);
      suggest.push([chars.slice(0, Math.min(len, chars.length)).join(''), ...kindsOf(kind)]);
    }
  }
  const zhWords = [
    ...ZH_TERMS.map(([k, t]) => [k, t] as const),
    ...leaves.map((c) => [c.kind, tidy(c.name)] as const),
  ];
  for (const [kind, text] of zhWords) {
    const chars = Array.from(text.replace(/\s+/g, ''));
    for (const len of [1, 2, 3]) {
      if (chars.length >= len) suggest.push([chars.slice(0, len).join(''), ...kindsOf(kind)]);
    }
  }
  return { search: out, suggest };
}

// ---- 5. the same queries as PostgreSQL full-text search -----------------------------------------------

interface PgQuery {
  text: string;
  values: unknown[];
}

function subtree(cats: Map<number, Category>, id: number): Category[] {
  const out: Category[] = [];
  const walk = (c: number) => {
    const cat = cats.get(c);
    if (cat) out.push(cat);
    for (const k of cats.values()) if (k.parentId === c) walk(k.id);
  };
  walk(id);
  return out;
}

function quote(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function toPg(b: BenchQuery, cats: Map<number, Category>): PgQuery {
  const q = b.query;
  const values: unknown[] = [];
  const v = (x: unknown) => {
    values.push(x);
    return `$${values.length}`;
  };
  const where = ['i.org_id is null', `i.kind = ${v(q.kind)}`];
  const scope =
    q.categoryId === undefined
      ? [...cats.values()].filter((c) => c.kind === q.kind)
      : subtree(cats, q.categoryId);
  const defs = new Map<string, ParamDef>();
  for (const c of scope) for (const d of c.params) if (!defs.has(d.key)) defs.set(d.key, d);
  const kindDefs = [...cats.values()].filter((c) => c.kind === q.kind).flatMap((c) => c.params);

  // keywords: lexemes (the same words our query side makes), quantities through item_param
  const lexemes: string[] = [];
  for (const tag of (q.keyWords ?? '').split('|')) {
    for (const piece of tag.split(/\s+/)) {
      if (piece === '') continue;
      const quantity = queryQuantity(piece);
      if (quantity) {
        const ors: string[] = [];
        for (const token of quantity.tokens) {
          const at = token.lastIndexOf(':');
          const unit = token.slice(2, at);
          const value = Number(token.slice(at + 1));
          const keys = [
            ...new Set(
              kindDefs
                .filter((d) => d.type === 'numeric' && SI_UNIT[d.dimension as Dimension] === unit)
                .map((d) => d.key),
            ),
          ];
          if (keys.length === 0 || !Number.isFinite(value)) continue;
          const eps = Math.abs(value) * 1e-9;
          ors.push(
            `(p.key = any(${v(keys)}::text[]) and p.si between ${v(value - eps)} and ${v(value + eps)})`,
          );
        }
        where.push(
          ors.length ? `i.id in (select p.item_id from item_param p where ${ors.join(' or ')})` : 'false',
        );
        continue;
      }
      lexemes.push(...queryWords(piece));
    }
  }
  let rank = '0::real';
  if (lexemes.length > 0) {
    const tsq = [...new Set(lexemes)]
      .map((l, i, all) => `${quote(l)}${b.prefix && i === all.length - 1 ? ':*' : ''}`)
      .join(' & ');
    const p = v(tsq);
    where.push(`i.fts @@ to_tsquery('simple', ${p})`);
    rank = `ts_rank(i.fts, to_tsquery('simple', ${p}))`;
  }
  if (q.categoryId !== undefined) {
    const c = v(q.categoryId);
    where.push(`i.category_id in (select id from category where id = ${c} or ${c} = any(path))`);
  }
  if (q.brandId !== undefined) where.push(`i.brand_id = ${v(q.brandId)}`);
  for (const [key, expression] of Object.entries(q.params)) {
    const def = defs.get(key);
    if (!def) throw new Error(`no parameter ${key}`);
    if (def.type === 'enum') {
      const options = expression.split('|').map((s) => s.trim());
      where.push(`i.params->${v(key)}->>'display' = any(${v(options)}::text[])`);
      continue;
    }
    const read = (s: string) => {
      const x = parseCatalogQuantity(s, def.dimension, def.unit);
      if (x === null) throw new Error(`bad value ${s}`);
      return x;
    };
    let min = Number.NEGATIVE_INFINITY;
    let max = Number.POSITIVE_INFINITY;
    const cmp = /^(>=|≥|<=|≤)\s*(.+)$/.exec(expression);
    if (cmp) {
      if (cmp[1] === '>=' || cmp[1] === '≥') min = read(cmp[2] as string);
      else max = read(cmp[2] as string);
    } else if (expression.includes('~')) {
      const [a = '', z = ''] = expression.split('~').map((s) => s.trim());
      if (a) min = read(a);
      if (z) max = read(z);
    } else {
      min = read(expression);
      max = min;
    }
    const lo = min - Math.abs(min) * 1e-12;
    const hi = max + Math.abs(max) * 1e-12;
    where.push(
      `exists (select 1 from item_param p where p.item_id = i.id and p.key = ${v(key)} and p.si between ${v(lo)}::float8 and ${v(hi)}::float8)`,
    );
  }
  const order =
    q.sort === 'newest'
      ? 'created_at desc, id desc'
      : q.sort === 'name'
        ? 'model collate "C", id'
        : 'r desc, id';
  const text = `
    with m as materialized (
      select i.id, i.category_id, i.brand_id, i.model, i.created_at, ${rank} as r from item i where ${where.join(' and ')}
    )
    select (select count(*) from m)::int as total,
      (select coalesce(json_agg(x), '[]') from (
        select c.id, c.name, count(*)::int as count from m join category c on c.id = m.category_id
        group by c.id, c.name order by 3 desc, 1 limit 50) x) as categories,
      (select coalesce(json_agg(x), '[]') from (
        select b.id, b.name_zh as name, count(*)::int as count from m join brand b on b.id = m.brand_id
        group by b.id, b.name_zh order by 3 desc, 1 limit 50) x) as brands,
      (select coalesce(json_agg(x), '[]') from (
        select i.id, i.code, i.kind, i.category_id, i.model, i.name, i.series, i.standard, i.package,
          i.lifecycle, i.params, b.name_zh, b.name_en
        from (select id, r, model, created_at from m
          order by ${order} limit ${v(q.pageSize)} offset ${v((q.page - 1) * q.pageSize)}) t
        join item i on i.id = t.id left join brand b on b.id = i.brand_id
        order by ${order.replace(/(^|, )(\w)/g, '$1t.$2')}) x) as list`;
  return { text, values };
}

// ---- 4. running at concurrency 4 ----------------------------------------------------------------------

const median = (values: readonly number[]) => pct(values, 50);

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  qps: number;
}

interface Task {
  label: string;
  group?: string;
  run: () => Promise<unknown>;
}

async function measure(label: string, tasks: Task[]): Promise<Figures> {
  const warm = await runRound(
    shuffled(tasks, 1).map((t) => t.run),
    CONCURRENCY,
  );
  console.log(
    `${label}: warm-up ${tasks.length} requests in ${secs(warm.wallMs)} (excluded)${warm.errors ? `, ${warm.errors} errors` : ''}`,
  );
  const rounds: Figures[] = [];
  const perTask = new Map<Task, number[]>();
  for (let r = 0; r < ROUNDS; r++) {
    const order = shuffled(tasks, 100 + r);
    const round = await runRound(
      order.map((t) => t.run),
      CONCURRENCY,
    );
    order.forEach((t, i) => {
      const list = perTask.get(t) ?? [];
      list.push(round.times[i] ?? 0);
      perTask.set(t, list);
    });
    const f: Figures = {
      p50: pct(round.times, 50),
      p95: pct(round.times, 95),
      p99: pct(round.times, 99),
      max: pct(round.times, 100),
      qps: (round.times.length * 1000) / round.wallMs,
    };
    rounds.push(f);
    console.log(
      `${label}: round ${r + 1}: n=${round.times.length} p50=${f.p50.toFixed(2)}ms p95=${f.p95.toFixed(2)}ms p99=${f.p99.toFixed(2)}ms max=${f.max.toFixed(1)}ms qps=${f.qps.toFixed(0)}${round.errors ? ` errors=${round.errors}` : ''}`,
    );
  }
  const m: Figures = {
    p50: median(rounds.map((f) => f.p50)),
    p95: median(rounds.map((f) => f.p95)),
    p99: median(rounds.map((f) => f.p99)),
    max: median(rounds.map((f) => f.max)),
    qps: median(rounds.map((f) => f.qps)),
  };
  console.log(
    `${label}: median of ${ROUNDS} rounds: p50=${m.p50.toFixed(2)}ms p95=${m.p95.toFixed(2)}ms p99=${m.p99.toFixed(2)}ms qps=${m.qps.toFixed(0)}`,
  );
  const byGroup = new Map<string, number[]>();
  for (const [t, times] of perTask) {
    if (t.group === undefined) continue;
    byGroup.set(t.group, [...(byGroup.get(t.group) ?? []), ...times]);
  }
  if (byGroup.size > 0) {
    console.log(
      `${label}: p99 by group (all rounds): ${[...byGroup].map(([g, times]) => `${g} ${pct(times, 99).toFixed(1)}ms`).join(', ')}`,
    );
  }
  const slowest = [...perTask]
    .map(([t, times]) => [t.label, median(times)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  console.log(
    `${label}: slowest (median over rounds): ${slowest.map(([l, ms]) => `${l} ${ms.toFixed(1)}ms`).join('; ')}`,
  );
  return m;
}

function describe(b: BenchQuery): string {
  const q = b.query;
  const parts = [`${b.group} k${q.kind}`];
  if (q.keyWords) parts.push(`"${q.keyWords}"`);
  if (q.categoryId !== undefined) parts.push(`cat ${q.categoryId}`);
  if (q.brandId !== undefined) parts.push(`brand ${q.brandId}`);
  for (const [k, v] of Object.entries(q.params)) parts.push(`p.${k}=${v}`);
  if (q.sort !== 'relevance') parts.push(q.sort);
  if (q.page > 1) parts.push(`page ${q.page}`);
  return `[${parts.join(' ')}]`;
}

/** The inspector's CPU profiler on this thread (--cpu-profile). */
async function startProfile(file: string): Promise<{ stop: () => Promise<void> }> {
  const { Session } = await import('node:inspector/promises');
  const { writeFile } = await import('node:fs/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`cpu profile of our search rounds: ${file}`);
    },
  };
}

// ---- main ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  console.log(
    `search bench: N=${N}, schema ${SCHEMA}, concurrency ${CONCURRENCY}, ${ROUNDS} rounds, node ${process.version}`,
  );
  const { items, database } = await load();
  const cats = await loadCategories();

  // 2. build from the database, as the server does at start
  gc?.();
  const before = process.memoryUsage();
  const service = createSearchService({
    repository: createSearchRepository(database.db),
    consumers: createSearchConsumersRepository(database.db),
  });
  const buildStarted = performance.now();
  await service.start();
  const buildMs = performance.now() - buildStarted;
  gc?.();
  const mem = process.memoryUsage();
  const stats = service.stats() as Record<string, { items?: number; typedArrayBytes?: number }>;
  const indexed = Object.values(stats).reduce((n, s) => n + (s.items ?? 0), 0);
  const own = Object.values(stats).reduce((n, s) => n + (s.typedArrayBytes ?? 0), 0);
  console.log(
    `build: ${indexed} items indexed from the database in ${secs(buildMs)} (${Object.entries(stats)
      .map(([k, s]) => `kind ${k}: ${s.items ?? '?'}`)
      .join(', ')})`,
  );
  console.log(
    `memory: rss ${(mem.rss / MB).toFixed(0)} MB (+${((mem.rss - before.rss) / MB).toFixed(0)}), heap used ${(mem.heapUsed / MB).toFixed(0)} MB (+${((mem.heapUsed - before.heapUsed) / MB).toFixed(0)}), external+arrayBuffers ${((mem.external + mem.arrayBuffers) / MB).toFixed(0)} MB, index typed arrays ${(own / MB).toFixed(0)} MB${gc ? '' : ' (no --expose-gc: figures include garbage)'}`,
  );
  if (indexed === 0) throw new Error('the index is empty: the build failed');

  // 3. the mix, checked once through both engines
  const made = await makeQueries(cats);
  const { suggest } = made;
  const search = MATCH ? made.search.filter((b) => describe(b).includes(MATCH)) : made.search;
  const valid: BenchQuery[] = [];
  const groups = new Map<string, { n: number; ours: number; pg: number; zeroOurs: number; zeroPg: number }>();
  const rejected: string[] = [];
  const pgQueries: PgQuery[] = [];
  for (const b of search) {
    let ours: number;
    let pgTotal: number;
    let pgq: PgQuery;
    try {
      ours = (await service.search(b.query)).total;
    } catch (err) {
      rejected.push(
        `${b.group} ${JSON.stringify(b.query)}: ${err instanceof Error ? err.message : String(err)}`,
      );
      continue;
    }
    if (OURS_ONLY) {
      valid.push(b);
      continue;
    }
    try {
      pgq = toPg(b, cats);
      const { rows } = await pool.query<{ total: number }>(pgq.text, pgq.values);
      pgTotal = rows[0]?.total ?? 0;
    } catch (err) {
      rejected.push(
        `${b.group} pg ${JSON.stringify(b.query)}: ${err instanceof Error ? err.message : String(err)}`,
      );
      continue;
    }
    valid.push(b);
    pgQueries.push(pgq);
    const g = groups.get(b.group) ?? { n: 0, ours: 0, pg: 0, zeroOurs: 0, zeroPg: 0 };
    g.n++;
    g.ours += ours;
    g.pg += pgTotal;
    if (ours === 0) g.zeroOurs++;
    if (pgTotal === 0) g.zeroPg++;
    groups.set(b.group, g);
  }
  console.log(
    `queries: ${valid.length} search (${[...groups].map(([k, g]) => `${k} ${g.n}`).join(', ')}), ${suggest.length} suggest; ${rejected.length} rejected`,
  );
  for (const r of rejected.slice(0, 10)) console.log(`  rejected: ${r}`);
  for (const [k, g] of groups) {
    console.log(
      `  ${k.padEnd(8)} mean total ours ${(g.ours / g.n).toFixed(0)} / pg ${(g.pg / g.n).toFixed(0)}; no match ours ${g.zeroOurs} / pg ${g.zeroPg}`,
    );
  }

  // 4. ours, then suggestions, then 5. PostgreSQL
  const profiler = CPU_PROFILE ? await startProfile(CPU_PROFILE) : null;
  const ours = await measure(
    'ours search',
    valid.map((b) => ({ label: describe(b), group: b.group, run: () => service.search(b.query) })),
  );
  await profiler?.stop();
  const sugg = await measure(
    'ours suggest',
    suggest.map(([keyword = '', ...kinds]) => ({
      label: `suggest "${keyword}" [${kinds.join(',')}]`,
      run: () => service.suggest(keyword, 15, kinds.map(Number)),
    })),
  );
  const close = async () => {
    await service.stop();
    await database.close();
    await pool.end();
  };
  if (OURS_ONLY) {
    await close();
    console.log('--ours-only: no PostgreSQL baseline, no SEARCH line');
    return;
  }
  const pgf = await measure(
    'pg fts',
    pgQueries.map((q, i) => ({
      label: describe(valid[i] as BenchQuery),
      group: valid[i]?.group ?? '',
      run: () => pool.query(q.text, q.values),
    })),
  );

  // 6. figures against the targets
  const ratio = pgf.p99 / ours.p99;
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const at = items >= 1_000_000 ? '' : ` (targets are for 1M items; this run has ${items})`;
  console.log(`targets${at}:`);
  console.log(`  build ≤ ${TARGET.buildS} s: ${secs(buildMs)} ${mark(buildMs <= TARGET.buildS * 1000)}`);
  console.log(`  search p99 ≤ ${TARGET.p99} ms: ${ours.p99.toFixed(2)} ms ${mark(ours.p99 <= TARGET.p99)}`);
  console.log(
    `  suggest p99 ≤ ${TARGET.suggestP99} ms: ${sugg.p99.toFixed(2)} ms ${mark(sugg.p99 <= TARGET.suggestP99)}`,
  );
  console.log(
    `  ratio pg_fts_p99 / p99 ≥ ${TARGET.ratio}: ${ratio.toFixed(2)} ${mark(ratio >= TARGET.ratio)} (pg fts p50 ${pgf.p50.toFixed(1)} ms, p95 ${pgf.p95.toFixed(1)} ms, p99 ${pgf.p99.toFixed(1)} ms, qps ${pgf.qps.toFixed(0)})`,
  );

  await close();
  console.log(
    `SEARCH items=${items} p50=${ours.p50.toFixed(2)}ms p95=${ours.p95.toFixed(2)}ms p99=${ours.p99.toFixed(2)}ms qps=${Math.round(ours.qps)} suggest_p99=${sugg.p99.toFixed(2)}ms pg_fts_p99=${pgf.p99.toFixed(2)}ms ratio=${ratio.toFixed(2)}`,
  );
}

main().then(
  () => {
    // anything left open must not keep the bench alive
    setTimeout(() => process.exit(0), 2000).unref();
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
