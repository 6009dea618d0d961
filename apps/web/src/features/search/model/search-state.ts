/**
 * The results page's state lives in the address (SPEC-2.04): keyWords and notAnalyzerKeyWords (pipe lists),
 * categoryId, brandId, package, lifecycle and mounting (pipe lists, as the API takes them), sort, page,
 * pageSize and one p.<key> per parameter filter. Pure helpers to read it,
 * to turn it into the API query (pageSearchQuery: the one the results page sends, also prefetched by the entry),
 * and to write changes back (any change of filters returns to page 1).
 */
import { decodeKeywordList, encodeKeywordList, type LibraryKey, PLATFORM_VALUE_OF_KEY } from '@jianku/rules';
import type { SearchApiQuery, SearchKind, SearchSort } from '../api/search.types.ts';

export const PARAM_PREFIX = 'p.';
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [20, 50, 100] as const;
export const SORTS: readonly { value: SearchSort; label: string }[] = [
  { value: 'relevance', label: '相关度' },
  { value: 'name', label: '名称' },
  { value: 'newest', label: '最新' },
];

export interface SearchState {
  keywords: string[];
  extras: string[];
  categoryId: number | null;
  brandId: number | null;
  /** package, lifecycle and mounting values ticked (any of each list matches) */
  packages: string[];
  lifecycles: string[];
  mountings: string[];
  sort: SearchSort;
  page: number;
  pageSize: number;
  /** p.<key> → expression, in address order */
  params: Record<string, string>;
}

/** The value filters: the state's list and its key in the address and the API. */
export const VALUE_FILTERS = [
  { field: 'mountings', key: 'mounting' },
  { field: 'packages', key: 'package' },
  { field: 'lifecycles', key: 'lifecycle' },
] as const;
export type ValueField = (typeof VALUE_FILTERS)[number]['field'];

/** The values of a pipe list in the address (trimmed, distinct, empties dropped). */
function valueList(text: string | null): string[] {
  if (!text) return [];
  return [
    ...new Set(
      text
        .split('|')
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    ),
  ];
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

export function readSearchState(search: URLSearchParams): SearchState {
  const sortValue = search.get('sort');
  const sort = SORTS.some((s) => s.value === sortValue) ? (sortValue as SearchSort) : 'relevance';
  const size = positiveInt(search.get('pageSize'));
  const params: Record<string, string> = {};
  for (const [key, value] of search) {
    if (key.startsWith(PARAM_PREFIX) && key.length > PARAM_PREFIX.length && value.trim() !== '') {
      params[key.slice(PARAM_PREFIX.length)] = value.trim();
    }
  }
  return {
    keywords: decodeKeywordList(search.get('keyWords')),
    extras: decodeKeywordList(search.get('notAnalyzerKeyWords')),
    categoryId: positiveInt(search.get('categoryId')),
    brandId: positiveInt(search.get('brandId')),
    packages: valueList(search.get('package')),
    lifecycles: valueList(search.get('lifecycle')),
    mountings: valueList(search.get('mounting')),
    sort,
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    params,
  };
}

/** The query of GET /to/api/search/items for a state. */
export function toApiQuery(kind: SearchKind, state: SearchState): SearchApiQuery {
  const query: SearchApiQuery = { kind };
  const keyWords = encodeKeywordList(state.keywords);
  const extras = encodeKeywordList(state.extras);
  if (keyWords) query.keyWords = keyWords;
  if (extras) query.notAnalyzerKeyWords = extras;
  if (state.categoryId !== null) query.categoryId = state.categoryId;
  if (state.brandId !== null) query.brandId = state.brandId;
  for (const { field, key } of VALUE_FILTERS)
    if (state[field].length > 0) query[key] = state[field].join('|');
  if (state.sort !== 'relevance') query.sort = state.sort;
  query.page = state.page;
  query.pageSize = state.pageSize;
  for (const [key, value] of Object.entries(state.params)) query[`${PARAM_PREFIX}${key}`] = value;
  return query;
}

/** An embedded results page (the enterprise library): the library it searches and the organisation's scope. */
export interface SearchEmbed {
  kind?: SearchKind;
  scope?: 'org';
}

/**
 * The query the results page of a library sends for a state: SearchPage asks with it, and so does the entry's
 * prefetch (search.prefetch.ts) for the first address, so both land under the same key (issue 17).
 */
export function pageSearchQuery(
  library: LibraryKey,
  state: SearchState,
  embed: SearchEmbed = {},
): SearchApiQuery {
  const kind = embed.kind ?? (PLATFORM_VALUE_OF_KEY[library] as SearchKind);
  const query = toApiQuery(kind, state);
  if (embed.scope) query.scope = embed.scope;
  return query;
}

export type SearchPatch = {
  categoryId?: number | null;
  brandId?: number | null;
  /** the values ticked of a value filter ([] drops it) */
  packages?: string[];
  lifecycles?: string[];
  mountings?: string[];
  sort?: SearchSort;
  page?: number;
  pageSize?: number;
  /** p.<key>: an expression, or null to drop the filter */
  params?: Record<string, string | null>;
  /** drop every p.<key> (a new category has other parameters) */
  clearParams?: boolean;
};

/**
 * The address after a change. Filters, sort and page size return to page 1; a new category drops the
 * parameter filters. Defaults (relevance, page 1, 20 per page) are left out of the address.
 */
export function writeSearchState(current: URLSearchParams, patch: SearchPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  };
  const clearParams = patch.clearParams || patch.categoryId !== undefined;
  if (clearParams) {
    for (const key of [...next.keys()]) if (key.startsWith(PARAM_PREFIX)) next.delete(key);
  }
  if (patch.categoryId !== undefined) set('categoryId', patch.categoryId);
  if (patch.brandId !== undefined) set('brandId', patch.brandId);
  for (const { field, key } of VALUE_FILTERS) {
    const values = patch[field];
    if (values !== undefined) set(key, values.join('|'));
  }
  if (patch.sort !== undefined) set('sort', patch.sort === 'relevance' ? null : patch.sort);
  if (patch.pageSize !== undefined)
    set('pageSize', patch.pageSize === DEFAULT_PAGE_SIZE ? null : patch.pageSize);
  for (const [key, value] of Object.entries(patch.params ?? {})) set(`${PARAM_PREFIX}${key}`, value);
  const page = patch.page ?? 1;
  set('page', page > 1 ? page : null);
  return next;
}

