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

/** The category holding the through-hole parts of a kind (the catalogue has no through-hole capacitors ...). */
const THROUGH_HOLE_CATEGORIES: Readonly<Record<string, string>> = { 电阻: '插件电阻' };

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
    facets: false,
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
    // LM358 → LM358DR, BSS138 → BSS138LT1G; not USB4 → USB4105 (a digit going on is another number)
    const suffixed = (model: string) =>
      model.startsWith(key) && !(/\d$/.test(key) && /^\d/.test(model.slice(key.length)));
    const prefixed = found.list.find((i) => suffixed(norm(i.model)) && samePackage(read.pkg, i.package));
    if (prefixed) {
      const reason = `型号 ${code} 是 ${prefixed.model} 的基本型号（订货型号的后缀不同）${read.pkg ? `，封装 ${read.pkg} 一致` : ''}`;
      return answer(input.line, code, 'parameters', reason, prefixed, found.list);
    }
  }
  return null;
}

/** 1 µF, 1 μF and 1 uF alike, without spaces */
const flat = (text: string) => text.replace(/\s/g, '').replace(/[μu]/g, 'µ').toLowerCase();

/** Whether an item's name or key parameters show, for each quantity asked, one of its readings. */
function holdsValues(item: Item, quantities: SearchAnswer['quantities']): boolean {
  const text = flat([item.name, ...item.keyParams.map((p) => p.display)].join(' '));
  const byText = new Map<string, string[]>();
  // an EIA code reads two ways: "100 nF 或 100 kΩ"
  for (const q of quantities)
    byText.set(q.text, [...(byText.get(q.text) ?? []), ...q.display.split(' 或 ').map(flat)]);
  const shows = (d: string) => {
    for (let at = text.indexOf(d); at >= 0; at = text.indexOf(d, at + 1)) {
      if (at === 0 || !/[\d.]/.test(text[at - 1] as string)) return true;
    }
    return false;
  };
  return [...byText.values()].every((displays) => displays.some(shows));
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
  if (read.values.length === 0 && read.mustShow.length === 0) {
    const reason =
      codeTried !== '' ? `${codeTried}也没有以它开头的型号` : `缺少${lacking(read)}，无法按参数匹配`;
    return answer(input.line, what.join(' '), 'none', reason, null, []);
  }
  if (read.unknownKind) {
    const reason = `${codeTried}目录中没有位号 ${read.unknownKind} 这类元器件（按参数只匹配电阻、电容、电感、二极管、晶体管、集成电路与连接器）`;
    return answer(input.line, what.join(' '), 'none', reason, null, []);
  }
  let category = read.category;
  if (read.throughHole && !read.pkg && read.mustShow.length === 0) {
    // a through-hole footprint: only the through-hole category of its kind may match
    category = category ? (THROUGH_HOLE_CATEGORIES[category] ?? null) : null;
    if (!category) {
      const reason = `${codeTried}目录中没有插件（通孔）封装的${read.category ?? '元器件'}（封装「${input.footprint}」）`;
      return answer(input.line, what.join(' '), 'none', reason, null, []);
    }
  }
  const categoryId = category ? categories.get(category) : undefined;
  const found = await search(query(what, categoryId));
  const q = [...new Set([...(category ? [category] : []), ...what])].join(' ');
  if (found.list.length === 0) {
    return answer(input.line, q, 'none', `${codeTried}目录中没有符合「${q}」的条目`, null, []);
  }
  const missing = found.relaxed?.missing ?? [];
  const missingRequired = missing.filter((m) => required.some((r) => r.toLowerCase() === m.toLowerCase()));
  if (missingRequired.length > 0) {
    const reason = `${codeTried}目录中没有「${missingRequired.join(' ')}」的${category ?? '条目'}；候选为去掉这些词后的结果，可从中选择`;
    return answer(input.line, q, 'none', reason, null, found.list);
  }
  const holding = found.list.filter(
    (i) => holdsValues(i, found.quantities) && read.mustShow.every((t) => flat(i.name).includes(flat(t))),
  );
  if (read.unreadFootprint && !read.throughHole) {
    const reason = `${codeTried}封装「${read.unreadFootprint}」无法识别：按值找到 ${found.total} 个，请核对封装后从候选中选择`;
    return answer(input.line, q, 'none', reason, null, holding.length > 0 ? holding : found.list);
  }
  const item = holding[0];
  if (!item) {
    const reason = `${codeTried}目录中没有「${[...read.values, ...read.mustShow].join(' ')}」的${category ?? '条目'}；候选为相近的条目`;
    return answer(input.line, q, 'none', reason, null, found.list);
  }
  const ignored = missing.length > 0 ? `（未识别的词已忽略：${missing.join(' ')}）` : '';
  const noPkg =
    read.pkg || category !== read.category || read.mustShow.length > 0
      ? ''
      : `；未给出${lacking(read)}，封装未核对`;
  const reason = `${codeTried}按参数匹配「${q}」：共 ${found.total} 个符合，取排名第一的${ignored}${noPkg}`;
  return answer(input.line, q, 'parameters', reason, item, [item, ...found.list.filter((i) => i !== item)]);
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
