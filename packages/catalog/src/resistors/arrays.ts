// Chip resistor arrays (排阻, category comp.passive.resistor.array): thick film arrays of isolated resistors of
// seven makers (YAGEO, Panasonic, Bourns, Walsin, Vishay, KOA, ROHM), as their ordering schemes cross value,
// tolerance and packaging. Extension families (drawn from only above the base catalogue). Every value listed is a
// value of the series' E-series inside the datasheet range (or a narrower range where we were not sure); the power
// is the rating of one element. Each series names its sources and what was left out. Items are built by
// buildResistor (resistors/chip-resistors.ts) with the array's element count, circuit and terminal style added.
import { type Family, tableFamily } from '../family.ts';
import { type Item, Kind } from '../types.ts';
import { count, enumValue } from '../units.ts';
import {
  buildResistor,
  fourDigitCode,
  letterFourCode,
  type ResistorSeries,
  type Row,
  rowsOf,
  type SizeSpec,
  type TolSpec,
  threeDigitCode,
  yageoValueCode,
} from './chip-resistors.ts';

export type Terminal = '凸形' | '凹形' | '平面';

const TERMINAL_OPTION: Record<Terminal, string> = {
  凸形: '凸形电极 (convex)',
  凹形: '凹形电极 (concave)',
  平面: '平面电极 (flat)',
};

/** An array size: the case text of the maker (array size and/or elements × element size), element count, terminals. */
export interface ArraySize extends SizeSpec {
  elements: number;
  terminal: Terminal;
}

const ARRAY = {
  categoryCode: 'comp.passive.resistor.array',
  productWord: '排阻',
  sizeWord: '尺寸',
  technology: '厚膜' as const,
};

/** Empty range: the tolerance is not offered in that size. */
const NONE: [number, number] = [1, 0];

const F_E96 = (min: number, max: number, rangeBySize?: Record<string, [number, number]>): TolSpec => ({
  pct: 1,
  letter: 'F',
  values: 'E24+E96',
  min,
  max,
  ...(rangeBySize ? { rangeBySize } : {}),
});
const G_E24 = (min: number, max: number): TolSpec => ({ pct: 2, letter: 'G', values: 'E24', min, max });
const J_E24 = (min: number, max: number, rangeBySize?: Record<string, [number, number]>): TolSpec => ({
  pct: 5,
  letter: 'J',
  values: 'E24',
  min,
  max,
  ...(rangeBySize ? { rangeBySize } : {}),
});

// ---- YAGEO YC / TC ------------------------------------------------------------------------------------------

/** YAGEO global part number: YC124-JR-0710KL, YC164-FR-074K99L; jumper YC124-JR-070RL. */
const yageoArrayMpn =
  (model: string): ResistorSeries['mpn'] =>
  (_s, t, r, v) =>
    `${model}-${t ? t.letter : 'J'}R-${v.code}${yageoValueCode(r)}L`;

const yageoArray = (model: string, size: ArraySize): ResistorSeries => ({
  // YAGEO "Array chip resistors YC/TC 124 (8Pin/4R)" product specification (Mar 09, 2011 V.3) and
  // "YC/TC 164 (8Pin/4R)" (Oct 27, 2008 V.3): YC = convex, TC = concave; 4 isolated resistors; rated power
  // 1/16 W per element at 70 °C, maximum working voltage 50 V, 10 Ω–1 MΩ, TCR ±200 ppm/°C (also the
  // YC164 specification of Dec. 20, 2002 V.03). Ordering code YC124 – tolerance (F ±1 %, J ±5 % and jumper)
  // packing R (paper taping reel) "-" (TCR based on spec) reel value L, value with R/K/M as the decimal
  // point and the last zero dropped (1K2, 9R76, 0R = jumper). Reels: 07 and 13 inch, the two codes of the
  // current combined datasheet ("YC/TC 102 to 358", Dec 26, 2024 V.10; the 2011/2008 specifications
  // also list a 10 inch reel, left out as not current). Values: E24 for ±5 %, E24 + E96 for ±1 %.
  // Left out: YC102/104/122/162/248/324 and TC122, and the networks YC158/358 (their ratings not read).
  id: `res.array.yageo.${model.toLowerCase()}`,
  brandCode: 'yageo',
  series: model,
  ...ARRAY,
  aec: null,
  sizes: [size],
  tols: [F_E96(10, 1e6), J_E24(10, 1e6)],
  variants: [
    { code: '07', label: '纸带编带, 7英寸卷盘' },
    { code: '13', label: '纸带编带, 13英寸卷盘' },
  ],
  jumper: true,
  tcr: () => 200,
  mpn: yageoArrayMpn(model),
  datasheet: () => null,
  source: `YAGEO Array chip resistors YC/TC ${model.slice(2)} product specification (V.3) and YC/TC 102 to 358 datasheet (V.10)`,
});

