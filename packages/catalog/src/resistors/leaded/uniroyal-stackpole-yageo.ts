// Leaded (axial) film resistors, second set of extension families (see resistors/registry.ts and
// resistors/leaded/yageo-vishay-koa.ts): UNI-ROYAL MFR metal film, Stackpole CF carbon film and YAGEO RSF metal oxide film. Every value of a style in every
// tolerance and packing code taken is a real orderable part number; codes are taken only where real part
// numbers show them. Items go to the leaded resistor category (comp.passive.resistor.leaded).
import type { ResistorSeries } from '../chip-resistors.ts';
import { letterFourCode, uniroyalFCode, yageoValueCode } from '../chip-resistors.ts';

const LEADED = {
  categoryCode: 'comp.passive.resistor.leaded',
  productWord: '插件电阻',
  sizeWord: '型号尺寸',
} as const;

/** YAGEO RSF packing letters of the ordering information (R reel, T box, B bulk). */
const RSF_PACKING: Array<[string, string]> = [
  ['R', '编带卷盘'],
  ['T', '编带盒装'],
  ['B', '散装'],
];

/** RSF styles taken and the forming (lead spacing of the taping) each is taken with. */
const RSF_FORMING: Record<string, string[]> = {
  'RSF-50 (9×Ø3.3 mm)': ['52'],
  'RSF100 (11.5×Ø4.5 mm)': ['73'],
  'RSF200 (15.5×Ø5 mm)': ['73'],
  'RSF2WS (11.5×Ø4.5 mm)': ['52', '73'],
};

