/**
 * A spreadsheet file as rows of text cells, for the enterprise library's import: CSV (UTF-8, with or without
 * BOM, or GBK as Excel in Chinese Windows writes it; RFC 4180 quotes) or .xlsx (the first worksheet, through
 * exceljs). A cell holding a formula is reported as such (its cached result is not trusted).
 * Too many rows are refused before the file is read whole: a CSV stops at the first record past the limit; an
 * .xlsx passes the shared zip-bomb guard (lib/xlsx-guard.ts), then its worksheets' XML is inflated as a stream
 * counting <row> elements (nothing kept) before exceljs loads it.
 */
import { OrgImportMessage } from '@jianku/rules/org-library-schemas';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
import { badRequest } from '../../lib/app-error.ts';
import { checkInflatedSize } from '../../lib/xlsx-guard.ts';

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

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks; more than `max`: refused. */
export function csvRecords(text: string, max = Number.POSITIVE_INFINITY): string[][] {
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
      if (records.length > max) throw badRequest(OrgImportMessage.tooManyRows);
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

/** The most <row> elements of any worksheet of an .xlsx, counted while inflating (stops past `limit`). */
export function xlsxRowCount(data: Uint8Array, limit: number): number {
  let most = 0;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(file.name)) return;
    const decoder = new TextDecoder();
    let rows = 0;
    let tail = '';
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      const text = tail + decoder.decode(chunk, { stream: !final });
      let end = 0;
      for (const m of text.matchAll(/<(?:\w+:)?row[\s>]/g)) {
        rows++;
        end = (m.index ?? 0) + m[0].length;
      }
      // a tag cut by the chunk's end is completed by the next chunk (a counted one is not kept)
      tail = text.slice(Math.max(end, text.length - 8));
      most = Math.max(most, rows);
      if (most > limit) file.terminate();
    };
    file.start();
  };
  const step = 1024 * 1024;
  for (let at = 0; at < data.length && most <= limit; at += step) {
    unzip.push(data.subarray(at, at + step), at + step >= data.length);
  }
  return most;
}

async function xlsxRecords(bytes: Buffer, maxRows: number): Promise<Cell[][]> {
  checkInflatedSize(bytes);
  // the header row and blank rows on top of the limit
  if (xlsxRowCount(bytes, maxRows + 1) > maxRows + 1) throw badRequest(OrgImportMessage.tooManyRows);
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
export async function readSheet(bytes: Buffer, format: 'csv' | 'xlsx', maxRows: number): Promise<Sheet> {
  const records: Cell[][] =
    format === 'csv' ? csvRecords(decodeText(bytes), maxRows + 1) : await xlsxRecords(bytes, maxRows);
  const [head = [], ...body] = records;
  const header = head.map((c) => (c === FORMULA ? '' : c.trim()));
  const rows: SheetRow[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c !== FORMULA && c.trim() === '')) return;
    rows.push({ line: i + 2, cells });
  });
  if (rows.length > maxRows) throw badRequest(OrgImportMessage.tooManyRows);
  return { header, rows };
}
