/**
 * Chip resistor arrays', chip inductors' and the 1812 / 1218 chip resistors' 3D models (issue 11) read back by an independent reader
 * (occt-import-js): for one catalogue item of every KiCad outline they are built on, the STEP's solids are
 * closed and counted, the volume is within 1 % of the volume computed HERE from the outline tables and the
 * construction rules of resistor-array.ts's and chip-inductor.ts's headers, and the model sits on KiCad's
 * footprint (/usr/share/kicad/footprints): the outline within 0.25 mm of F.Fab on every side, each terminal
 * on a pad of its own (and terminal n on pad n, from the table). The power inductors named by their body size
 * (power-inductor-box.ts: Sunlord SWPA, TDK TFM252012) are one box each, its plan KiCad's F.Fab.
 */
import { families, type Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import {
  chipInductor,
  INDUCTOR_KICAD,
  INDUCTOR_OUTLINES,
} from '../src/modules/models/geometry/chip-inductor.ts';
import { CHIP_OUTLINES, chipResistor } from '../src/modules/models/geometry/chip-resistor.ts';
import type { Family } from '../src/modules/models/geometry/family.ts';
import {
  type PowerInductorBox,
  powerInductorBox,
} from '../src/modules/models/geometry/power-inductor-box.ts';
import {
  ARRAY_OUTLINES,
  type ArrayOutline,
  arrayOutline,
  resistorArray,
  terminalCentre,
} from '../src/modules/models/geometry/resistor-array.ts';
import {
  components,
  footCentre,
  footprint,
  type Mesh,
  readBackOnFootprint,
  specOf,
  useReadBack,
} from './models-kicad-fit.ts';
import { meshCheck } from './models-volume.ts';

/** One chip resistor array of every KiCad outline the catalogue's arrays are built on, and the item counts. */
function arrayRepresentatives(): { items: Map<string, Item>; modelled: number; total: number } {
  const items = new Map<string, Item>();
  let [modelled, total] = [0, 0];
  for (const family of families()) {
    if (family.count() === 0 || family.item(0).categoryCode !== 'comp.passive.resistor.array') continue;
    for (let i = 0; i < family.count(); i++) {
      const item = family.item(i);
      const o = arrayOutline(item.package ?? null, item.params.terminal?.display, item.params.elements?.si);
      total++;
      if (!o) continue;
      modelled++;
      if (!items.has(o.kicad)) items.set(o.kicad, item);
    }
  }
  return { items, modelled, total };
}

describe('resistor array and chip inductor 3D models read back by occt-import-js and laid on KiCad footprints', () => {
  useReadBack('jianku-arrays3d-');

  // chip resistor arrays: one item per KiCad R_Array outline the catalogue's arrays are built on
  const arrays = arrayRepresentatives();
  it(`resistor arrays: ${arrays.modelled} of ${arrays.total} catalogue arrays on ${arrays.items.size} KiCad outlines; terminal n of every outline lands on KiCad pad n`, () => {
    expect(arrays.items.size).toBe(12);
    expect(arrays.modelled / arrays.total).toBeGreaterThan(0.8);
    for (const o of Object.values(ARRAY_OUTLINES).flatMap((t) => Object.values(t)) as ArrayOutline[]) {
      const pads = footprint(o.kicad).pads;
      for (let i = 0; i < 2 * o.n; i++) {
        const [x, y3d] = terminalCentre(o, i);
        const pad = pads.find((q) => q.num === String(i + 1));
        expect(
          pad && Math.abs(x - pad.x) <= pad.w / 2 && Math.abs(-y3d - pad.y) <= pad.h / 2,
          `${o.kicad} terminal ${i + 1} at (${x}, ${-y3d}) on pad ${i + 1}`,
        ).toBe(true);
      }
    }
  });
  for (const [kicad, item] of arrays.items) {
    it(`${kicad} (${item.model}): closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      const o = arrayOutline(item.package ?? null, item.params.terminal?.display, item.params.elements?.si);
      if (!o) throw new Error(`${item.model}: no outline`);
      // resistor-array.ts header: the terminals fill the notches of the body, the whole is the box
      const { meshes, fp } = await readBackOnFootprint(
        specOf(resistorArray, item),
        { volume: o.W * o.L * o.T, solids: 1 + 2 * o.n },
        { kicad, height: o.T },
      );
      const terminals = meshes.filter((m) => m.name !== 'body').flatMap(components);
      expect(terminals.length, 'terminals').toBe(2 * o.n);
      const metal = meshes.filter((m) => m.name !== 'body').reduce((v, m) => v + meshCheck(m).volume, 0);
      const want = 2 * o.n * o.pb * o.A1 * o.T;
      expect(Math.abs(metal - want) / want, `terminals ${metal} vs ${want} mm³`).toBeLessThan(0.01);
      const used = new Set<number>();
      for (const t of terminals) {
        const [x, y] = footCentre(t, o.T);
        const pad = fp.pads.findIndex((p) => Math.abs(x - p.x) <= p.w / 2 && Math.abs(y - p.y) <= p.h / 2);
        expect(pad, `terminal at (${x.toFixed(3)}, ${y.toFixed(3)}) on a KiCad pad`).toBeGreaterThanOrEqual(
          0,
        );
        expect(used.has(pad), `one terminal per pad (${fp.pads[pad]?.num})`).toBe(false);
        used.add(pad);
      }
    });
  }

  // chip inductors of every size the catalogue holds an outline for, and the chip resistor sizes KiCad's 3D
  // generator table gives (1812, 1218): one item each, built as three boxes on KiCad's L_ / R_ footprint
  const chips: { item: Item; family: Family; kicad: string; o: readonly [number, number, number, number] }[] =
    [];
  const seen = new Set<string>();
  const KICAD_R: Readonly<Record<string, string>> = {
    '1812': 'R_1812_4532Metric',
    '1218': 'R_1218_3246Metric',
  };
  for (const f of families()) {
    const code = f.count() > 0 ? f.item(0).categoryCode : '';
    const inductor = code === 'comp.passive.inductor.chip';
    if (!inductor && code !== 'comp.passive.resistor.chip') continue;
    for (let i = 0; i < f.count(); i += inductor ? 1 : 50) {
      const item = f.item(i);
      const size = item.params.case_size?.display ?? '';
      const kicad = inductor ? INDUCTOR_KICAD[size] : KICAD_R[size];
      const o = inductor ? INDUCTOR_OUTLINES[size] : CHIP_OUTLINES[size];
      if (!kicad || !o || seen.has(kicad)) continue;
      seen.add(kicad);
      chips.push({ item, family: inductor ? chipInductor : chipResistor, kicad, o });
    }
  }
  it('the catalogue has chip inductors (0402) and chip resistors (1812, 1218) of the sizes we model', () => {
    const kinds = chips.map((c) => c.kicad);
    for (const k of ['L_0402_1005Metric', 'R_1812_4532Metric', 'R_1218_3246Metric'])
      expect(kinds).toContain(k);
  });
  for (const { item, family, kicad, o } of chips) {
    it(`${kicad} (${item.model}): closed solids, volume within 1 %, on KiCad's footprint`, {
      timeout: 100_000,
    }, async () => {
      const [L, W, T, a] = o;
      const { meshes, fp } = await readBackOnFootprint(
        specOf(family, item),
        { volume: L * W * T, solids: 3 },
        { kicad, height: T },
      );
      for (const [i, name] of ['pad 1', 'pad 2'].entries()) {
        const m = meshes.find((x) => x.name === name);
        expect(m, name).toBeDefined();
        const [x, y] = footCentre(m as Mesh, T);
        expect(Math.abs(x - (i === 0 ? -L / 2 + a / 2 : L / 2 - a / 2)), `${name} band`).toBeLessThan(1e-3);
        const pad = fp.pads.find((q) => q.num === String(i + 1));
        expect(
          pad && Math.abs(x - pad.x) <= pad.w / 2 && Math.abs(y - pad.y) <= pad.h / 2,
          `${name} at (${x}, ${y}) on pad ${i + 1}`,
        ).toBe(true);
      }
    });
  }

  // power inductors named by their body size: one item per KiCad footprint, the body a box on its F.Fab
  const boxes = new Map<string, { item: Item; o: PowerInductorBox }>();
  let boxed = 0;
  for (const f of families()) {
    if (f.count() === 0 || f.item(0).categoryCode !== 'comp.passive.inductor.chip') continue;
    for (let i = 0; i < f.count(); i++) {
      const item = f.item(i);
      const o = powerInductorBox({ package: item.package ?? null, model: item.model });
      if (!o) continue;
      boxed++;
      if (!boxes.has(o.kicad)) boxes.set(o.kicad, { item, o });
    }
  }
  it(`power inductors by body size: ${boxed} items (Sunlord SWPA 3015/4030/6045, TDK TFM252012) on four KiCad footprints`, () => {
    expect(boxed).toBe(16);
    expect([...boxes.keys()].sort()).toEqual(
      ['L_1008_2520Metric', 'L_Sunlord_SWPA30xxS', 'L_Sunlord_SWPA40xxS', 'L_Sunlord_SWPA60xxS'].sort(),
    );
  });
  for (const [kicad, { item, o }] of boxes) {
    it(`${kicad} (${item.model}): one closed box ${o.L} × ${o.W} × ${o.H}, volume within 1 %, on KiCad's F.Fab`, {
      timeout: 100_000,
    }, async () => {
      const spec = specOf(chipInductor, item);
      expect(spec.productName).toBe(kicad);
      await readBackOnFootprint(spec, { volume: o.L * o.W * o.H, solids: 1 }, { kicad, height: o.H });
    });
  }
});
