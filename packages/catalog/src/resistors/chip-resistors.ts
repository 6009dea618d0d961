// Chip resistor series. Every listed value of a series in every size it is offered in, with each
// tolerance, TCR and packaging code its ordering scheme defines, is a real orderable part number.
// Value ranges are the series' datasheet ranges or, where we were not sure, a narrower range inside them.
import { DATASHEETS } from '../datasheets.ts';
import { E24, valuesInRange } from '../e-series.ts';
import { type Family, tableFamily } from '../family.ts';
import { type Item, Kind, type ParamValue } from '../types.ts';
import { enumValue, num, ohm, percent, ppmK, text, volt, watt } from '../values.ts';

// ---- resistance value codes of the makers' part numbers -----------------------------------------

function sig(x: number, digits: number): string {
  return Number.parseFloat(x.toPrecision(digits)).toString();
}

/** YAGEO: letter R/K/M as the decimal point, trailing zeros dropped (10K, 10K2, 4R7, 1R, 100R, 1M, 0R). */
export function yageoValueCode(r: number): string {
  if (r === 0) return '0R';
  const [letter, f] = r < 1000 ? ['R', 1] : r < 1e6 ? ['K', 1e3] : ['M', 1e6];
  const [int, frac = ''] = sig(r / (f as number), 3).split('.');
  return `${int}${letter}${frac}`;
}

/** Four characters, three significant digits + number of zeros; below 100 Ω R marks the point (1002, 49R9, 4R70). */
export function fourDigitCode(r: number): string {
  if (r < 100) {
    const s = r < 10 ? r.toFixed(2) : r.toFixed(1);
    return s.replace('.', 'R');
  }
  const exp = Math.floor(Math.log10(r) + 1e-9) - 2;
  const mant = Math.round(r / 10 ** exp);
  return `${mant}${exp}`;
}

/** Three characters, two significant digits + number of zeros; below 10 Ω R marks the point (103, 4R7, 1R0). */
export function threeDigitCode(r: number): string {
  if (r < 10) return r.toFixed(1).replace('.', 'R');
  const exp = Math.floor(Math.log10(r) + 1e-9) - 1;
  return `${Math.round(r / 10 ** exp)}${exp}`;
}

/** Vishay / Stackpole: four characters with R/K/M as the decimal point (10K0, 1K00, 100R, 49R9, 4R70, 1M00). */
export function letterFourCode(r: number): string {
  const [letter, f] = r < 1000 ? ['R', 1] : r < 1e6 ? ['K', 1e3] : ['M', 1e6];
  const x = r / (f as number);
  const s = x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0);
  return s.includes('.') ? s.replace('.', letter as string) : `${s}${letter}`;
}

/** UNI-ROYAL ±1 %: three significant digits + multiplier digit, J = ×0.1, K = ×0.01 (1002, 180J, 470K). */
export function uniroyalFCode(r: number): string {
  if (r < 10) return `${Math.round(r * 100)}K`;
  if (r < 100) return `${Math.round(r * 10)}J`;
  return fourDigitCode(r);
}

/** UNI-ROYAL ±5 %: "0" + two significant digits + multiplier digit, J = ×0.1 (0103, 0100, 010J). */
export function uniroyalJCode(r: number): string {
  if (r < 10) return `0${String(Math.round(r * 10)).padStart(2, '0')}J`;
  return `0${threeDigitCode(r)}`;
}

// ---- series definitions ---------------------------------------------------------------------------

export interface SizeSpec {
  size: string;
  /** Size code inside the part number, if not the EIA size itself. */
  code?: string;
  power: number | null;
  powerFraction?: string;
  maxV: number | null;
  /** Packaging code(s) fixed by size. */
  pack?: string;
}

export interface TolSpec {
  pct: number;
  letter: string;
  values: 'E24+E96' | 'E24' | 'E24+E192';
  min: number;
  max: number;
  /** Range per size where it differs. */
  rangeBySize?: Record<string, [number, number]>;
}

