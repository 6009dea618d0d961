/**
 * Through-hole packages standing on the board: with their leads in one row, TO-92 (to92.ts), TO-247-3 and TO-247-2
 * (to247.ts); the TO-3 can on its flange (to3-flange-can.ts); TO-220-5 with staggered leads (to220-staggered.ts); the TO-39
 * metal can (metal-can.ts).
 *
 * TO-92 3D models read back by an independent reader (occt-import-js): for one catalogue item of every
 * category that holds TO-92 parts (LDOs, BJTs, MOSFETs), the STEP is a body and one solid per lead, each closed; the total
 * volume is within 1 % of the volume computed HERE from the outline table and to92.ts's construction rules; and
 * the model sits on KiCad's TO-92_Inline footprint (/usr/share/kicad/footprints): the body's round back and sides
 * within 0.25 mm of the F.Fab arc, its flat face within 0.25 mm of the F.Fab line, each lead through the centre
 * of the pad of its pin number and on through the board.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import { LEAD_BELOW } from '../src/modules/models/geometry/axial.ts';
import { componentPackage } from '../src/modules/models/geometry/component-package.ts';
import {
  METAL_CAN_OUTLINES,
  type MetalCanOutline,
  metalCanBodyVolume,
} from '../src/modules/models/geometry/metal-can.ts';
import type { To3Outline } from '../src/modules/models/geometry/to3-flange-can.ts';
import { TO92_OUTLINES, type To92Outline, to92PlanArea } from '../src/modules/models/geometry/to92.ts';
import {
  TO220_STAGGERED_OUTLINES,
  type To220StaggeredOutline,
} from '../src/modules/models/geometry/to220-staggered.ts';
import { TO247_OUTLINES, type To247Outline, to247BodyVolume } from '../src/modules/models/geometry/to247.ts';
import {
  box,
  components,
  footprint,
  isBody,
  type Mesh,
  readBack,
  readBackOnFootprint,
  representativesBy,
  SPREAD_200,
  specOf,
  useReadBack,
} from './models-kicad-fit.ts';

const KICAD_THT = '/usr/share/kicad/footprints/Package_TO_SOT_THT.pretty';

/** The circle of a KiCad footprint's F.Fab arc (footprint coordinates): centre and radius through start, mid and end. */
function fabCircle(name = 'TO-92_Inline'): { cx: number; cy: number; r: number } {
  const text = readFileSync(`${KICAD_THT}/${name}.kicad_mod`, 'utf8');
  const m =
    /\(fp_arc \(start ([-\d.]+) ([-\d.]+)\) \(mid ([-\d.]+) ([-\d.]+)\) \(end ([-\d.]+) ([-\d.]+)\) \(layer "F\.Fab"\)/.exec(
      text,
    );
  if (!m) throw new Error('no F.Fab arc');
  const [ax, ay, bx, by, cx, cy] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by));
  const sq = (x: number, y: number) => x * x + y * y;
  const ux = (sq(ax, ay) * (by - cy) + sq(bx, by) * (cy - ay) + sq(cx, cy) * (ay - by)) / d;
  const uy = (sq(ax, ay) * (cx - bx) + sq(bx, by) * (ax - cx) + sq(cx, cy) * (bx - ax)) / d;
  return { cx: ux, cy: uy, r: Math.hypot(ax - ux, ay - uy) };
}

/** One item of every category that holds parts of the given outline kind (200 looked at per family). */
function representatives(kind: 'to92' | 'metal-can'): Item[] {
  const byCategory = representativesBy(
    (o, item) => (o.kind === kind ? { key: item.categoryCode, outline: o } : undefined),
    SPREAD_200,
  );
  return [...byCategory.values()].map((r) => r.item);
}

