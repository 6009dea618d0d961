/**
 * The JEDEC small-outline rows of two lead counts each: SOT-23-5 / SOT-23-6 (MO-178 variants AA / AB) and MSOP-8 /
 * TI's VSSOP-8 (MO-187 variant AA), as gull-wing outlines (outline-types.ts, built by component-package.ts).
 * package-outlines.ts spreads the table into PACKAGE_OUTLINES; the catalogue's package names are the keys.
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
};
