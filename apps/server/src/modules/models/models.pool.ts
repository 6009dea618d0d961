/**
 * A small pool of model worker threads (node:worker_threads). Each worker loads OpenCascade once and takes
 * one job at a time; jobs wait in a queue. A job that runs past its time limit has its worker terminated
 * (a stuck or crashed WASM instance is thrown away) and fails; a worker that dies is replaced on the next job.
 */
import { Worker } from 'node:worker_threads';

export interface WorkerJob {
  id: number;
  family: string;
  params: Record<string, number | string>;
  productName: string;
  /** cache folder and file key (the files are `${dir}/${key}.step|stl|glb|json`) */
  dir: string;
  key: string;
}

export type WorkerReply =
  | { id: number; ok: true; volume: number; box: [number[], number[]]; solids: number; ready?: false }
  | { id: number; ok: true; ready: true }
  | { id: number; ok: false; error: string };

export type JobResult = { volume: number; box: [number[], number[]]; solids: number };

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
}

interface Queued {
  job: Omit<WorkerJob, 'id'>;
  timeoutMs: number;
  resolve: (r: JobResult) => void;
  reject: (e: Error) => void;
}

const WORKER_URL = new URL('./models.worker.mjs', import.meta.url);

export class JobTimeoutError extends Error {}

/** A worker thread and the promise of its kernel being loaded (its first message, id 0). */
function startWorker(warmSamples: boolean): { worker: Worker; ready: Promise<void> } {
  const worker = new Worker(WORKER_URL, { execArgv: [], workerData: { warmSamples } });
  worker.unref();
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (m: WorkerReply) => {
      if (m.id === 0) {
        worker.off('message', onMessage);
        resolve();
      }
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('model worker exited while starting')));
  });
  ready.catch(() => {});
  return { worker, ready };
}

export interface ModelPool {
  /** run a job; it fails (and its worker is replaced) when it takes longer than timeoutMs (default: the pool's) */
  run(job: Omit<WorkerJob, 'id'>, timeoutMs?: number): Promise<JobResult>;
  /** start the workers now (loads the kernel) instead of on the first job */
  warm(): Promise<void>;
  close(): Promise<void>;
  /** workers replaced after a crash or a timeout (for tests and logs) */
  readonly restarts: number;
}

export function createModelPool({ size, timeoutMs }: { size: number; timeoutMs: number }): ModelPool {
  const slots: Slot[] = [];
  const queue: Queued[] = [];
  let nextId = 1;
  let restarts = 0;
  let closed = false;
  /** after warm(): every worker (also one replacing a crashed one) warms up each family before its first job */
  let warmSamples = false;

  const spawn = (): Slot => {
    const slot: Slot = { ...startWorker(warmSamples), busy: false };
    slot.worker.once('exit', () => {
      const i = slots.indexOf(slot);
      if (i >= 0) slots.splice(i, 1);
    });
    slots.push(slot);
    return slot;
  };

  /** Takes a worker out of the pool at once (so no job is given to it) and ends it. */
  const retire = (slot: Slot) => {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    restarts++;
    void slot.worker.terminate();
  };

  const execute = async (slot: Slot, q: Queued) => {
    slot.busy = true;
    const id = nextId++;
    const { worker } = slot;
    try {
      await slot.ready;
      const result = await new Promise<JobResult>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('exit', onExit);
        };
        const timer = setTimeout(() => {
          done();
          retire(slot);
          reject(new JobTimeoutError(`model job timed out after ${q.timeoutMs} ms`));
        }, q.timeoutMs);
        const onMessage = (m: WorkerReply) => {
          if (m.id !== id) return;
          done();
          if (m.ok && !m.ready) return resolve({ volume: m.volume, box: m.box, solids: m.solids });
          // a kernel error may leave the WASM instance in a bad state: replace the worker
          retire(slot);
          reject(new Error(m.ok ? 'unexpected reply' : m.error));
        };
        const onExit = (code: number) => {
          done();
          retire(slot);
          reject(new Error(`model worker exited (${code})`));
        };
        worker.on('message', onMessage);
        worker.once('exit', onExit);
        worker.postMessage({ ...q.job, id } satisfies WorkerJob);
      });
      q.resolve(result);
    } catch (err) {
      q.reject(err instanceof Error ? err : new Error(String(err)));
    } finally {
      slot.busy = false;
      pump();
    }
  };

  const pump = () => {
    if (closed) return;
    while (queue.length > 0) {
      const slot = slots.find((s) => !s.busy) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const q = queue.shift();
      if (q) void execute(slot, q);
    }
  };

  return {
    get restarts() {
      return restarts;
    },
    run(job, jobTimeoutMs = timeoutMs) {
      if (closed) return Promise.reject(new Error('model pool closed'));
      return new Promise((resolve, reject) => {
        queue.push({ job, timeoutMs: jobTimeoutMs, resolve, reject });
        pump();
      });
    },
    async warm() {
      warmSamples = true;
      while (slots.length < size) spawn();
      await Promise.all(slots.map((s) => s.ready));
    },
    async close() {
      closed = true;
      for (const q of queue.splice(0)) q.reject(new Error('model pool closed'));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