describe('TO-92 and TO-92L 3D models read back by occt-import-js and laid on KiCad TO-92_Inline and TO-92L_Inline', () => {
  useReadBack('jianku-to92-');
  const reps = [
    ...representativesBy((o, item) =>
      o.kind === 'to92' ? { key: `${o.kicad} ${item.categoryCode}`, outline: o } : undefined,
    ).values(),
  ] as { item: Item; outline: To92Outline }[];

  it('the catalogue has TO-92 LDOs and BJTs, and TO-92L MOSFETs', () => {
    const got = reps.map((r) => `${r.outline.kicad} ${r.item.categoryCode}`);
    expect(got).toContain('TO-92_Inline comp.ic.power.ldo');
    expect(got).toContain('TO-92_Inline comp.discrete.transistor.bjt');
    expect(got).toContain('TO-92L_Inline comp.discrete.transistor.mosfet');
    expect(TO92_OUTLINES['TO-92L']?.S).toBe(2.5);
  });

  for (const { item, outline: o } of reps) {
    it(`${o.kicad} ${item.categoryCode} ${item.model}: closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      const volume = o.A * to92PlanArea(o) + o.pins * o.b * o.c * o.L;
      const S = o.S ?? 0;
      // (KiCad's F.Fab here is an arc and a line, checked below)
      const { meshes, fp } = await readBackOnFootprint(
        specOf(componentPackage, item),
        { volume, solids: 1 + o.pins },
        { kicad: o.kicad, height: S + o.A, seat: S, standing: isBody, outlined: false },
      );
      const [blo, bhi] = box(meshes.filter(isBody));
      const fab = fabCircle(o.kicad);
      // 3D y up, footprint y down: the round back at footprint y = cy − r, the flat face on F.Fab's line
      const checks: [string, number, number][] = [
        ['left side', blo[0] ?? 0, fab.cx - fab.r],
        ['right side', bhi[0] ?? 0, fab.cx + fab.r],
        ['round back', -(bhi[1] ?? 0), fab.cy - fab.r],
        ['flat face', -(blo[1] ?? 0), fp.fab[3]],
      ];
      for (const [what, v, want] of checks)
        expect(Math.abs(v - want), `${what}: ${v} vs KiCad F.Fab ${want}`).toBeLessThan(0.25);
      leadsOnPads(meshes, o.kicad, o.pins);
    });
  }
});

/** The leads (the "pins" compound's solids), by x, each centred on KiCad's pad of its number and through the board. */
function leadsOnPads(meshes: Mesh[], kicad: string, pins: number): void {
  const leads = meshes.filter((m) => m.name !== 'body').flatMap(components);
  expect(leads.length, 'leads').toBe(pins);
  const pads = footprint(kicad).pads;
  const centres = leads.map((lead) => {
    const [lo, hi] = box([lead]);
    return {
      x: ((lo[0] ?? 0) + (hi[0] ?? 0)) / 2,
      y: -((lo[1] ?? 0) + (hi[1] ?? 0)) / 2,
      bottom: lo[2] ?? 0,
    };
  });
  centres.sort((a, b) => a.x - b.x);
  centres.forEach((c, i) => {
    const pad = pads.find((p) => p.num === String(i + 1));
    expect(pad, `pad ${i + 1}`).toBeDefined();
    const off = Math.hypot(c.x - (pad?.x ?? 0), c.y - (pad?.y ?? 0));
    expect(off, `lead ${i + 1} at (${c.x}, ${c.y}) on KiCad pad ${i + 1}`).toBeLessThan(0.05);
    expect(c.bottom, 'lead through the board').toBeLessThan(-LEAD_BELOW + 0.01);
  });
}

/** One item of every (TO-247 outline, category) pair, with its outline (every item of a family up to 2000: TO-247-5
 * is one LDO's). */
function to247Representatives(): { item: Item; outline: To247Outline }[] {
  const reps = representativesBy((o, item) =>
    o.kind === 'to247' ? { key: `${o.kicad} ${item.categoryCode}`, outline: o } : undefined,
  );
  return [...reps.values()] as { item: Item; outline: To247Outline }[];
}

/**
 * TO-247-3, -2, -4, -5, DO-247, TO-126-3, TO-220F-2/-3, TO-218-3 and TO-3PB-3 read back: body and the leads, closed; volume within 1 % of to247.ts's rules; the body on
 * KiCad's TO-247-n_Vertical F.Fab box (±0.25 mm on every side), the leads through the pads.
 */
describe('TO-247, TO-126 and TO-220F 3D models read back by occt-import-js and laid on KiCad TO-247-2/-3/-4/-5, D_DO-247, TO-126-3, TO-220F-2/-3, TO-218-3 and TO-3PB-3_Vertical', () => {
  useReadBack('jianku-to247-');
  const reps = to247Representatives();

  it('the catalogue has TO-247-3 diodes and MOSFETs, TO-247-2 diodes, TO-247-4 MOSFETs, a TO-247-5 LDO, a TO-126 BJT, TO-220F-2 diodes, a TO-220F-3 MOSFET, DO-247 diodes, TO-218 BJTs and a TO-3PB BJT', () => {
    const got = reps.map((r) => `${r.outline.kicad} ${r.item.categoryCode}`);
    expect(got).toContain('TO-247-3_Vertical comp.discrete.diode.general');
    expect(got).toContain('TO-247-3_Vertical comp.discrete.transistor.mosfet');
    expect(got).toContain('TO-247-2_Vertical comp.discrete.diode.general');
    expect(got).toContain('TO-247-4_Vertical comp.discrete.transistor.mosfet');
    expect(got).toContain('TO-247-5_Vertical comp.ic.power.ldo');
    expect(got).toContain('TO-126-3_Vertical comp.discrete.transistor.bjt');
    expect(got).toContain('TO-220F-2_Vertical comp.discrete.diode.general');
    expect(got).toContain('TO-220F-3_Vertical comp.discrete.transistor.mosfet');
    expect(got).toContain('TO-218-3_Vertical comp.discrete.transistor.bjt');
    expect(got).toContain('TO-3PB-3_Vertical comp.discrete.transistor.bjt');
    expect(got).toContain('D_DO-247_Vertical comp.discrete.diode.general');
    expect(TO247_OUTLINES['TO-247-2']?.pins).toBe(2);
  });

  for (const { item, outline: o } of reps) {
    it(`${o.kicad} ${item.categoryCode} ${item.model}: closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      const S = o.S ?? 0;
      const volume = to247BodyVolume(o) + o.pins * o.b * o.t * (S + LEAD_BELOW);
      const { meshes } = await readBackOnFootprint(
        specOf(componentPackage, item),
        { volume, solids: 1 + o.pins },
        { kicad: o.kicad, height: S + o.H, seat: S, standing: isBody, outlined: isBody },
      );
      leadsOnPads(meshes, o.kicad, o.pins);
    });
  }
});

