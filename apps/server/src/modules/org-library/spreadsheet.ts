/**
 * A spreadsheet file as rows of text cells, for the enterprise library's import: CSV (UTF-8, with or without
 * BOM, or GBK as Excel in Chinese Windows writes it; RFC 4180 quotes) or .xlsx (the first worksheet, through
 * exceljs). A cell holding a formula is reported as such (its cached result is not trusted).
 */
import ExcelJS from 'exceljs';

export const FORMULA = Symbol('formula');
export type Cell = string | typeof FORMULA;

export interface SheetRow {
  /** line in the file, the header being 1 */
  line: number;
  cells: Cell[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

/** UTF-8 when the bytes are valid UTF-8 (BOM dropped), GBK otherwise. */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

function cellText(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return FORMULA;
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function xlsxRecords(bytes: Buffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    records[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(records, (r) => r ?? []);
}

/** The sheet of a file: the first row is the header; blank rows are skipped (their line numbers kept). */
export async function readSheet(bytes: Buffer, format: 'csv' | 'xlsx'): Promise<Sheet> {
  const records: Cell[][] = format === 'csv' ? csvRecords(decodeText(bytes)) : await xlsxRecords(bytes);
  const [head = [], ...body] = records;
  const header = head.map((c) => (c === FORMULA ? '' : c.trim()));
  const rows: SheetRow[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c !== FORMULA && c.trim() === '')) return;
    rows.push({ line: i + 2, cells });
  });
  return { header, rows };
}
