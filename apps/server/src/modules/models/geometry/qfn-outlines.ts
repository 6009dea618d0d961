/**
 * QFN rows kept apart from package-outlines.ts (which holds the other outlines and is near its size limit);
 * package-outlines.ts spreads them into its table. Symbols as the QfnOutline interface (outline-types.ts).
 */
import { mid } from './midpoint.ts';
import type { QfnOutline } from './outline-types.ts';

export const QFN_OUTLINES: Readonly<Record<string, QfnOutline>> = {
  // ST UFQFPN28 4 × 4 mm without an exposed pad (STM32F031K6 datasheet, UFQFPN28 mechanical data), as KiCad's
  // footprint generator tabulates it for QFN-28_4x4mm_P0.5mm (qfn-28.yaml): body 3.9–4.1, A 0.50–0.60,
  // b 0.17–0.25, L 0.30–0.50, e 0.50; lead frame T 0.152 as ST's UFQFPN48 table (package-outlines.ts)
  UFQFPN28: {
    kind: 'qfn',
    source:
      "ST UFQFPN28 (STM32F031K6 datasheet) via KiCad qfn-28.yaml, min–max midpoints; T as ST's UFQFPN48",
    kicad: 'QFN-28_4x4mm_P0.5mm',
    D: mid(3.9, 4.1),
    A: mid(0.5, 0.6),
    A3: 0.152,
    b: mid(0.17, 0.25),
    L: mid(0.3, 0.5),
    e: 0.5,
    D2: 0,
    pins: 28,
  },
  // TI's WSON-8 3 × 3 mm of the LP2951 (S-PWSON-N8) as KiCad's footprint generator tabulates it (wson.yaml,
  // "Texas_S-PWSON-N8", from the LP2951 datasheet): body 2.9–3.1, height 0.7–0.8, b 0.20–0.30, L 0.4–0.6, pad
  // 1.2 × 2.0, e 0.5 (KiCad's WSON-8-1EP_3x3mm_P0.5mm_EP1.2x2mm); lead frame 0.20 as the MO-220 VQFN32 row of
  // package-outlines.ts (A3 0.20 REF). Only the LP2951 parts (package-outlines.ts's ONLY_FOR): the catalogue's
  // other WSON-8-1EP parts are 4 × 4 mm (LP2987 / LP2988: the row below) or 3 × 2.5 mm (LP3982, no row)
  'WSON-8-1EP': {
    kind: 'qfn',
    source: 'TI S-PWSON-N8 (LP2951 datasheet) via KiCad wson.yaml, min–max midpoints; A3 as MO-220',
    kicad: 'WSON-8-1EP_3x3mm_P0.5mm_EP1.2x2mm',
    rows: 2,
    D: mid(2.9, 3.1),
    E: mid(2.9, 3.1),
    A: mid(0.7, 0.8),
    A3: 0.2,
    b: mid(0.2, 0.3),
    L: mid(0.4, 0.6),
    e: 0.5,
    D2: 2,
    E2: 1.2,
    pins: 8,
  },
  // TI's WSON-8 4 × 4 mm NGN0008A of the LP2987 / LP2988 as KiCad's footprint generator tabulates it (wson.yaml
  // "WSON-8-1EP_4x4mm_P0.8mm_EP2.2x3mm", from the LP2987 datasheet p. 26): body 3.9–4.1, height 0.8 max, b
  // 0.25–0.35, L 0.4–0.6, pad 2.2 × 3.0, e 0.8; KiCad has no 3D model of it. Lead frame 0.20 as the MO-220
  // VQFN32 row of package-outlines.ts (A3 0.20 REF). Those parts only (package-outlines.ts's VARIANTS)
  'WSON-8-1EP_4x4mm_P0.8mm': {
    kind: 'qfn',
    source: 'TI NGN0008A (LP2987 datasheet) via KiCad wson.yaml, min–max midpoints; A TI max; A3 as MO-220',
    kicad: 'WSON-8-1EP_4x4mm_P0.8mm_EP2.2x3mm',
    rows: 2,
    D: mid(3.9, 4.1),
    E: mid(3.9, 4.1),
    A: 0.8,
    A3: 0.2,
    b: mid(0.25, 0.35),
    L: mid(0.4, 0.6),
    e: 0.8,
    D2: 3,
    E2: 2.2,
    pins: 8,
  },
  // ADI's 6-lead LFCSP 2 × 2 mm CP-6-3 (ADP7118ACPZN; the footprint KiCad's ADP7118ACPZN symbol names,
  // LFCSP-6-1EP_2x2mm_P0.65mm_EP1x1.6mm, cites ADI's cp_6_3.pdf) as KiCad's 3D model generator tabulates it (KiCad
  // footprint generator repository, 3d-model-generators/QFN_packages/cq_parameters.yaml, the row of that name, after
  // cp_6_3.pdf): body 2.0 × 2.0, A1 0.02 + A2 0.53 (top 0.55), terminals b 0.3 × L 0.35, lead frame c 0.2, e 0.65,
  // exposed pad 1.0 across the rows × 1.6 along them (the footprint's pad 7)
  'LFCSP-6-1EP': {
    kind: 'qfn',
    source: 'KiCad 3D generator QFN_packages/cq_parameters.yaml LFCSP-6-1EP_2x2mm (ADI CP-6-3), nominal',
    kicad: 'LFCSP-6-1EP_2x2mm_P0.65mm_EP1x1.6mm',
    rows: 2,
    D: 2,
    E: 2,
    A: 0.55,
    A3: 0.2,
    b: 0.3,
    L: 0.35,
    e: 0.65,
    D2: 1.6,
    E2: 1,
    pins: 6,
  },
  // TI's 20-pin VQFN 5 × 5 mm RGW of the TPS7A7200RGW (the footprint its KiCad symbol names,
  // Texas_S-PVQFN-N20_EP3.15x3.15mm, cites the TPS7A7200 datasheet p. 36), as KiCad's 3D model generator tabulates
  // it (KiCad footprint generator repository, 3d-model-generators/QFN_packages/cq_parameters.yaml,
  // Texas_RGW0020A_VQFN-20-1EP_5x5mm_P0.65mm_EP3.15x3.15mm, which names no drawing): body 5.0, A1 0.03 + A2 0.75
  // (top 0.78), terminals b 0.3 × L 0.2, lead frame c 0.1, e 0.65, exposed pad 3.15 (the footprint's pad 21).
  // KiCad 6's own model of that package (Debian kicad-packages3d 6.0.10,
  // Package_DFN_QFN.3dshapes/Texas_VQFN-RGW-20-1EP_5x5mm_Pitch0.65mm.wrl) agrees: body z 0.03…0.78, terminals 0.3
  // wide, 0.2 long, 0.1 thick
  'S-PVQFN-N20': {
    kind: 'qfn',
    source: 'KiCad 3D generator QFN_packages/cq_parameters.yaml Texas_RGW0020A (TPS7A7200 RGW), nominal',
    kicad: 'Texas_S-PVQFN-N20_EP3.15x3.15mm',
    D: 5,
    A: 0.78,
    A3: 0.1,
    b: 0.3,
    L: 0.2,
    e: 0.65,
    D2: 3.15,
    pins: 20,
  },
};
