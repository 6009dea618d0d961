/** The search bench's query mix (step 3): deterministic searches and suggestions drawn from the loaded rows. */
import { formatQuantity, type ParamDef } from '@jianku/catalog';
import type { SearchQuery } from '../apps/server/src/modules/search/search.service.ts';
import { pool } from './search-options.ts';

export interface Category {
  id: number;
  kind: number;
  parentId: number | null;
  name: string;
  params: ParamDef[];
  itemCount: number;
}

export interface BenchQuery {
  group: string;
  query: SearchQuery;
  /** PostgreSQL: the last word of the keywords as a prefix (:*) */
  prefix?: boolean;
}

export const ZH_TERMS: Array<[number, string]> = [
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

export const EN_TERMS: Array<[number, string]> = [
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

/**
 * The forms engineers write (issue 15): percentages, EIA codes, metric sizes, tolerance letters, thread ×
 * length, standards across systems, other makers' bearing suffixes and old GB codes, finishes, designation
 * systems, and part numbers the catalogue may lack (read by their maker's ordering code, nearest items).
 */
export const FORM_TERMS: Array<[number, string]> = [
  [2, '10k 0603 1%'],
  [2, '10k 0603 7%'],
  [2, '104 50V X7R 0603'],
  [2, '1002'],
  [2, '4R7'],
  [2, '2R2 0402'],
  [2, '1608M 10k'],
  [2, '10k F 0603'],
  [2, '100ppm/°C'],
  [2, 'ERJ-3EKF1002V'],
  [2, 'CRCW060310K0FKEA'],
  [2, '0603WAF1002T5E'],
  [2, 'RC0603FR-0710K2L'],
  [2, 'GRM188R71H104KA01D'],
  [1, 'M8×30 8.8 镀锌'],
  [1, 'GB/T 5782 M8x30'],
  [1, 'DIN 931 M10'],
  [1, 'M6*20'],
  [1, '6205-2RS1'],
  [1, '6205-2RSH'],
  [1, '6205 2RS'],
  [1, '180205'],
  [1, '蓝白锌 M8'],
  [4, 'AISI 316L'],
  [4, 'UNS S31603'],
];

export const UNIT_TERMS: Array<[number, string]> = [
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

export function rng(seed: number): () => number {
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

export function shuffled<T>(list: readonly T[], seed: number): T[] {
  const out = [...list];
  const r = rng(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export async function loadCategories(): Promise<Map<number, Category>> {
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

type AddQuery = (group: string, q: Partial<SearchQuery> & { kind: number }, prefix?: boolean) => void;

/** Numeric ranges and enums of one leaf category, from the data's own values. */
async function addFilterQueries(c: Category, add: AddQuery, tidy: (name: string) => string): Promise<void> {
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

/** Suggestions: prefixes of part numbers and of Chinese words, as the two routes ask. */
async function makeSuggestions(
  leaves: readonly Category[],
  modelCounts: ReadonlyArray<[number, number]>,
  tidy: (name: string) => string,
): Promise<string[][]> {
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
  return suggest;
}

export async function makeQueries(
  cats: Map<number, Category>,
): Promise<{ search: BenchQuery[]; suggest: string[][] }> {
  const out: BenchQuery[] = [];
  const add: AddQuery = (group, q, prefix = false) => {
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
  for (const [kind, text] of FORM_TERMS) add('forms', { kind, keyWords: text });

  // numeric ranges and enums per leaf category, from the data's own values
  for (const c of leaves) await addFilterQueries(c, add, tidy);

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
  const suggest = await makeSuggestions(leaves, modelCounts, tidy);
  return { search: out, suggest };
}