export interface VariantSpec {
  code: string;
  label: string;
  /** Power multiplier (YAGEO "7W" = 2 × standard power). */
  powerFactor?: number;
  /** TCR in ppm/K when the variant fixes it (thin-film TCR grades). */
  tcr?: number;
  sizes?: string[];
  /** Tolerance letters the variant is offered with (default: all of the series). */
  tols?: string[];
  /** Value range the variant is limited to (default: the tolerance's range). */
  range?: [number, number];
}

export interface ResistorSeries {
  id: string;
  brandCode: string;
  series: string;
  technology: '厚膜' | '薄膜' | '金属膜' | '碳膜' | '金属氧化膜';
  /** AEC-Q200 qualified; null: not stated (the parameter is left out). */
  aec: boolean | null;
  /** Leaf category of the items (default: chip resistors). */
  categoryCode?: string;
  /** Chinese product word of names and descriptions (default: 贴片电阻). */
  productWord?: string;
  /** Name of the size in the description (default: 封装). */
  sizeWord?: string;
  /** Item code from the part number where it holds characters unfit for a code (default: the part number). */
  codeOf?: (mpn: string) => string;
  sizes: SizeSpec[];
  tols: TolSpec[];
  variants: VariantSpec[];
  /** Jumper (0 Ω) with the J tolerance code. */
  jumper?: boolean;
  tcr?: (r: number, tol: TolSpec) => number | null;
  mpn: (size: SizeSpec, tol: TolSpec | null, r: number, v: VariantSpec) => string;
  datasheet: (tol: TolSpec | null) => string | null;
  source: string;
}

const yageoTcr = (r: number) => (r <= 10 ? 200 : 100);

export const YAGEO_THICK_SIZES: SizeSpec[] = [
  { size: '0201', power: 1 / 20, powerFraction: '1/20', maxV: 25, pack: 'R' },
  { size: '0402', power: 1 / 16, powerFraction: '1/16', maxV: 50, pack: 'R' },
  { size: '0603', power: 1 / 10, powerFraction: '1/10', maxV: 75, pack: 'R' },
  { size: '0805', power: 1 / 8, powerFraction: '1/8', maxV: 150, pack: 'R' },
  { size: '1206', power: 1 / 4, powerFraction: '1/4', maxV: 200, pack: 'R' },
  { size: '1210', power: 1 / 2, powerFraction: '1/2', maxV: 200, pack: 'R' },
  { size: '2010', power: 3 / 4, powerFraction: '3/4', maxV: 200, pack: 'K' },
  { size: '2512', power: 1, powerFraction: '1', maxV: 200, pack: 'K' },
];

const F_1_10M: TolSpec = { pct: 1, letter: 'F', values: 'E24+E96', min: 1, max: 10e6 };
const J_1_10M: TolSpec = { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 };
const F_10_1M: TolSpec = { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6 };
const J_10_1M: TolSpec = { pct: 5, letter: 'J', values: 'E24', min: 10, max: 1e6 };

const yageoReel = (code: string, label: string, extra: Partial<VariantSpec> = {}): VariantSpec => ({
  code,
  label,
  ...extra,
});

const yageoMpn = (prefix: 'RC' | 'AC') => (s: SizeSpec, t: TolSpec | null, r: number, v: VariantSpec) =>
  `${prefix}${s.size}${t ? t.letter : 'J'}${s.pack}-${v.code}${yageoValueCode(r)}L`;