export const LEADED2_SERIES: ResistorSeries[] = [
  {
    // UNI-ROYAL (厚声) "Lead-Free Metal Film Fixed Resistors, MFR Series" specification (UNIROYAL
    // Electronics Industry Co., Ltd., UNIOHM), 2.0 Ratings & dimension: MF 1/8W D 1.9 × L 3.3 mm, max.
    // working voltage 200 V; MF 1/4W D 2.2 × L 6.5 mm, 250 V; resistance range ±1 %/±2 % 10 Ω–1 MΩ (±5 %
    // 1 Ω–1 MΩ). Part number: MFR + wattage (0W8 = 1/8 W, 0W4 = 1/4 W) + tolerance (F ±1 %) + value (E96/E24:
    // three significant figures + multiplier digit, J = ×0.1, the code of the UNI-ROYAL chip resistors) +
    // packing "A50", as the real part numbers show: MFR0W4F1002A50 (10 kΩ), MFR0W4F4701A50, MFR0W4F1001A50,
    // MFR0W4F1503A50, MFR0W4F5601A50, MFR0W4F9102A50, MFR0W4F3900A50, MFR0W4F100JA50 (10 Ω),
    // MFR0W4F200JA50 (20 Ω), MFR0W8F2201A50 (2.2 kΩ, 1/8 W). The section "Explanation of Part No. System"
    // was not readable: the packing code A50 is stated as a code (its kind and quantity are not read), and the
    // T.C.R. is not given (distributors list ±50 ppm/°C; not read in the maker's sheet). Left out: ±2 % and
    // ±5 % (their part numbers not seen), the 1/2 W–3 W, small (WS) and ultra-small (WSS) styles (wattage
    // codes not read; the real MFR03SF5601A10 shows a code "03S" we could not decode), other packings.
    id: 'res.uniroyal.mfr',
    brandCode: 'uniroyal',
    series: 'MFR',
    technology: '金属膜',
    aec: null,
    ...LEADED,
    sizes: [
      { size: 'MFR 1/8W (3.3×Ø1.9 mm)', code: '0W8', power: 1 / 8, powerFraction: '1/8', maxV: 200 },
      { size: 'MFR 1/4W (6.5×Ø2.2 mm)', code: '0W4', power: 1 / 4, powerFraction: '1/4', maxV: 250 },
    ],
    tols: [{ pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6 }],
    variants: [{ code: 'A50', label: '包装代码 A50' }],
    mpn: (s, t, r, v) => `MFR${s.code}${t?.letter}${uniroyalFCode(r)}${v.code}`,
    datasheet: () => null,
    source: 'UNI-ROYAL (UNIOHM) Lead-Free Metal Film Fixed Resistors MFR Series specification, ratings table',
  },
  {
    // Stackpole Electronics "CF / CFM Series, Carbon Film Resistor" datasheet (seielect.com sei-cf_cfm.pdf),
    // Electrical Specifications - CF: CF18 0.125 W, max. working voltage 250 V; CF14 0.25 W 350 V; CF12 0.5 W
    // 350 V; ohmic range ±5 % 1 Ω–22 MΩ for the three; T.C.R. per ohmic range (not per item: ±400 ppm/°C
    // below 10 Ω, 0 to −400 … −1500 ppm/°C above). Mechanical Specifications: body length × diameter CF18
    // 3.30 × 1.70 mm, CF14 6.00 × 2.30 mm, CF12 8.50 × 2.70 mm. Part number: CF + size (18, 14, 12) +
    // tolerance (J ±5 %) + packaging letter + value (four characters, R/K/M as the decimal point), as the real
    // part numbers show: CF14JT10K0, CF14JT1K00, CF14JT1M00, CF14JT100K, CF14JT220R, CF14JT47K0, CF14JT5K60,
    // CF18JT330R, CF18JT10M0, CF18JT39R0, CF12JT100R, CF12JT47R0, CF12JT4K70, CF14JA10K0, CF18JA100K,
    // CF12JA2M70; the packaging letters T, A and B are taken as real part numbers show them for CF18, CF14 and
    // CF12 (B in part-number prefixes CF18JB, CF14JB, CF12JB). The "How to Order" table was not read, so the
    // item states the letter as a code. Left out: ±2 % (its letter not confirmed by a real part number), CF1,
    // CF2 and the CFM (mini) sizes (no real part number with their packaging seen), CFQ/PCF/CFF variants.
    id: 'res.stackpole.cf',
    brandCode: 'stackpole',
    series: 'CF',
    technology: '碳膜',
    aec: null,
    ...LEADED,
    sizes: [
      { size: 'CF18 (3.3×Ø1.7 mm)', code: '18', power: 0.125, powerFraction: '1/8', maxV: 250 },
      { size: 'CF14 (6×Ø2.3 mm)', code: '14', power: 0.25, powerFraction: '1/4', maxV: 350 },
      { size: 'CF12 (8.5×Ø2.7 mm)', code: '12', power: 0.5, powerFraction: '1/2', maxV: 350 },
    ],
    tols: [{ pct: 5, letter: 'J', values: 'E24', min: 1, max: 22e6 }],
    variants: ['T', 'A', 'B'].map((p) => ({ code: p, label: `包装代码 ${p}` })),
    mpn: (s, t, r, v) => `CF${s.code}${t?.letter}${v.code}${letterFourCode(r)}`,
    datasheet: () => 'https://www.seielect.com/catalog/sei-cf_cfm.pdf',
    source: 'Stackpole Electronics CF / CFM Series Carbon Film Resistor datasheet',
  },
  {
    // YAGEO "Data sheet, Metal Oxide Film Resistors, General Purpose, Flameproof, RSF Series ±2 %, ±5 %, 1/4W
    // to 5W" (product specification August 16, 2021 V.0), ordering information: RSF + power rating (-50 =
    // 1/2 W, 100 = 1 W, 200 = 2 W, 2WS = 2 W miniature …) + tolerance (G ±2 %, J ±5 %) + packaging (R reel
    // pack, T box pack, B bulk) + T.C.R. ("-" = based on spec) + forming (52- = 52.4 mm, 73- = 73 mm …) +
    // value (E24; 1R, 100R, 1K), example RSF100JT-73-100R. The "Leaded resistors, RSF Series" sheets:
    // T.C.R. ±300 ppm/°C, resistance range 1 Ω–1 MΩ (E24), normal style RSF-50 1/2 W 250 V (9.0 × Ø3.3 mm),
    // RSF100 1 W 350 V (11.5 × Ø4.5 mm), RSF200 2 W 450 V (15.5 × Ø5.0 mm); miniature RSF2WS 2 W in the
    // RSF100 body (11.5 × Ø4.5 mm). Formings taken per style only as real part numbers show them:
    // RSF-50JT-52-330K; RSF100JB-73-39R, RSF100JB-73-91R, RSF100JB-73-3R6, RSF100JB-73-2R; RSF200JB-73-470R;
    // RSF2WSJR-52-1K5, RSF2WSJT-73-560R. Left out: RSF-25 (not in the current ordering information),
    // RSF3WM, RSF300, RSF500 (their voltage cells span several styles and were not read with certainty),
    // RSF1WS, RSF3WS, RSF5WS, RSF5SS (no real part number seen with their forming), the other formings (26,
    // 91, M, MB, F … and the bulk items without forming, e.g. RSF200JB-1R0), the 0 Ω item, the miniature
    // style's maximum working voltage (its table was not read: RSF2WS items carry none).
    id: 'res.yageo.rsf',
    brandCode: 'yageo',
    series: 'RSF',
    technology: '金属氧化膜',
    aec: null,
    ...LEADED,
    sizes: [
      { size: 'RSF-50 (9×Ø3.3 mm)', code: '-50', power: 0.5, powerFraction: '1/2', maxV: 250 },
      { size: 'RSF100 (11.5×Ø4.5 mm)', code: '100', power: 1, powerFraction: '1', maxV: 350 },
      { size: 'RSF200 (15.5×Ø5 mm)', code: '200', power: 2, powerFraction: '2', maxV: 450 },
      { size: 'RSF2WS (11.5×Ø4.5 mm)', code: '2WS', power: 2, powerFraction: '2', maxV: null },
    ],
    tols: [
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 1e6 },
      { pct: 2, letter: 'G', values: 'E24', min: 1, max: 1e6 },
    ],
    variants: RSF_PACKING.flatMap(([pack, label]) =>
      ['52', '73'].map((form) => ({
        code: `${pack}-${form}`,
        label: `±300 ppm/°C, ${label}, 成型 ${form === '52' ? '52 (52.4 mm)' : '73 (73 mm)'}`,
        tcr: 300,
        sizes: Object.keys(RSF_FORMING).filter((k) => RSF_FORMING[k]?.includes(form)),
      })),
    ),
    mpn: (s, t, r, v) => `RSF${s.code}${t?.letter}${v.code}-${yageoValueCode(r)}`,
    datasheet: () => null,
    source: 'YAGEO RSF series metal oxide film resistors datasheet (product specification V.0, 2021)',
  },
];
