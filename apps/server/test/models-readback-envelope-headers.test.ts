/**
 * Surface-mount headers drawn as their housing's envelope (envelope-header-connector.ts) against KiCad: every
 * catalogue JST SH side-entry SM{nn}B-SRSS-TB has a model (in the pin-header-connector family), the SH top entry and
 * the PH surface-mount headers answer 暂无三维模型; each part's footprint has its n pads at the row's pitch centred
 * on the origin, two fitting-nail pads, and its F.Fab box is the row's plan; models of the smallest and largest are
 * made by the worker pool and read back by occt-import-js (another OpenCascade build): one closed solid, its volume
 * and box the row's.
 */
import { families, type Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_HEADER_ROWS,
  type EnvelopeHeaderRow,
  envelopeHeaderOf,
} from '../src/modules/models/geometry/envelope-header-connector.ts';
import { pinHeaderConnector } from '../src/modules/models/geometry/pin-header-connector.ts';
import { box, footprint, readBack, specOf, useReadBack } from './models-kicad-fit.ts';

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

const ROW = ENVELOPE_HEADER_ROWS[0] as EnvelopeHeaderRow;
const half = (r: EnvelopeHeaderRow, n: number) => ((n - 1) * r.p) / 2 + r.m;

describe("JST SH side-entry headers as housing envelopes on KiCad's Connector_JST footprints", () => {
  const items = wireToBoard(ROW.parts);

  it('every SM{nn}B-SRSS-TB has a model; the SH top entry and the PH SM4 headers none', () => {
    expect(items.map((i) => i.params.positions?.si).sort((a, b) => Number(a) - Number(b))).toEqual([
      ...ROW.ns,
    ]);
    for (const item of items) {
      const spec = specOf(pinHeaderConnector, item);
      expect(spec.params.envelope, item.model).toBe(1);
      expect(spec.productName).toBe(ROW.kicad(Number(item.params.positions?.si)));
    }
    const others = wireToBoard(/^(BM\d\dB-SRSS-TB|[BS]\d+B-PH-SM4-TB)$/);
    expect(others.length).toBeGreaterThanOrEqual(14 + 29);
    for (const item of others) {
      expect(envelopeHeaderOf(item), item.model).toBeUndefined();
      expect(
        pinHeaderConnector.spec({ ...item, package: item.package ?? null, standard: null }),
        item.model,
      ).toBe('no-model');
    }
  });

  it("each part's footprint has its n pads at the pitch, two nails and the row's plan on F.Fab", () => {
    for (const item of items) {
      const [row, n] = envelopeHeaderOf(item) ?? [];
      if (!row || !n) throw new Error(`${item.model}: no row`);
      const fp = footprint(row.kicad(n));
      const c = ((n - 1) * row.p) / 2;
      expect(
        fp.pads.filter((q) => q.num !== 'MP').map((q) => [q.num, q.x]),
        item.model,
      ).toEqual(
        Array.from({ length: n }, (_, i) => [String(i + 1), Math.round((-c + i * row.p) * 1e4) / 1e4]),
      );
      expect(fp.pads.filter((q) => q.num === 'MP').length).toBe(2);
      const want = [-half(row, n), row.y0, half(row, n), row.y1];
      fp.fab.forEach((v, i) => {
        expect(v, `${item.model} F.Fab ${i}`).toBeCloseTo(want[i] ?? Number.NaN, 3);
      });
    }
  });

  describe('read back by occt-import-js', () => {
    useReadBack('jianku-envelope-headers-');
    for (const model of ['SM02B-SRSS-TB', 'SM20B-SRSS-TB'])
      it(`${model}: one solid, volume, the row's box`, async () => {
        const item = items.find((i) => i.model === model);
        const [row, n] = (item && envelopeHeaderOf(item)) || [];
        if (!item || !row || !n) throw new Error(`no ${model}`);
        const x = half(row, n);
        const meshes = await readBack(specOf(pinHeaderConnector, item), {
          volume: 2 * x * (row.y1 - row.y0) * row.H,
          solids: 1,
        });
        const [lo, hi] = box(meshes);
        const want = [-x, -row.y1, 0, x, -row.y0, row.H];
        [...lo, ...hi].forEach((v, i) => {
          expect(v, `box ${i}`).toBeCloseTo(want[i] ?? Number.NaN, 3);
        });
      }, 120_000);
  });
});
