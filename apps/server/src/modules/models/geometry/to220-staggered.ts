/**
 * TO-220-5 with staggered leads (Pentawatt-like; KiCad's TO-220-5_P3.4x3.7mm_StaggerEven/StaggerOdd_Lead3.8mm_Vertical),
 * standing, placed as KiCad's 3D library places it: origin at pad 1, pads 1–5 at x = 0, 1.7, … 6.8, the odd pads
 * (1, 3, 5) at y = 0, the even pads (2, 4) 3.7 in front of them (StaggerEven: footprint y +3.7, 3D y −3.7) or behind
 * them (StaggerOdd: footprint y −3.7, 3D +3.7, under the body's front), board top at z = 0, the tab at the back (+Y in
 * 3D: KiCad's footprints draw it at the smallest footprint y, and their Y points down).
 *
 * The numbers are KiCad's own (Debian kicad-footprints and kicad-packages3d 6.0.10). The plan is the footprints'
 * F.Fab (the footprint generator's TO-220-5 row): plastic 10.0 wide (x −1.6…8.4) and 4.4 deep, its front at footprint
 * y −0.1 (StaggerEven) or −3.8 (StaggerOdd), the metal tab 1.27 thick at the back (the line at y −3.23 / −6.93), its
 * hole 3.7 across (x 1.55…5.25). The heights and the leads are the footprints' 3D models' (the .wrl shapes, 2.54 mm
 * units, 3 decimals): plastic from z 5.65 to 14.85, the tab above it to 21.45 with the hole's centre at 18.45; leads
 * 0.9 × 0.5 leaving the plastic on a line 1.96 (Even) or 5.70 (Odd) behind the odd pads, each bending from its pad
 * over to that line (KiCad's lead centre lines bend at z 0.43–0.50 and 2.99–3.22; we bend all at 0.50 and 2.99, the
 * shorter leads' values). KiCad's 3D model is 0.2 larger than its F.Fab on each side; its front-top chamfer and the
 * notches in the tab's sides are left out.
 *
 * Construction rules (the read-back test computes the volume from them):
 * - body: the plastic, a box W × Dp from z = zb to zt; tab: a box W × T at the back of it from zt to H, less the hole
 *   Ø P (its centre Q below H) through it along Y. Volume W·Dp·(zt − zb) + W·T·(H − zt) − π(P/2)²·T;
 * - each lead, b (along X) × t (along Y): down its pad's vertical from z = −LEAD_BELOW (axial.ts: our 3 mm, not KiCad's
 *   2.95) to k1, slanting (its horizontal thickness t kept) to the lead line at k2, and up the line into the plastic's
 *   bottom zb: every horizontal slice is b × t, so the volume is b·t·(zb + LEAD_BELOW).
 */
