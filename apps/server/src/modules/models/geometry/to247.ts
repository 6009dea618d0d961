/**
 * TO-247-2/-3/-4/-5, DO-247, TO-126-3 and TO-220F-2/-3 standing on the board, placed as KiCad's 3D library places them on KiCad's
 * TO-247-n_Vertical footprints (and D_DO-247_Vertical, TO-247-2's twin): origin at pad 1, the pads along +X at pitch rm, board top at z = 0, the back face (the exposed tab's side, the
 * reference face of KiCad's footprint generator) towards +Y in 3D (KiCad's F.Fab draws it at footprint y = −2.33,
 * and its Y points down), the leads' centre line pinZ in front of it.
 *
 * The numbers are the TO-247 row of KiCad's THT footprint generator (kicad-footprint-generator, TO_THT_packages.py,
 * the table KiCad's TO-247-3_Vertical footprint is drawn from): the package width × height × depth 15.9 × 20.95
 * × 5.03, pitch 5.45, mounting hole Ø 3.61 with its centre 6.17 below the top, leads 1.2 × 0.6, lead centre line
 * 2.33 from the back face (depth − (2.4 + 0.3)). KiCad's TO-247-2_Vertical is drawn from the same row with two
 * pads 10.9 apart (its F.Fab box is TO-247-3_Vertical's: x −2.5…13.4, y −2.33…2.7), the outer leads' places of
 * the three-lead package; TO-247-4_Vertical and TO-247-5_Vertical from the same row with four and five leads (the
 * body centred on the row of pads). Construction rules (the read-back test computes the volume from
 * them):
 * - body: a box W × D × H from the board (its bottom on the board; the leads' shoulders are left out), centred on
 *   the middle pad, with the hole Ø P through it along Y; volume W·D·H − π(P/2)²·D. TO-220F: the box D deep only
 *   up to Hp, above it a box Dm deep at the back face up to H, the hole through that one (the generator's plastic
 *   and "metal" parts); volume W·(D·Hp + Dm·(H − Hp)) − π(P/2)²·Dm. The hole runs through the whole depth, so
 *   where it lies below Hp (TO-3PB: its centre H − Q under Hp) it takes π(P/2)²·D instead;
 * - each lead: a bar b (along X) × t (along Y) on its pad from z = −LEAD_BELOW (axial.ts: the leads end 3 mm under
 *   the board top, our choice, not a table value) up to the body. Volume pins·b·t·LEAD_BELOW.
 * - TO-218 and TO-3PB stand S above the board (as KiCad's models): the body's boxes and the hole raised by S, the
 *   leads up to S (volume pins·b·t·(S + LEAD_BELOW)).
 */
import { LEAD_BELOW } from './axial.ts';
import { dim, type Kernel, type ModelPart, nums, type Solid3D } from './family.ts';
import { inlineParts } from './inline-leads.ts';

export interface To247Outline {
  kind: 'to247';
  source: string;
  kicad: string;
  /** package width (along the row), depth, height; pitch; hole diameter and its centre below the top */
  W: number;
  D: number;
  H: number;
  rm: number;
  P: number;
  Q: number;
  /** lead width (along X) and thickness; the lead centre line's distance from the back face */
  b: number;
  t: number;
  back: number;
  pins: 2 | 3 | 4 | 5;
  /** the first step when it differs from the others (TO-247-4: pad 2 rm1 from pad 1, then rm apart) */
  rm1?: number;
  /** TO-220F: the body is D deep only up to Hp, above it Dm deep at the back face (the hole through that part) */
  Hp?: number;
  Dm?: number;
  /** TO-218: the body's bottom above the board (0 when omitted), the leads up to it */
  S?: number;
}

/** x of each lead, pad 1 at 0. */
export const to247LeadXs = (o: { pins: number; rm: number; rm1?: number }): number[] =>
  Array.from({ length: o.pins }, (_, i) => (i === 0 ? 0 : (o.rm1 ?? o.rm) + (i - 1) * o.rm));

/** A row of the generator's table as we use it: W, D, H, P, Q, b, t, back. */
type Row = readonly [number, number, number, number, number, number, number, number];

