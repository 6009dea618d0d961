/**
 * A comparison as a file: .xlsx written with exceljs (styled: differing rows filled, best values bold
 * green, first column and row frozen) or .csv (RFC 4180 quoting, UTF-8 with a byte-order mark so that
 * Excel reads the Chinese).
 *
 *   const { body, contentType, fileName } = await exportComparison(result, 'xlsx');
 *
 * Layout, the same in both: a head row (参数, then each item's brand and model), the item rows (型号, 品牌,
 * 名称, 分类 ... from @jianku/rules COMPARE_ITEM_ROWS), then one row per parameter (name with its unit,
 * each item's value as displayed, '—' where it has none), and two last columns: 不同 (是 when the values
 * differ) and 较优 (the models whose value is best, where the parameter has a better direction).
 */
import { COMPARE_ITEM_ROWS, type CompareExportFormat } from '@jianku/rules';
import type { CompareResult } from '@jianku/rules/compare-schemas';
import ExcelJS from 'exceljs';

const NONE = '—';

interface Sheet {
  head: string[];
  rows: Array<{ cells: string[]; differs: boolean; best: boolean[] }>;
}

/** The comparison as a grid of text (shared by both formats). */
export function comparisonSheet(result: CompareResult): Sheet {
  const { items } = result;
  const head = [
    '参数',
    ...items.map((i) => [i.brand?.nameZh, i.model].filter(Boolean).join(' ')),
    '不同',
    '较优',
  ];
  const rows: Sheet['rows'] = COMPARE_ITEM_ROWS.map((r) => {
    const texts = items.map((i) => r.text(i));
    const differs = texts.some((t) => t !== texts[0]);
    return { cells: [r.label, ...texts.map((t) => t || NONE), differs ? '是' : '', ''], differs, best: [] };
  });
  for (const row of result.rows) {
    const label = row.unit ? `${row.name} (${row.unit})` : row.name;
    const best = row.values.map((v) => v.best);
    const bestModels = items.filter((_, i) => best[i]).map((i) => i.model);
    rows.push({
      cells: [
        label,
        ...row.values.map((v) => v.display ?? NONE),
        row.differs ? '是' : '',
        bestModels.join('、'),
      ],
      differs: row.differs,
      best,
    });
  }
  return { head, rows };
}

const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export function comparisonCsv(result: CompareResult): string {
  const { head, rows } = comparisonSheet(result);
  const lines = [head, ...rows.map((r) => r.cells)].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function comparisonXlsx(result: CompareResult): Promise<Buffer> {
  const { head, rows } = comparisonSheet(result);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '件库';
  const sheet = workbook.addWorksheet('参数对比', { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  sheet.columns = head.map((_, i) => ({ width: i === 0 ? 28 : i > result.items.length ? 14 : 24 }));
  const headRow = sheet.addRow(head);
  headRow.font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(row.cells);
    if (row.differs) {
      for (let c = 1; c <= result.items.length + 1; c++) {
        added.getCell(c).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF7E6' } };
      }
    }
    row.best.forEach((isBest, i) => {
      if (isBest) added.getCell(i + 2).font = { bold: true, color: { argb: 'FF389E0D' } };
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ExportFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

export async function exportComparison(
  result: CompareResult,
  format: CompareExportFormat,
): Promise<ExportFile> {
  const base = `参数对比-${result.items.map((i) => i.model).join('_')}`
    .slice(0, 120)
    .replace(/[\\/:*?"<>|]/g, '_');
  if (format === 'csv') {
    return { body: comparisonCsv(result), contentType: 'text/csv; charset=utf-8', fileName: `${base}.csv` };
  }
  return {
    body: await comparisonXlsx(result),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `${base}.xlsx`,
  };
}
