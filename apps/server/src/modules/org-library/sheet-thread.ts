/**
 * Reading an import file off the request thread: a 50,000-row workbook takes exceljs seconds of CPU, which must
 * not stop the server answering others. Each read runs in its own worker thread (spreadsheet.worker.mjs) with
 * a memory limit and a deadline, one at a time (the others wait their turn). A worker that runs out of memory
 * or time is ended and the user is told the file is too large to read. A small file (IN_PROCESS_BYTES: a few
 * thousand rows, a few hundred milliseconds of CPU) is read in the process: a worker's start costs more.
 */
import { Worker } from 'node:worker_threads';
import { ErrorCode } from '@jianku/rules';
import { OrgImportMessage } from '@jianku/rules/org-library-schemas';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { type Cell, FORMULA, readSheet, type Sheet } from './spreadsheet.ts';

const WORKER_URL = new URL('./spreadsheet.worker.mjs', import.meta.url);
const READ_DEADLINE_MS = 180_000;
const READ_HEAP_MB = 1536;
const IN_PROCESS_BYTES = 256 * 1024;
const TOO_BIG = '导入文件过大或过于复杂，无法在限定的时间和内存内读取，请拆分后再导入';
const FAILED = '读取导入文件失败，请稍后重试';

let queue: Promise<unknown> = Promise.resolve();

interface Reply {
  sheet?: { header: string[]; rows: Array<{ line: number; cells: Array<string | null> }> };
  error?: { code: number; msg: string; status: number } | null;
}

function runWorker(data: Uint8Array, format: 'csv' | 'xlsx', maxRows: number): Promise<Sheet> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      execArgv: [],
      workerData: { data, format, maxRows },
      resourceLimits: { maxOldGenerationSizeMb: READ_HEAP_MB },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(() => settle(() => reject(badRequest(TOO_BIG))), READ_DEADLINE_MS);
    worker.once('message', (reply: Reply) =>
      settle(() => {
        if (reply.sheet) {
          const rows = reply.sheet.rows.map((r) => ({
            line: r.line,
            cells: r.cells.map((c): Cell => (c === null ? FORMULA : c)),
          }));
          resolve({ header: reply.sheet.header, rows });
        } else if (reply.error) reject(new AppError(reply.error.code, reply.error.msg, reply.error.status));
        else reject(badRequest(OrgImportMessage.unreadable));
      }),
    );
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? badRequest(TOO_BIG)
            : new AppError(ErrorCode.unknown, FAILED, 500, { cause: error }),
        ),
      ),
    );
    worker.once('exit', () => settle(() => reject(badRequest(TOO_BIG))));
  });
}

/** The sheet of an import file, read in a worker thread (spreadsheet.ts rules); one read at a time. */
export function readSheetInThread(data: Uint8Array, format: 'csv' | 'xlsx', maxRows: number): Promise<Sheet> {
  if (data.length <= IN_PROCESS_BYTES)
    return readSheet(Buffer.from(data), format, maxRows).catch((error: unknown) => {
      throw error instanceof AppError ? error : badRequest(OrgImportMessage.unreadable);
    });
  const run = queue.then(() => runWorker(data, format, maxRows));
  queue = run.catch(() => undefined);
  return run;
}