/** Whether any filter narrows the results (for the empty state's 清除筛选). */
export function hasFilters(state: SearchState): boolean {
  return (
    state.categoryId !== null ||
    state.brandId !== null ||
    VALUE_FILTERS.some(({ field }) => state[field].length > 0) ||
    Object.keys(state.params).length > 0
  );
}

/** The change that clears every filter (清除筛选). */
export const CLEAR_FILTERS: SearchPatch = {
  categoryId: null,
  brandId: null,
  packages: [],
  lifecycles: [],
  mountings: [],
  clearParams: true,
};

// --- numeric range expressions (p.<key>=10uF~100uF, ≥25V, ~100uF, 100nF) ----------------------------------

export interface RangeInput {
  min: string;
  max: string;
}

/** The expression of a range typed as two bounds: 'a~b', 'a~' (at least), '~b' (at most); '' when empty. */
export function rangeExpression({ min, max }: RangeInput): string {
  const lo = min.trim();
  const hi = max.trim();
  if (lo === '' && hi === '') return '';
  if (lo !== '' && lo === hi) return lo;
  return `${lo}~${hi}`;
}

/** The two bounds of an expression from the address, for the inputs. */
export function parseRangeExpression(expression: string | undefined): RangeInput {
  const text = (expression ?? '').trim();
  if (text === '') return { min: '', max: '' };
  const at = text.indexOf('~');
  if (at >= 0) return { min: text.slice(0, at).trim(), max: text.slice(at + 1).trim() };
  const atLeast = /^(>=|≥)\s*(.*)$/u.exec(text);
  if (atLeast) return { min: atLeast[2] ?? '', max: '' };
  const atMost = /^(<=|≤)\s*(.*)$/u.exec(text);
  if (atMost) return { min: '', max: atMost[2] ?? '' };
  return { min: text, max: text };
}

/** A filter as shown in the list of active filters: '10uF ~ 100uF', '≥ 25V', '≤ 100uF', 'X7R / X5R'. */
export function describeFilter(type: 'numeric' | 'enum', expression: string): string {
  if (type === 'enum') return expression.split('|').join(' / ');
  const { min, max } = parseRangeExpression(expression);
  if (min !== '' && max !== '') return min === max ? min : `${min} ~ ${max}`;
  if (min !== '') return `≥ ${min}`;
  return `≤ ${max}`;
}
