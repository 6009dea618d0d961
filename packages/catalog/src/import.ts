// Import of catalogue files (CSV or JSON): every row is checked against its category's parameter
// definitions; errors carry the file line and a Chinese reason. The caller rejects a file with any error.
//
// CSV (UTF-8, comma separated, RFC 4180 quoting, header on line 1, column order free):
//   code, categoryCode, model, name               required
//   brandCode, series, standard, description, datasheetUrl   optional (empty brandCode = generic part)
//   package, lifecycle                            components (kind 2) only; lifecycle defaults to active
//   designation, condition, eq.astm, eq.aisi, eq.uns, eq.en, eq.din, eq.jis, eq.iso, eq.gb
//                                                 materials (kind 4) only; condition applies to every
//                                                 p.* value of the row (default 典型值)
//   p.<key>                                       one column per parameter key of the category; the cell is
//                                                 "value [unit]" ("10k", "10 kΩ", "0.1uF", "100nF", "1/10W");
//                                                 a bare number is read in the parameter's display unit
//                                                 (p.l = 16 means 16 mm); enums take one of the options.
// JSON: an array of objects with the same fields; parameters under "params": { "<key>": "value unit" }
// and material equivalents under "equivalents": { "astm": ... }. Lines refer to where each object starts.

import { parseQuantityIn, SI_UNIT } from '@jianku/rules';
import { brandByCode } from './brands.ts';
import { categoryByCode, isLeaf } from './categories.ts';
import type {
  Category,
  ImportError,
  ImportResult,
  Item,
  Kind,
  Lifecycle,
  MaterialEquivalents,
  MaterialProperty,
  ParamDef,
  ParamValue,
} from './types.ts';
import { formatQuantity } from './values.ts';

export const CSV_FIXED_COLUMNS = [
  'code',
  'categoryCode',
  'brandCode',
  'model',
  'name',
  'series',
  'standard',
  'description',
  'datasheetUrl',
  'package',
  'lifecycle',
  'designation',
  'condition',
] as const;
const EQ_KEYS = ['astm', 'aisi', 'uns', 'en', 'din', 'jis', 'iso', 'gb'] as const;
const LIFECYCLES: Lifecycle[] = ['active', 'nrnd', 'eol', 'obsolete'];
const KIND_NAMES: Record<number, string> = { 1: '零部件', 2: '元器件', 4: '材料' };
const CODE_RE = /^[A-Za-z0-9][A-Za-z0-9._:/+#()-]{0,127}$/;

interface RawRow {
  line: number;
  fields: Record<string, string>;
  params: Record<string, string>;
  equivalents: Record<string, string>;
}

// ---- CSV ------------------------------------------------------------------------------------------

/** Split CSV text into records, each with the line it starts on. */
function csvRecords(text: string): Array<{ line: number; cells: string[] }> {
  const out: Array<{ line: number; cells: string[] }> = [];
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let done = false;
    while (i < text.length && !done) {
      const ch = text[i] as string;
      if (quoted) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          quoted = false;
          i++;
          continue;
        }
        if (ch === '\n') line++;
        cell += ch;
        i++;
        continue;
      }
      if (ch === '"' && cell === '') {
        quoted = true;
        i++;
      } else if (ch === ',') {
        cells.push(cell);
        cell = '';
        i++;
      } else if (ch === '\r' && text[i + 1] === '\n') {
        i++;
      } else if (ch === '\n') {
        line++;
        i++;
        done = true;
      } else {
        cell += ch;
        i++;
      }
    }
    cells.push(cell);
    if (!(cells.length === 1 && (cells[0] ?? '').trim() === '')) out.push({ line: start, cells });
  }
  return out;
}

function csvRows(text: string, errors: ImportError[]): RawRow[] {
  const recs = csvRecords(text);
  const header = recs.shift();
  if (!header) {
    errors.push({ line: 1, reason: '文件为空，缺少表头' });
    return [];
  }
  const cols = header.cells.map((c) => c.trim());
  const known = new Set<string>([...CSV_FIXED_COLUMNS, ...EQ_KEYS.map((k) => `eq.${k}`)]);
  cols.forEach((c) => {
    if (!known.has(c) && !/^p\.[a-z0-9_]+$/i.test(c))
      errors.push({ line: 1, reason: `表头中有无法识别的列「${c}」` });
  });
  const seen = new Set<string>();
  for (const c of cols) {
    if (seen.has(c)) errors.push({ line: 1, reason: `表头中列「${c}」重复` });
    seen.add(c);
  }
  for (const need of ['code', 'categoryCode', 'model', 'name']) {
    if (!cols.includes(need)) errors.push({ line: 1, reason: `表头缺少必需列「${need}」` });
  }
  return recs.map((r) => {
    const row: RawRow = { line: r.line, fields: {}, params: {}, equivalents: {} };
    if (r.cells.length !== cols.length) {
      errors.push({ line: r.line, reason: `列数为 ${r.cells.length}，与表头的 ${cols.length} 列不一致` });
    }
    cols.forEach((c, j) => {
      const v = (r.cells[j] ?? '').trim();
      if (c.startsWith('p.')) {
        if (v !== '') row.params[c.slice(2)] = v;
      } else if (c.startsWith('eq.')) {
        if (v !== '') row.equivalents[c.slice(3)] = v;
      } else row.fields[c] = v;
    });
    return row;
  });
}