/** The base series (their items are fixed: the seeded catalogue and the judged relevance set depend on them). */
export const SERIES: ResistorSeries[] = [
  {
    // YAGEO RC_L datasheet (General purpose chip resistors RC_L series): ordering code
    // RC size tolerance packing "-" reel value L; reels 07/10/13, 7W / 3W = 7" / 13" reel & 2× standard
    // power (listed for 0603, 0805, 1206);
    // 1 Ω–10 MΩ E24/E96; TCR ±200 ppm/°C for R ≤ 10 Ω, ±100 ppm/°C above.
    id: 'res.yageo.rc',
    brandCode: 'yageo',
    series: 'RC',
    technology: '厚膜',
    aec: false,
    sizes: YAGEO_THICK_SIZES,
    tols: [F_1_10M, J_1_10M],
    variants: [
      yageoReel('07', '7英寸卷盘'),
      yageoReel('10', '10英寸卷盘'),
      yageoReel('13', '13英寸卷盘'),
      yageoReel('7W', '7英寸卷盘, 2倍额定功率', { powerFactor: 2, sizes: ['0603', '0805', '1206'] }),
      yageoReel('3W', '13英寸卷盘, 2倍额定功率', { powerFactor: 2, sizes: ['0603', '0805', '1206'] }),
    ],
    jumper: true,
    tcr: yageoTcr,
    mpn: yageoMpn('RC'),
    datasheet: () => DATASHEETS.yageoRc,
    source: 'YAGEO RC_L series datasheet',
  },
  {
    // YAGEO AC series (automotive grade, AEC-Q200), same ordering scheme as RC.
    id: 'res.yageo.ac',
    brandCode: 'yageo',
    series: 'AC',
    technology: '厚膜',
    aec: true,
    sizes: YAGEO_THICK_SIZES,
    tols: [F_1_10M, J_1_10M],
    variants: [
      yageoReel('07', '7英寸卷盘'),
      yageoReel('13', '13英寸卷盘'),
      yageoReel('7W', '7英寸卷盘, 2倍额定功率', { powerFactor: 2, sizes: ['0603', '0805', '1206'] }),
    ],
    jumper: true,
    tcr: yageoTcr,
    mpn: yageoMpn('AC'),
    datasheet: () => DATASHEETS.yageoAc,
    source: 'YAGEO AC series datasheet (automotive)',
  },
  {
    // YAGEO RT thin film datasheet: RT size tolerance(W/B/C/D/F) packing(R) TCR(A=5,B=10,C=15,D=25,E=50)
    // reel(07/13) value L. Listed here: tolerances B/C/D/F with TCR D and E, 10 Ω–1 MΩ (0402: 10 Ω–100 kΩ).
    id: 'res.yageo.rt',
    brandCode: 'yageo',
    series: 'RT',
    technology: '薄膜',
    aec: false,
    sizes: [
      { size: '0402', power: 1 / 16, powerFraction: '1/16', maxV: null, pack: 'R' },
      { size: '0603', power: 1 / 10, powerFraction: '1/10', maxV: null, pack: 'R' },
      { size: '0805', power: 1 / 8, powerFraction: '1/8', maxV: null, pack: 'R' },
      { size: '1206', power: 1 / 4, powerFraction: '1/4', maxV: null, pack: 'R' },
    ],
    tols: [
      { pct: 0.1, letter: 'B', values: 'E24+E96', min: 10, max: 1e6, rangeBySize: { '0402': [10, 100e3] } },
      { pct: 0.25, letter: 'C', values: 'E24+E96', min: 10, max: 1e6, rangeBySize: { '0402': [10, 100e3] } },
      { pct: 0.5, letter: 'D', values: 'E24+E96', min: 10, max: 1e6, rangeBySize: { '0402': [10, 100e3] } },
      { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6, rangeBySize: { '0402': [10, 100e3] } },
    ],
    variants: [
      { code: 'D07', label: '±25 ppm/°C, 7英寸卷盘', tcr: 25 },
      { code: 'D13', label: '±25 ppm/°C, 13英寸卷盘', tcr: 25 },
      { code: 'E07', label: '±50 ppm/°C, 7英寸卷盘', tcr: 50 },
      { code: 'E13', label: '±50 ppm/°C, 13英寸卷盘', tcr: 50 },
    ],
    mpn: (s, t, r, v) => `RT${s.size}${t?.letter}R${v.code}${yageoValueCode(r)}L`,
    datasheet: () => DATASHEETS.yageoRt,
    source: 'YAGEO RT series datasheet (thin film, high precision)',
  },
  {
    // UNI-ROYAL thick film chip resistors: 0402WGF1002TCE, 0603WAF1002T5E, 0603WAJ0103T5E;
    // power code WG 1/16 W, WA 1/10 W, W8 1/8 W, W4 1/4 W; TC = 10k/reel, T5 = 5k/reel.
    id: 'res.uniroyal',
    brandCode: 'uniroyal',
    series: 'W (厚膜片式)',
    technology: '厚膜',
    aec: false,
    sizes: [
      { size: '0402', code: 'WG', power: 1 / 16, powerFraction: '1/16', maxV: 50, pack: 'TCE' },
      { size: '0603', code: 'WA', power: 1 / 10, powerFraction: '1/10', maxV: 75, pack: 'T5E' },
      { size: '0805', code: 'W8', power: 1 / 8, powerFraction: '1/8', maxV: 150, pack: 'T5E' },
      { size: '1206', code: 'W4', power: 1 / 4, powerFraction: '1/4', maxV: 200, pack: 'T5E' },
    ],
    tols: [F_1_10M, J_1_10M],
    variants: [{ code: '', label: '编带' }],
    tcr: (r, t) => (t.pct === 1 && r >= 10 ? 100 : null),
    mpn: (s, t, r) =>
      `${s.size}${s.code}${t?.letter}${t?.pct === 1 ? uniroyalFCode(r) : uniroyalJCode(r)}${s.pack}`,
    datasheet: () => DATASHEETS.uniroyalChip,
    source: 'UNI-ROYAL thick film chip resistor specification (0402W/0603W/0805W/1206W)',
  },
  {
    // Fenghua RS series: RS-03K1002FT (0603 1 %), RS-05K103JT (0805 5 %); size code 03 = 0603,
    // 05 = 0805, 06 = 1206; T = taping.
    id: 'res.fenghua.rs',
    brandCode: 'fenghua',
    series: 'RS',
    technology: '厚膜',
    aec: false,
    sizes: [
      { size: '0603', code: '03', power: 1 / 10, powerFraction: '1/10', maxV: 75 },
      { size: '0805', code: '05', power: 1 / 8, powerFraction: '1/8', maxV: 150 },
      { size: '1206', code: '06', power: 1 / 4, powerFraction: '1/4', maxV: 200 },
    ],
    tols: [F_10_1M, J_10_1M],
    variants: [{ code: 'T', label: '编带' }],
    mpn: (s, t, r) => `RS-${s.code}K${t?.pct === 1 ? fourDigitCode(r) : threeDigitCode(r)}${t?.letter}T`,
    datasheet: () => null,
    source: 'Fenghua RS series thick film chip resistor specification',
  },
  {
    // Panasonic ERJ thick film: ERJ-2RKF (0402), ERJ-3EKF (0603), ERJ-6ENF (0805), ERJ-8ENF (1206) ±1 %;
    // ERJ-2GEJ, ERJ-3GEYJ, ERJ-6GEYJ, ERJ-8GEYJ ±5 %; packaging X (0402), V (others). AEC-Q200
    // qualified (datasheet).
    id: 'res.panasonic.erj',
    brandCode: 'panasonic',
    series: 'ERJ',
    technology: '厚膜',
    aec: true,
    sizes: [
      { size: '0402', code: '2', power: 0.1, maxV: 50, pack: 'X' },
      { size: '0603', code: '3', power: 0.1, maxV: 75, pack: 'V' },
      { size: '0805', code: '6', power: 0.125, maxV: 150, pack: 'V' },
      { size: '1206', code: '8', power: 0.25, maxV: 200, pack: 'V' },
    ],
    tols: [F_10_1M, { pct: 5, letter: 'J', values: 'E24', min: 1, max: 1e6 }],
    variants: [{ code: '', label: '编带' }],
    tcr: (_r, t) => (t.pct === 1 ? 100 : null),
    mpn: (s, t, r) => {
      if (t?.pct === 1) {
        const body = { '2': '2RKF', '3': '3EKF', '6': '6ENF', '8': '8ENF' }[s.code as '2'];
        return `ERJ-${body}${fourDigitCode(r)}${s.pack}`;
      }
      const body = { '2': '2GEJ', '3': '3GEYJ', '6': '6GEYJ', '8': '8GEYJ' }[s.code as '2'];
      return `ERJ-${body}${threeDigitCode(r)}${s.pack}`;
    },
    datasheet: (t) =>
      t?.pct === 1
        ? 'https://industrial.panasonic.com/cdbs/www-data/pdf/RDA0000/AOA0000C304.pdf'
        : 'https://industrial.panasonic.com/cdbs/www-data/pdf/RDA0000/AOA0000C301.pdf',
    source: 'Panasonic thick film chip resistors ERJ-2RK/3EK/6EN/8EN and ERJ-2GE/3GEY/6GEY/8GEY datasheets',
  },
  {
    // KOA RK73H (±1 %) / RK73B (±5 %): RK73H1JTTD1002F, RK73B1JTTD103J; size 1E = 0402 (TP packaging),
    // 1J = 0603, 2A = 0805, 2B = 1206 (TD packaging); T = Sn termination.
    id: 'res.koa.rk73',
    brandCode: 'koa',
    series: 'RK73',
    technology: '厚膜',
    aec: false,
    sizes: [
      { size: '0402', code: '1E', power: null, maxV: null, pack: 'TP' },
      { size: '0603', code: '1J', power: null, maxV: null, pack: 'TD' },
      { size: '0805', code: '2A', power: null, maxV: null, pack: 'TD' },
      { size: '1206', code: '2B', power: null, maxV: null, pack: 'TD' },
    ],
    tols: [F_10_1M, J_10_1M],
    variants: [{ code: '', label: '编带' }],
    mpn: (s, t, r) =>
      t?.pct === 1
        ? `RK73H${s.code}T${s.pack}${fourDigitCode(r)}F`
        : `RK73B${s.code}T${s.pack}${threeDigitCode(r)}J`,
    datasheet: (t) => (t?.pct === 1 ? DATASHEETS.koaRk73h : DATASHEETS.koaRk73b),
    source: 'KOA RK73H / RK73B general purpose thick film chip resistor catalogue',
  },
  {
    // Vishay D/CRCW e3 (AEC-Q200 qualified): CRCW + size + value (4 characters) + tolerance + TCR (K = ±100,
    // N = ±200 ppm/K) + packaging, one code per size as real parts carry it: 0402 ED (CRCW040210K0FKED),
    // 0603–1210 EA (CRCW060310K0FKEA), 2010 EF (CRCW2010100RFKEF), 2512 EG (CRCW2512200KFKEG).
    id: 'res.vishay.crcw',
    brandCode: 'vishay',
    series: 'CRCW e3',
    technology: '厚膜',
    aec: true,
    sizes: [
      { size: '0402', power: 0.063, maxV: 50 },
      { size: '0603', power: 0.1, maxV: 75 },
      { size: '0805', power: 0.125, maxV: 150 },
      { size: '1206', power: 0.25, maxV: 200 },
      { size: '1210', power: 0.5, maxV: 200 },
      { size: '2010', power: 0.75, maxV: 400 },
      { size: '2512', power: 1, maxV: 500 },
    ],
    tols: [F_10_1M, J_10_1M],
    variants: [
      { code: 'ED', label: '纸带编带', sizes: ['0402'] },
      { code: 'EA', label: '纸带编带', sizes: ['0603', '0805', '1206', '1210'] },
      { code: 'EF', label: '编带', sizes: ['2010'] },
      { code: 'EG', label: '编带', sizes: ['2512'] },
    ],
    tcr: (_r, t) => (t.pct === 1 ? 100 : 200),
    mpn: (s, t, r, v) => `CRCW${s.size}${letterFourCode(r)}${t?.letter}${t?.pct === 1 ? 'K' : 'N'}${v.code}`,
    datasheet: () => 'https://www.vishay.com/doc?20035',
    source: 'Vishay Draloric CRCW e3 datasheet (document 20035)',
  },
  {
    // Stackpole RMCF: RMCF0603FT10K0 / RMCF0603JT10K0 (T = tape and reel). AEC-Q200 compliant (datasheet).
    id: 'res.stackpole.rmcf',
    brandCode: 'stackpole',
    series: 'RMCF',
    technology: '厚膜',
    aec: true,
    sizes: [
      { size: '0402', power: 1 / 16, powerFraction: '1/16', maxV: 50 },
      { size: '0603', power: 1 / 10, powerFraction: '1/10', maxV: 75 },
      { size: '0805', power: 1 / 8, powerFraction: '1/8', maxV: 150 },
      { size: '1206', power: 1 / 4, powerFraction: '1/4', maxV: 200 },
    ],
    tols: [F_10_1M, J_10_1M],
    variants: [{ code: 'T', label: '编带' }],
    mpn: (s, t, r, v) => `RMCF${s.size}${t?.letter}${v.code}${letterFourCode(r)}`,
    datasheet: () => DATASHEETS.stackpoleRmcf,
    source: 'Stackpole RMCF/RMCP thick film chip resistor datasheet',
  },
  {
    // Bourns CR: CR0603-FX-1002ELF (±1 %, X = ±100 ppm/°C), CR0603-JW-103ELF (±5 %, W = ±200 ppm/°C).
    id: 'res.bourns.cr',
    brandCode: 'bourns',
    series: 'CR',
    technology: '厚膜',
    aec: false,
    sizes: [
      { size: '0603', power: 1 / 10, powerFraction: '1/10', maxV: null },
      { size: '0805', power: 1 / 8, powerFraction: '1/8', maxV: null },
      { size: '1206', power: 1 / 4, powerFraction: '1/4', maxV: null },
    ],
    tols: [F_10_1M, J_10_1M],
    variants: [{ code: 'ELF', label: '编带, 无铅' }],
    tcr: (_r, t) => (t.pct === 1 ? 100 : 200),
    mpn: (s, t, r, v) =>
      t?.pct === 1
        ? `CR${s.size}-FX-${fourDigitCode(r)}${v.code}`
        : `CR${s.size}-JW-${threeDigitCode(r)}${v.code}`,
    datasheet: () => DATASHEETS.bournsCr,
    source: 'Bourns CR series chip resistor datasheet',
  },
  {
    // ROHM MCR: MCR03EZPFX1002 (0603 ±1 %), MCR03EZPJ103 (±5 %), MCR10EZPF (0805), MCR18EZPF (1206).
    id: 'res.rohm.mcr',
    brandCode: 'rohm',
    series: 'MCR',
    technology: '厚膜',
    aec: false,
    sizes: [
      { size: '0603', code: '03', power: 0.1, maxV: null },
      { size: '0805', code: '10', power: 0.125, maxV: null },
      { size: '1206', code: '18', power: 0.25, maxV: null },
    ],
    tols: [F_10_1M, J_10_1M],
    variants: [{ code: '', label: '编带' }],
    mpn: (s, t, r) =>
      t?.pct === 1
        ? `MCR${s.code}EZPF${s.code === '03' ? 'X' : ''}${fourDigitCode(r)}`
        : `MCR${s.code}EZPJ${threeDigitCode(r)}`,
    datasheet: () => null,
    source: 'ROHM MCR series general purpose chip resistor datasheet',
  },
];

