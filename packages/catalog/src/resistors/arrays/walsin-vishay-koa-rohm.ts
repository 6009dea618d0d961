import {
  fourDigitCode,
  letterFourCode,
  type ResistorSeries,
  type TolSpec,
  threeDigitCode,
} from '../chip-resistors.ts';
import { ARRAY, type ArraySize, F_E96, G_E24, J_E24, type Terminal } from './array-sizes.ts';

// ---- Walsin WA04 / WA06 -------------------------------------------------------------------------------------

const walsin = (
  size: string,
  power: number,
  fraction: string,
  maxV: number | null,
  elements: number,
  terminal: Terminal,
): ArraySize => ({
  size,
  power,
  powerFraction: fraction,
  maxV,
  elements,
  terminal,
});

/** Walsin: series + value (J 3 digits, F 4 digits) + tolerance + T (taping) + L (lead free), e.g. WA06X333JTL. */
const walsinMpn =
  (model: string): ResistorSeries['mpn'] =>
  (_s, t, r) =>
    `${model}${t?.letter === 'F' ? fourDigitCode(r) : threeDigitCode(r)}${t?.letter}TL`;

const WALSIN_SOURCE =
  'Walsin WA04, WA06 ±1 %, ±5 % general purpose chip resistors array specification (Ver.12, Jan. 2010)';

/** One Walsin array type (its quick reference data row), taped (T), lead free (L). */
const walsinArray = (model: string, size: ArraySize, tols: TolSpec[]): ResistorSeries => ({
  // Walsin "WA04, WA06 ±1 %, ±5 %, Convex Type & Concave Type, General purpose chip resistors array"
  // (Ver.12, Jan.-2010), quick reference data: WA04Y convex 0402×2 (1/16 W, 25 V), WA04X convex 0402×4
  // (1/16 W), WA06X convex 0603×4 (1/10 W, 50 V), WA06T concave 0603×4 (1/10 W, 50 V). Real part numbers
  // (WA06X333JTL, WA06X1002FTL, WA04X473JTL) give the code: type + value + tolerance + T (taping) + L.
  // Ranges narrowed to those every reading of the table agrees on: 10 Ω–1 MΩ, WA06X ±1 % 10 Ω–100 kΩ, WA04Y
  // ±5 % only. WA04X voltage (25 V in the WA04X ±1 % specification Version 6, 2007, 50 V in Ver.12) and the
  // TCRs are not stated. Left out: WA06W (0602×8; its row not read with certainty), jumpers, bulk packing (B).
  id: `res.array.walsin.${model.toLowerCase()}`,
  brandCode: 'walsin',
  series: model,
  ...ARRAY,
  aec: null,
  sizes: [size],
  tols,
  variants: [{ code: 'TL', label: '编带 (T), 无铅 (L)' }],
  mpn: walsinMpn(model),
  datasheet: () => null,
  source: WALSIN_SOURCE,
});

export const WALSIN_ARRAY_SERIES: ResistorSeries[] = [
  walsinArray('WA04Y', walsin('0402×2', 1 / 16, '1/16', 25, 2, '凸形'), [J_E24(10, 1e6)]),
  walsinArray('WA04X', walsin('0402×4', 1 / 16, '1/16', null, 4, '凸形'), [F_E96(10, 1e6), J_E24(10, 1e6)]),
  walsinArray('WA06X', walsin('0603×4', 1 / 10, '1/10', 50, 4, '凸形'), [F_E96(10, 100e3), J_E24(10, 1e6)]),
  walsinArray('WA06T', walsin('0603×4', 1 / 10, '1/10', 50, 4, '凹形'), [F_E96(10, 1e6), J_E24(10, 1e6)]),
];

// ---- Vishay CRA06P / CRA04P ---------------------------------------------------------------------------------

