// Leaded (axial, through-hole) film resistors, extension families (see resistors/registry.ts): every value of a
// series in every style, tolerance, T.C.R. and packing code its ordering scheme offers is a real orderable part
// number. Items go to the leaded resistor category (comp.passive.resistor.leaded); the "size" is the maker's
// style with its body length × diameter.

import { DATASHEETS } from '../../datasheets.ts';
import type { ResistorSeries, SizeSpec, TolSpec, VariantSpec } from '../chip-resistors.ts';
import { fourDigitCode, threeDigitCode, yageoValueCode } from '../chip-resistors.ts';
import { beyschlagValueCode } from '../melf.ts';

/** YAGEO packing codes of the leaded ordering schemes (B bulk, T tape in box / ammo, R tape on reel). */
const YAGEO_PACKING: Array<[string, string]> = [
  ['B', '散装'],
  ['T', '编带盒装'],
  ['R', '编带卷盘'],
];

const LEADED = {
  categoryCode: 'comp.passive.resistor.leaded',
  productWord: '插件电阻',
  sizeWord: '型号尺寸',
} as const;

/** A YAGEO style: code in the part number, body L × ØD (mm), rated power at 70 °C, max. working voltage. */
function yageoStyle(
  series: 'MFR' | 'CFR' | 'MFP',
  code: string,
  l: number,
  d: number,
  power: number,
  powerFraction: string,
  maxV: number | null,
): SizeSpec {
  return { size: `${series}${code} (${l}×Ø${d} mm)`, code, power, powerFraction, maxV };
}

/** YAGEO forming codes taken: the axial taping dimension A (52.4 mm; 26 mm for the small bodies noted). */
const FORMING: Record<'52' | '26', string> = { '52': '成型 52 (52.4 mm)', '26': '成型 26 (26 mm)' };

/** MFR value range taken per T.C.R. letter (see the series' comment). */
const MFR_RANGE: Record<'E' | 'F', [number, number]> = { E: [10, 1e6], F: [1, 4.7e6] };

/**
 * One variant per T.C.R. letter × packing × forming; 52 for the styles the letter is taken with, 26 only for
 * those of them listed in `with26`.
 */
function mfrVariants(styles: Record<'E' | 'F', string[]>, with26: string[]): VariantSpec[] {
  return (
    [
      ['E', 50],
      ['F', 100],
    ] as const
  ).flatMap(([tcr, ppm]) =>
    YAGEO_PACKING.flatMap(([pack, label]) =>
      (['52', '26'] as const).map((form) => ({
        code: `${pack}${tcr}${form}`,
        label: `±${ppm} ppm/°C, ${label}, ${FORMING[form]}`,
        tcr: ppm,
        sizes: form === '52' ? styles[tcr] : styles[tcr].filter((x) => with26.includes(x)),
        range: MFR_RANGE[tcr],
      })),
    ),
  );
}

const MFR_STYLES: SizeSpec[] = [
  yageoStyle('MFR', '-12', 3.4, 1.9, 1 / 6, '1/6', 200),
  yageoStyle('MFR', '25S', 3.4, 1.9, 1 / 4, '1/4', 250),
  yageoStyle('MFR', '-25', 6.3, 2.4, 1 / 4, '1/4', 250),
  yageoStyle('MFR', '50S', 6.3, 2.4, 1 / 2, '1/2', 300),
  yageoStyle('MFR', '-50', 9.0, 3.3, 1 / 2, '1/2', 300),
  yageoStyle('MFR', '1WS', 9.0, 3.3, 1, '1', 350),
];
const sizeOf = (code: string) => MFR_STYLES.find((s) => s.code === code)?.size ?? code;

const CFR_STYLES: SizeSpec[] = [
  yageoStyle('CFR', '-12', 3.4, 1.9, 1 / 6, '1/6', 150),
  yageoStyle('CFR', '25S', 3.4, 1.9, 1 / 4, '1/4', 200),
  yageoStyle('CFR', '-25', 6.3, 2.4, 1 / 4, '1/4', 250),
  yageoStyle('CFR', '50S', 6.3, 2.4, 1 / 2, '1/2', 300),
  yageoStyle('CFR', '-50', 9.0, 3.3, 1 / 2, '1/2', 350),
  yageoStyle('CFR', '1WS', 9.0, 3.3, 1, '1', 400),
];

