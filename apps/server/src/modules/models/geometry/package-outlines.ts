/**
 * The published outlines our component packages are built from (mm). Each row is the midpoint of the
 * standard's min–max (or its nominal/BSC value where it gives one), with the standard and the variant row it
 * comes from beside it. Symbols follow the JEDEC drawings:
 *   D  body length along the rows of leads (along X for two-terminal parts)   E1 body width across the rows
 *   E  lead span, tip to tip                                                   A1 stand-off, A2 body thickness
 *   b  lead width, c lead thickness, L foot length, e pitch.
 * The catalogue's spelling of a package (its `package` field) is the key; `kicad` names the KiCad footprint
 * the model must sit on (the read-back test checks the body and the feet against that footprint's F.Fab
 * outline and pads in /usr/share/kicad/footprints).
 */

import { DIRECTFET_OUTLINES } from './directfet.ts';
import { DPAK_OUTLINES } from './dpak.ts';
import { FLAT_DIODE_OUTLINES } from './flat-diode-outlines.ts';
import { KICAD_MODEL_OUTLINES } from './kicad-model-outlines.ts';
import { MELF_OUTLINES } from './melf-outlines.ts';
import { METAL_CAN_OUTLINES } from './metal-can.ts';
import { mid } from './midpoint.ts';
import type { GullWingOutline, JLeadOutline, PackageOutline, To220Outline } from './outline-types.ts';
import { POWER_SON_OUTLINES } from './power-son.ts';
import { QFN_OUTLINES } from './qfn-outlines.ts';
import { SOD_GULL_WING_OUTLINES } from './sod-gull-wing-outlines.ts';
import { SOIC_EP_OUTLINES } from './soic-ep-outlines.ts';
import { SOT_GENERATOR_OUTLINES } from './sot-generator-outlines.ts';
import { SOT_MSOP_OUTLINES } from './sot-msop-outlines.ts';
import { TO3_OUTLINES } from './to3-flange-can.ts';
import { TO92_OUTLINES } from './to92.ts';
import { TO220_STAGGERED_OUTLINES } from './to220-staggered.ts';
import { TO247_OUTLINES } from './to247.ts';
import { TO277_OUTLINES } from './to277.ts';

export { MELF_OUTLINES } from './melf-outlines.ts';
export type {
  AxialOutline,
  DipOutline,
  GullWingOutline,
  JLeadOutline,
  MelfOutline,
  PackageOutline,
  QfnOutline,
  To220Outline,
} from './outline-types.ts';

/**
 * JEDEC TO-220AB as Vishay's outline drawing tabulates it (document 95222, "conforms to JEDEC outline TO-220AB";
 * KiCad's TO-220-3_Vertical cites Vishay's TO-220 drawing), min–max midpoints: A 4.25–4.65, A1 (tab) 1.14–1.40,
 * A2 2.56–2.92, b 0.69–1.01, b2 1.20–1.73, c 0.36–0.61, D 14.85–15.25, D1 8.38–9.02, E 10.11–10.51, e 2.54,
 * L 13.52–14.02, L1 3.32–3.82, ØP 3.54–3.73, Q 2.60–3.00.
 */
const TO220: To220Outline = {
  kind: 'to220',
  source: 'JEDEC TO-220AB, Vishay outline dimensions document 95222, min–max midpoints',
  kicad: 'TO-220-3_Vertical',
  A: mid(4.25, 4.65),
  A1: mid(1.14, 1.4),
  A2: mid(2.56, 2.92),
  b: mid(0.69, 1.01),
  b2: mid(1.2, 1.73),
  c: mid(0.36, 0.61),
  D: mid(14.85, 15.25),
  D1: mid(8.38, 9.02),
  E: mid(10.11, 10.51),
  e: 2.54,
  L: mid(13.52, 14.02),
  L1: mid(3.32, 3.82),
  P: mid(3.54, 3.73),
  Q: mid(2.6, 3.0),
  pins: 3,
};

const DO214 = 'Diodes Incorporated package outline (JEDEC';
/** JEDEC DO-214 rows as Diodes Incorporated tabulates them (A width, B length, C lead width, D lead
 * thickness, E overall length, H foot length, J height). */
