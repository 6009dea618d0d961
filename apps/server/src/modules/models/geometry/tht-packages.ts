/**
 * Through-hole transistor and IC packages standing on the board (TO-220, PDIP), placed as KiCad's 3D library places them on
 * its THT footprints: origin at pad 1, board top at z = 0, leads going through the board.
 *
 * TO-220 (KiCad TO-220-3_Vertical): pads 1–3 along +X at pitch e; the part stands up, its metal tab at the back
 * (+Y in 3D: KiCad's F.Fab draws the tab at footprint y −3.15…−1.88, and its Y points down).
 * Construction rules (the read-back test computes the volumes from them):
 * - the leads' wide shoulders (b2 wide, L1 long) stand on the board: the package starts at z = L1;
 * - moulded body: a box E × (A − A1) × D1 from z = L1; tab: a box E × A1 × D behind it, from z = L1, with
 *   the mounting hole Ø P through it, its centre Q below the tab's top;
 * - each lead, c thick and centred on y = 0: the shoulder b2 × L1 (z = 0 to L1) and the lead b wide from
 *   z = L1 − L to 0. The tab's back face is at y = A2 + c/2 (A2: lead to tab back). Volume
 *   E·(A − A1)·D1 + E·A1·D − π(P/2)²·A1 + n·c·(b2·L1 + b·(L − L1)).
 *
 * PDIP (KiCad DIP-<n>_W7.62mm): pin 1 at the origin, pins 1…n/2 down the −X row along −Y (KiCad's footprint Y
 * points down), n/2 + 1…n back up the row at x = eA; pins counted anticlockwise seen from the top.
 * Construction rules:
 * - body: a box E1 (across the rows) × D (along them) × A2 from z = A1, centred between the rows;
 * - each lead, c thick (across the rows): from the body side at mid-height zm = A1 + A2/2 out to its row (b2
 *   wide, c high), down the row to the board (the shoulder, b2 wide, z = 0 to zm + c/2) and on through the board
 *   (b wide) to z = −L. Volume of one: c·b2·(eA/2 − c/2 − E1/2) + c·b2·(zm + c/2) + c·b·L.
 */
import { dim, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';
import type { DipOutline, To220Outline } from './package-outlines.ts';

const BODY = '#1d1f22';
const METAL = '#d9dde2';

export function buildTo220(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [A, A1, A2, b, b2, c, D, D1, E, e, L, L1, P, Q, pins] = nums(
    p,
    'A',
    'A1',
    'A2',
    'b',
    'b2',
    'c',
    'D',
    'D1',
    'E',
    'e',
    'L',
    'L1',
    'P',
    'Q',
    'pins',
  );
  const xc = ((pins - 1) * e) / 2;
  const back = A2 + c / 2;
  const [x0, x1] = [xc - E / 2, xc + E / 2];
  const body = k.makeBox([x0, back - A, L1], [x1, back - A1, L1 + D1]) as Solid3D;
  const hole = k.makeCylinder(P / 2, A1 + 1, [xc, back - A1 - 0.5, L1 + D - Q], [0, 1, 0]) as Solid3D;
  const tab = (k.makeBox([x0, back - A1, L1], [x1, back, L1 + D]) as Solid3D).cut(hole);
  const leads = Array.from({ length: pins }, (_, i) => {
    const x = i * e;
    const shoulder = k.makeBox([x - b2 / 2, -c / 2, 0], [x + b2 / 2, c / 2, L1]) as Solid3D;
    const lead = k.makeBox([x - b / 2, -c / 2, L1 - L], [x + b / 2, c / 2, 0]) as Solid3D;
    return shoulder.fuse(lead);
  });
  return [
    { name: 'body', color: BODY, shape: body },
    { name: 'tab', color: METAL, shape: tab },
    { name: 'pins', color: METAL, shape: k.makeCompound(leads) as Solid3D },
  ];
}

export function to220Dimensions(o: To220Outline) {
  const xc = ((o.pins - 1) * o.e) / 2;
  const back = o.A2 + o.c / 2;
  const top = o.L1 + o.D;
  return [
    dim('E', '本体宽度', o.E, [xc - o.E / 2, back, top], [xc + o.E / 2, back, top]),
    dim('D', '本体高度 (含散热片)', o.D, [xc + o.E / 2, back, o.L1], [xc + o.E / 2, back, top]),
    dim('e', '引脚间距', o.e, [0, 0, 0], [o.e, 0, 0]),
  ];
}

export function buildDip(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [A1, A2, b, b2, c, D, E1, e, eA, L, pins] = nums(
    p,
    'A1',
    'A2',
    'b',
    'b2',
    'c',
    'D',
    'E1',
    'e',
    'eA',
    'L',
    'pins',
  );
  const half = pins / 2;
  const [xc, yc] = [eA / 2, (-(half - 1) * e) / 2];
  const zm = A1 + A2 / 2;
  const body = k.makeBox([xc - E1 / 2, yc - D / 2, A1], [xc + E1 / 2, yc + D / 2, A1 + A2]) as Solid3D;
  // the lead of the −X row at y = 0, its row at x = 0; the +X row's leads are it turned half a turn
  const arm = k.makeBox([c / 2, -b2 / 2, zm - c / 2], [xc - E1 / 2, b2 / 2, zm + c / 2]) as Solid3D;
  const shoulder = k.makeBox([-c / 2, -b2 / 2, 0], [c / 2, b2 / 2, zm + c / 2]) as Solid3D;
  const tail = k.makeBox([-c / 2, -b / 2, -L], [c / 2, b / 2, 0]) as Solid3D;
  const lead = arm.fuse(shoulder).fuse(tail);
  const leads = Array.from({ length: pins }, (_, i) => {
    if (i < half) return lead.clone().translate([0, -i * e, 0]) as Solid3D;
    return lead
      .clone()
      .rotate(180, [0, 0, 0], [0, 0, 1])
      .translate([eA, -(pins - 1 - i) * e, 0]) as Solid3D;
  });
  return [
    { name: 'body', color: BODY, shape: body },
    { name: 'pins', color: METAL, shape: k.makeCompound(leads) as Solid3D },
  ];
}

export function dipDimensions(o: DipOutline) {
  const yc = (-(o.pins / 2 - 1) * o.e) / 2;
  const top = o.A1 + o.A2;
  return [
    dim(
      'D',
      '本体长度',
      o.D,
      [o.eA / 2 - o.E1 / 2, yc - o.D / 2, top],
      [o.eA / 2 - o.E1 / 2, yc + o.D / 2, top],
    ),
    dim(
      'E1',
      '本体宽度',
      o.E1,
      [o.eA / 2 - o.E1 / 2, yc + o.D / 2, top],
      [o.eA / 2 + o.E1 / 2, yc + o.D / 2, top],
    ),
    dim('e', '引脚间距', o.e, [0, 0, 0], [0, -o.e, 0]),
  ];
}
