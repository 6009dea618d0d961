/**
 * Through-hole packages with their leads in one row, standing: TO-92 (to92.ts), TO-247-3 and TO-247-2 (to247.ts); and the TO-39 metal can (metal-can.ts).
 *
 * TO-92 3D models read back by an independent reader (occt-import-js): for one catalogue item of every
 * category that holds TO-92 parts (LDOs, BJTs, MOSFETs), the STEP is a body and one solid per lead, each closed; the total
 * volume is within 1 % of the volume computed HERE from the outline table and to92.ts's construction rules; and
 * the model sits on KiCad's TO-92_Inline footprint (/usr/share/kicad/footprints): the body's round back and sides
 * within 0.25 mm of the F.Fab arc, its flat face within 0.25 mm of the F.Fab line, each lead through the centre
 * of the pad of its pin number and on through the board.
 */
import { readFileSync } from 'node:fs';
import type { Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import { LEAD_BELOW } from '../src/modules/models/geometry/axial.ts';
import { componentPackage } from '../src/modules/models/geometry/component-package.ts';
import {
  METAL_CAN_OUTLINES,
  type MetalCanOutline,
  metalCanBodyVolume,
} from '../src/modules/models/geometry/metal-can.ts';
import { TO92_OUTLINES, type To92Outline, to92PlanArea } from '../src/modules/models/geometry/to92.ts';
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
 * TO-247-3, -2, -4, -5, TO-126-3 and TO-220F-2/-3 read back: body and the leads, closed; volume within 1 % of to247.ts's rules; the body on
 * KiCad's TO-247-n_Vertical F.Fab box (±0.25 mm on every side), the leads through the pads.
 */
describe('TO-247, TO-126 and TO-220F 3D models read back by occt-import-js and laid on KiCad TO-247-2/-3/-4/-5, TO-126-3, TO-220F-2/-3 and TO-218-3_Vertical', () => {
  useReadBack('jianku-to247-');
  const reps = to247Representatives();

  it('the catalogue has TO-247-3 diodes and MOSFETs, TO-247-2 diodes, TO-247-4 MOSFETs, a TO-247-5 LDO, a TO-126 BJT, TO-220F-2 diodes, a TO-220F-3 MOSFET and TO-218 BJTs', () => {
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