function do214(
  row: string,
  kicad: string,
  w: number[],
  l: number[],
  cl: number[],
  e: number[],
): JLeadOutline {
  return {
    kind: 'jlead',
    source: `${DO214} ${row}), min–max midpoints`,
    kicad,
    D: mid(l[0] ?? 0, l[1] ?? 0),
    E1: mid(w[0] ?? 0, w[1] ?? 0),
    E: mid(e[0] ?? 0, e[1] ?? 0),
    A2: mid(2.0, 2.62) - mid(0.15, 0.31),
    b: mid(cl[0] ?? 0, cl[1] ?? 0),
    c: mid(0.15, 0.31),
    L: mid(0.76, 1.52),
  };
}

const MS012 = 'JEDEC MS-012';
/** SOIC, 3.9 mm body (JEDEC MS-012 variants AA/AC: D per variant; A 1.35–1.75, A1 0.10–0.25, b 0.31–0.51,
 * c 0.17–0.25, E 5.80–6.20, E1 3.80–4.00, e 1.27, L 0.40–1.27 common). */
function soic(pins: number, D: [number, number], variant: string): GullWingOutline {
  return {
    kind: 'gullwing',
    source: `${MS012} variant ${variant}, min–max midpoints`,
    kicad: `SOIC-${pins}_3.9x${mid(...D)}mm_P1.27mm`,
    D: mid(...D),
    E1: mid(3.8, 4.0),
    E: mid(5.8, 6.2),
    A1: mid(0.1, 0.25),
    A2: mid(1.35, 1.75) - mid(0.1, 0.25), // overall height A 1.35–1.75 less the stand-off
    b: mid(0.31, 0.51),
    c: mid(0.17, 0.25),
    L: mid(0.4, 1.27),
    e: 1.27,
    layout: 'dual',
    pins,
  };
}

/** LQFP (JEDEC MS-026, 1.4 mm body: A2 1.35–1.45) and TQFP (1.0 mm body: A2 0.95–1.05); A1 0.05–0.15,
 * c 0.09–0.20, L 0.45–0.75, b 0.30–0.45 at 0.8 mm pitch and 0.17–0.27 at 0.5 mm. */
function qfp(
  name: string,
  pins: number,
  body: number,
  e: number,
  variant: string,
  thick: 'L' | 'T',
  source = `JEDEC MS-026 variant ${variant}, min–max midpoints`,
): GullWingOutline {
  const wide = e >= 0.8;
  return {
    kind: 'gullwing',
    source,
    kicad: `${name}-${pins}_${body}x${body}mm_P${e}mm`,
    D: body,
    E1: body,
    E: body + 2,
    A1: mid(0.05, 0.15),
    A2: thick === 'L' ? 1.4 : 1.0,
    b: wide ? mid(0.3, 0.45) : mid(0.17, 0.27),
    c: mid(0.09, 0.2),
    L: mid(0.45, 0.75),
    e,
    layout: 'quad',
    pins,
  };
}

/** An SC-70 package (SOT-323 / SOT-353 / SOT-363): the KiCad 3D generator's SC-70 row (see the table). */
function sc70(layout: GullWingOutline['layout'], pins: number, kicad: string): GullWingOutline {
  const [E1, E, c] = [1.25, 2.0, 0.15];
  return {
    kind: 'gullwing',
    source: 'TI MPDS114C (SC-70) as KiCad 3D generator SOT parameters, nominal; L = (E − E1)/2 − c',
    kicad,
    D: 2.0,
    E1,
    E,
    A1: 0.1,
    A2: 0.95,
    b: 0.3,
    c,
    L: Math.round(((E - E1) / 2 - c) * 1e4) / 1e4,
    e: 0.65,
    layout,
    pins,
  };
}