// ---- JSON -----------------------------------------------------------------------------------------

/** Lines on which the top-level array's elements start. */
function jsonElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') {
      if (depth === 1) lines.push(line);
      inString = true;
    } else if (ch === '{' || ch === '[') {
      if (depth === 1) lines.push(line);
      depth++;
    } else if (ch === '}' || ch === ']') depth--;
    else if (depth === 1 && /[-0-9tfn]/.test(ch ?? '')) {
      lines.push(line);
      while (i + 1 < text.length && /[-0-9a-zA-Z.+]/.test(text[i + 1] ?? '')) i++;
    }
  }
  return lines;
}

function jsonRows(text: string, errors: ImportError[]): RawRow[] {
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const m = /position (\d+)/.exec(String(e));
    const pos = m ? Number(m[1]) : 0;
    errors.push({ line: text.slice(0, pos).split('\n').length, reason: 'JSON 格式错误，无法解析' });
    return [];
  }
  if (!Array.isArray(data)) {
    errors.push({ line: 1, reason: 'JSON 顶层必须是数组 (每个元素一条记录)' });
    return [];
  }
  const lines = jsonElementLines(text);
  return data.map((el, idx) => {
    const line = lines[idx] ?? 1;
    const row: RawRow = { line, fields: {}, params: {}, equivalents: {} };
    if (el === null || typeof el !== 'object' || Array.isArray(el)) {
      errors.push({ line, reason: '记录必须是对象' });
      return row;
    }
    for (const [k, v] of Object.entries(el as Record<string, unknown>)) {
      if (k === 'params' || k === 'equivalents') {
        if (v === null || typeof v !== 'object' || Array.isArray(v)) {
          errors.push({ line, reason: `字段「${k}」必须是对象` });
          continue;
        }
        for (const [pk, pv] of Object.entries(v as Record<string, unknown>)) {
          if (pv === null || pv === '') continue;
          if (typeof pv !== 'string' && typeof pv !== 'number') {
            errors.push({
              line,
              reason: `${k === 'params' ? '参数' : '对照牌号'}「${pk}」的值必须是字符串或数字`,
            });
            continue;
          }
          (k === 'params' ? row.params : row.equivalents)[pk] = String(pv).trim();
        }
      } else if ((CSV_FIXED_COLUMNS as readonly string[]).includes(k)) {
        if (v === null || v === undefined) continue;
        if (typeof v !== 'string' && typeof v !== 'number') {
          errors.push({ line, reason: `字段「${k}」必须是字符串` });
          continue;
        }
        row.fields[k] = String(v).trim();
      } else {
        errors.push({ line, reason: `无法识别的字段「${k}」` });
      }
    }
    return row;
  });
}

// ---- validation -----------------------------------------------------------------------------------

function dimensionLabel(def: ParamDef): string {
  return def.unit ? `单位 ${def.unit}` : '数值';
}

/**
 * One parameter value as written (any unit spelling the quantity parser reads) → its stored value, or the
 * Chinese reason it is refused. The import and the enterprise library's hand-made items both use it.
 */
export function parseParam(def: ParamDef, raw: string): ParamValue | string {
  if (def.type === 'enum') {
    const opts = def.options ?? [];
    if (!opts.includes(raw))
      return `参数「${def.name}」的值「${raw}」不在可选值中 (可选：${opts.join('、')})`;
    return { display: raw, si: null, unit: '' };
  }
  if (def.type === 'text') {
    if (raw.length > 200) return `参数「${def.name}」过长 (最多 200 字)`;
    return { display: raw, si: null, unit: '' };
  }
  if (def.dimension === 'hardness' || def.dimension === 'count' || def.dimension === 'none') {
    const n = Number(raw.replace(new RegExp(`\\s*${def.unit}$`), ''));
    if (!Number.isFinite(n)) return `参数「${def.name}」的值「${raw}」不是数字`;
    return { display: def.unit ? `${raw.replace(/\s*$/, '')}` : String(n), si: n, unit: def.unit };
  }
  const si = parseQuantityIn(raw, def.dimension, def.unit);
  if (si === null || !Number.isFinite(si))
    return `参数「${def.name}」的值「${raw}」无法识别 (${dimensionLabel(def)})`;
  if (si < 0 && def.dimension !== 'temperature') return `参数「${def.name}」不能为负数`;
  return { display: formatQuantity(si, def.dimension), si, unit: SI_UNIT[def.dimension] };
}

