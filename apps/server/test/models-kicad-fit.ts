/**
 * Shared by the read-back tests of component packages (models-readback-packages, -arrays, -power, -inline-tht,
 * -flat-leads and -ball-grid .test.ts): one catalogue item of each outline, KiCad's footprints as the installed
 * library holds them (/usr/share/kicad/footprints: F.Fab box and pads), the model made by the worker pool and read
 * back by occt-import-js (another OpenCascade build), and the read-back meshes' boxes, feet and connected pieces.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { families, type Item } from '@jianku/catalog';
import { afterAll, beforeAll, expect } from 'vitest';
import { componentPackage } from '../src/modules/models/geometry/component-package.ts';
import type { Family, ModelSpec } from '../src/modules/models/geometry/family.ts';
import type { PackageOutline } from '../src/modules/models/geometry/outline-types.ts';
import { outlineOf } from '../src/modules/models/geometry/package-outlines.ts';
import { cacheKey } from '../src/modules/models/models.cache.ts';
import type { ModelPool } from '../src/modules/models/models.pool.ts';
import { components, type Mesh, meshCheck } from './models-mesh.ts';
import { readBackKit } from './models-readback-kit.ts';

export { components, footCentre, type Mesh } from './models-mesh.ts';

const KICAD = '/usr/share/kicad/footprints';

export interface Pad {
  num: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** F.Fab box (x min, y min, x max, y max) and pads of a KiCad footprint (footprint coordinates: Y down). */
export interface Footprint {
  fab: [number, number, number, number];
  pads: Pad[];
}

