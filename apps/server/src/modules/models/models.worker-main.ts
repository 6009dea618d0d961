/**
 * The model worker (a node:worker_threads thread, started by models.pool.ts through models.worker.mjs):
 * loads OpenCascade (replicad-opencascadejs WASM) once, then for each job builds the family's solids and
 * writes STEP, STL and GLB into the cache folder, answering the kernel's own volume and bounding box.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import * as replicad from 'replicad';
import ocFactory from 'replicad-opencascadejs';
import { familyById, WARM_SAMPLES } from './geometry/families.ts';
import { unionBounds, warmGeometry } from './geometry/family.ts';
import { meshParts, writeGlb, writeStep, writeStl } from './model-files.ts';
import type { WorkerJob, WorkerReply } from './models.pool.ts';

async function loadKernel(): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: the Emscripten factory's options are untyped
  const factory = ocFactory as unknown as (opts: any) => Promise<unknown>;
  const oc = await factory({ print: () => {}, printErr: () => {} });
  replicad.setOC(oc as Parameters<typeof replicad.setOC>[0]);
  warmGeometry(replicad);
  if (!(workerData as { warmSamples?: boolean } | null)?.warmSamples) return;
  for (const sample of WARM_SAMPLES) {
    const parts = familyById(sample.family)?.build(replicad, sample.params) ?? [];
    for (const p of parts) replicad.measureVolume(p.shape);
    writeGlb(meshParts(parts));
    writeStep(replicad, parts, 'warm');
    for (const p of parts) p.shape.delete();
  }
}

async function writeAtomic(path: string, data: Uint8Array | string): Promise<void> {
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}

async function run(job: WorkerJob): Promise<WorkerReply> {
  const family = familyById(job.family);
  if (!family) throw new Error(`unknown family ${job.family}`);
  const parts = family.build(replicad, job.params);
  let volume = 0;
  for (const p of parts) volume += replicad.measureVolume(p.shape);
  if (parts.length === 0) throw new Error('the family built no solid');
  const box = unionBounds(parts);
  const meshes = meshParts(parts);
  await mkdir(job.dir, { recursive: true });
  const base = join(job.dir, job.key);
  await writeAtomic(`${base}.step`, writeStep(replicad, parts, job.productName));
  await writeAtomic(`${base}.stl`, writeStl(meshes, job.productName));
  await writeAtomic(`${base}.glb`, writeGlb(meshes));
  for (const p of parts) p.shape.delete();
  const meta = { family: job.family, params: job.params, solids: parts.length, volume, box };
  await writeAtomic(`${base}.json`, JSON.stringify(meta));
  return { id: job.id, ok: true, volume, box, solids: parts.length };
}

const port = parentPort;
if (!port) throw new Error('models.worker-main.ts runs only in a worker thread');
const ready = loadKernel();
port.on('message', (job: WorkerJob) => {
  ready
    .then(() => run(job))
    .then(
      (reply) => port.postMessage(reply),
      (err: unknown) =>
        port.postMessage({ id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
});
ready.then(
  () => port.postMessage({ id: 0, ok: true, ready: true }),
  (err: unknown) => {
    throw err;
  },
);
