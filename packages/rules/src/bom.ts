/**
 * BOM upload and match (issue 15): the columns a BOM has, how their headers are written in Chinese and English
 * BOMs and in KiCad's export, and a parsed sheet read through a column mapping into lines. Pure; the server
 * detects the mapping when it parses a file, the web lets the user correct it and applies it here.
 */

/** The columns a BOM line is read from. */
export const BOM_FIELDS = [
  'designator',
  'quantity',
  'mpn',
  'value',
  'footprint',
  'description',
  'manufacturer',
] as const;
export type BomField = (typeof BOM_FIELDS)[number];

/** Column labels as the page shows them. */
export const BOM_FIELD_LABELS: Readonly<Record<BomField, string>> = {
  designator: '位号',
  quantity: '数量',
  mpn: '型号',
  value: '值',
  footprint: '封装',
  description: '描述',
  manufacturer: '品牌',
};

/**
 * Headers (lower case, spaces and punctuation removed) of each column, the most specific first. Sources: the
 * column names of KiCad's BOM exports (bom_csv_grouped_by_value: Ref, Qnty, Value, Cmp name, Footprint,
 * Description, Vendor; the symbol fields Reference, Value, Footprint, Datasheet), and the headers of JLCPCB's and
 * LCSC's BOM templates (Comment, Designator, Footprint, LCSC Part #, Manufacturer Part, Quantity).
 */
const HEADERS: Readonly<Record<BomField, readonly string[]>> = {
  designator: [
    '位号',
    '元件位号',
    '器件位号',
    '标号',
    'designator',
    'designators',
    'reference',
    'references',
    'ref',
    'refs',
    'refdes',
    'partreference',
  ],
  quantity: ['数量', '用量', '个数', 'qty', 'quantity', 'qnty', 'count', 'pcs'],
  mpn: [
    '型号',
    '料号',
    '物料型号',
    '器件型号',
    '规格型号',
    '制造商型号',
    '厂家型号',
    'mpn',
    'partnumber',
    'partno',
    'pn',
    'manufacturerpart',
    'manufacturerpartnumber',
    'mfrpart',
    'mfrpartnumber',
    'mfrpn',
    'lcscpart',
    'lcscpartnumber',
  ],
  value: ['值', '标称值', '参数', '规格', '容值', '阻值', 'value', 'values', 'comment', 'val'],
  footprint: ['封装', '封装规格', '尺寸', 'footprint', 'package', 'pcbfootprint', 'case', 'casepackage'],
  description: [
    '描述',
    '说明',
    '名称',
    '物料名称',
    '物料描述',
    '器件名称',
    'description',
    'desc',
    'cmpname',
    'libref',
    'partname',
  ],
  manufacturer: [
    '品牌',
    '厂商',
    '厂家',
    '制造商',
    '生产厂家',
    'manufacturer',
    'mfr',
    'brand',
    'vendor',
    'maker',
  ],
};

/** A column mapping: each field's column (0-based) in the sheet, or null when the BOM has none. */
export type BomMapping = Record<BomField, number | null>;

/** the header as compared: lower case, without spaces, punctuation and #. */
export function headerKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s_\-.:：#/()（）[\]]+/g, '')
    .trim();
}

/** The field a header names, or null. */
export function fieldOfHeader(text: string): BomField | null {
  const key = headerKey(text);
  if (key === '') return null;
  for (const field of BOM_FIELDS) if (HEADERS[field].includes(key)) return field;
  return null;
}

/** The mapping read from a header row: the first column naming each field; null where none does. */
export function detectMapping(headers: readonly string[]): BomMapping {
  const mapping = Object.fromEntries(BOM_FIELDS.map((f) => [f, null])) as BomMapping;
  headers.forEach((h, i) => {
    const field = fieldOfHeader(h);
    if (field && mapping[field] === null) mapping[field] = i;
  });
  return mapping;
}

/** Columns of a header row that name a field (a row with two or more is taken as the header). */
export function headerScore(row: readonly string[]): number {
  return new Set(row.map(fieldOfHeader).filter((f) => f !== null)).size;
}

