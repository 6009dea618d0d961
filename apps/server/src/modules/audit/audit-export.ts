/**
 * The audit log as a file: .xlsx (exceljs) or .csv (UTF-8 with a BOM, so that Excel reads the Chinese). A cell
 * that would start a formula (=, +, -, @) is written as text with a leading apostrophe in the CSV; exceljs
 * writes strings as strings.
 */
import type { AuditEntry } from '@jianku/rules/audit-schemas';
import ExcelJS from 'exceljs';

const HEAD = ['时间', '操作人', '操作人 ID', '操作', '对象类型', '对象 ID', '说明', '变更前', '变更后'];
const WIDTHS = [20, 14, 10, 14, 10, 12, 40, 50, 50];

/** A time in China (UTC+8) as YYYY-MM-DD HH:mm:ss. */
function chinaTime(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

function rowOf(entry: AuditEntry): string[] {
  const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
  return [
    chinaTime(entry.createdAt),
    entry.actorName,
    entry.actorId === null ? '' : String(entry.actorId),
    entry.actionLabel,
    entry.targetType,
    entry.targetId,
    entry.summary,
    json(entry.before),
    json(entry.after),
  ];
}

export async function auditXlsx(entries: readonly AuditEntry[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '件库';
  const sheet = workbook.addWorksheet('审计日志', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(HEAD).font = { bold: true };
  WIDTHS.forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  for (const entry of entries) sheet.addRow(rowOf(entry));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function auditCsv(entries: readonly AuditEntry[]): Buffer {
  const lines = [HEAD, ...entries.map(rowOf)].map((cells) => cells.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
