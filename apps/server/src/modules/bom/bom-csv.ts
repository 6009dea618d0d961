/**
 * An uploaded CSV (or tab-separated text) read as rows of text: the encoding told by its byte-order mark, else
 * UTF-8 when the bytes are valid UTF-8, else GBK (GB 18030, which Chinese Excel writes); quoted fields with
 * commas, quotes and line breaks (RFC 4180); the separator is the one of , ; and tab the first lines hold most.
 * KiCad's BOM export (bom_csv_grouped_by_value) starts with "Source:", "Date:", "Tool:" lines before its header:
 * it is told by them, and the header is found by the caller.
 */
import { BomMessage } from '@jianku/rules';
import iconv from 'iconv-lite';
import { badRequest } from '../../lib/app-error.ts';

export type CsvEncoding = 'utf-8' | 'gbk';

/** The text of the file and the encoding it was read in. */
export function decodeText(data: Uint8Array): { text: string; encoding: CsvEncoding } {
  const head = data.subarray(0, 8192);
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(data.subarray(3)), encoding: 'utf-8' };
  }
  if ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff)) {
    const le = data[0] === 0xff;
    return {
      text: new TextDecoder(le ? 'utf-16le' : 'utf-16be').decode(data.subarray(2)),
      encoding: 'utf-8',
    };
  }
  // NUL bytes: a binary file, or UTF-16 without its mark
  if (head.includes(0)) throw badRequest(BomMessage.unknownFormat);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(data), encoding: 'utf-8' };
  } catch {
    const text = iconv.decode(Buffer.from(data.buffer, data.byteOffset, data.byteLength), 'gb18030');
    const bad = (text.match(/\uFFFD/g) ?? []).length;
    if (bad > Math.max(2, text.length / 1000)) throw badRequest(BomMessage.badEncoding);
    return { text, encoding: 'gbk' };
  }
}

/** The separator the first lines hold most of (outside quotes): comma, semicolon or tab. */
function separatorOf(text: string): string {
  const sample = text.slice(0, 4096).replace(/"[^"]*"/g, '');
  let best = ',';
  let most = 0;
  for (const sep of [',', '\t', ';']) {
    const n = sample.split(sep).length - 1;
    if (n > most) {
      best = sep;
      most = n;
    }
  }
  return best;
}

/** The rows of a CSV text; more than maxRows rows is an error (counted as they are read). */
export function parseCsv(text: string, maxRows: number): string[][] {
  const sep = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRow = () => {
    row.push(field);
    field = '';
    if (row.length > 1 || row[0] !== '') rows.push(row.map((c) => c.trim()));
    row = [];
    if (rows.length > maxRows) throw badRequest(BomMessage.tooManyLines);
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === sep) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** KiCad's BOM export: its first lines name the source schematic and the tool. */
export function isKicadBom(rows: readonly (readonly string[])[]): boolean {
  return rows
    .slice(0, 8)
    .some(
      (r) =>
        /^(source|tool|generator):?$/i.test(r[0] ?? '') && /kicad|eeschema|\.(kicad_)?sch/i.test(r.join(' ')),
    );
}
