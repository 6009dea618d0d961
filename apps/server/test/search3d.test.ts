/**
 * 3D search over HTTP (issue 11, SPEC-2.08): POST /to/api/search3d/upload with every kind of bad file the issue
 * names: each answers a Chinese message or a best effort, never a 500, and the describe worker goes on.
 * A real app (PGlite), real multipart bodies, the real worker thread (occt-import-js for STEP).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SEARCH3D_MESSAGES } from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createDescribePool, DescribeTimeoutError } from '../src/modules/search3d/search3d.pool.ts';
import { createTestApp } from '../src/testing.ts';
import { LABELLED_DIR, multipartFile } from './search3d-labelled.data.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const upload = (name: string, data: Uint8Array, query = '') =>
  app.inject({ method: 'POST', url: `/to/api/search3d/upload${query}`, ...multipartFile(name, data) });
const bad = async (name: string) =>
  new Uint8Array(gunzipSync(await readFile(join(LABELLED_DIR, 'bad', name))));

/** A unit cube's 12 triangles (binary STL), less the faces listed in `drop`. */
function cubeStl(drop: number[] = [], extra: number[][] = []): Buffer {
  const v = (i: number) => [(i >> 0) & 1, (i >> 1) & 1, (i >> 2) & 1];
  const faces = [
    [0, 2, 1, 1, 2, 3],
    [4, 5, 6, 5, 7, 6],
    [0, 1, 4, 1, 5, 4],
    [2, 6, 3, 3, 6, 7],
    [0, 4, 2, 2, 4, 6],
    [1, 3, 5, 3, 7, 5],
  ];
  const tris: number[][] = [];
  faces.forEach((f, i) => {
    if (drop.includes(i)) return;
    tris.push([...v(f[0]!), ...v(f[1]!), ...v(f[2]!)], [...v(f[3]!), ...v(f[4]!), ...v(f[5]!)]);
  });
  tris.push(...extra);
  const buf = Buffer.alloc(84 + 50 * tris.length);
  buf.writeUInt32LE(tris.length, 80);
  tris.forEach((t, i) => {
    t.forEach((x, k) => {
      buf.writeFloatLE(x * 10, 84 + i * 50 + 12 + k * 4);
    });
  });
  return buf;
}

describe('3D search uploads: bad input (SPEC-2.08)', () => {
  it('an empty file, a text file named .step, a .txt file and a comma in the name: 400 with a Chinese message', async () => {
    const empty = await upload('empty.stl', new Uint8Array());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(SEARCH3D_MESSAGES.empty);

    const text = await upload('notes.step', Buffer.from('这不是 STEP 文件，只是一段文字。\n'.repeat(50)));
    expect(text.statusCode).toBe(400);
    expect(text.json().msg).toBe(SEARCH3D_MESSAGES.notStep);

    const txt = await upload('part.txt', cubeStl());
    expect(txt.json().msg).toBe(SEARCH3D_MESSAGES.badType);

    const comma = await upload('a,b.stl', cubeStl());
    expect(comma.statusCode).toBe(400);
    expect(comma.json().msg).toBe(SEARCH3D_MESSAGES.comma);

    const binaryCut = await upload('cut.stl', cubeStl().subarray(0, 300));
    expect(binaryCut.statusCode).toBe(400);
    expect(binaryCut.json().msg).toBe(SEARCH3D_MESSAGES.notStl);
  });

  it('a truncated STEP: 400 with a Chinese message', { timeout: 120_000 }, async () => {
    const res = await upload('bearing.step', await bad('truncated.step.gz'));
    expect(res.statusCode).toBe(400);
    expect([SEARCH3D_MESSAGES.notStep, SEARCH3D_MESSAGES.noGeometry]).toContain(res.json().msg);
  });

  it('a 200 MB STL is refused (413, Chinese) and the worker is not involved', {
    timeout: 300_000,
  }, async () => {
    const big = Buffer.alloc(200 * 1024 * 1024);
    big.writeUInt32LE((big.length - 84) / 50, 80);
    const res = await upload('huge.stl', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe(SEARCH3D_MESSAGES.tooLarge);
  });

  it('a mesh with holes, a non-manifold mesh and an ASCII STL: a best effort (200, the descriptor read)', async () => {
    const holes = await upload('open-box.stl', cubeStl([0, 3]));
    expect(holes.statusCode).toBe(200);
    expect(holes.json().data.query.triangles).toBe(8);
    // a second cube sharing only an edge with the first, and a triangle hanging off an edge
    const fin = [
      [1, 1, 0, 1, 1, 1, 2, 2, 0.5],
      [1, 1, 0, 1, 1, 1, 0.5, 2, 0.5],
    ];
    const nonManifold = await upload('fins.stl', cubeStl([], fin));
    expect(nonManifold.statusCode).toBe(200);
    const ascii = Buffer.from(
      'solid t\n facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n   vertex 10 0 0\n   vertex 0 10 0\n  endloop\n endfacet\nendsolid t\n',
    );
    const flat = await upload('tri.stl', ascii);
    expect(flat.statusCode).toBe(200);
    const answer = flat.json().data;
    expect(answer.query.kind).toBe('upload');
    // the kept query answers again by its id (the page's address), an unknown id does not
    const again = await app.inject({ url: `/to/api/search3d/queries/${answer.query.id}` });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.query.triangles).toBe(1);
    const unknown = await app.inject({ url: '/to/api/search3d/queries/000000000000000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(SEARCH3D_MESSAGES.queryNotFound);
  });

  it('a STEP of 500 bodies: read whole (best effort), every body counted', { timeout: 300_000 }, async () => {
    const res = await upload('boxes.step', await bad('step-500-bodies.step.gz'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.query.triangles).toBe(500 * 12);
  });

  it('an item without a model: 404 with a Chinese message', async () => {
    const res = await app.inject({ url: '/to/api/search3d/items/999999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(SEARCH3D_MESSAGES.noModel);
  });
});

describe('the describe worker pool', () => {
  it('a job past its time limit loses its worker; the next job gets a new one', {
    timeout: 120_000,
  }, async () => {
    const pool = createDescribePool({ size: 1, timeoutMs: 60_000 });
    const dir = join(LABELLED_DIR, 'bad');
    try {
      const { writeFile, mkdtemp } = await import('node:fs/promises');
      const { tmpdir } = await import('node:os');
      const work = await mkdtemp(join(tmpdir(), 'jianku-s3d-pool-'));
      const stepPath = join(work, 'boxes.step');
      await writeFile(stepPath, gunzipSync(await readFile(join(dir, 'step-500-bodies.step.gz'))));
      const cubePath = join(work, 'cube.stl');
      await writeFile(cubePath, cubeStl());
      await expect(pool.run({ path: stepPath, hint: 'step' }, 30)).rejects.toBeInstanceOf(
        DescribeTimeoutError,
      );
      expect(pool.restarts).toBe(1);
      const ok = await pool.run({ path: cubePath, hint: 'stl' });
      expect(ok.triangles).toBe(12);
      expect(ok.extents.map((e) => Math.round(e))).toEqual([10, 10, 10]);
    } finally {
      await pool.close();
    }
  });
});
