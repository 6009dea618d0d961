/**
 * 3D models over HTTP (issue 11): GET /to/api/models/items/:id/info and /models/items/:id?format=, on a real
 * database with a small seeded catalogue, real worker threads running OpenCascade and a real cache folder.
 * Every bad input answers a Chinese message, never a 500; a job past its time limit loses its worker,
 * and the pool goes on with a new one.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { families } from '@jianku/catalog';
import {
  MODEL_BAD_FORMAT,
  MODEL_DIMENSIONS_MISSING,
  MODEL_NOT_AVAILABLE,
} from '@jianku/rules/models-schemas';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createSeededTestApp, type SeededTestApp } from '../src/catalog.testing.ts';
import { createModelPool, JobTimeoutError } from '../src/modules/models/models.pool.ts';

let app: App;
let dataDir: string;
let bolt: number;
let boltNoK: number;
let material: number;
/** a wire-to-board connector housing (胶壳): a family without a model yet */
let uncovered: number;
let springWasher: number;
let oRing: number;
let key: number;
/** retaining rings GB/T 894 (shafts) and GB/T 893 (bores): extension families, imported */
let rings: number[];
let chip: number;
/** a Vishay RCL 0612 chip resistor: a modelled family, a size we hold no outline for */
let unmodelledStyle: number;

let seeded: SeededTestApp;
const pick = (where: RawBuilder<unknown>) => seeded.pick(where);
const get = (url: string) => seeded.get(url);

beforeAll(async () => {
  seeded = await createSeededTestApp('jianku-models-api-');
  ({ app, dataDir } = seeded);
  const hex = sql`c.code = 'part.fastener.bolt.hex'`;
  bolt = await pick(sql`${hex} and i.params->'d'->>'display' = '8 mm'`);
  boltNoK = await pick(sql`${hex} and i.id <> ${bolt}`);
  await sql`update item set params = params - 'k' where id = ${boltNoK}`.execute(app.database.db);
  material = await pick(sql`i.kind = 4`);
  uncovered = await pick(sql`c.code = 'comp.connector.wire-to-board' and i.package = '胶壳'`);
  springWasher = await pick(sql`c.code = 'part.fastener.washer.spring'`);
  oRing = await pick(sql`c.code = 'part.seal.o-ring'`);
  key = await pick(sql`c.code = 'part.transmission.key.parallel'`);
  const ring = (id: string) =>
    families()
      .find((f) => f.id === id)
      ?.item(16);
  rings = await seeded.importItems(
    [ring('part.retaining-ring.gb894'), ring('part.retaining-ring.gb893')].filter((i) => i !== undefined),
  );
  const chip0612 = families()
    .find((f) => f.id === 'res.vishay.rcl')
    ?.item(0);
  expect(chip0612?.params.case_size?.display).toBe('0612');
  [unmodelledStyle = 0] = await seeded.importItems(chip0612 ? [chip0612] : []);
  chip = await pick(
    sql`c.code = 'comp.passive.resistor.chip' and i.params->'case_size'->>'display' = '0603'`,
  );
}, 120_000);

afterAll(async () => {
  await seeded?.close();
});

