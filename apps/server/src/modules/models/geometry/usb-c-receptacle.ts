/**
 * Horizontal top-mount USB Type-C receptacles (comp.connector.usb), placed as KiCad's 3D library places them on
 * KiCad's footprint: origin at the footprint's origin, the receptacle's mouth at footprint y = +y1 (the board edge),
 * its signal tails at the back (footprint −y), board top at z = 0, KiCad's footprint Y (down) is our −Y.
 *
 * One row today, GCT's USB4105 (USB 2.0, 16 contacts on 12 pads, four through-hole shell tabs, two plastic pegs) on
 * KiCad's USB_C_Receptacle_GCT_USB4105-xx-A_16P_TopMnt_Horizontal (Connector_USB.pretty; its descr cites GCT's
 * drawing usb4105.pdf, its tags name USB4105-GF-A and USB4105-15-A). Every figure is read from KiCad 6.0.10's own 3D
 * model of that footprint (Debian kicad-packages3d, Connector_USB.3dshapes/<footprint>.wrl, VRML in 2.54 mm units,
 * 3 decimals; and the .step's solids read by occt-import-js): the metal shell (PIN-01), the plastic (CAP-CERAMIC-05:
 * its pegs) and the contacts (PIN-02: their solder tails). The footprint's F.Fab rectangle is the shell's plan. The
 * catalogue's other Type-C receptacles (HRO TYPE-C-31-M-12, Molex 105450-0101, Amphenol 12401610E4#2A, JAE
 * DX07S024WJ3R400, XKB U262-161N-4BVC11) have KiCad footprints but no KiCad 3D models, and their makers' drawings
 * were not at hand, so they keep 暂无三维模型.
 *
 * Construction (the read-back test computes the volume from it): the shell is its envelope, a box x ±w/2, footprint
 * y y0…y1, z z0…z1 (the mouth, the tongue and the plastic inside not cut); each solder tail a box tw wide from
 * footprint y f0 to f1, tt thick on the board, at x = ±each of tx (mirrored); each shell tab a box x ±(xa…xb),
 * footprint y of its pair (front ya0…ya1, back yb0…yb1), from zt (its tip) up to the shell's bottom z0 (KiCad's
 * tab narrows to a rounded tip and widens into the shell; ours keeps its width at the slot); each peg a cylinder
 * Ø pd at x ±px, footprint y py, from pz up to z0 (KiCad's ends at a 0.08 boss under the plastic, 0.11 below the
 * shell). The shell is one solid ("body"), the tabs, the pegs and the tails a compound each ("tabs", "pegs", "pins").
 */
import {
  dim,
  type Family,
  type ItemInput,
  type Kernel,
  type ModelPart,
  nums,
  type Solid3D,
} from './family.ts';

const METAL = '#c9ccd1';
const PLASTIC = '#1d1f22';
const CONTACT = '#d9c27e';

export interface UsbCRow {
  parts: RegExp;
  kicad: string;
  /** shell: width (x ±w/2), footprint y of its back and mouth, bottom and top */
  shell: { w: number; y0: number; y1: number; z0: number; z1: number };
  /** solder tails: the x of those on +x (mirrored to −x), width, footprint y extent, thickness */
  tails: { tx: readonly number[]; tw: number; f0: number; f1: number; tt: number };
  /** shell tabs: x extent on +x (mirrored), footprint y of the front and back pairs, tip z */
  tabs: { xa: number; xb: number; ya0: number; ya1: number; yb0: number; yb1: number; zt: number };
  /** plastic pegs: x on +x (mirrored), footprint y, diameter, tip z */
  pegs: { px: number; py: number; pd: number; pz: number };
}

