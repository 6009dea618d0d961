/**
 * The order vitest starts test files in, for a fresh checkout (CI): vitest runs first the files whose duration
 * its cache knows, longest first, but a fresh clone has no cache, and then it starts the largest files first.
 * Some short files are long to run (a stated workload: 10,000 requests, 20,000 fuzzed requests, every model
 * of a catalogue); started among the last, one of them kept one worker busy while the other had nothing left
 * (the PostgreSQL stage, which has only the server files, ended on such a tail). The files below, measured
 * slowest (the citime2 helper's full server run, vitest's JSON, on a loaded machine: ball grid read-back 151 s,
 * org-import-jobs 137, packages read-back 118, files-bigfile 96, org-isolation 84 plus its setup, catalog-import
 * 76, rate-limit-shared 73, fasteners and pins read-backs 59 and 58, main 57; the fuzzer's 20,000 requests on
 * PostgreSQL and search3d-labelled's index build on a fresh clone, about 2.5 minutes, are longer than that run
 * showed), start first in their project; the rest keep vitest's own order. A file missing from the list only
 * runs where vitest would have put it.
 */
import { BaseSequencer } from 'vitest/node';

/** `project:path from the project's root`, slowest first */
export const SLOW_FIRST = [
  'server:test/models-readback-ball-grid.test.ts',
  'server:test/openapi-fuzz.test.ts',
  'server:test/org-import-jobs.test.ts',
  'server:test/models-readback-packages.test.ts',
  'server:test/org-isolation.test.ts',
  'server:test/search3d-labelled.test.ts',
  'server:test/files-bigfile.test.ts',
  'server:test/catalog-import.test.ts',
  'server:test/rate-limit-shared.test.ts',
  'server:test/models-readback-fasteners.test.ts',
  'server:test/models-readback-pins.test.ts',
  'server:test/main.test.ts',
  'server:test/search3d-follows.test.ts',
  'catalog:test/catalogue.test.ts',
];

export class SlowFirstSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    /** @param {import('vitest/node').TestSpecification} f */
    const rank = (f) => {
      const root = f.project.config.root.replace(/\/$/, '');
      const key = `${f.project.name}:${f.moduleId.slice(root.length + 1)}`;
      const i = SLOW_FIRST.indexOf(key);
      return i === -1 ? SLOW_FIRST.length : i;
    };
    // stable: projects keep their order (vitest groups a project's files), listed files lead their project
    const position = new Map(sorted.map((f, i) => [f, i]));
    const firstOfProject = new Map();
    for (const f of sorted)
      if (!firstOfProject.has(f.project.name)) firstOfProject.set(f.project.name, position.get(f));
    return [...sorted].sort(
      (a, b) =>
        firstOfProject.get(a.project.name) - firstOfProject.get(b.project.name) ||
        rank(a) - rank(b) ||
        position.get(a) - position.get(b),
    );
  }
}
