/**
 * Messages between the main thread (PgliteWorkerClient) and the PGlite worker (pglite.worker.mjs).
 * Type-only: the worker is plain JS and follows these shapes.
 */

/** Data handed to the worker at start. */
export interface PgliteWorkerData {
  /** absolute folder of the database files; undefined means in memory */
  dataDir: string | undefined;
  /** in memory only: start from this data folder archive (made by a 'dump' request) instead of initdb */
  templateFile: string | undefined;
}

export type WorkerRequest =
  | { id: number; type: 'query'; sql: string; params: readonly unknown[] }
  | { id: number; type: 'dump' }
  | { id: number; type: 'close' };

/** The fields of a PostgreSQL error that survive the trip (same names as pg's DatabaseError). */
export interface SerializedDbError {
  message: string;
  name?: string;
  code?: string;
  severity?: string;
  detail?: string;
  hint?: string;
  position?: string;
  where?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
}

export interface WorkerQueryResult {
  rows: Record<string, unknown>[];
  /** command tag: SELECT, INSERT, UPDATE, DELETE, MERGE, CREATE ... */
  command: string | undefined;
  affectedRows: number | undefined;
}

export type WorkerResponse =
  | { type: 'ready' }
  | { type: 'init-error'; error: SerializedDbError }
  | { type: 'result'; id: number; ok: true; result: WorkerQueryResult | null }
  | { type: 'dump'; id: number; ok: true; data: Uint8Array }
  | { type: 'result'; id: number; ok: false; error: SerializedDbError };
