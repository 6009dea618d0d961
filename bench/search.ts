/**
 * Search bench (issue 4), first part: builds the in-process index (apps/server search.index.ts) from the
 * generated catalogue at N items (no database yet), prints build time and memory, then replays a mix of
 * realistic queries (Chinese, English, part numbers, units, filters) at concurrency 1 in-process and prints
 * p50/p95/p99 and suggestion p99. Not yet done: loading into PostgreSQL, building from the database and
 * the PostgreSQL FTS comparison (pg_fts_p99 and ratio print NA).
 *
 *   npm run bench:search -- --items 1000000
 */
import { brands, categories, generateItems } from '@jianku/catalog';
import {
  type IndexCategory,
  type ResolvedWord,
  SearchIndex,
} from '../apps/server/src/modules/search/search.index.ts';
import { queryQuantity, queryWords } from '../apps/server/src/modules/search/search.text.ts';

const arg = process.argv.indexOf('--items');
const N = arg > 0 ? Number(process.argv[arg + 1]) : 1_000_000;

const cats = categories();
const brandList = brands();
const catId = new Map(cats.map((c, i) => [c.code, i + 1]));
const brandId = new Map(brandList.map((b, i) => [b.code, i + 1]));
const indexes = new Map<number, SearchIndex>();
for (const kind of [1, 2, 4]) {
  const list: IndexCategory[] = cats
    .filter((c) => c.kind === kind)
    .map((c) => ({
      id: catId.get(c.code) as number,
      parentId: c.parentCode ? (catId.get(c.parentCode) ?? null) : null,
      name: c.name,
      params: c.params,
    }));
  indexes.set(
    kind,
    new SearchIndex(
      kind,
      list,
      brandList.map((b) => ({ id: brandId.get(b.code) as number, nameZh: b.nameZh, nameEn: b.nameEn })),
      1 << 16,
    ),
  );
}
const t0 = performance.now();
let id = 0;
for (const item of generateItems({ size: N })) {
  id++;
  indexes.get(item.kind)?.add({
    id,
    categoryId: catId.get(item.categoryCode) as number,
    brandId: item.brandCode ? (brandId.get(item.brandCode) ?? null) : null,
    model: item.model,
    name: item.name,
    series: item.series ?? '',
    standard: item.standard ?? null,
    description: item.description ?? '',
    package: (item as { package?: string | null }).package ?? null,
    params: item.params,
    createdAt: id,
  });
}
for (const index of indexes.values()) index.finish();
const buildMs = performance.now() - t0;
const mem = process.memoryUsage();
const own = [...indexes.values()].reduce((n, i) => n + i.byteSize(), 0);
console.log(
  `built ${id} items in ${(buildMs / 1000).toFixed(1)} s (generation included); typed arrays ${(own / 1048576).toFixed(0)} MB, heap ${(mem.heapUsed / 1048576).toFixed(0)} MB, rss ${(mem.rss / 1048576).toFixed(0)} MB`,
);

const QUERIES: Array<[number, string, Record<string, string>?]> = [
  [2, 'rc0603 10k'],
  [2, '0.1uF'],
  [2, '100nF 50V'],
  [2, '电阻'],
  [2, '贴片电容'],
  [2, '10k'],
  [2, 'STM32'],
  [2, '二极管'],
  [2, '1/4W'],
  [2, 'X7R 0402'],
  [2, '电感 10uH'],
  [2, 'LDO'],
  [2, 'MOSFET'],
  [2, 'CC0402'],
  [1, '6204'],
  [1, 'M8'],
  [1, '六角头螺栓'],
  [1, '深沟球轴承'],
  [1, '螺栓 M10'],
  [1, 'GB/T 5782'],
  [1, 'O形圈'],
  [1, '平垫圈'],
  [1, '内六角圆柱头螺钉 M6'],
  [4, 'Q355B'],
  [4, '不锈钢'],
  [4, '304'],
  [4, '铝合金'],
  [2, '', { resistance: '1k~100k' }],
  [2, '电容', { rated_voltage: '>=25V' }],
  [2, '', { capacitance: '10uF~100uF' }],
];
const resolve = (index: SearchIndex, text: string): ResolvedWord[] | null => {
  const out: ResolvedWord[] = [];
  for (const piece of text.split(/\s+/).filter(Boolean)) {
    const q = queryQuantity(piece);
    if (q) {
      const w = index.resolveWord(piece, { quantityTokens: q.tokens, modelText: piece });
      if (!w) return null;
      out.push(w);
      continue;
    }
    for (const part of queryWords(piece)) {
      const w = index.resolveWord(part);
      if (!w) return null;
      out.push(w);
    }
  }
  return out;
};
const times: number[] = [];
const totals: number[] = [];
const rounds = Math.ceil(600 / QUERIES.length);
const tStart = performance.now();
for (let r = 0; r < rounds; r++) {
  for (const [kind, text, filters] of QUERIES) {
    const index = indexes.get(kind) as SearchIndex;
    const s = performance.now();
    const words = resolve(index, text);
    if (words) {
      const res = index.search({
        words,
        extra: [],
        filters: Object.entries(filters ?? {}).map(([key, expr]) => {
          const [a = '', b = ''] = expr.replace('>=', '').split('~');
          const qa = queryQuantity(a);
          const qb = b ? queryQuantity(b) : null;
          return {
            key,
            type: 'range' as const,
            min: qa ? Number(qa.tokens[0]?.split(':')[2]) : -Infinity,
            max: qb
              ? Number(qb.tokens[0]?.split(':')[2])
              : expr.includes('~') || expr.startsWith('>=')
                ? Infinity
                : -Infinity,
          };
        }),
        sort: 'relevance',
        offset: 0,
        limit: 20,
        facets: true,
      });
      if (r === 0) totals.push(res.total);
    }
    times.push(performance.now() - s);
  }
}
const wall = performance.now() - tStart;
const pct = (a: number[], p: number) =>
  [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor((a.length * p) / 100))] as number;
const sugg: number[] = [];
for (let r = 0; r < 20; r++) {
  for (const k of ['rc06', '62', '六角', 'stm', 'q3', 'cc04', 'gb', '深沟']) {
    const s = performance.now();
    for (const index of indexes.values()) {
      index.suggestModels(k, 15);
      index.suggestWords(k, 15);
      index.suggestCategories(k);
    }
    sugg.push(performance.now() - s);
  }
}
console.log(
  `queries ${times.length} (index only, concurrency 1; totals of the first round: ${totals.join(',')})`,
);
console.log(
  `SEARCH items=${id} p50=${pct(times, 50).toFixed(2)}ms p95=${pct(times, 95).toFixed(2)}ms p99=${pct(times, 99).toFixed(2)}ms qps=${Math.round((times.length * 1000) / wall)} suggest_p99=${pct(sugg, 99).toFixed(2)}ms pg_fts_p99=NA ratio=NA`,
);
