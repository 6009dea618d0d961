/**
 * Wire-to-board headers (pin-header-connector.ts) against KiCad: every catalogue part of a held series has a model,
 * its footprint exists for its position count, the footprint's pads lie at the row's pitch and its F.Fab housing
 * is the row's; one model of each series is made by the worker pool and read back by occt-import-js (another
 * OpenCascade build): its solids, volume, housing box on F.Fab and posts on the pads.
 */
import { readFileSync } from 'node:fs';
import { families, type Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import {
  HEADER_ROWS,
  headerOf,
  pinHeaderConnector,
} from '../src/modules/models/geometry/pin-header-connector.ts';
import { box, components, footprint, readBack, specOf, useReadBack } from './models-kicad-fit.ts';

const KICAD_JST = '/usr/share/kicad/footprints/Connector_JST.pretty';

/** The catalogue's wire-to-board parts a row holds. */
function headerItems(): Item[] {
  const out: Item[] = [];
  for (const family of families()) {
    const first = family.count() > 0 ? family.item(0) : undefined;
    if (first?.categoryCode !== 'comp.connector.wire-to-board') continue;
    for (let i = 0; i < family.count(); i++) {
      const item = family.item(i);
      if (HEADER_ROWS.some((r) => r.parts.test(item.model))) out.push(item);
    }
  }
  return out;
}

/**
 * The housing of a connector footprint's F.Fab: the box of its closed outline, the lines both of whose ends meet
 * another line (a pin-1 mark drawn beside the housing has a loose end), as x min, y min, x max, y max (footprint
 * coordinates).
 */
function fabHousing(kicad: string): [number, number, number, number] {
  const text = readFileSync(`${KICAD_JST}/${kicad}.kicad_mod`, 'utf8');
  const line = /\(fp_line \(start ([-\d.]+) ([-\d.]+)\) \(end ([-\d.]+) ([-\d.]+)\) \(layer "F\.Fab"\)/g;
  const lines = [...text.matchAll(line)].map((m) => [m[1], m[2], m[3], m[4]].map(Number) as number[]);
  const ends = new Map<string, number>();
  const key = (x = 0, y = 0) => `${x},${y}`;
  for (const [x1, y1, x2, y2] of lines)
    for (const k of [key(x1, y1), key(x2, y2)]) ends.set(k, (ends.get(k) ?? 0) + 1);
  const closed = lines.filter(
    ([x1, y1, x2, y2]) => (ends.get(key(x1, y1)) ?? 0) > 1 && (ends.get(key(x2, y2)) ?? 0) > 1,
  );
  const xs = closed.flatMap(([x1, , x2]) => [x1 ?? 0, x2 ?? 0]);
  const ys = closed.flatMap(([, y1, , y2]) => [y1 ?? 0, y2 ?? 0]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** The points of a mesh below the board (a post's tail). */
function below(m: { attributes: { position: { array: number[] } } }): number[] {
  const p = m.attributes.position.array;
  const out: number[] = [];
  for (let i = 0; i < p.length; i += 3)
    if ((p[i + 2] ?? 0) < -0.01) out.push(p[i] ?? 0, p[i + 1] ?? 0, p[i + 2] ?? 0);
  return out;
}

describe('wire-to-board header models on KiCad Connector_JST footprints', () => {
  const items = headerItems();

  it('every JST PH / XH / EH through-hole header of the catalogue has a model', () => {
    // top and side entry: PH 2–16, XH 2–16, EH 2–15
    expect(items.length).toBe(2 * (15 + 15 + 14));
    for (const item of items)
      expect(specOf(pinHeaderConnector, item).family, item.model).toBe('pin-header-connector');
  });

  it("each part's footprint has its n pads at the row's pitch and the row's housing on F.Fab", () => {
    for (const item of items) {
      const [row, n] = headerOf(item) ?? [];
      if (!row || !n) throw new Error(`${item.model}: no row`);
      const fp = footprint(row.kicad(n));
      expect(
        fp.pads.map((p) => [p.num, p.x, p.y]),
        item.model,
      ).toEqual(Array.from({ length: n }, (_, i) => [String(i + 1), Math.round(i * row.p * 100) / 100, 0]));
      const [x0, y0, x1, y1] = fabHousing(row.kicad(n));
      for (const [got, want] of [
        [x0, -row.m],
        [x1, (n - 1) * row.p + row.m],
        [y0, row.y0],
        [y1, row.y1],
      ] as const)
        expect(got, item.model).toBeCloseTo(want, 2);
    }
  });

  describe('read back by occt-import-js', () => {
    useReadBack('jianku-headers-');
    for (const [entry, series] of ['B', 'S'].flatMap((e) => ['PH', 'XH', 'EH'].map((s) => [e, s] as const)))
      it(`JST ${series} ${entry}5B: housing on F.Fab, posts on the pads, volume`, async () => {
        const item = items.find((i) => i.model.startsWith(`${entry}5B-${series}`));
        if (!item) throw new Error(`no ${entry}5B ${series} header`);
        const [row, n] = headerOf(item) ?? [];
        if (!row || !n) throw new Error('no row');
        const housing = ((n - 1) * row.p + 2 * row.m) * (row.y1 - row.y0) * row.H;
        const leg = row.tip === 0 ? 0 : row.a * row.a * (Math.abs(row.tip) - row.a / 2);
        const posts = n * (row.a * row.a * (row.zHi - row.zLo) + leg);
        const meshes = await readBack(specOf(pinHeaderConnector, item), {
          volume: housing + posts,
          solids: 1 + n,
        });
        const [x0, y0, x1, y1] = fabHousing(row.kicad(n));
        const [lo, hi] = box(meshes.filter((m) => m.name === 'body'));
        for (const [got, want] of [
          [lo[0], x0],
          [hi[0], x1],
          [lo[1], -y1],
          [hi[1], -y0],
          [lo[2], 0],
          [hi[2], row.H],
        ] as const)
          expect(got, item.model).toBeCloseTo(want, 2);
        const pads = footprint(row.kicad(n)).pads;
        const pins = meshes.filter((m) => m.name !== 'body').flatMap(components);
        const centres = pins
          .map((m) => box([{ ...m, attributes: { position: { array: below(m) } } }]))
          .map(([l, h]) => [((l[0] ?? 0) + (h[0] ?? 0)) / 2, -((l[1] ?? 0) + (h[1] ?? 0)) / 2])
          .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
        expect(centres.length).toBe(n);
        centres.forEach(([x, y], i) => {
          expect(x).toBeCloseTo(pads[i]?.x ?? Number.NaN, 3);
          expect(y).toBeCloseTo(pads[i]?.y ?? Number.NaN, 3);
        });
      }, 120_000);
  });
});
