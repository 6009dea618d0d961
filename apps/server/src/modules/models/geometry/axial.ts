/**
 * Axial-lead parts mounted horizontally (DO-41 and DO-35 diodes, leaded resistors), placed as KiCad's 3D
 * library places them on its *_Horizontal footprints (D_DO-41_SOD81_P10.16mm_Horizontal,
 * R_Axial_DIN0207_L6.3mm_D2.5mm_P10.16mm_Horizontal …): origin at pad 1, pad 2 at (P, 0), the body lying on the
 * board along +X, centred between the pads; pin 1 is a diode's cathode.
 *
 * Construction rules (the read-back test computes the volumes from them):
 * - body: a cylinder Ø D × L along X, its axis at z = D/2, from x = (P − L)/2 to (P + L)/2;
 * - lead (Ø d, r = d/2), one solid each: a horizontal cylinder on the body's axis from the body end to the pad
 *   (x = 0 or P), a vertical cylinder on the pad from z = −LEAD_BELOW up to the axis, and a ball of radius r
 *   at the bend (the corner where they meet). Volume πr²(a + D/2 + LEAD_BELOW) − 4r³/3 + πr³/3, a = (P − L)/2:
 *   the two cylinders overlap in a quarter of their Steinmetz solid (16r³/3) and the ball adds its quarter
 *   outside both.
 * - LEAD_BELOW: the leads end 3 mm under the board top (through a 1.6 mm board, cut 1.4 mm below it); our
 *   choice, not a table value.
 */
import type { ModelDimension } from '@jianku/rules/models-schemas';
import { dim, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';

export const LEAD_BELOW = 3;

const METAL = '#d9dde2';

/** The numbers an axial part is built from (mm). */
export interface AxialShape {
  /** body length and diameter */
  L: number;
  D: number;
  /** lead diameter */
  d: number;
  /** pitch: pad 1 at x = 0, pad 2 at x = P */
  P: number;
}

/** The lead of pad 1 (at x = 0); pad 2's is the same turned half a turn about the body's centre. */
function lead(k: Kernel, { L, D, d, P }: AxialShape): Solid3D {
  const r = d / 2;
  const zc = D / 2;
  const a = (P - L) / 2;
  const horizontal = k.makeCylinder(r, a, [0, 0, zc], [1, 0, 0]) as Solid3D;
  const vertical = k.makeCylinder(r, zc + LEAD_BELOW, [0, 0, -LEAD_BELOW], [0, 0, 1]) as Solid3D;
  const ball = k.makeSphere(r).translate([0, 0, zc]) as Solid3D;
  return horizontal.fuse(vertical).fuse(ball);
}

export function buildAxial(k: Kernel, p: Record<string, number | string>, bodyColor: string): ModelPart[] {
  const [L, D, d, P] = nums(p, 'L', 'D', 'd', 'P');
  const shape = { L, D, d, P };
  const one = lead(k, shape);
  const two = one.clone().rotate(180, [P / 2, 0, 0], [0, 0, 1]) as Solid3D;
  return [
    {
      name: 'body',
      color: bodyColor,
      shape: k.makeCylinder(D / 2, L, [(P - L) / 2, 0, D / 2], [1, 0, 0]) as Solid3D,
    },
    { name: 'pin 1', color: METAL, shape: one },
    { name: 'pin 2', color: METAL, shape: two },
  ];
}

/** Key dimensions shown on an axial model. */
export function axialDimensions({ L, D, P }: AxialShape): ModelDimension[] {
  const x0 = (P - L) / 2;
  return [
    dim('L', '本体长度', L, [x0, -D, D], [x0 + L, -D, D]),
    dim('D', '本体直径', D, [x0 + L / 2, D, 0], [x0 + L / 2, D, D]),
    dim('P', '引脚间距', P, [0, -D * 1.5, 0], [P, -D * 1.5, 0]),
  ];
}
