/**
 * Makes the 3D search labelled set (issue 11) in apps/server/test/search3d-labelled/:
 *
 *   npx tsx scripts/search3d-labelled.ts
 *
 * For 4 sizes of each model family in the test catalogue (seed size 5087, the one the test indexes), four
 * query files, each with its label (family, size, geometry key) in manifest.json:
 *   - ours-moved      our STL, randomly rotated and moved, binary STL
 *   - ours-remeshed   our STEP meshed again by occt-import-js (another OpenCascade build) 5× coarser than
 *                     ours, rotated and moved, saved as ASCII STL
 *   - ours-inch       our STL rotated and written in inches (binary); searched with ignoreScale
 *   - threejs         the part drawn with three.js primitives (another tool, simplified), ASCII STL
 * Each file is gzipped in the repository (file.stl.gz); the test unzips it. Deterministic (seeded); run again
 * after a change of the model families. With --only=family,family (e.g. --only=o-ring,parallel-key) it makes
 * the files of those families only and puts them into the manifest in place of theirs, leaving the others'.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { familyForCategory } from '../apps/server/src/modules/models/geometry/families.ts';
import type { ModelSpec } from '../apps/server/src/modules/models/geometry/family.ts';
import { cacheKey } from '../apps/server/src/modules/models/models.cache.ts';
import { createModelPool } from '../apps/server/src/modules/models/models.pool.ts';
import { sizeLabel } from '../apps/server/test/search3d-labelled.data.ts';
import { generateItems } from '../packages/catalog/src/index.ts';
import {
  asciiStl,
  binaryStl,
  randomRotation,
  readBinary,
  remeshStep,
  seeded,
  transform,
} from './search3d-stl.ts';
import { threeJsModel } from './search3d-threejs-models.ts';

const OUT = new URL('../apps/server/test/search3d-labelled/', import.meta.url).pathname;
const SIZES_PER_FAMILY = 4;
const SEED_SIZE = 5087;

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

const byFamily = new Map<string, ModelSpec[]>();
const seen = new Set<string>();
for (const it of generateItems({ size: SEED_SIZE })) {
  const family = familyForCategory(it.categoryCode);
  if (!family) continue;
  const params = Object.fromEntries(
    Object.entries(it.params).map(([k, v]) => [k, { si: v.si, display: v.display }]),
  );
  const spec = family.spec({
    categoryCode: it.categoryCode,
    model: it.model,
    standard: it.standard,
    package: it.package ?? null,
    params,
  });
  if (typeof spec === 'string' || seen.has(cacheKey(spec))) continue;
  if (only && !only.includes(spec.family)) continue;
  seen.add(cacheKey(spec));
  byFamily.set(spec.family, [...(byFamily.get(spec.family) ?? []), spec]);
}

const require = createRequire(import.meta.url);
const occt = await require('occt-import-js')();
const pool = createModelPool({ size: 1, timeoutMs: 120_000 });
const work = await mkdtemp(join(tmpdir(), 'jianku-labelled-'));
await mkdir(OUT, { recursive: true });
const rand = seeded(20261126);
/** the other families' entries, kept when --only makes some families' files */
const kept = only ? await keptEntries(only) : [];
const manifest: object[] = [...kept];
try {
  for (const [family, specs] of byFamily) {
    const picks = [
      ...new Set(
        Array.from({ length: SIZES_PER_FAMILY }, (_, i) =>
          Math.round((i * (specs.length - 1)) / (SIZES_PER_FAMILY - 1)),
        ),
      ),
    ].map((i) => specs[i]!);
    for (const spec of picks) {
      const key = cacheKey(spec);
      const box = await pool.run({
        family,
        params: spec.params,
        productName: spec.productName,
        dir: work,
        key,
      });
      const diag = Math.hypot(...box.box[1].map((v, i) => v - box.box[0][i]!));
      const stl = readBinary(new Uint8Array(await readFile(join(work, `${key}.stl`))));
      const step = new Uint8Array(await readFile(join(work, `${key}.step`)));
      const move = () => [0, 1, 2].map(() => (rand() - 0.5) * 400);
      const name = `${family}-${key.slice(0, 8)}`;
      const label = { family, size: sizeLabel(spec), key, params: spec.params };
      const files: [string, Uint8Array | string, boolean][] = [
        [`${name}-ours-moved.stl`, binaryStl(transform(stl, randomRotation(rand), move())), false],
        [
          `${name}-ours-remeshed.stl`,
          asciiStl(transform(remeshStep(occt, step, diag * 0.004), randomRotation(rand), move()), name),
          false,
        ],
        [`${name}-ours-inch.stl`, binaryStl(transform(stl, randomRotation(rand), move(), 1 / 25.4)), true],
        [
          `${name}-threejs.stl`,
          asciiStl(transform(threeJsModel(family, spec.params), randomRotation(rand), move()), name),
          false,
        ],
      ];
      for (const [file, data, ignoreScale] of files) {
        await writeFile(join(OUT, `${file}.gz`), gzipSync(data, { level: 9 }));
        const source = file.replace(`${name}-`, '').replace('.stl', '');
        manifest.push({ file, source, ignoreScale, ...label });
      }
      console.log(`${name}: ${label.size}`);
    }
  }
  await writeFile(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
} finally {
  await pool.close();
  await rm(work, { recursive: true, force: true });
}

async function keptEntries(families: string[]): Promise<{ family: string }[]> {
  const old = JSON.parse(await readFile(join(OUT, 'manifest.json'), 'utf8')) as { family: string }[];
  return old.filter((e) => !families.includes(e.family));
}
