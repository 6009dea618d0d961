/**
 * The query translator: a search request → the index's query (engine/) → the API's answer
 * (@jianku/rules/search-schemas), and the suggestions of the search box. The indexes come from the index
 * keeper (search-index-keeper.ts); the request's keywords and filters are read by search-query.ts.
 */
import type { Dimension } from '@jianku/catalog';
import { formatQuantity as formatCatalogQuantity } from '@jianku/catalog';
import { KEYWORD_MAX_LENGTH, validateKeywordList } from '@jianku/rules';
import {
  type LibraryScope,
  PARAM_FILTER_PREFIX,
  PARAM_FILTERS_MAX,
  type SearchAnswer,
  type SearchDecoded,
  type SearchParamFacet,
  type SearchRelaxed,
  type SearchRequest,
  type SearchSort,
  searchQueryProperties,
} from '@jianku/rules/search-schemas';
import { badRequest } from '../../lib/app-error.ts';
import { summarizeItem } from '../catalog/catalog.views.ts';
import type {
  ParamFacet as IndexParamFacet,
  IndexQuery,
  ParamFilter,
  ResolvedWord,
  SearchIndex,
} from './engine/index.ts';
import { relaxQuery } from './query-relax.ts';
import { foldText, hasCjk, PhraseType, queryQuantity } from './search.text.ts';
import { decodableTag, holdsPart, nearestOfDecoded } from './search-decoded.ts';
import type { SearchCatalog, SearchIndexes } from './search-index-keeper.ts';
import type { SearchSource } from './search-org-indexes.ts';
import { leavesOf, paramDefs, parseFilter, resolveWords, splitList } from './search-query.ts';
import {
  namedLifecycles,
  namedMountings,
  namedPackages,
  type ValueFilters,
  valueFiltersOf,
} from './search-value-filters.ts';

/** extra (notAnalyzer) keywords read at most */
const EXTRA_MAX = 20;
/** the query's named fields (every other p.<key> is a parameter filter) */
const NAMED_FIELDS = new Set(Object.keys(searchQueryProperties));

/** A search as the service takes it: the request's named fields and its parameter filters. */
export interface SearchQuery extends ValueFilters {
  kind: number;
  keyWords?: string;
  notAnalyzerKeyWords?: string;
  categoryId?: number;
  brandId?: number;
  sort: SearchSort;
  /** the library searched: the public one (default) or the caller's organisation's */
  scope?: LibraryScope;
  page: number;
  pageSize: number;
  /** p.<key> → expression */
  params: Record<string, string>;
  /** count the facets (default true; the BOM matcher reads the first results only) */
  facets?: boolean;
}

/** A validated request (named fields, and p.<key> filters as the other keys) as a SearchQuery. */
export function searchQueryOf(request: SearchRequest & Record<string, unknown>): SearchQuery {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(request)) {
    if (NAMED_FIELDS.has(key) || !key.startsWith(PARAM_FILTER_PREFIX)) continue;
    if (Object.keys(params).length >= PARAM_FILTERS_MAX) throw badRequest('参数筛选最多 50 个');
    params[key.slice(PARAM_FILTER_PREFIX.length)] = String(value);
  }
  const { kind, keyWords, notAnalyzerKeyWords, categoryId, brandId, sort, page, pageSize, scope } = request;
  return {
    kind,
    sort,
    page,
    pageSize,
    params,
    ...(keyWords !== undefined ? { keyWords } : {}),
    ...(notAnalyzerKeyWords !== undefined ? { notAnalyzerKeyWords } : {}),
    ...(categoryId !== undefined ? { categoryId } : {}),
    ...(brandId !== undefined ? { brandId } : {}),
    ...(scope !== undefined ? { scope } : {}),
    ...valueFiltersOf(request),
  };
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
    return formatCatalogQuantity(si, def.dimension as Dimension, def.unit);
  } catch {
    return String(si);
  }
}

