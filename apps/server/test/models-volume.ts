/**
 * Shared by the read-back tests of 3D models (issue 11): for the first, middle and last size of each
 * covered family in the real catalogue generator, the worker pool makes the STEP file, and occt-import-js
 * (another OpenCascade build, from npm) reads it. Each solid must be closed (every triangle edge shared by
 * exactly two triangles once the faces' vertices are welded), the number of solids must be the family's,
 * and the volume of the read-back mesh must be within 1 % of the volume computed HERE, analytically, from
 * the catalogue's dimensions and the construction rules stated in each family's file header (chamfer
 * angles, socket depth, bearing internal design) — not from the kernel.
 */

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { families, generateItems, type Item } from '@jianku/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MLCC_OUTLINES } from '../src/modules/models/geometry/chip-capacitor.ts';
import { CHIP_OUTLINES } from '../src/modules/models/geometry/chip-resistor.ts';
import { familyForCategory } from '../src/modules/models/geometry/families.ts';
import type { ItemInput } from '../src/modules/models/geometry/family.ts';
import { keyForm, roundEnds } from '../src/modules/models/geometry/parallel-key.ts';
import { cacheKey } from '../src/modules/models/models.cache.ts';
import type { ModelPool } from '../src/modules/models/models.pool.ts';
import { meshCheck } from './models-mesh.ts';
import { readBackKit } from './models-readback-kit.ts';

export { meshCheck } from './models-mesh.ts';

// biome-ignore lint/suspicious/noExplicitAny: occt-import-js has no types
type Occt = any;

const TAN30 = Math.tan(Math.PI / 6);
const { PI, sqrt, acos, floor, min, max } = Math;

/** Area of a regular hexagon of width across flats s. */
const hexArea = (s: number) => (sqrt(3) / 2) * s * s;
/** Area of (hexagon of across flats s) ∩ (disk of radius rho about its centre). */
function hexDiskArea(s: number, rho: number): number {
  const a = s / 2;
  const R = s / sqrt(3);
  if (rho >= R) return hexArea(s);
  if (rho <= a) return PI * rho * rho;
  return PI * rho * rho - 6 * (rho * rho * acos(a / rho) - a * sqrt(rho * rho - a * a));
}
/** Volume a 30° chamfer from the circle of diameter s takes off one end of a hexagon prism (Simpson). */
function chamferLoss(s: number): number {
  const hc = (s / sqrt(3) - s / 2) * TAN30;
  const n = 400;
  let sum = 0;
  for (let i = 0; i <= n; i++) {
    const y = (hc * i) / n; // depth below the end face
    const w = i === 0 || i === n ? 1 : i % 2 ? 4 : 2;
    sum += w * (hexArea(s) - hexDiskArea(s, s / 2 + y / TAN30));
  }
  return (sum * hc) / (3 * n);
}
const frustum = (h: number, r1: number, r2: number) => (PI * h * (r1 * r1 + r1 * r2 + r2 * r2)) / 3;
/** A shank of diameter d, length l, end chamfered 45° by c = min(P, d/4). */
const shankVolume = (d: number, l: number, p: number) => {
  const c = min(p, d / 4);
  return PI * (d / 2) ** 2 * (l - c) + frustum(c, d / 2, d / 2 - c);
};
/** Volume of the part of a disk (radius rho) beyond a chord at distance h from its centre, revolved at radius rc ± x̄. */
function grooveVolume(rho: number, h: number, rm: number, side: -1 | 1): number {
  const A = rho * rho * acos(h / rho) - h * sqrt(rho * rho - h * h);
  const xbar = ((2 / 3) * (rho * rho - h * h) ** 1.5) / A;
  return 2 * PI * (rm + side * xbar) * A;
}

const v = (item: Item, key: string) => {
  const si = item.params[key]?.si;
  if (typeof si !== 'number') throw new Error(`${item.model} has no ${key}`);
  return si * 1e3;
};

