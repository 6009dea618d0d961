/**
 * Search (issue 4; contract in CONTRACT.md): keyword search with units, part numbers and Chinese words,
 * filters, facets and suggestions over the three libraries, answered from in-process indexes
 * (search.index.ts), one per kind, kept in step with the database by search-sync.ts; the query is read
 * by search-query.ts. This file shapes the answers.
 */

import type { Dimension } from '@jianku/catalog';
import { formatQuantity as formatCatalogQuantity } from '@jianku/catalog';
import { KEYWORD_MAX_LENGTH, validateKeywordList } from '@jianku/rules';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../../lib/app-error.ts';
import { type ItemSummary, summarizeItem } from '../catalog/catalog.views.ts';
import type { IndexResult, ParamFilter, ResolvedWord, SortOrder } from './engine/index.ts';
import type { SearchRepository } from './search.repository.ts';
import { hasCjk, PhraseType, queryQuantity } from './search.text.ts';
import { leavesOf, paramDefs, parseFilter, resolveWords, splitList } from './search-query.ts';
import { createSearchIndexes } from './search-sync.ts';

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

export type { SearchIndexState } from './search-sync.ts';

export interface SearchServiceDeps {
  repository: SearchRepository;
  log?: FastifyBaseLogger;
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
  const indexes = createSearchIndexes({ repository, ...(log ? { log } : {}) });

  return {
    /** Build the indexes and start following the change log (idempotent). */
    start: indexes.start,
    /** not-started, building (no index yet: searches wait), ready, or failed (retried on the next change) */
    indexState: indexes.indexState,
    /** Stop the poller and wait for a running step (before the database closes). */
    stop: indexes.stop,
    /** Apply every pending change now (tests; after a bulk write). */
    sync: indexes.sync,
    /** Rebuild from the database now. */
    rebuild: indexes.rebuild,
    stats: indexes.stats,

    async search(query: SearchQuery): Promise<SearchAnswer> {
      const started = performance.now();
      const tags = splitList(query.keyWords);
      const problem = validateKeywordList(tags);
      if (problem) throw badRequest(problem);
      const extraTags = splitList(query.notAnalyzerKeyWords)
        .slice(0, EXTRA_MAX)
        .map((k) => Array.from(k).slice(0, KEYWORD_MAX_LENGTH).join(''));
      const index = await indexes.indexFor(query.kind);
      const catalog = indexes.catalog();
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
          categoryIds = leavesOf(catalog, c.id);
          if (categoryIds.length === 1 && categoryIds[0] === c.id) facetCategoryId = c.id;
        }
      }
      const scope =
        categoryIds && categoryIds.length > 0
          ? categoryIds
          : [...catalog.byId.values()].filter((c) => c.kind === query.kind).map((c) => c.id);
      const defs = paramDefs(catalog, scope);
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
        return row ? [summarizeItem(catalog.byId.get(row.categoryId), row)] : [];
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
      await indexes.start();
      const cjk = hasCjk(k);
      const models: string[] = [];
      const words: Array<[string, number]> = [];
      const phrases: Array<[string, number, PhraseType]> = [];
      const categories: string[] = [];
      for (const kind of kinds) {
        const index = indexes.indexOf(kind);
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
