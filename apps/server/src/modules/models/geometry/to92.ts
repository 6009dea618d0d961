/**
 * TO-92 (JEDEC TO-226AA; NXP SOT54, SC-43A) with straight leads in line, placed as KiCad's 3D library places it on
 * KiCad's TO-92_Inline footprint (which cites NXP's SOT54 outline): origin at pad 1, pads 1–3 along +X at pitch e1,
 * board top at z = 0, the flat face towards −Y in 3D (KiCad's F.Fab draws it at footprint y = +1.75, and its Y
 * points down), the round back towards +Y.
 *
 * Construction rules (the read-back test computes the volume from them):
 * - body: a cylinder Ø D about the vertical axis through the middle lead (x = e1, y = 0), A high from the board
 *   (the drawing's seating plane: the body stands on it), cut flat at y = −(E − D/2) (E: flat face to the back);
 *   volume A·(πR² − R²·acos(f/R) + f·√(R² − f²)), R = D/2, f = E − R;
 * - each lead: a bar b (along X) × c (along Y) centred on its pad, from the body's bottom (z = 0) down to z = −L
 *   (the drawing's lead length; the wider part b1 just under the body is left out). Volume 3·b·c·L.
 * - stand-off S (TO-92L, as KiCad's model): the body from z = S to S + A, the leads from S down to S − L.
 */
import { LEAD_BELOW } from './axial.ts';
import { dim, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';
import { inlineParts } from './inline-leads.ts';
import { mid } from './midpoint.ts';

export interface To92Outline {
  kind: 'to92';
  source: string;
  kicad: string;
  /** body height, lead width and thickness, body diameter, flat face to the back, lead pitch, lead length */
  A: number;
  b: number;
  c: number;
  D: number;
  E: number;
  e1: number;
  L: number;
  pins: 3;
  /** the body's bottom above the board (0 when omitted) */
  S?: number;
}

/**
 * NXP SOT54 (TO-92 / SC-43A) package outline, the drawing KiCad's TO-92_Inline cites (sot054_po.pdf), min–max
 * midpoints: A 5.0–5.2, b 0.40–0.48, c 0.38–0.45, D 4.4–4.8, E 3.6–4.2, e1 1.27, L 12.7–14.5.
 */
export const TO92_OUTLINES: Readonly<Record<string, To92Outline>> = {
  'TO-92': {
    kind: 'to92',
    source: 'NXP SOT54 (TO-92, SC-43A) package outline, min–max midpoints',
    kicad: 'TO-92_Inline',
    A: mid(5.0, 5.2),
    b: mid(0.4, 0.48),
    c: mid(0.38, 0.45),
    D: mid(4.4, 4.8),
    E: mid(3.6, 4.2),
    e1: 1.27,
    L: mid(12.7, 14.5),
    pins: 3,
  },
  // TO-92L (the large TO-92; Vishay's TP0610L / VP0610L), KiCad Package_TO_SOT_THT TO-92L_Inline.kicad_mod (its descr
  // cites Diodes' TO-92L package outline; pads at pitch 1.27, F.Fab circle r 2.48, flat face at footprint y 1.6) and
  // KiCad's own TO-92L_Inline 3D model (.wrl: the body a disk cut flat, 4.89 across its polygon's vertices about x 1.27,
  // flat face at 3D y −1.45 and round back at +2.45, from z 2.5 to 10.5; leads 0.48 × 0.38). Ours stands on the same
  // 2.5 (S); its leads reach LEAD_BELOW under the board as the other through-hole builders' (KiCad's end at −2.45)
  'TO-92L': {
    kind: 'to92',
    source: "KiCad's TO-92L_Inline footprint (pads, F.Fab) and 3D model",
    kicad: 'TO-92L_Inline',
    A: 8,
    b: 0.48,
    c: 0.38,
    D: 4.9,
    E: 3.9,
    e1: 1.27,
    L: 2.5 + LEAD_BELOW,
    pins: 3,
    S: 2.5,
  },
};

/** The body's plan area: the disk Ø D less the segment cut off by the flat face. */
export function to92PlanArea(o: Pick<To92Outline, 'D' | 'E'>): number {
  const R = o.D / 2;
  const f = o.E - R;
  return Math.PI * R * R - (R * R * Math.acos(f / R) - f * Math.sqrt(R * R - f * f));
}

export function buildTo92(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [A, b, c, D, E, e1, L, pins] = nums(p, 'A', 'b', 'c', 'D', 'E', 'e1', 'L', 'pins');
  const S = typeof p.S === 'number' ? p.S : 0;
  const R = D / 2;
  const flat = -(E - R);
  const round = k.makeCylinder(R, A, [e1, 0, S], [0, 0, 1]) as Solid3D;
  const cut = k.makeBox([e1 - R - 1, flat - R - 1, S - 1], [e1 + R + 1, flat, S + A + 1]) as Solid3D;
  return inlineParts(k, round.cut(cut), { pins, pitch: e1, b, t: c, bottom: S - L, top: S });
}

export function to92Dimensions(o: To92Outline) {
  const R = o.D / 2;
  return [
    dim('D', '本体直径', o.D, [o.e1 - R, R, (o.S ?? 0) + o.A], [o.e1 + R, R, (o.S ?? 0) + o.A]),
    dim('A', '本体高度', o.A, [o.e1 + R, 0, o.S ?? 0], [o.e1 + R, 0, (o.S ?? 0) + o.A]),
    dim('e', '引脚间距', o.e1, [0, 0, 0], [o.e1, 0, 0]),
  ];
}
