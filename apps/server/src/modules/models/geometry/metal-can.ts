/**
 * TO-39 (JEDEC TO-205AD) metal can, placed as KiCad's 3D library places it on KiCad's TO-39-3 footprint: origin at
 * pad 1, the can's axis at x = pc/2 (KiCad's F.Fab circle centre), pads 1 and 3 on the X axis and pad 2 towards −Y
 * in 3D (footprint y = +2.54, its Y points down), the tab towards 135° in 3D (the F.Fab tab at the upper left).
 *
 * The plan comes from KiCad's THT footprint generator (kicad-footprint-generator TO_THT_packages.py, class pack_round,
 * the TO-5 / TO-39 row that drew KiCad's TO-39-3: can Ø 8.5, flange Ø 9.4, tab ("marking") 0.86 wide reaching 1.14
 * beyond the flange, pin circle Ø 5.08); the heights, which the generator has none of, and the lead diameter from
 * KiCad's own 3D model of that footprint (Package_TO_SOT_THT.3dshapes/TO-39-3.wrl: the flange and tab z 5.0…5.5, the
 * can up to 11.5, leads Ø 0.48 from z −5 up to the flange). KiCad's model stands the can S = 5 above the board on
 * its leads; ours does as well, so that it sits where KiCad's does.
 *
 * Construction rules (the read-back test computes the volume from them):
 * - body, one solid: the flange, a cylinder Ø D1 from z = S to S + F; the can, a cylinder Ø D from S + F to S + H
 *   (KiCad's rounded rims left out); the tab, a tw × (D1/2 + tl) bar from the axis outwards at angle ta, F thick
 *   as the flange. Volume π(D1/2)²F + π(D/2)²(H − F) + F·(tw·(D1/2 + tl) − chord strip of the flange under it);
 * - each lead: a cylinder Ø d on its pad from z = −LEAD_BELOW (axial.ts) up to the flange (z = S); pad 1 at angle
 *   180° about the axis, the next ones 90° on, anticlockwise seen from the top in 3D. Volume pins·π(d/2)²(S + LEAD_BELOW).
 */
import { LEAD_BELOW } from './axial.ts';
import { dim, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

const BODY = '#c9ccd1';
const METAL = '#d9dde2';

export interface MetalCanOutline {
  kind: 'metal-can';
  source: string;
  kicad: string;
  /** can diameter, flange diameter, flange thickness, height from the flange's bottom to the top */
  D: number;
  D1: number;
  F: number;
  H: number;
  /** the flange's bottom above the board */
  S: number;
  /** tab width, its reach beyond the flange, its direction in 3D (degrees from +X, anticlockwise) */
  tw: number;
  tl: number;
  ta: number;
  /** pin circle diameter, lead diameter */
  pc: number;
  d: number;
  pins: 3;
}

const GEN = 'KiCad THT footprint generator TO_THT_packages.py pack_round TO-39 row (plan)';

export const METAL_CAN_OUTLINES: Readonly<Record<string, MetalCanOutline>> = {
  'TO-39-3': {
    kind: 'metal-can',
    source: `${GEN}; heights, stand-off and lead Ø from KiCad's TO-39-3 3D model`,
    kicad: 'TO-39-3',
    D: 8.5,
    D1: 9.4,
    F: 0.5,
    H: 6.5,
    S: 5,
    tw: 0.86,
    tl: 1.14,
    ta: 135,
    pc: 5.08,
    d: 0.48,
    pins: 3,
  },
};

/** Where lead i stands (pad 1 at the origin), in 3D. */
export function metalCanLeadXY(o: Pick<MetalCanOutline, 'pc'>, i: number): [number, number] {
  const r = o.pc / 2;
  const a = ((180 + 90 * i) * Math.PI) / 180;
  return [r + r * Math.cos(a), r * Math.sin(a)];
}

/** The body's volume (flange, can, the tab beyond the flange). */
export function metalCanBodyVolume(o: MetalCanOutline): number {
  const R = o.D1 / 2;
  const a = o.tw / 2;
  // the part of the flange under the tab's bar (|y| < a, x from 0 to the rim)
  const strip = a * Math.sqrt(R * R - a * a) + R * R * Math.asin(a / R);
  const tab = o.F * (o.tw * (R + o.tl) - strip);
  return Math.PI * R * R * o.F + Math.PI * (o.D / 2) ** 2 * (o.H - o.F) + tab;
}

export function buildMetalCan(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [D, D1, F, H, S, tw, tl, ta, pc, d, pins] = nums(
    p,
    'D',
    'D1',
    'F',
    'H',
    'S',
    'tw',
    'tl',
    'ta',
    'pc',
    'd',
    'pins',
  );
  const cx = pc / 2;
  const flange = k.makeCylinder(D1 / 2, F, [cx, 0, S], [0, 0, 1]) as Solid3D;
  const can = k.makeCylinder(D / 2, H - F, [cx, 0, S + F], [0, 0, 1]) as Solid3D;
  const tab = (k.makeBox([0, -tw / 2, S], [D1 / 2 + tl, tw / 2, S + F]) as Solid3D)
    .rotate(ta, [0, 0, 0], [0, 0, 1])
    .translate([cx, 0, 0]) as Solid3D;
  const body = flange.fuse(can).fuse(tab) as Solid3D;
  const leads = Array.from({ length: pins }, (_, i) => {
    const [x, y] = metalCanLeadXY({ pc }, i);
    return k.makeCylinder(d / 2, S + LEAD_BELOW, [x, y, -LEAD_BELOW], [0, 0, 1]) as Solid3D;
  });
  return [
    { name: 'body', color: BODY, shape: body },
    { name: 'pins', color: METAL, shape: k.makeCompound(leads) as Solid3D },
  ];
}

export function metalCanDimensions(o: MetalCanOutline) {
  const cx = o.pc / 2;
  const top = o.S + o.H;
  return [
    dim('D', '管帽直径', o.D, [cx - o.D / 2, 0, top], [cx + o.D / 2, 0, top]),
    dim('A', '高度', top, [cx + o.D1 / 2, 0, 0], [cx + o.D1 / 2, 0, top]),
    dim('e', '引脚圆直径', o.pc, [0, 0, 0], [o.pc, 0, 0]),
  ];
}