export interface Row {
  s: SizeSpec;
  t: TolSpec | null;
  r: number;
  v: VariantSpec;
}

export function rowsOf(def: ResistorSeries): Row[] {
  const rows: Row[] = [];
  for (const s of def.sizes) {
    const variants = def.variants.filter((v) => !v.sizes || v.sizes.includes(s.size));
    for (const t of def.tols) {
      const [min, max] = t.rangeBySize?.[s.size] ?? [t.min, t.max];
      const values = valuesInRange(t.values === 'E24' ? E24 : t.values, min, max);
      const tv = variants.filter((v) => !v.tols || v.tols.includes(t.letter));
      for (const r of values)
        for (const v of tv)
          if (!v.range || (r >= v.range[0] * 0.999999 && r <= v.range[1] * 1.000001))
            rows.push({ s, t, r, v });
    }
    if (def.jumper)
      for (const v of variants.filter((x) => !x.powerFactor)) rows.push({ s, t: null, r: 0, v });
  }
  return rows;
}

export function buildResistor(def: ResistorSeries, { s, t, r, v }: Row): Item {
  const mpn = def.mpn(s, t, r, v);
  const power = s.power === null ? null : s.power * (v.powerFactor ?? 1);
  const params: Record<string, ParamValue> = {
    resistance: ohm(r),
    technology: enumValue(def.technology),
    case_size: text(s.size),
    packaging: text(v.label),
    ...(def.aec === null ? {} : { aec_q200: enumValue(def.aec ? '是' : '否') }),
  };
  if (t) params.tolerance = percent(t.pct, '±');
  if (power !== null) {
    const frac = s.powerFraction && !v.powerFactor ? s.powerFraction : undefined;
    params.power = watt(power, frac);
  }
  const tcr = v.tcr ?? (t && def.tcr ? def.tcr(r, t) : null);
  if (tcr !== null && tcr !== undefined) params.tcr = ppmK(tcr);
  if (s.maxV !== null && !v.powerFactor) params.max_voltage = volt(s.maxV);
  const valueText = r === 0 ? '0 Ω (跳线)' : ohm(r).display.replace(' ', '');
  const tolText = t ? ` ±${num(t.pct)}%` : '';
  const powerText = power !== null ? ` ${params.power?.display.split(' (')[0]}` : '';
  const word = def.productWord ?? '贴片电阻';
  return {
    kind: Kind.component,
    code: `${def.brandCode.toUpperCase()}-${def.codeOf ? def.codeOf(mpn) : mpn}`,
    categoryCode: def.categoryCode ?? 'comp.passive.resistor.chip',
    brandCode: def.brandCode,
    model: mpn,
    name: `${word} ${valueText}${tolText} ${s.size}${powerText}`,
    series: def.series,
    standard: null,
    description: `${def.technology}${word} ${def.series} 系列，${valueText}${tolText}，${def.sizeWord ?? '封装'} ${s.size}${powerText ? `，额定功率${powerText}` : ''}${tcr ? `，TCR ±${tcr} ppm/°C` : ''}，${v.label}${def.aec ? '，AEC-Q200' : ''}。来源：${def.source}。`,
    params,
    lifecycle: 'active',
    package: s.size,
    datasheetUrl: def.datasheet(t),
  };
}

