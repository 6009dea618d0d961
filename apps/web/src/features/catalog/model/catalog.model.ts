/**
 * Pure helpers of the catalogue pages: libraries and kinds, ids and paging from the address, breadcrumbs,
 * parameter values with their units, lifecycle and country labels. The brand search rules are in
 * vendor-search.model.ts (the header's brand search is in the shell; this module is not).
 */
import { LibraryTitle, parseQuantity } from '@jianku/rules';
import type { Library } from '../../../components/library/library.ts';
import type {
  CatalogKind,
  CategoryNode,
  ItemDetail,
  ItemSummary,
  MaterialEquivalents,
  PathNode,
} from '../api/catalog.types.ts';

// --- libraries and kinds ---------------------------------------------------------------------------------

const KIND_OF_LIBRARY: Record<Library, CatalogKind> = { part: 1, component: 2, mat: 4 };

/** The catalogue kind of a library: part 1, component 2, mat 4 (spec §3 platform values). */
export function kindOfLibrary(library: Library): CatalogKind {
  return KIND_OF_LIBRARY[library];
}

/** The library a kind belongs to; null for anything else. */
export function libraryOfKind(kind: number): Library | null {
  if (kind === 1) return 'part';
  if (kind === 2) return 'component';
  if (kind === 4) return 'mat';
  return null;
}

/** A catalogue kind from a query value ('1', '2', '4'), else null. */
export function parseKind(value: string | null | undefined): CatalogKind | null {
  if (value == null || !/^[124]$/.test(value.trim())) return null;
  return Number(value.trim()) as CatalogKind;
}

// --- addresses ---------------------------------------------------------------------------------------------

