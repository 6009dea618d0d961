/**
 * USB Type-C receptacles (usb-c-receptacle.ts) against KiCad: the catalogue's GCT USB4105 has a model and the other
 * Type-C receptacles answer 暂无三维模型; the row is KiCad's own 3D model of its footprint (the .wrl, copied gzipped
 * beside this test: kicad-packages3d/README.md): the shell's box, the four tabs below the board, the two pegs and the
 * sixteen solder tails; the row lies on KiCad's footprint (F.Fab is the shell's plan, every tail on a signal pad and
 * every signal pad under a tail, each tab inside its S1 slot's drill, each peg inside its NPTH); the model is made by
 * the worker pool and read back by occt-import-js (another OpenCascade build): solids, volume, the shell's box, the
 * tails on the pads and the tabs in the slots.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { families, type Item } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import { USB_C_ROWS, type UsbCRow, usbCReceptacle } from '../src/modules/models/geometry/usb-c-receptacle.ts';
import { box, components, readBack, specOf, useReadBack } from './models-kicad-fit.ts';

const ROW = USB_C_ROWS[0] as UsbCRow;
const WRL = 'Connector_USB.3dshapes/USB_C_Receptacle_GCT_USB4105-xx-A_16P_TopMnt_Horizontal.wrl';

/** The catalogue's USB connectors. */
function usbItems(): Item[] {
  const out: Item[] = [];
  for (const family of families()) {
    if (family.count() === 0 || family.item(0).categoryCode !== 'comp.connector.usb') continue;
    for (let i = 0; i < family.count(); i++) out.push(family.item(i));
  }
  return out;
}

type P3 = [number, number, number];

/** Each shape's points (mm) of a KiCad .wrl (VRML in 2.54 mm units), by material. */
function wrlShapes(file: string): { material: string; points: P3[] }[] {
  const text = gunzipSync(readFileSync(new URL(`./kicad-packages3d/${file}.gz`, import.meta.url))).toString(
    'utf8',
  );
  const out: { material: string; points: P3[] }[] = [];
  for (const shape of text.split(/\bShape\s*\{/).slice(1)) {
    const material = /(?:DEF|USE) (\S+)/.exec(shape)?.[1];
    const list = /point \[([^\]]*)\]/.exec(shape)?.[1];
    if (!material || !list) continue;
    const v = list
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((s) => Number(s) * 2.54);
    const points: P3[] = [];
    for (let i = 0; i + 2 < v.length; i += 3) points.push([v[i] ?? 0, v[i + 1] ?? 0, v[i + 2] ?? 0]);
    out.push({ material, points });
  }
  return out;
}

/** Box of points: x, y, z low then x, y, z high. */
function boxOf(points: readonly P3[]): number[] {
  const lo = [0, 1, 2].map((k) => Math.min(...points.map((p) => p[k] ?? 0)));
  const hi = [0, 1, 2].map((k) => Math.max(...points.map((p) => p[k] ?? 0)));
  return [...lo, ...hi];
}

function expectBox(got: readonly number[], want: readonly number[], what: string, tol = 0.002): void {
  got.forEach((v, i) => {
    expect(Math.abs(v - (want[i] ?? Number.NaN)), `${what} ${i}: ${v} vs ${want[i]}`).toBeLessThanOrEqual(
      tol,
    );
  });
}

/** The row's four tabs as 3D boxes (x, y, z low, high), the front pair then the back pair. */
function tabBoxes(r: UsbCRow): number[][] {
  const { xa, xb, ya0, ya1, yb0, yb1, zt } = r.tabs;
  return [
    [ya0, ya1],
    [yb0, yb1],
  ].flatMap(([a = 0, b = 0]) => [
    [-xb, -b, zt, -xa, -a, r.shell.z0],
    [xa, -b, zt, xb, -a, r.shell.z0],
  ]);
}

