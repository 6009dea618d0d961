/**
 * 3D model bench (issue 11): the time of a model request through the app (app.inject, PGlite, the whole
 * route), first (the geometry is made: B-rep build, STEP, STL and GLB written) and cached (the file read
 * from the disk cache), per format. Prints figures; never a timed test.
 *
 *   npm run bench:models [-- --per-family 2 --cached 20]
 *
 * The workers are warmed first (as `npm start` does once listening: OpenCascade loaded and each family
 * made once), so "first" is a new geometry on a running server. Each first request is a distinct
 * geometry not made before (a different item per format), from every covered family.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { FAMILIES, familyForCategory } from '../apps/server/src/modules/models/geometry/families.ts';
import { createTestApp } from '../apps/server/src/testing.ts';
import { pct } from './measure.ts';

const { values } = parseArgs({
  options: {
    'per-family': { type: 'string', default: '2' },
    cached: { type: 'string', default: '20' },
  },
});
const PER_FAMILY = Number(values['per-family']);
const CACHED = Number(values.cached);
const FORMATS = ['step', 'stl', 'glb'] as const;

const dataDir = await mkdtemp(join(tmpdir(), 'jianku-bench-models-'));
const app = await createTestApp({ env: { DATA_DIR: dataDir } });
try {
  await app.services.catalog.seed({ size: 5087 });
  let t = performance.now();
  await app.services.models.warm();
  console.log(`workers warmed in ${((performance.now() - t) / 1000).toFixed(1)} s (once per server start)`);

  // distinct geometries: per family, PER_FAMILY × 3 items of different sizes
  const codes = FAMILIES.flatMap((f) => f.categories).filter((c) => familyForCategory(c));
  const byFamily = new Map<string, number[]>();
  for (const code of codes) {
    const { rows } = await sql<{ id: number }>`
      select distinct on (i.params::text) i.id from item i join category c on c.id = i.category_id
      where c.code = ${code} and i.org_id is null order by i.params::text, i.id`.execute(app.database.db);
    const family = familyForCategory(code)?.id ?? code;
    byFamily.set(family, [...(byFamily.get(family) ?? []), ...rows.map((r) => Number(r.id))]);
  }
  const seen = new Set<string>();
  const first: Record<string, number[]> = { step: [], stl: [], glb: [] };
  const used: number[] = [];
  for (const [family, ids] of byFamily) {
    let n = 0;
    for (const id of ids) {
      if (n >= PER_FAMILY * FORMATS.length) break;
      const info = await app.inject({ url: `/to/api/models/items/${id}/info` });
      if (info.statusCode !== 200) continue;
      const data = info.json().data as { cached: boolean; fileBase: string };
      const geometry = JSON.stringify(info.json().data.dimensions);
      if (data.cached || seen.has(geometry)) continue;
      seen.add(geometry);
      const format = FORMATS[n % FORMATS.length] ?? 'step';
      t = performance.now();
      const res = await app.inject({ url: `/to/api/models/items/${id}?format=${format}` });
      const ms = performance.now() - t;
      if (res.statusCode !== 200)
        throw new Error(`${family} ${id}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      first[format]?.push(ms);
      used.push(id);
      n++;
    }
    console.log(`${family}: ${n} first requests`);
  }
  const cached: Record<string, number[]> = { step: [], stl: [], glb: [] };
  for (let round = 0; round < CACHED; round++) {
    for (const id of used) {
      for (const format of FORMATS) {
        t = performance.now();
        const res = await app.inject({ url: `/to/api/models/items/${id}?format=${format}` });
        cached[format]?.push(performance.now() - t);
        if (res.statusCode !== 200) throw new Error(`cached ${id} ${format}: ${res.statusCode}`);
      }
    }
  }
  const fmt = (ms: number[]) =>
    `p50 ${pct(ms, 50).toFixed(0)} ms, p99 ${pct(ms, 99).toFixed(0)} ms (n=${ms.length})`;
  console.log('\nformat  first (made now)                     cached');
  for (const format of FORMATS) {
    console.log(`${format.padEnd(6)}  ${fmt(first[format] ?? []).padEnd(36)} ${fmt(cached[format] ?? [])}`);
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
