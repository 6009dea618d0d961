/**
 * The model worker pool (lib/worker-pool.ts): worker threads that load OpenCascade once (models.worker.mjs)
 * and build one family's solids per job. A job past its time limit fails with JobTimeoutError; a kernel error
 * may leave the WASM instance in a bad state, so it replaces its worker too.
 */
import { createWorkerPool, type WorkerPool } from '../../lib/worker-pool.ts';

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

export class JobTimeoutError extends Error {}

export type ModelPool = WorkerPool<Omit<WorkerJob, 'id'>, JobResult>;

export function createModelPool({ size, timeoutMs }: { size: number; timeoutMs: number }): ModelPool {
  return createWorkerPool<Omit<WorkerJob, 'id'>, WorkerReply, JobResult>({
    url: new URL('./models.worker.mjs', import.meta.url),
    size,
    timeoutMs,
    // after warm(): every worker (also one replacing a crashed one) warms up each family before its first job
    workerOptions: (warmed) => ({ workerData: { warmSamples: warmed } }),
    settle: (m) =>
      m.ok && !m.ready
        ? { result: { volume: m.volume, box: m.box, solids: m.solids } }
        : { error: new Error(m.ok ? 'unexpected reply' : m.error), retire: true },
    timedOut: (ms) => new JobTimeoutError(`model job timed out after ${ms} ms`),
    crashed: (cause) => (cause instanceof Error ? cause : new Error(`model worker exited (${cause})`)),
    name: 'model pool',
  });
}