/** The footprint's pads with their drills: signal pads (smd), S1 slots and NPTH holes. */
function kicadPads(
  name: string,
): { num: string; kind: string; x: number; y: number; w: number; h: number; drill: number[] }[] {
  const text = readFileSync(`/usr/share/kicad/footprints/Connector_USB.pretty/${name}.kicad_mod`, 'utf8');
  const pad =
    /\(pad "(\w*)" (smd|thru_hole|np_thru_hole) \w+ \(at ([-\d.]+) ([-\d.]+)\) \(size ([\d.]+) ([\d.]+)\)(?: \(drill (?:oval )?([\d.]+)(?: ([\d.]+))?\))?/g;
  return [...text.matchAll(pad)].map((m) => ({
    num: m[1] ?? '',
    kind: m[2] ?? '',
    x: Number(m[3]),
    y: Number(m[4]),
    w: Number(m[5]),
    h: Number(m[6]),
    drill: m[7] === undefined ? [] : [Number(m[7]), Number(m[8] ?? m[7])],
  }));
}

/** v in lo…hi, within tol (the .wrl's points are 2.54 mm units to 6 figures: a few µm off). */
const inside = (v: number, lo: number, hi: number, tol = 1e-9) => v >= lo - tol && v <= hi + tol;

describe("USB Type-C receptacle models on KiCad's Connector_USB footprints", () => {
  const items = usbItems();

  it('the GCT USB4105 has a model, the other Type-C receptacles none', () => {
    const held = items.filter((i) => USB_C_ROWS.some((r) => r.parts.test(i.model)));
    expect(held.map((i) => i.model)).toEqual(['USB4105-GF-A']);
    for (const item of held) expect(specOf(usbCReceptacle, item).family).toBe('usb-c-receptacle');
    const others = items.filter((i) => !held.includes(i));
    expect(others.length).toBeGreaterThanOrEqual(5);
    for (const item of others)
      expect(
        usbCReceptacle.spec({ ...item, package: item.package ?? null, standard: null }),
        item.model,
      ).toBe('no-model');
  });

  it("the row is KiCad's 3D model: shell, tabs, pegs and solder tails (±0.002 mm)", () => {
    const shapes = wrlShapes(WRL);
    const of = (m: string) => shapes.filter((s) => s.material === m).flatMap((s) => s.points);
    const { w, y0, y1, z0, z1 } = ROW.shell;
    const shell = of('PIN-01');
    expectBox(boxOf(shell.filter((p) => p[2] >= z0 - 1e-3)), [-w / 2, -y1, z0, w / 2, -y0, z1], 'shell');
    const below = shell.filter((p) => p[2] < -0.01);
    // every point below the board is one of a tab's, each tab's box the row's (its top is the shell's bottom)
    const inTab = (p: P3, t: number[]) =>
      inside(p[0], t[0] ?? 0, t[3] ?? 0, 1e-3) && inside(p[1], t[1] ?? 0, t[4] ?? 0, 1e-3);
    for (const t of tabBoxes(ROW)) expectBox(boxOf(below.filter((p) => inTab(p, t))).slice(0, 5), t, 'tab');
    expect(below.every((p) => tabBoxes(ROW).some((t) => inTab(p, t)))).toBe(true);
    const { px, py, pd, pz } = ROW.pegs;
    for (const s of [-1, 1]) {
      const peg = of('CAP-CERAMIC-05').filter((p) => p[2] < 0 && p[0] * s > 0);
      const [x0 = 0, yl = 0, zl = 0, x1 = 0, yh = 0] = boxOf(peg);
      expect(Math.abs(x1 - x0 - pd)).toBeLessThan(0.005);
      expect(Math.abs((x0 + x1) / 2 - s * px)).toBeLessThan(0.002);
      expect(Math.abs((yl + yh) / 2 + py)).toBeLessThan(0.002);
      expect(Math.abs(zl - pz)).toBeLessThan(0.002);
    }
    const { tx, tw, f0, f1, tt } = ROW.tails;
    const tails = shapes
      .filter((s) => s.material === 'PIN-02' && Math.max(...s.points.map((p) => p[2])) <= tt + 1e-3)
      .map((s) => boxOf(s.points));
    // a tail's faces across its width (the side faces stand at its edges) centre on the tail
    const across = tails.filter((b) => Math.abs((b[3] ?? 0) - (b[0] ?? 0) - tw) < 1e-3);
    const xs = [...new Set(across.map((b) => Math.round((((b[0] ?? 0) + (b[3] ?? 0)) / 2) * 1000) / 1000))];
    expect(xs.sort((a, b) => a - b)).toEqual([...tx.map((x) => -x).reverse(), ...tx]);
    for (const b of tails) expect(inside((b[3] ?? 0) - (b[0] ?? 0), 0, tw + 1e-3)).toBe(true);
    expectBox(
      boxOf(tails.flatMap((b) => [b.slice(0, 3), b.slice(3)] as P3[])),
      [-3.425, -f1, 0, 3.425, -f0, tt],
      'tails',
    );
  });

  it("on KiCad's footprint: F.Fab is the shell's plan, tails on the signal pads, tabs in the slots, pegs in the holes", () => {
    const text = readFileSync(
      `/usr/share/kicad/footprints/Connector_USB.pretty/${ROW.kicad}.kicad_mod`,
      'utf8',
    );
    const rect =
      /\(fp_rect \(start ([-\d.]+) ([-\d.]+)\) \(end ([-\d.]+) ([-\d.]+)\) \(layer "F\.Fab"\)/.exec(text);
    const { w, y0, y1 } = ROW.shell;
    // KiCad's shell reaches the F.Fab at the mouth (the board edge) and stops 0.02 short of it at the back
    expectBox((rect?.slice(1) ?? []).map(Number), [-w / 2, -3.675, w / 2, 3.675], 'F.Fab', 1e-9);
    expect(y1).toBe(3.675);
    expect(Math.abs(y0 + 3.675)).toBeLessThanOrEqual(0.02 + 1e-9);
    const pads = kicadPads(ROW.kicad);
    const signal = pads.filter((q) => q.kind === 'smd');
    expect(signal.length).toBe(16);
    const { tx, tw, f0, f1 } = ROW.tails;
    const tailXs = tx.flatMap((x) => [-x, x]);
    for (const x of tailXs) {
      const on = signal.filter(
        (q) =>
          inside(x - tw / 2, q.x - q.w / 2, q.x + q.w / 2) &&
          inside(x + tw / 2, q.x - q.w / 2, q.x + q.w / 2),
      );
      expect(on.length, `tail at ${x}`).toBeGreaterThan(0);
      for (const q of on)
        expect(inside(f0, q.y - q.h / 2, q.y + q.h / 2) && inside(f1, q.y - q.h / 2, q.y + q.h / 2)).toBe(
          true,
        );
    }
    for (const q of signal)
      expect(
        tailXs.some((x) => Math.abs(x - q.x) <= q.w / 2),
        `pad ${q.num}`,
      ).toBe(true);
    const slots = pads.filter((q) => q.num === 'S1');
    expect(slots.length).toBe(4);
    for (const t of tabBoxes(ROW)) {
      const [cx, cy] = [((t[0] ?? 0) + (t[3] ?? 0)) / 2, -((t[1] ?? 0) + (t[4] ?? 0)) / 2];
      const slot = slots.find((q) => Math.abs(q.x - cx) < 1e-6 && Math.abs(q.y - cy) < 1e-6);
      expect(slot, `tab at (${cx}, ${cy})`).toBeDefined();
      const [dx = 0, dy = 0] = slot?.drill ?? [];
      expect((t[3] ?? 0) - (t[0] ?? 0)).toBeLessThan(dx);
      expect((t[4] ?? 0) - (t[1] ?? 0)).toBeLessThan(dy);
    }
    const holes = pads.filter((q) => q.kind === 'np_thru_hole');
    expect(holes.map((q) => [q.x, q.y]).sort()).toEqual(
      [
        [-ROW.pegs.px, ROW.pegs.py],
        [ROW.pegs.px, ROW.pegs.py],
      ].sort(),
    );
    for (const q of holes) expect(ROW.pegs.pd).toBeLessThan(q.drill[0] ?? 0);
  });

  describe('read back by occt-import-js', () => {
    useReadBack('jianku-usb-c-');
    it('USB4105-GF-A: 23 solids, volume, the shell on the row, tails on the pads, tabs in the slots', async () => {
      const item = items.find((i) => i.model === 'USB4105-GF-A');
      if (!item) throw new Error('no USB4105-GF-A');
      const { w, y0, y1, z0, z1 } = ROW.shell;
      const { tx, tw, f0, f1, tt } = ROW.tails;
      const { xa, xb, ya0, ya1, yb0, yb1, zt } = ROW.tabs;
      const { pd, pz } = ROW.pegs;
      const volume =
        w * (y1 - y0) * (z1 - z0) +
        2 * tx.length * tw * (f1 - f0) * tt +
        2 * (xb - xa) * (ya1 - ya0 + yb1 - yb0) * (z0 - zt) +
        2 * Math.PI * (pd / 2) ** 2 * (z0 - pz);
      const meshes = await readBack(specOf(usbCReceptacle, item), {
        volume,
        solids: 1 + 4 + 2 + 2 * tx.length,
      });
      const [lo, hi] = box(meshes.filter((m) => m.name === 'body'));
      expectBox([...lo, ...hi], [-w / 2, -y1, z0, w / 2, -y0, z1], 'shell', 1e-3);
      const pads = kicadPads(ROW.kicad).filter((q) => q.kind === 'smd');
      // the compounds' solids read back unnamed: the tails are the pieces on the board, the tabs those reaching zt
      const pieces = meshes.filter((m) => m.name !== 'body').flatMap(components);
      const tails = pieces.filter((m) => Math.abs((box([m])[1][2] ?? 0) - tt) < 1e-3);
      expect(tails.length).toBe(2 * tx.length);
      for (const t of tails) {
        const [l, h] = box([t]);
        const [x, y] = [((l[0] ?? 0) + (h[0] ?? 0)) / 2, -((l[1] ?? 0) + (h[1] ?? 0)) / 2];
        expect(Math.abs((l[2] ?? 1) - 0)).toBeLessThan(1e-3);
        const pad = pads.find(
          (q) => Math.abs(q.x - x) <= (q.w - tw) / 2 + 1e-3 && Math.abs(q.y - y) <= q.h / 2,
        );
        expect(pad, `tail at (${x}, ${y}) on a pad`).toBeDefined();
      }
      const slots = kicadPads(ROW.kicad).filter((q) => q.num === 'S1');
      const tabs = pieces.filter((m) => Math.abs((box([m])[0][2] ?? 0) - zt) < 1e-3);
      expect(tabs.length).toBe(4);
      for (const t of tabs) {
        const [l, h] = box([t]);
        const [x, y] = [((l[0] ?? 0) + (h[0] ?? 0)) / 2, -((l[1] ?? 0) + (h[1] ?? 0)) / 2];
        expect(Math.abs((l[2] ?? 0) - zt)).toBeLessThan(1e-3);
        expect(
          slots.some((q) => Math.abs(q.x - x) < 1e-3 && Math.abs(q.y - y) < 1e-3),
          `tab at (${x}, ${y})`,
        ).toBe(true);
      }
    }, 120_000);
  });
});
