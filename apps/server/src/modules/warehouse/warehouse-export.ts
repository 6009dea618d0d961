/** The warehouse as .xlsx (exceljs): a sheet of stock per item and location, and a sheet of the warning list. */
import type { StockRow, StockWarning } from '@jianku/rules/warehouse-schemas';
import ExcelJS from 'exceljs';

function sheetOf(workbook: ExcelJS.Workbook, name: string, head: string[], widths: number[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(head).font = { bold: true };
  widths.forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  return sheet;
}

export async function stockXlsx(
  rows: readonly StockRow[],
  warnings: readonly StockWarning[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '件库';
  const stock = sheetOf(
    workbook,
    '库存',
    ['型号', '名称', '企业内部料号', '库位', '数量'],
    [24, 24, 18, 30, 10],
  );
  for (const r of rows) stock.addRow([r.model, r.name, r.internalCode, r.locationPath, r.quantity]);
  const low = sheetOf(
    workbook,
    '库存预警',
    ['型号', '名称', '企业内部料号', '合计库存', '最低库存'],
    [24, 24, 18, 12, 12],
  );
  for (const w of warnings) low.addRow([w.model, w.name, w.internalCode, w.quantity, w.minQuantity]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
