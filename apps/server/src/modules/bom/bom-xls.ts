/**
 * An uploaded legacy Excel .xls (BIFF8 in an OLE2 compound file) read as rows of text, with SheetJS Community
 * Edition 0.20.3 (npm @e965/xlsx: the SheetJS release with the fixes for CVE-2023-30533 and CVE-2024-22363,
 * which the last npm "xlsx" 0.18.5 lacks). It runs only inside a parse worker thread (bom-parse-thread.ts), which
 * is retired after every .xls: whatever a crafted file could do to that worker's objects ends with it. Formulas
 * are never evaluated: their cached result is read. Merged cells read as their top-left cell. At most `maxRows`
 * rows (plus one, to tell that there are more) are read of the first worksheet with any value.
 */

import * as XLSX from '@e965/xlsx';
import { BomMessage } from '@jianku/rules';
import { badRequest } from '../../lib/app-error.ts';
import type { XlsxRows } from './bom-xlsx.ts';

/** A cell as text: its formatted text when it is a date, its value otherwise; errors empty. */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.t === 'e' || cell.t === 'z' || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'n') return String(Number((cell.v as number).toPrecision(15)));
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  if (cell.t === 'd') return (cell.v as Date).toISOString().slice(0, 10);
  return String(cell.v);
}

function sheetRows(sheet: XLSX.WorkSheet): { rows: string[][]; merged: number; formulas: number } {
  const ref = sheet['!ref'];
  if (!ref) return { rows: [], merged: 0, formulas: 0 };
  const range = XLSX.utils.decode_range(ref);
  const rows: string[][] = [];
  let formulas = 0;
  for (let r = 0; r <= range.e.r; r++) {
    const cells: string[] = [];
    for (let c = 0; c <= range.e.c; c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      if (cell?.f) formulas++;
      cells[c] = cellText(cell).trim();
    }
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    rows.push(cells);
  }
  const merged = (sheet['!merges'] ?? []).reduce(
    (n, m) => n + (m.e.r - m.s.r + 1) * (m.e.c - m.s.c + 1) - 1,
    0,
  );
  return { rows, merged, formulas };
}

/** The first worksheet of an .xls holding a value, as rows; more than `maxRows` rows is an error. */
export function readXls(data: Uint8Array, maxRows: number): XlsxRows {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(data, {
      type: 'array',
      cellFormula: true,
      cellDates: true,
      cellHTML: false,
      cellStyles: false,
      sheetRows: maxRows + 1,
      dense: false,
    });
  } catch {
    throw badRequest(BomMessage.badXls);
  }
  const notes: string[] = [];
  const names = workbook.SheetNames;
  for (const name of names) {
    const sheet = workbook.Sheets[name];
    if (!sheet) continue;
    const { rows, merged, formulas } = sheetRows(sheet);
    if (rows.every((r) => r.every((c) => c === ''))) continue;
    if (rows.length > maxRows) throw badRequest(BomMessage.tooManyLines);
    const others = names.filter((n) => n !== name && workbook.Sheets[n]?.['!ref']);
    if (others.length > 0)
      notes.push(`只读取了第一个有数据的工作表「${name}」，其余未读取：${others.join('、')}`);
    if (merged > 0) notes.push(`有 ${merged} 个合并单元格，按合并区域左上角的值读取`);
    if (formulas > 0) notes.push(`有 ${formulas} 个公式单元格，取其保存的计算结果（不重新计算）`);
    notes.push('旧版 .xls 文件，已按 Excel 97-2003 格式读取');
    return { sheetName: name, rows, notes };
  }
  throw badRequest(BomMessage.empty);
}
