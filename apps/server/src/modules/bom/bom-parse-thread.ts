/**
 * Parsing an uploaded BOM off the request thread: a 100,000-line workbook takes exceljs seconds of CPU, which
 * must not stop the server answering others. Each upload is read in its own worker thread (bom-parse.worker.mjs)
 * with a memory limit and a deadline; at most PARSE_THREADS run at once, the others wait their turn. A worker
 * that runs out of memory or time is ended and the user is told the file is too large to read.
 */
import { Worker } from 'node:worker_threads';
import { ErrorCode } from '@jianku/rules';
import type { BomSheet } from '@jianku/rules/bom-schemas';
import { AppError, badRequest } from '../../lib/app-error.ts';

const WORKER_URL = new URL('./bom-parse.worker.mjs', import.meta.url);
/** Parses running at once (the machine's other work keeps the rest of its cores). */
const PARSE_THREADS = 2;
/** A parse that takes longer is ended. */
const PARSE_DEADLINE_MS = 120_000;
/** Heap of a parse worker (a 100,000-line .xlsx needs about 300 MB). */
const PARSE_HEAP_MB = 1536;

const TOO_BIG = 'BOM 文件过大或过于复杂，无法在限定的时间和内存内读取，请拆分后再上传';

let running = 0;
const waiting: Array<() => void> = [];

async function turn(): Promise<() => void> {
  if (running >= PARSE_THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

interface Reply {
  sheet?: BomSheet;
  error?: { code: number; msg: string; status: number } | null;
}

function runWorker(data: Uint8Array, fileName: string): Promise<BomSheet> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      execArgv: [],
      workerData: { data, fileName },
      resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_MB },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(() => settle(() => reject(badRequest(TOO_BIG))), PARSE_DEADLINE_MS);
    worker.once('message', (reply: Reply) =>
      settle(() => {
        if (reply.sheet) resolve(reply.sheet);
        else if (reply.error) reject(new AppError(reply.error.code, reply.error.msg, reply.error.status));
        else reject(new AppError(ErrorCode.unknown, '读取 BOM 失败，请稍后重试', 500));
      }),
    );
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? badRequest(TOO_BIG)
            : new AppError(ErrorCode.unknown, '读取 BOM 失败，请稍后重试', 500, { cause: error }),
        ),
      ),
    );
    worker.once('exit', () => settle(() => reject(badRequest(TOO_BIG))));
  });
}

/** Parses a BOM's bytes in a worker thread (bom-parse.ts rules); errors as parseBomFile's. */
export async function parseInThread(data: Uint8Array, fileName: string): Promise<BomSheet> {
  const done = await turn();
  try {
    return await runWorker(data, fileName);
  } finally {
    done();
  }
}

/** Parse workers running now (the tests watch one run while the server answers). */
export const parseThreadsRunning = (): number => running;
