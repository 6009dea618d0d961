/**
 * Search (issue 4; contract in CONTRACT.md): keyword search with units, part numbers and Chinese words,
 * filters, facets and suggestions over the three libraries, answered from in-process indexes
 * (search.index.ts), one per kind.
 *
 * Freshness: at start the indexes are built from the database (keyset batches); a poller (every 250 ms)
 * reads the change log the item triggers write (migration 0004) and applies the changed items, or rebuilds
 * everything when many changed at once (the seed) or when the index met a category it does not know.
 * Queries during a rebuild are answered by the previous indexes.
 */

import type { Dimension, ParamDef } from '@jianku/catalog';
import {
  formatQuantity as formatCatalogQuantity,
  parseQuantity as parseCatalogQuantity,
} from '@jianku/catalog';
import { KEYWORD_MAX_LENGTH, validateKeywordList } from '@jianku/rules';
import type { FastifyBaseLogger } from 'fastify';
import { runInBackground } from '../../db/priority.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { ItemRecord } from '../catalog/catalog.repository.ts';
import type { ItemSummary } from '../catalog/catalog.service.ts';
import {
  type IndexCategory,
  type IndexResult,
  type ParamFilter,
  type ResolvedWord,
  SearchIndex,
  type SortOrder,
  WEIGHT,
} from './search.index.ts';
import type { SearchCategoryRow, SearchItemRow, SearchRepository } from './search.repository.ts';
import { hasCjk, PhraseType, queryQuantity, queryWords } from './search.text.ts';

export const SEARCH_KINDS = [1, 2, 4] as const;
export const POLL_MS = 250;
/** more pending changes than this: rebuild instead of applying one by one */
export const REBUILD_CHANGES = 50_000;
const BUILD_BATCH = 2_500;
/** rows indexed between two returns to the event loop during a build */
const YIELD_ROWS = 1000;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const CHANGE_BATCH = 10_000;
/** change ids re-read behind the last applied one (transactions may commit out of id order) */
const CHANGE_LOOKBACK = 2_000;
const PRUNE_EVERY_MS = 30_000;
const PRUNE_AGE_S = 60;
const KEY_PARAM_COUNT = 4;
export const SUGGEST_DEFAULT = 15;
export const SUGGEST_MAX = 50;
const EXTRA_MAX = 20;

export interface SearchQuery {
  kind: number;
  keyWords?: string;
  notAnalyzerKeyWords?: string;
  categoryId?: number;
  brandId?: number;
  sort: SortOrder;
  page: number;
  pageSize: number;
  /** p.<key> → expression */
  params: Record<string, string>;
}

export interface SearchParamFacet {
  key: string;
  name: string;
  unit: string;
  type: 'numeric' | 'enum';
  min?: number;
  max?: number;
  minDisplay?: string;
  maxDisplay?: string;
  values?: { value: string; count: number }[];
}

export interface SearchAnswer {
  total: number;
  page: number;
  pageSize: number;
  list: ItemSummary[];
  facets: {
    categories: { id: number; name: string; count: number }[];
    brands: { id: number; name: string; count: number }[];
    params: SearchParamFacet[];
  };
  quantities: { text: string; display: string }[];
  tookMs: number;
}

interface Catalog {
  byId: Map<number, SearchCategoryRow>;
  children: Map<number, number[]>;
}

export type SearchIndexState = 'not-started' | 'building' | 'ready' | 'failed';

export interface SearchServiceDeps {
  repository: SearchRepository;
  log?: FastifyBaseLogger;
}

/** Split a keyword list on |, trimmed, empties dropped, duplicates kept (they are an error). */
function splitList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split('|')
    .map((k) => k.trim())
    .filter((k) => k !== '');
}

/**
 * Suggestion phrases in the order shown: product words by items, then their lines, first the best line of
 * each product and type (its standard, its largest series, its most common short part number), then the
 * other lines by items.
 */
function orderPhrases(phrases: Array<[string, number, PhraseType]>): string[] {
  const byItems = [...phrases].sort((a, b) => b[1] - a[1]);
  const products = byItems.filter((p) => p[2] === PhraseType.product).map((p) => p[0]);
  const lines = byItems.filter((p) => p[2] !== PhraseType.product);
  const firsts: string[] = [];
  const rest: string[] = [];
  const taken = new Set<string>();
  for (const [text, , type] of lines) {
    const key = `${text.slice(0, text.indexOf(' '))}|${type}`;
    if (taken.has(key)) rest.push(text);
    else {
      taken.add(key);
      firsts.push(text);
    }
  }
  return [...products, ...firsts, ...rest];
}

