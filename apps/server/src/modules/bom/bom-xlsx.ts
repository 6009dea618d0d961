/**
 * An uploaded .xlsx read as rows of text. Before exceljs sees the file, its zip is inflated once here with a
 * byte count (fflate, streaming): more than XLSX_MAX_INFLATED bytes in all, or one entry inflating more than
 * XLSX_MAX_RATIO times its stored size beyond a few megabytes, is a zip bomb and is refused. Formulas are
 * never evaluated: their cached result is read (none: the cell is empty). Merged cells read as their top-left
 * cell. The first worksheet with any value is read; the others are named in the notes.
 */
import { BomMessage } from '@jianku/rules';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
import { badRequest } from '../../lib/app-error.ts';

/** Most bytes an .xlsx may inflate to (its XML). */
export const XLSX_MAX_INFLATED = 200 * 1024 * 1024;
/** Inflation ratio allowed of an entry above RATIO_FLOOR bytes (spreadsheet XML compresses ~10–30×). */
const XLSX_MAX_RATIO = 200;
const RATIO_FLOOR = 8 * 1024 * 1024;

/** Inflates every entry counting bytes; throws the zip-bomb message over the limits, badXlsx if not a zip. */
export function checkInflatedSize(data: Uint8Array): number {
  let total = 0;
  let bomb = false;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    let size = 0;
    file.ondata = (error, chunk) => {
      if (error) throw error;
      size += chunk.length;
      total += chunk.length;
      const stored = file.size ?? 0;
      if (total > XLSX_MAX_INFLATED || (size > RATIO_FLOOR && size > stored * XLSX_MAX_RATIO)) {
        bomb = true;
        file.terminate();
      }
    };
    if (!bomb) file.start();
  };
  try {
    const step = 1024 * 1024;
    for (let at = 0; at < data.length && !bomb; at += step) {
      unzip.push(data.subarray(at, at + step), at + step >= data.length);
    }
  } catch {
    if (!bomb) throw badRequest(BomMessage.badXlsx);
  }
  if (bomb) throw badRequest(BomMessage.zipBomb);
  return total;
}

type CellValue = ExcelJS.CellValue;

/** A cell's value as text: cached formula results, rich text joined, dates as YYYY-MM-DD, errors empty. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: CellValue }).result;
    return result === undefined || (typeof result === 'object' && result !== null && 'error' in result)
      ? ''
      : cellText(result);
  }
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}

export interface XlsxRows {
  sheetName: string;
  rows: string[][];
  notes: string[];
}

/** The rows of a worksheet as text (trailing empty cells dropped); counts merged and formula cells. */
function sheetRows(sheet: ExcelJS.Worksheet) {
  const rows: string[][] = [];
  let merged = 0;
  let formulas = 0;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      if (cell.isMerged && cell.master !== cell) merged++;
      if (cell.type === ExcelJS.ValueType.Formula) formulas++;
      cells[col - 1] = cellText(cell.value).trim();
    });
    rows[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
  });
  return { rows: Array.from(rows, (r) => r ?? []), merged, formulas };
}

/** The first worksheet holding a value, as rows; `maxRows` more rows than allowed is an error. */
export async function readXlsx(data: Uint8Array, maxRows: number): Promise<XlsxRows> {
  checkInflatedSize(data);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(BomMessage.badXlsx);
  }
  const notes: string[] = [];
  for (const sheet of workbook.worksheets) {
    if (sheet.actualRowCount === 0) continue;
    if (sheet.rowCount > maxRows + 50) throw badRequest(BomMessage.tooManyLines);
    const { rows, merged, formulas } = sheetRows(sheet);
    if (rows.every((r) => r.every((c) => c === ''))) continue;
    const others = workbook.worksheets.filter((s) => s !== sheet && s.actualRowCount > 0).map((s) => s.name);
    if (others.length > 0)
      notes.push(`只读取了第一个有数据的工作表「${sheet.name}」，其余未读取：${others.join('、')}`);
    if (merged > 0) notes.push(`有 ${merged} 个合并单元格，按合并区域左上角的值读取`);
    if (formulas > 0) notes.push(`有 ${formulas} 个公式单元格，取其保存的计算结果（不重新计算）`);
    return { sheetName: sheet.name, rows, notes };
  }
  throw badRequest(BomMessage.empty);
}
