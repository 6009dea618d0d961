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

const mid = (lo: number, hi: number) => Math.round(((lo + hi) / 2) * 1e4) / 1e4;

/** Two rows of gull-wing leads (SOT-23, SOT-223, SOIC, TSSOP, MSOP) or four (QFP). */
export interface GullWingOutline {
  kind: 'gullwing';
  source: string;
  kicad: string;
  D: number;
  E1: number;
  E: number;
  A1: number;
  A2: number;
  b: number;
  c: number;
  L: number;
  e: number;
  /**
   * Where the leads are: 'dual' n leads, n/2 per row (pin 1 top of the −X row, counted anticlockwise);
   * 'quad' n leads, n/4 per side; 'sot23' / 'sot23-5' / 'sot223' the irregular SOT pinouts.
   */
  layout: 'dual' | 'quad' | 'sot23' | 'sot23-5' | 'sot223';
  pins: number;
  /** SOT-223: width of the tab lead (pin 4, opposite pins 1–3) */
  b1?: number;
}

/** Two-terminal moulded packages whose leads bend under the body (DO-214 "J-bend"). */
export interface JLeadOutline {
  kind: 'jlead';
  source: string;
  kicad: string;
  D: number;
  E1: number;
  E: number;
  A2: number;
  b: number;
  c: number;
  L: number;
}

/** MELF: a cylinder of length L and diameter D with metal caps of length K at both ends, lying along X. */
export interface MelfOutline {
  kind: 'melf';
  source: string;
  kicad: string;
  L: number;
  D: number;
  K: number;
}

/**
 * QFN: a square body D × D, A high, with b × L terminals on the four bottom edges (pin 1 top of the −X
 * side, anticlockwise) and an exposed pad D2 × D2 (KiCad's pad n + 1); the lead frame is A3 thick.
 */
export interface QfnOutline {
  kind: 'qfn';
  source: string;
  kicad: string;
  D: number;
  A: number;
  A3: number;
  b: number;
  L: number;
  e: number;
  D2: number;
  pins: number;
}

/** Axial leads, mounted horizontally (axial.ts): body L × ØD, lead Ød, pitch P of KiCad's footprint. */
export interface AxialOutline {
  kind: 'axial';
  source: string;
  kicad: string;
  L: number;
  D: number;
  d: number;
  P: number;
}

/** TO-220, standing (tht-packages.ts); symbols as JEDEC TO-220AB. */
export interface To220Outline {
  kind: 'to220';
  source: string;
  kicad: string;
  A: number;
  A1: number;
  A2: number;
  b: number;
  b2: number;
  c: number;
  D: number;
  D1: number;
  E: number;
  e: number;
  L: number;
  L1: number;
  P: number;
  Q: number;
  pins: number;
}

/** PDIP, 300 mil rows (tht-packages.ts); symbols as JEDEC MS-001. */
export interface DipOutline {
  kind: 'dip';
  source: string;
  kicad: string;
  A1: number;
  A2: number;
  b: number;
  b2: number;
  c: number;
  D: number;
  E1: number;
  e: number;
  /** row spacing (lead centre to lead centre) */
  eA: number;
  L: number;
  pins: number;
}

export type PackageOutline =
  | GullWingOutline
  | JLeadOutline
  | MelfOutline
  | QfnOutline
  | AxialOutline
  | To220Outline
  | DipOutline;

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
): GullWingOutline {
  const wide = e >= 0.8;
  return {
    kind: 'gullwing',
    source: `JEDEC MS-026 variant ${variant}, min–max midpoints`,
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
  'TO-220': TO220,
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
  // JEDEC MO-178 variant AA: A2 0.90–1.30, A1 0–0.15, b 0.30–0.50, c 0.08–0.22, D 2.90 BSC, E 2.80 BSC,
  // E1 1.60 BSC, e 0.95, L 0.30–0.60
  'SOT-23-5': {
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
  SOIC8: soic(8, [4.8, 5.0], 'AA'),
  SOP8: soic(8, [4.8, 5.0], 'AA'),
  SOP16: soic(16, [9.8, 10.0], 'AC'),
  // JEDEC MO-153 variant AC (TSSOP-20, 4.4 mm body): A1 0.05–0.15, A2 0.80–1.05, b 0.19–0.30, c 0.09–0.20,
  // D 6.40–6.60, E 6.40 BSC, E1 4.30–4.50, e 0.65, L 0.45–0.75
  TSSOP20: {
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

/**
 * MELF resistors (category comp.passive.resistor.melf, where the catalogue's package is the size code):
 * Vishay's MELF profile drawing (www.vishay.com/docs/28713/melfprof.pdf) as KiCad's R_MicroMELF_MMU-0102,
 * R_MiniMELF_MMA-0204 and R_MELF_MMB-0207 footprints draw it on F.Fab (body L × D, cap lines at ± (L/2 − K)).
 */
export const MELF_OUTLINES: Readonly<Record<string, MelfOutline>> = {
  '0102': {
    kind: 'melf',
    source: 'Vishay MELF profile, MMU 0102 (KiCad R_MicroMELF_MMU-0102 F.Fab)',
    kicad: 'R_MicroMELF_MMU-0102',
    L: 2.2,
    D: 1.1,
    K: 0.5,
  },
  '0204': {
    kind: 'melf',
    source: 'Vishay MELF profile, MMA 0204 (KiCad R_MiniMELF_MMA-0204 F.Fab)',
    kicad: 'R_MiniMELF_MMA-0204',
    L: 3.6,
    D: 1.4,
    K: 0.9,
  },
  '0207': {
    kind: 'melf',
    source: 'Vishay MELF profile, MMB 0207 (KiCad R_MELF_MMB-0207 F.Fab)',
    kicad: 'R_MELF_MMB-0207',
    L: 5.8,
    D: 2.2,
    K: 1.2,
  },
};

/** Spellings the catalogue uses for the same outline. */
const ALIASES: Readonly<Record<string, string>> = { 'SOT-25': 'SOT-23-5' };

/** The outline of an item's package, or undefined when we hold none for it. */
export function outlineOf(categoryCode: string, pkg: string | null): PackageOutline | undefined {
  if (!pkg) return undefined;
  if (categoryCode === 'comp.passive.resistor.melf') return MELF_OUTLINES[pkg];
  return PACKAGE_OUTLINES[ALIASES[pkg] ?? pkg];
}
