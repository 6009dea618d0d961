/**
 * Outlines of Würth Elektronik's moulded power inductors (WE-XHMI, and WE-LHMI from
 * moulded-inductor-lhmi-outlines.ts) by the catalogue's package name ('WE-XHMI <size code>', the part number
 * without the value code: packages/catalog/src/inductors/we-power.ts).
 *
 * Source: Würth's own 3D models of the size codes as ionutms/KiCAD_Symbols_Generator's footprints use them,
 * stored (re-exported by FreeCAD / OpenCascade 7.8) in the public repository ionutms/3D_Models_Vault as
 * 3D_models/inductors/<size code>.step, commit 4d729176262d9632fd352d4f99f6339cf0644bda; read as STEP text (the
 * B-rep's vertices and planes), mm, the model's origin at the footprint centre, the terminals along X, the board
 * at z = 0. Each of the two models below is one solid: a moulded body whose plan is a rectangle with r 0.2 corners,
 * from its flat underside at z = 0.6 to its top (the marking raised 0.01 mm on the top face, small rounds about
 * the top), standing on two metal feet under its ends, each a block from z = 0 to 0.6 whose two ends are rounded
 * r 0.5 about an X axis at z 0.5. Here the body is the box of its plan and height (corner rounds, the top's
 * rounds and the marking left out) and each foot the box of its extent (end rounds left square).
 *
 * KiCad's own footprint of the 6060 size (KiCad 10's L_Wuerth_XHMI-6060, descr "6.65x6.45x5.8mm", datasheet
 * 74439346068) has the same pads as ionutms' 74439346 footprint (x ±2, 1.45 × 5.5) and the same height; its F.Fab
 * puts the 6.65 side along X, Würth's model and an Eagle library's WE-XHMI(6.65X6.45) package (silk x ±3.225,
 * y ±3.325) along Y: the model's is kept. Other WE-XHMI size codes answer 暂无三维模型: their models in that
 * repository were not read through (74439334's feet are rounded r 0.25), and no other source giving their body
 * and terminal sizes was found. The WE-LHMI rows, whose terminals wrap the body's ends in notches (the `wrap`
 * variant below), are in moulded-inductor-lhmi-outlines.ts.
 */

/**
 * A moulded inductor, terminals along X, board at z = 0. Body: the box x ±L/2, y ±W/2, z z0…H. Terminal at +X
 * (terminal 1 its mirror at −X), y ±fy:
 * - without `wrap` (WE-XHMI): a foot box x fx0…fx1, z 0…z0 under the body;
 * - with `wrap` (WE-LHMI): a pad plate x fx0…fx1, z 0…wrap.pz, and a wrap up the body's end face
 *   x wrap.wx0…fx1, z wrap.pz…wrap.wz (fx1 beyond L/2: the terminal stands out of the end face); the body box has
 *   both boxes cut out where they overlap it (the terminal's notch). z0 is then the body's underside above the
 *   board (the terminals stand below it), and every z is measured from the terminals' underside.
 */
export interface MouldedOutline {
  source: string;
  L: number;
  W: number;
  z0: number;
  H: number;
  fx0: number;
  fx1: number;
  fy: number;
  wrap?: LhmiWrap;
}

/** The WE-LHMI terminal's heights and its wrap's inner face (MouldedOutline). */
export interface LhmiWrap {
  /** top of the pad plate */
  pz: number;
  /** inner face of the wrap up the end (the notch's bottom in the end face) */
  wx0: number;
  /** top of the wrap */
  wz: number;
}

import { LHMI_OUTLINES } from './moulded-inductor-lhmi-outlines.ts';

const MODEL = 'ionutms/3D_Models_Vault 3D_models/inductors';

/** The 6.45 × 6.65 body and its feet, common to the two models (their B-reps differ only in height). */
const XHMI_6X6 = { L: 6.45, W: 6.65, z0: 0.6, fx0: 1.375, fx1: 2.675, fy: 2.45 } as const;

/** The catalogue's package name → outline. */
export const MOULDED_OUTLINES: Readonly<Record<string, MouldedOutline>> = {
  // body x ±3.225, y ±3.325, z 0.6…3.0 (marking 2.99…3.0); feet x ±(1.375…2.675), y ±2.45, z 0…0.6
  'WE-XHMI 74439344': { source: `${MODEL}/74439344.step`, ...XHMI_6X6, H: 3.0 },
  // body x ±3.225, y ±3.325, z 0.6…5.8 (marking 5.79…5.8; KiCad's L_Wuerth_XHMI-6060: 5.8); feet as 74439344's
  'WE-XHMI 74439346': { source: `${MODEL}/74439346.step`, ...XHMI_6X6, H: 5.8 },
  ...LHMI_OUTLINES,
};

/** The model's volume (the body box less its notches, and the terminal boxes), as the read-back test computes it. */
export function mouldedVolume(o: MouldedOutline): number {
  const body = o.L * o.W * (o.H - o.z0);
  if (!o.wrap) return body + 2 * (o.fx1 - o.fx0) * 2 * o.fy * o.z0;
  const { pz, wx0, wz } = o.wrap;
  const end = Math.min(o.fx1, o.L / 2);
  const y = 2 * o.fy;
  const terminal = y * ((o.fx1 - o.fx0) * pz + (o.fx1 - wx0) * (wz - pz));
  // a wrap standing outside the body's end (wx0 > L/2) notches nothing
  const notch = y * ((end - o.fx0) * (pz - o.z0) + Math.max(0, end - wx0) * (wz - pz));
  return body + 2 * (terminal - notch);
}
