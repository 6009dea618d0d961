/**
 * Wire-to-board headers (pin-header-connector.ts) and 2.54 mm pin headers (pin-header.ts) against KiCad: every
 * catalogue part of a held series has a model,
 * its footprint exists for its position count, the footprint's pads lie at the row's pitch and its F.Fab housing
 * is the row's (for the surface-mount PicoBlade also its end brackets); one model of each series is made by the
 * worker pool and read back by occt-import-js (another OpenCascade build): its solids, volume, housing box on F.Fab
 * (or the row's brackets) and posts or tails on the pads.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { families, type Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import {
  PIN_HEADER,
  pinHeader,
  pinHeaderKicad,
  pinHeaderOf,
} from '../src/modules/models/geometry/pin-header.ts';
import {
  HEADER_ROWS,
  headerOf,
  pinHeaderConnector,
} from '../src/modules/models/geometry/pin-header-connector.ts';
import {
  SMD_HEADER_ROWS,
  type SmdHeaderRow,
  smdHeaderEnd,
  smdHeaderOf,
} from '../src/modules/models/geometry/smd-header-connector.ts';
import { box, components, footprint, readBack, specOf, useReadBack } from './models-kicad-fit.ts';

const KICAD = '/usr/share/kicad/footprints';

/** A footprint's text, found in whichever of KiCad's libraries holds it. */
function kicadMod(kicad: string): { text: string } {
  const lib = readdirSync(KICAD).find((d) => existsSync(`${KICAD}/${d}/${kicad}.kicad_mod`));
  if (!lib) throw new Error(`KiCad has no footprint ${kicad}`);
  return { text: readFileSync(`${KICAD}/${lib}/${kicad}.kicad_mod`, 'utf8') };
}

