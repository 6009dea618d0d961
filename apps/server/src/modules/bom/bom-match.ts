/**
 * Matching a BOM line against the catalogue through the search service (issue 15):
 *   1. its part numbers (the MPN column, or a value written as one): an item whose model is the same code
 *      (case and punctuation aside) is an exact match; one whose model starts with it (LM358 → LM358DR, the
 *      maker's ordering code) is a parameter match when its package agrees with the footprint;
 *   2. else its value, package and description words (bom-read.ts), in the category its designator tells:
 *      the first result is a parameter match when every value word and the package hold; when the search had
 *      to leave some of them out (its `relaxed` answer) the line is unmatched and says which.
 * The candidates are the first results to choose from. Reasons are in Chinese.
 */
import type { BomLineInput } from '@jianku/rules';
import type { BomLineMatch } from '@jianku/rules/bom-schemas';
import type { SearchAnswer } from '@jianku/rules/search-schemas';
import type { SearchQuery } from '../search/search.service.ts';
import { type LineRead, readLine } from './bom-read.ts';

const CANDIDATES = 5;
const COMPONENT_KIND = 2;

type Item = SearchAnswer['list'][number];
export type Search = (query: SearchQuery) => Promise<SearchAnswer>;
/** Category ids by name (电阻, 电容 ...), of the component library. */
export type CategoryIds = ReadonlyMap<string, number>;

const norm = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const samePackage = (a: string | null, b: string | null) => a === null || b === null || norm(a) === norm(b);

function query(keyWords: string[], categoryId?: number): SearchQuery {
  return {
    kind: COMPONENT_KIND,
    keyWords: keyWords.map((k) => k.replace(/\|/g, ' ').slice(0, 60)).join('|'),
    sort: 'relevance',
    page: 1,
    pageSize: CANDIDATES,
    params: {},
    ...(categoryId !== undefined ? { categoryId } : {}),
  };
}

function answer(
  line: number,
  q: string,
  confidence: BomLineMatch['confidence'],
  reason: string,
  item: Item | null,
  candidates: Item[],
): BomLineMatch {
  return { line, query: q, confidence, reason, item, candidates, chosen: false };
}

/** Step 1: the part numbers. */
async function byCode(search: Search, input: BomLineInput, read: LineRead): Promise<BomLineMatch | null> {
  for (const code of read.codes) {
    const key = norm(code);
    if (key.length < 3) continue;
    const found = await search(query([code]));
    if (found.relaxed || found.list.length === 0) continue;
    const exact = found.list.find((i) => norm(i.model) === key);
    if (exact) return answer(input.line, code, 'exact', `型号完全一致：${exact.model}`, exact, found.list);
    const prefixed = found.list.find(
      (i) => norm(i.model).startsWith(key) && samePackage(read.pkg, i.package),
    );
    if (prefixed) {
      const reason = `型号 ${code} 是 ${prefixed.model} 的基本型号（订货型号的后缀不同）${read.pkg ? `，封装 ${read.pkg} 一致` : ''}`;
      return answer(input.line, code, 'parameters', reason, prefixed, found.list);
    }
  }
  return null;
}

/** What the line lacks for a parameter search, in words. */
function lacking(read: LineRead): string {
  const parts: string[] = [];
  if (read.values.length === 0) parts.push('值（阻值、容值等）');
  if (!read.pkg)
    parts.push(read.unreadFootprint ? `可识别的封装（「${read.unreadFootprint}」无法识别）` : '封装');
  return parts.join('和');
}

/** Step 2: the value, package and description words. */
async function byParameters(
  search: Search,
  input: BomLineInput,
  read: LineRead,
  categories: CategoryIds,
  codeTried: string,
): Promise<BomLineMatch> {
  const required = [...read.values, ...(read.pkg ? [read.pkg] : [])];
  const what = [...required, ...read.words];
  if (read.values.length === 0) {
    const reason = `${codeTried}缺少${lacking(read)}，无法按参数匹配`;
    return answer(input.line, what.join(' '), 'none', reason, null, []);
  }
  const categoryId = read.category ? categories.get(read.category) : undefined;
  const found = await search(query(what, categoryId));
  const q = `${read.category ? `${read.category} ` : ''}${what.join(' ')}`;
  if (found.list.length === 0) {
    return answer(input.line, q, 'none', `${codeTried}目录中没有符合「${q}」的条目`, null, []);
  }
  const missing = found.relaxed?.missing ?? [];
  const missingRequired = missing.filter((m) => required.some((r) => r.toLowerCase() === m.toLowerCase()));
  if (missingRequired.length > 0) {
    const reason = `${codeTried}目录中没有「${missingRequired.join(' ')}」的${read.category ?? '条目'}；候选为去掉这些词后的结果，可从中选择`;
    return answer(input.line, q, 'none', reason, null, found.list);
  }
  const item = found.list[0] as Item;
  const ignored = missing.length > 0 ? `（未识别的词已忽略：${missing.join(' ')}）` : '';
  const noPkg = read.pkg ? '' : `；未给出${lacking(read)}，封装未核对`;
  const reason = `${codeTried}按参数匹配「${q}」：共 ${found.total} 个符合，取排名第一的${ignored}${noPkg}`;
  return answer(input.line, q, 'parameters', reason, item, found.list);
}

/** Matches one line. */
export async function matchLine(
  search: Search,
  categories: CategoryIds,
  input: BomLineInput,
): Promise<BomLineMatch> {
  const read = readLine(input);
  const byNumber = await byCode(search, input, read);
  if (byNumber) return byNumber;
  const tried = read.codes.length > 0 ? `型号 ${read.codes.join('、')} 不在目录中；` : '';
  return byParameters(search, input, read, categories, tried);
}
