/**
 * Runs PGlite (PostgreSQL compiled to WASM) in a worker thread, so that a long query does not block
 * the main thread's event loop. Receives WorkerRequest messages and answers WorkerResponse messages
 * (see pglite-protocol.ts). Queries are serialised by the main thread (PgliteWorkerDriver's mutex).
 * Plain JS: worker threads start without the TypeScript loader.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { TYPE_PARSERS } from './type-parsers.mjs';

const ERROR_FIELDS = [
  'name',
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

/** @param {unknown} err */
function serializeError(err) {
  /** @type {Record<string, string>} */
  const out = { message: err instanceof Error ? err.message : String(err) };
  if (err && typeof err === 'object') {
    for (const field of ERROR_FIELDS) {
      const value = /** @type {Record<string, unknown>} */ (err)[field];
      if (typeof value === 'string' || typeof value === 'number') out[field] = String(value);
    }
  }
  return out;
}

if (!parentPort) throw new Error('pglite.worker.mjs must run in a worker thread');
const port = parentPort;

/** @type {{ dataDir: string | undefined, templateFile: string | undefined }} */
const { dataDir, templateFile } = workerData;

/** @type {PGlite | undefined} */
let db;
try {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = !dataDir && templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
  db = await PGlite.create(dataDir ?? 'memory://', { parsers: TYPE_PARSERS, loadDataDir });
} catch (err) {
  // Report and end the thread quietly (a throw here would surface as an 'error' event as well).
  port.postMessage({ type: 'init-error', error: serializeError(err) });
  port.close();
}

/**
 * Answer requests until 'close'.
 * @param {PGlite} db
 */
function serve(db) {
  port.on('message', async (/** @type {any} */ request) => {
    if (request.type === 'close') {
      try {
        await db.close();
        port.postMessage({ type: 'result', id: request.id, ok: true, result: null });
      } catch (err) {
        port.postMessage({ type: 'result', id: request.id, ok: false, error: serializeError(err) });
      }
      port.close();
      return;
    }
    if (request.type === 'dump') {
      try {
        const archive = await db.dumpDataDir('none');
        const data = new Uint8Array(await archive.arrayBuffer());
        port.postMessage({ type: 'dump', id: request.id, ok: true, data }, [data.buffer]);
      } catch (err) {
        port.postMessage({ type: 'result', id: request.id, ok: false, error: serializeError(err) });
      }
      return;
    }
    try {
      const res = await db.query(request.sql, request.params, { rowMode: 'object' });
      port.postMessage({
        type: 'result',
        id: request.id,
        ok: true,
        result: {
          rows: res.rows,
          command: /** @type {{ command?: string }} */ (res).command,
          affectedRows: res.affectedRows,
        },
      });
    } catch (err) {
      port.postMessage({ type: 'result', id: request.id, ok: false, error: serializeError(err) });
    }
  });

  port.postMessage({ type: 'ready' });
}

if (db) serve(db);