/** CFR packing × forming (52 for every style taken, 26 for CFR25S). */
const cfrVariants: VariantSpec[] = YAGEO_PACKING.flatMap(([pack, label]) =>
  (['52', '26'] as const).map((form) => ({
    code: `${pack}-${form}`,
    label: `${label}, ${FORMING[form]}`,
    ...(form === '26' ? { sizes: CFR_STYLES.filter((x) => x.code === '25S').map((x) => x.size) } : {}),
  })),
);

/** KOA MF types taken (type, body L × ØD). */
const KOA_MFS14 = 'MFS1/4 (3.2×Ø1.7 mm)';
const KOA_MF14 = 'MF1/4 (6.3×Ø2.3 mm)';
const KOA_MFS12 = 'MFS1/2 (6.3×Ø2.3 mm)';

/** YAGEO MFP T.C.R. letters (C ±15, D ±25 ppm/°C) × packing. */
const mfpVariants: VariantSpec[] = (
  [
    ['C', 15],
    ['D', 25],
  ] as const
).flatMap(([tcr, ppm]) =>
  YAGEO_PACKING.map(([pack, label]) => ({
    code: `${pack}${tcr}`,
    label: `±${ppm} ppm/°C, ${label}`,
    tcr: ppm,
  })),
);

/** Vishay Beyschlag professional leaded resistors: model, DIN size, standard-mode power, Umax, range, packing. */
interface BeyschlagLeaded {
  model: 'MBA' | 'MBB' | 'MBE';
  din: string;
  power: number;
  maxV: number;
  max: number;
  packs: string[];
}

const BEYSCHLAG_LEADED: BeyschlagLeaded[] = [
  { model: 'MBA', din: '0204', power: 0.4, maxV: 200, max: 332e3, packs: ['CT', 'RP'] },
  { model: 'MBB', din: '0207', power: 0.6, maxV: 350, max: 1e6, packs: ['CT', 'RP'] },
  { model: 'MBE', din: '0414', power: 1.0, maxV: 500, max: 2.4e6, packs: ['C1'] },
];

function beyschlagLeaded(m: BeyschlagLeaded): ResistorSeries {
  const tol: TolSpec = { pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: m.max };
  return {
    // Vishay Beyschlag "MBA/SMA 0204, MBB/SMA 0207, MBE/SMA 0414 - Professional, Professional Thin Film
    // Leaded Resistors", document 28766: AEC-Q200 qualified; technical specifications (standard operation
    // mode) MBA/SMA 0204 0.4 W / 200 V, MBB/SMA 0207 0.6 W / 350 V, MBE/SMA 0414 1.0 W / 500 V; ranges
    // 0.22 Ω–10 MΩ (0204) and 0.22 Ω–22 MΩ (0207, 0414), ±5/±1/±0.5 %, ±50/±25 ppm/K. Global part number as
    // the MELF series (resistors/melf.ts): model + size + variant 0 + T.C.R. (C = ±50 ppm/K) + value (three
    // figures and a multiplier digit) + tolerance (F ±1 %, E24/E96) + packaging + 00, e.g. the real part
    // numbers MBB02070C1001FCT00, MBB02070C1004FRP00, MBB02070C5600FCT00, MBA02040C5119FRP00,
    // MBE04140C2201FC100, MBE04140C3300FC100. Packaging codes taken as real part numbers show them: CT and RP
    // for 0204 and 0207, C1 for 0414 (their kind and quantity not read: the item states the code). Ranges
    // narrowed to the stability ranges the datasheet states for the standard mode, from 10 Ω: MBA 10 Ω–332 kΩ,
    // MBB 10 Ω–1 MΩ, MBE 10 Ω–2.4 MΩ (real parts outside them, e.g. MBB02070C1005FCT00 10 MΩ and
    // MBA02040C1504FCT00 1.5 MΩ, are left out). Left out: T.C.R. D (±25 ppm/K), ±0.5 % and ±5 %
    // (ranges per T.C.R. not read), the long-term operation mode ratings, the zero ohm jumper.
    id: `res.vishay.${m.model.toLowerCase()}`,
    brandCode: 'vishay',
    series: `${m.model}/SMA ${m.din} Professional`,
    technology: '金属膜',
    aec: true,
    ...LEADED,
    sizes: [
      {
        size: `${m.model} ${m.din} (DIN ${m.din})`,
        code: `${m.model}${m.din}`,
        power: m.power,
        maxV: m.maxV,
      },
    ],
    tols: [tol],
    variants: m.packs.map((p) => ({ code: `C/${p}`, label: `±50 ppm/K, 包装代码 ${p}`, tcr: 50 })),
    mpn: (s, t, r, v) => {
      const [tcr, pack] = v.code.split('/');
      return `${s.code}0${tcr}${beyschlagValueCode(r)}${t?.letter}${pack}00`;
    },
    datasheet: () => 'https://www.vishay.com/doc?28766',
    source:
      'Vishay Beyschlag MBA/SMA 0204, MBB/SMA 0207, MBE/SMA 0414 - Professional datasheet (document 28766)',
  };
}

