/**
 * Outlines of Würth Elektronik's WE-LHMI moulded power inductors by the catalogue's package name ('WE-LHMI
 * <size code>', packages/catalog/src/inductors/we-power.ts), in the terms of MouldedOutline's `wrap` variant
 * (moulded-inductor-outlines.ts).
 *
 * Source: Würth's own 3D models of the size codes as stored (re-exported by FreeCAD / OpenCascade 7.8) in the
 * public repository ionutms/3D_Models_Vault as 3D_models/inductors/<size code>.step (commit per row), read as
 * STEP text, mm, origin at the footprint centre, terminals along X. Each model has two solids: 'base', the
 * moulded body (a box with r 0.5 vertical corner rounds, its top edge chamfered 0.1 down, the marking engraved
 * 0.01 into the top face) whose underside is at z 0, and 'pin', one solid for both terminals: at each end a
 * plate under the body from z −0.1 up into a notch of the underside, rounded (r 0.35 outside) up the end face
 * in a notch of it, and a bar through the inside of the body joining the two ends. Here the model is raised by
 * the terminals' 0.1 below the body so they stand on the board (z = 0), the body is the box of its plan and
 * top (rounds, chamfer and marking left out), each terminal the pad plate and the wrap boxes of their extents
 * (rounds left square, the bar inside the body left out), cut out of the body (the notch; the model's notches
 * are a little wider than the terminal, the gaps left out).
 */
import type { MouldedOutline } from './moulded-inductor-outlines.ts';

const MODEL = 'ionutms/3D_Models_Vault 3D_models/inductors';

/** The catalogue's package name → outline (the wrap variant). */
export const LHMI_OUTLINES: Readonly<Record<string, MouldedOutline>> = {
  // commit 772f6cccf2581c3b8cd22bb2c605b26871438514: body x ±2.03 (end faces), y ±2.03, z 0…1.7 (top face; marking
  // 1.69…1.7); pin face y = −1 (and +1): plate z −0.1…0.2 from x ±1.465 out, round r 0.35 about (±1.875, 0.25) to
  // the end x ±2.225, round r 0.35 about (±1.875, 0.65) to its top z 1.0, inner face x ±1.925 (z 0.25…0.65)
  'WE-LHMI 74437324': {
    source: `${MODEL}/74437324.step`,
    L: 4.06,
    W: 4.06,
    z0: 0.1,
    H: 1.8,
    fx0: 1.465,
    fx1: 2.225,
    fy: 1,
    wrap: { pz: 0.3, wx0: 1.925, wz: 1.1 },
  },
};
