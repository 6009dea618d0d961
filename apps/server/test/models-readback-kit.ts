/**
 * The model worker pool and the occt-import-js instance of the read-back tests (models-kicad-fit.ts's useReadBack,
 * models-volume.ts's describeReadBack), made once per test process and shared by its files. The server project
 * runs file after file in one process (vitest.config.ts, isolate: false); each describe used to start a pool of
 * its own, whose worker loads OpenCascade's WASM before its first job (3–10 s here, 22 describes), and an
 * occt-import-js of its own (about 1 s). Jobs are independent (the family's build from the job's parameters,
 * written into the folder the job names; a worker that failed is replaced by the pool), so sharing the worker
 * changes no model and no check. An idle pool worker is unref'd (lib/worker-pool.ts): it does not keep the
 * process alive. Kept on globalThis, so that a copy of this module loaded afresh finds the same pool.
 */
import { createRequire } from 'node:module';
import { createModelPool, type ModelPool } from '../src/modules/models/models.pool.ts';

const require = createRequire(import.meta.url);

export interface ReadBackKit {
  // biome-ignore lint/suspicious/noExplicitAny: occt-import-js has no types
  occt: any;
  pool: ModelPool;
}

const KEY = Symbol.for('jianku.test.models-readback-kit');

/** The process's pool and reader, made on the first call. */
export function readBackKit(): Promise<ReadBackKit> {
  const shared = globalThis as { [KEY]?: Promise<ReadBackKit> };
  shared[KEY] ??= (async () => ({
    occt: await require('occt-import-js')(),
    pool: createModelPool({ size: 1, timeoutMs: 60_000 }),
  }))();
  return shared[KEY];
}