/** Vishay: model + pins + circuit 3 + value (R/K/M as the decimal point, 0000 jumper) + tolerance (Z jumper) + packaging. */
const vishayMpn =
  (model: string): ResistorSeries['mpn'] =>
  (s, t, r, v) =>
    `${model}${s.code}3${t ? letterFourCode(r) : '0000'}${t ? t.letter : 'Z'}${v.code}`;

export const VISHAY_ARRAY_SERIES: ResistorSeries[] = [
  {
    // Vishay CRA06P thick film resistor array (document 31047, revision 13-Oct-08; also 25-Jul-05): concave
    // terminal array with square corners, 4 and 8 terminal package with isolated resistors, circuit 03;
    // 0.063 W per element, limiting element voltage 50 V; ±1 % ±100 ppm/K 10 Ω–1 MΩ E24 + E96, ±2 % and ±5 %
    // ±200 ppm/K 10 Ω–1 MΩ E24; zero-ohm jumper (value 0000, tolerance Z). Part number CRA06 P pins (04, 08)
    // circuit 3 value tolerance packaging, e.g. CRA06P08347K0JTA, CRA06P04351R0JTA, CRA06P08310K0JTA;
    // packaging TA (= RT1) and TC (= RT6), their quantities not read. Sizes: 8 terminals 3.2 × 1.6 mm
    // (1206, 4 × 0603); 4 terminals 2 × 0603 elements.
    id: 'res.array.vishay.cra06p',
    brandCode: 'vishay',
    series: 'CRA06P',
    ...ARRAY,
    aec: null,
    sizes: [
      {
        size: '2×0603 (4 端子)',
        code: '04',
        power: 0.063,
        maxV: 50,
        elements: 2,
        terminal: '凹形',
      } as ArraySize,
      {
        size: '1206 (4×0603)',
        code: '08',
        power: 0.063,
        maxV: 50,
        elements: 4,
        terminal: '凹形',
      } as ArraySize,
    ],
    tols: [F_E96(10, 1e6), G_E24(10, 1e6), J_E24(10, 1e6)],
    variants: [
      { code: 'TA', label: '编带 (TA, RT1)' },
      { code: 'TC', label: '编带 (TC, RT6)' },
    ],
    jumper: true,
    tcr: (_r, t) => (t.letter === 'F' ? 100 : 200),
    mpn: vishayMpn('CRA06P'),
    datasheet: () => 'https://www.vishay.com/doc?31047',
    source: 'Vishay CRA06P Thick Film Resistor Array datasheet (document 31047)',
  },
  {
    // Vishay CRA04P thick film chip resistor array (document 31048, revision 29-Mar-10): concave terminals,
    // 8 terminal package with isolated resistors (4 × 0402), circuit 03; 0.063 W per element, limiting element
    // voltage 50 V; ±2 % ±100 ppm/K 10 Ω–1 MΩ E24, ±5 % ±200 ppm/K 1 Ω–1 MΩ E24; jumper 0000 / Z. Part number
    // e.g. CRA04P08347K0JTD; packaging TD (RT7) and TC (RT6). Left out: packaging PZ (not explained in what was
    // read) and ±1 % (not offered in this revision).
    id: 'res.array.vishay.cra04p',
    brandCode: 'vishay',
    series: 'CRA04P',
    ...ARRAY,
    aec: null,
    sizes: [
      {
        size: '0804 (4×0402)',
        code: '08',
        power: 0.063,
        maxV: 50,
        elements: 4,
        terminal: '凹形',
      } as ArraySize,
    ],
    tols: [G_E24(10, 1e6), J_E24(1, 1e6)],
    variants: [
      { code: 'TD', label: '编带 (TD, RT7)' },
      { code: 'TC', label: '编带 (TC, RT6)' },
    ],
    jumper: true,
    tcr: (_r, t) => (t.letter === 'G' ? 100 : 200),
    mpn: vishayMpn('CRA04P'),
    datasheet: () => 'https://www.vishay.com/doc?31048',
    source: 'Vishay CRA04P Thick Film Chip Resistor Array datasheet (document 31048)',
  },
  ...(['CRA12E', 'CRA12S'] as const).map(
    (model): ResistorSeries => ({
      // Vishay CRA12E, CRA12S thick film chip resistor array (document 31003, revisions 10-Dec-10 and
      // 24-Jun-13): convex terminals, E version scalloped corners, S version square corners; 8 or 10 terminal
      // package. Part number CRA12 E/S pins (08, 10) circuit (1 = 01, 2 = 02, 3 = 03, 8 = 20) value (R/K/M as the
      // decimal point, 0000 jumper) tolerance (F ±1 %, G ±2 %, J ±5 %, Z jumper) packaging (TR = RB8, TL = RD7),
      // e.g. CRA12E08347K0JTR, CRA12E0830000ZTR. Circuit 03 (isolated): 0.125 W per element, limiting element
      // voltage 50 V; ±1 % ±100 ppm/K 10 Ω–1 MΩ E24 + E96, ±2 %/±5 % ±200 ppm/K 10 Ω–1 MΩ E24. Isolated
      // elements: 4 on 8 terminals, 5 on 10. Element size 1206 by the model code (CRA04 = 0402, CRA06 = 0603,
      // CRA12 = 1206). Left out: circuits 01, 02, 20 (0.1 W; their schematics not read), the 4 and 16 terminal
      // packages of the 2003 revision.
      id: `res.array.vishay.${model.toLowerCase()}`,
      brandCode: 'vishay',
      series: model,
      ...ARRAY,
      aec: null,
      sizes: [
        {
          size: '4×1206 (8 端子)',
          code: '08',
          power: 0.125,
          powerFraction: '1/8',
          maxV: 50,
          elements: 4,
          terminal: '凸形',
        } as ArraySize,
        {
          size: '5×1206 (10 端子)',
          code: '10',
          power: 0.125,
          powerFraction: '1/8',
          maxV: 50,
          elements: 5,
          terminal: '凸形',
        } as ArraySize,
      ],
      tols: [F_E96(10, 1e6), G_E24(10, 1e6), J_E24(10, 1e6)],
      variants: [
        { code: 'TR', label: '编带 (TR, RB8)' },
        { code: 'TL', label: '编带 (TL, RD7)' },
      ],
      jumper: true,
      tcr: (_r, t) => (t.letter === 'F' ? 100 : 200),
      mpn: vishayMpn(model),
      datasheet: () => 'https://www.vishay.com/doc?31003',
      source: 'Vishay CRA12E, CRA12S Thick Film Chip Resistor Array datasheet (document 31003)',
    }),
  ),
];