// TO-247: the header's row (lead centre line depth − (2.4 + 0.3) from the back face)
const TO247: Row = [15.9, 5.03, 20.95, 3.61, 6.17, 1.2, 0.6, Math.round((5.03 - (2.4 + 0.3)) * 1e4) / 1e4];
// TO-126 (a plastic body with no metal plate, so built as the TO-247): 8 × 11 × 3.25, hole Ø 3.2 with its centre 3.9
// below the top, leads 0.75 × 0.5, lead centre line 2 from the back face (pin_offset_z; KiCad's TO-126-3_Vertical
// F.Fab: x −1.46…6.54, y −2…1.25)
const TO126: Row = [8, 3.25, 11, 3.2, 3.9, 0.75, 0.5, 2];
// TO-220F (a fully moulded TO-220): plastic 10.26 × (15.87 − 6.68) × 4.7, above it the 2.52 deep part the generator
// calls metal up to 15.87 (Hp, Dm), hole Ø 3.7 with its centre 3.3 below the top, leads 0.6 × 0.7, lead centre line
// 2.76 + 0.575/2 from the back face (KiCad's TO-220F-2_Vertical F.Fab: y −3.0475…1.6525, the step at −0.5275)
const TO220F: Row = [10.26, 4.7, 15.87, 3.7, 3.3, 0.6, 0.7, 2.76 + 0.575 / 2];
const TO220F_STEP = { Hp: Math.round((15.87 - 6.68) * 1e4) / 1e4, Dm: 2.52 };

/** A generator row with the lead count and pitch of one of KiCad's <name>-<pins>_Vertical footprints. */
function standing(
  name: string,
  [W, D, H, P, Q, b, t, back]: Row,
  pins: To247Outline['pins'],
  rm: number,
  more: Pick<To247Outline, 'rm1' | 'Hp' | 'Dm'> = {},
): To247Outline {
  return {
    kind: 'to247',
    source: `KiCad THT footprint generator TO_THT_packages.py, ${name} row (KiCad ${name}-${pins}_Vertical)`,
    kicad: `${name}-${pins}_Vertical`,
    W,
    D,
    H,
    rm,
    P,
    Q,
    b,
    t,
    back,
    pins,
    ...more,
  };
}

export const TO247_OUTLINES: Readonly<Record<string, To247Outline>> = {
  'TO-247-3': standing('TO-247', TO247, 3, 5.45),
  // KiCad's TO-247-2_Vertical: pads 1 and 2 at x 0 and 10.9 ("RM 10.9mm")
  'TO-247-2': standing('TO-247', TO247, 2, 10.9),
  // the generator's TO-247 row with four leads: rm_list [5.08, 2.54, 2.54] (KiCad's TO-247-4_Vertical, pads at x 0,
  // 5.08, 7.62, 10.16; Wolfspeed's C3M…K); with five leads at 2.54 (KiCad's TO-247-5_Vertical; Microchip's MIC29752WT)
  'TO-247-4': standing('TO-247', TO247, 4, 2.54, { rm1: 5.08 }),
  'TO-247-5': standing('TO-247', TO247, 5, 2.54),
  // KiCad's TO-126-3_Vertical (onsemi's MJE13003)
  'TO-126-3': standing('TO-126', TO126, 3, 2.54),
  // KiCad's TO-220F-2_Vertical (pads 5.08 apart; Wolfspeed's C3D0xx60F) and TO-220F-3_Vertical (Infineon's IRLIZ44N)
  'TO-220F-2': standing('TO-220F', TO220F, 2, 5.08, TO220F_STEP),
  'TO-220F-3': standing('TO-220F', TO220F, 3, 2.54, TO220F_STEP),
  // DO-247 (ST's STBR…WY rectifiers: a TO-247 with two leads): KiCad's D_DO-247_Vertical has TO-247-2_Vertical's pads
  // (x 0 and 10.9) and F.Fab box, and its 3D model D_DO-247_Vertical.wrl has the same shapes as TO-247-2_Vertical.wrl
  // (body 15.9 × 5.03 × 20.95, hole Ø 3.6 with its centre 6.16 below the top): the generator's TO-247 row
  'DO-247': {
    ...standing('TO-247', TO247, 2, 10.9),
    source:
      "KiCad THT footprint generator TO_THT_packages.py, TO-247 row (KiCad D_DO-247_Vertical: TO-247-2's pads)",
    kicad: 'D_DO-247_Vertical',
  },
  // TO-218 (onsemi TIP2955 / TIP3055), read off KiCad's TO-218-3_Vertical footprint (pads at 0, 5.475, 10.95; F.Fab
  // x −1.995…12.945, y −3.17…1.63, the plate's line at −1.9) and its own 3D model (.wrl: the plastic 4.8 deep from
  // z 2.0 to 14.2, the metal plate 1.27 thick at the back up to 22.35, its top corners cut 2.5 × 2.5 (left out
  // here), the hole Ø 4.05 across its polygon with its centre 4.15 below the top, leads 1.2 × 0.64 under the
  // shoulders); KiCad's generator row (TO_THT_packages.py TO-218: 15.92 wide) is not the one this footprint was
  // drawn from. Standing 2.0 above the board as KiCad's model does (S)
  'TO-218-3': {
    kind: 'to247',
    source: "KiCad's TO-218-3_Vertical footprint (pads, F.Fab) and 3D model",
    kicad: 'TO-218-3_Vertical',
    W: 14.94,
    D: 4.8,
    H: 20.35,
    rm: 5.475,
    P: 4.05,
    Q: 4.15,
    b: 1.2,
    t: 0.64,
    back: 3.17,
    pins: 3,
    Hp: 12.2,
    Dm: 1.27,
    S: 2,
  },
  // TO-3PB (ST's 2SD1047), read off KiCad's TO-3PB-3_Vertical footprint (pads at 0, 5.45, 10.9; F.Fab x −2.35…13.25,
  // y −1.7…3.1, the plate's line at 0.3; its descr cites onsemi's case 340AC) and its own 3D model (.wrl: the plastic
  // 15.51 wide (x −2.305…13.205) and 4.8 deep (3D y −3.1…1.7) from z 1.3 to 16.3; above it, in front of the metal
  // plate, a ridge up to 19.8 narrowing to x 0.516…10.384 at its top (here its envelope: the full width, so the
  // plastic box is Hp = 19.8 − 1.3 high); the plate 2.0 thick at the back (3D y −0.29…1.71) up to 21.3, its top
  // corners cut (left out here); the hole Ø 3.29 across its polygon through the whole depth, its centre at z 16.3,
  // 5.0 below the top; leads 1.0 × 0.524 through the board, 1.6 wide at the shoulder above it (the width used is the
  // part through the board's, as TO-218's). Standing 1.3 above the board as KiCad's model does (S)
  'TO-3PB-3': {
    kind: 'to247',
    source: "KiCad's TO-3PB-3_Vertical footprint (pads, F.Fab) and 3D model",
    kicad: 'TO-3PB-3_Vertical',
    W: 15.51,
    D: 4.8,
    H: 20,
    rm: 5.45,
    P: 3.29,
    Q: 5,
    b: 1,
    t: 0.524,
    back: 1.7,
    pins: 3,
    Hp: 18.5,
    Dm: 2,
    S: 1.3,
  },
};

