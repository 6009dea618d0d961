/**
 * TO-3 (JEDEC TO-204AA) metal can on its flange, placed as KiCad's 3D library places it on KiCad's TO-3 footprint:
 * origin at pad 1 (the footprint's), pad 2 at footprint (0, 10.92) (3D y −10.92: KiCad's footprint Y points down,
 * its 3D Y up), the can centred at footprint (1.8, 5.45), the two mounting holes (pad 3, the case) at x −13.3 and
 * 16.9 on the can's centre line, board top at z = 0.
 *
 * The numbers are KiCad's own (Debian kicad-footprints and kicad-packages3d 6.0.10): the flange's plan is the
 * footprint's F.Fab outline, four lines and four arcs about the can's centre (relative to it: the lines run from
 * (±6.18, ±12.12) on an arc through (0, ±13.605) about the centre to (±17.91, ±4.13) on an arc through (±20.095, 0)
 * about the hole centres ±15.1), which KiCad's TO-3.wrl repeats (its flange's faces at the same points); TO-3.wrl's
 * shapes (2.54 mm units, 3 decimals): flange 1.75 thick from the board, holes Ø 4.0, can Ø 20.0 up to z 9.0 with
 * its top edge rounded r 1.0 (the rim's points from r 10.0 at z 8.0 to r 9.0 at z 9.0 on a quarter circle), pins
 * Ø 1.0 on pads 1 and 2.
 *
 * Construction rules (the read-back test computes the volume from them):
 * - body: the flange (the outline above, F thick from z = 0, less the two holes Ø P) and the can (Ø D from the
 *   flange up to H, its top edge a quarter circle of radius rt) fused; volume area·F − 2π(P/2)²·F +
 *   π(D/2)²(H − F) − 2π·r̄·rt²(1 − π/4), r̄ = D/2 − rt(10 − 3π)/(3(4 − π)) (Pappus: the ring the rounding cuts off);
 * - each pin: a cylinder Ø d on its pad from z = −LEAD_BELOW (axial.ts: 3 mm under the board top, our choice, not
 *   KiCad's 10) to the board. Volume 2·π(d/2)²·LEAD_BELOW.
 */
import { LEAD_BELOW } from './axial.ts';
import { dim, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

const METAL = '#d9dde2';

export interface To3Outline {
  kind: 'to3';
  source: string;
  kicad: string;
  /** can centre from pad 1 (footprint coordinates, Y down) and pad 2's y (pad 1 at the origin, pad 2 below it) */
  cx: number;
  cy: number;
  e: number;
  /** the flange outline's line ends about the can centre: (±a, ±b) on the big arc, (±c, ±d) on the end arcs */
  a: number;
  b: number;
  c: number;
  d: number;
  /** mounting holes ±s from the can centre along X, Ø P; flange thickness F */
  s: number;
  P: number;
  F: number;
  /** can diameter, top (from the board) and the rounding of its top edge; pin diameter */
  D: number;
  H: number;
  rt: number;
  pin: number;
}

export const TO3_OUTLINES: Readonly<Record<string, To3Outline>> = {
  'TO-3': {
    kind: 'to3',
    source: "KiCad's TO-3 footprint (F.Fab, pads) and 3D model TO-3.wrl (flange, can, pins)",
    kicad: 'TO-3',
    cx: 1.8,
    cy: 5.45,
    e: 10.92,
    a: 6.18,
    b: 12.12,
    c: 17.91,
    d: 4.13,
    s: 15.1,
    P: 4,
    F: 1.75,
    D: 20,
    H: 9,
    rt: 1,
    pin: 1,
  },
};

/** The flange outline's corners and arc mid points in 3D plan coordinates (Y up), anticlockwise from the top left. */
export function to3FlangePath(o: Pick<To3Outline, 'cx' | 'cy' | 'a' | 'b' | 'c' | 'd' | 's'>): {
  ends: [number, number][];
  mids: [number, number][];
} {
  const [X, Y] = [o.cx, -o.cy];
  const big = Math.hypot(o.a, o.b);
  const end = o.s + Math.hypot(o.c - o.s, o.d);
  // each line, then the arc after it: top-left line down to the left end arc, left arc, bottom-left line, …
  const ends: [number, number][] = [
    [X - o.a, Y + o.b],
    [X - o.c, Y + o.d],
    [X - o.c, Y - o.d],
    [X - o.a, Y - o.b],
    [X + o.a, Y - o.b],
    [X + o.c, Y - o.d],
    [X + o.c, Y + o.d],
    [X + o.a, Y + o.b],
  ];
  const mids: [number, number][] = [
    [X - end, Y],
    [X, Y - big],
    [X + end, Y],
    [X, Y + big],
  ];
  return { ends, mids };
}

export function buildTo3(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [cx, cy, e, a, b, c, d, s, P, F, D, H, rt, pin] = nums(
    p,
    'cx',
    'cy',
    'e',
    'a',
    'b',
    'c',
    'd',
    's',
    'P',
    'F',
    'D',
    'H',
    'rt',
    'pin',
  );
  const { ends, mids } = to3FlangePath({ cx, cy, a, b, c, d, s });
  let pen = k.draw(ends[0] ?? [0, 0]);
  for (let i = 0; i < 4; i++) {
    pen = pen.lineTo(ends[2 * i + 1] ?? [0, 0]);
    pen = pen.threePointsArcTo(ends[(2 * i + 2) % 8] ?? [0, 0], mids[i] ?? [0, 0]);
  }
  let flange = pen.close().sketchOnPlane('XY').extrude(F) as Solid3D;
  for (const x of [cx - s, cx + s])
    flange = flange.cut(k.makeCylinder(P / 2, F + 2, [x, -cy, -1], [0, 0, 1]) as Solid3D) as Solid3D;
  // the can's half profile in XZ about its axis, revolved: up the side, round the top edge, in to the axis
  const R = D / 2;
  const q = rt * (1 - Math.SQRT1_2);
  const can = k
    .draw([0, F])
    .lineTo([R, F])
    .lineTo([R, H - rt])
    .threePointsArcTo([R - rt, H], [R - q, H - q])
    .lineTo([0, H])
    .close()
    .sketchOnPlane('XZ')
    .revolve([0, 0, 1])
    .translate([cx, -cy, 0]) as Solid3D;
  const pins = [0, -e].map(
    (y) => k.makeCylinder(pin / 2, LEAD_BELOW, [0, y, -LEAD_BELOW], [0, 0, 1]) as Solid3D,
  );
  return [
    { name: 'body', color: METAL, shape: flange.fuse(can) as Solid3D },
    { name: 'pins', color: METAL, shape: k.makeCompound(pins) as Solid3D },
  ];
}

export function to3Dimensions(o: To3Outline) {
  const [X, Y] = [o.cx, -o.cy];
  return [
    dim('D', '管壳直径', o.D, [X - o.D / 2, Y, o.H], [X + o.D / 2, Y, o.H]),
    dim('A', '高度', o.H, [X + o.D / 2, Y, 0], [X + o.D / 2, Y, o.H]),
    dim('e', '引脚间距', o.e, [0, 0, 0], [0, -o.e, 0]),
  ];
}
