/**
 * TO-252 (DPAK), TO-263 (D2PAK), SOT-89, TDSON-8-1, Vishay's PowerPAK 1212-8 and TO-277A 3D models read back by an independent reader (occt-import-js): for one
 * catalogue item of every such package the catalogue uses, the STEP is a body, a tab and one solid per lead, each
 * closed; the total volume is within 1 % of the volume computed HERE from the outline table and dpak.ts's
 * construction rules; and the model sits on KiCad's footprint of that package (/usr/share/kicad/footprints): the
 * whole outline within 0.25 mm of the F.Fab outline (which draws the leads) on every side, each lead's foot on its own pad (pin n on pad n).
 */
import type { Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import { componentPackage } from '../src/modules/models/geometry/component-package.ts';
import { type DirectFetOutline, directFetPads } from '../src/modules/models/geometry/directfet.ts';
import { type DpakOutline, dpakLeadYs } from '../src/modules/models/geometry/dpak.ts';
import type { PackageOutline } from '../src/modules/models/geometry/outline-types.ts';
import { POWER_SON_OUTLINES, sonLeadYs } from '../src/modules/models/geometry/power-son.ts';
import { TO277_OUTLINES, type To277Outline } from '../src/modules/models/geometry/to277.ts';
import {
  box,
  components,
  footCentre,
  isBody,
  type Mesh,
  type Pad,
  readBackOnFootprint,
  representativesBy,
  SPREAD_200,
  specOf,
  useReadBack,
} from './models-kicad-fit.ts';

/** dpak.ts's header: the tab, the body less the tab under it, and the leads. */
function dpakVolume(o: DpakOutline): number {
  const xr = o.X / 2;
  const bx0 = xr - o.project - o.bodyX;
  const underBody = (xr - o.project - (xr - o.tabX)) * o.tabY * o.tabZ;
  const lead = o.pinY * o.pinZ * (xr + bx0 + (o.flat ? 0 : o.zh));
  const leads = dpakLeadYs(o.pins, o.pitch, o.cut).length;
  return o.tabX * o.tabY * o.tabZ + o.bodyX * o.bodyY * o.bodyZ - underBody + leads * lead;
}

/** One item of every TO-252 / TO-263 / SOT-89 footprint the catalogue's packages map to (every item of a family up to
 * 2000: TO-252-5 is one LDO's). */
function representatives(): { item: Item; outline: DpakOutline }[] {
  const dpak = (o: PackageOutline) => (o.kind === 'dpak' ? { key: o.kicad, outline: o } : undefined);
  return [...representativesBy(dpak).values()];
}

describe('TO-252 / TO-263 / SOT-89 / TDSON-8 3D models read back by occt-import-js and laid on KiCad footprints', () => {
  useReadBack('jianku-dpak-');
  const reps = representatives();

  it('the catalogue has DPAK, TO-252-3, TO-252-5, D2PAK, TO-263-5, TO-263-6, TO-263-7 and SOT-89-3 parts', () => {
    const kinds = new Set(reps.map((r) => r.outline.kicad));
    for (const k of [
      'TO-252-2',
      'TO-252-3_TabPin2',
      'TO-252-5_TabPin3',
      'TO-263-2',
      'TO-263-5_TabPin3',
      'TO-263-7_TabPin8',
      'TO-263-6',
      'SOT-89-3',
    ])
      expect(kinds, k).toContain(k);
  });

  for (const { item, outline } of reps) {
    it(`${outline.kicad} (${item.model}): closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      const leadYs = dpakLeadYs(outline.pins, outline.pitch, outline.cut);
      // KiCad's F.Fab of the TO-252 / TO-263 footprints draws the leads and the tab too: the whole model's plan
      // against it; SOT-89-3's draws the moulded body only
      const { meshes, lo, hi, fp } = await readBackOnFootprint(
        specOf(componentPackage, item),
        { volume: dpakVolume(outline), solids: 2 + leadYs.length },
        { kicad: outline.kicad, height: outline.bodyZ, outlined: outline.flat ? isBody : undefined },
      );
      // the body's lead-side face on F.Fab's body line (where the leads leave it)
      const [blo] = box(meshes.filter(isBody));
      const bodyLine = outline.X / 2 - outline.project - outline.bodyX;
      expect(Math.abs((blo[0] ?? 0) - bodyLine), 'body face').toBeLessThan(1e-3);
      const leads = meshes.filter((m) => m.name !== 'body' && m.name !== 'tab').flatMap(components);
      expect(leads.length, 'leads').toBe(leadYs.length);
      // pin numbers: lead positions counted from +Y (3D) are KiCad's pad numbers 1…n
      const height = (hi[2] ?? 0) - (lo[2] ?? 0);
      for (const lead of leads) {
        const [x, y] = footCentre(lead, height);
        const slot = Math.round((y + ((outline.pins - 1) / 2) * outline.pitch) / outline.pitch);
        const pad = fp.pads.find(
          (p) => p.num === String(slot + 1) && Math.abs(x - p.x) <= p.w / 2 && Math.abs(y - p.y) <= p.h / 2,
        );
        expect(pad, `foot at (${x.toFixed(3)}, ${y.toFixed(3)}) on KiCad pad ${slot + 1}`).toBeDefined();
      }
    });
  }

  // TDSON-8-1 and Vishay's PowerPAK 1212-8: leads 1–4 on their pads, the drain (leads 5–8 and the pad, one solid) on
  // KiCad's pad 5
  const sons = sonRepresentatives();
  it('the catalogue has TDSON-8-1, PowerPAK 1212-8 and AOS DFN 5 × 6 parts', () => {
    expect([...sons.keys()].sort()).toEqual(
      Object.values(POWER_SON_OUTLINES)
        .map((o) => o.kicad)
        .sort(),
    );
  });
  for (const o of Object.values(POWER_SON_OUTLINES)) {
    const item = sons.get(o.kicad);
    it(`${o.kicad} (${item?.model}): closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      expect(item, `a ${o.kicad} part in the catalogue`).toBeDefined();
      const volume = o.E1 * o.D1 * (o.A1 + o.A2 - o.c) + (8 * o.b * o.L + o.padX * o.padY) * o.c;
      const { meshes, lo, hi, fp } = await readBackOnFootprint(
        specOf(componentPackage, item as Item),
        { volume, solids: 6 },
        { kicad: o.kicad, outlined: isBody },
      );
      const pieces = meshes.filter((m) => m.name !== 'body').flatMap(components);
      const height = (hi[2] ?? 0) - (lo[2] ?? 0);
      const onPads = pieces
        .map((m) => {
          const [x, y] = footCentre(m, height);
          // (the footprint's unnumbered pads are paste openings)
          return fp.pads.find(
            (p) => p.num !== '' && Math.abs(x - p.x) <= p.w / 2 && Math.abs(y - p.y) <= p.h / 2,
          )?.num;
        })
        .sort();
      expect(onPads, 'pieces on pads 1–4 and the drain on pad 5').toEqual(['1', '2', '3', '4', '5']);
      expect(sonLeadYs(o.e)).toHaveLength(4);
      expect(Math.abs((hi[2] ?? 0) - (o.A1 + o.A2)), 'top').toBeLessThan(1e-3);
    });
  }

  // TO-277A (to277.ts): the anode leads on KiCad's pads 1 and 2 (pin n on pad n), the cathode on pad 3; as tall as
  // KiCad's TO-277A.wrl (1.22)
  const to277 = representativesBy((o) => (o.kind === 'to277' ? { key: o.kicad, outline: o } : undefined));
  it('the catalogue has TO-277A parts, one per outline row', () => {
    expect([...to277.keys()]).toEqual(Object.values(TO277_OUTLINES).map((o) => o.kicad));
  });
  for (const { item, outline } of to277.values()) {
    const o = outline as To277Outline;
    it(`${o.kicad} (${item.model}): closed solids, volume within 1 %, on KiCad's footprint, pin n on pad n`, {
      timeout: 100_000,
    }, async () => {
      const frame =
        2 * o.b * (o.ya1 - o.ya0) + o.w1 * (o.y1 - o.y0) + o.w2 * (o.y2 - o.y1) + o.w3 * (o.y3 - o.y2);
      const { meshes, fp } = await readBackOnFootprint(
        specOf(componentPackage, item),
        { volume: o.E1 * o.D * (o.A - o.c) + frame * o.c, solids: 4 },
        { kicad: o.kicad, height: 1.22, outlined: isBody },
      );
      // the compound's solids in pin order: anode 1, anode 2, cathode
      const on = meshes
        .filter((m) => m.name !== 'body')
        .flatMap(components)
        .map((m) => {
          const [x, y] = footCentre(m, o.A);
          return fp.pads.find(
            (p) => p.num !== '' && Math.abs(x - p.x) <= p.w / 2 && Math.abs(y - p.y) <= p.h / 2,
          )?.num;
        });
      expect(on).toEqual(['1', '2', '3']);
    });
  }
});

