/**
 * The zip-bomb guard of uploaded .xlsx files (moved here from the BOM module so the enterprise library's import
 * shares it unchanged). Before exceljs sees a file, its zip is inflated once with a byte count (fflate,
 * streaming, nothing kept): more than XLSX_MAX_INFLATED bytes in all, or one entry inflating more than
 * XLSX_MAX_RATIO times its stored size beyond a few megabytes, is a zip bomb and is refused.
 */
import { BomMessage } from '@jianku/rules';
import { Unzip, UnzipInflate } from 'fflate';
import { badRequest } from './app-error.ts';

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