/** Display of an SI value in the parameter's display unit ('1 pF', '25 V'). */
function displayOf(def: { dimension: string; unit: string }, si: number): string {
  try {
    return formatCatalogQuantity(si, def.dimension as Dimension);
  } catch {
    return String(si);
  }
}

export function createSearchService({ repository, log }: SearchServiceDeps) {
  let indexes = new Map<number, SearchIndex>();
  let catalog: Catalog = { byId: new Map(), children: new Map() };
  let lastChange = 0;
  const applied = new Set<number>();
  let ready: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let busy: Promise<void> | undefined;
  let rebuildWanted = false;
  let stopped = false;
  let lastPrune = Date.now();
  /** for the readiness check: whether a first index was built (the search answers wait for it) */
  let indexState: SearchIndexState = 'not-started';

  async function build(): Promise<void> {
    const started = performance.now();
    const fromChange = await repository.lastChangeId();
    const [categoryRows, brandRows] = await Promise.all([
      repository.listCategories(),
      repository.listBrands(),
    ]);
    const byId = new Map(categoryRows.map((c) => [c.id, c]));
    const children = new Map<number, number[]>();
    for (const c of categoryRows) {
      if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
    }
    const next = new Map<number, SearchIndex>();
    for (const kind of SEARCH_KINDS) {
      const cats: IndexCategory[] = categoryRows
        .filter((c) => c.kind === kind)
        .map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, nameEn: c.nameEn, params: c.params }));
      next.set(kind, new SearchIndex(kind, cats, brandRows, 1024));
    }
    // keyset batches; the next batch is read while this one is indexed (the database works meanwhile)
    // readMs: database time of the reads (overlaps indexing); waitMs: time indexing waited for a read
    let count = 0;
    let readMs = 0;
    let waitMs = 0;
    let indexMs = 0;
    const read = (after: number) => {
      const t = performance.now();
      return repository.readItems(after, BUILD_BATCH).then((rows) => {
        readMs += performance.now() - t;
        return rows;
      });
    };
    let pending: Promise<SearchItemRow[]> | undefined = read(0);
    while (pending) {
      const waited = performance.now();
      const rows: SearchItemRow[] = await pending;
      let t0 = performance.now();
      waitMs += t0 - waited;
      pending = undefined;
      if (rows.length === 0) break;
      if (rows.length === BUILD_BATCH && !stopped)
        pending = read((rows[rows.length - 1] as SearchItemRow).id);
      // The read just asked for is only sent once this thread gets back to its event loop (the driver's
      // promise chain runs between tasks): indexing the batch in one go would leave the database idle
      // meanwhile. Yielding every YIELD_ROWS rows sends it at once and keeps requests answered.
      for (const row of rows) {
        next.get(row.kind)?.add(row);
        if (++count % YIELD_ROWS === 0) {
          indexMs += performance.now() - t0;
          await yieldToEventLoop();
          t0 = performance.now();
        }
      }
      indexMs += performance.now() - t0;
    }
    const finishing = performance.now();
    for (const index of next.values()) index.finish();
    const finishMs = performance.now() - finishing;
    indexes = next;
    catalog = { byId, children };
    lastChange = Math.max(lastChange, fromChange);
    indexState = 'ready';
    applied.clear();
    rebuildWanted = false;
    const ms = performance.now() - started;
    const mem = process.memoryUsage();
    const own = [...next.values()].reduce((n, i) => n + i.byteSize(), 0);
    log?.info(
      {
        items: count,
        buildMs: Math.round(ms),
        readMs: Math.round(readMs),
        waitMs: Math.round(waitMs),
        indexMs: Math.round(indexMs + finishMs),
        finishMs: Math.round(finishMs),
        rowsPerS: Math.round((count * 1000) / Math.max(1, ms)),
        typedArrayMB: Math.round(own / 1048576),
        heapUsedMB: Math.round(mem.heapUsed / 1048576),
        rssMB: Math.round(mem.rss / 1048576),
        kinds: Object.fromEntries([...next].map(([k, i]) => [k, i.stats()])),
      },
      `search: index of ${count} items built in ${(ms / 1000).toFixed(1)} s; typed arrays ${(own / 1048576).toFixed(1)} MB, heap ${(mem.heapUsed / 1048576).toFixed(0)} MB, rss ${(mem.rss / 1048576).toFixed(0)} MB`,
    );
  }

  async function applyChanges(): Promise<void> {
    if (rebuildWanted) {
      await build();
      return;
    }
    const pending = await repository.countChangesAfter(lastChange, REBUILD_CHANGES);
    if (pending >= REBUILD_CHANGES) {
      await build();
      return;
    }
    const changes = await repository.changesAfter(
      Math.max(0, lastChange - CHANGE_LOOKBACK),
      CHANGE_BATCH + CHANGE_LOOKBACK,
    );
    const fresh = changes.filter((c) => !applied.has(c.id));
    if (fresh.length === 0) return;
    const itemIds = [...new Set(fresh.map((c) => c.itemId))];
    const rows: SearchItemRow[] = [];
    for (let i = 0; i < itemIds.length; i += 1000)
      rows.push(...(await repository.itemsByIds(itemIds.slice(i, i + 1000))));
    for (const id of itemIds) for (const index of indexes.values()) index.remove(id);
    for (const row of rows) {
      const index = indexes.get(row.kind);
      if (!index) continue;
      if (!index.add(row)) rebuildWanted = true; // a category the index does not know (new seed)
    }
    for (const c of fresh) {
      applied.add(c.id);
      if (c.id > lastChange) lastChange = c.id;
    }
    for (const id of applied) if (id <= lastChange - CHANGE_LOOKBACK) applied.delete(id);
    let delta = 0;
    let size = 0;
    for (const index of indexes.values()) {
      delta += index.deltaSize;
      size += index.size;
    }
    if (delta > Math.max(50_000, size / 4)) rebuildWanted = true;
    if (rebuildWanted) await build();
  }

  async function prune(): Promise<void> {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await repository.pruneChanges(lastChange - CHANGE_LOOKBACK, PRUNE_AGE_S);
  }

  /** Run one step (apply changes, prune) unless one runs. */
  function tick(): Promise<void> {
    if (busy) return busy;
    busy = (async () => {
      try {
        if (ready) await ready;
        if (stopped) return;
        await runInBackground(async () => {
          await applyChanges();
          await prune();
        });
      } catch (err) {
        if (!stopped) log?.warn({ err }, 'search: applying changes failed; retrying');
      } finally {
        busy = undefined;
      }
    })();
    return busy;
  }

  function start(): Promise<void> {
    if (!ready) {
      stopped = false;
      indexState = 'building';
      // background work: on PGlite's one session, requests' queries go before the build's reads
      ready = runInBackground(build).catch((err: unknown) => {
        log?.error({ err }, 'search: index build failed; retrying on the next change');
        rebuildWanted = true;
        indexState = 'failed';
      });
      timer = setInterval(() => void tick(), POLL_MS);
      timer.unref();
    }
    return ready;
  }

  async function indexFor(kind: number): Promise<SearchIndex> {
    await start();
    const index = indexes.get(kind);
    if (!index) throw badRequest('请求参数不正确：kind 只能是 1、2 或 4');
    return index;
  }

  function leavesOf(id: number): number[] {
    const out: number[] = [];
    const walk = (c: number) => {
      const kids = catalog.children.get(c);
      if (!kids || kids.length === 0) out.push(c);
      else for (const k of kids) walk(k);
    };
    walk(id);
    return out;
  }

  /** Parameter definitions by key of the categories in scope. */
  function paramDefs(categoryIds: readonly number[]): Map<string, ParamDef> {
    const defs = new Map<string, ParamDef>();
    for (const id of categoryIds) {
      for (const def of catalog.byId.get(id)?.params ?? []) if (!defs.has(def.key)) defs.set(def.key, def);
    }
    return defs;
  }

  function parseFilter(key: string, expression: string, def: ParamDef): ParamFilter {
    const bad = () => badRequest(`参数筛选格式不正确：p.${key}`);
    const text = expression.normalize('NFKC').trim();
    if (text === '' || text.length > 256) throw bad();
    if (def.type === 'enum') {
      const values = [
        ...new Set(
          text
            .split('|')
            .map((v) => v.trim())
            .filter((v) => v !== ''),
        ),
      ];
      if (values.length === 0 || values.length > 100) throw bad();
      return { key, type: 'enum', values };
    }
    const read = (s: string): number => {
      const v = parseCatalogQuantity(s, def.dimension, def.unit);
      if (v === null || !Number.isFinite(v)) throw bad();
      return v;
    };
    let min = Number.NEGATIVE_INFINITY;
    let max = Number.POSITIVE_INFINITY;
    const cmp = /^(>=|≥|<=|≤)\s*(.+)$/.exec(text);
    if (cmp) {
      const v = read(cmp[2] as string);
      if (cmp[1] === '>=' || cmp[1] === '≥') min = v;
      else max = v;
    } else if (text.includes('~')) {
      const parts = text.split('~');
      if (parts.length !== 2) throw bad();
      const [a = '', b = ''] = parts.map((p) => p.trim());
      if (a === '' && b === '') throw bad();
      if (a !== '') min = read(a);
      if (b !== '') max = read(b);
      if (min > max) throw bad();
    } else {
      min = read(text);
      max = min;
    }
    return { key, type: 'range', min, max };
  }

  interface Words {
    words: ResolvedWord[];
    quantities: { text: string; display: string }[];
    /** a keyword could match nothing at all */
    impossible: boolean;
    /** keywords were given but none held a searchable word */
    empty: boolean;
  }

  function resolveWords(index: SearchIndex, tags: string[]): Words {
    const words: ResolvedWord[] = [];
    const quantities: Words['quantities'] = [];
    let impossible = false;
    for (const tag of tags) {
      for (const piece of tag.split(/\s+/)) {
        if (piece === '') continue;
        const q = queryQuantity(piece);
        if (q) {
          if (!quantities.some((x) => x.text === q.text))
            quantities.push({ text: q.text, display: q.display });
          const w = index.resolveWord(piece, { quantityTokens: q.tokens, modelText: piece });
          if (w) words.push(w);
          else impossible = true;
          continue;
        }
        const parts = queryWords(piece);
        if (parts.length === 0) continue;
        if (parts.length > 1 && /[a-z0-9]/i.test(piece)) {
          // a part number with punctuation ("RC0603FR-0710KL", "GB/T"): one word when it is a model prefix
          const longest = parts.reduce((a, b) => (b.length > a.length ? b : a));
          const asModel = index.resolveWord(longest, { modelText: piece });
          if (asModel?.sources.some((s) => s.kind === 'prefix' || s.weight === WEIGHT.modelExact)) {
            words.push(asModel);
            continue;
          }
        }
        for (const part of parts) {
          const w = index.resolveWord(part);
          if (w) {
            words.push(w);
            continue;
          }
          const finer = index.splitWord(part);
          if (finer.length === 0) {
            impossible = true;
            continue;
          }
          for (const f of finer) {
            const fw = index.resolveWord(f);
            if (fw) words.push(fw);
            else impossible = true;
          }
        }
      }
    }
    return { words, quantities, impossible, empty: tags.length > 0 && words.length === 0 && !impossible };
  }

  function summarize(row: ItemRecord): ItemSummary {
    const category = catalog.byId.get(row.categoryId);
    const keyParams: ItemSummary['keyParams'] = [];
    for (const def of category?.params ?? []) {
      if (keyParams.length >= KEY_PARAM_COUNT) break;
      const value = row.params[def.key];
      if (def.comparable && value) keyParams.push({ key: def.key, name: def.name, display: value.display });
    }
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      model: row.model,
      name: row.name,
      series: row.series,
      standard: row.standard,
      package: row.package,
      lifecycle: row.lifecycle,
      brand: row.brand,
      category: { id: row.categoryId, name: category?.name ?? '' },
      keyParams,
    };
  }

  return {
    /** Build the indexes and start following the change log (idempotent). */
    start,

    /** not-started, building (no index yet: searches wait), ready, or failed (retried on the next change) */
    indexState: (): SearchIndexState => indexState,

    /** Stop the poller and wait for a running step (before the database closes). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await ready;
      await busy;
    },

    /** Apply every pending change now (tests; after a bulk write). */
    async sync(): Promise<void> {
      await start();
      for (let i = 0; i < 100; i++) {
        await busy;
        await tick();
        const pending = await repository.countChangesAfter(lastChange, 1);
        if (pending === 0 && !rebuildWanted) return;
      }
    },

    /** Rebuild from the database now. */
    async rebuild(): Promise<void> {
      await start();
      await busy;
      rebuildWanted = true;
      await tick();
    },

    stats() {
      return Object.fromEntries([...indexes].map(([kind, index]) => [kind, index.stats()]));
    },

    async search(query: SearchQuery): Promise<SearchAnswer> {
      const started = performance.now();
      const tags = splitList(query.keyWords);
      const problem = validateKeywordList(tags);
      if (problem) throw badRequest(problem);
      const extraTags = splitList(query.notAnalyzerKeyWords)
        .slice(0, EXTRA_MAX)
        .map((k) => Array.from(k).slice(0, KEYWORD_MAX_LENGTH).join(''));
      const index = await indexFor(query.kind);
      const emptyAnswer = (quantities: SearchAnswer['quantities'] = []): SearchAnswer => ({
        total: 0,
        page: query.page,
        pageSize: query.pageSize,
        list: [],
        facets: { categories: [], brands: [], params: [] },
        quantities,
        tookMs: Math.round((performance.now() - started) * 100) / 100,
      });

      // scope: category (with its descendants) of this kind
      let categoryIds: number[] | undefined;
      let facetCategoryId: number | undefined;
      if (query.categoryId !== undefined) {
        const c = catalog.byId.get(query.categoryId);
        if (!c || c.kind !== query.kind) {
          // unknown: a filter key is still checked against the kind's parameters below
          categoryIds = [];
        } else {
          categoryIds = leavesOf(c.id);
          if (categoryIds.length === 1 && categoryIds[0] === c.id) facetCategoryId = c.id;
        }
      }
      const scope =
        categoryIds && categoryIds.length > 0
          ? categoryIds
          : [...catalog.byId.values()].filter((c) => c.kind === query.kind).map((c) => c.id);
      const defs = paramDefs(scope);
      const filters: ParamFilter[] = [];
      for (const [key, expression] of Object.entries(query.params)) {
        const def = defs.get(key);
        if (!def || (def.type !== 'numeric' && def.type !== 'enum'))
          throw badRequest(`未知的筛选参数：p.${key}`);
        filters.push(parseFilter(key, expression, def));
      }
      if (categoryIds && categoryIds.length === 0) return emptyAnswer();

      const { words, quantities, impossible, empty } = resolveWords(index, tags);
      if (impossible || empty) return emptyAnswer(quantities);
      const extra: ResolvedWord[] = [];
      for (const tag of extraTags) {
        const q = queryQuantity(tag);
        const w = index.resolveWord(tag, q ? { quantityTokens: q.tokens, modelText: tag } : {});
        if (w) extra.push(w);
      }

      const result: IndexResult = index.search({
        words,
        extra,
        ...(categoryIds ? { categoryIds } : {}),
        ...(query.brandId !== undefined ? { brandId: query.brandId } : {}),
        filters,
        sort: query.sort,
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
        facets: true,
        ...(facetCategoryId !== undefined ? { facetCategoryId } : {}),
      });
      const rows = await repository.summaries(result.ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const list = result.ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [summarize(row)] : [];
      });
      const params: SearchParamFacet[] = result.params.map((p) => ({
        key: p.key,
        name: p.name,
        unit: p.unit,
        type: p.type,
        ...(p.min !== undefined && p.max !== undefined
          ? { min: p.min, max: p.max, minDisplay: displayOf(p, p.min), maxDisplay: displayOf(p, p.max) }
          : {}),
        ...(p.values ? { values: p.values } : {}),
      }));
      return {
        total: result.total,
        page: query.page,
        pageSize: query.pageSize,
        list,
        facets: { categories: result.categories, brands: result.brands, params },
        quantities,
        tookMs: Math.round((performance.now() - started) * 100) / 100,
      };
    },

    /** Suggestions for the search box: part numbers and names starting with the keyword. */
    async suggest(keyword: string, size: number, kinds: readonly number[]): Promise<string[]> {
      const k = Array.from(keyword).slice(0, KEYWORD_MAX_LENGTH).join('').trim();
      if (k === '') return [];
      await start();
      const cjk = hasCjk(k);
      const models: string[] = [];
      const words: Array<[string, number]> = [];
      const phrases: Array<[string, number, PhraseType]> = [];
      const categories: string[] = [];
      for (const kind of kinds) {
        const index = indexes.get(kind);
        if (!index) continue;
        models.push(...index.suggestModels(k, size));
        words.push(...index.suggestWords(k, size));
        if (cjk) phrases.push(...index.suggestPhrases(k, size));
        categories.push(...index.suggestCategories(k));
      }
      words.sort((a, b) => b[1] - a[1]);
      // Chinese: category names, the items' product words, their lines (六角头螺栓 GB/T 5782, 深沟球轴承 6204),
      // then name words
      const named = [...categories, ...orderPhrases(phrases), ...words.map((w) => w[0])];
      const ordered = cjk ? [...named, ...models] : [...models, ...named];
      const out: string[] = [];
      const seen = new Set<string>();
      for (const s of ordered) {
        const key = s.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(s);
        if (out.length >= size) break;
      }
      return out;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
