import { DATASHEETS } from '../../datasheets.ts';
import { fourDigitCode, type ResistorSeries, threeDigitCode, yageoValueCode } from '../chip-resistors.ts';
import { ARRAY, type ArraySize, F_E96, J_E24, NONE, type Terminal } from './array-sizes.ts';

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
  datasheet: () => DATASHEETS.yageoYcTc,
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
    datasheet: () => null, // the YC/TC 122 specification is not the group datasheet the code index cites (datasheets.ts)
    source: 'YAGEO Array chip resistors YC/TC 122 (4Pin/2R) product specification (V.3, 2011)',
  },
  {
    ...yageoArray('TC122', { ...YC122_SIZE, terminal: '凹形' }),
    tcr: () => null,
    datasheet: () => null, // the YC/TC 122 specification is not the group datasheet the code index cites (datasheets.ts)
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
    datasheet: () => null, // the YC248 specification is not the group datasheet the code index cites (datasheets.ts)
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
    datasheet: () => DATASHEETS.panasonicExb,
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
    datasheet: () => DATASHEETS.panasonicExb,
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
    datasheet: () => DATASHEETS.bournsCatCay,
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
    datasheet: () => DATASHEETS.bournsCatCay,
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