// ---- KOA CN (concave) ---------------------------------------------------------------------------------------

const koa = (code: string, size: string, elements: number, power: number, maxV: number): ArraySize => ({
  size,
  code,
  power,
  ...(power === 0.063 ? { powerFraction: '1/16' } : { powerFraction: '1/10' }),
  maxV,
  elements,
  terminal: '凹形',
});

export const KOA_ARRAY_SERIES: ResistorSeries[] = [
  {
    // KOA CN resistor array, concave termination with square corners (KOA Speer catalogue, 2/11/08): CN + size
    // (1J = 0603, 2A = 0805) + elements (2, 4, 8) + termination T (Sn) + packaging (TD 7" paper tape) + value
    // (±1 %: 3 significant figures + multiplier; ±2 %/±5 %: 2 + multiplier) + tolerance (F ±1 %, G ±2 %,
    // J ±5 %), e.g. CN1J4TTD103J. Ratings per element at 70 °C: CN1J 1/16 W, CN2A 1/10 W (KOA Speer); maximum
    // working voltage CN1J 50 V, CN2A 100 V, range 10 Ω–1 MΩ with F, G, J (KOA chip network table: CN1J4 from
    // 1 Ω, narrowed here to 10 Ω). TCR not stated (not read with certainty). Left out: CN2B (its ratings not
    // read), the packaging codes TE/TDD/TED (not confirmed per size), convex CN_K/CN_A types and jumpers (CNZ).
    id: 'res.array.koa.cn',
    brandCode: 'koa',
    series: 'CN',
    ...ARRAY,
    aec: null,
    sizes: [
      koa('1J2', '0603×2', 2, 0.063, 50),
      koa('1J4', '0603×4', 4, 0.063, 50),
      koa('1J8', '0603×8', 8, 0.063, 50),
      koa('2A2', '0805×2', 2, 0.1, 100),
      koa('2A4', '0805×4', 4, 0.1, 100),
      koa('2A8', '0805×8', 8, 0.1, 100),
    ],
    tols: [F_E96(10, 1e6), G_E24(10, 1e6), J_E24(10, 1e6)],
    variants: [{ code: 'TD', label: '7英寸纸带编带 (TD)' }],
    mpn: (s, t, r, v) =>
      `CN${s.code}T${v.code}${t?.letter === 'F' ? fourDigitCode(r) : threeDigitCode(r)}${t?.letter}`,
    datasheet: () => null,
    source: 'KOA Speer CN concave termination resistor array catalogue; KOA chip networks CN table',
  },
];

