/**
 * Component packages' 3D models (MELF, DO-214, SOD-123, SOT-23/-23-5/-223, SOIC, TSSOP, MSOP, LQFP, TQFP; and
 * through-hole: DO-41, DO-35, YAGEO leaded resistors, TO-220, whose leads must go through KiCad's pads) read back by an independent reader (occt-import-js): for one catalogue item of every package the
 * catalogue uses and we hold an outline for, the STEP is a body plus one solid per lead, each closed; the
 * total volume is within 1 % of the volume computed HERE from the outline table and the construction rules
 * of component-package.ts's header; and the model sits on KiCad's footprint of that package
 * (/usr/share/kicad/footprints): the body within 0.25 mm of the F.Fab outline on every side, and each
 * lead's foot inside the pad of its pin number.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { families, type Item } from '@jianku/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_BELOW } from '../src/modules/models/geometry/axial.ts';
import { MLCC_KICAD, MLCC_OUTLINES } from '../src/modules/models/geometry/chip-capacitor.ts';
import { componentPackage, leadPlaces } from '../src/modules/models/geometry/component-package.ts';
import type { Family, ModelSpec } from '../src/modules/models/geometry/family.ts';
import { leadedOutline, leadedResistor } from '../src/modules/models/geometry/leaded-resistor.ts';
import {
  outlineOf,
  PACKAGE_OUTLINES,
  type PackageOutline,
} from '../src/modules/models/geometry/package-outlines.ts';
import { tantalumCapacitor, tantalumOutline } from '../src/modules/models/geometry/tantalum-capacitor.ts';
import { cacheKey } from '../src/modules/models/models.cache.ts';
import { createModelPool, type ModelPool } from '../src/modules/models/models.pool.ts';
import { meshCheck } from './models-volume.ts';

const require = createRequire(import.meta.url);
const KICAD = '/usr/share/kicad/footprints';

/** Volume, solid count and the body's box, from the outline table only. */
function expected(o: PackageOutline): { volume: number; solids: number; body: [number, number] } {
  if (o.kind === 'axial') return { volume: axialVolume(o), solids: 3, body: [o.L, o.D] };
  if (o.kind === 'dip') {
    const zm = o.A1 + o.A2 / 2;
    const lead = o.c * o.b2 * (o.eA / 2 - o.c / 2 - o.E1 / 2) + o.c * o.b2 * (zm + o.c / 2) + o.c * o.b * o.L;
    return { volume: o.E1 * o.D * o.A2 + o.pins * lead, solids: 1 + o.pins, body: [o.E1, o.D] };
  }
  if (o.kind === 'to220') {
    const leads = o.pins * o.c * (o.b2 * o.L1 + o.b * (o.L - o.L1));
    const tab = o.E * o.A1 * o.D - Math.PI * (o.P / 2) ** 2 * o.A1;
    return { volume: o.E * (o.A - o.A1) * o.D1 + tab + leads, solids: 2 + o.pins, body: [o.E, o.A] };
  }
  if (o.kind === 'melf') return { volume: (Math.PI / 4) * o.D ** 2 * o.L, solids: 3, body: [o.L, o.D] };
  if (o.kind === 'jlead') {
    const zh = o.c + o.A2 / 2 - o.c / 2;
    const lead = o.b * o.c * ((o.E - o.D) / 2 + zh - o.c + o.L);
    return { volume: o.D * o.E1 * o.A2 + 2 * lead, solids: 3, body: [o.D, o.E1] };
  }
  if (o.kind === 'qfn') {
    const frame = (o.pins * o.b * o.L + o.D2 ** 2) * o.A3;
    return { volume: o.D ** 2 * (o.A - o.A3) + frame, solids: o.pins + 2, body: [o.D, o.D] };
  }
  const zh = o.A1 + o.A2 / 2 - o.c / 2;
  const area = o.c * ((o.E - o.E1) / 2 + zh);
  const widths = o.layout === 'sot223' ? (o.pins - 1) * o.b + (o.b1 ?? 0) : o.pins * o.b;
  return { volume: o.D * o.E1 * o.A2 + area * widths, solids: 1 + o.pins, body: [o.E1, o.D] };
}