/** The body's volume: the box (or TO-220F's two) less the mounting hole (through the box it lies in). */
export function to247BodyVolume(o: Pick<To247Outline, 'W' | 'D' | 'H' | 'P' | 'Q' | 'Hp' | 'Dm'>): number {
  const [Hp, Dm] = [o.Hp ?? o.H, o.Dm ?? o.D];
  const through = o.H - o.Q < Hp ? o.D : Dm;
  return o.W * (o.D * Hp + Dm * (o.H - Hp)) - Math.PI * (o.P / 2) ** 2 * through;
}

export function buildTo247(k: Kernel, p: Record<string, number | string>): ModelPart[] {
  const [W, D, H, rm, P, Q, b, t, back, pins] = nums(
    p,
    'W',
    'D',
    'H',
    'rm',
    'P',
    'Q',
    'b',
    't',
    'back',
    'pins',
  );
  const xs = to247LeadXs({ pins, rm, rm1: p.rm1 === undefined ? undefined : Number(p.rm1) });
  const xc = (xs[xs.length - 1] ?? 0) / 2;
  const [Hp, Dm, S] = [Number(p.Hp ?? H), Number(p.Dm ?? D), Number(p.S ?? 0)];
  let box = k.makeBox([xc - W / 2, back - D, S], [xc + W / 2, back, S + Hp]) as Solid3D;
  if (Hp < H)
    box = box.fuse(
      k.makeBox([xc - W / 2, back - Dm, S + Hp], [xc + W / 2, back, S + H]) as Solid3D,
    ) as Solid3D;
  const hole = k.makeCylinder(P / 2, D + 2, [xc, back - D - 1, S + H - Q], [0, 1, 0]) as Solid3D;
  return inlineParts(k, box.cut(hole), { pins, pitch: rm, b, t, bottom: -LEAD_BELOW, xs, top: S });
}

export function to247Dimensions(o: To247Outline) {
  const S = o.S ?? 0;
  const xs = to247LeadXs(o);
  const xc = (xs[xs.length - 1] ?? 0) / 2;
  return [
    dim('W', '本体宽度', o.W, [xc - o.W / 2, o.back, S + o.H], [xc + o.W / 2, o.back, S + o.H]),
    dim('H', '本体高度', o.H, [xc + o.W / 2, o.back, S], [xc + o.W / 2, o.back, S + o.H]),
    dim('e', '引脚间距', o.rm, [0, 0, 0], [o.rm, 0, 0]),
  ];
}
