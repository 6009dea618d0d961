/**
 * Parsing an uploaded BOM off the request thread: a 100,000-line workbook takes exceljs seconds of CPU, which
 * must not stop the server answering others. Uploads are read by a small pool of worker threads (lib/worker-pool.ts,
 * bom-parse.worker.mjs), each with a memory limit: at most PARSE_THREADS at once, the others wait their turn.
 * Starting a worker costs more than a second (TypeScript loader, exceljs), so an idle worker is kept for the next
 * upload and ended after PARSE_IDLE_MS without one. A parse past its deadline ends its worker; a worker that runs
 * out of memory or dies is dropped from the pool (the next upload starts a new one) and its upload is told, in
 * Chinese, what happened. A worker that read a large file or many rows is retired after it, to give its memory back, and so
 * is one that read a legacy .xls (its reader, bom-xls.ts, parses the file's binary records).
 */
import type { Worker } from 'node:worker_threads';
import type { BomSheet } from '@jianku/rules/bom-schemas';
import { badRequest, type PostedAppError, receivedError } from '../../lib/app-error.ts';
import { createWorkerPool, outOfMemory } from '../../lib/worker-pool.ts';

/** Parses running at once (the machine's other work keeps the rest of its cores). */
const PARSE_THREADS = 2;
/** A parse that takes longer is ended. */
const PARSE_DEADLINE_MS = 120_000;
/** Heap of a parse worker (a 100,000-line .xlsx needs about 300 MB). */
const PARSE_HEAP_MB = 1536;
/** An idle worker is ended after this long without an upload. */
export const PARSE_IDLE_MS = 60_000;
/** A worker that read a file larger than this is ended after it (its heap grew with the file). */
const RETIRE_AFTER_BYTES = 8 * 1024 * 1024;
/** A worker whose parse gave more rows than this is ended after it (a big workbook leaves a big heap behind). */
const RETIRE_AFTER_ROWS = 20_000;
/** An OLE2 compound file (legacy .xls): its worker is ended after it (bom-xls.ts). */
const isOle2 = (d: Uint8Array) => d[0] === 0xd0 && d[1] === 0xcf && d[2] === 0x11 && d[3] === 0xe0;

const TOO_BIG = 'BOM 文件过大或过于复杂，无法在限定的时间和内存内读取，请拆分后再上传';
const CRASHED = '读取 BOM 的后台进程意外中止，文件未能读取，请重新上传';

interface Job {
  data: Uint8Array;
  fileName: string;
}

interface Reply {
  id: number;
  sheet?: BomSheet;
  error?: PostedAppError | null;
}

/** A worker that read a large file, many rows or an .xls is ended after it. */
const retireAfter = (job: Job, reply: Reply) =>
  job.data.length > RETIRE_AFTER_BYTES ||
  isOle2(job.data) ||
  (reply.sheet?.rows.length ?? 0) > RETIRE_AFTER_ROWS;

const pool = createWorkerPool<Job, Reply, BomSheet>({
  url: new URL('./bom-parse.worker.mjs', import.meta.url),
  size: PARSE_THREADS,
  timeoutMs: PARSE_DEADLINE_MS,
  idleMs: PARSE_IDLE_MS,
  workerOptions: () => ({ resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_MB } }),
  settle: (reply, job) => {
    const retire = retireAfter(job, reply);
    if (reply.sheet) return { result: reply.sheet, retire };
    if (reply.error) return { error: receivedError(reply.error), retire };
    return { error: badRequest(CRASHED), retire };
  },
  timedOut: () => badRequest(TOO_BIG),
  crashed: (cause) => badRequest(outOfMemory(cause) ? TOO_BIG : CRASHED),
  name: 'BOM parse pool',
});

/** Parses a BOM's bytes in a pool worker thread (bom-parse.ts rules); errors as parseBomFile's. */
export const parseInThread = (data: Uint8Array, fileName: string): Promise<BomSheet> =>
  pool.run({ data, fileName });

/** Parse workers running a parse now (the tests watch one run while the server answers). */
export const parseThreadsRunning = (): number => pool.state.busy;

/** The pool as the tests see it: workers alive, and how many were ever started. */
export function parsePoolState(): { workers: number; started: number } {
  const { workers, started } = pool.state;
  return { workers, started };
}

/** The pool's workers (the crash-recovery test ends one mid-parse as a crash would). */
export const parsePoolWorkers = (): Worker[] => pool.workers();