/** The catalogue's wire-to-board parts a row holds. */
function headerItems(rows: readonly { parts: RegExp }[] = HEADER_ROWS): Item[] {
  const out: Item[] = [];
  for (const family of families()) {
    const first = family.count() > 0 ? family.item(0) : undefined;
    if (first?.categoryCode !== 'comp.connector.wire-to-board') continue;
    for (let i = 0; i < family.count(); i++) {
      const item = family.item(i);
      if (rows.some((r) => r.parts.test(item.model))) out.push(item);
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
  const { text } = kicadMod(kicad);
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

/** A surface-mount series' rows, its held position counts and the part prefixes read back. */
interface SmdSeries {
  title: string;
  rows: readonly SmdHeaderRow[];
  /** all of its catalogue parts, and the position counts of those with a model */
  count: number;
  held: number[];
  samples: string[];
}

const upTo = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => i + lo);

const SMD_SERIES: SmdSeries[] = [
  {
    title: "JST GH 2–15 positions (the 15 on KiCad's footprint, its 3D models stop at 14)",
    rows: SMD_HEADER_ROWS.filter((r) => r.kicad(2).startsWith('JST_GH')),
    count: 2 * 14,
    held: [...upTo(2, 15), ...upTo(2, 15)],
    samples: ['BM05B-GHS', 'SM05B-GHS', 'BM15B-GHS', 'SM15B-GHS'],
  },
  {
    title: 'Molex PicoBlade 53398 / 53261, 2–15 positions',
    rows: SMD_HEADER_ROWS.filter((r) => r.kicad(2).startsWith('Molex_PicoBlade')),
    count: 2 * 14,
    held: [...upTo(2, 15), ...upTo(2, 15)],
    samples: ['53398-05', '53261-05'],
  },
];

const within = (v: number, lo: number, hi: number) => v >= lo - 1e-9 && v <= hi + 1e-9;

/** Whether a footprint's F.Fab holds a line from (xa, y) to (xb, y), either way round. */
function fabLine(kicad: string, xa: number, xb: number, y: number): boolean {
  const { text } = kicadMod(kicad);
  const line = /\(fp_line \(start ([-\d.]+) ([-\d.]+)\) \(end ([-\d.]+) ([-\d.]+)\) \(layer "F\.Fab"\)/g;
  const near = (a: number, b: number) => Math.abs(a - b) < 2e-3;
  return [...text.matchAll(line)].some((m) => {
    const [x1, y1, x2, y2] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    const xs = [Math.min(x1, x2), Math.max(x1, x2)];
    return (
      near(y1, y) && near(y2, y) && near(xs[0] ?? 0, Math.min(xa, xb)) && near(xs[1] ?? 0, Math.max(xa, xb))
    );
  });
}

for (const series of SMD_SERIES)
  describe(`surface-mount ${series.title}: models on KiCad's footprints`, () => {
    const items = headerItems(series.rows);

    it('every part of the series held has a model', () => {
      expect(items.length).toBe(series.count);
      const held = items.filter((i) => smdHeaderOf(i));
      expect(held.map((i) => i.params.positions?.si).sort()).toEqual([...series.held].sort());
      for (const item of held) expect(specOf(pinHeaderConnector, item).params.smd, item.model).toBe(1);
    });

    it("each part's pads lie on the row's tails and nails, F.Fab's housing and brackets are the row's", () => {
      for (const item of items) {
        const [row, n] = smdHeaderOf(item) ?? [];
        if (!row || !n) continue;
        const { p, m, y0, y1 } = row.housing;
        const c = ((n - 1) * p) / 2;
        const fp = footprint(row.kicad(n));
        const signal = fp.pads.filter((q) => q.num !== 'MP');
        expect(
          signal.map((q) => q.x),
          item.model,
        ).toEqual(Array.from({ length: n }, (_, i) => Math.round((-c + i * p) * 1e4) / 1e4));
        for (const q of signal)
          expect(within(q.y, row.tail.f0, row.tail.f1), `${item.model} pad ${q.num}`).toBe(true);
        const nails = fp.pads.filter((q) => q.num === 'MP');
        expect(nails.length).toBe(2);
        for (const q of nails) {
          expect(within(Math.abs(q.x), c + row.nail.d0, c + row.nail.d1), `${item.model} MP x`).toBe(true);
          expect(within(q.y, row.nail.g0, row.nail.g1), `${item.model} MP y`).toBe(true);
        }
        // F.Fab's outline reaches the housing's ends or the mounting pins', whichever lie further out
        const x = c + Math.max(m, row.bracket ? row.nail.d1 : 0);
        const want = [-x, y0, x, y1];
        fabHousing(row.kicad(n)).forEach((v, i) => {
          expect(v, item.model).toBeCloseTo(want[i] ?? Number.NaN, 2);
        });
        const b = row.bracket;
        if (b)
          for (const [side, y] of [-1, 1].flatMap((sd) => [b.e0, b.e1].map((e) => [sd, e] as const)))
            expect(fabLine(row.kicad(n), side * (c + m), side * (c + b.k), y), `${item.model} bracket`).toBe(
              true,
            );
      }
    });

    describe('read back by occt-import-js', () => {
      useReadBack('jianku-smd-headers-');
      for (const sample of series.samples)
        it(`${sample}: housing (and brackets) on the row, tails on the pads, volume`, async () => {
          const item = items.find((i) => i.model.startsWith(sample));
          const [row, n] = (item && smdHeaderOf(item)) || [];
          if (!item || !row || !n) throw new Error(`no ${sample} header`);
          const { p, m, y0, y1, zb, H } = row.housing;
          const { w, f0, f1, t } = row.tail;
          const { d0, d1, g0, g1, h } = row.nail;
          const b = row.bracket;
          const c = ((n - 1) * p) / 2;
          const brackets = b ? 2 * (b.k - m) * (b.e1 - b.e0) * (b.u1 - b.u0) : 0;
          const volume =
            2 * (c + m) * (y1 - y0) * (H - zb) +
            brackets +
            n * w * (f1 - f0) * t +
            2 * (d1 - d0) * (g1 - g0) * h;
          const meshes = await readBack(specOf(pinHeaderConnector, item), { volume, solids: 1 + n + 2 });
          const [lo, hi] = box(meshes.filter((mesh) => mesh.name === 'body'));
          const x = c + smdHeaderEnd(row);
          const pairs: [number | undefined, number][] = [
            [lo[0], -x],
            [hi[0], x],
            [lo[1], -y1],
            [hi[1], -y0],
            [lo[2], zb],
            [hi[2], H],
          ];
          for (const [got, want] of pairs) expect(got, item.model).toBeCloseTo(want, 2);
          const pads = footprint(row.kicad(n)).pads.filter((q) => q.num !== 'MP');
          const tails = meshes
            .filter((mesh) => mesh.name !== 'body')
            .flatMap(components)
            .map((mesh) => box([mesh]))
            .filter(([l, u]) => (u[0] ?? 0) - (l[0] ?? 0) < w + 1e-3 && (u[2] ?? 0) < t + 1e-3);
          expect(tails.length).toBe(n);
          tails
            .map(([l, u]) => [((l[0] ?? 0) + (u[0] ?? 0)) / 2, -(u[1] ?? 0), -(l[1] ?? 0)] as const)
            .sort((a, b) => a[0] - b[0])
            .forEach(([x, ya, yb], i) => {
              expect(x).toBeCloseTo(pads[i]?.x ?? Number.NaN, 3);
              expect(within(pads[i]?.y ?? Number.NaN, ya - 1e-3, yb + 1e-3)).toBe(true);
            });
        }, 120_000);
    });
  });

describe("Würth WR-PHD 2.54 mm pin headers on KiCad's PinHeader_{1|2}x{nn}_P2.54mm_Vertical", () => {
  const items: Item[] = [];
  for (const family of families()) {
    const first = family.count() > 0 ? family.item(0) : undefined;
    if (first?.categoryCode !== 'comp.connector.header') continue;
    for (let i = 0; i < family.count(); i++) items.push(family.item(i));
  }
  const { p, H, a, zLo, zHi } = PIN_HEADER;

  it('every pin header of the catalogue (1×2…1×40, 2×2…2×40) has a model on the footprint of its rows and positions', () => {
    expect(items.length).toBe(39 + 39);
    const names = items.map((item) => {
      const spec = specOf(pinHeader, item);
      expect(spec.family, item.model).toBe('pin-header');
      return spec.productName;
    });
    const want = [1, 2].flatMap((r) => Array.from({ length: 39 }, (_, i) => pinHeaderKicad(r, i + 2)));
    expect(names.sort()).toEqual(want.sort());
  });

  it("each footprint's pads lie on the pins (numbered across the rows) and its F.Fab is the body's plan", () => {
    for (const item of items) {
      const [rows, n] = pinHeaderOf(item) ?? [];
      if (!rows || !n) throw new Error(`${item.model}: no rows`);
      const fp = footprint(pinHeaderKicad(rows, n));
      const want = Array.from({ length: rows * n }, (_, k) => [
        String(k + 1),
        Math.round((k % rows) * p * 100) / 100,
        Math.round(Math.floor(k / rows) * p * 100) / 100,
      ]);
      expect(
        fp.pads.map((q) => [q.num, q.x, q.y]),
        item.model,
      ).toEqual(want);
      const plan = [-p / 2, -p / 2, (rows - 0.5) * p, (n - 0.5) * p];
      fp.fab.forEach((v, i) => {
        expect(v, item.model).toBeCloseTo(plan[i] ?? Number.NaN, 2);
      });
    }
  });

  describe('read back by occt-import-js', () => {
    useReadBack('jianku-pin-headers-');
    for (const model of ['61300211121', '61304011121', '61200421621', '61208021621'])
      it(`${model}: body on F.Fab, a pin through every pad, volume`, async () => {
        const item = items.find((i) => i.model === model);
        const [rows, n] = (item && pinHeaderOf(item)) || [];
        if (!item || !rows || !n) throw new Error(`no ${model}`);
        const meshes = await readBack(specOf(pinHeader, item), {
          volume: rows * p * n * p * H + rows * n * a * a * (zHi - zLo),
          solids: 1 + rows * n,
        });
        const fp = footprint(pinHeaderKicad(rows, n));
        const [lo, hi] = box(meshes.filter((m) => m.name === 'body'));
        const pairs: [number | undefined, number][] = [
          [lo[0], fp.fab[0]],
          [hi[0], fp.fab[2]],
          [lo[1], -fp.fab[3]],
          [hi[1], -fp.fab[1]],
          [lo[2], 0],
          [hi[2], H],
        ];
        for (const [got, want] of pairs) expect(got, model).toBeCloseTo(want, 2);
        const pins = meshes.filter((m) => m.name !== 'body').flatMap(components);
        expect(pins.length).toBe(rows * n);
        const used = new Set<string>();
        for (const pin of pins) {
          const [l, h] = box([{ ...pin, attributes: { position: { array: below(pin) } } }]);
          const [x, y] = [((l[0] ?? 0) + (h[0] ?? 0)) / 2, -((l[1] ?? 0) + (h[1] ?? 0)) / 2];
          expect(l[2] ?? 0, 'pin tail below the board').toBeCloseTo(zLo, 3);
          const pad = fp.pads.find((q) => Math.abs(q.x - x) < 1e-3 && Math.abs(q.y - y) < 1e-3);
          expect(pad, `${model}: pin at (${x}, ${y}) on a pad`).toBeDefined();
          expect(used.has(pad?.num ?? ''), `one pin per pad ${pad?.num}`).toBe(false);
          used.add(pad?.num ?? '');
        }
      }, 120_000);
  });
});