/** Sizes of the must-have chip resistors: the four engineers use most. */
const CORE_SIZES = new Set(['0402', '0603', '0805', '1206']);

/** An E24 value (1 Ω and up): its two significant digits are in E24. */
export function isE24Value(r: number): boolean {
  if (r < 1) return false;
  const m = r / 10 ** Math.floor(Math.log10(r) + 1e-9);
  return E24.some((x) => Math.abs(x / 10 - m) < 1e-6);
}

/**
 * Must-have items of the commonest chip resistor series (YAGEO RC on 7-inch reels, UNI-ROYAL 0402W–1206W): every
 * E24 value in 0402, 0603, 0805 and 1206 at ±1 % and ±5 %, and the 0 Ω jumpers; the default catalogue always holds them.
 */
const CORE: Record<string, (row: Row) => boolean> = {
  'res.yageo.rc': ({ s, t, r, v }) =>
    CORE_SIZES.has(s.size) && v.code === '07' && (t === null ? r === 0 : isE24Value(r)),
  'res.uniroyal': ({ s, t, r }) => CORE_SIZES.has(s.size) && t !== null && isE24Value(r),
};

export function resistorFamilies(): Family[] {
  return SERIES.map((def) => {
    const core = CORE[def.id];
    return tableFamily<Row, undefined>({
      id: def.id,
      kind: Kind.component,
      label: `贴片电阻 ${def.brandCode} ${def.series}`,
      rows: () => rowsOf(def),
      build: (row) => buildResistor(def, row),
      ...(core ? { core: (row: Row) => core(row) } : {}),
    });
  });
}