const YC124_SIZE: ArraySize = {
  size: '0804 (4×0402)',
  power: 1 / 16,
  powerFraction: '1/16',
  maxV: 50,
  elements: 4,
  terminal: '凸形',
};
const YC164_SIZE: ArraySize = {
  size: '1206 (4×0603)',
  power: 1 / 16,
  powerFraction: '1/16',
  maxV: 50,
  elements: 4,
  terminal: '凸形',
};

/** YC122 / TC122: 2 × 0402, 4 pins; ratings not read (power, voltage and TCR not stated on the items). */
const YC122_SIZE: ArraySize = {
  size: '0404 (2×0402)',
  power: null,
  maxV: null,
  elements: 2,
  terminal: '凸形',
};

export const YAGEO_ARRAY_SERIES: ResistorSeries[] = [
  yageoArray('YC124', YC124_SIZE),
  yageoArray('TC124', { ...YC124_SIZE, terminal: '凹形' }),
  yageoArray('YC164', YC164_SIZE),
  yageoArray('TC164', { ...YC164_SIZE, terminal: '凹形' }),
  {
    // YAGEO "Array chip resistors YC/TC 122 (4Pin/2R)" product specification (October 20, 2011 V.3): the
    // ordering code of YC124 with reels 07 and 13 (e.g. YC122-JR-071KL). Its ratings table was not read: the
    // range is that of the YC124/YC164 specifications of the same family (10 Ω–1 MΩ), power, voltage and TCR
    // are not stated.
    ...yageoArray('YC122', YC122_SIZE),
    tcr: () => null,
    source: 'YAGEO Array chip resistors YC/TC 122 (4Pin/2R) product specification (V.3, 2011)',
  },
  {
    ...yageoArray('TC122', { ...YC122_SIZE, terminal: '凹形' }),
    tcr: () => null,
    source: 'YAGEO Array chip resistors YC/TC 122 (4Pin/2R) product specification (V.3, 2011)',
  },
  {
    // YAGEO "Array chip resistors YC248 (16Pin/8R)" product specification (Oct 31, 2008 V.2): 8 isolated
    // resistors, size 0616 (4.0 × 1.6 mm, pitch 0.5 mm), rated power 1/16 W per element at 70 °C; ordering code
    // YC248 – F/J R (paper taping reel) – 07 (7 inch reel, the only reel listed) value L, e.g. YC248-JR-0722RL.
    // A parametric listing of the 12NC 235004312434L (243 kΩ ±1 %) gives 50 V and ±200 ppm/°C. Range taken as
    // the family's 10 Ω–1 MΩ (the YC248 ratings table itself not read). Left out: packing K (embossed; not
    // clear for which values).
    ...yageoArray('YC248', {
      size: '0616',
      power: 1 / 16,
      powerFraction: '1/16',
      maxV: 50,
      elements: 8,
      terminal: '凸形',
    }),
    variants: [{ code: '07', label: '纸带编带, 7英寸卷盘' }],
    source: 'YAGEO Array chip resistors YC248 (16Pin/8R) product specification (V.2, 2008)',
  },
];

// ---- Panasonic EXB ------------------------------------------------------------------------------------------

/** Panasonic: EXB- type value (3 digits; R00 = jumper) tolerance (J, 0 = jumper) packaging (X / V / nil). */
const exbMpn: ResistorSeries['mpn'] = (s, t, r) =>
  `EXB-${s.code}${t ? threeDigitCode(r) : 'R00'}${t ? 'J' : '0'}${s.pack}`;

const exb = (code: string, size: string, elements: number, terminal: Terminal, pack: string): ArraySize => ({
  size,
  code,
  pack,
  power: null,
  maxV: null,
  elements,
  terminal,
});

const EXB_SOURCE =
  'Panasonic Chip Resistor Array EXB 14V, 18V, 24V, 28V, N8V, 2HV, 34V, V4V, 38V, V8V, S8V datasheet; Panasonic product specification 151-EXB-28N03DE';

