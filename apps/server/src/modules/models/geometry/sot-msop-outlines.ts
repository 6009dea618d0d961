/**
 * The JEDEC small-outline rows of two lead counts each: SOT-23-5 / SOT-23-6 (MO-178 variants AA / AB) and MSOP-8 /
 * TI's VSSOP-8 (MO-187 variant AA), and Linear Technology's MSOP with an exposed pad (MS8E, MSE-10, MSE-12), as
 * gull-wing outlines (outline-types.ts, built by component-package.ts). package-outlines.ts spreads the table into
 * PACKAGE_OUTLINES; the catalogue's package names are the keys.
 */
import { mid } from './midpoint.ts';
import type { GullWingOutline } from './outline-types.ts';

// JEDEC MO-178 variant AA: A2 0.90–1.30, A1 0–0.15, b 0.30–0.50, c 0.08–0.22, D 2.90 BSC, E 2.80 BSC,
// E1 1.60 BSC, e 0.95, L 0.30–0.60
const SOT23_5: GullWingOutline = {
  kind: 'gullwing',
  source: 'JEDEC MO-178 variant AA, BSC values and min–max midpoints',
  kicad: 'SOT-23-5',
  D: 2.9,
  E1: 1.6,
  E: 2.8,
  A1: mid(0, 0.15),
  A2: mid(0.9, 1.3),
  b: mid(0.3, 0.5),
  c: mid(0.08, 0.22),
  L: mid(0.3, 0.6),
  e: 0.95,
  layout: 'sot23-5',
  pins: 5,
};

// JEDEC MO-187 variant AA (MSOP-8, 0.65 mm pitch; KiCad's MSOP-8_3x3mm_P0.65mm cites it): D 3.00, E1 3.00,
// E 4.90 BSC, b 0.22–0.38, L 0.40–0.80, e 0.65; A1 0.05–0.15, A2 0.75–0.95, c 0.08–0.23 as the MO-187
// MSOP-10 row in package-outlines.ts (the same MO-187 column for both variants)
const MSOP8: GullWingOutline = {
  kind: 'gullwing',
  source: 'JEDEC MO-187 variant AA, BSC values and min–max midpoints',
  kicad: 'MSOP-8_3x3mm_P0.65mm',
  D: 3,
  E1: 3,
  E: 4.9,
  A1: mid(0.05, 0.15),
  A2: mid(0.75, 0.95),
  b: mid(0.22, 0.38),
  c: mid(0.08, 0.23),
  L: mid(0.4, 0.8),
  e: 0.65,
  layout: 'dual',
  pins: 8,
};

const LT_MSE = "KiCad footprint generator msop.yaml (Linear Technology's";

/**
 * A Linear Technology MSOP with an exposed pad (the catalogue's LT3010 / LT3080 MS8E, LT3042 MSE-10, LT3045 /
 * LT3093 / LT3094 MSE-12) as KiCad's footprint generator tabulates the LTC drawings in msop.yaml: body 3.00 ± 0.102
 * across the rows, span 4.90 ± 0.152, foot 0.53 ± 0.152, overall height 1.10 max, the pitch, lead width and exposed
 * pad per row. The drawings give no stand-off, body or lead thickness in that table: A1, A2 and c are the JEDEC
 * MO-187 column of the MSOP8 row above (0.10 + 0.85 = 0.95, within the 1.10 maximum). Exposed pad E2 across the
 * rows × D2 along them, from the board to A1 (KiCad's pad n + 1).
 */
function ltMse(
  pins: number,
  kicad: string,
  drawing: string,
  [D, e, b, E2, D2]: readonly [number, number, number, number, number],
): GullWingOutline {
  return {
    ...MSOP8,
    source: `${LT_MSE} ${drawing}), nominal; A1, A2, c JEDEC MO-187 midpoints`,
    kicad,
    D,
    E: 4.9,
    b,
    L: 0.53,
    e,
    pins,
    E2,
    D2,
  };
}

export const SOT_MSOP_OUTLINES: Readonly<Record<string, GullWingOutline>> = {
  'SOT-23-5': SOT23_5,
  // JEDEC MO-178 variant AB, the six-lead SOT-23: MO-178's dimensions as the SOT-23-5 row above (D 2.90, E 2.80,
  // E1 1.60 BSC, e 0.95), three leads a side. KiCad's SOT-23-6 cites MO-178C variant AB and has SOT-23-5's F.Fab box
  'SOT-23-6': {
    ...SOT23_5,
    source: 'JEDEC MO-178 variant AB, BSC values and min–max midpoints',
    kicad: 'SOT-23-6',
    layout: 'dual',
    pins: 6,
  },
  MSOP8,
  // TI's VSSOP-8 (package outline DGK0008A, 4214862/A 04/2023, note 5: "Reference JEDEC registration MO-187"; body
  // 2.9–3.1, span 4.75–5.05, 1.1 max) is the MO-187 variant AA outline above, on KiCad's VSSOP-8_3.0x3.0mm_P0.65mm
  'VSSOP-8': {
    ...MSOP8,
    source:
      'TI package outline DGK0008A (references JEDEC MO-187), MO-187 variant AA BSC values and midpoints',
    kicad: 'VSSOP-8_3.0x3.0mm_P0.65mm',
  },
  // msop.yaml rows: MS8E (LTC4440 datasheet p. 13) b 0.22–0.38, pad 1.68 × 1.88; MSE-10 (LTC3805 p. 18) b 0.17–0.27,
  // pad 1.68 × 1.88; MSE-12 (LTC3652 p. 24) body 4.039 along the rows (the yaml rounds it to 4 for the name),
  // b 0.22–0.38, pad 1.651 × 2.845 (KiCad's pad 1.65 × 2.85)
  'MSOP-8-1EP': ltMse(8, 'MSOP-8-1EP_3x3mm_P0.65mm_EP1.68x1.88mm', 'MS8E, LTC4440', [
    3,
    0.65,
    mid(0.22, 0.38),
    1.68,
    1.88,
  ]),
  'MSOP-10-1EP': ltMse(10, 'MSOP-10-1EP_3x3mm_P0.5mm_EP1.68x1.88mm', 'MSE-10, LTC3805', [
    3,
    0.5,
    mid(0.17, 0.27),
    1.68,
    1.88,
  ]),
  'MSOP-12-1EP': ltMse(12, 'MSOP-12-1EP_3x4mm_P0.65mm_EP1.65x2.85mm', 'MSE-12, LTC3652', [
    4.039,
    0.65,
    mid(0.22, 0.38),
    1.651,
    2.845,
  ]),
};
