/**
 * Parameter comparison (参数对比, issue 10) rules shared by the web's compare tray and the server's
 * compare API: the limit, how a list of ids is read from an address or a query, and which item may join
 * a tray. Pure functions that answer `{ error }` with the Chinese message shown to the user.
 *
 *   parseCompareIds('1,2,3')                  // { ids: [1, 2, 3] }
 *   parseCompareIds('1,x')                    // { error: '对比条目 ID 不正确：“x” 不是正整数' }
 *   checkTrayAdd({ kind: 2, ids: [5] }, { id: 9, kind: 1 })   // { error: '对比栏中是元器件…' }
 */

/** Items compared side by side at most. */
export const COMPARE_MAX_ITEMS = 10;

/** The libraries that have a parameter comparison (parts 1, components 2); materials (4) have 材料对比. */
export const COMPARE_KINDS = [1, 2] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];

const LIBRARY_NAME: Record<number, string> = { 1: '零部件', 2: '元器件', 4: '材料' };

/** Separator of ids in the address and the API query (ids=1,2,3). */
export const COMPARE_ID_SEPARATOR = ',';

export const CompareMessage = {
  empty: '请选择要对比的条目（在搜索结果、分类列表或详情页点“加入对比”）',
  tooMany: (n: number) => `最多同时对比 ${COMPARE_MAX_ITEMS} 个条目，当前为 ${n} 个`,
  notNumber: (text: string) =>
    `对比条目 ID 不正确：“${text.length > 20 ? `${text.slice(0, 20)}…` : text}” 不是正整数`,
  duplicate: (id: number) => `对比条目重复：ID ${id} 出现了不止一次`,
  missing: (ids: readonly number[]) =>
    `以下条目不存在或已删除：ID ${ids.slice(0, 10).join('、')}${ids.length > 10 ? ` 等 ${ids.length} 个` : ''}`,
  material: '材料不支持参数对比，请到材料库使用“材料对比”',
  mixed: '不能对比不同库的条目：零部件和元器件请分开对比',
  otherLibrary: (trayKind: number, itemKind: number) =>
    `对比栏中是${LIBRARY_NAME[trayKind] ?? '其他库'}，不能加入${LIBRARY_NAME[itemKind] ?? '该条目'}；请先清空对比栏`,
  full: `对比栏已满：最多对比 ${COMPARE_MAX_ITEMS} 个条目，请先移除一些`,
  already: '该条目已在对比栏中',
  badFormat: '请求参数不正确：format 只能是 xlsx 或 csv',
} as const;

export type IdsResult = { ids: number[] } | { error: string };

/**
 * Ids as written in an address or a query: separated by commas (spaces ignored), each a positive integer
 * (at most 15 digits), no repeats, 1 to COMPARE_MAX_ITEMS of them. The first fault found is reported.
 */
export function parseCompareIds(text: string | null | undefined): IdsResult {
  const parts = (text ?? '')
    .split(COMPARE_ID_SEPARATOR)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return { error: CompareMessage.empty };
  if (parts.length > COMPARE_MAX_ITEMS) return { error: CompareMessage.tooMany(parts.length) };
  const ids: number[] = [];
  for (const part of parts) {
    if (!/^[0-9]{1,15}$/.test(part) || Number(part) < 1) return { error: CompareMessage.notNumber(part) };
    const id = Number(part);
    if (ids.includes(id)) return { error: CompareMessage.duplicate(id) };
    ids.push(id);
  }
  return { ids };
}

/** Ids as written in an address: 1,2,3. */
export function formatCompareIds(ids: readonly number[]): string {
  return ids.join(COMPARE_ID_SEPARATOR);
}

/** A tray: the library of its items (null while empty) and their ids in the order they were added. */
export interface CompareTray {
  kind: CompareKind | null;
  ids: number[];
}

/** Whether an item of `kind` may join the tray; the tray after adding it, or the message why not. */
export function checkTrayAdd(
  tray: CompareTray,
  item: { id: number; kind: number },
): CompareTray | { error: string } {
  if (item.kind === 4) return { error: CompareMessage.material };
  if (item.kind !== 1 && item.kind !== 2)
    return { error: CompareMessage.otherLibrary(tray.kind ?? 0, item.kind) };
  if (tray.ids.includes(item.id)) return { error: CompareMessage.already };
  if (tray.kind !== null && tray.ids.length > 0 && tray.kind !== item.kind) {
    return { error: CompareMessage.otherLibrary(tray.kind, item.kind) };
  }
  if (tray.ids.length >= COMPARE_MAX_ITEMS) return { error: CompareMessage.full };
  return { kind: item.kind, ids: [...tray.ids, item.id] };
}

/** The library's kind of a path prefix that has a parameter comparison. */
export function compareKindOfLibrary(library: string): CompareKind | null {
  return library === 'part' ? 1 : library === 'component' ? 2 : null;
}

/** Lifecycle labels (the catalogue's lifecycle values). */
export const LIFECYCLE_LABEL: Readonly<Record<string, string>> = {
  active: '量产',
  nrnd: '不推荐新设计',
  eol: '停产通知',
  obsolete: '已停产',
};

/** What the comparison shows of an item above its parameters (the page's head rows and the export's). */
export interface CompareItemFacts {
  model: string;
  name: string;
  series: string;
  standard: string | null;
  package: string | null;
  lifecycle: string | null;
  brand: { nameZh: string } | null;
  category: { name: string };
}

/** The item rows of a comparison, in order: label and the text of an item ('' when it has none). */
export const COMPARE_ITEM_ROWS: ReadonlyArray<{
  key: string;
  label: string;
  text: (item: CompareItemFacts) => string;
}> = [
  { key: 'model', label: '型号', text: (i) => i.model },
  { key: 'brand', label: '品牌', text: (i) => i.brand?.nameZh ?? '' },
  { key: 'name', label: '名称', text: (i) => i.name },
  { key: 'category', label: '分类', text: (i) => i.category.name },
  { key: 'series', label: '系列', text: (i) => i.series },
  { key: 'standard', label: '标准', text: (i) => i.standard ?? '' },
  { key: 'package', label: '封装', text: (i) => i.package ?? '' },
  {
    key: 'lifecycle',
    label: '生命周期',
    text: (i) => (i.lifecycle ? (LIFECYCLE_LABEL[i.lifecycle] ?? i.lifecycle) : ''),
  },
];

/** The export formats of a comparison. */
export const COMPARE_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type CompareExportFormat = (typeof COMPARE_EXPORT_FORMATS)[number];