export const LEADED_SERIES: ResistorSeries[] = [
  {
    // YAGEO "Through-hole resistors, General Type Metal Film Resistors, Normal & Miniature Style, MFR Series"
    // (and the older "Leaded resistors MFR Series" sheet): styles, rated power at 70 °C and max. working
    // voltage MFR-12 1/6 W 200 V, MFR25S and MFR-25 1/4 W 250 V, MFR50S and MFR-50 1/2 W 300 V, MFR1WS 1 W
    // 350 V; bodies (L × ØD) MFR-12/MFR25S 3.4 × 1.9 mm, MFR-25/MFR50S 6.3 × 2.4 mm, MFR-50/MFR1WS 9.0 × 3.3 mm;
    // values E24 & E96. Part number: MFR + style + tolerance (F ±1 %) + packing (B bulk, T tape/box, R tape/
    // reel) + T.C.R. (E ±50, F ±100 ppm/°C, YAGEO's letters) + forming (52 = 52.4 mm taping) + "-" + value
    // (R/K/M as decimal point), as the real part numbers show: MFR-25FBF52-10K, MFR-25FBF52-4K02,
    // MFR-25FTE52-2K49, MFR-25FRF52-10K, MFR-12FTF52-10K, MFR25SFRF52-4K7, MFR25SFTF52-100R,
    // MFR25SFBE52-100K, MFR50SFTE52-3K3, MFR-50FTE52-1K, MFR-50FRE52-1K, MFR1WSFTE52-100R, MFR1WSFTF52-2K7.
    // T.C.R. letters taken per style only where a real part number shows them (MFR-12 F; MFR25S, MFR-25 and
    // MFR1WS E and F; MFR50S and MFR-50 E); forming 26 (26 mm) only for MFR25S (MFR25SFTE26-3K9,
    // MFR25SFTF26-12K). Ranges taken: ±100 ppm/°C (F) 1 Ω–4.7 MΩ, the range of the current sheet ("1 Ω–4M7
    // for E24 & E96 series value", T.C.R. ±50/±100 ppm/°C; real MFR-25FBF52-4R7 and MFR-25FBF52-2M);
    // ±50 ppm/°C (E) narrowed to 10 Ω–1 MΩ (the older sheet's standard range for ±0.5 %/±1 %; no range per
    // T.C.R. is given). Left out: MFR100, MFR200, MFR2WS, MFR3WS (their forming code not confirmed by a real
    // part number; MFR200FBF73-0R91 uses 73 mm), ±0.5 % and ±5 % (their T.C.R. letters not confirmed),
    // T.C.R. ±15/±25 ppm/°C, 26 mm for the other styles, the other formings (M/F forming, Panasert …).
    id: 'res.yageo.mfr',
    brandCode: 'yageo',
    series: 'MFR',
    technology: '金属膜',
    aec: null,
    ...LEADED,
    sizes: MFR_STYLES,
    tols: [{ pct: 1, letter: 'F', values: 'E24+E96', min: 1, max: 4.7e6 }],
    variants: mfrVariants(
      {
        E: ['25S', '-25', '50S', '-50', '1WS'].map(sizeOf),
        F: ['-12', '25S', '-25', '1WS'].map(sizeOf),
      },
      [sizeOf('25S')],
    ),
    mpn: (s, t, r, v) => `MFR${s.code}${t?.letter}${v.code}-${yageoValueCode(r)}`,
    datasheet: () => DATASHEETS.yageoMfr,
    source: 'YAGEO MFR series metal film resistors datasheet (through-hole resistors, general type)',
  },
  {
    // YAGEO "Data sheet, Carbon Film Resistors, General Purpose, CFR Series ±2 %, ±5 %, 1/6 W to 3 W"
    // (product specification April 3, 2024 V.3) and the earlier "General Type Carbon Film Resistors, CFR
    // Series": part number CFR + power rating (-12 1/6 W, -25 1/4 W, -50 1/2 W …) + tolerance (G ±2 %,
    // J ±5 %) + packaging (R reel, B bulk, T box) + T.C.R. ("-": by the datasheet's table) + forming
    // (52- = 52.4 mm) + value, E24 series, 1 Ω–10 MΩ (example CFR200JT-73-100R; real part numbers
    // CFR-25JB-52-10K, CFR-25JT-52-1K, CFR-25JR-52-1K, CFR-12JB-52-1K, CFR-50JB-52-220R, CFR25SJT-52-10K,
    // CFR50SJT-52-100K, CFR1WSJT-52-10K). Styles, power, body (L × ØD) and max. working voltage: CFR-12
    // 1/6 W 3.4 × 1.9 mm 150 V, CFR25S 1/4 W 3.4 × 1.9 mm 200 V, CFR-25 1/4 W 6.3 × 2.4 mm 250 V, CFR50S
    // 1/2 W 6.3 × 2.4 mm 300 V, CFR-50 1/2 W 9.0 × 3.3 mm 350 V, CFR1WS 1 W 9.0 × 3.3 mm 400 V. T.C.R. not
    // stated per item (the table gives it by value range, e.g. −350 to +500 ppm/°C below 100 kΩ). Left out:
    // CFR100, CFR200, CFR2WS, CFR3WS (their forming not confirmed; the datasheet's own example uses 73 mm for
    // CFR200), the zero ohm item, 26 mm for other styles than CFR25S (CFR25SJT-26-10K), other formings
    // (73 mm, M/F forming, Panasert, Avisert …).
    id: 'res.yageo.cfr',
    brandCode: 'yageo',
    series: 'CFR',
    technology: '碳膜',
    aec: null,
    ...LEADED,
    sizes: CFR_STYLES,
    tols: [
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 },
      { pct: 2, letter: 'G', values: 'E24', min: 1, max: 10e6 },
    ],
    variants: cfrVariants,
    mpn: (s, t, r, v) => `CFR${s.code}${t?.letter}${v.code}-${yageoValueCode(r)}`,
    datasheet: () => DATASHEETS.yageoCfr,
    source: 'YAGEO CFR series carbon film resistors datasheet (product specification V.3, 2024)',
  },
  {
    // YAGEO "Through-hole resistors, High Power & Flame-Proof Type Metal Film Resistors, Ultra Miniature Style,
    // FMP Series" (current sheet): FMP100 1 W 6.3 × 2.4 mm 350 V, FMP200 2 W 9.0 × 3.9 mm 500 V, FMP300 3 W
    // 15.5 × 5.0 mm 750 V; ±1 %, ±5 %; 1 Ω–4.7 MΩ (E24 & E96; 10 MΩ in older sheets); T.C.R. ±100 ppm/°C.
    // Part number as CFR/MFR: FMP + style + tolerance + packing + T.C.R. ("-" for ±5 %, F ±100 ppm/°C for
    // ±1 %) + forming 52 + value, as the real part numbers show: FMP100JR-52-150R, FMP100JR-52-4K7,
    // FMP100JR-52-3R, FMP200JR-52-1K8, FMP300JR-52-100R, FMP200FRF52-10K. Taken: packing R (the only one
    // seen), ±5 % (E24) for the three styles, ±1 % (E24/E96) for FMP200 only (the only style seen with it).
    // Left out: FMP-50, FMP3WS, FMP4WV (no real part number seen), packings B and T, other formings; T.C.R. is
    // not stated on ±5 % items (their code is "-").
    id: 'res.yageo.fmp',
    brandCode: 'yageo',
    series: 'FMP',
    technology: '金属膜',
    aec: null,
    ...LEADED,
    sizes: [
      { size: 'FMP100 (6.3×Ø2.4 mm)', code: '100', power: 1, powerFraction: '1', maxV: 350 },
      { size: 'FMP200 (9×Ø3.9 mm)', code: '200', power: 2, powerFraction: '2', maxV: 500 },
      { size: 'FMP300 (15.5×Ø5 mm)', code: '300', power: 3, powerFraction: '3', maxV: 750 },
    ],
    tols: [
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 4.7e6 },
      { pct: 1, letter: 'F', values: 'E24+E96', min: 1, max: 4.7e6 },
    ],
    variants: [
      { code: 'R-', label: `编带卷盘, ${FORMING['52']}`, tols: ['J'] },
      {
        code: 'RF',
        label: `±100 ppm/°C, 编带卷盘, ${FORMING['52']}`,
        tcr: 100,
        tols: ['F'],
        sizes: ['FMP200 (9×Ø3.9 mm)'],
      },
    ],
    mpn: (s, t, r, v) => `FMP${s.code}${t?.letter}${v.code}52-${yageoValueCode(r)}`,
    datasheet: () => null,
    source: 'YAGEO FMP series high power flame-proof metal film resistors datasheet (through-hole resistors)',
  },
  {
    // YAGEO "Through-hole resistors, Precision Type Metal Film Resistors, Normal & Miniature Style, MFP Series":
    // tolerance ±0.1 %, ±0.25 % (±0.02/±0.05 % on request), T.C.R. ±15, ±25 ppm/°C (±5/±10 on request),
    // 10 Ω–1 MΩ E192 values; MFP-25 1/4 W, body 6.3 × 2.4 mm. Part number as MFR: MFP + style + tolerance
    // (B ±0.1 %, C ±0.25 %) + packing (B/T/R) + T.C.R. (C ±15, D ±25 ppm/°C) + forming 52 + "-" + value, e.g.
    // the real part numbers MFP-25BRD52-10K, MFP-25BRD52-2K2, MFP-25BRD52-100R, MFP-25BRD52-47K and
    // MFP-25BRD52-9K1 (an E24 value: the values taken are E24 + E192). Left out: the other styles (MFP-12,
    // 25S, 204, 50S, 207, -50, 1WS, 100, 2WS, 200, 3WS; no real part number seen with their forming), the
    // on-request tolerances and T.C.R.s, the maximum working voltage (its column per style not read with
    // certainty).
    id: 'res.yageo.mfp',
    brandCode: 'yageo',
    series: 'MFP',
    technology: '金属膜',
    aec: null,
    ...LEADED,
    sizes: [yageoStyle('MFP', '-25', 6.3, 2.4, 1 / 4, '1/4', null)],
    tols: [
      { pct: 0.1, letter: 'B', values: 'E24+E192', min: 10, max: 1e6 },
      { pct: 0.25, letter: 'C', values: 'E24+E192', min: 10, max: 1e6 },
    ],
    variants: mfpVariants,
    mpn: (s, t, r, v) => `MFP${s.code}${t?.letter}${v.code}52-${yageoValueCode(r)}`,
    datasheet: () => null,
    source:
      'YAGEO MFP series precision metal film resistors datasheet (through-hole resistors, precision type)',
  },
  {
    // YAGEO "Approval Sheet for Metal Film Resistors MF0 series ±1 %": part number MF0 + power rating
    // (204 = 0.4 W, 207 = 0.6 W) + tolerance + packing (R paper taping reel, T tape on box, B bulk) + T.C.R.
    // + special type (52- = 52.4 mm) + value, example MF0207FTE52-100R; E24 & E96 values (±1 %), standard
    // range 10 Ω–1 MΩ, T.C.R. ±50 ppm/°C (E); max. working voltage 200 V (MF0204), 300 V (MF0207). Real part
    // numbers: MF0204FTE52-10K, MF0204FTE52-6K8, MF0204FTE52-3K16, MF0207FTE52-100K, MF0207FTE52-2K2.
    // Left out: T.C.R. C/D (the sheet's electrical table gives ±50 ppm/°C only), other special types (26 mm,
    // M/MT/FT forming, Panasert, Avisert), values outside the standard range ("on request"), the body size
    // (not read: the style is given by its DIN size).
    id: 'res.yageo.mf0',
    brandCode: 'yageo',
    series: 'MF0',
    technology: '金属膜',
    aec: null,
    ...LEADED,
    sizes: [
      { size: 'MF0204 (DIN 0204)', code: '204', power: 0.4, maxV: 200 },
      { size: 'MF0207 (DIN 0207)', code: '207', power: 0.6, maxV: 300 },
    ],
    tols: [{ pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6 }],
    variants: YAGEO_PACKING.map(([pack, label]) => ({
      code: `${pack}E`,
      label: `±50 ppm/°C, ${label}`,
      tcr: 50,
    })),
    mpn: (s, t, r, v) => `MF0${s.code}${t?.letter}${v.code}52-${yageoValueCode(r)}`,
    datasheet: () => null,
    source: 'YAGEO MF0 series metal film resistors approval sheet (±1 %)',
  },
  ...BEYSCHLAG_LEADED.map(beyschlagLeaded),
  {
    // KOA "MF Coat-Insulated Fixed Metal Film Resistors" (KOA Speer catalogue sheet): type designation
    // MF + power rating (S1/4 = MFS1/4, 0.25 W, body 3.2 × Ø1.7 mm; 1/4 = MF1/4, 0.25 W, 6.3 × Ø2.3 mm;
    // S1/2 = MFS1/2, 0.5 W, 6.3 × Ø2.3 mm) + T.C.R. (C ±50, D ±100 ×10⁻⁶/K) + terminal surface material
    // (C = SnCu) + taping & forming (T26, T52 …) + packaging (A ammo, R reel) + nominal resistance (4 digits
    // for D and F, 3 digits for G) + tolerance (D ±0.5 %, F ±1 %, G ±2 %), e.g. the datasheet's
    // MF1/4DCT52A1002F and the real MFS1/4DCT52R5361F. T.C.R. ratings / resistance range (the C50 and D100 rows
    // share them; columns D E24/E192, F E24/E96, G E24): MFS1/4 D 49.9 Ω–562 kΩ, F 10 Ω–1 MΩ, G none; MF1/4
    // D and F 10 Ω–2.21 MΩ, G none; MFS1/2 D 10 Ω–1 MΩ, F and G 10 Ω–2.2 MΩ. Taping T26 and T52 with ammo
    // packing (the table gives pieces per T26A and T52A ammo for these types), and T52 on reel for MFS1/4 and
    // MF1/4 (the real MFS1/4DCT52R5361F). AEC-Q200 qualified (the sheet exempts MF1/2 only). Item codes drop
    // the "/" of the part number. Left out: MF1/2 (its row of the range table was not read with certainty),
    // T.C.R. L ±200 (0.51–10 Ω), the radial tapings and formings (VT, VTP, VTE, MT, U, M…), T26 on reel and
    // MFS1/2 on reel, the maximum working voltage (its cells span several types and could not be assigned with
    // certainty).
    id: 'res.koa.mf',
    brandCode: 'koa',
    series: 'MF',
    technology: '金属膜',
    aec: true,
    ...LEADED,
    codeOf: (mpn) => mpn.replace('/', ''),
    sizes: [KOA_MFS14, KOA_MF14, KOA_MFS12].map((size) => ({
      size,
      code: size.split(' ')[0]?.slice(2) ?? '',
      power: size.startsWith('MFS1/2') ? 0.5 : 0.25,
      powerFraction: size.startsWith('MFS1/2') ? '1/2' : '1/4',
      maxV: null,
    })),
    tols: [
      {
        pct: 0.5,
        letter: 'D',
        values: 'E24+E192',
        min: 10,
        max: 2.21e6,
        rangeBySize: { [KOA_MFS14]: [49.9, 562e3], [KOA_MFS12]: [10, 1e6] },
      },
      {
        pct: 1,
        letter: 'F',
        values: 'E24+E96',
        min: 10,
        max: 2.21e6,
        rangeBySize: { [KOA_MFS14]: [10, 1e6], [KOA_MFS12]: [10, 2.2e6] },
      },
      {
        pct: 2,
        letter: 'G',
        values: 'E24',
        min: 10,
        max: 2.2e6,
        rangeBySize: { [KOA_MFS14]: [1, 0], [KOA_MF14]: [1, 0] },
      },
    ],
    variants: (
      [
        ['C', 50],
        ['D', 100],
      ] as const
    ).flatMap(([tcr, ppm]) =>
      (
        [
          ['T26', 'A', '编带 26 mm, 盒装 (ammo)', undefined],
          ['T52', 'A', '编带 52 mm, 盒装 (ammo)', undefined],
          ['T52', 'R', '编带 52 mm, 卷盘', [KOA_MFS14, KOA_MF14]],
        ] as const
      ).map(([taping, pack, label, sizes]) => ({
        code: `${tcr}/${taping}/${pack}`,
        label: `±${ppm} ppm/K, ${label}`,
        tcr: ppm,
        ...(sizes ? { sizes: [...sizes] } : {}),
      })),
    ),
    mpn: (s, t, r, v) => {
      const [tcr, taping, pack] = v.code.split('/');
      const value = t?.letter === 'G' ? threeDigitCode(r) : fourDigitCode(r);
      return `MF${s.code}${tcr}C${taping}${pack}${value}${t?.letter}`;
    },
    datasheet: () => null,
    source: 'KOA MF coat-insulated fixed metal film resistors datasheet (KOA Speer)',
  },
  {
    // Vishay Beyschlag "MBA/SMA 0204, MBB/SMA 0207, MBE/SMA 0414 - Precision, Precision Thin Film Leaded
    // Resistors", document 28767 (revisions 05-Aug-08 to 12-Feb-16): MBB/SMA 0207 10 Ω–1 MΩ, ±0.25 %/±0.1 %,
    // ±25/±15 ppm/K, rated dissipation 0.40 W (standard operation mode), Umax 350 V. Part number as the
    // professional series, e.g. the real MBB02070D4072BCT00 ("MBB/SMA 0207-25 0.1 % CT 40K7": D = ±25 ppm/K,
    // B = ±0.1 %, 4072 = 40.7 kΩ, an E192 value) and MBB02070D2709BC100 (27 Ω, an E24 value). Taken: D
    // (±25 ppm/K) with B (±0.1 %) and C (±0.25 %), E24 + E192 values, packaging CT and C1 (the codes of those
    // part numbers); range narrowed to the datasheet's stability classes 0.05 and 0.1 for MBB/SMA 0207
    // (43 Ω–510 kΩ). Left out: ±15 ppm/K (its letter not confirmed by a real part number), MBA and MBE
    // precision (no real part number seen), values outside that range.
    id: 'res.vishay.mbb.precision',
    brandCode: 'vishay',
    series: 'MBB/SMA 0207 Precision',
    technology: '金属膜',
    aec: null,
    ...LEADED,
    sizes: [{ size: 'MBB 0207 (DIN 0207)', code: 'MBB0207', power: 0.4, maxV: 350 }],
    tols: [
      { pct: 0.1, letter: 'B', values: 'E24+E192', min: 43, max: 510e3 },
      { pct: 0.25, letter: 'C', values: 'E24+E192', min: 43, max: 510e3 },
    ],
    variants: ['CT', 'C1'].map((p) => ({ code: `D/${p}`, label: `±25 ppm/K, 包装代码 ${p}`, tcr: 25 })),
    mpn: (s, t, r, v) => {
      const [tcr, pack] = v.code.split('/');
      return `${s.code}0${tcr}${beyschlagValueCode(r)}${t?.letter}${pack}00`;
    },
    datasheet: () => 'https://www.vishay.com/doc?28767',
    source:
      'Vishay Beyschlag MBA/SMA 0204, MBB/SMA 0207, MBE/SMA 0414 - Precision datasheet (document 28767)',
  },
];
