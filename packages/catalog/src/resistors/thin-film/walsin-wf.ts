// Walsin Technology high precision chip resistors WF_T, WF_U, WF_W (thin film) and WF_H (thick film),
// extension series (see resistors/registry.ts). Ratings from the "QUICK REFERENCE DATA" of the Walsin
// approval sheets:
//   WF12T/WF08T/WF06T/WF04T ±0.5 %, ±0.25 %, ±0.1 %, TC50, high precision thin film (Ver. 8, Sep. 2008:
//   10 Ω–1 MΩ for 1206/0805, 10 Ω–330 kΩ for 0603, 10 Ω–100 kΩ for 0402, E24 + E96);
//   WF12U/WF08U/WF06U/WF04U ±1 %, ±0.5 %, ±0.25 %, ±0.1 % (±0.05 % on request), TC25, high precision thin
//   film (ASC_WFxxU_V16, Mar. 2012: 4.7 Ω–1 MΩ for 1206/0805, 4.7 Ω–680 kΩ for 0603, 10 Ω–100 kΩ for
//   0402, E24 + E192; 1206 200 V);
//   WF12W/WF08W/WF06W/WF04W ±0.5 %, ±0.25 %, ±0.1 %, ±0.05 %, TC10, high precision thin film
//   (ASC_WFxxW_V06, Nov. 2011);
//   WF12H/WF08H/WF06H/WF04H ±0.5 %, ±0.1 %, thick film high precision (ASC_WFxxH_V02, Sep. 2011).
// Part number: WF + size (12 = 1206, 08 = 0805, 06 = 0603, 04 = 0402) + series letter (T, U, W, H) +
// value (four characters, three significant figures + number of zeros, R as the decimal point below
// 100 Ω) + tolerance (A ±0.05, B ±0.1, C ±0.25, D ±0.5, F ±1 %) + T (taping) + L, as in the distributors' part
// numbers WF08U1001BTL, WF12U6490BTL, WF08W3091BTL, WF04W2520BTL, WF06W7591ATL, WF12H1742DTL.
// Left out: ±0.05 % (WF_U: on request; WF_W: marked with a footnote we could not read), WF_U below 10 Ω
// (the code of values below 10 Ω is not confirmed), WF_U ±1 % in E-192-only values (taken in E-24/E-96),
// other packing codes, and the wider ranges and sizes (0201, 1210–2512) of the 2019 combined WF_T/U sheet,
// whose per-tolerance ranges we could not read.
import type { ResistorSeries, SizeSpec, TolSpec } from '../chip-resistors.ts';
import { fourDigitCode } from '../chip-resistors.ts';

type Rating = [size: string, code: string, power: [number, string], maxV: number, range: [number, number]];

const TOL: Record<string, number> = { A: 0.05, B: 0.1, C: 0.25, D: 0.5, F: 1 };

/** One WF series from its quick reference data: per size power, voltage and range; tolerance letters. */
function walsinWf(spec: {
  letter: 'T' | 'U' | 'W' | 'H';
  technology: '薄膜' | '厚膜';
  tcr: number;
  /** Tolerance letters with their value series. */
  tols: Array<[letter: string, values: TolSpec['values']]>;
  ratings: Rating[];
  source: string;
}): ResistorSeries {
  const sizes: SizeSpec[] = spec.ratings.map(([size, code, [power, fraction], maxV]) => ({
    size,
    code,
    power,
    powerFraction: fraction,
    maxV,
  }));
  const rangeBySize = Object.fromEntries(spec.ratings.map(([size, , , , range]) => [size, range]));
  const all = spec.ratings.map((r) => r[4]);
  const tols: TolSpec[] = spec.tols.map(([letter, values]) => ({
    pct: TOL[letter] as number,
    letter,
    values,
    min: Math.min(...all.map((r) => r[0])),
    max: Math.max(...all.map((r) => r[1])),
    rangeBySize,
  }));
  return {
    id: `res.walsin.wf${spec.letter.toLowerCase()}`,
    brandCode: 'walsin',
    series: `WF_${spec.letter}`,
    technology: spec.technology,
    aec: false,
    sizes,
    tols,
    variants: [{ code: 'TL', label: '编带', tcr: spec.tcr }],
    mpn: (s, t, r, v) => `WF${s.code}${spec.letter}${fourDigitCode(r)}${t?.letter}${v.code}`,
    datasheet: () => null,
    source: spec.source,
  };
}

const W8: [number, string] = [1 / 8, '1/8'];
const W10: [number, string] = [1 / 10, '1/10'];
const W16: [number, string] = [1 / 16, '1/16'];

export const WALSIN_THIN_FILM: ResistorSeries[] = [
  walsinWf({
    letter: 'T',
    technology: '薄膜',
    tcr: 50,
    tols: [
      ['B', 'E24+E96'],
      ['C', 'E24+E96'],
      ['D', 'E24+E96'],
    ],
    ratings: [
      ['1206', '12', W8, 150, [10, 1e6]],
      ['0805', '08', W10, 100, [10, 1e6]],
      ['0603', '06', W16, 50, [10, 330e3]],
      ['0402', '04', W16, 25, [10, 100e3]],
    ],
    source: 'Walsin WF12T/WF08T/WF06T/WF04T TC50 high precision thin film chip resistors (Ver. 8, Sep. 2008)',
  }),
  walsinWf({
    letter: 'U',
    technology: '薄膜',
    tcr: 25,
    tols: [
      ['B', 'E24+E192'],
      ['C', 'E24+E192'],
      ['D', 'E24+E192'],
      ['F', 'E24+E96'],
    ],
    ratings: [
      ['1206', '12', W8, 200, [10, 1e6]],
      ['0805', '08', W10, 100, [10, 1e6]],
      ['0603', '06', W16, 50, [10, 680e3]],
      ['0402', '04', W16, 25, [10, 100e3]],
    ],
    source:
      'Walsin WF12U/WF08U/WF06U/WF04U TC25 high precision thin film chip resistors (ASC_WFxxU_V16, Mar. 2012)',
  }),
  walsinWf({
    letter: 'W',
    technology: '薄膜',
    tcr: 10,
    tols: [
      ['B', 'E24+E192'],
      ['C', 'E24+E192'],
      ['D', 'E24+E192'],
    ],
    ratings: [
      ['1206', '12', W8, 150, [25, 300e3]],
      ['0805', '08', W8, 100, [25, 200e3]],
      ['0603', '06', W10, 50, [25, 100e3]],
      ['0402', '04', W16, 25, [25, 20e3]],
    ],
    source:
      'Walsin WF12W/WF08W/WF06W/WF04W TC10 high precision thin film chip resistors (ASC_WFxxW_V06, Nov. 2011)',
  }),
];

/** WF_H, thick film ±0.5 %/±0.1 %, ±100 ppm/°C for 10 Ω–1 MΩ (registered with the thick film series). */
export const WALSIN_WF_H: ResistorSeries = walsinWf({
  letter: 'H',
  technology: '厚膜',
  tcr: 100,
  tols: [
    ['B', 'E24+E96'],
    ['D', 'E24+E96'],
  ],
  ratings: [
    ['1206', '12', [1 / 4, '1/4'], 200, [10, 1e6]],
    ['0805', '08', W8, 150, [10, 1e6]],
    ['0603', '06', W10, 50, [10, 1e6]],
    ['0402', '04', W16, 50, [10, 1e6]],
  ],
  source:
    'Walsin WF12H/WF08H/WF06H/WF04H thick film high precision chip resistors (ASC_WFxxH_V02, Sep. 2011)',
});