/** KiCad's TO-39-3 F.Fab: the can's circle, the tab's lines' ends and the farthest of them from the can's axis. */
function to39Fab(): { cx: number; cy: number; r: number; tab: number; corners: [number, number][] } {
  const text = readFileSync(`${KICAD_THT}/TO-39-3.kicad_mod`, 'utf8');
  const c = /\(fp_circle \(center ([-\d.]+) ([-\d.]+)\) \(end ([-\d.]+) ([-\d.]+)\) \(layer "F\.Fab"\)/.exec(
    text,
  );
  if (!c) throw new Error('no F.Fab circle');
  const [cx, cy, ex, ey] = c.slice(1, 5).map(Number) as [number, number, number, number];
  let tab = 0;
  const corners: [number, number][] = [];
  const line = /\(fp_line \(start ([-\d.]+) ([-\d.]+)\) \(end ([-\d.]+) ([-\d.]+)\) \(layer "F\.Fab"\)/g;
  for (const m of text.matchAll(line))
    for (const [x, y] of [
      [Number(m[1]), Number(m[2])],
      [Number(m[3]), Number(m[4])],
    ] as const) {
      tab = Math.max(tab, Math.hypot(x - cx, y - cy));
      corners.push([x, y]);
    }
  return { cx, cy, r: Math.hypot(ex - cx, ey - cy), tab, corners };
}

/**
 * TO-39 (metal-can.ts) read back: the body and three leads, closed; volume within 1 % of metal-can.ts's rules; on
 * KiCad's TO-39-3 footprint: the body from the stand-off S up to S + H, the can on F.Fab's circle, the flange on
 * F.Fab's arc, the tab's far corner within 0.05 mm of one of F.Fab's tab corners (as far from the axis, in the same direction), the leads through the pads.
 */
describe("TO-39 3D models read back by occt-import-js and laid on KiCad's TO-39-3", () => {
  useReadBack('jianku-to39-');
  const o = METAL_CAN_OUTLINES['TO-39-3'] as MetalCanOutline;
  const reps = representatives('metal-can');

  it('the catalogue has TO-39 LDOs and BJTs', () => {
    const codes = reps.map((r) => r.categoryCode);
    expect(codes).toContain('comp.ic.power.ldo');
    expect(codes).toContain('comp.discrete.transistor.bjt');
  });

  for (const item of reps) {
    it(`${item.categoryCode} ${item.model}: closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      const lead = Math.PI * (o.d / 2) ** 2 * (o.S + LEAD_BELOW);
      const meshes = await readBack(specOf(componentPackage, item), {
        volume: metalCanBodyVolume(o) + o.pins * lead,
        solids: 1 + o.pins,
      });
      const body = meshes.filter(isBody);
      const [blo, bhi] = box(body);
      expect(Math.abs((blo[2] ?? 0) - o.S), 'flange on the stand-off').toBeLessThan(1e-3);
      expect(Math.abs((bhi[2] ?? 0) - (o.S + o.H)), 'height').toBeLessThan(1e-3);
      const fab = to39Fab();
      const flange = fabCircle('TO-39-3');
      // plan distances from the can's axis (3D y up, footprint y down)
      const radii = (above: number) => {
        const out: number[] = [];
        for (const m of body) {
          const p = m.attributes.position.array;
          for (let i = 0; i < p.length; i += 3)
            if ((p[i + 2] ?? 0) > above)
              out.push(Math.hypot((p[i] ?? 0) - fab.cx, -(p[i + 1] ?? 0) - fab.cy));
        }
        return out;
      };
      const can = Math.max(...radii(o.S + o.F + 0.01));
      expect(Math.abs(can - fab.r), `can radius ${can} vs F.Fab ${fab.r}`).toBeLessThan(0.01);
      expect(Math.abs(flange.cx - fab.cx) + Math.abs(flange.cy - fab.cy), 'arc about the axis').toBeLessThan(
        0.01,
      );
      // the flange's rim: the body's extent across the tab's direction
      expect(
        Math.abs((bhi[0] ?? 0) - fab.cx - flange.r),
        `flange ${(bhi[0] ?? 0) - fab.cx} vs F.Fab ${flange.r}`,
      ).toBeLessThan(0.05);
      const tab = Math.max(...radii(-1));
      expect(Math.abs(tab - fab.tab), `tab reach ${tab} vs F.Fab ${fab.tab}`).toBeLessThan(0.05);
      // the tab's direction: its farthest corner on one of F.Fab's tab corners
      let far: [number, number] = [0, 0];
      for (const m of body) {
        const p = m.attributes.position.array;
        for (let i = 0; i < p.length; i += 3) {
          const [x, y] = [p[i] ?? 0, -(p[i + 1] ?? 0)];
          if (Math.hypot(x - fab.cx, y - fab.cy) > Math.hypot(far[0] - fab.cx, far[1] - fab.cy)) far = [x, y];
        }
      }
      const off = Math.min(...fab.corners.map(([x, y]) => Math.hypot(x - far[0], y - far[1])));
      expect(off, `tab corner (${far}) on an F.Fab tab corner`).toBeLessThan(0.05);
      leadsOnPads(meshes, o.kicad, o.pins);
    });
  }
});

/**
 * KiCad's TO-3 F.Fab (footprint coordinates): the flange outline's area (its lines' polygon and the circular
 * segments its arcs add) and extent (the arcs' mid points are its extremes), and the circles' radii.
 */
function to3Fab(): { area: number; extent: [number, number, number, number]; radii: number[] } {
  const text = readFileSync(join(KICAD_THT, 'TO-3.kicad_mod'), 'utf8');
  const n = (s: string | undefined) => Number(s);
  const lines = [
    ...text.matchAll(
      /\(fp_line \(start ([-\d.]+) ([-\d.]+)\) \(end ([-\d.]+) ([-\d.]+)\) \(layer "F\.Fab"\)/g,
    ),
  ];
  const arcs = [
    ...text.matchAll(
      /\(fp_arc \(start ([-\d.]+) ([-\d.]+)\) \(mid ([-\d.]+) ([-\d.]+)\) \(end ([-\d.]+) ([-\d.]+)\) \(layer "F\.Fab"\)/g,
    ),
  ];
  const radii = [
    ...text.matchAll(
      /\(fp_circle \(center ([-\d.]+) ([-\d.]+)\) \(end ([-\d.]+) ([-\d.]+)\) \(layer "F\.Fab"\)/g,
    ),
  ].map((m) => Math.hypot(n(m[3]) - n(m[1]), n(m[4]) - n(m[2])));
  // the outline's corners in order: each line's start and end, the arcs joining them
  const segs = [
    ...lines.map((m) => ({ a: [n(m[1]), n(m[2])], b: [n(m[3]), n(m[4])] })),
    ...arcs.map((m) => ({ a: [n(m[1]), n(m[2])], b: [n(m[5]), n(m[6])] })),
  ];
  const same = (p: number[], q: number[]) =>
    Math.hypot((p[0] ?? 0) - (q[0] ?? 0), (p[1] ?? 0) - (q[1] ?? 0)) < 1e-6;
  const loop: number[][] = [segs[0]?.a ?? [], segs[0]?.b ?? []];
  const left = segs.slice(1);
  while (left.length > 0) {
    const tail = loop[loop.length - 1] ?? [];
    const i = left.findIndex((s) => same(s.a, tail) || same(s.b, tail));
    expect(i, 'F.Fab outline closed').toBeGreaterThanOrEqual(0);
    const [s] = left.splice(i, 1);
    loop.push(same(s?.a ?? [], tail) ? (s?.b ?? []) : (s?.a ?? []));
  }
  expect(same(loop[0] ?? [], loop[loop.length - 1] ?? []), 'F.Fab outline back at its start').toBe(true);
  let twice = 0;
  for (let i = 0; i + 1 < loop.length; i++)
    twice += (loop[i]?.[0] ?? 0) * (loop[i + 1]?.[1] ?? 0) - (loop[i + 1]?.[0] ?? 0) * (loop[i]?.[1] ?? 0);
  let area = Math.abs(twice) / 2;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const m of arcs) {
    const [ax, ay, mx, my, bx, by] = [1, 2, 3, 4, 5, 6].map((k) => n(m[k]));
    xs.push(mx ?? 0);
    ys.push(my ?? 0);
    // the arc's circle through its three points, and the segment between the arc and its chord
    const d =
      2 *
      ((ax ?? 0) * ((my ?? 0) - (by ?? 0)) +
        (mx ?? 0) * ((by ?? 0) - (ay ?? 0)) +
        (bx ?? 0) * ((ay ?? 0) - (my ?? 0)));
    const sq = (x = 0, y = 0) => x * x + y * y;
    const ux =
      (sq(ax, ay) * ((my ?? 0) - (by ?? 0)) +
        sq(mx, my) * ((by ?? 0) - (ay ?? 0)) +
        sq(bx, by) * ((ay ?? 0) - (my ?? 0))) /
      d;
    const uy =
      (sq(ax, ay) * ((bx ?? 0) - (mx ?? 0)) +
        sq(mx, my) * ((ax ?? 0) - (bx ?? 0)) +
        sq(bx, by) * ((mx ?? 0) - (ax ?? 0))) /
      d;
    const r = Math.hypot((ax ?? 0) - ux, (ay ?? 0) - uy);
    const theta = 2 * Math.asin(Math.hypot((bx ?? 0) - (ax ?? 0), (by ?? 0) - (ay ?? 0)) / (2 * r));
    area += (r * r * (theta - Math.sin(theta))) / 2;
  }
  return { area, extent: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)], radii };
}

/**
 * TO-3 read back: the body (flange and can) and two pins, closed; the volume within 1 % of to3-flange-can.ts's rules with the
 * flange's area taken from KiCad's F.Fab outline; the flange's plan on that outline (±0.25 mm), the can and the holes
 * the F.Fab circles' size, the can on the big circle, each pin on its pad and through the board.
 */
describe('TO-3 3D models read back by occt-import-js and laid on KiCad TO-3', () => {
  useReadBack('jianku-to3-');
  const reps = [
    ...representativesBy((o, item) =>
      o.kind === 'to3' ? { key: item.categoryCode, outline: o } : undefined,
    ).values(),
  ] as { item: Item; outline: To3Outline }[];

  it('the catalogue has TO-3 LDOs and BJTs', () => {
    const codes = reps.map((r) => r.item.categoryCode);
    expect(codes).toContain('comp.ic.power.ldo');
    expect(codes).toContain('comp.discrete.transistor.bjt');
  });

  for (const { item, outline: o } of reps) {
    it(`${item.categoryCode} ${item.model}: closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      const fab = to3Fab();
      expect(
        fab.radii.sort((a, b) => a - b),
        'F.Fab circles: the holes and the can',
      ).toEqual([o.P / 2, o.P / 2, o.D / 2]);
      const R = o.D / 2;
      const rBar = R - (o.rt * (10 - 3 * Math.PI)) / (3 * (4 - Math.PI));
      const can = Math.PI * R * R * (o.H - o.F) - 2 * Math.PI * rBar * o.rt ** 2 * (1 - Math.PI / 4);
      const flange = fab.area * o.F - 2 * Math.PI * (o.P / 2) ** 2 * o.F;
      const volume = flange + can + 2 * Math.PI * (o.pin / 2) ** 2 * LEAD_BELOW;
      const { meshes, fp } = await readBackOnFootprint(
        specOf(componentPackage, item),
        { volume, solids: 3 },
        { kicad: o.kicad, height: o.H, standing: isBody, outlined: false },
      );
      const body = meshes.filter(isBody);
      const [lo, hi] = box(body);
      const plan = [lo[0] ?? 0, -(hi[1] ?? 0), hi[0] ?? 0, -(lo[1] ?? 0)];
      for (const [i, v] of plan.entries())
        expect(
          Math.abs(v - (fab.extent[i] ?? 0)),
          `flange edge ${i}: ${v} vs F.Fab ${fab.extent[i]}`,
        ).toBeLessThan(0.25);
      // the can: the body above the flange, centred on F.Fab's big circle
      const above = body.flatMap((m) => {
        const p = m.attributes.position.array;
        const pts: number[] = [];
        for (let i = 0; i < p.length; i += 3)
          if ((p[i + 2] ?? 0) > o.F + 0.1) pts.push(p[i] ?? 0, p[i + 1] ?? 0, 0);
        return [{ ...m, attributes: { position: { array: pts } } }];
      });
      const [clo, chi] = box(above);
      const centre = [((clo[0] ?? 0) + (chi[0] ?? 0)) / 2, -((clo[1] ?? 0) + (chi[1] ?? 0)) / 2];
      expect(
        Math.hypot((centre[0] ?? 0) - o.cx, (centre[1] ?? 0) - o.cy),
        'can on the F.Fab circle',
      ).toBeLessThan(0.05);
      expect(Math.abs((chi[0] ?? 0) - (clo[0] ?? 0) - o.D), 'can diameter').toBeLessThan(0.05);
      const pins = meshes.filter((m) => m.name !== 'body').flatMap(components);
      expect(pins.length, 'pins').toBe(2);
      for (const num of ['1', '2']) {
        const pad = fp.pads.find((p) => p.num === num);
        const on = pins.filter((pin) => {
          const [plo, phi] = box([pin]);
          const [x, y] = [((plo[0] ?? 0) + (phi[0] ?? 0)) / 2, -((plo[1] ?? 0) + (phi[1] ?? 0)) / 2];
          return (
            Math.hypot(x - (pad?.x ?? 0), y - (pad?.y ?? 0)) < 0.05 && (plo[2] ?? 0) < -LEAD_BELOW + 0.01
          );
        });
        expect(on.length, `a pin through pad ${num}`).toBe(1);
      }
    });
  }
});

/** The footprint a KiCad symbol of Regulator_Linear names (its own or its parent's). */
function regulatorFootprint(name: string): string {
  const text = readFileSync('/usr/share/kicad/symbols/Regulator_Linear.kicad_sym', 'utf8');
  for (const block of text.split(/\n {2}\(symbol /).slice(1)) {
    const head = /^"([^"]+)"(?: \(extends "([^"]+)"\))?/.exec(block);
    if (head?.[1] !== name) continue;
    const own = /\(property "Footprint" "(?:[^":]*:)?([^"]*)"/.exec(block)?.[1];
    return own || (head[2] ? regulatorFootprint(head[2]) : '');
  }
  return '';
}

/**
 * TO-220-5 with staggered leads read back: plastic, tab and five leads, closed; the volume within 1 % of
 * to220-staggered.ts's rules; each item on the footprint its KiCad symbol names; the plastic's plan on KiCad's F.Fab
 * (x box, and its long lines: the plastic's front and back, the tab's front), each lead's foot on its pad (pin n on
 * pad n) and through the board.
 */
describe('TO-220-5 staggered 3D models read back by occt-import-js and laid on KiCad TO-220-5_…_Stagger…_Vertical', () => {
  useReadBack('jianku-to220s-');
  const reps = [
    ...representativesBy((o) =>
      o.kind === 'to220-staggered' ? { key: o.kicad, outline: o } : undefined,
    ).values(),
  ] as { item: Item; outline: To220StaggeredOutline }[];

  it('the catalogue has TO-220-5 LDOs of both staggerings', () => {
    expect(reps.map((r) => r.outline.kicad).sort()).toEqual(Object.keys(TO220_STAGGERED_OUTLINES).sort());
  });

  for (const { item, outline: o } of reps) {
    it(`${o.kicad} ${item.model}: closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      expect(regulatorFootprint(item.model), "the footprint the part's KiCad symbol names").toBe(o.kicad);
      const volume =
        o.W * o.Dp * (o.zt - o.zb) +
        o.W * o.T * (o.H - o.zt) -
        Math.PI * (o.P / 2) ** 2 * o.T +
        o.pins * o.b * o.t * (o.zb + LEAD_BELOW);
      const meshes = await readBack(specOf(componentPackage, item), { volume, solids: 2 + o.pins });
      const fp = footprint(o.kicad);
      const text = readFileSync(join(KICAD_THT, `${o.kicad}.kicad_mod`), 'utf8');
      // F.Fab's long lines across the package (footprint y): the plastic's front (largest y), back and the tab's front
      const long = [
        ...text.matchAll(
          /\(fp_line \(start ([-\d.]+) ([-\d.]+)\) \(end ([-\d.]+) ([-\d.]+)\) \(layer "F\.Fab"\)/g,
        ),
      ]
        .filter((m) => m[2] === m[4] && Math.abs(Number(m[3]) - Number(m[1])) > o.W * 0.9)
        .map((m) => Number(m[2]))
        .sort((a, b) => a - b);
      expect(long.length, 'F.Fab: back, tab and front lines').toBe(3);
      const [blo, bhi] = box(meshes.filter(isBody));
      const [tlo] = box(meshes.filter((m) => m.name === 'tab'));
      const checks: [string, number, number][] = [
        ['left side', blo[0] ?? 0, fp.fab[0]],
        ['right side', bhi[0] ?? 0, fp.fab[2]],
        ['back', -(bhi[1] ?? 0), long[0] ?? 0],
        ['tab front', -(tlo[1] ?? 0), long[1] ?? 0],
        ['front', -(blo[1] ?? 0), long[2] ?? 0],
      ];
      for (const [what, v, want] of checks)
        expect(Math.abs(v - want), `${what}: ${v} vs KiCad F.Fab ${want}`).toBeLessThan(0.25);
      const leads = meshes.filter((m) => m.name !== 'body' && m.name !== 'tab').flatMap(components);
      expect(leads.length, 'leads').toBe(o.pins);
      const feet = leads
        .map((lead) => {
          const [lo, hi] = box([lead]);
          return { x: ((lo[0] ?? 0) + (hi[0] ?? 0)) / 2, bottom: lo[2] ?? 0, lead };
        })
        .sort((a, b) => a.x - b.x);
      feet.forEach((f, i) => {
        // the foot: the lead below the board, centred on its pad
        const p = f.lead.attributes.position.array;
        const ys: number[] = [];
        for (let j = 0; j < p.length; j += 3) if ((p[j + 2] ?? 0) < -1) ys.push(-(p[j + 1] ?? 0));
        const y = (Math.min(...ys) + Math.max(...ys)) / 2;
        const pad = fp.pads.find((q) => q.num === String(i + 1));
        expect(
          Math.hypot(f.x - (pad?.x ?? 0), y - (pad?.y ?? 0)),
          `lead ${i + 1} on KiCad pad ${i + 1}`,
        ).toBeLessThan(0.05);
        expect(f.bottom, 'lead through the board').toBeLessThan(-LEAD_BELOW + 0.01);
      });
    });
  }
});