/** An id from the address: a positive decimal integer, nothing else (so '12a', '0', '-1', '1e3' are not). */
export function parseId(value: string | null | undefined): number | null {
  if (value == null || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export const itemPath = (library: Library, id: number) => `/${library}/detail/${id}`;
export const categoryPath = (library: Library, id: number) => `/${library}/category/${id}`;
export const brandDetailPath = (library: Library, id: number) => `/${library}/brand-detail/${id}`;
export const brandListPath = (library: Library) => `/${library}/brand-page?type=${kindOfLibrary(library)}`;

/** The detail page of an item, in the library of its kind. */
export function itemPathOfKind(kind: number, id: number, fallback: Library): string {
  return itemPath(libraryOfKind(kind) ?? fallback, id);
}

// --- paging in the query string ----------------------------------------------------------------------------

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The server answers pages up to this number. */
export const MAX_PAGE = 100_000;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

export interface Paging {
  page: number;
  pageSize: number;
}

function positiveInt(value: string | null): number | null {
  if (value == null || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 ? n : null;
}

/**
 * page and pageSize from the query: page a positive integer up to 100 000 (default 1), pageSize one up to
 * 100 (default 20). Anything else falls back to the default, so a hand-edited address still shows a page.
 */
export function readPaging(search: URLSearchParams, defaultPageSize = DEFAULT_PAGE_SIZE): Paging {
  const page = Math.min(positiveInt(search.get('page')) ?? 1, MAX_PAGE);
  const size = positiveInt(search.get('pageSize'));
  return { page, pageSize: size !== null && size <= MAX_PAGE_SIZE ? size : defaultPageSize };
}

/**
 * The query with the paging written in; other parameters are kept. Defaults are left out (page 1, the
 * default size) so that the plain address and the first page are the same address.
 */
export function writePaging(
  search: URLSearchParams,
  paging: Paging,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (paging.page > 1) next.set('page', String(paging.page));
  else next.delete('page');
  if (paging.pageSize !== defaultPageSize) next.set('pageSize', String(paging.pageSize));
  else next.delete('pageSize');
  return next;
}

/** The last page that has items (at least 1). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

// --- breadcrumbs -------------------------------------------------------------------------------------------

export interface Crumb {
  title: string;
  /** Absent on the last crumb (the page itself). */
  to?: string;
}

/**
 * Breadcrumbs: the library (to its catalogue), the categories of the path (each to its page), then the page
 * itself without a link. A path that already ends with the current category is not repeated; a first node
 * named like the library (the kind's root, 零部件 / 元器件 / 材料) is folded into the library crumb.
 */
export function buildBreadcrumbs(
  library: Library,
  path: readonly PathNode[],
  current: { title: string; categoryId?: number },
): Crumb[] {
  let nodes = [...path];
  const last = nodes.at(-1);
  if (current.categoryId !== undefined && last?.id === current.categoryId) nodes = nodes.slice(0, -1);
  const libraryTitle = LibraryTitle[library];
  const first = nodes[0];
  if (first && libraryTitle.startsWith(first.name)) nodes = nodes.slice(1);
  return [
    { title: libraryTitle, to: `/${library}?tab=category` },
    ...nodes.map((node) => ({ title: node.name, to: categoryPath(library, node.id) })),
    { title: current.title },
  ];
}

// --- category tree -----------------------------------------------------------------------------------------

/**
 * The top level of a library's catalogue: when the tree has one root that only groups the library (零部件,
 * 元器件, 材料), its children; otherwise the roots.
 */
export function catalogueTop(tree: readonly CategoryNode[]): CategoryNode[] {
  const only = tree.length === 1 ? tree[0] : undefined;
  if (only && only.children.length > 0) return only.children;
  return [...tree];
}

/**
 * The tree without the categories that hold no items (their items exist only in larger catalogues than the
 * one loaded, or none yet): the catalogue shows only what leads somewhere.
 */
export function withItems(tree: readonly CategoryNode[]): CategoryNode[] {
  return tree
    .filter((node) => node.itemCount > 0)
    .map((node) => (node.children.length === 0 ? node : { ...node, children: withItems(node.children) }));
}

/** Number of categories of a tree, every level. */
export function countCategories(nodes: readonly CategoryNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countCategories(node.children), 0);
}

// --- parameter values --------------------------------------------------------------------------------------

/** A value without its unit: a number, a signed or bounded number, or a range of numbers. */
const BARE_NUMBER = /^[±≥≤<>~+-]?\s*\d+(?:[.,]\d+)?(?:\s*(?:~|–|-|—|至)\s*\d+(?:[.,]\d+)?)?$/;

/**
 * A parameter value as shown: the display string as the catalogue writes it ('12 mm', '10 kΩ', '±1 %',
 * 'M10'), with the unit appended when the display is a bare number ('16' + 'mm' → '16 mm'); '—' when
 * there is no value.
 */
export function formatParamValue(display: string | null | undefined, unit?: string | null): string {
  const text = (display ?? '').trim();
  if (text === '') return '—';
  const u = (unit ?? '').trim();
  if (u !== '' && BARE_NUMBER.test(text)) return `${text} ${u}`;
  return text;
}

/** A parameter's name with its unit for a column or row header: '公称长度 l (mm)'. */
export function paramLabel(name: string, unit?: string | null): string {
  const u = (unit ?? '').trim();
  return u === '' ? name : `${name} (${u})`;
}

// --- siblings ----------------------------------------------------------------------------------------------

/** The number a size display stands for: a quantity ('12 mm', '10 kΩ') in SI, else its leading number. */
export function sizeValue(display: string | null | undefined): number | null {
  if (!display) return null;
  const quantity = parseQuantity(display);
  if (quantity) return quantity.value;
  const lead = /^\s*[-+]?\d+(?:\.\d+)?/.exec(display);
  return lead ? Number(lead[0]) : null;
}

/**
 * The siblings list (other sizes of the series, in the server's order: main size, then model) with the
 * current item put in its place. The main size is the category's first numeric parameter; when a value
 * cannot be read the current item goes first. A list that already holds the current item is kept.
 */
/** Parameter columns shown at most (the item tables; the siblings' side table shows fewer). */
const MAX_PARAM_COLUMNS = 6;

interface ParamColumn {
  key: string;
  name: string;
}

/**
 * The key parameters of a page of items, in the order they first appear. Here rather than in item-table.tsx
 * so that the item page's siblings take it without antd's Table (issue 17).
 */
export function paramColumnsOf(items: readonly ItemSummary[]): ParamColumn[] {
  const seen = new Map<string, string>();
  for (const item of items) for (const p of item.keyParams) if (!seen.has(p.key)) seen.set(p.key, p.name);
  return [...seen].slice(0, MAX_PARAM_COLUMNS).map(([key, name]) => ({ key, name }));
}

export function placeCurrent(current: ItemDetail, siblings: readonly ItemSummary[]): ItemSummary[] {
  if (siblings.some((s) => s.id === current.id)) return [...siblings];
  const key = current.params.find((p) => p.type === 'numeric')?.key;
  const own = key ? sizeValue(current.params.find((p) => p.key === key)?.display) : null;
  const values = siblings.map((s) => sizeValue(s.keyParams.find((p) => p.key === key)?.display));
  if (own === null || values.some((v) => v === null)) return [current, ...siblings];
  const after = (i: number) => {
    const v = values[i] as number;
    if (v !== own) return v > own;
    const sibling = siblings[i] as ItemSummary;
    if (sibling.model !== current.model) return sibling.model > current.model;
    return sibling.id > current.id;
  };
  let index = siblings.findIndex((_, i) => after(i));
  if (index < 0) index = siblings.length;
  return [...siblings.slice(0, index), current, ...siblings.slice(index)];
}

// --- lifecycle, countries, equivalents ---------------------------------------------------------------------

export { LIFECYCLE, lifecycleOf } from '../../../components/lifecycle-tag.tsx';

const COUNTRY: Record<string, string> = {
  CN: '中国',
  TW: '中国台湾',
  HK: '中国香港',
  US: '美国',
  JP: '日本',
  DE: '德国',
  SE: '瑞典',
  KR: '韩国',
  NL: '荷兰',
  CH: '瑞士',
  GB: '英国',
  FR: '法国',
  IT: '意大利',
  AT: '奥地利',
  FI: '芬兰',
  SG: '新加坡',
};

/** The Chinese name of an ISO 3166-1 alpha-2 country code; unknown codes as they are. */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  return COUNTRY[code.toUpperCase()] ?? code;
}

