/**
 * A spreadsheet read worker thread (sheet-thread.ts starts one per read): reads the bytes given in workerData
 * with readSheet and posts the sheet (a formula cell as null: symbols do not cross threads), or the error's
 * code, message and status when the file is bad input (AppError); anything else as an unexpected failure.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.ts';
import { FORMULA, readSheet } from './spreadsheet.ts';

const { data, format, maxRows } = workerData as { data: Uint8Array; format: 'csv' | 'xlsx'; maxRows: number };
try {
  const sheet = await readSheet(Buffer.from(data), format, maxRows);
  const rows = sheet.rows.map((r) => ({
    line: r.line,
    cells: r.cells.map((c) => (c === FORMULA ? null : c)),
  }));
  parentPort?.postMessage({ sheet: { header: sheet.header, rows } });
} catch (error) {
  parentPort?.postMessage(
    error instanceof AppError
      ? { error: { code: error.code, msg: error.message, status: error.httpStatus } }
      : { error: null },
  );
}