describe('3D model files', () => {
  it("an M8 bolt: info with its file name and key dimensions, then STEP, STL and GLB with engineers' file names", {
    timeout: 90_000,
  }, async () => {
    const info = await get(`/models/items/${bolt}/info`);
    expect(info.statusCode).toBe(200);
    const data = info.json().data;
    expect(data.family).toBe('hex-bolt');
    expect(data.fileBase).toMatch(/^GB5782-M8x\d+(-[A-Za-z0-9.]+)?$/);
    expect(data.dimensions.map((d: { symbol: string }) => d.symbol)).toEqual(['d', 'l', 'k', 's', 'b']);
    expect(data.dimensions[0].value).toBe(8);
    expect(data.cached).toBe(false);

    const step = await get(`/models/items/${bolt}?format=step`);
    expect(step.statusCode).toBe(200);
    expect(step.headers['content-disposition']).toContain(`filename="${data.fileBase}.step"`);
    expect(step.headers['content-type']).toContain('model/step');
    expect(step.body.startsWith('ISO-10303-21;')).toBe(true);
    expect(step.body).toContain('AUTOMOTIVE_DESIGN'); // AP214
    expect(step.body).toContain('MANIFOLD_SOLID_BREP');

    const stl = await get(`/models/items/${bolt}?format=stl`);
    expect(stl.headers['content-disposition']).toContain(`filename="${data.fileBase}.stl"`);
    const stlBytes = stl.rawPayload;
    expect(stlBytes.length).toBe(84 + 50 * stlBytes.readUInt32LE(80));

    const glb = await get(`/models/items/${bolt}?format=glb`);
    expect(glb.headers['content-type']).toContain('model/gltf-binary');
    expect(glb.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF');
    expect(glb.rawPayload.readUInt32LE(8)).toBe(glb.rawPayload.length);

    const again = await get(`/models/items/${bolt}/info`);
    expect(again.json().data.cached).toBe(true);
  });

  it('spring washers (GB/T 93), retaining rings (GB/T 894, GB/T 893), O-rings (GB/T 3452.1) and parallel keys (GB/T 1096) offer their model: info, then a STEP of one solid', {
    timeout: 90_000,
  }, async () => {
    expect(rings).toHaveLength(2);
    const want = [
      [springWasher, 'spring-washer', /^GB93-\d+(\.\d+)?-/, ['d', 's', 'b']],
      [rings[0], 'retaining-ring-shaft', /^GB894-20$/, ['d3', 's', 'a', 'd5']],
      [rings[1], 'retaining-ring-bore', /^GB893-24$/, ['d3', 's', 'a', 'd5']],
      [oRing, 'o-ring', /^GB3452\.1-\d+(\.\d+)?x\d+(\.\d+)?-G-[NS]$/, ['d1', 'd2']],
      [key, 'parallel-key', /^GB1096-([BC]-)?\d+x\d+x\d+$/, ['b', 'h', 'L']],
    ] as const;
    for (const [id, family, fileBase, symbols] of want) {
      const info = await get(`/models/items/${id}/info`);
      expect(info.statusCode, family).toBe(200);
      const data = info.json().data;
      expect(data).toMatchObject({ family, formats: ['step', 'stl', 'glb'] });
      expect(data.fileBase).toMatch(fileBase);
      expect(data.dimensions.map((d: { symbol: string }) => d.symbol)).toEqual(symbols);
      const step = await get(`/models/items/${id}?format=step`);
      expect(step.statusCode, family).toBe(200);
      expect(step.headers['content-disposition']).toContain(`filename="${data.fileBase}.step"`);
      expect(step.body.match(/MANIFOLD_SOLID_BREP/g), family).toHaveLength(1);
    }
  });

  it('the same geometry is made once: files are reused (not rewritten) and concurrent first requests share one job', {
    timeout: 90_000,
  }, async () => {
    const files = async () => {
      const info = (await get(`/models/items/${chip}/info`)).json().data;
      return info;
    };
    expect((await files()).cached).toBe(false);
    const [a, b] = await Promise.all([
      get(`/models/items/${chip}?format=stl`),
      get(`/models/items/${chip}?format=stl`),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    const dir = join(dataDir, 'models');
    const snapshot = async () => {
      const names = await readdir(dir);
      return (await Promise.all(names.map(async (n) => `${n}:${(await stat(join(dir, n))).mtimeMs}`))).sort();
    };
    const before = await snapshot();
    const c = await get(`/models/items/${chip}?format=stl`);
    expect(c.rawPayload.equals(a.rawPayload)).toBe(true);
    const after = await snapshot();
    expect(after).toEqual(before);
    expect((await files()).cached).toBe(true);
  });
});

describe('3D model bad input: a Chinese message, never a 500', () => {
  it('a material, a family not yet covered and a package its family holds no outline for: 404 该条目暂无三维模型', async () => {
    expect(unmodelledStyle).toBeGreaterThan(0);
    for (const id of [material, uncovered, unmodelledStyle]) {
      for (const url of [`/models/items/${id}/info`, `/models/items/${id}?format=step`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().msg).toBe(MODEL_NOT_AVAILABLE);
      }
    }
  });

  it('an item whose dimensions are missing: 404 with the reason', async () => {
    const res = await get(`/models/items/${boltNoK}?format=step`);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(MODEL_DIMENSIONS_MISSING);
  });

  it('unknown ids, malformed ids and bad formats', async () => {
    const unknown = await get('/models/items/987654321?format=step');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('数据不存在');
    const malformed = await get('/models/items/abc/info');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toMatch(/[\u4e00-\u9fff]/);
    for (const q of ['?format=obj', '', '?format=STEP', '?format=']) {
      const res = await get(`/models/items/${bolt}${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().msg, q).toBe(MODEL_BAD_FORMAT);
    }
    const nul = await get(`/models/items/${bolt}?format=step%00`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('model worker pool', () => {
  it('a job past its time limit fails, its worker is replaced, and the next job succeeds', {
    timeout: 90_000,
  }, async () => {
    const pool = createModelPool({ size: 1, timeoutMs: 60_000 });
    const dir = await mkdtemp(join(tmpdir(), 'jianku-models-pool-'));
    try {
      const bearing = {
        family: 'deep-groove-ball-bearing',
        params: { d: 20, D: 47, B: 14, sides: 2, rubber: 0 },
        productName: 'x',
        dir,
        key: 'slow',
      };
      await expect(pool.run(bearing, 1)).rejects.toBeInstanceOf(JobTimeoutError);
      expect(pool.restarts).toBe(1);
      const washer = {
        family: 'plain-washer',
        params: { d1: 8.4, d2: 16, h: 1.6 },
        productName: 'w',
        dir,
        key: 'ok',
      };
      const result = await pool.run(washer);
      expect(result.solids).toBe(1);
      expect(result.volume).toBeCloseTo((Math.PI / 4) * (16 ** 2 - 8.4 ** 2) * 1.6, 6);
      // the box of its parts together (unionBounds): the ring 16 mm across, bottom face at z = 0, 1.6 thick
      const corners = [...result.box[0], ...result.box[1]];
      for (const [i, v] of [-8, -8, 0, 8, 8, 1.6].entries())
        expect(corners[i], `corner ${i}`).toBeCloseTo(v, 3);
      await expect(pool.run({ ...washer, family: 'no-such-family', key: 'bad' })).rejects.toThrow(
        'unknown family',
      );
      expect((await pool.run({ ...washer, key: 'ok2' })).solids).toBe(1);
    } finally {
      await pool.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