/** The expected volume and solid count of an item, from its catalogue dimensions only. */
// long because it is one case per family: the volume formulas side by side, each a few lines
function expected(item: Item): { volume: number; solids: number; box: [number[], number[]] } {
  switch (item.categoryCode) {
    case 'part.fastener.bolt.hex': {
      const [d, l, s, k, p] = [v(item, 'd'), v(item, 'l'), v(item, 's'), v(item, 'k'), v(item, 'pitch')];
      const R = s / sqrt(3);
      const volume = hexArea(s) * k - chamferLoss(s) + shankVolume(d, l, p);
      return {
        volume,
        solids: 1,
        box: [
          [-s / 2, -R, -l],
          [s / 2, R, k],
        ],
      };
    }
    case 'part.fastener.screw.socket-cap': {
      const [d, l, dk, k, s, p] = [
        v(item, 'd'),
        v(item, 'l'),
        v(item, 'dk'),
        v(item, 'k'),
        v(item, 's'),
        v(item, 'pitch'),
      ];
      const t = min(d / 2, 0.75 * k);
      const volume = PI * (dk / 2) ** 2 * k - hexArea(s) * t + shankVolume(d, l, p);
      return {
        volume,
        solids: 1,
        box: [
          [-dk / 2, -dk / 2, -l],
          [dk / 2, dk / 2, k],
        ],
      };
    }
    case 'part.fastener.nut.hex': {
      const [d, s, m, p] = [v(item, 'd'), v(item, 's'), v(item, 'm'), v(item, 'pitch')];
      const d1 = d - 1.082532 * p;
      const R = s / sqrt(3);
      const volume = hexArea(s) * m - 2 * chamferLoss(s) - PI * (d1 / 2) ** 2 * m;
      return {
        volume,
        solids: 1,
        box: [
          [-s / 2, -R, 0],
          [s / 2, R, m],
        ],
      };
    }
    case 'part.fastener.washer.plain': {
      const [d1, d2, h] = [v(item, 'd1'), v(item, 'd2'), v(item, 'h')];
      return {
        volume: (PI / 4) * (d2 * d2 - d1 * d1) * h,
        solids: 1,
        box: [
          [-d2 / 2, -d2 / 2, 0],
          [d2 / 2, d2 / 2, h],
        ],
      };
    }
    case 'part.bearing.deep-groove-ball': {
      const [d, D, B] = [v(item, 'd'), v(item, 'D'), v(item, 'B')];
      const seal = item.params.seal?.display ?? '开式';
      const sides = seal === '开式' ? 0 : seal.startsWith('双面') ? 2 : 1;
      const dw = min(0.3 * (D - d), 0.8 * B);
      const rm = (d + D) / 4;
      const z = max(3, floor((PI * 2 * rm) / (1.3 * dw)));
      const [ri, ro, rho] = [rm - 0.35 * dw, rm + 0.35 * dw, 0.52 * dw];
      const inner = PI * (ri * ri - (d / 2) ** 2) * B - grooveVolume(rho, 0.35 * dw, rm, -1);
      const outer = PI * ((D / 2) ** 2 - ro * ro) * B - grooveVolume(rho, 0.35 * dw, rm, 1);
      const balls = (z * PI * dw ** 3) / 6;
      const shields = sides * PI * (ro * ro - ri * ri) * 0.06 * B;
      return {
        volume: inner + outer + balls + shields,
        solids: 2 + z + sides,
        box: [
          [-D / 2, -D / 2, 0],
          [D / 2, D / 2, B],
        ],
      };
    }
    case 'comp.passive.resistor.chip': {
      const size = item.params.case_size?.display ?? '';
      const o = CHIP_OUTLINES[size];
      if (!o) throw new Error(`no outline for ${size}`);
      const [L, W, H] = o;
      return {
        volume: L * W * H,
        solids: 3,
        box: [
          [-L / 2, -W / 2, 0],
          [L / 2, W / 2, H],
        ],
      };
    }
    case 'comp.passive.capacitor.mlcc': {
      const size = item.params.case_size?.display ?? '';
      const o = MLCC_OUTLINES[size];
      if (!o) throw new Error(`no outline for ${size}`);
      const [L, W, T] = o;
      // TDK codes the thickness in 0.01 mm (…K080AA), Murata as GRM18 + 8 = 0.8 mm (read here on their own)
      const tdk = /[A-Z](\d{3})[A-Z]{2}$/.exec(item.model);
      const murata: Record<string, number> = { '5': 0.5, '8': 0.8, B: 1.25, C: 1.6, E: 2.5 };
      const H = item.model.startsWith('GRM')
        ? (murata[item.model[5] ?? ''] ?? T)
        : tdk && /^C\d{4}/.test(item.model)
          ? Number(tdk[1]) / 100
          : T;
      return {
        volume: L * W * H,
        solids: 3,
        box: [
          [-L / 2, -W / 2, 0],
          [L / 2, W / 2, H],
        ],
      };
    }
    case 'part.fastener.pin.parallel':
    case 'part.fastener.pin.parallel-hardened': {
      const [d, l, c] = [v(item, 'd'), v(item, 'l'), v(item, 'c')];
      return {
        volume: PI * (d / 2) ** 2 * (l - 2 * c) + 2 * frustum(c, d / 2, d / 2 - c),
        solids: 1,
        box: [
          [-d / 2, -d / 2, 0],
          [d / 2, d / 2, l],
        ],
      };
    }
    case 'part.fastener.pin.taper': {
      const [d, l] = [v(item, 'd'), v(item, 'l')];
      const D = d + l / 50; // taper 1:50
      return {
        volume: frustum(l, d / 2, D / 2),
        solids: 1,
        box: [
          [-D / 2, -D / 2, 0],
          [D / 2, D / 2, l],
        ],
      };
    }
    case 'part.fastener.washer.spring': {
      // spring-washer.ts: flat ring d1 … d1 + 2s, s thick, less a radial split s/4 wide on the middle circle
      const [d, s] = [v(item, 'd1'), v(item, 's')];
      const half = (0.25 * s) / (d + s);
      const corners: [number, number][] = [
        [d / 2, half],
        [d / 2 + s, half],
        [d / 2 + s, 2 * PI - half],
        [d / 2, 2 * PI - half],
      ];
      return { volume: polarArea(corners) * s, solids: 1, box: polarBox(corners, s) };
    }
    case 'part.seal.o-ring': {
      // o-ring.ts: a torus of tube radius r = d2/2 about the circle of radius R = d1/2 + d2/2, on z = 0
      const [d1, d2] = [v(item, 'd1'), v(item, 'd2')];
      const [R, r, out] = [d1 / 2 + d2 / 2, d2 / 2, d1 / 2 + d2];
      return {
        volume: 2 * PI * PI * R * r * r,
        solids: 1,
        box: [
          [-out, -out, 0],
          [out, out, d2],
        ],
      };
    }
    case 'part.transmission.key.parallel': {
      // parallel-key.ts: b × h × L with sharp edges; each round end (radius b/2) takes (1 − π/4)·b²/2 off b·L
      const [b, h, L] = [v(item, 'b'), v(item, 'h'), v(item, 'l')];
      const ends = roundEnds(keyForm(item.params.form?.display) ?? 'B');
      return {
        volume: (b * L - (ends * (1 - PI / 4) * (b * b)) / 2) * h,
        solids: 1,
        box: [
          [-L / 2, -b / 2, 0],
          [L / 2, b / 2, h],
        ],
      };
    }
    case 'part.fastener.retaining-ring.shaft':
    case 'part.fastener.retaining-ring.bore':
      return retainingRing(item, item.categoryCode.endsWith('.shaft'));
    default:
      throw new Error(`no expected volume for ${item.categoryCode}`);
  }
}

