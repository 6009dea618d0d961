/**
 * Parsing an uploaded BOM off the request thread: a 100,000-line workbook takes exceljs seconds of CPU, which
 * must not stop the server answering others. Uploads are read by a small pool of worker threads
 * (bom-parse.worker.mjs), each with a memory limit: at most PARSE_THREADS at once, the others wait their turn.
 * Starting a worker costs more than a second (TypeScript loader, exceljs), so an idle worker is kept for the next
 * upload and ended after PARSE_IDLE_MS without one. A parse past its deadline ends its worker; a worker that runs
 * out of memory or dies is dropped from the pool (the next upload starts a new one) and its upload is told, in
 * Chinese, what happened. A worker that read a large file or many rows is retired after it, to give its memory back, and so
 * is one that read a legacy .xls (its reader, bom-xls.ts, parses the file's binary records).
 */
import { Worker } from 'node:worker_threads';
import type { BomSheet } from '@jianku/rules/bom-schemas';
import { AppError, badRequest } from '../../lib/app-error.ts';

const WORKER_URL = new URL('./bom-parse.worker.mjs', import.meta.url);
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

interface Reply {
  id: number;
  sheet?: BomSheet;
  error?: { code: number; msg: string; status: number } | null;
}

interface Job {
  id: number;
  resolve: (sheet: BomSheet) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  /** End the worker after this job (a large file, or an .xls). */
  retire: boolean;
}

interface PoolWorker {
  worker: Worker;
  job: Job | null;
  idleTimer: NodeJS.Timeout | null;
  /** Ended or dying: never given another job. */
  gone: boolean;
}

const pool: PoolWorker[] = [];
const waiting: Array<() => void> = [];
let nextId = 1;
let started = 0;

function drop(w: PoolWorker): void {
  if (w.gone) return;
  w.gone = true;
  if (w.idleTimer) clearTimeout(w.idleTimer);
  const i = pool.indexOf(w);
  if (i >= 0) pool.splice(i, 1);
  void w.worker.terminate();
  waiting.shift()?.();
}

/** Ends the running job of a worker with an error, and the worker with it. */
function fail(w: PoolWorker, error: Error): void {
  const job = w.job;
  w.job = null;
  drop(w);
  if (job) {
    clearTimeout(job.timer);
    job.reject(error);
  }
}

function release(w: PoolWorker): void {
  w.job = null;
  w.worker.unref();
  w.idleTimer = setTimeout(() => drop(w), PARSE_IDLE_MS);
  w.idleTimer.unref();
  waiting.shift()?.();
}

function startWorker(): PoolWorker {
  const worker = new Worker(WORKER_URL, {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_MB },
  });
  started++;
  const w: PoolWorker = { worker, job: null, idleTimer: null, gone: false };
  worker.on('message', (reply: Reply) => {
    const job = w.job;
    if (!job || job.id !== reply.id) return;
    clearTimeout(job.timer);
    if (job.retire || (reply.sheet?.rows.length ?? 0) > RETIRE_AFTER_ROWS) {
      w.job = null;
      drop(w);
    } else release(w);
    if (reply.sheet) job.resolve(reply.sheet);
    else if (reply.error) job.reject(new AppError(reply.error.code, reply.error.msg, reply.error.status));
    else job.reject(badRequest(CRASHED));
  });
  worker.on('error', (error: NodeJS.ErrnoException) =>
    fail(w, badRequest(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? TOO_BIG : CRASHED)),
  );
  worker.on('exit', () => fail(w, badRequest(CRASHED)));
  pool.push(w);
  return w;
}

/** An idle worker of the pool, a new one when the pool has room, or null (wait for a turn). */
function idleWorker(): PoolWorker | null {
  const idle = pool.find((w) => !w.gone && w.job === null);
  if (idle) return idle;
  return pool.length < PARSE_THREADS ? startWorker() : null;
}

async function acquire(): Promise<PoolWorker> {
  for (;;) {
    const w = idleWorker();
    if (w) return w;
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
}

/** Parses a BOM's bytes in a pool worker thread (bom-parse.ts rules); errors as parseBomFile's. */
export async function parseInThread(data: Uint8Array, fileName: string): Promise<BomSheet> {
  const w = await acquire();
  if (w.idleTimer) clearTimeout(w.idleTimer);
  w.idleTimer = null;
  w.worker.ref();
  return new Promise<BomSheet>((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => fail(w, badRequest(TOO_BIG)), PARSE_DEADLINE_MS);
    w.job = { id, resolve, reject, timer, retire: data.length > RETIRE_AFTER_BYTES || isOle2(data) };
    w.worker.postMessage({ id, data, fileName });
  });
}

/** Parse workers running a parse now (the tests watch one run while the server answers). */
export const parseThreadsRunning = (): number => pool.filter((w) => w.job !== null).length;

/** The pool as the tests see it: workers alive, and how many were ever started. */
export function parsePoolState(): { workers: number; started: number } {
  return { workers: pool.length, started };
}

/** The pool's workers (the crash-recovery test ends one mid-parse as a crash would). */
export const parsePoolWorkers = (): Worker[] => pool.map((w) => w.worker);
