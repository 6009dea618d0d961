/**
 * Two-terminal SOD packages with bent (gull-wing) leads that no JEDEC drawing covers: SOD-323 (JEITA SC-76), as the
 * row of KiCad's 3D model generator that made KiCad's D_SOD-323 model (kicad-3d-models-in-freecad,
 * cq_parameters_diode.py, from Diodes Incorporated's SOD323 package outline), nominal values. The generator's body
 * is E1 along the leads × D1 across, A2 high from A1; its leads b wide and c thick leave the body and bend down to a
 * foot L long, the tips E apart (E = E1 + 2·(S + L + c), S the top flat 0). In our symbols (gull-wing outline,
 * component-package.ts; one lead per "row" as the SOD-123 row of package-outlines.ts) the body E1 (across the rows)
 * is the generator's E1 and the width D its D1. Pin 1 (the cathode) at −X, as KiCad's D_SOD-323 footprint.
 *
 * onsemi's case 477 (the NSR0340HT1G's) gives a foot L of 0.08 min, shorter than its lead thickness, which the
 * gull-wing profile cannot draw; every catalogue SOD-323 part sits on KiCad's D_SOD-323, so they share this row.
 */
import type { GullWingOutline } from './outline-types.ts';

export const SOD_GULL_WING_OUTLINES: Readonly<Record<string, GullWingOutline>> = {
  // generator row D_SOD-323: D1 1.3, E1 1.7, E 2.5, A1 0.1, A2 1.0, b 0.35, c 0.11, L 0.3, S 0
  'SOD-323': {
    kind: 'gullwing',
    source:
      "KiCad 3D generator cq_parameters_diode.py D_SOD-323 (after Diodes Incorporated's SOD323), nominal",
    kicad: 'D_SOD-323',
    D: 1.3,
    E1: 1.7,
    E: 2.5,
    A1: 0.1,
    A2: 1.0,
    b: 0.35,
    c: 0.11,
    L: 0.3,
    e: 0,
    layout: 'dual',
    pins: 2,
  },
};
