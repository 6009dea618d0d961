/**
 * The 3D search worker pool (lib/worker-pool.ts): worker threads (search3d.worker.mjs) that read a model file
 * and compute its descriptor. A bad file is the user's error (DescribeUserError) and keeps the worker; a job
 * past its time limit (DescribeTimeoutError), a crash (a WASM instance out of memory on a huge STEP) or any
 * other failure loses its worker, which is replaced on the next job.
 */
import { createWorkerPool, type WorkerPool } from '../../lib/worker-pool.ts';

export interface DescribeJob {
  id: number;
  /** the file to read */
  path: string;
  /** the extension the user gave, used only for the message when the content is neither STL nor STEP */
  hint: 'stl' | 'step' | undefined;
}

export type DescribeReply =
  | { id: number; ok: true; vector: Float32Array; triangles: number; extents: number[]; ready?: false }
  | { id: number; ok: true; ready: true }
  | { id: number; ok: false; user: boolean; error: string };

export interface Described {
  vector: Float32Array;
  triangles: number;
  extents: number[];
}

/** A bad file: its message is the user's. */
export class DescribeUserError extends Error {}
export class DescribeTimeoutError extends Error {}

export type DescribePool = WorkerPool<Omit<DescribeJob, 'id'>, Described>;

export function createDescribePool({ size, timeoutMs }: { size: number; timeoutMs: number }): DescribePool {
  return createWorkerPool<Omit<DescribeJob, 'id'>, DescribeReply, Described>({
    url: new URL('./search3d.worker.mjs', import.meta.url),
    size,
    timeoutMs,
    settle: (m) => {
      if (m.ok && !m.ready)
        return { result: { vector: m.vector, triangles: m.triangles, extents: m.extents } };
      if (!m.ok && m.user) return { error: new DescribeUserError(m.error) };
      return { error: new Error(m.ok ? 'unexpected reply' : m.error), retire: true };
    },
    timedOut: (ms) => new DescribeTimeoutError(`describe job timed out after ${ms} ms`),
    crashed: (cause) =>
      new Error(`search3d worker exited (${cause instanceof Error ? cause.message : cause})`),
    name: 'search3d pool',
  });
}
