/**
 * FPC connectors (fpc-connector.ts) against KiCad: every catalogue Hirose FH12-{n}S-0.5SH(55) whose position count
 * KiCad has a footprint of has a model, the others (38) answer 暂无三维模型; each part's footprint has its n pads at the
 * 0.5 pitch centred on the origin and its F.Fab outline is the row's (housing, neck and actuator, every corner and
 * no other); models of the smallest and largest are made by the worker pool and read back by occt-import-js
 * (another OpenCascade build): one closed solid, its volume and box the row's, on the board, 2.0 high.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { families, type Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import {
  FPC_ROWS,
  type FpcRow,
  fpcConnector,
  fpcRowOf,
} from '../src/modules/models/geometry/fpc-connector.ts';
import { box, footprint, readBack, specOf, useReadBack } from './models-kicad-fit.ts';

const LIB = '/usr/share/kicad/footprints/Connector_FFC-FPC.pretty';
const ROW = FPC_ROWS[0] as FpcRow;

/** The catalogue's FPC connectors. */
function fpcItems(): Item[] {
  const out: Item[] = [];
  for (const family of families()) {
    if (family.count() === 0 || family.item(0).categoryCode !== 'comp.connector.fpc') continue;
    for (let i = 0; i < family.count(); i++) out.push(family.item(i));
  }
  return out;
}

/** The axis-parallel F.Fab lines' ends of a footprint (the pin-1 chevron's slanted lines left out), as "x,y". */
function fabCorners(name: string): Set<string> {
  const text = readFileSync(`${LIB}/${name}.kicad_mod`, 'utf8');
  const line = /\(fp_line \(start ([-\d.]+) ([-\d.]+)\) \(end ([-\d.]+) ([-\d.]+)\) \(layer "F\.Fab"\)/g;
  const out = new Set<string>();
  for (const m of text.matchAll(line)) {
    const [x1, y1, x2, y2] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    if (x1 !== x2 && y1 !== y2) continue;
    out.add(`${x1},${y1}`);
    out.add(`${x2},${y2}`);
  }
  return out;
}

/** The row's outline corners at n positions (and KiCad's split of the long lines at x = 0), as "x,y". */
function rowCorners(r: FpcRow, n: number): Set<string> {
  const c = ((n - 1) * r.p) / 2;
  const q = (v: number) => Math.round(v * 1e4) / 1e4;
  const out = new Set<string>([`0,${r.y0}`, `0,${r.ya}`]);
  for (const s of [-1, 1])
    for (const [x, y] of [
      [c + r.m, r.y0],
      [c + r.m, r.y1],
      [c + r.k, r.y1],
      [c + r.k, r.yk],
      [c + r.a, r.yk],
      [c + r.a, r.ya],
    ] as const)
      out.add(`${q(s * x)},${y}`);
  return out;
}

const volumeOf = (r: FpcRow, n: number) => {
  const c = ((n - 1) * r.p) / 2;
  return (
    r.H * (2 * (c + r.m) * (r.y1 - r.y0) + 2 * (c + r.k) * (r.yk - r.y1) + 2 * (c + r.a) * (r.ya - r.yk))
  );
};

describe("Hirose FH12 FPC connector models on KiCad's Connector_FFC-FPC footprints", () => {
  const items = fpcItems().filter((i) => i.model.startsWith('FH12-'));

  it('every FH12 of a position count KiCad has a footprint of has a model, FH12-38S none', () => {
    expect(items.length).toBe(20);
    const held = items.filter((i) => fpcRowOf(i));
    expect(items.filter((i) => !held.includes(i)).map((i) => i.model)).toEqual(['FH12-38S-0.5SH(55)']);
    for (const item of held) expect(specOf(fpcConnector, item).family, item.model).toBe('fpc-connector');
    // the key dimensions as shown on the model: sums of table figures without binary noise (W was 5.6000000000000005)
    for (const item of held)
      for (const d of specOf(fpcConnector, item).dimensions)
        expect(String(d.value).length, `${item.model} ${d.symbol} = ${d.value}`).toBeLessThan(10);
    const kicad = readdirSync(LIB)
      .map((f) => /^Hirose_FH12-(\d+)S-0\.5SH_1x\d+-1MP_P0\.50mm_Horizontal\.kicad_mod$/.exec(f)?.[1])
      .filter((n) => n !== undefined)
      .map(Number);
    expect([...ROW.ns].sort((a, b) => a - b)).toEqual(kicad.sort((a, b) => a - b));
    expect(
      fpcConnector.spec({
        ...(items.find((i) => i.model.startsWith('FH12-38S')) as Item),
        package: null,
        standard: null,
      }),
    ).toBe('no-model');
  });

  it("each part's footprint has its n pads at the pitch and the row's outline on F.Fab", () => {
    for (const item of items) {
      const [row, n] = fpcRowOf(item) ?? [];
      if (!row || !n) continue;
      const c = ((n - 1) * row.p) / 2;
      const pads = footprint(row.kicad(n)).pads;
      const signal = pads.filter((q) => q.num !== 'MP');
      expect(
        signal.map((q) => [q.num, q.x]),
        item.model,
      ).toEqual(
        Array.from({ length: n }, (_, i) => [String(i + 1), Math.round((-c + i * row.p) * 1e4) / 1e4]),
      );
      expect(pads.filter((q) => q.num === 'MP').length).toBe(2);
      expect([...fabCorners(row.kicad(n))].sort(), item.model).toEqual([...rowCorners(row, n)].sort());
    }
  });

  describe('read back by occt-import-js', () => {
    useReadBack('jianku-fpc-');
    for (const n of [6, 50])
      it(`FH12-${n}S: one solid, volume, the row's box, on the board`, async () => {
        const item = items.find((i) => i.model === `FH12-${n}S-0.5SH(55)`);
        if (!item) throw new Error(`no FH12-${n}S`);
        const meshes = await readBack(specOf(fpcConnector, item), { volume: volumeOf(ROW, n), solids: 1 });
        const [lo, hi] = box(meshes);
        const x = ((n - 1) * ROW.p) / 2 + ROW.m;
        const want = [-x, -ROW.ya, 0, x, -ROW.y0, ROW.H];
        [...lo, ...hi].forEach((v, i) => {
          expect(v, `box ${i}`).toBeCloseTo(want[i] ?? Number.NaN, 3);
        });
      }, 120_000);
  });
});
