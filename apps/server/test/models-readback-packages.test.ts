/**
 * Component packages' 3D models (MELF, DO-214, SOD-123, SOD-323, flat-lead SOD-123F/-323F/-523, SOT-23/-23-5/-23-6/-223, SOIC, TSSOP,
 * MSOP and SOIC-8 (and with an exposed pad), VSSOP, LQFP, TQFP; and
 * through-hole: DO-41, DO-35, YAGEO leaded resistors, TO-220 (-3, -2, -4), whose leads must go through KiCad's pads) read back by an independent reader (occt-import-js): for one catalogue item of every package the
 * catalogue uses and we hold an outline for, the STEP is a body plus one solid per lead, each closed; the
 * total volume is within 1 % of the volume computed HERE from the outline table and the construction rules
 * of component-package.ts's header; and the model sits on KiCad's footprint of that package
 * (/usr/share/kicad/footprints): the body within 0.25 mm of the F.Fab outline on every side, and each
 * lead's foot inside the pad of its pin number.
 */
import { families, type Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import { LEAD_BELOW } from '../src/modules/models/geometry/axial.ts';
import { MLCC_KICAD, MLCC_OUTLINES } from '../src/modules/models/geometry/chip-capacitor.ts';
import { INDUCTOR_KICAD, INDUCTOR_OUTLINES } from '../src/modules/models/geometry/chip-inductor.ts';
import { componentPackage, leadPlaces } from '../src/modules/models/geometry/component-package.ts';
import { leadedOutline, leadedResistor } from '../src/modules/models/geometry/leaded-resistor.ts';
import { PACKAGE_OUTLINES, type PackageOutline } from '../src/modules/models/geometry/package-outlines.ts';
import { tantalumCapacitor, tantalumOutline } from '../src/modules/models/geometry/tantalum-capacitor.ts';
import {
  box,
  components,
  footCentre,
  footprint,
  isBody,
  type Mesh,
  type Pad,
  readBack,
  readBackOnFootprint,
  representativesBy,
  specOf,
  useReadBack,
} from './models-kicad-fit.ts';

/** Volume, solid count and the body's box, from the outline table only. */
function expected(o: PackageOutline): { volume: number; solids: number; body: [number, number] } {
  if (o.kind === 'dpak' || o.kind === 'power-son')
    throw new Error('TO-252 / TO-263 / SOT-89 / TDSON: models-readback-power.test.ts');
  if (o.kind === 'to92' || o.kind === 'to247' || o.kind === 'to3' || o.kind === 'to220-staggered')
    throw new Error('TO-92 / TO-247 / TO-3 / TO-220-5 staggered: models-readback-inline-tht.test.ts');
  if (o.kind === 'directfet') throw new Error('DirectFET: models-readback-power.test.ts');
  if (o.kind === 'metal-can') throw new Error('TO-39: models-readback-inline-tht.test.ts');
  if (o.kind === 'to277') throw new Error('TO-277A: models-readback-power.test.ts');
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
    // a two-row DFN / WSON: body E × D, pad E2 × D2 (component-package.ts header)
    const [E, E2] = o.rows === 2 ? [o.E ?? 0, o.E2 ?? 0] : [o.D, o.D2];
    const frame = (o.pins * o.b * o.L + E2 * o.D2) * o.A3;
    const pad = o.D2 > 0 ? 1 : 0;
    return { volume: E * o.D * (o.A - o.A3) + frame, solids: o.pins + 1 + pad, body: [E, o.D] };
  }
  const zh = o.A1 + o.A2 / 2 - o.c / 2;
  const area = o.c * ((o.E - o.E1) / 2 + (o.flat ? 0 : zh));
  // SOT-223's tab lead, SOT-143's pin 1 and SC-82AB's pin 2 are b1 wide
  const widths = o.b1 !== undefined ? (o.pins - 1) * o.b + o.b1 : o.pins * o.b;
  // an HTSSOP's exposed pad: E2 × D2 from the board to A1
  const ep = (o.E2 ?? 0) * (o.D2 ?? 0);
  const volume = o.D * o.E1 * o.A2 + area * widths + ep * o.A1;
  return { volume, solids: 1 + o.pins + (ep > 0 ? 1 : 0), body: [o.E1, o.D] };
}