// JEDEC MO-153 variant AC (TSSOP-20, 4.4 mm body): A1 0.05–0.15, A2 0.80–1.05, b 0.19–0.30, c 0.09–0.20,
// D 6.40–6.60, E 6.40 BSC, E1 4.30–4.50, e 0.65, L 0.45–0.75
const TSSOP20: GullWingOutline = {
  kind: 'gullwing',
  source: 'JEDEC MO-153 variant AC, min–max midpoints',
  kicad: 'TSSOP-20_4.4x6.5mm_P0.65mm',
  D: mid(6.4, 6.6),
  E1: mid(4.3, 4.5),
  E: 6.4,
  A1: mid(0.05, 0.15),
  A2: mid(0.8, 1.05),
  b: mid(0.19, 0.3),
  c: mid(0.09, 0.2),
  L: mid(0.45, 0.75),
  e: 0.65,
  layout: 'dual',
  pins: 20,
};

/** The catalogue's package spelling → outline. */
export const PACKAGE_OUTLINES: Readonly<Record<string, PackageOutline>> = {
  // DO-214: A (E1), B (D), C (b), E (E) rows of Diodes Inc's SMA / SMB / SMC tables
  'SMA (DO-214AC)': do214('DO-214AC', 'D_SMA', [2.29, 2.92], [4.0, 4.6], [1.27, 1.63], [4.8, 5.59]),
  'SMB (DO-214AA)': do214('DO-214AA', 'D_SMB', [3.3, 3.94], [4.06, 4.57], [1.96, 2.21], [5.0, 5.59]),
  'SMC (DO-214AB)': do214('DO-214AB', 'D_SMC', [5.59, 6.22], [6.6, 7.11], [2.75, 3.18], [7.75, 8.13]),
  // SOD-123 is not a JEDEC outline: onsemi case 425-04 (A 0.94–1.35, A1 0–0.10, b 0.51–0.71, c ≤ 0.15 (its
  // maximum taken), D 1.40–1.80,
  // E 2.54–2.84, HE 3.56–3.86, L ≥ 0.25); with one lead per "row", E1 (across the rows) is onsemi's body
  // length E and D its body width D
  'SOD-123': {
    kind: 'gullwing',
    source: 'onsemi case 425-04 (SOD-123), min–max midpoints; c its maximum, L its minimum',
    kicad: 'D_SOD-123',
    D: mid(1.4, 1.8),
    E1: mid(2.54, 2.84),
    E: mid(3.56, 3.86),
    A1: mid(0, 0.1),
    A2: mid(0.94, 1.35) - mid(0, 0.1),
    b: mid(0.51, 0.71),
    c: 0.15,
    L: 0.25,
    e: 0,
    layout: 'dual',
    pins: 2,
  },
  // JEDEC MS-001 PDIP-8, 300 mil, as onsemi's case outline 646AA tabulates it ("complies with JEDEC MS-001"),
  // nominal values: A1 0.38 (min; no nominal given), A2 3.30, b 0.46, b2 1.52, c 0.25, D 9.27, E1 6.35, e 2.54,
  // L 3.30; rows 7.62 apart (E 7.62 at the lead centres, KiCad's DIP-8_W7.62mm)
  PDIP8: {
    kind: 'dip',
    source: 'JEDEC MS-001 (PDIP-8, 300 mil), onsemi case outline 646AA, nominal values',
    kicad: 'DIP-8_W7.62mm',
    A1: 0.38,
    A2: 3.3,
    b: 0.46,
    b2: 1.52,
    c: 0.25,
    D: 9.27,
    E1: 6.35,
    e: 2.54,
    eA: 7.62,
    L: 3.3,
    pins: 8,
  },
  // PDIP-28, 300 mil (ATmega328P-PU): body D 35.56, E1 6.35, stand-off A1 0.38, body A2 3.30, shoulder b2 1.52 and
  // lead b 0.46 as KiCad's 3D generator tabulates its DIP-28_W7.62mm row (the DIP table of the packages3D
  // generator that made KiCad's DIP models); lead thickness c 0.25 and length L 3.30 are the JEDEC MS-001
  // common dimensions of the PDIP-8 row above (onsemi 646AA, nominal): MS-001 gives them for every lead count
  PDIP28: {
    kind: 'dip',
    source: 'KiCad 3D generator DIP-28_W7.62mm row; c, L JEDEC MS-001 common (onsemi 646AA), nominal',
    kicad: 'DIP-28_W7.62mm',
    A1: 0.38,
    A2: 3.3,
    b: 0.46,
    b2: 1.52,
    c: 0.25,
    D: 35.56,
    E1: 6.35,
    e: 2.54,
    eA: 7.62,
    L: 3.3,
    pins: 28,
  },
  ...DPAK_OUTLINES,
  ...POWER_SON_OUTLINES,
  ...TO92_OUTLINES,
  ...TO247_OUTLINES,
  ...TO3_OUTLINES,
  ...TO220_STAGGERED_OUTLINES,
  ...METAL_CAN_OUTLINES,
  ...DIRECTFET_OUTLINES,
  ...TO277_OUTLINES,
  ...SOT_MSOP_OUTLINES,
  ...SOIC_EP_OUTLINES,
  ...QFN_OUTLINES,
  ...FLAT_DIODE_OUTLINES,
  ...SOD_GULL_WING_OUTLINES,
  ...SOT_GENERATOR_OUTLINES,
  ...KICAD_MODEL_OUTLINES,
  'TO-220': TO220,
  // TO-220-2 (JEDEC TO-220AC): the TO-220AB body and leads above with the centre lead left out, the two leads
  // 5.08 apart on KiCad's TO-220-2_Vertical (which cites Central Semiconductor's TO-220-2 case drawing)
  'TO-220-2': {
    ...TO220,
    source: 'JEDEC TO-220AC: the TO-220AB row (Vishay 95222) with the centre lead left out',
    kicad: 'TO-220-2_Vertical',
    e: 5.08,
    pins: 2,
  },
  // TO-220-4: the TO-220AB body and leads above with four leads 2.54 apart, on KiCad's TO-220-4_Vertical (the
  // footprint KiCad's symbols KA378R05 / KA378R12C name, Regulator_Linear.kicad_sym). KiCad's own 3D model of it
  // (Debian kicad-packages3d 6.0.10, Package_TO_SOT_THT.3dshapes/TO-220-4_Vertical.wrl) is its TO-220-3_Vertical.wrl
  // body with one more lead: body and tab 10.25 wide (x −1.315…8.935 about the leads' centre 3.81, against
  // −2.585…7.665 about 2.54), the same depth (y −1.295…3.15) and heights (z 3.685…12.875, tab to 18.775), leads
  // at x 0, 2.54, 5.08, 7.62
  'TO-220-4': {
    ...TO220,
    source: "JEDEC TO-220AB (Vishay 95222) with four leads at 2.54, as KiCad's TO-220-4_Vertical 3D model",
    kicad: 'TO-220-4_Vertical',
    pins: 4,
  },
  'TO-220AB': TO220,
  // JEDEC DO-204AL (DO-41) as Diodes Incorporated's package outline tabulates it: B body length 4.06–5.21,
  // C lead diameter 0.71–0.864, D body diameter 2.00–2.72; the maxima taken (the envelope, as KiCad's
  // D_DO-41_SOD81 draws the body: 5.2 × 2.7), on KiCad's 10.16 mm horizontal footprint
  'DO-41': {
    kind: 'axial',
    source: 'JEDEC DO-204AL (DO-41), Diodes Incorporated package outline, maxima',
    kicad: 'D_DO-41_SOD81_P10.16mm_Horizontal',
    L: 5.21,
    D: 2.72,
    d: 0.864,
    P: 10.16,
  },
  // JEDEC DO-201AD as KiCad's D_DO-201AD footprints draw it (length × diameter 9.5 × 5.2 mm, from Diodes
  // Incorporated's DO-201AD outline, the maxima) with the lead Ø 1.30 (maximum) of that outline, on KiCad's
  // 15.24 mm horizontal footprint
  'DO-201AD': {
    kind: 'axial',
    source: 'JEDEC DO-201AD, Diodes Incorporated package outline (KiCad D_DO-201AD), maxima',
    kicad: 'D_DO-201AD_P15.24mm_Horizontal',
    L: 9.5,
    D: 5.2,
    d: 1.3,
    P: 15.24,
  },
  // MiniMELF diodes (JEDEC DO-213AA, SOD-80): the MiniMELF body of Vishay's MELF profile (MMA 0204 row of
  // melf-outlines.ts: L 3.6, Ø 1.4, caps 0.9), on KiCad's D_MiniMELF (F.Fab 3.3 × 1.6: within 0.15 mm)
  MiniMELF: {
    kind: 'melf',
    source: 'JEDEC DO-213AA (SOD-80) MiniMELF, Vishay MELF profile MMA 0204',
    kicad: 'D_MiniMELF',
    L: 3.6,
    D: 1.4,
    K: 0.9,
  },
  // MicroMELF diodes: the MicroMELF body of Vishay's MELF profile (MMU 0102 row of melf-outlines.ts: L 2.2,
  // Ø 1.1, caps 0.5), on KiCad's D_MicroMELF (F.Fab 1.9 × 1.15, after Vishay's BZM55: within 0.15 mm)
  MicroMELF: {
    kind: 'melf',
    source: 'Vishay MELF profile MMU 0102 (MicroMELF)',
    kicad: 'D_MicroMELF',
    L: 2.2,
    D: 1.1,
    K: 0.5,
  },
  // JEDEC DO-204AH (DO-35) as Diodes Incorporated's package outline gives it (maxima only): B body length 4.00,
  // C lead diameter 0.60, D body diameter 2.00 (KiCad's D_DO-35_SOD27: 4 × 2), on the 7.62 mm footprint
  'DO-35': {
    kind: 'axial',
    source: 'JEDEC DO-204AH (DO-35), Diodes Incorporated package outline, maxima',
    kicad: 'D_DO-35_SOD27_P7.62mm_Horizontal',
    L: 4,
    D: 2,
    d: 0.6,
    P: 7.62,
  },
  // JEDEC TO-236 variant AB: A 0.89–1.12, A1 0.01–0.10, b 0.30–0.50, c 0.08–0.20, D 2.80–3.04,
  // E 2.10–2.64, E1 1.20–1.40, e 0.95, L 0.30–0.60 (KiCad's SOT-23 cites the same drawing)
  'SOT-23': {
    kind: 'gullwing',
    source: 'JEDEC TO-236H variant AB, min–max midpoints',
    kicad: 'SOT-23',
    D: mid(2.8, 3.04),
    E1: mid(1.2, 1.4),
    E: mid(2.1, 2.64),
    A1: mid(0.01, 0.1),
    A2: mid(0.89, 1.12) - mid(0.01, 0.1),
    b: mid(0.3, 0.5),
    c: mid(0.08, 0.2),
    L: mid(0.3, 0.6),
    e: 0.95,
    layout: 'sot23',
    pins: 3,
  },
  // JEDEC TO-261 variant AA: A1 0.02–0.10, A2 1.50–1.70, b 0.66–0.84, b1 2.90–3.10, c 0.23–0.35,
  // D 6.30–6.70, E1 3.30–3.70, E 6.70–7.30, e 2.30, L ≥ 0.75 (0.75–1.10)
  'SOT-223': {
    kind: 'gullwing',
    source: 'JEDEC TO-261 variant AA, min–max midpoints',
    kicad: 'SOT-223-3_TabPin2',
    D: mid(6.3, 6.7),
    E1: mid(3.3, 3.7),
    E: mid(6.7, 7.3),
    A1: mid(0.02, 0.1),
    A2: mid(1.5, 1.7),
    b: mid(0.66, 0.84),
    b1: mid(2.9, 3.1),
    c: mid(0.23, 0.35),
    L: mid(0.75, 1.1),
    e: 2.3,
    layout: 'sot223',
    pins: 4,
  },
  // SC-70 family (TI MPDS114C, as KiCad's 3D model generator tabulates SOT-323_SC-70, SOT-353_SC-70-5 and
  // SOT-363_SC-70-6 in its SOT parameters: D1 2.0, E1 1.25, E 2.0, A1 0.1, A2 0.95, b 0.3, c 0.15, e 0.65, nominal);
  // foot L from the generator's rule E = E1 + 2·(S + L + c) with S = 0
  'SOT-323': sc70('sot23', 3, 'SOT-323_SC-70'),
  'SOT-353': sc70('sot23-5', 5, 'SOT-353_SC-70-5'),
  'SOT-363': sc70('dual', 6, 'SOT-363_SC-70-6'),
  // TSOT-23-5 (JEDEC MO-193 variant AB; Linear Technology drawing 05-08-1636 as KiCad's 3D model generator
  // tabulates TSOT-23-5: D1 2.9, E1 1.6, E 2.8, A1 0.1, A2 0.85, b 0.35, c 0.15, e 0.95, S 0.05, nominal);
  // L = (E − E1)/2 − S − c by the generator's rule
  'TSOT-23-5': {
    kind: 'gullwing',
    source: 'JEDEC MO-193 AB, Linear Technology 05-08-1636 as KiCad 3D generator TSOT-23-5 (nominal)',
    kicad: 'TSOT-23-5',
    D: 2.9,
    E1: 1.6,
    E: 2.8,
    A1: 0.1,
    A2: 0.85,
    b: 0.35,
    c: 0.15,
    L: (2.8 - 1.6) / 2 - 0.05 - 0.15,
    e: 0.95,
    layout: 'sot23-5',
    pins: 5,
  },
  SOIC8: soic(8, [4.8, 5.0], 'AA'),
  SOP8: soic(8, [4.8, 5.0], 'AA'),
  SOP16: soic(16, [9.8, 10.0], 'AC'),
  TSSOP20,
  // JEDEC MO-153 variant AB-1 (TSSOP-14, 4.4 mm body; ST's TSSOP14 of the STM32L011/L021, KiCad's
  // TSSOP-14_4.4x5mm_P0.65mm cites AB-1): D 4.90–5.10 (KiCad footprint generator tssop.yaml: 5.0 ± 0.1), the other
  // dimensions MO-153's 0.65 mm-pitch column as the TSSOP20 row
  TSSOP14: {
    ...TSSOP20,
    source: 'JEDEC MO-153 variant AB-1, min–max midpoints',
    kicad: 'TSSOP-14_4.4x5mm_P0.65mm',
    D: mid(4.9, 5.1),
    pins: 14,
  },
  // JEDEC MO-187 variant BA (MSOP-10): A1 0.05–0.15, A2 0.75–0.95, b 0.17–0.27, c 0.08–0.23, D 3.00 BSC,
  // E 4.90 BSC, E1 3.00 BSC, e 0.50, L 0.40–0.80
  MSOP10: {
    kind: 'gullwing',
    source: 'JEDEC MO-187 variant BA, BSC values and min–max midpoints',
    kicad: 'MSOP-10_3x3mm_P0.5mm',
    D: 3,
    E1: 3,
    E: 4.9,
    A1: mid(0.05, 0.15),
    A2: mid(0.75, 0.95),
    b: mid(0.17, 0.27),
    c: mid(0.08, 0.23),
    L: mid(0.4, 0.8),
    e: 0.5,
    layout: 'dual',
    pins: 10,
  },
  // JEDEC MS-026: body D1 = E1 and span D = E = D1 + 2.00 BSC, per variant row
  LQFP32: qfp('LQFP', 32, 7, 0.8, 'BBA', 'L'),
  LQFP48: qfp('LQFP', 48, 7, 0.5, 'BBC', 'L'),
  LQFP64: qfp('LQFP', 64, 10, 0.5, 'BCD', 'L'),
  LQFP100: qfp('LQFP', 100, 14, 0.5, 'BED', 'L'),
  LQFP144: qfp('LQFP', 144, 20, 0.5, 'BFB', 'L'),
  // LQFP-176 24 × 24 mm (ST's LQFP176 mechanical data, STM32F207 datasheet, the drawing KiCad's
  // LQFP-176_24x24mm_P0.5mm cites: D1 23.90–24.10, D 25.90–26.10) and LQFP-208 28 × 28 mm (NXP SOT459-1, the
  // drawing KiCad's LQFP-208_28x28mm_P0.5mm cites: D1 27.9–28.1, HD 29.8–30.2): body + 2 mm span, and the
  // MS-026 1.4 mm-body, 0.5 mm-pitch lead and height rows above (A1, A2, b, c, L), which both drawings repeat
  LQFP176: qfp('LQFP', 176, 24, 0.5, '', 'L', 'ST LQFP176 mechanical data (STM32F207), MS-026 lead rows'),
  LQFP208: qfp('LQFP', 208, 28, 0.5, '', 'L', 'NXP SOT459-1 (LQFP208), MS-026 lead rows'),
  TQFP32: qfp('TQFP', 32, 7, 0.8, 'ABA', 'T'),
  TQFP44: qfp('TQFP', 44, 10, 0.8, 'ACB', 'T'),
  TQFP100: qfp('TQFP', 100, 14, 0.5, 'AED', 'T'),
  // ST UFQFPN48 7 × 7 mm (JEDEC MO-220 family), "UFQFPN48 mechanical data" table of the STM32F4x1
  // datasheets: A 0.50–0.60, D = E 7.00, D2 = E2 5.60, L 0.30–0.50, T (lead frame) 0.152, b 0.20–0.30, e 0.50
  UFQFPN48: {
    kind: 'qfn',
    source: 'ST UFQFPN48 7 × 7 mm mechanical data (STM32F401 datasheet), typical / min–max midpoints',
    kicad: 'QFN-48-1EP_7x7mm_P0.5mm_EP5.6x5.6mm',
    D: 7,
    A: mid(0.5, 0.6),
    A3: 0.152,
    b: mid(0.2, 0.3),
    L: mid(0.3, 0.5),
    e: 0.5,
    D2: 5.6,
    pins: 48,
  },
  // ST UFQFPN32 5 × 5 mm as KiCad's footprint generator tabulates it (ufqfpn.yaml, from the STM32G071 datasheet;
  // KiCad's UFQFPN-32-1EP_5x5mm_P0.5mm_EP3.5x3.5mm): A 0.50–0.60, b 0.18–0.28, L 0.30–0.50, D2 3.40–3.60, e 0.50;
  // the lead frame T 0.152 of ST's UFQFPN48 table above (ST's UFQFPN drawings share it)
  UFQFPN32: {
    kind: 'qfn',
    source:
      "KiCad footprint generator ufqfpn.yaml (ST STM32G071 datasheet UFQFPN32), min–max midpoints; T as ST's UFQFPN48",
    kicad: 'UFQFPN-32-1EP_5x5mm_P0.5mm_EP3.5x3.5mm',
    D: 5,
    A: mid(0.5, 0.6),
    A3: 0.152,
    b: mid(0.18, 0.28),
    L: mid(0.3, 0.5),
    e: 0.5,
    D2: mid(3.4, 3.6),
    pins: 32,
  },
  // ST VFQFPN36 6 × 6 mm (STM32F101T6 datasheet, the drawing KiCad's QFN-36-1EP_6x6mm_P0.5mm_EP4.1x4.1mm cites,
  // as KiCad's footprint generator tabulates it in qfn-3x.yaml): D 5.875–6.125, A 0.80–1.00, b 0.18–0.30,
  // L 0.35–0.75, D2 nominal 3.70, e 0.50; lead frame 0.20 as the MO-220 VQFN32 row below (A3 0.20 REF)
  VFQFPN36: {
    kind: 'qfn',
    source:
      'ST VFQFPN36 (STM32F101T6 datasheet) via KiCad qfn-3x.yaml, min–max midpoints; A3 as MO-220 VQFN32',
    kicad: 'QFN-36-1EP_6x6mm_P0.5mm_EP4.1x4.1mm',
    D: mid(5.875, 6.125),
    A: mid(0.8, 1.0),
    A3: 0.2,
    b: mid(0.18, 0.3),
    L: mid(0.35, 0.75),
    e: 0.5,
    D2: 3.7,
    pins: 36,
  },
  // TI WSON-6 2 × 2 mm (DRV) as KiCad's footprint generator tabulates it (wson.yaml, from the TPS61040 datasheet;
  // KiCad's WSON-6-1EP_2x2mm_P0.65mm_EP1x1.6mm): body 1.90–2.10, b 0.25–0.35, L 0.20–0.30, pad 1.0 × 1.6,
  // e 0.65; height 0.80 (TI's DRV outline: 0.8 max); lead frame 0.20 as the MO-220 VQFN32 row below
  'WSON-6-1EP': {
    kind: 'qfn',
    source:
      'TI WSON-6 DRV (TPS61040 datasheet) via KiCad wson.yaml, min–max midpoints; A TI max; A3 as MO-220',
    kicad: 'WSON-6-1EP_2x2mm_P0.65mm_EP1x1.6mm',
    rows: 2,
    D: mid(1.9, 2.1),
    E: mid(1.9, 2.1),
    A: 0.8,
    A3: 0.2,
    b: mid(0.25, 0.35),
    L: mid(0.2, 0.3),
    e: 0.65,
    D2: 1.6,
    E2: 1.0,
    pins: 6,
  },
  // Microchip (Atmel) 32M1-A, 32-pad 5 × 5 mm VQFN of the ATmega328P (JEDEC MO-220 VHHD-2): A 0.80–1.00,
  // A3 0.20 REF, b 0.18–0.30, D = E 5.00, D2 = E2 2.95–3.25, e 0.50, L 0.30–0.50
  VQFN32: {
    kind: 'qfn',
    source: 'Microchip 32M1-A package drawing (ATmega328P datasheet), min–max midpoints',
    kicad: 'VQFN-32-1EP_5x5mm_P0.5mm_EP3.1x3.1mm',
    D: 5,
    A: mid(0.8, 1.0),
    A3: 0.2,
    b: mid(0.18, 0.3),
    L: mid(0.3, 0.5),
    e: 0.5,
    D2: mid(2.95, 3.25),
    pins: 32,
  },
};