/** The index's parameter facet as the answer's (with the min and max as displayed). */
function answerFacet(p: IndexParamFacet): SearchParamFacet {
  return {
    key: p.key,
    name: p.name,
    unit: p.unit,
    type: p.type,
    ...(p.min !== undefined && p.max !== undefined
      ? { min: p.min, max: p.max, minDisplay: displayOf(p, p.min), maxDisplay: displayOf(p, p.max) }
      : {}),
    ...(p.values ? { values: p.values } : {}),
  };
}

/** The category scope of a query: its leaves, and the leaf whose parameters to facet. */
function scopeOf(catalog: SearchCatalog, query: SearchQuery) {
  let categoryIds: number[] | undefined;
  let facetCategoryId: number | undefined;
  if (query.categoryId !== undefined) {
    const c = catalog.byId.get(query.categoryId);
    if (!c || c.kind !== query.kind) {
      // unknown: a filter key is still checked against the kind's parameters
      categoryIds = [];
    } else {
      categoryIds = leavesOf(catalog, c.id);
      if (categoryIds.length === 1 && categoryIds[0] === c.id) facetCategoryId = c.id;
    }
  }
  return { categoryIds, facetCategoryId };
}

/** The p.<key> filters read against the parameters of the categories in scope (unknown keys are an error). */
function filtersOf(
  catalog: SearchCatalog,
  query: SearchQuery,
  categoryIds: number[] | undefined,
): ParamFilter[] {
  const scope =
    categoryIds && categoryIds.length > 0
      ? categoryIds
      : [...catalog.byId.values()].filter((c) => c.kind === query.kind).map((c) => c.id);
  const defs = paramDefs(catalog, scope);
  const filters: ParamFilter[] = [];
  for (const [key, expression] of Object.entries(query.params)) {
    const def = defs.get(key);
    if (!def || (def.type !== 'numeric' && def.type !== 'enum')) throw badRequest(`未知的筛选参数：p.${key}`);
    filters.push(parseFilter(key, expression, def));
  }
  return filters;
}

/** Extra keywords as index words (a quantity also by its tokens); those the index cannot match are left out. */
function extraWords(index: SearchIndex, tags: string[]): ResolvedWord[] {
  const extra: ResolvedWord[] = [];
  for (const tag of tags) {
    const q = queryQuantity(tag);
    const w = index.resolveWord(tag, q ? { quantityTokens: q.tokens, modelText: tag } : {});
    if (w) extra.push(w);
  }
  return extra;
}

export interface SearchTranslatorDeps {
  indexes: SearchIndexes;
}

