/**
 * The 3D search worker (a node:worker_threads thread started by search3d.pool.ts through search3d.worker.mjs):
 * reads a model file (STL, or STEP through occt-import-js, loaded on the first STEP) and answers its shape
 * descriptor. A bad file answers its Chinese message (`user: true`); anything else is a failure.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { SEARCH3D_MESSAGES } from '@jianku/rules';
import { MeshFileError, type Occt, readStep, readStl, sniffFormat } from './mesh-files.ts';
import type { DescribeJob, DescribeReply } from './search3d.pool.ts';
import { describeMesh, NoGeometryError } from './shape-descriptor.ts';

const require = createRequire(import.meta.url);
let occt: Promise<Occt> | undefined;
const loadOcct = (): Promise<Occt> => {
  occt ??= (require('occt-import-js') as (o?: object) => Promise<Occt>)({
    print: () => {},
    printErr: () => {},
  });
  return occt;
};

async function run(job: DescribeJob): Promise<DescribeReply> {
  const bytes = new Uint8Array(await readFile(job.path));
  if (bytes.byteLength === 0) throw new MeshFileError(SEARCH3D_MESSAGES.empty);
  const kind = sniffFormat(bytes, bytes.byteLength);
  let tris: Float32Array;
  if (kind === 'step') tris = readStep(await loadOcct(), bytes);
  else if (kind === 'binary-stl' || kind === 'stl') tris = readStl(bytes);
  else if (job.hint === 'step') throw new MeshFileError(SEARCH3D_MESSAGES.notStep);
  else if (job.hint === 'stl') throw new MeshFileError(SEARCH3D_MESSAGES.notStl);
  else throw new MeshFileError(SEARCH3D_MESSAGES.badType);
  const d = describeMesh(tris);
  return { id: job.id, ok: true, vector: d.vector, triangles: d.triangles, extents: d.extents };
}

const port = parentPort;
if (!port) throw new Error('search3d.worker-main.ts runs only in a worker thread');
port.on('message', (job: DescribeJob) => {
  run(job).then(
    (reply) => port.postMessage(reply),
    (err: unknown) => {
      const user = err instanceof MeshFileError || err instanceof NoGeometryError;
      const error =
        err instanceof NoGeometryError
          ? SEARCH3D_MESSAGES.noGeometry
          : err instanceof Error
            ? err.message
            : String(err);
      port.postMessage({ id: job.id, ok: false, user, error } satisfies DescribeReply);
    },
  );
});
port.postMessage({ id: 0, ok: true, ready: true });