/**
 * The first catalogue item on each power SON row's footprint (LFPAK33, VSON-8 and TOLL, the other power SONs:
 * models-readback-flat-leads.test.ts), 200 looked at per family.
 */
function sonRepresentatives(): Map<string, Item> {
  const kicads = new Set(Object.values(POWER_SON_OUTLINES).map((o) => o.kicad));
  const son = (o: PackageOutline) => (kicads.has(o.kicad) ? { key: o.kicad, outline: o } : undefined);
  return new Map([...representativesBy(son, SPREAD_200)].map(([key, { item }]) => [key, item]));
}

/** One item of every DirectFET outline the catalogue uses (every item of a family of up to 2000 looked at). */
function directFetRepresentatives(): { item: Item; outline: DirectFetOutline }[] {
  return [
    ...representativesBy((o) => (o.kind === 'directfet' ? { key: o.kicad, outline: o } : undefined)).values(),
  ];
}

/** The KiCad pad number a piece (a solid standing on the board) covers most, all pads of a number together. */
function padUnder(piece: Mesh, pads: readonly Pad[]): string {
  const [lo, hi] = box([piece]);
  // footprint coordinates: Y down
  const [x0, x1, y0, y1] = [lo[0] ?? 0, hi[0] ?? 0, -(hi[1] ?? 0), -(lo[1] ?? 0)];
  const cover = new Map<string, number>();
  for (const p of pads) {
    const w = Math.min(x1, p.x + p.w / 2) - Math.max(x0, p.x - p.w / 2);
    const h = Math.min(y1, p.y + p.h / 2) - Math.max(y0, p.y - p.h / 2);
    if (w > 0 && h > 0) cover.set(p.num, (cover.get(p.num) ?? 0) + w * h);
  }
  const best = [...cover.entries()].sort((a, b) => b[1] - a[1])[0];
  // at least half the piece's plan on pads of that number
  return best && best[1] >= 0.5 * (x1 - x0) * (y1 - y0) ? best[0] : 'none';
}