// long because it is the closure that holds the translator's methods over shared dependencies; each method is measured on its own and stays short
export function createSearchTranslator({ indexes }: SearchTranslatorDeps) {
  /** the public library's indexes (an organisation's come from search-org-indexes.ts) */
  const publicSource: SearchSource = {
    indexFor: (kind) => indexes.indexFor(kind),
    indexOf: (kind) => indexes.indexOf(kind),
    ready: () => indexes.start(),
    catalog: () => indexes.catalog(),
    summaries: (ids) => indexes.summaries(ids),
  };
  return {
    async search(query: SearchQuery, source: SearchSource = publicSource): Promise<SearchAnswer> {
      const started = performance.now();
      const tookMs = () => Math.round((performance.now() - started) * 100) / 100;
      const tags = splitList(query.keyWords);
      const problem = validateKeywordList(tags);
      if (problem) throw badRequest(problem);
      const extraTags = splitList(query.notAnalyzerKeyWords)
        .slice(0, EXTRA_MAX)
        .map((k) => Array.from(k).slice(0, KEYWORD_MAX_LENGTH).join(''));
      const index = await source.indexFor(query.kind);
      const catalog = source.catalog();
      const emptyAnswer = (quantities: SearchAnswer['quantities'] = []): SearchAnswer => ({
        total: 0,
        page: query.page,
        pageSize: query.pageSize,
        list: [],
        facets: { categories: [], brands: [], packages: [], lifecycles: [], mountings: [], params: [] },
        quantities,
        tookMs: tookMs(),
      });

      const { categoryIds, facetCategoryId } = scopeOf(catalog, query);
      const filters = filtersOf(catalog, query, categoryIds);
      if (categoryIds && categoryIds.length === 0) return emptyAnswer();
      const read = resolveWords(index, tags, query.kind);
      const { quantities } = read;
      if (read.empty) return emptyAnswer(quantities);
      const extra = extraWords(index, extraTags);
      const runIn = (
        words: ResolvedWord[],
        cats: number[] | undefined,
        more: ParamFilter[],
        packages: readonly string[] | undefined = query.packages,
        nearest?: { key: string; si: number },
      ) =>
        index.search({
          words,
          extra,
          ...(cats ? { categoryIds: cats } : {}),
          ...(query.brandId !== undefined ? { brandId: query.brandId } : {}),
          ...(packages ? { packages } : {}),
          ...(query.lifecycles ? { lifecycles: query.lifecycles } : {}),
          ...(query.mountings ? { mountings: query.mountings } : {}),
          filters: [...filters, ...more],
          sort: query.sort,
          ...(nearest ? { nearest } : {}),
          offset: (query.page - 1) * query.pageSize,
          limit: query.pageSize,
          facets: query.facets ?? true,
          ...(facetCategoryId !== undefined ? { facetCategoryId } : {}),
        } satisfies IndexQuery);
      const run = (words: ResolvedWord[]) => runIn(words, categoryIds, []);
      // a part number the catalogue lacks, read by its maker's ordering code: its nearest items instead
      const part = decodableTag(tags, query.kind);
      const absent = part !== null && !holdsPart(index, tags[0] as string);
      let result = read.impossible || absent ? null : run(read.words);
      let relaxed: SearchRelaxed | undefined;
      let decoded: SearchDecoded | undefined;
      if (absent && part) {
        const near = nearestOfDecoded(index, catalog, part, tags[0] as string, runIn);
        ({ decoded } = near);
        result = near.result;
      } else if (result === null || result.total === 0) {
        const found = relaxQuery(index, read.pieces, run);
        if (found) ({ result, relaxed } = found);
      }
      if (result === null) return { ...emptyAnswer(quantities), ...(decoded ? { decoded } : {}) };
      const rows = await source.summaries(result.ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const list = result.ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [summarizeItem(catalog.byId.get(row.categoryId), row)] : [];
      });
      return {
        total: result.total,
        page: query.page,
        pageSize: query.pageSize,
        list,
        facets: {
          categories: result.categories,
          brands: result.brands,
          packages: namedPackages(result.packages),
          lifecycles: namedLifecycles(result.lifecycles),
          mountings: namedMountings(result.mountings),
          params: result.params.map(answerFacet),
        },
        // a word that found nothing was not matched as a quantity either (10k 0603 7%: not "7% 已按 7 % 匹配")
        quantities: relaxed
          ? quantities.filter((q) => !relaxed.missing.some((m) => foldText(m) === q.text))
          : quantities,
        ...(relaxed ? { relaxed } : {}),
        ...(decoded ? { decoded } : {}),
        tookMs: tookMs(),
      };
    },

    /** Suggestions for the search box: part numbers and names starting with the keyword. */
    async suggest(
      keyword: string,
      size: number,
      kinds: readonly number[],
      source: SearchSource = publicSource,
    ): Promise<string[]> {
      const k = Array.from(keyword).slice(0, KEYWORD_MAX_LENGTH).join('').trim();
      if (k === '') return [];
      await source.ready();
      const cjk = hasCjk(k);
      const models: string[] = [];
      const words: Array<[string, number]> = [];
      const phrases: Array<[string, number, PhraseType]> = [];
      const categories: string[] = [];
      for (const kind of kinds) {
        const index = source.indexOf(kind);
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