/**
 * Area of an outline of arcs about the origin and radial lines (corners in polar form, as the families'
 * ring-outline.ts draws it), by the shoelace sum with each arc's exact term r²·Δθ / 2.
 */
function polarArea(corners: readonly [number, number][]): number {
  let twice = 0;
  corners.forEach(([r0, a0], i) => {
    const [r1, a1] = corners[(i + 1) % corners.length] ?? [r0, a0];
    if (r0 === r1) twice += r0 * r0 * (a1 - a0);
    else twice += r0 * r1 * Math.sin(a1 - a0); // a radial line (a0 = a1): 0
  });
  return Math.abs(twice) / 2;
}
/** Bounding box of such an outline extruded from z = 0 to h (arcs sampled every 0.001 rad). */
function polarBox(corners: readonly [number, number][], h: number): [number[], number[]] {
  const lo = [Infinity, Infinity, 0];
  const hi = [-Infinity, -Infinity, h];
  corners.forEach(([r0, a0], i) => {
    const [r1, a1] = corners[(i + 1) % corners.length] ?? [r0, a0];
    const steps = r0 === r1 ? Math.ceil(Math.abs(a1 - a0) / 1e-3) : 1;
    for (let k = 0; k <= steps; k++) {
      const [r, a] = r0 === r1 ? [r0, a0 + ((a1 - a0) * k) / steps] : [k ? r1 : r0, a0];
      const [x, y] = [r * Math.cos(a), r * Math.sin(a)];
      lo[0] = min(lo[0] ?? 0, x);
      lo[1] = min(lo[1] ?? 0, y);
      hi[0] = max(hi[0] ?? 0, x);
      hi[1] = max(hi[1] ?? 0, y);
    }
  });
  return [lo, hi];
}
/**
 * A circlip by retaining-ring.ts's rules: ring of width b from the free diameter d3 (outwards on shafts,
 * inwards in bores), lugs reaching a from d3, each a wide and the opening a/2 wide on the holes' circle
 * (radius d3/2 ± a/2), a hole d5 in each lug.
 */