// (KiCad 6 writes some files with their pad numbers and layer names unquoted: QFN-56-1EP_7x7mm_P0.4mm_EP3.2x3.2mm)
export function footprint(name: string): Footprint {
  const lib = readdirSync(KICAD).find((d) => {
    try {
      readFileSync(join(KICAD, d, `${name}.kicad_mod`));
      return true;
    } catch {
      return false;
    }
  });
  if (!lib) throw new Error(`KiCad has no footprint ${name}`);
  const text = readFileSync(join(KICAD, lib, `${name}.kicad_mod`), 'utf8');
  const fab = [Infinity, Infinity, -Infinity, -Infinity] as [number, number, number, number];
  const line = /\(fp_line \(start ([-\d.]+) ([-\d.]+)\) \(end ([-\d.]+) ([-\d.]+)\) \(layer "?F\.Fab"?\)/g;
  for (const m of text.matchAll(line)) {
    const [x1, y1, x2, y2] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    fab[0] = Math.min(fab[0], x1, x2);
    fab[1] = Math.min(fab[1], y1, y2);
    fab[2] = Math.max(fab[2], x1, x2);
    fab[3] = Math.max(fab[3], y1, y2);
  }
  const pad =
    /\(pad "?(\w*)"? (?:smd|thru_hole) (\w+) \(at ([-\d.]+) ([-\d.]+)(?: (-?\d+))?\) \(size ([\d.]+) ([\d.]+)\)/g;
  const matches = [...text.matchAll(pad)];
  const pads = matches.map((m, i) => {
    const turned = Math.abs(Number(m[5] ?? 0)) % 180 === 90;
    let [w, h] = [Number(m[6]), Number(m[7])];
    // a custom pad's copper is its primitives' polygon about the anchor (the size is the anchor's)
    if (m[2] === 'custom') [w, h] = customPadSize(text.slice(m.index, matches[i + 1]?.index));
    return { num: m[1] ?? '', x: Number(m[3]), y: Number(m[4]), w: turned ? h : w, h: turned ? w : h };
  });
  return { fab, pads };
}

/** Width and height of a custom pad's primitives (polygon points and outline width), centred on its anchor. */
function customPadSize(padText: string): [number, number] {
  const pts = [...padText.matchAll(/\(xy ([-\d.]+) ([-\d.]+)\)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  const stroke = Number(/\(width ([\d.]+)\)/.exec(padText)?.[1] ?? 0);
  const half = (k: number) => Math.max(...pts.map((p) => Math.abs(p[k] ?? 0)));
  return [2 * half(0) + stroke, 2 * half(1) + stroke];
}

export function box(meshes: readonly Mesh[]): [number[], number[]] {
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (const m of meshes) {
    const p = m.attributes.position.array;
    for (let k = 0; k < 3; k++) {
      let [l, h] = [lo[k] ?? 0, hi[k] ?? 0];
      for (let i = k; i < p.length; i += 3) {
        const v = p[i] ?? 0;
        if (v < l) l = v;
        if (v > h) h = v;
      }
      [lo[k], hi[k]] = [l, h];
    }
  }
  return [lo, hi];
}

/** A catalogue item's model spec in a family (the item must have one). */
export function specOf(family: Family, item: Item): ModelSpec {
  const spec = family.spec({ ...item, package: item.package ?? null, standard: item.standard ?? null });
  if (typeof spec === 'string') throw new Error(`${item.model}: no spec`);
  return spec;
}

/**
 * Every item of a family of up to 2000 (a package a few parts use, such as the LP2951's WSON-8, is found), 200
 * spread over a larger one.
 */
export const WHOLE_UP_TO_2000 = (n: number): number => (n <= 2000 ? 1 : Math.floor(n / 200));
/** 200 items spread over every family (every item of one of up to 200). */
export const SPREAD_200 = (n: number): number => Math.max(1, Math.floor(n / 200));

/**
 * The first component-package item of each key, in the order found: `key` gives an item's outline (and the
 * item, for a key of its own, such as its category) its key and the outline as the caller types it (undefined:
 * not wanted); `step` spaces the items looked at in a family of n.
 */
export function representativesBy<O extends PackageOutline>(
  key: (outline: PackageOutline, item: Item) => { key: string; outline: O } | undefined,
  step: (n: number) => number = WHOLE_UP_TO_2000,
): Map<string, { item: Item; outline: O }> {
  const out = new Map<string, { item: Item; outline: O }>();
  for (const family of families()) {
    const n = family.count();
    for (let i = 0; i < n; i += step(n)) {
      const item = family.item(i);
      if (!componentPackage.categories.includes(item.categoryCode)) break;
      const outline = outlineOf(item.categoryCode, item.package ?? null, item.model);
      const found = outline && key(outline, item);
      if (found && !out.has(found.key)) out.set(found.key, { item, outline: found.outline });
    }
  }
  return out;
}

// biome-ignore lint/suspicious/noExplicitAny: occt-import-js has no types
let occt: any;
let pool: ModelPool;
let dir: string;

/**
 * Before the describe's tests: the worker pool and occt-import-js (the process's, models-readback-kit.ts) and an
 * output folder of the describe's own, removed after them.
 */
export function useReadBack(prefix: string): void {
  beforeAll(async () => {
    ({ occt, pool } = await readBackKit());
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
}

/**
 * The model's STEP made by the worker pool and read back by occt-import-js: the solids counted, each closed,
 * and the total volume within 1 % of `want`. Returns the read-back meshes.
 */
export async function readBack(
  spec: ModelSpec,
  want: { volume: number; solids: number },
  /** the reader's angle between mesh segments (rad); a ball grid's few hundred balls read in minutes at 0.05 */
  angularDeflection = 0.05,
): Promise<Mesh[]> {
  const key = cacheKey(spec);
  await pool.run({ family: spec.family, params: spec.params, productName: spec.productName, dir, key });
  const step = await readFile(join(dir, `${key}.step`));
  const res = occt.ReadStepFile(new Uint8Array(step), {
    linearUnit: 'millimeter',
    linearDeflectionType: 'absolute_value',
    linearDeflection: 0.002,
    angularDeflection,
  });
  expect(res.success).toBe(true);
  const meshes = res.meshes as Mesh[];
  expect(meshes.flatMap(components).length, 'solids').toBe(want.solids);
  let volume = 0;
  for (const m of meshes) {
    const check = meshCheck(m);
    expect(check.open, `${m.name}: open edges`).toBe(0);
    expect(check.volume, `${m.name}: positive volume`).toBeGreaterThan(0);
    volume += check.volume;
  }
  expect(Math.abs(volume - want.volume) / want.volume, `${volume} vs ${want.volume} mm³`).toBeLessThan(0.01);
  return meshes;
}

/** How a read-back model sits on its KiCad footprint (readBackOnFootprint). */
export interface OnFootprint {
  kicad: string;
  /** the standing meshes' top above the board (mm), checked when given */
  height?: number;
  /** the standing meshes' bottom above the board (mm; 0 when omitted: seated on it) */
  seat?: number;
  /** the meshes seated on the board (z = 0) and of that height; all when omitted */
  standing?: (m: Mesh) => boolean;
  /** the meshes whose plan is on F.Fab's box; all when omitted, not checked when false */
  outlined?: ((m: Mesh) => boolean) | false;
  /** the reader's angle between mesh segments (readBack) */
  angularDeflection?: number;
}

export const isBody = (m: Mesh): boolean => m.name === 'body';

/**
 * readBack, then the model on KiCad's footprint: the standing meshes' bottom at z = 0 and top at `height`
 * (within 1 µm), the outlined meshes' plan within 0.25 mm of F.Fab's box on every side. Returns the meshes,
 * the whole model's box and the footprint.
 */
export async function readBackOnFootprint(
  spec: ModelSpec,
  want: { volume: number; solids: number },
  on: OnFootprint,
): Promise<{ meshes: Mesh[]; lo: number[]; hi: number[]; fp: Footprint }> {
  const meshes = await readBack(spec, want, on.angularDeflection);
  const [slo, shi] = box(on.standing ? meshes.filter(on.standing) : meshes);
  expect(
    Math.abs((slo[2] ?? 1) - (on.seat ?? 0)),
    'seated on the board (z = 0) or the stand-off',
  ).toBeLessThan(1e-3);
  if (on.height !== undefined) expect(Math.abs((shi[2] ?? 0) - on.height), 'height').toBeLessThan(1e-3);
  const fp = footprint(on.kicad);
  if (on.outlined !== false) {
    const [plo, phi] = box(on.outlined ? meshes.filter(on.outlined) : meshes);
    // 3D y up, footprint y down
    const edges = [plo[0] ?? 0, -(phi[1] ?? 0), phi[0] ?? 0, -(plo[1] ?? 0)];
    for (const [i, v] of edges.entries())
      expect(
        Math.abs(v - (fp.fab[i] ?? 0)),
        `outline edge ${i}: ${v} vs KiCad F.Fab ${fp.fab[i]}`,
      ).toBeLessThan(0.25);
  }
  const [lo, hi] = box(meshes);
  return { meshes, lo, hi, fp };
}