/** One BOM line as read through the mapping (texts trimmed; empty where the BOM has none). */
export interface BomLineInput {
  /** 1-based line of the BOM (its row after the header) */
  line: number;
  designator: string;
  quantity: number | null;
  mpn: string;
  value: string;
  footprint: string;
  description: string;
  manufacturer: string;
}

/** Most characters kept of a cell. */
export const BOM_CELL_MAX = 500;

/** A quantity cell: a whole number ≥ 0 (1,000 and 10 pcs read as such); null when it is none. */
export function quantityOf(text: string): number | null {
  const m = /^\s*(\d{1,9}(?:,\d{3})*)(?:\.0+)?\s*(?:pcs|个|只|片|颗|pc)?\s*$/i.exec(text);
  return m ? Number((m[1] as string).replace(/,/g, '')) : null;
}

/** The count of designators in a cell ("R1, R2 R5" → 3; "R1-R4" counts as one text). */
export function designatorCount(text: string): number {
  return text.split(/[\s,，;；、]+/).filter((t) => t !== '').length;
}

/** The rows below the header as lines; rows with nothing in any mapped column are left out. */
export function linesOf(rows: readonly (readonly string[])[], mapping: BomMapping): BomLineInput[] {
  const cell = (row: readonly string[], field: BomField) => {
    const i = mapping[field];
    return i === null ? '' : (row[i] ?? '').trim().slice(0, BOM_CELL_MAX);
  };
  const lines: BomLineInput[] = [];
  rows.forEach((row, i) => {
    const texts = Object.fromEntries(BOM_FIELDS.map((f) => [f, cell(row, f)])) as Record<BomField, string>;
    if (BOM_FIELDS.every((f) => texts[f] === '')) return;
    const quantity =
      texts.quantity !== ''
        ? quantityOf(texts.quantity)
        : texts.designator !== ''
          ? designatorCount(texts.designator)
          : null;
    lines.push({ ...texts, line: i + 1, quantity });
  });
  return lines;
}

/** How sure a line's match is. */
export const BOM_CONFIDENCES = ['exact', 'parameters', 'none'] as const;
export type BomConfidence = (typeof BOM_CONFIDENCES)[number];
export const BOM_CONFIDENCE_LABELS: Readonly<Record<BomConfidence, string>> = {
  exact: '型号一致',
  parameters: '参数匹配',
  none: '未匹配',
};

export const BOM_MAX_BYTES = 50 * 1024 * 1024;
export const BOM_MAX_LINES = 100_000;
/** Lines matched per request (the page sends a BOM in batches and shows the progress). */
export const BOM_MATCH_BATCH = 200;

export const BomMessage = {
  noFile: '请选择要上传的 BOM 文件',
  tooLarge: 'BOM 文件超过 50 MB，请拆分后再上传',
  tooManyLines: `BOM 超过 ${BOM_MAX_LINES.toLocaleString('en-US')} 行，请拆分后再上传`,
  unknownFormat: '无法识别的文件格式：请上传 .xlsx、.xls、.csv 或 KiCad 导出的 BOM（.csv）',
  badXls:
    '无法读取该 .xls 文件：文件已损坏、已加密或不是 Excel 97-2003 工作簿，请另存为 .xlsx 或 .csv 后上传',
  badXlsx: '无法读取该 .xlsx 文件：文件已损坏或不是 Excel 工作簿',
  zipBomb: '该 .xlsx 文件解压后过大（超过 200 MB），已拒绝读取',
  empty: 'BOM 中没有数据：工作表为空',
  noHeader: '未找到表头：请确认第一行是列名（如 位号、数量、型号、值、封装）',
  badEncoding: '无法识别文件编码：请以 UTF-8 或 GBK 保存 CSV 后再上传',
  notFound: 'BOM 不存在或链接已失效',
  notOwner: '只能修改自己保存的 BOM',
  notOwnerDelete: '只能删除自己保存的 BOM',
  badLine: 'BOM 中没有该行',
  itemNotFound: '所选条目不存在',
} as const;
