/**
 * Makes the bad-input files of the 3D search API test (issue 11) in apps/server/test/search3d-labelled/bad/:
 *
 *   npx tsx scripts/search3d-bad-files.ts
 *
 *   - step-500-bodies.step.gz   a STEP (AP214, written by OpenCascade through replicad) of 500 separate boxes
 *   - truncated.step.gz         the first 40 % of a deep groove ball bearing's STEP (cut mid-entity)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import * as replicad from 'replicad';
import ocFactory from 'replicad-opencascadejs';
import { deepGrooveBallBearing } from '../apps/server/src/modules/models/geometry/ball-bearing.ts';
import type { ModelPart } from '../apps/server/src/modules/models/geometry/family.ts';
import { writeStep } from '../apps/server/src/modules/models/model-files.ts';

const OUT = new URL('../apps/server/test/search3d-labelled/bad/', import.meta.url).pathname;
// biome-ignore lint/suspicious/noExplicitAny: the Emscripten factory's options are untyped
const oc = await (ocFactory as unknown as (o: any) => Promise<unknown>)({
  print: () => {},
  printErr: () => {},
});
replicad.setOC(oc as Parameters<typeof replicad.setOC>[0]);
await mkdir(OUT, { recursive: true });

const boxes: ModelPart[] = [];
for (let i = 0; i < 500; i++) {
  const shape = replicad.makeBaseBox(2, 3, 1 + (i % 5)).translate((i % 25) * 4, Math.floor(i / 25) * 5, 0);
  boxes.push({ name: `box${i}`, color: '#888888', shape });
}
const many = writeStep(replicad, boxes, 'boxes');
await writeFile(`${OUT}step-500-bodies.step.gz`, gzipSync(many, { level: 9 }));

const bearing = deepGrooveBallBearing.build(replicad, { d: 20, D: 47, B: 14, sides: 2, rubber: 0 });
const step = writeStep(replicad, bearing, '6204-2Z');
await writeFile(
  `${OUT}truncated.step.gz`,
  gzipSync(step.subarray(0, Math.floor(step.length * 0.4)), { level: 9 }),
);
console.log(`500 bodies: ${many.length} bytes; bearing STEP ${step.length} bytes, cut to 40 %`);