export const USB_C_ROWS: readonly UsbCRow[] = [
  // USB_C_Receptacle_GCT_USB4105-xx-A_16P_TopMnt_Horizontal: F.Fab rect x ±4.47, y ±3.675; .wrl PIN-01 (shell) x
  // ±4.47, 3D y −3.675…3.655, z 0.15 (its bottom face) …3.31; its tabs 0.3 thick (x ±4.17…4.47), front pair 3D y
  // −1.475…−0.675, back pair 2.555…3.655, tips at z −0.95 (slots S1 at y 1.075 and −3.105). PIN-02 tails 0.2 wide
  // at x ±0.25, ±0.75, ±1.25, ±1.75, ±2.275, ±2.525, ±3.075, ±3.325, 3D y 3.305…4.105, z 0…0.12 (the two outer
  // pairs share the 0.6 pads at ±2.4 and ±3.2). CAP-CERAMIC-05 pegs Ø 0.5 at x ±2.89, 3D y 2.605 (NPTH at y
  // −2.605), tips at z −0.6
  {
    parts: /^USB4105-(?:GF|15)-A(?:-060|-120)?$/,
    kicad: 'USB_C_Receptacle_GCT_USB4105-xx-A_16P_TopMnt_Horizontal',
    shell: { w: 8.94, y0: -3.655, y1: 3.675, z0: 0.15, z1: 3.31 },
    tails: {
      tx: [0.25, 0.75, 1.25, 1.75, 2.275, 2.525, 3.075, 3.325],
      tw: 0.2,
      f0: -4.105,
      f1: -3.305,
      tt: 0.12,
    },
    tabs: { xa: 4.17, xb: 4.47, ya0: 0.675, ya1: 1.475, yb0: -3.655, yb1: -2.555, zt: -0.95 },
    pegs: { px: 2.89, py: -2.605, pd: 0.5, pz: -0.6 },
  },
];

/** The row holding an item's part number, or undefined. */
export function usbCRowOf(item: Pick<ItemInput, 'model'>): UsbCRow | undefined {
  return USB_C_ROWS.find((r) => r.parts.test(item.model));
}

/** The builder's numbers of a row (the tails' x as text, a list). */
export function usbCParams(row: UsbCRow): Record<string, number | string> {
  const { tx, ...tails } = row.tails;
  return { ...row.shell, ...tails, tx: tx.join(' '), ...row.tabs, ...row.pegs };
}

export const usbCReceptacle: Family = {
  id: 'usb-c-receptacle',
  categories: ['comp.connector.usb'],
  spec(item) {
    const row = usbCRowOf(item);
    if (!row) return 'no-model';
    const { w, y0, y1, z1 } = row.shell;
    const x = w / 2;
    return {
      family: 'usb-c-receptacle',
      params: usbCParams(row),
      productName: row.kicad,
      dimensions: [
        dim('L', '宽度', w, [-x, -y1, z1], [x, -y1, z1]),
        dim('W', '深度', y1 - y0, [x, -y1, z1], [x, -y0, z1]),
        dim('H', '高度', z1, [-x, -y1, 0], [-x, -y1, z1]),
      ],
    };
  },
  build(k, p) {
    return buildUsbC(k, p);
  },
};

function buildUsbC(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [w, y0, y1, z0, z1] = nums(p, 'w', 'y0', 'y1', 'z0', 'z1');
  const [tw, f0, f1, tt] = nums(p, 'tw', 'f0', 'f1', 'tt');
  const [xa, xb, ya0, ya1, yb0, yb1, zt] = nums(p, 'xa', 'xb', 'ya0', 'ya1', 'yb0', 'yb1', 'zt');
  const [px, py, pd, pz] = nums(p, 'px', 'py', 'pd', 'pz');
  const box = (lo: [number, number, number], hi: [number, number, number]) => k.makeBox(lo, hi) as Solid3D;
  const both = <T>(f: (s: number) => T): T[] => [f(-1), f(1)];
  const tx = String(p.tx).split(' ').map(Number);
  // footprint y → 3D y is a sign change, so a footprint span a…b is the 3D span −b…−a
  const tails = tx.flatMap((x) => both((s) => box([s * x - tw / 2, -f1, 0], [s * x + tw / 2, -f0, tt])));
  const tabs = [
    [ya0, ya1],
    [yb0, yb1],
  ].flatMap(([a = 0, b = 0]) => both((s) => box([s > 0 ? xa : -xb, -b, zt], [s > 0 ? xb : -xa, -a, z0])));
  const pegs = both((s) => k.makeCylinder(pd / 2, z0 - pz, [s * px, -py, pz], [0, 0, 1]) as Solid3D);
  return [
    { name: 'body', color: METAL, shape: box([-w / 2, -y1, z0], [w / 2, -y0, z1]) },
    { name: 'pegs', color: PLASTIC, shape: k.makeCompound(pegs) as Solid3D },
    { name: 'tabs', color: METAL, shape: k.makeCompound(tabs) as Solid3D },
    { name: 'pins', color: CONTACT, shape: k.makeCompound(tails) as Solid3D },
  ];
}