describe('DirectFET 3D models read back by occt-import-js and laid on KiCad DirectFET footprints', () => {
  useReadBack('jianku-directfet-');
  const reps = directFetRepresentatives();

  it('the catalogue has DirectFET MX, MN, ME, MF, MD, SQ, S1, SA, SB, S3C, L8 and L6 parts', () => {
    const kinds = new Set(reps.map((r) => r.outline.kicad));
    for (const k of [
      'DirectFET_MX',
      'DirectFET_MN',
      'DirectFET_ME',
      'DirectFET_MF',
      'DirectFET_MD',
      'DirectFET_SQ',
      'DirectFET_S1',
      'DirectFET_SA',
      'DirectFET_SB',
      'DirectFET_S3C',
      'DirectFET_L8',
      'DirectFET_L6',
    ])
      expect(kinds, k).toContain(k);
  });

  for (const { item, outline: o } of reps) {
    it(`${o.kicad} (${item.model}): closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      const pads = directFetPads(o.pads);
      // directfet.ts header: the can's top and the die, two drain wings, the gate and source pads
      const volume =
        (o.A - 2 * o.D) * o.B * (o.M - o.P) +
        o.dieX * o.dieY * (o.P - o.R) +
        2 * o.D * o.C * o.M +
        pads.reduce((v, [w, h]) => v + w * h * o.R, 0);
      const { meshes, fp } = await readBackOnFootprint(
        specOf(componentPackage, item),
        { volume, solids: 3 + pads.length },
        { kicad: o.kicad, height: o.M },
      );
      // drain wings on pad 1, the gates on pad 2 (as many as the footprint has: SA two), the sources on pad 3
      const pieces = meshes.filter((m) => m.name !== 'body').flatMap(components);
      const on = pieces.map((m) => padUnder(m, fp.pads)).sort();
      const gates = fp.pads.filter((p) => p.num === '2').length;
      const expected = ['1', '1', ...pads.map((_, i) => (i < gates ? '2' : '3'))];
      expect(on).toEqual(expected);
    });
  }
});
