/**
 * The shape of a moulded power inductor's model (Würth WE-XHMI, WE-LHMI) in the outline tables' terms
 * (moulded-inductor-outlines.ts, moulded-inductor-lhmi-outlines.ts) and its exact volume, which the builder
 * (moulded-inductor.ts) and the read-back test share.
 */

/**
 * A moulded inductor, terminals along X, board at z = 0. Body: the box x ±L/2, y ±W/2, z z0…H (or z0…cap.z with
 * the cap box on it up to H, the stepped tops of the larger WE-XHMI sizes). Terminal at +X
 * (terminal 1 its mirror at −X), y ±fy:
 * - without `wrap` (WE-XHMI): a foot box x fx0…fx1, z 0…z0 under the body;
 * - with `wrap` (WE-LHMI): a pad plate x fx0…fx1, z 0…wrap.pz, and a wrap up the body's end face
 *   x wrap.wx0…fx1, z wrap.pz…wrap.wz (fx1 beyond L/2: the terminal stands out of the end face; wx0 below L/2
 *   when the wrap sits in a notch of the end face, else at or beyond it); the body box has both boxes cut out
 *   where they overlap it (the terminal's notch). z0 is then the body's underside above the board (the
 *   terminals reach below it, or are flush with it: z0 = 0), and every z is measured from the terminals' underside.
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
  /** The narrower step on top, where the model has one (the body box ends at cap.z, the cap rises to H). */
  cap?: MouldedCap;
  wrap?: LhmiWrap;
}

/** A step on the body's top: a box L (along X) × W from z up to the outline's H; the body box then ends at z. */
export interface MouldedCap {
  L: number;
  W: number;
  z: number;
}

/** The WE-LHMI terminal's heights and its wrap's inner face (MouldedOutline). */
export interface LhmiWrap {
  /** top of the pad plate */
  pz: number;
  /** inner face of the wrap up the end (in a notch of the end face when below L/2) */
  wx0: number;
  /** top of the wrap */
  wz: number;
}

/**
 * The model's volume (the body box less its notches, the cap box, and the terminal boxes), as the read-back test
 * computes it.
 */
export function mouldedVolume(o: MouldedOutline): number {
  const cap = o.cap ? o.cap.L * o.cap.W * (o.H - o.cap.z) : 0;
  const body = o.L * o.W * ((o.cap?.z ?? o.H) - o.z0) + cap;
  if (!o.wrap) return body + 2 * (o.fx1 - o.fx0) * 2 * o.fy * o.z0;
  const { pz, wx0, wz } = o.wrap;
  const end = Math.min(o.fx1, o.L / 2);
  const y = 2 * o.fy;
  const terminal = y * ((o.fx1 - o.fx0) * pz + (o.fx1 - wx0) * (wz - pz));
  // the wrap stands clear of the end face when wx0 ≥ L/2 (74437349)
  const notch = y * ((end - o.fx0) * Math.max(0, pz - o.z0) + Math.max(0, end - wx0) * (wz - pz));
  return body + 2 * (terminal - notch);
}
