/**
 * 3D search bench (issue 11): queries through the app (app.inject, the whole route, the descriptor worker)
 * against the index of every geometry of the seeded catalogue: the labelled set's uploads, uploads of a 5 MB
 * binary STL (a bearing subdivided), and item queries. Prints figures; never a timed test.
 *
 *   npm run bench:search3d [-- --size 5087 --big 10 --items 50 --data-dir /tmp/keep]
 *
 * The index is built first (each geometry's model made and described; printed, once per catalogue); with
 * --data-dir it is kept there and a second run starts at once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createTestApp } from '../apps/server/src/testing.ts';
import {
  geometryLabels,
  LABELLED_SEED_SIZE,
  loadLabelled,
  multipartFile,
} from '../apps/server/test/search3d-labelled.data.ts';
import { pct } from './measure.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: String(LABELLED_SEED_SIZE) },
    big: { type: 'string', default: '10' },
    items: { type: 'string', default: '50' },
    'data-dir': { type: 'string' },
  },
});

/** Each triangle split in four until the binary STL is at least `bytes` long, then cut to that length. */
function subdivideTo(tris: Float32Array, bytes: number): Float32Array {
  let t = tris;
  while (84 + (t.length / 9) * 50 < bytes) {
    const out = new Float32Array(t.length * 4);
    for (let i = 0, o = 0; i < t.length; i += 9) {
      const a = [t[i]!, t[i + 1]!, t[i + 2]!];
      const b = [t[i + 3]!, t[i + 4]!, t[i + 5]!];
      const c = [t[i + 6]!, t[i + 7]!, t[i + 8]!];
      const mid = (p: number[], q: number[]) => p.map((v, k) => (v + q[k]!) / 2);
      const [ab, bc, ca] = [mid(a, b), mid(b, c), mid(c, a)];
      for (const tri of [
        [a, ab, ca],
        [ab, b, bc],
        [ca, bc, c],
        [ab, bc, ca],
      ]) {
        for (const p of tri) for (const v of p) out[o++] = v;
      }
    }
    t = out;
  }
  return t.subarray(0, Math.floor((bytes - 84) / 50) * 9);
}

function binaryStl(tris: Float32Array): Buffer {
  const n = tris.length / 9;
  const buf = Buffer.alloc(84 + 50 * n);
  buf.writeUInt32LE(n, 80);
  for (let i = 0; i < n; i++)
    for (let k = 0; k < 9; k++) buf.writeFloatLE(tris[i * 9 + k]!, 84 + i * 50 + 12 + k * 4);
  return buf;
}

const keep = values['data-dir'];
const dataDir = keep ?? (await mkdtemp(join(tmpdir(), 'jianku-bench-search3d-')));
const app = await createTestApp({ env: { DATA_DIR: dataDir } });
try {
  await app.services.catalog.seed({ size: Number(values.size) });
  let t = performance.now();
  await app.services.search3d.ensureIndex();
  await app.services.search3d.warm();
  const models = app.services.search3d.indexState.models;
  console.log(`index of ${models} geometries ready in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const labels = await geometryLabels(Number(values.size));
  const times: number[] = [];
  const upload = async (name: string, bytes: Uint8Array, ignoreScale: boolean) => {
    const body = multipartFile(name, bytes);
    t = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/to/api/search3d/upload?ignoreScale=${ignoreScale}`,
      // one client address per upload: the route's rate limit (60 a minute) is not what is measured
      remoteAddress: `10.3.${times.length >> 8}.${times.length & 255}`,
      ...body,
    });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    return res.json().data as { results: { geometry: string }[] };
  };

  const labelled = await loadLabelled();
  let hits = 0;
  for (const q of labelled) {
    const answer = await upload(q.file, q.bytes, q.ignoreScale);
    if (labels.get(answer.results[0]?.geometry ?? '') === q.size) hits++;
  }
  const labelledTimes = [...times];

  const bearing = labelled.find((q) => q.family === 'deep-groove-ball-bearing' && q.source === 'ours-moved')!;
  const view = new DataView(bearing.bytes.buffer, bearing.bytes.byteOffset);
  const tris = new Float32Array(view.getUint32(80, true) * 9);
  for (let i = 0; i < tris.length / 9; i++) {
    for (let k = 0; k < 9; k++) tris[i * 9 + k] = view.getFloat32(84 + i * 50 + 12 + k * 4, true);
  }
  const big = binaryStl(subdivideTo(tris, 5 * 1024 * 1024));
  const bigTimes: number[] = [];
  for (let i = 0; i < Number(values.big); i++) {
    await upload('bearing-5mb.stl', big, false);
    bigTimes.push(times[times.length - 1]!);
  }

  const { rows } = await sql<{ id: number }>`
    select i.id from item i join category c on c.id = i.category_id
    where c.code like 'part.bearing.%' or c.code like 'part.fastener.%' order by i.id`.execute(
    app.database.db,
  );
  const itemTimes: number[] = [];
  for (const { id } of rows.slice(0, Number(values.items))) {
    t = performance.now();
    const res = await app.inject({ url: `/to/api/search3d/items/${id}` });
    if (res.statusCode === 200) {
      itemTimes.push(performance.now() - t);
      times.push(itemTimes[itemTimes.length - 1]!);
    }
  }
  const f = (v: number) => v.toFixed(1);
  console.log(
    `labelled uploads n=${labelledTimes.length} p50=${f(pct(labelledTimes, 50))}ms p99=${f(pct(labelledTimes, 99))}ms`,
  );
  console.log(
    `5 MB STL uploads (${big.length} bytes, ${big.readUInt32LE(80)} triangles) n=${bigTimes.length} ` +
      `p50=${f(pct(bigTimes, 50))}ms p99=${f(pct(bigTimes, 99))}ms`,
  );
  console.log(
    `item queries n=${itemTimes.length} p50=${f(pct(itemTimes, 50))}ms p99=${f(pct(itemTimes, 99))}ms`,
  );
  console.log(
    `SEARCH3D models=${models} p50=${f(pct(times, 50))}ms p99=${f(pct(times, 99))}ms ` +
      `p_at_1=${(hits / labelled.length).toFixed(3)}`,
  );
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
} finally {
  await app.close();
  if (!keep) await rm(dataDir, { recursive: true, force: true });
}
