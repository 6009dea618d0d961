/**
 * Reading an import file off the request thread: a 50,000-row workbook takes exceljs seconds of CPU, which must
 * not stop the server answering others. Reads run in a worker thread of a pool of one (lib/worker-pool.ts,
 * spreadsheet.worker.mjs) with a memory limit and a deadline, one at a time (the others wait their turn). A
 * worker that runs out of memory or time is ended and the user is told the file is too large to read. Starting
 * a worker costs more than a second (TypeScript loader, exceljs), so an idle one is kept for READ_IDLE_MS; one
 * that read a large file or many rows is ended after it, to give its memory back. A small file
 * (IN_PROCESS_BYTES: a few thousand rows, a few hundred milliseconds of CPU) is read in the process.
 */
import { ErrorCode } from '@jianku/rules';
import { OrgImportMessage } from '@jianku/rules/org-library-schemas';
import { AppError, badRequest, type PostedAppError, receivedError } from '../../lib/app-error.ts';
import { createWorkerPool, outOfMemory } from '../../lib/worker-pool.ts';
import { type Cell, FORMULA, readSheet, type Sheet } from './spreadsheet.ts';

const READ_DEADLINE_MS = 180_000;
const READ_HEAP_MB = 1536;
const IN_PROCESS_BYTES = 256 * 1024;
/** An idle worker is ended after this long without a read. */
const READ_IDLE_MS = 60_000;
/** A worker that read a file larger than this, or more rows, is ended after it (its heap grew with the file). */
const RETIRE_AFTER_BYTES = 8 * 1024 * 1024;
const RETIRE_AFTER_ROWS = 20_000;
const TOO_BIG = '导入文件过大或过于复杂，无法在限定的时间和内存内读取，请拆分后再导入';
const FAILED = '读取导入文件失败，请稍后重试';

interface Job {
  data: Uint8Array;
  format: 'csv' | 'xlsx';
  maxRows: number;
}

interface Reply {
  id: number;
  sheet?: { header: string[]; rows: Array<{ line: number; cells: Array<string | null> }> };
  error?: PostedAppError | null;
}

/** The sheet as read in the worker (a formula cell came as null: symbols do not cross threads). */
function sheetOf(reply: NonNullable<Reply['sheet']>): Sheet {
  const rows = reply.rows.map((r) => ({
    line: r.line,
    cells: r.cells.map((c): Cell => (c === null ? FORMULA : c)),
  }));
  return { header: reply.header, rows };
}

const pool = createWorkerPool<Job, Reply, Sheet>({
  url: new URL('./spreadsheet.worker.mjs', import.meta.url),
  size: 1,
  timeoutMs: READ_DEADLINE_MS,
  idleMs: READ_IDLE_MS,
  workerOptions: () => ({ resourceLimits: { maxOldGenerationSizeMb: READ_HEAP_MB } }),
  settle: (reply, job) => {
    const retire =
      job.data.length > RETIRE_AFTER_BYTES || (reply.sheet?.rows.length ?? 0) > RETIRE_AFTER_ROWS;
    if (reply.sheet) return { result: sheetOf(reply.sheet), retire };
    if (reply.error) return { error: receivedError(reply.error), retire };
    return { error: badRequest(OrgImportMessage.unreadable), retire };
  },
  timedOut: () => badRequest(TOO_BIG),
  crashed: (cause) =>
    cause instanceof Error && !outOfMemory(cause)
      ? new AppError(ErrorCode.unknown, FAILED, 500, { cause })
      : badRequest(TOO_BIG),
  name: 'import sheet pool',
});

/** The sheet of an import file, read in a worker thread (spreadsheet.ts rules); one read at a time. */
export function readSheetInThread(data: Uint8Array, format: 'csv' | 'xlsx', maxRows: number): Promise<Sheet> {
  if (data.length <= IN_PROCESS_BYTES)
    return readSheet(Buffer.from(data), format, maxRows).catch((error: unknown) => {
      throw error instanceof AppError ? error : badRequest(OrgImportMessage.unreadable);
    });
  return pool.run({ data, format, maxRows });
}