export const PANASONIC_ARRAY_SERIES: ResistorSeries[] = [
  {
    // Panasonic "Chip Resistor Array, type EXB 14V, 18V, 24V, 28V, N8V, 2HV, 34V, V4V, 38V, V8V, S8V"
    // (explanation of part numbers): EXB + type (24 0402×2 / 0404 inch, 28 0402×4 / 0804, 2H 0602×8 / 1506,
    // 34 0603×2 / 0606, 38 0603×4 / 1206: convex terminals) + V (isolated) + value (2 significant figures +
    // zeros, R00 = jumper) + tolerance (J ±5 %, 0 = jumper) + packaging (X punched carrier 2 mm pitch
    // 10,000 pcs for 24V/28V; V punched carrier 4 mm pitch 5,000 pcs for 2HV/34V/38V), e.g. EXB-28V103JX,
    // EXB-38V472JV. AEC-Q200 qualified (EXB2, EXB3). Range 10 Ω–1 MΩ E24 for ±5 %, as the product
    // specification of EXB28N states (151-EXB-28N03DE: 0.063 W/element, limiting element voltage 50 V) and the
    // sulphur-resistant EXBU datasheet for the same sizes; the EXB V ratings table itself was not read, so
    // power, voltage and TCR are not stated on the items. Left out: EXB14V and EXB18V (0201 arrays, their
    // ratings not read).
    id: 'res.array.panasonic.exb',
    brandCode: 'panasonic',
    series: 'EXB',
    ...ARRAY,
    aec: true,
    sizes: [
      exb('24V', '0404 (2×0402)', 2, '凸形', 'X'),
      exb('28V', '0804 (4×0402)', 4, '凸形', 'X'),
      exb('2HV', '1506 (8×0602)', 8, '凸形', 'V'),
      exb('34V', '0606 (2×0603)', 2, '凸形', 'V'),
      exb('38V', '1206 (4×0603)', 4, '凸形', 'V'),
    ],
    tols: [J_E24(10, 1e6)],
    variants: [{ code: '', label: '编带' }],
    jumper: true,
    mpn: exbMpn,
    datasheet: () => null,
    source: EXB_SOURCE,
  },
  {
    // The concave-terminal types of the same datasheet: N8 0402×4 / 0804 (X, 10,000 pcs), V4 0603×2 / 0606 and
    // V8 0603×4 / 1206 (V, 5,000 pcs), S8 0805×4 / 2009 (embossed carrier 4 mm pitch, 2,500 pcs, no packaging
    // code), e.g. EXB-V8V472JV, EXB-N8V103JX, EXB-S8V103J. AEC-Q200 not stated for these types.
    id: 'res.array.panasonic.exb.concave',
    brandCode: 'panasonic',
    series: 'EXB',
    ...ARRAY,
    aec: null,
    sizes: [
      exb('N8V', '0804 (4×0402)', 4, '凹形', 'X'),
      exb('V4V', '0606 (2×0603)', 2, '凹形', 'V'),
      exb('V8V', '1206 (4×0603)', 4, '凹形', 'V'),
      exb('S8V', '2009 (4×0805)', 4, '凹形', ''),
    ],
    tols: [J_E24(10, 1e6)],
    variants: [{ code: '', label: '编带' }],
    jumper: true,
    mpn: exbMpn,
    datasheet: () => null,
    source: EXB_SOURCE,
  },
];

// ---- Bourns CAT16 / CAY16 -----------------------------------------------------------------------------------

/** Bourns: CAY16-103J4LF, CAY16-4701F4LF, jumper CAY16-000J4LF. */
const bournsMpn =
  (model: string): ResistorSeries['mpn'] =>
  (s, t, r) =>
    `${model}-${!t ? '000' : t.letter === 'F' ? fourDigitCode(r) : threeDigitCode(r)}${t ? t.letter : 'J'}${s.code}LF`;

const bourns = (
  size: string,
  elements: number,
  terminal: Terminal,
  power: number | null,
  maxV: number,
): ArraySize => ({
  size,
  code: String(elements),
  power,
  ...(power === 0.0625 ? { powerFraction: '1/16' } : {}),
  maxV,
  elements,
  terminal,
});

const BOURNS_SOURCE = 'Bourns CAT/CAY 16 Series - Chip Resistor Arrays datasheet';

