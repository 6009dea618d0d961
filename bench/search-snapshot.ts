/**
 * The start from a snapshot, for bench:rebuild's --snapshot (search-rebuild.ts): after the rebuild runs, two
 * more child processes on the same database:
 * 1. save: the search service builds (no snapshot in its folder), then writes its snapshot (save_s, file_mb);
 * 2. load: a fresh process (cold: new pool or PGlite worker, empty heap) starts the service with that
 *    snapshot and answers a first search: first_search_s counts from the process's start (module loading
 *    included) to that answer; load_s is the service's own (read and check the file, make the indexes),
 *    catch-up included; rss_mb after the first answer and a GC.
 * Prints `SNAPSHOT engine=… items=… save_s=… load_s=… first_search_s=… file_mb=… rss_mb=… rebuild_s=…`.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDatabase } from '../apps/server/src/db/database.ts';
import type { SearchRepository } from '../apps/server/src/modules/search/search.repository.ts';
import { createSearchService } from '../apps/server/src/modules/search/search.service.ts';
import { createSearchConsumersRepository } from '../apps/server/src/modules/search/search-consumers.repository.ts';
import { SNAPSHOT_FILE } from '../apps/server/src/modules/search/search-index-snapshot.ts';
import { createSearchSnapshotRepository } from '../apps/server/src/modules/search/search-snapshot.repository.ts';

const MB = 1048576;

interface SnapshotFigures {
  step: 'save' | 'load';
  items: number;
  saveMs: number;
  loadMs: number;
  firstSearchMs: number;
  total: number;
  rssMB: number;
}

/** A logger that keeps the service's lines' fields (the build, snapshot and load lines). */
function fieldsLog(lines: Array<Record<string, number>>) {
  const keep = (fields: unknown, message?: string) => {
    if (typeof fields === 'object' && fields !== null) lines.push(fields as Record<string, number>);
    if (typeof fields === 'string' || message) console.error(message ?? fields);
  };
  return {
    info: keep,
    warn: keep,
    error: keep,
    debug() {},
    trace() {},
    fatal: keep,
    child: () => fieldsLog(lines),
  };
}

/** One step in this (child) process; prints SNAPSHOT_FIGURES. */
export async function snapshotChild(
  step: 'save' | 'load',
  dir: string,
  database: AppDatabase,
  repository: SearchRepository,
): Promise<void> {
  const lines: Array<Record<string, number>> = [];
  const service = createSearchService({
    repository,
    consumers: createSearchConsumersRepository(database.db),
    log: fieldsLog(lines) as unknown as Parameters<typeof createSearchService>[0]['log'],
    snapshot: { dir, everyMs: 86_400_000, repository: createSearchSnapshotRepository(database.db) },
  });
  const figures: SnapshotFigures = {
    step,
    items: 0,
    saveMs: 0,
    loadMs: 0,
    firstSearchMs: 0,
    total: 0,
    rssMB: 0,
  };
  const first = {
    kind: 2,
    keyWords: '电阻 0603',
    sort: 'relevance',
    page: 1,
    pageSize: 20,
    params: {},
  } as const;
  if (step === 'save') {
    await service.start();
    const t = performance.now();
    if (!(await service.saveSnapshot())) throw new Error('no snapshot was written');
    figures.saveMs = performance.now() - t;
    figures.items = lines.find((l) => 'buildMs' in l)?.items ?? 0;
  } else {
    const answer = await service.search(first);
    figures.firstSearchMs = performance.now(); // since this process started
    figures.total = answer.total;
    const line = lines.find((l) => 'loadMs' in l);
    if (!line) throw new Error('the service did not load the snapshot (see its log above)');
    figures.loadMs = (line.loadMs ?? 0) + (line.catchUpMs ?? 0);
    figures.items = line.items ?? 0;
  }
  await service.stop();
  (globalThis as { gc?: () => void }).gc?.();
  figures.rssMB = process.memoryUsage().rss / MB;
  console.log(`SNAPSHOT_FIGURES ${JSON.stringify(figures)}`);
}

function runChild(step: 'save' | 'load'): SnapshotFigures {
  const script = fileURLToPath(new URL('./search-rebuild.ts', import.meta.url));
  const res = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', script, ...process.argv.slice(2), '--child', '--snapshot-step', step],
    { encoding: 'utf8', env: process.env, maxBuffer: 64 * MB },
  );
  const found = /^SNAPSHOT_FIGURES (.*)$/m.exec(res.stdout ?? '');
  if (res.status !== 0 || !found) {
    console.error(res.stdout, res.stderr);
    throw new Error(`snapshot ${step} failed (exit ${res.status})`);
  }
  return JSON.parse(found[1] as string) as SnapshotFigures;
}

/** The save and load children, then the SNAPSHOT line (rebuildS: the rebuild median of the same run). */
export function snapshotRuns(engine: string, dir: string, rebuildS: number): void {
  rmSync(join(dir, SNAPSHOT_FILE), { force: true });
  const save = runChild('save');
  const fileMB = statSync(join(dir, SNAPSHOT_FILE)).size / MB;
  console.log(
    `snapshot: built ${save.items} items and wrote ${fileMB.toFixed(0)} MB in ${(save.saveMs / 1000).toFixed(1)} s (${dir})`,
  );
  const load = runChild('load');
  console.log(
    `snapshot: a fresh process loaded it in ${(load.loadMs / 1000).toFixed(1)} s and answered its first search ` +
      `(${load.total} matches) ${(load.firstSearchMs / 1000).toFixed(1)} s after it started; rss ${load.rssMB.toFixed(0)} MB`,
  );
  console.log(
    `SNAPSHOT engine=${engine} items=${load.items} save_s=${(save.saveMs / 1000).toFixed(1)} ` +
      `load_s=${(load.loadMs / 1000).toFixed(1)} first_search_s=${(load.firstSearchMs / 1000).toFixed(1)} ` +
      `file_mb=${fileMB.toFixed(0)} rss_mb=${load.rssMB.toFixed(0)} rebuild_s=${rebuildS.toFixed(1)}`,
  );
}