/** Spellings the catalogue uses for the same outline. */
const ALIASES: Readonly<Record<string, string>> = { 'SOT-25': 'SOT-23-5' };

/**
 * Package names that stand for more than one outline in the catalogue: the row above holds only for the part
 * numbers matched here. WSON-6-1EP is TI's 2 × 2 mm DRV for the …DRV parts; the LP3869xSD parts of the same name
 * are the 3 × 3 mm NGG outline, which we hold no row for (暂无三维模型). WSON-8-1EP (qfn-outlines.ts) likewise holds
 * for the LP2951 parts only (the LP2987 / LP2988's 4 × 4 mm is VARIANTS' row, the LP3982's 3 × 2.5 mm none);
 * DFN-8-1EP (kicad-model-outlines.ts) for Microchip's 3 × 3 mm MCP1727 only (the LT3080's is VARIANTS' row, the
 * LD1086's an outline KiCad has no 3D model of, the AON6411's VARIANTS' AO_DFN-8-1EP_5.55x5.2mm row, power-son.ts).
 */
const ONLY_FOR: Readonly<Record<string, RegExp>> = {
  'WSON-6-1EP': /DRV$/,
  'WSON-8-1EP': /^LP2951/,
  'DFN-8-1EP': /^MCP1727/,
};

/** Package names whose parts of some numbers have another outline: [part number, that outline's row]. */
const VARIANTS: Readonly<Record<string, readonly (readonly [RegExp, string])[]>> = {
  'DFN-8-1EP': [
    [/^LT3080/, 'DFN-8-1EP_3x3mm_P0.5mm'],
    [/^AON6/, 'AO_DFN-8-1EP_5.55x5.2mm'],
  ],
  'WSON-8-1EP': [[/^LP298[78]/, 'WSON-8-1EP_4x4mm_P0.8mm']],
  // the footprints KiCad's symbols name: LT3080xT StaggerOdd, Microchip's MIC29xxxWT StaggerEven
  'TO-220-5': [
    [/^LT3080/, 'TO-220-5_P3.4x3.7mm_StaggerOdd_Lead3.8mm_Vertical'],
    [/^MIC29/, 'TO-220-5_P3.4x3.7mm_StaggerEven_Lead3.8mm_Vertical'],
  ],
};

/** The outline of an item's package, or undefined when we hold none for it (model: the part number). */
export function outlineOf(categoryCode: string, pkg: string | null, model = ''): PackageOutline | undefined {
  if (!pkg) return undefined;
  if (categoryCode === 'comp.passive.resistor.melf') return MELF_OUTLINES[pkg];
  const variant = VARIANTS[pkg]?.find(([number]) => number.test(model));
  if (variant) return PACKAGE_OUTLINES[variant[1]];
  const only = ONLY_FOR[pkg];
  if (only && !only.test(model)) return undefined;
  return PACKAGE_OUTLINES[ALIASES[pkg] ?? pkg];
}
