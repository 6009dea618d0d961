/**
 * An uploaded .xlsx read as rows of text. Before exceljs sees the file, the shared zip-bomb guard
 * (lib/xlsx-guard.ts) inflates it once with a byte count and refuses a zip bomb. Formulas are
 * never evaluated: their cached result is read (none: the cell is empty). Merged cells read as their top-left
 * cell. The first worksheet with any value is read; the others are named in the notes.
 */
import { BomMessage } from '@jianku/rules';
import ExcelJS from 'exceljs';
import { badRequest } from '../../lib/app-error.ts';
import { checkInflatedSize } from '../../lib/xlsx-guard.ts';

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