function retainingRing(item: Item, shaft: boolean): ReturnType<typeof expected> {
  const [d3, s, a, b, d5] = ['d3', 's', 'a', 'b', 'd5'].map((k) => v(item, k)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const sign = shaft ? 1 : -1;
  const [edge, back, tip, rh] = [d3 / 2, d3 / 2 + sign * b, d3 / 2 + sign * a, d3 / 2 + (sign * a) / 2];
  const [half, lug] = [a / 4 / rh, a / rh];
  const end = 2 * PI - half;
  const corners: [number, number][] = [
    [edge, half],
    [tip, half],
    [tip, half + lug],
    [back, half + lug],
    [back, end - lug],
    [tip, end - lug],
    [tip, end],
    [edge, end],
  ];
  const area = polarArea(corners) - 2 * PI * (d5 / 2) ** 2;
  return { volume: area * s, solids: 1, box: polarBox(corners, s) };
}

let occt: Occt;
let pool: ModelPool;
let dir: string;

/** First, middle and last item of a category in the full generator (distinct geometries). */
let catalogue: Item[] | undefined;
function representatives(code: string): Item[] {
  catalogue ??= [...generateItems({ size: 20_000 })];
  let all = catalogue.filter((i) => i.categoryCode === code);
  // extension families (drawn from only above the base catalogue): their whole tables
  if (all.length === 0) all = families().flatMap((f) => familyItems(f, code));
  expect(all.length, `${code}: items to check`).toBeGreaterThan(0);
  const chosen = [all[0], all[floor(all.length / 2)], all[all.length - 1]].filter((i): i is Item => !!i);
  if (code === 'part.bearing.deep-groove-ball') {
    // one with shields or seals too, so the closures are checked
    const closed = all.find((i) => (i.params.seal?.display ?? '开式') !== '开式');
    if (closed) chosen[1] = closed;
  }
  if (code === 'part.transmission.key.parallel') {
    // and each form the catalogue holds (A, B, C: round, square, one round end)
    for (const form of ['A', 'B', 'C']) {
      const has = (i: Item) => keyForm(i.params.form?.display) === form;
      const one = chosen.some(has) ? undefined : all.find(has);
      if (one) chosen.push(one);
    }
  }
  if (code === 'comp.passive.capacitor.mlcc') {
    // and the parts whose maker codes the thickness in the part number (TDK, Murata)
    for (const brand of ['tdk', 'murata']) {
      const coded = all.find((i) => i.brandCode === brand && i.package !== '0402');
      if (coded) chosen.push(coded);
    }
  }
  return chosen;
}

/** Every item of a catalogue family when its items are of this category (none otherwise). */
function familyItems(f: ReturnType<typeof families>[number], code: string): Item[] {
  if (f.item(0).categoryCode !== code) return [];
  return Array.from({ length: f.count() }, (_, i) => f.item(i));
}

/** The read-back test of each category (first, middle and last size). */
export function describeReadBack(categories: readonly string[]): void {
  describe('3D model STEP files read back by occt-import-js', () => {
    // the process's pool and reader (models-readback-kit.ts), an output folder of the describe's own
    beforeAll(async () => {
      ({ occt, pool } = await readBackKit());
      dir = await mkdtemp(join(tmpdir(), 'jianku-models-'));
    });
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    for (const code of categories) {
      it(`${code}: closed solids, volume within 1 % of the catalogue's dimensions`, {
        timeout: 100_000,
      }, async () => {
        const family = familyForCategory(code);
        expect(family).toBeDefined();
        for (const item of representatives(code)) {
          const input: ItemInput = { ...item, package: item.package ?? null, params: item.params };
          const spec = family?.spec(input);
          if (!spec || typeof spec === 'string') throw new Error(`${item.model}: no spec`);
          const key = cacheKey(spec);
          await pool.run({
            family: spec.family,
            params: spec.params,
            productName: spec.productName,
            dir,
            key,
          });
          const step = await readFile(join(dir, `${key}.step`));
          expect(step.toString('latin1', 0, 400)).toContain("FILE_SCHEMA(('AUTOMOTIVE_DESIGN"); // AP214
          const want = expected(item);
          const size = Math.hypot(...want.box[1].map((hi, i) => hi - (want.box[0][i] ?? 0)));
          const res = occt.ReadStepFile(new Uint8Array(step), {
            linearUnit: 'millimeter',
            linearDeflectionType: 'absolute_value',
            linearDeflection: size * 4e-4,
            angularDeflection: 0.08,
          });
          expect(res.success, item.model).toBe(true);
          expect(res.meshes.length, `${item.model}: solids`).toBe(want.solids);
          let volume = 0;
          const lo = [Infinity, Infinity, Infinity];
          const hi = [-Infinity, -Infinity, -Infinity];
          for (const mesh of res.meshes) {
            const check = meshCheck(mesh);
            expect(check.open, `${item.model} ${mesh.name}: open edges`).toBe(0);
            expect(check.volume, `${item.model} ${mesh.name}: positive volume`).toBeGreaterThan(0);
            volume += check.volume;
            const pos = mesh.attributes.position.array as number[];
            for (let i = 0; i < pos.length; i++) {
              lo[i % 3] = min(lo[i % 3] ?? 0, pos[i] ?? 0);
              hi[i % 3] = max(hi[i % 3] ?? 0, pos[i] ?? 0);
            }
          }
          const err = Math.abs(volume - want.volume) / want.volume;
          expect(
            err,
            `${item.model}: read-back ${volume.toFixed(4)} vs analytic ${want.volume.toFixed(4)} mm³`,
          ).toBeLessThan(0.01);
          // the outline sits where the table and KiCad / the standard put it (tolerance: 1 % of the size)
          for (let i = 0; i < 3; i++) {
            expect(Math.abs((lo[i] ?? 0) - (want.box[0][i] ?? 0)), `${item.model} min ${i}`).toBeLessThan(
              size * 0.01,
            );
            expect(Math.abs((hi[i] ?? 0) - (want.box[1][i] ?? 0)), `${item.model} max ${i}`).toBeLessThan(
              size * 0.01,
            );
          }
        }
      });
    }
  });
}
