// Vishay BCcomponents standard metal film leaded resistors SFR16S, SFR25 and SFR25H, extension families (see
// resistors/registry.ts): every value of a type with each tolerance and packaging code its ordering scheme offers
// is a real orderable part number. Items go to the leaded resistor category (comp.passive.resistor.leaded), as
// the YAGEO, Vishay MBA/MBB/MBE and KOA families of resistors/leaded/yageo-vishay-koa.ts (which this file does not duplicate).

import type { ResistorSeries, TolSpec } from '../chip-resistors.ts';
import { beyschlagValueCode } from '../melf.ts';

interface SfrType {
  /** Type, padded with zeros to nine characters in the part number (SFR25 → SFR250000, SFR16S → SFR16S000). */
  type: 'SFR16S' | 'SFR25' | 'SFR25H';
  din: '0204' | '0207';
  power: number;
  maxV: number;
  /** Range of ±5 % (E24) and of ±1 % (E24/E96). */
  j: [number, number];
  f: [number, number];
  /** T.C.R. (ppm/K) by value. */
  tcr: (r: number) => number;
}

// Document 28722 (revision 20-Feb-08), technical specifications: temperature coefficient per value range,
// SFR16S: R < 4.7 Ω ±250, 4.7 Ω ≤ R ≤ 100 kΩ ±100, R > 100 kΩ ±250 × 10⁻⁶/K; SFR25 and SFR25H: R ≤ 1 MΩ ±100,
// R > 1 MΩ ±250 × 10⁻⁶/K.
const SFR_TYPES: SfrType[] = [
  {
    type: 'SFR16S',
    din: '0204',
    power: 0.5,
    maxV: 200,
    j: [1, 3e6],
    f: [4.99, 3e6],
    tcr: (r) => (r >= 4.7 && r <= 100e3 ? 100 : 250),
  },
  {
    type: 'SFR25',
    din: '0207',
    power: 0.4,
    maxV: 250,
    j: [0.22, 10e6],
    f: [1, 10e6],
    tcr: (r) => (r <= 1e6 ? 100 : 250),
  },
  {
    type: 'SFR25H',
    din: '0207',
    power: 0.5,
    maxV: 350,
    j: [0.22, 10e6],
    f: [1, 10e6],
    tcr: (r) => (r <= 1e6 ? 100 : 250),
  },
];

function sfrSeries(m: SfrType): ResistorSeries {
  const tols: TolSpec[] = [
    { pct: 1, letter: 'F', values: 'E24+E96', min: m.f[0], max: m.f[1] },
    { pct: 5, letter: 'J', values: 'E24', min: m.j[0], max: m.j[1] },
  ];
  return {
    // Vishay BCcomponents "SFR16S, SFR25, SFR25H, Standard Metal Film Leaded Resistors", document 28722
    // (revisions 20-Feb-08 to 12-Aug-16): DIN size SFR16S 0204, SFR25 / SFR25H 0207; rated dissipation P70
    // 0.5 / 0.4 / 0.5 W; Umax AC/DC 200 / 250 / 350 V; ranges SFR16S ±5 % 1 Ω–3 MΩ, ±1 % 4.99 Ω–3 MΩ; SFR25 and
    // SFR25H ±5 % 0.22 Ω–10 MΩ, ±1 % 1 Ω–10 MΩ; ±1 % E24/E96, ±5 % E24. Part number: type padded with zeros to
    // nine characters + value (three figures and a multiplier digit, 9 = ×0.1, 8 = ×0.01, 7 = ×0.001) +
    // tolerance (F, J) + packaging + 00, as the real part numbers show: SFR2500001002FR500 (the brief's
    // example), SFR2500001002JA500, SFR2500001008JA500 (1 Ω), SFR2500001001JR500, SFR16S0001001FR500,
    // SFR16S0008201FR500, SFR16S0003309JA500, SFR16S0004702JA500, SFR16S0002700JA500, SFR25H0001009FR500,
    // SFR25H0004700FR500, SFR25H0001003FR500, SFR25H0002201FR500, SFR25H0001001JA500. Packaging taken as those
    // part numbers show it: R5 with F and J, A5 with J only (A5 with F not seen); their kind and quantity not
    // read (the item states the code). Left out: the zero ohm jumpers (their code not read), A5 with ±1 %, other
    // packaging codes.
    id: `res.vishay.${m.type.toLowerCase()}`,
    brandCode: 'vishay',
    series: m.type,
    technology: '金属膜',
    aec: null,
    categoryCode: 'comp.passive.resistor.leaded',
    productWord: '插件电阻',
    sizeWord: '型号尺寸',
    sizes: [
      {
        size: `${m.type} (DIN ${m.din})`,
        code: m.type.padEnd(9, '0'),
        power: m.power,
        maxV: m.maxV,
      },
    ],
    tols,
    variants: [
      { code: 'R5', label: '包装代码 R5' },
      { code: 'A5', label: '包装代码 A5', tols: ['J'] },
    ],
    tcr: (r) => m.tcr(r),
    mpn: (s, t, r, v) => `${s.code}${beyschlagValueCode(r)}${t?.letter}${v.code}00`,
    datasheet: () => 'https://www.vishay.com/doc?28722',
    source:
      'Vishay BCcomponents SFR16S, SFR25, SFR25H standard metal film leaded resistors datasheet (document 28722)',
  };
}

export const VISHAY_LEADED_SERIES: ResistorSeries[] = SFR_TYPES.map(sfrSeries);