export const BOURNS_ARRAY_SERIES: ResistorSeries[] = [
  {
    // Bourns "CAT/CAY 16 Series - Chip Resistor Arrays" (how to order CA Y 16 - 103 J 4 LF): CAT16 = concave,
    // CAY16 = convex terminations; resistors 2 / 4 / 8 isolated; tolerance J ±5 % (2, 4, 8 resistor packages and
    // the zero-ohm jumper, code 000), F ±1 % (4 resistor package and CAT16-F8); value code ±1 % 4 characters (24R3,
    // 8252), ±5 % 3 characters (474); LF = tin-plated. Characteristics: 10 Ω–1 MΩ, E24 (J), E96 + E24 (F);
    // 0.0625 W per resistor at 70 °C, TCR ±200 ppm/°C, max. working voltage 50 V (25 V for CAY16-J8);
    // package sizes J2 0606, F4/J4 1206, F8/J8 2406 for CAT16, J8 1506 for CAY16.
    id: 'res.array.bourns.cat16',
    brandCode: 'bourns',
    series: 'CAT16',
    ...ARRAY,
    aec: null,
    sizes: [
      bourns('0606', 2, '凹形', 0.0625, 50),
      bourns('1206', 4, '凹形', 0.0625, 50),
      bourns('2406', 8, '凹形', 0.0625, 50),
    ],
    tols: [F_E96(10, 1e6, { '0606': NONE }), J_E24(10, 1e6)],
    variants: [{ code: 'LF', label: '镀锡端子 (LF, 无铅)' }],
    jumper: true,
    tcr: () => 200,
    mpn: bournsMpn('CAT16'),
    datasheet: () => null,
    source: BOURNS_SOURCE,
  },
  {
    // CAY16 (convex) of the same datasheet: J2, F4, J4, J8 (no F8). The CAY16-J8 element power (31 mW in
    // earlier revisions) is not stated on its items; its working voltage is 25 V.
    id: 'res.array.bourns.cay16',
    brandCode: 'bourns',
    series: 'CAY16',
    ...ARRAY,
    aec: null,
    sizes: [
      bourns('0606', 2, '凸形', 0.0625, 50),
      bourns('1206', 4, '凸形', 0.0625, 50),
      bourns('1506', 8, '凸形', null, 25),
    ],
    tols: [F_E96(10, 1e6, { '0606': NONE, '1506': NONE }), J_E24(10, 1e6)],
    variants: [{ code: 'LF', label: '镀锡端子 (LF, 无铅)' }],
    jumper: true,
    tcr: () => 200,
    mpn: bournsMpn('CAY16'),
    datasheet: () => null,
    source: BOURNS_SOURCE,
  },
];

export const BOURNS_CAY10_SERIES: ResistorSeries = {
  // Bourns "Model CAY10 - Chip Resistor Array" datasheet: convex terminations, 2 / 4 isolated resistors in an
  // 0404 / 0804 size package (CA Y 10 - 103 J 4 LF; 10 = 04 package width); J ±5 %, E24 plus zero-ohm jumper
  // (000); 0.0625 W per resistor at 70 °C, max. working voltage 25 V; 10,000 pieces per reel, e.g.
  // CAY10-103J4LF, CAY10-300J4LF. Range 10 Ω–1 MΩ (the later revision extends it down to 3 Ω, left out). TCR
  // differs between revisions (±250 / ±200 ppm/°C): not stated.
  id: 'res.array.bourns.cay10',
  brandCode: 'bourns',
  series: 'CAY10',
  ...ARRAY,
  aec: null,
  sizes: [bourns('0404', 2, '凸形', 0.0625, 25), bourns('0804', 4, '凸形', 0.0625, 25)],
  tols: [J_E24(10, 1e6)],
  variants: [{ code: 'LF', label: '纸带编带, 10,000只/卷, 镀锡端子 (LF)' }],
  jumper: true,
  mpn: bournsMpn('CAY10'),
  datasheet: () => null,
  source: 'Bourns Model CAY10 - Chip Resistor Array datasheet',
};

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

// ---- families -----------------------------------------------------------------------------------------------

export const ARRAY_SERIES: ResistorSeries[] = [
  ...YAGEO_ARRAY_SERIES,
  ...PANASONIC_ARRAY_SERIES,
  ...BOURNS_ARRAY_SERIES,
  BOURNS_CAY10_SERIES,
  ...WALSIN_ARRAY_SERIES,
  ...VISHAY_ARRAY_SERIES,
  ...KOA_ARRAY_SERIES,
  ...ROHM_ARRAY_SERIES,
];

/** An array item: the chip resistor item of the row with the element count, circuit and terminal style. */
export function buildArray(def: ResistorSeries, row: Row): Item {
  const it = buildResistor(def, row);
  const s = row.s as ArraySize;
  it.params.elements = count(s.elements);
  it.params.circuit = enumValue('独立型 (isolated)');
  it.params.terminal = enumValue(TERMINAL_OPTION[s.terminal]);
  it.description = it.description
    .replace('额定功率', '每元件额定功率')
    .replace('。来源', `，${s.elements} 个独立电阻，${s.terminal}电极。来源`);
  return it;
}

export function resistorArrayFamilies(): Family[] {
  return ARRAY_SERIES.map((def) =>
    tableFamily<Row, undefined>({
      id: def.id,
      kind: Kind.component,
      label: `排阻 ${def.brandCode} ${def.series}`,
      rows: () => rowsOf(def),
      build: (row) => buildArray(def, row),
      extension: true,
    }),
  );
}