/** An axial part (axial.ts header): the body cylinder and two leads, each two cylinders and the ball at the bend. */
function axialVolume(o: { L: number; D: number; d: number; P: number }): number {
  const r = o.d / 2;
  const lead =
    Math.PI * r * r * ((o.P - o.L) / 2 + o.D / 2 + LEAD_BELOW) - (4 * r ** 3) / 3 + (Math.PI * r ** 3) / 3;
  return (Math.PI / 4) * o.D ** 2 * o.L + 2 * lead;
}

interface Pad {
  num: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** F.Fab box and pads of a KiCad footprint (footprint coordinates: Y down). */
function footprint(name: string): { fab: [number, number, number, number]; pads: Pad[] } {
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
  const line = /\(fp_line \(start ([-\d.]+) ([-\d.]+)\) \(end ([-\d.]+) ([-\d.]+)\) \(layer "F\.Fab"\)/g;
  for (const m of text.matchAll(line)) {
    const [x1, y1, x2, y2] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    fab[0] = Math.min(fab[0], x1, x2);
    fab[1] = Math.min(fab[1], y1, y2);
    fab[2] = Math.max(fab[2], x1, x2);
    fab[3] = Math.max(fab[3], y1, y2);
  }
  const pad =
    /\(pad "(\w*)" (?:smd|thru_hole) \w+ \(at ([-\d.]+) ([-\d.]+)(?: (-?\d+))?\) \(size ([\d.]+) ([\d.]+)\)/g;
  const pads = [...text.matchAll(pad)].map((m) => {
    const turned = Math.abs(Number(m[4] ?? 0)) % 180 === 90;
    const [w, h] = [Number(m[5]), Number(m[6])];
    return { num: m[1] ?? '', x: Number(m[2]), y: Number(m[3]), w: turned ? h : w, h: turned ? w : h };
  });
  return { fab, pads };
}

/** One item of every (category, package) the catalogue holds that has an outline (200 looked at per family). */
function representatives(): { item: Item; outline: PackageOutline }[] {
  const seen = new Set<string>();
  const out: { item: Item; outline: PackageOutline }[] = [];
  for (const family of families()) {
    const n = family.count();
    for (let i = 0; i < n; i += Math.max(1, Math.floor(n / 200))) {
      const item = family.item(i);
      if (!componentPackage.categories.includes(item.categoryCode)) break;
      const outline = outlineOf(item.categoryCode, item.package ?? null);
      if (!outline || seen.has(outline.kicad)) continue;
      seen.add(outline.kicad);
      out.push({ item, outline });
    }
  }
  return out;
}

/** One leaded resistor of every geometry (body and lead) the catalogue holds that we model. */
function leadedRepresentatives(): {
  item: Item;
  shape: { L: number; D: number; d: number; P: number };
  kicad: string;
}[] {
  const seen = new Set<string>();
  const out: { item: Item; shape: { L: number; D: number; d: number; P: number }; kicad: string }[] = [];
  for (const family of families()) {
    if (family.count() === 0 || family.item(0).categoryCode !== 'comp.passive.resistor.leaded') continue;
    const n = family.count();
    for (let i = 0; i < n; i += Math.max(1, Math.floor(n / 400))) {
      const item = family.item(i);
      const o = leadedOutline(item.package ?? null);
      const key = JSON.stringify(o?.shape);
      if (!o || seen.has(key)) continue;
      seen.add(key);
      out.push({ item, ...o });
    }
  }
  return out;
}

/** One KEMET tantalum capacitor of every case the catalogue holds. */
function tantalumRepresentatives(): Item[] {
  const byCase = new Map<string, Item>();
  for (const family of families()) {
    if (family.count() === 0 || family.item(0).categoryCode !== 'comp.passive.capacitor.tantalum') continue;
    for (let i = 0; i < family.count(); i++) {
      const item = family.item(i);
      const c = item.params.case_size?.display ?? '';
      if (!byCase.has(c)) byCase.set(c, item);
    }
  }
  return [...byCase.values()];
}

type Mesh = { name: string; attributes: { position: { array: number[] } }; index: { array: number[] } };

function box(meshes: readonly Mesh[]): [number[], number[]] {
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (const m of meshes) {
    const p = m.attributes.position.array;
    for (let i = 0; i < p.length; i++) {
      lo[i % 3] = Math.min(lo[i % 3] ?? 0, p[i] ?? 0);
      hi[i % 3] = Math.max(hi[i % 3] ?? 0, p[i] ?? 0);
    }
  }
  return [lo, hi];
}

/** Centre (footprint coordinates) of the part of a lead touching the board. */
function footCentre(m: Mesh, height: number): [number, number] {
  const p = m.attributes.position.array;
  const pts: number[][] = [];
  for (let i = 0; i < p.length; i += 3)
    if ((p[i + 2] ?? 1) < height * 0.05) pts.push([p[i] ?? 0, p[i + 1] ?? 0]);
  const [lo, hi] = box([
    { ...m, attributes: { position: { array: pts.flatMap(([x, y]) => [x ?? 0, y ?? 0, 0]) } } },
  ]);
  return [((lo[0] ?? 0) + (hi[0] ?? 0)) / 2, -((lo[1] ?? 0) + (hi[1] ?? 0)) / 2];
}

/** The connected pieces of a mesh (vertices welded by position): one per solid of a compound. */
function components(m: Mesh): Mesh[] {
  const pos = m.attributes.position.array;
  const idx = m.index.array;
  const weld = new Map<string, number>();
  const id = (i: number) => {
    const key = [pos[i * 3], pos[i * 3 + 1], pos[i * 3 + 2]].map((x) => Math.round((x ?? 0) * 1e5)).join();
    if (!weld.has(key)) weld.set(key, weld.size);
    return weld.get(key) ?? 0;
  };
  const parent: number[] = [];
  const find = (a: number): number => {
    while (parent[a] !== undefined && parent[a] !== a) a = parent[a] ?? a;
    return a;
  };
  const tri: number[][] = [];
  for (let t = 0; t < idx.length; t += 3) {
    const w = [id(idx[t] ?? 0), id(idx[t + 1] ?? 0), id(idx[t + 2] ?? 0)];
    for (const v of w) parent[v] ??= v;
    const root = find(w[0] ?? 0);
    for (const v of w.slice(1)) parent[find(v)] = root;
    tri.push([idx[t] ?? 0, idx[t + 1] ?? 0, idx[t + 2] ?? 0]);
  }
  const groups = new Map<number, number[]>();
  tri.forEach((t, i) => {
    const r = find(id(t[0] ?? 0));
    groups.set(r, [...(groups.get(r) ?? []), i]);
  });
  return [...groups.values()].map((list) => ({
    name: m.name,
    attributes: {
      position: {
        array: list.flatMap((i) => (tri[i] ?? []).flatMap((v) => [0, 1, 2].map((k) => pos[v * 3 + k] ?? 0))),
      },
    },
    index: { array: list.flatMap((_, j) => [j * 3, j * 3 + 1, j * 3 + 2]) },
  }));
}

/** A catalogue item's model spec in a family (the item must have one). */
function specOf(family: Family, item: Item): ModelSpec {
  const spec = family.spec({ ...item, package: item.package ?? null, standard: item.standard ?? null });
  if (spec === 'missing') throw new Error(`${item.model}: no spec`);
  return spec;
}

/**
 * The model's STEP made by the worker pool and read back by occt-import-js: the solids counted, each closed,
 * and the total volume within 1 % of `want`. Returns the read-back meshes.
 */
async function readBack(spec: ModelSpec, want: { volume: number; solids: number }): Promise<Mesh[]> {
  const key = cacheKey(spec);
  await pool.run({ family: spec.family, params: spec.params, productName: spec.productName, dir, key });
  const step = await readFile(join(dir, `${key}.step`));
  const res = occt.ReadStepFile(new Uint8Array(step), {
    linearUnit: 'millimeter',
    linearDeflectionType: 'absolute_value',
    linearDeflection: 0.002,
    angularDeflection: 0.05,
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

/**
 * Each lead's part under the board is centred (within 0.05 mm) on its own KiCad pad — the pad of its pin
 * number when `numbered` (leads given in pin order) — and reaches LEAD_BELOW under the board top.
 */
function leadsThroughPads(leads: readonly Mesh[], kicad: string, numbered: boolean): void {
  const pads = footprint(kicad).pads;
  const used = new Set<Pad>();
  for (const [i, lead] of leads.entries()) {
    const p = lead.attributes.position.array;
    const under: number[][] = [];
    for (let j = 0; j < p.length; j += 3)
      if ((p[j + 2] ?? 0) < -0.5) under.push([p[j] ?? 0, -(p[j + 1] ?? 0)]);
    // the centre of the under-board part's box (vertices are not spread evenly over a mesh)
    const mid = (k: number) =>
      (Math.min(...under.map((q) => q[k] ?? 0)) + Math.max(...under.map((q) => q[k] ?? 0))) / 2;
    const [x, y] = [mid(0), mid(1)];
    const pad = pads.find(
      (q) => (!numbered || q.num === String(i + 1)) && Math.hypot(x - q.x, y - q.y) < 0.05,
    );
    expect(pad, `lead ${i + 1} at (${x.toFixed(3)}, ${y.toFixed(3)}) on KiCad's pad`).toBeDefined();
    expect(used.has(pad as Pad), 'one lead per pad').toBe(false);
    used.add(pad as Pad);
    const bottom = Math.min(...p.filter((_, j) => j % 3 === 2));
    expect(bottom, 'lead through the board').toBeLessThan(-LEAD_BELOW + 0.01);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: occt-import-js has no types
let occt: any;
let pool: ModelPool;
let dir: string;

describe('component package 3D models read back by occt-import-js and laid on KiCad footprints', () => {
  beforeAll(async () => {
    occt = await require('occt-import-js')();
    pool = createModelPool({ size: 1, timeoutMs: 60_000 });
    dir = await mkdtemp(join(tmpdir(), 'jianku-pkg3d-'));
  });
  afterAll(async () => {
    await pool?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('pin numbers: lead n of every gull-wing and QFN outline lands on KiCad pad n', () => {
    for (const o of Object.values(PACKAGE_OUTLINES)) {
      if (o.kind !== 'gullwing' && o.kind !== 'qfn') continue;
      const pads = footprint(o.kicad).pads;
      const layout = o.kind === 'qfn' ? { ...o, layout: 'quad' as const } : o;
      leadPlaces(layout).forEach((place, i) => {
        const foot = (o.kind === 'qfn' ? o.D : o.E) / 2 - o.L / 2;
        const [x, y3d] = {
          L: [-foot, place.at],
          R: [foot, place.at],
          B: [place.at, -foot],
          T: [place.at, foot],
        }[place.side] as [number, number];
        let num = String(i + 1);
        if (layout.layout === 'sot223' && num === '4') num = '2'; // KiCad's SOT-223-3_TabPin2 numbers the tab 2
        const on = pads.some(
          (p) => p.num === num && Math.abs(x - p.x) <= p.w / 2 && Math.abs(-y3d - p.y) <= p.h / 2,
        );
        expect(on, `${o.kicad} pin ${i + 1} at (${x}, ${-y3d})`).toBe(true);
      });
    }
  });

  it("MLCC outlines sit on KiCad's C_<size> footprints: body on F.Fab (±0.25 mm), terminations on pads 1 and 2", () => {
    for (const [size, [L, W, , a]] of Object.entries(MLCC_OUTLINES)) {
      const fp = footprint(MLCC_KICAD[size] ?? '');
      [-L / 2, -W / 2, L / 2, W / 2].forEach((v, i) => {
        expect(Math.abs(v - (fp.fab[i] ?? 0)), `${size} edge ${i}: ${v} vs ${fp.fab[i]}`).toBeLessThan(0.25);
      });
      for (const [num, x] of [
        ['1', -L / 2 + a / 2],
        ['2', L / 2 - a / 2],
      ] as const) {
        const pad = fp.pads.find((q) => q.num === num);
        expect(pad && Math.abs(x - pad.x) <= pad.w / 2, `${size} termination ${num} on its pad`).toBe(true);
      }
    }
  });

  const all = representatives();
  const standing = (k: string) => k === 'to220' || k === 'dip';
  const reps = all.filter((r) => r.outline.kind !== 'axial' && !standing(r.outline.kind));
  it('the catalogue has items of the packages we model (MELF, DO-214, SOD-123, SOT, SOIC, TSSOP, LQFP)', () => {
    const kinds = new Set(reps.map((r) => r.outline.kicad));
    for (const k of [
      'R_MiniMELF_MMA-0204',
      'D_SMA',
      'D_SOD-123',
      'SOT-23',
      'SOT-223-3_TabPin2',
      'LQFP-48_7x7mm_P0.5mm',
    ])
      expect(kinds, k).toContain(k);
  });

  for (const { item, outline } of reps) {
    it(`${outline.kicad} (${item.model}): closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      const spec = specOf(componentPackage, item);
      const meshes = await readBack(spec, expected(outline));
      const [lo, hi] = box(meshes);
      expect(Math.abs(lo[2] ?? 1), 'seated on the board (z = 0)').toBeLessThan(1e-3);

      const fp = footprint(outline.kicad);
      // a MELF's caps are part of its outline (KiCad's F.Fab draws the whole cylinder)
      const [blo, bhi] = box(outline.kind === 'melf' ? meshes : meshes.filter((m) => m.name === 'body'));
      const bodyFp = [blo[0], -(bhi[1] ?? 0), bhi[0], -(blo[1] ?? 0)] as number[];
      bodyFp.forEach((v, i) => {
        expect(
          Math.abs(v - (fp.fab[i] ?? 0)),
          `body edge ${i}: ${v} vs KiCad F.Fab ${fp.fab[i]}`,
        ).toBeLessThan(0.25);
      });
      // every lead (a solid of the "pins" compound, or a "pin n" terminal) stands on its own pad
      const height = (hi[2] ?? 0) - (lo[2] ?? 0);
      const leads = meshes.filter((m) => m.name !== 'body').flatMap(components);
      // two terminals, n leads, or n terminals and the exposed pad of a QFN (KiCad's pad n + 1)
      const twoTerminal = outline.kind === 'melf' || outline.kind === 'jlead' || outline.kind === 'axial';
      expect(leads.length, 'leads').toBe(twoTerminal ? 2 : outline.pins + (outline.kind === 'qfn' ? 1 : 0));
      const used = new Set<number>();
      for (const lead of leads) {
        const [x, y] = footCentre(lead, height);
        const pad = fp.pads.findIndex((p) => Math.abs(x - p.x) <= p.w / 2 && Math.abs(y - p.y) <= p.h / 2);
        expect(pad, `foot at (${x.toFixed(3)}, ${y.toFixed(3)}) on a KiCad pad`).toBeGreaterThanOrEqual(0);
        expect(used.has(pad), `one foot per pad (${fp.pads[pad]?.num})`).toBe(false);
        used.add(pad);
      }
    });
  }

  // through-hole axial parts: DO-41 / DO-35 diodes and YAGEO's leaded resistors, one item of each body
  const axial: { item: Item; shape: { L: number; D: number; d: number; P: number }; kicad: string }[] = [
    ...all.flatMap((r) =>
      r.outline.kind === 'axial' ? [{ item: r.item, shape: r.outline, kicad: r.outline.kicad }] : [],
    ),
    ...leadedRepresentatives(),
  ];
  it('the catalogue has through-hole items we model (DO-41, DO-35, YAGEO, KOA and UNI-ROYAL leaded resistors on three KiCad DIN footprints, TO-220, PDIP-8)', () => {
    const kinds = new Set([...axial.map((a) => a.kicad), ...all.map((r) => r.outline.kicad)]);
    for (const k of [
      'TO-220-3_Vertical',
      'DIP-8_W7.62mm',
      'D_DO-41_SOD81_P10.16mm_Horizontal',
      'D_DO-35_SOD27_P7.62mm_Horizontal',
      'R_Axial_DIN0204_L3.6mm_D1.6mm_P7.62mm_Horizontal',
      'R_Axial_DIN0207_L6.3mm_D2.5mm_P10.16mm_Horizontal',
      'R_Axial_DIN0309_L9.0mm_D3.2mm_P12.70mm_Horizontal',
    ])
      expect(kinds, k).toContain(k);
  });
  for (const { item, shape, kicad } of axial) {
    it(`${kicad} (${item.model}): closed solids, volume within 1 %, leads through KiCad's pads`, {
      timeout: 100_000,
    }, async () => {
      const family = item.categoryCode === 'comp.passive.resistor.leaded' ? leadedResistor : componentPackage;
      const spec = specOf(family, item);
      const meshes = await readBack(spec, { volume: axialVolume(shape), solids: 3 });
      const [blo, bhi] = box(meshes.filter((m) => m.name === 'body'));
      expect(Math.abs(blo[2] ?? 1), 'body lies on the board').toBeLessThan(1e-3);
      expect(Math.abs((bhi[0] ?? 0) - (blo[0] ?? 0) - shape.L), 'body length').toBeLessThan(0.01);
      expect(
        Math.abs(((bhi[0] ?? 0) + (blo[0] ?? 0)) / 2 - shape.P / 2),
        'body centred between the pads',
      ).toBeLessThan(0.01);
      leadsThroughPads(
        meshes.filter((m) => m.name !== 'body'),
        kicad,
        true,
      );
    });
  }

  // standing through-hole packages (TO-220, PDIP-8): volume, leads through KiCad's pads, body on KiCad's F.Fab outline
  for (const { item, outline } of all.filter((r) => standing(r.outline.kind))) {
    it(`${outline.kicad} (${item.model}): closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      const spec = specOf(componentPackage, item);
      const meshes = await readBack(spec, expected(outline));
      const [blo, bhi] = box(meshes.filter((m) => m.name === 'body' || m.name === 'tab'));
      const fab = footprint(outline.kicad).fab;
      const edges = [blo[0] ?? 0, -(bhi[1] ?? 0), bhi[0] ?? 0, -(blo[1] ?? 0)];
      edges.forEach((v, i) => {
        // KiCad's DIP F.Fab is the longest body MS-001 allows (D max); ours is the nominal: same centre
        if (outline.kind === 'dip' && i % 2 === 1) return;
        expect(Math.abs(v - (fab[i] ?? 0)), `body edge ${i}: ${v} vs KiCad F.Fab ${fab[i]}`).toBeLessThan(
          0.25,
        );
      });
      if (outline.kind === 'dip') {
        const along = ((edges[1] ?? 0) + (edges[3] ?? 0)) / 2 - ((fab[1] ?? 0) + (fab[3] ?? 0)) / 2;
        expect(Math.abs(along), 'body centred on the F.Fab outline').toBeLessThan(0.05);
      }
      const leads = meshes.filter((m) => m.name !== 'body' && m.name !== 'tab').flatMap(components);
      expect(leads.length, 'leads').toBe('pins' in outline ? outline.pins : 0);
      leadsThroughPads(leads, outline.kicad, false);
    });
  }

  // tantalum chip capacitors: one per KEMET case in the catalogue
  const tantalums = tantalumRepresentatives();
  it('the catalogue has KEMET tantalum capacitors of the cases we model (A, B, C, D)', () => {
    const cases = new Set(tantalums.map((t) => t.params.case_size?.display));
    for (const c of ['A', 'B', 'C', 'D']) expect(cases, c).toContain(c);
  });
  for (const item of tantalums) {
    const o = tantalumOutline(item.params.case_size?.display ?? '');
    it(`${o?.kicad} (${item.model}): closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      if (!o) throw new Error(`${item.model}: no outline`);
      const spec = specOf(tantalumCapacitor, item);
      // tantalum-capacitor.ts header: the body on the terminations, each an L of foot and end plate
      const volume = (o.L - 2 * o.T) * o.W * (o.H - o.T) + 2 * o.F * o.T * (o.S + o.H / 2 - o.T);
      const meshes = await readBack(spec, { volume, solids: 3 });
      const [lo, hi] = box(meshes);
      expect(Math.abs(lo[2] ?? 1), 'seated on the board').toBeLessThan(1e-3);
      expect(Math.abs((hi[2] ?? 0) - o.H), 'height').toBeLessThan(1e-3);
      const fp = footprint(o.kicad);
      [lo[0], -(hi[1] ?? 0), hi[0], -(lo[1] ?? 0)].forEach((v, i) => {
        expect(
          Math.abs((v ?? 0) - (fp.fab[i] ?? 0)),
          `outline edge ${i}: ${v} vs KiCad F.Fab ${fp.fab[i]}`,
        ).toBeLessThan(0.25);
      });
      // pin 1 (anode) on KiCad's pad 1 at −X, pin 2 on pad 2
      for (const [i, name] of ['pin 1', 'pin 2'].entries()) {
        const m = meshes.find((x) => x.name === name);
        expect(m, name).toBeDefined();
        const [x, y] = footCentre(m as Mesh, o.H);
        const pad = fp.pads.find((q) => q.num === String(i + 1));
        expect(
          pad && Math.abs(x - pad.x) <= pad.w / 2 && Math.abs(y - pad.y) <= pad.h / 2,
          `${name} at (${x}, ${y}) on pad ${i + 1}`,
        ).toBe(true);
      }
    });
  }
});
