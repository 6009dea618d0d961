/**
 * A disk cache of the catalogue's 3D geometry shared by the runs of search3d-labelled.test.ts (the unit stage's
 * on PGlite and the PostgreSQL stage's in the same `npm test`; search3d-follows.test.ts shares its model files): the model files (DATA_DIR/models, one per
 * geometry by content: models.cache.ts) and the 3D index's descriptors (DATA_DIR/search3d/index-*.json). Both
 * are made from geometry only, never read from the database; the second run still seeds its database, reads the
 * items from it, maps them to geometries and answers every query through the API.
 *
 * The folder is keyed, as the PGlite template is, by content: a SHA-256 of every source file that can change what
 * is made (apps/server/src, packages/catalog/src, packages/rules/src) and of package-lock.json (the geometry
 * kernel's and occt's versions). A changed builder, descriptor or dependency starts from an empty folder, so a
 * cached file is always what the code under test makes. .ci/run removes these folders first: CI's first run makes
 * everything. Writers rename finished files into place (models.worker-main.ts, shape-index.ts), so two runs at
 * once never read half a file.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PREFIX = 'jianku-test-geometry-';
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const SOURCES = ['apps/server/src', 'packages/catalog/src', 'packages/rules/src'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** The hash of what makes the geometry: every source file (path and bytes) and the lock file. */
export function geometrySourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of [
    ...SOURCES.flatMap((d) => filesUnder(join(root, d))),
    join(root, 'package-lock.json'),
  ]) {
    hash.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Folders of other source states untouched for a day. */
function removeStale(current: string): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX) || name === current) continue;
    const path = join(tmpdir(), name);
    try {
      if (statSync(path).mtimeMs < dayAgo) rmSync(path, { recursive: true, force: true });
    } catch {
      // another run removed it first
    }
  }
}

/**
 * Points an app's DATA_DIR/models and DATA_DIR/search3d at the shared folder of this source state (call it
 * before the 3D index is built); answers that folder. `parts: ['models']` shares the model files only, for a
 * test whose 3D index must describe its geometries itself (search3d-follows: a new geometry described in the
 * background) but need not make their models again.
 */
export function shareGeometryCache(
  dataDir: string,
  parts: ReadonlyArray<'models' | 'search3d'> = ['models', 'search3d'],
): string {
  const name = `${PREFIX}${geometrySourcesHash()}`;
  const shared = join(tmpdir(), name);
  for (const sub of parts) {
    mkdirSync(join(shared, sub), { recursive: true });
    rmSync(join(dataDir, sub), { recursive: true, force: true });
    symlinkSync(join(shared, sub), join(dataDir, sub), 'dir');
  }
  const now = new Date();
  utimesSync(shared, now, now);
  removeStale(name);
  return shared;
}