function validate(row: RawRow, kind: Kind, codes: Set<string>, errors: ImportError[]): Item | null {
  const f = row.fields;
  const err = (reason: string) => errors.push({ line: row.line, reason });
  const before = errors.length;
  const code = f.code ?? '';
  if (!code) err('缺少编码 code');
  else if (!CODE_RE.test(code))
    err(`编码「${code}」不合法 (字母数字开头，最长 128 位，仅含字母、数字和 . _ : / + # ( ) -)`);
  else if (codes.has(code)) err(`编码「${code}」在文件中重复`);
  else codes.add(code);

  let cat: Category | undefined;
  const catCode = f.categoryCode ?? '';
  if (!catCode) err('缺少分类 categoryCode');
  else {
    cat = categoryByCode(catCode);
    if (!cat) err(`分类「${catCode}」不存在`);
    else if (cat.kind !== kind) {
      err(`分类「${catCode}」属于${KIND_NAMES[cat.kind]}库，不能导入到${KIND_NAMES[kind]}库`);
      cat = undefined;
    } else if (!isLeaf(catCode)) {
      err(`分类「${catCode}」不是末级分类，条目只能挂在末级分类下`);
      cat = undefined;
    }
  }
  const brandCode = f.brandCode ?? '';
  if (brandCode) {
    const b = brandByCode(brandCode);
    if (!b) err(`厂商「${brandCode}」不存在`);
    else if (!b.kinds.includes(kind)) err(`厂商「${brandCode}」不提供${KIND_NAMES[kind]}库的产品`);
  }
  const model = f.model ?? '';
  if (!model) err('缺少型号 model');
  else if (model.length > 128) err('型号 model 过长 (最多 128 字)');
  const name = f.name ?? '';
  if (!name) err('缺少名称 name');
  else if (name.length > 200) err('名称 name 过长 (最多 200 字)');
  const url = f.datasheetUrl ?? '';
  if (url && !/^https?:\/\/[^\s]+$/.test(url)) err(`数据手册链接「${url}」不是 http(s) 地址`);
  const lifecycle = (f.lifecycle || 'active') as Lifecycle;
  if (kind === 2 && !LIFECYCLES.includes(lifecycle))
    err(`生命周期「${f.lifecycle}」无效 (可选：${LIFECYCLES.join('、')})`);
  if (kind !== 2 && (f.package || f.lifecycle)) err('只有元器件可以填写 package 和 lifecycle');
  if (kind !== 4 && (f.designation || f.condition || Object.keys(row.equivalents).length > 0)) {
    err('只有材料可以填写 designation、condition 和对照牌号');
  }
  for (const k of Object.keys(row.equivalents)) {
    if (!(EQ_KEYS as readonly string[]).includes(k))
      err(`对照牌号「${k}」无法识别 (可选：${EQ_KEYS.join('、')})`);
  }

  const params: Record<string, ParamValue> = {};
  if (cat) {
    const defs = new Map(cat.params.map((p) => [p.key, p]));
    for (const [key, raw] of Object.entries(row.params)) {
      const def = defs.get(key);
      if (!def) {
        err(`分类「${cat.name}」没有参数「${key}」`);
        continue;
      }
      const v = parseParam(def, raw);
      if (typeof v === 'string') err(v);
      else params[key] = v;
    }
    for (const def of cat.params) {
      if (def.required && row.params[def.key] === undefined)
        err(`缺少必填参数「${def.name}」(列 p.${def.key})`);
    }
  }
  if (errors.length > before || !cat) return null;

  const item: Item = {
    kind,
    code,
    categoryCode: catCode,
    brandCode: brandCode || null,
    model,
    name,
    series: f.series ?? '',
    standard: f.standard || null,
    description: f.description ?? '',
    params,
    datasheetUrl: url || null,
  };
  if (kind === 2) {
    item.lifecycle = lifecycle;
    item.package = f.package ?? '';
  }
  if (kind === 4) {
    const condition = f.condition || '典型值';
    const properties: MaterialProperty[] = Object.entries(params).map(([key, v]) => ({
      key,
      name: cat?.params.find((p) => p.key === key)?.name ?? key,
      display: v.display,
      si: v.si,
      unit: v.unit,
      condition,
    }));
    item.material = {
      designation: f.designation || model,
      equivalents: row.equivalents as MaterialEquivalents,
      properties,
      sources: ['导入文件'],
    };
  }
  return item;
}

/**
 * Parse and validate an import file of one library (`kind`). Returns the valid rows and every error
 * found, each with its file line (the CSV header is line 1) and a Chinese reason.
 */
export function parseCatalogFile(text: string, format: 'csv' | 'json', kind: Kind): ImportResult {
  const errors: ImportError[] = [];
  const raw = format === 'csv' ? csvRows(text, errors) : jsonRows(text, errors);
  if (raw.length === 0 && errors.length === 0) errors.push({ line: 1, reason: '文件中没有数据行' });
  const codes = new Set<string>();
  const rows: Item[] = [];
  const lines: number[] = [];
  for (const r of raw) {
    const item = validate(r, kind, codes, errors);
    if (item) {
      rows.push(item);
      lines.push(r.line);
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, lines, errors };
}
