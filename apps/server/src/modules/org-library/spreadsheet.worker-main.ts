/**
 * A spreadsheet read worker thread of the pool (sheet-thread.ts): reads each file sent to it ({ id, data, format,
 * maxRows }) with readSheet, one at a time, and posts { id, sheet } (a formula cell as null: symbols do not cross
 * threads), or the error's code, message and status when the file is bad input (AppError); anything else as an
 * unexpected failure. Its first message, { id: 0 }, says it is ready. The thread lives until the pool ends it.
 */
import { parentPort } from 'node:worker_threads';
import { postedError } from '../../lib/app-error.ts';
import { FORMULA, readSheet } from './spreadsheet.ts';

interface Request {
  id: number;
  data: Uint8Array;
  format: 'csv' | 'xlsx';
  maxRows: number;
}

parentPort?.on('message', async ({ id, data, format, maxRows }: Request) => {
  try {
    const sheet = await readSheet(Buffer.from(data), format, maxRows);
    const rows = sheet.rows.map((r) => ({
      line: r.line,
      cells: r.cells.map((c) => (c === FORMULA ? null : c)),
    }));
    parentPort?.postMessage({ id, sheet: { header: sheet.header, rows } });
  } catch (error) {
    parentPort?.postMessage({ id, error: postedError(error) });
  }
});
parentPort?.postMessage({ id: 0 });
