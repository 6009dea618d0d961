/**
 * A saved BOM match as .xlsx (exceljs): one row per line with what the BOM said (行, 位号, 数量, 型号, 值, 封装,
 * 描述, 品牌), the match (匹配型号, 品牌, 名称, 封装, 条目编码), 匹配程度 and 原因; the head row frozen and bold,
 * unmatched lines filled light red, chosen ones marked 用户选定.
 */
import { BOM_CONFIDENCE_LABELS } from '@jianku/rules';
import type { BomResult } from '@jianku/rules/bom-schemas';
import ExcelJS from 'exceljs';

const HEAD = [
  '行',
  '位号',
  '数量',
  '型号',
  '值',
  '封装',
  '描述',
  '品牌',
  '匹配型号',
  '匹配品牌',
  '匹配名称',
  '匹配封装',
  '条目编码',
  '匹配程度',
  '原因',
];
const WIDTHS = [6, 18, 6, 20, 14, 18, 24, 12, 24, 12, 36, 12, 16, 10, 48];
const UNMATCHED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFDECEA' } };

/** One line's cells. */
export function bomExportRow({ input, match }: BomResult['lines'][number]): Array<string | number> {
  const item = match.item;
  const confidence = match.chosen && item ? '用户选定' : BOM_CONFIDENCE_LABELS[match.confidence];
  return [
    input.line,
    input.designator,
    input.quantity ?? '',
    input.mpn,
    input.value,
    input.footprint,
    input.description,
    input.manufacturer,
    item?.model ?? '',
    item?.brand?.nameZh ?? '',
    item?.name ?? '',
    item?.package ?? '',
    item?.code ?? '',
    confidence,
    match.reason,
  ];
}

export async function exportBom(result: BomResult): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '件库';
  const sheet = workbook.addWorksheet('BOM 匹配结果', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(HEAD).font = { bold: true };
  WIDTHS.forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  for (const line of result.lines) {
    const row = sheet.addRow(bomExportRow(line));
    if (!line.match.item) row.eachCell((cell) => (cell.fill = UNMATCHED_FILL));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