/** An axial part (axial.ts header): the body cylinder and two leads, each two cylinders and the ball at the bend. */
function axialVolume(o: { L: number; D: number; d: number; P: number }): number {
  const r = o.d / 2;
  const lead =
    Math.PI * r * r * ((o.P - o.L) / 2 + o.D / 2 + LEAD_BELOW) - (4 * r ** 3) / 3 + (Math.PI * r ** 3) / 3;
  return (Math.PI / 4) * o.D ** 2 * o.L + 2 * lead;
}

/** One item of every KiCad footprint the catalogue's packages with an outline map to. */
function representatives(): { item: Item; outline: PackageOutline }[] {
  return [...representativesBy((o) => ({ key: o.kicad, outline: o })).values()];
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

describe('component package 3D models read back by occt-import-js and laid on KiCad footprints', () => {
  useReadBack('jianku-pkg3d-');

  it('pin numbers: lead n of every gull-wing and QFN outline lands on KiCad pad n', () => {
    for (const o of Object.values(PACKAGE_OUTLINES)) {
      if (o.kind !== 'gullwing' && o.kind !== 'qfn') continue;
      const pads = footprint(o.kicad).pads;
      const dual = o.kind === 'qfn' && o.rows === 2;
      const layout = o.kind === 'qfn' ? { ...o, layout: dual ? ('dual' as const) : ('quad' as const) } : o;
      leadPlaces(layout).forEach((place, i) => {
        const foot = (o.kind === 'qfn' ? (o.E ?? o.D) : o.E) / 2 - o.L / 2;
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

  it("MLCC and chip inductor outlines sit on KiCad's C_<size> / L_<size> footprints: body on F.Fab (±0.25 mm), terminations on pads 1 and 2", () => {
    const outlines = [
      ...Object.entries(MLCC_OUTLINES).map(([size, o]) => [MLCC_KICAD[size], o] as const),
      ...Object.entries(INDUCTOR_OUTLINES).map(([size, o]) => [INDUCTOR_KICAD[size], o] as const),
    ];
    for (const [kicad, [L, W, , a]] of outlines) {
      const size = kicad ?? '';
      const fp = footprint(size);
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
  const reps = all.filter(
    (r) =>
      r.outline.kind !== 'axial' &&
      r.outline.kind !== 'dpak' &&
      r.outline.kind !== 'power-son' &&
      r.outline.kind !== 'to92' &&
      r.outline.kind !== 'to247' &&
      r.outline.kind !== 'to3' &&
      r.outline.kind !== 'to220-staggered' &&
      r.outline.kind !== 'directfet' &&
      r.outline.kind !== 'metal-can' &&
      r.outline.kind !== 'to277' &&
      !standing(r.outline.kind),
  );
  it('the catalogue has items of the packages we model (MELF, MiniMELF, DO-214, SOD-123, SOD-123F, SOD-323F, SOD-523, SOD-323, CFP3, SOD-128, SOT, SC-74, SOT-23-6, SOT-143, SC-82AB, SuperSOT-6, SOT-563, SC-70, TSOT, TSOP-6, SOIC, SOIC-8-1EP, TSSOP, MSOP, MSOP-1EP, VSSOP, LQFP, QFN (also the RP2040 QFN-56), WSON, LFCSP-6)', () => {
    const kinds = new Set(reps.map((r) => r.outline.kicad));
    for (const k of [
      'R_MiniMELF_MMA-0204',
      'D_SMA',
      'D_SOD-123',
      'SOT-23',
      'SOT-23-6',
      'SOT-223-3_TabPin2',
      'LQFP-48_7x7mm_P0.5mm',
      'LQFP-176_24x24mm_P0.5mm',
      'LQFP-208_28x28mm_P0.5mm',
      'UFQFPN-32-1EP_5x5mm_P0.5mm_EP3.5x3.5mm',
      'QFN-36-1EP_6x6mm_P0.5mm_EP4.1x4.1mm',
      'SOT-323_SC-70',
      'SOT-353_SC-70-5',
      'SOT-363_SC-70-6',
      'TSOT-23-5',
      'MSOP-8_3x3mm_P0.65mm',
      'VSSOP-8_3.0x3.0mm_P0.65mm',
      'D_MiniMELF',
      'D_MicroMELF',
      'WSON-6-1EP_2x2mm_P0.65mm_EP1x1.6mm',
      'SOT-553',
      'QFN-28_4x4mm_P0.5mm',
      'D_SOD-323F',
      'D_SOD-123F',
      'D_SOD-523',
      'WSON-8-1EP_3x3mm_P0.5mm_EP1.2x2mm',
      'WSON-8-1EP_4x4mm_P0.8mm_EP2.2x3mm',
      'MSOP-8-1EP_3x3mm_P0.65mm_EP1.68x1.88mm',
      'MSOP-10-1EP_3x3mm_P0.5mm_EP1.68x1.88mm',
      'MSOP-12-1EP_3x4mm_P0.65mm_EP1.65x2.85mm',
      'D_SOD-323',
      'TSOT-23',
      'SuperSOT-6',
      'SOT-143',
      'SC-82AB',
      'SOT-563',
      'TSSOP-14_4.4x5mm_P0.65mm',
      'SOIC-8-1EP_3.9x4.9mm_P1.27mm_EP2.29x3mm',
      'TSOP-6_1.65x3.05mm_P0.95mm',
      'QFN-56-1EP_7x7mm_P0.4mm_EP3.2x3.2mm',
      'ST_UFQFPN-20_3x3mm_P0.5mm',
      'Texas_DQK',
      'Panasonic_HSON-8_8x8mm_P2.00mm',
      'Nexperia_CFP3_SOD-123W',
      'D_SOD-128',
      'SC-74-6_1.5x2.9mm_P0.95mm',
      'LFCSP-6-1EP_2x2mm_P0.65mm_EP1x1.6mm',
      'Texas_S-PVQFN-N20_EP3.15x3.15mm',
    ])
      expect(kinds, k).toContain(k);
  });

  for (const { item, outline } of reps) {
    it(`${outline.kicad} (${item.model}): closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      // a MELF's caps are part of its outline (KiCad's F.Fab draws the whole cylinder)
      const { meshes, lo, hi, fp } = await readBackOnFootprint(
        specOf(componentPackage, item),
        expected(outline),
        {
          kicad: outline.kicad,
          outlined: outline.kind === 'melf' ? undefined : isBody,
        },
      );
      // every lead (a solid of the "pins" compound, or a "pin n" terminal) stands on its own pad
      const height = (hi[2] ?? 0) - (lo[2] ?? 0);
      const leads = meshes.filter((m) => m.name !== 'body').flatMap(components);
      // two terminals, n leads, or n terminals and the exposed pad of a QFN (KiCad's pad n + 1) if it has one
      const twoTerminal = outline.kind === 'melf' || outline.kind === 'jlead' || outline.kind === 'axial';
      const exposedPad =
        (outline.kind === 'qfn' || outline.kind === 'gullwing') && (outline.D2 ?? 0) > 0 ? 1 : 0;
      const pins = 'pins' in outline ? outline.pins : 0;
      expect(leads.length, 'leads').toBe(twoTerminal ? 2 : pins + exposedPad);
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
  it("the catalogue has through-hole items we model (DO-41, DO-35, DO-201AD, YAGEO, KOA, UNI-ROYAL and Vishay's DIN-size leaded resistors on four KiCad DIN footprints, TO-220, TO-220-2, TO-220-4, PDIP-8)", () => {
    const kinds = new Set([...axial.map((a) => a.kicad), ...all.map((r) => r.outline.kicad)]);
    for (const k of [
      'TO-220-3_Vertical',
      'TO-220-2_Vertical',
      'TO-220-4_Vertical',
      'DIP-8_W7.62mm',
      'DIP-28_W7.62mm',
      'D_DO-41_SOD81_P10.16mm_Horizontal',
      'D_DO-35_SOD27_P7.62mm_Horizontal',
      'D_DO-201AD_P15.24mm_Horizontal',
      'R_Axial_DIN0204_L3.6mm_D1.6mm_P7.62mm_Horizontal',
      'R_Axial_DIN0207_L6.3mm_D2.5mm_P10.16mm_Horizontal',
      'R_Axial_DIN0309_L9.0mm_D3.2mm_P12.70mm_Horizontal',
      'R_Axial_DIN0414_L11.9mm_D4.5mm_P15.24mm_Horizontal',
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
      // tantalum-capacitor.ts header: the body on the terminations, each an L of foot and end plate
      const volume = (o.L - 2 * o.T) * o.W * (o.H - o.T) + 2 * o.F * o.T * (o.S + o.H / 2 - o.T);
      const { meshes, fp } = await readBackOnFootprint(
        specOf(tantalumCapacitor, item),
        { volume, solids: 3 },
        { kicad: o.kicad, height: o.H },
      );
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