import { LEAD_BELOW } from './axial.ts';
import { dim, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

const BODY = '#1d1f22';
const METAL = '#d9dde2';

export interface To220StaggeredOutline {
  kind: 'to220-staggered';
  source: string;
  kicad: string;
  /** plastic width, depth, front (3D y), bottom and top; tab thickness and top; hole Ø and its centre below the top */
  W: number;
  Dp: number;
  front: number;
  zb: number;
  zt: number;
  T: number;
  H: number;
  P: number;
  Q: number;
  /** pitch (x), the even pads' 3D y, the lead line's 3D y, lead width and thickness, the bends' heights */
  e: number;
  stagger: number;
  line: number;
  b: number;
  t: number;
  k1: number;
  k2: number;
  pins: 5;
}

const SOURCE = "KiCad's footprint (F.Fab: plan) and 3D model (.wrl: heights, leads)";

/** The TO-220-5 row; `front`, `stagger` and `line` differ between the two staggerings. */
function staggered(
  kicad: string,
  [front, stagger, line]: readonly [number, number, number],
): To220StaggeredOutline {
  return {
    kind: 'to220-staggered',
    source: `${SOURCE} ${kicad}`,
    kicad,
    W: 10,
    Dp: 4.4,
    front,
    zb: 5.65,
    zt: 14.85,
    T: 1.27,
    H: 21.45,
    P: 3.7,
    Q: 3,
    e: 1.7,
    stagger,
    line,
    b: 0.9,
    t: 0.5,
    k1: 0.5,
    k2: 2.99,
    pins: 5,
  };
}

const EVEN = 'TO-220-5_P3.4x3.7mm_StaggerEven_Lead3.8mm_Vertical';
const ODD = 'TO-220-5_P3.4x3.7mm_StaggerOdd_Lead3.8mm_Vertical';

/** The two staggerings (keyed by footprint; package-outlines.ts picks one by part number). */
export const TO220_STAGGERED_OUTLINES: Readonly<Record<string, To220StaggeredOutline>> = {
  // F.Fab: plastic y −4.5…−0.1 (3D 0.1…4.5), pads 2 and 4 at footprint y +3.7; .wrl: leads at y 1.71…2.21
  [EVEN]: staggered(EVEN, [0.1, -3.7, 1.96]),
  // F.Fab: plastic y −8.2…−3.8 (3D 3.8…8.2), pads 2 and 4 at footprint y −3.7; .wrl: leads at y 5.45…5.95
  [ODD]: staggered(ODD, [3.8, 3.7, 5.7]),
};

/** 3D y of each pin's pad (pin 1 first). */
export const staggeredPadYs = (o: Pick<To220StaggeredOutline, 'pins' | 'stagger'>): number[] =>
  Array.from({ length: o.pins }, (_, i) => (i % 2 === 0 ? 0 : o.stagger));

/** One lead's side profile in the YZ plane (y, z), from its pad's row up to the lead line and into the plastic. */
function leadProfile(row: number, o: { line: number; t: number; k1: number; k2: number; zb: number }) {
  const h = o.t / 2;
  return [
    [row - h, -LEAD_BELOW],
    [row + h, -LEAD_BELOW],
    [row + h, o.k1],
    [o.line + h, o.k2],
    [o.line + h, o.zb],
    [o.line - h, o.zb],
    [o.line - h, o.k2],
    [row - h, o.k1],
  ] as [number, number][];
}

export function buildTo220Staggered(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [W, Dp, front, zb, zt, T, H, P, Q, e, stagger, line, b, t, k1, k2, pins] = nums(
    p,
    'W',
    'Dp',
    'front',
    'zb',
    'zt',
    'T',
    'H',
    'P',
    'Q',
    'e',
    'stagger',
    'line',
    'b',
    't',
    'k1',
    'k2',
    'pins',
  );
  const xc = ((pins - 1) * e) / 2;
  const back = front + Dp;
  const plastic = k.makeBox([xc - W / 2, front, zb], [xc + W / 2, back, zt]) as Solid3D;
  const hole = k.makeCylinder(P / 2, T + 2, [xc, back - T - 1, H - Q], [0, 1, 0]) as Solid3D;
  const tab = (k.makeBox([xc - W / 2, back - T, zt], [xc + W / 2, back, H]) as Solid3D).cut(hole);
  const leads = staggeredPadYs({ pins: 5, stagger }).map((row, i) => {
    const [first, ...rest] = leadProfile(row, { line, t, k1, k2, zb });
    let pen = k.draw(first ?? [0, 0]);
    for (const pt of rest) pen = pen.lineTo(pt);
    const solid = pen.close().sketchOnPlane('YZ').extrude(b) as Solid3D;
    // the profile's plane puts its first axis along Y and its second along Z; the lead is then moved onto its pad
    const [lo, hi] = solid.boundingBox.bounds;
    return solid.translate([i * e - (lo[0] + hi[0]) / 2, 0, 0]);
  });
  return [
    { name: 'body', color: BODY, shape: plastic },
    { name: 'tab', color: METAL, shape: tab },
    { name: 'pins', color: METAL, shape: k.makeCompound(leads) as Solid3D },
  ];
}

export function to220StaggeredDimensions(o: To220StaggeredOutline) {
  const xc = ((o.pins - 1) * o.e) / 2;
  const back = o.front + o.Dp;
  return [
    dim('W', '本体宽度', o.W, [xc - o.W / 2, back, o.H], [xc + o.W / 2, back, o.H]),
    dim('H', '高度 (含散热片)', o.H, [xc + o.W / 2, back, 0], [xc + o.W / 2, back, o.H]),
    dim('e', '引脚间距', o.e, [0, 0, 0], [o.e, 0, 0]),
  ];
}
