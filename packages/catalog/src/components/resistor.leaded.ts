// Leaded (axial, through-hole) film resistors, extension families (see resistor.extension.ts): every value of a
// series in every style, tolerance, T.C.R. and packing code its ordering scheme offers is a real orderable part
// number. Items go to the leaded resistor category (comp.passive.resistor.leaded); the "size" is the maker's
// style with its body length × diameter.
import type { ResistorSeries, SizeSpec, VariantSpec } from './resistor.series.ts';
import { yageoValueCode } from './resistor.series.ts';

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
  series: 'MFR' | 'CFR',
  code: string,
  l: number,
  d: number,
  power: number,
  powerFraction: string,
  maxV: number | null,
): SizeSpec {
  return { size: `${series}${code} (${l}×Ø${d} mm)`, code, power, powerFraction, maxV };
}

const mfrVariants: VariantSpec[] = (
  [
    ['E', 50],
    ['F', 100],
  ] as const
).flatMap(([tcr, ppm]) =>
  YAGEO_PACKING.map(([pack, label]) => ({
    code: `${pack}${tcr}`,
    label: `±${ppm} ppm/°C, ${label}`,
    tcr: ppm,
  })),
);

const cfrVariants: VariantSpec[] = YAGEO_PACKING.map(([code, label]) => ({ code, label }));

export const LEADED_SERIES: ResistorSeries[] = [
  {
    // YAGEO "Through-hole resistors, General Type Metal Film Resistors, Normal & Miniature Style, MFR Series"
    // (and the older "Leaded resistors MFR Series" sheet): MFR-25 1/4 W, body 6.3 ± 0.5 mm × Ø2.4 ± 0.2 mm,
    // max. working voltage 250 V; values E24 & E96. Part number: MFR + style (-25) + tolerance (F ±1 %) +
    // packing (B bulk, T tape/box, R tape/reel) + T.C.R. (E ±50, F ±100 ppm/°C, YAGEO's letters) + forming
    // (52 = 52.4 mm taping) + "-" + value (R/K/M as decimal point), as the real part numbers
    // MFR-25FBF52-10K, MFR-25FBF52-4K02, MFR-25FTE52-2K49, MFR-25FTE52-10K and MFR-25FRF52-10K show.
    // Range taken: 10 Ω–1 MΩ (the older sheet's standard range for ±0.5 %/±1 %; the newer sheet gives
    // 1 Ω–10 MΩ without a range per T.C.R.). Left out: the other styles (MFR-12, -50, 100, 200 and the
    // miniature 25S/50S/1WS/2WS/3WS: their forming codes per style not confirmed by a real part number),
    // ±0.5 % and ±5 % (their T.C.R. letters not confirmed), T.C.R. ±15/±25 ppm/°C, other formings
    // (26 mm, M/F forming, Panasert …).
    id: 'res.yageo.mfr',
    brandCode: 'yageo',
    series: 'MFR',
    technology: '金属膜',
    aec: null,
    ...LEADED,
    sizes: [yageoStyle('MFR', '-25', 6.3, 2.4, 1 / 4, '1/4', 250)],
    tols: [{ pct: 1, letter: 'F', values: 'E24+E96', min: 10, max: 1e6 }],
    variants: mfrVariants,
    mpn: (s, t, r, v) => `MFR${s.code}${t?.letter}${v.code}52-${yageoValueCode(r)}`,
    datasheet: () => null,
    source: 'YAGEO MFR series metal film resistors datasheet (through-hole resistors, general type)',
  },
  {
    // YAGEO "Data sheet, Carbon Film Resistors, General Purpose, CFR Series ±2 %, ±5 %, 1/6 W to 3 W"
    // (product specification April 3, 2024 V.3) and the earlier "General Type Carbon Film Resistors, CFR
    // Series": part number CFR + power rating (-12 1/6 W, -25 1/4 W, -50 1/2 W …) + tolerance (G ±2 %,
    // J ±5 %) + packaging (R reel, B bulk, T box) + T.C.R. ("-": by the datasheet's table) + forming
    // (52- = 52.4 mm) + value, E24 series, 1 Ω–10 MΩ (example CFR200JT-73-100R; real part numbers
    // CFR-25JB-52-10K, CFR-25JB-52-5K1, CFR-12JB-52-1K, CFR-12JB-52-3K3, CFR-50JB-52-220R, CFR-50JB-52-330K).
    // Bodies: CFR-12 3.4 × Ø1.9 mm, CFR-25 6.3 × Ø2.4 mm, CFR-50 9.0 × Ø3.3 mm; max. working voltage
    // 150 V, 250 V, 350 V. T.C.R. not stated per item (the table gives it by value range, e.g. −350 to
    // +500 ppm/°C below 100 kΩ). Left out: the miniature styles (25S, 50S, 1WS …) and CFR100/200/2WS/3WS
    // (their forming per style not confirmed; the datasheet's own example uses 73 mm for CFR200), the zero
    // ohm item, other formings (26 mm, 73 mm, M/F forming, Panasert, Avisert …).
    id: 'res.yageo.cfr',
    brandCode: 'yageo',
    series: 'CFR',
    technology: '碳膜',
    aec: null,
    ...LEADED,
    sizes: [
      yageoStyle('CFR', '-12', 3.4, 1.9, 1 / 6, '1/6', 150),
      yageoStyle('CFR', '-25', 6.3, 2.4, 1 / 4, '1/4', 250),
      yageoStyle('CFR', '-50', 9.0, 3.3, 1 / 2, '1/2', 350),
    ],
    tols: [
      { pct: 5, letter: 'J', values: 'E24', min: 1, max: 10e6 },
      { pct: 2, letter: 'G', values: 'E24', min: 1, max: 10e6 },
    ],
    variants: cfrVariants,
    mpn: (s, t, r, v) => `CFR${s.code}${t?.letter}${v.code}-52-${yageoValueCode(r)}`,
    datasheet: () => null,
    source: 'YAGEO CFR series carbon film resistors datasheet (product specification V.3, 2024)',
  },
];