/** The equivalents table's columns, GB first. */
export const EQUIVALENT_STANDARDS: readonly { key: keyof MaterialEquivalents; label: string }[] = [
  { key: 'gb', label: 'GB' },
  { key: 'astm', label: 'ASTM' },
  { key: 'aisi', label: 'AISI' },
  { key: 'uns', label: 'UNS' },
  { key: 'en', label: 'EN' },
  { key: 'din', label: 'DIN' },
  { key: 'jis', label: 'JIS' },
  { key: 'iso', label: 'ISO' },
];

/** The host of a website address for display ('https://www.yageo.com/' → 'www.yageo.com'). */
export function websiteHost(url: string | null | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Whether a link is safe to open (http or https). */
export function isWebUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url.trim());
}

/** What an item's label is made of. */
type Labelled = Pick<ItemSummary, 'id' | 'model' | 'name' | 'code'>;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * A label that tells an item apart from the others of a list (its tab title, its row among the other sizes):
 * the model alone when no other item shares it; otherwise the model followed by the words of the name that
 * set it apart from its twins (three "螺栓 GB/T 5782 M1.6×12 按协议" become … 不经处理, … 电镀, … 非电解锌片涂层),
 * or by the part number when the names do not differ.
 */
export function distinctLabel(item: Labelled, others: readonly Labelled[]): string {
  const twins = others.filter((o) => o.id !== item.id && o.model === item.model);
  if (twins.length === 0) return item.model;
  const inModel = new Set(words(item.model));
  const twinWords = twins.map((t) => new Set(words(t.name)));
  const own = words(item.name).filter((w) => !inModel.has(w) && twinWords.some((set) => !set.has(w)));
  // The words must set it apart from every twin, not only from some.
  const apart = twinWords.every((set) => own.some((w) => !set.has(w)));
  return apart && own.length > 0 ? `${item.model} ${own.join(' ')}` : `${item.model}（${item.code}）`;
}
