/**
 * Free-hanging crimp housings drawn as their catalogue box (crimp-housing-connector.ts): every catalogue JST SH
 * SHR-{nn}V-S-B has a model (in the pin-header-connector family) whose length is JST's eSH.pdf table's B (with
 * protrusions) at its circuits; the other housings (PHR, XHP, EHR, GHR, Molex 51021) answer 暂无三维模型. A
 * housing has no KiCad footprint to check against. Models of the smallest and largest are made by the worker pool
 * and read back by occt-import-js (another OpenCascade build): one closed solid, its volume and box the row's.
 */
import { families, type Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import {
  CRIMP_HOUSING_ROWS,
  type CrimpHousingRow,
  crimpHousingLength,
  crimpHousingOf,
} from '../src/modules/models/geometry/crimp-housing-connector.ts';
import { pinHeaderConnector } from '../src/modules/models/geometry/pin-header-connector.ts';
import { box, readBack, specOf, useReadBack } from './models-kicad-fit.ts';

/** The catalogue's wire-to-board parts whose part number matches. */
function wireToBoard(parts: RegExp): Item[] {
  const out: Item[] = [];
  for (const family of families()) {
    if (family.count() === 0 || family.item(0).categoryCode !== 'comp.connector.wire-to-board') continue;
    for (let i = 0; i < family.count(); i++) {
      const item = family.item(i);
      if (parts.test(item.model)) out.push(item);
    }
  }
  return out;
}

const ROW = CRIMP_HOUSING_ROWS[0] as CrimpHousingRow;

// JST eSH.pdf housing table, B (with protrusions) by circuits, as its text reads (dioderobot/demo, the row's note)
const SHR_B: Record<number, number> = {
  2: 5,
  3: 6,
  4: 7,
  5: 8,
  6: 9,
  7: 10,
  8: 11,
  9: 12,
  10: 13,
  15: 18,
  20: 23,
};

describe("JST SH crimp housings as the catalogue's box", () => {
  const items = wireToBoard(ROW.parts);

  it('every SHR-{nn}V-S-B has a model of the table length; the other housings none', () => {
    expect(items.length).toBeGreaterThanOrEqual(9);
    for (const item of items) {
      const n = Number(item.params.positions?.si);
      const spec = specOf(pinHeaderConnector, item);
      expect(spec.params.housing, item.model).toBe(1);
      expect(spec.productName).toBe(ROW.name(n));
      expect(item.model).toBe(`SHR-${String(n).padStart(2, '0')}V-S-B`);
    }
    for (const [n, b] of Object.entries(SHR_B))
      expect(crimpHousingLength(ROW, Number(n)), n).toBeCloseTo(b, 6);
    const others = wireToBoard(/^(PHR-\d+|XHP-\d+|EHR-\d+|GHR-\d\dV-S|51021-\d{4})$/);
    expect(others.length).toBeGreaterThanOrEqual(15 + 15 + 14 + 14 + 14);
    for (const item of others) {
      expect(crimpHousingOf(item), item.model).toBeUndefined();
      expect(
        pinHeaderConnector.spec({ ...item, package: item.package ?? null, standard: null }),
        item.model,
      ).toBe('no-model');
    }
  });

  describe('read back by occt-import-js', () => {
    useReadBack('jianku-crimp-housings-');
    for (const model of ['SHR-02V-S-B', 'SHR-10V-S-B'])
      it(`${model}: one solid, volume, the row's box`, async () => {
        const item = items.find((i) => i.model === model);
        const [row, n] = (item && crimpHousingOf(item)) || [];
        if (!item || !row || !n) throw new Error(`no ${model}`);
        const L = crimpHousingLength(row, n);
        const meshes = await readBack(specOf(pinHeaderConnector, item), {
          volume: L * row.W * row.H,
          solids: 1,
        });
        const [lo, hi] = box(meshes);
        const want = [-L / 2, -row.W / 2, 0, L / 2, row.W / 2, row.H];
        [...lo, ...hi].forEach((v, i) => {
          expect(v, `box ${i}`).toBeCloseTo(want[i] ?? Number.NaN, 3);
        });
      }, 120_000);
  });
});