// ---- ROHM MNR -----------------------------------------------------------------------------------------------

const mnr = (
  code: string,
  pack: string,
  size: string,
  elements: number,
  power: number | null,
): ArraySize => ({
  size,
  code,
  pack,
  power,
  ...(power === 0.063 ? { powerFraction: '1/16' } : {}),
  maxV: null,
  elements,
  terminal: '凸形',
});

export const ROHM_ARRAY_SERIES: ResistorSeries[] = [
  {
    // ROHM "Chip Resistor Networks MNR Series" datasheets (2012.11 Rev.B automotive / general purpose,
    // 2017.03 Rev.H): MNR + size (02 1005×2 [0402×2], 04 0402×4, 12 0603×2, 14 0603×4, 18 0602×8 (16
    // terminals), 32 1206×2, 34 1206×4) + type code (automotive grade, AEC-Q200: M0AP paper tape 2 mm pitch
    // 10,000 for MNR02/04; E0AP paper tape 4 mm pitch 5,000 for MNR12/14/18; J0AB / J5AB embossed tape 4 mm
    // pitch 4,000 for MNR32/34) + tolerance + value (J 3 digits, 000 = jumper), e.g. MNR14E0APJ103. Convex
    // electrodes, isolated elements; 0.063 W per element for MNR02–18; J (±5 %) ±200 ppm/°C 10 Ω–1 MΩ E24.
    // Left out: F (±1 %, its rows not read with certainty), J below 10 Ω, MNR15/MNR35 (8 elements on
    // 10 terminals, circuit not read), the general purpose type codes MRAP/ERAP (not in Rev.H), the MNR32/34
    // element power (not read) and the limiting element voltages.
    id: 'res.array.rohm.mnr',
    brandCode: 'rohm',
    series: 'MNR',
    ...ARRAY,
    aec: true,
    sizes: [
      mnr('02', 'M0AP', '0402×2', 2, 0.063),
      mnr('04', 'M0AP', '0402×4', 4, 0.063),
      mnr('12', 'E0AP', '0603×2', 2, 0.063),
      mnr('14', 'E0AP', '0603×4', 4, 0.063),
      mnr('18', 'E0AP', '0602×8', 8, 0.063),
      mnr('32', 'J0AB', '1206×2', 2, null),
      mnr('34', 'J5AB', '1206×4', 4, null),
    ],
    tols: [J_E24(10, 1e6)],
    variants: [{ code: '', label: '编带' }],
    jumper: true,
    tcr: () => 200,
    mpn: (s, t, r) => `MNR${s.code}${s.pack}J${t ? threeDigitCode(r) : '000'}`,
    datasheet: () => null,
    source: 'ROHM Chip Resistor Networks MNR Series datasheet (2012.11 Rev.B, 2017.03 Rev.H)',
  },
];
