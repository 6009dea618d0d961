/**
 * TO-247-2/-3/-4/-5 and TO-126-3 standing on the board, placed as KiCad's 3D library places them on KiCad's
 * TO-247-n_Vertical footprints: origin at pad 1, the pads along +X at pitch rm, board top at z = 0, the back face (the exposed tab's side, the
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
 *   the middle pad, with the hole Ø P through it along Y; volume W·D·H − π(P/2)²·D;
 * - each lead: a bar b (along X) × t (along Y) on its pad from z = −LEAD_BELOW (axial.ts: the leads end 3 mm under
 *   the board top, our choice, not a table value) up to the body. Volume pins·b·t·LEAD_BELOW.
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
}

/** x of each lead, pad 1 at 0. */
export const to247LeadXs = (o: { pins: number; rm: number; rm1?: number }): number[] =>
  Array.from({ length: o.pins }, (_, i) => (i === 0 ? 0 : (o.rm1 ?? o.rm) + (i - 1) * o.rm));

/** The generator's TO-247 row with the lead count and pitch of one of KiCad's TO-247 footprints. */
function to247(pins: To247Outline['pins'], rm: number, rm1?: number): To247Outline {
  return {
    kind: 'to247',
    source: `KiCad THT footprint generator TO_THT_packages.py, TO-247 row (KiCad TO-247-${pins}_Vertical)`,
    kicad: `TO-247-${pins}_Vertical`,
    W: 15.9,
    D: 5.03,
    H: 20.95,
    rm,
    P: 3.61,
    Q: 6.17,
    b: 1.2,
    t: 0.6,
    back: Math.round((5.03 - (2.4 + 0.3)) * 1e4) / 1e4,
    pins,
    ...(rm1 ? { rm1 } : {}),
  };
}

export const TO247_OUTLINES: Readonly<Record<string, To247Outline>> = {
  'TO-247-3': to247(3, 5.45),
  // KiCad's TO-247-2_Vertical: pads 1 and 2 at x 0 and 10.9 ("RM 10.9mm")
  'TO-247-2': to247(2, 10.9),
  // the generator's TO-247 row with four leads: rm_list [5.08, 2.54, 2.54] (KiCad's TO-247-4_Vertical, pads at x 0,
  // 5.08, 7.62, 10.16; Wolfspeed's C3M…K); with five leads at 2.54 (KiCad's TO-247-5_Vertical; Microchip's MIC29752WT)
  'TO-247-4': to247(4, 2.54, 5.08),
  'TO-247-5': to247(5, 2.54),
  // KiCad's TO-126-3_Vertical (onsemi's MJE13003): the generator's TO-126 row, a plastic body with no metal plate, so
  // built as the TO-247: 8 × 11 × 3.25, pitch 2.54, hole Ø 3.2 with its centre 3.9 below the top, leads 0.75 × 0.5,
  // lead centre line 2 from the back face (pin_offset_z; KiCad's F.Fab: x −1.46…6.54, y −2…1.25)
  'TO-126-3': {
    kind: 'to247',
    source: 'KiCad THT footprint generator TO_THT_packages.py, TO-126 row (KiCad TO-126-3_Vertical)',
    kicad: 'TO-126-3_Vertical',
    W: 8,
    D: 3.25,
    H: 11,
    rm: 2.54,
    P: 3.2,
    Q: 3.9,
    b: 0.75,
    t: 0.5,
    back: 2,
    pins: 3,
  },
};

/** The body's volume: the box less the mounting hole. */
export const to247BodyVolume = (o: Pick<To247Outline, 'W' | 'D' | 'H' | 'P'>) =>
  o.W * o.D * o.H - Math.PI * (o.P / 2) ** 2 * o.D;

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
  const box = k.makeBox([xc - W / 2, back - D, 0], [xc + W / 2, back, H]) as Solid3D;
  const hole = k.makeCylinder(P / 2, D + 2, [xc, back - D - 1, H - Q], [0, 1, 0]) as Solid3D;
  return inlineParts(k, box.cut(hole), { pins, pitch: rm, b, t, bottom: -LEAD_BELOW, xs });
}

export function to247Dimensions(o: To247Outline) {
  const xs = to247LeadXs(o);
  const xc = (xs[xs.length - 1] ?? 0) / 2;
  return [
    dim('W', '本体宽度', o.W, [xc - o.W / 2, o.back, o.H], [xc + o.W / 2, o.back, o.H]),
    dim('H', '本体高度', o.H, [xc + o.W / 2, o.back, 0], [xc + o.W / 2, o.back, o.H]),
    dim('e', '引脚间距', o.rm, [0, 0, 0], [o.rm, 0, 0]),
  ];
}
