/**
 * An uploaded BOM file → its sheet (bom.schemas BomSheet): the format told by the content (a zip is .xlsx, an
 * OLE2 compound file the legacy .xls (bom-xls.ts), anything else is read as text: CSV in UTF-8 or GBK, KiCad's export),
 * the header row (the first of the first 30 rows naming two or more BOM columns), the rows below it, and the
 * column mapping detected from the header.
 */
import { BOM_MAX_LINES, BomMessage, detectMapping, headerScore } from '@jianku/rules';
import type { BomSheet } from '@jianku/rules/bom-schemas';
import { badRequest } from '../../lib/app-error.ts';
import { decodeText, isKicadBom, parseCsv } from './bom-csv.ts';
import { readXls } from './bom-xls.ts';
import { readXlsx } from './bom-xlsx.ts';

/** Rows searched for the header. */
const HEADER_SEARCH_ROWS = 30;

const isZip = (d: Uint8Array) => d[0] === 0x50 && d[1] === 0x4b && d[2] === 0x03 && d[3] === 0x04;
export const isOle2 = (d: Uint8Array) => d[0] === 0xd0 && d[1] === 0xcf && d[2] === 0x11 && d[3] === 0xe0;

/** The header row's index, or -1. */
function headerIndex(rows: readonly (readonly string[])[]): number {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let i = 0; i < limit; i++) if (headerScore(rows[i] as string[]) >= 2) return i;
  return -1;
}

/** Rows → the sheet: header found, the rows below it (as wide as the widest), the mapping. */
function sheetOf(rows: string[][], base: Omit<BomSheet, 'headers' | 'rows' | 'mapping'>): BomSheet {
  const nonEmpty = rows.filter((r) => r.some((c) => c !== ''));
  if (nonEmpty.length === 0) throw badRequest(BomMessage.empty);
  const at = headerIndex(nonEmpty);
  if (at < 0) throw badRequest(BomMessage.noHeader);
  const body = nonEmpty.slice(at + 1);
  if (body.length === 0) throw badRequest(BomMessage.empty);
  if (body.length > BOM_MAX_LINES) throw badRequest(BomMessage.tooManyLines);
  const width = Math.max(...nonEmpty.slice(at).map((r) => r.length));
  const headers = Array.from({ length: width }, (_, i) => nonEmpty[at]?.[i] ?? '');
  const pad = (r: string[]) => Array.from({ length: width }, (_, i) => r[i] ?? '');
  return { ...base, headers, rows: body.map(pad), mapping: detectMapping(headers) };
}

/** Reads an uploaded BOM's bytes. Errors are 400s with a Chinese message. */
export async function parseBomFile(data: Uint8Array, fileName: string): Promise<BomSheet> {
  if (data.length === 0) throw badRequest(BomMessage.empty);
  if (isOle2(data)) {
    const { sheetName, rows, notes } = readXls(data, BOM_MAX_LINES + HEADER_SEARCH_ROWS);
    return sheetOf(rows, { fileName, format: 'xls', encoding: null, sheetName, notes });
  }
  if (isZip(data)) {
    // header search and preamble rows on top of the line limit
    const { sheetName, rows, notes } = await readXlsx(data, BOM_MAX_LINES + HEADER_SEARCH_ROWS);
    return sheetOf(rows, { fileName, format: 'xlsx', encoding: null, sheetName, notes });
  }
  const { text, encoding } = decodeText(data);
  const rows = parseCsv(text, BOM_MAX_LINES + HEADER_SEARCH_ROWS);
  const notes = encoding === 'gbk' ? ['文件按 GBK 编码读取'] : [];
  const format = isKicadBom(rows) ? 'kicad' : 'csv';
  return sheetOf(rows, { fileName, format, encoding, sheetName: null, notes });
}
