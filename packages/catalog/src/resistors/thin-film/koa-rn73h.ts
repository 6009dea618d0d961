// KOA RN73H thin (metal) film chip resistors, high reliability, AEC-Q200 (an extension series, see
// resistors/registry.ts). Source: KOA Speer catalogue page "RN73H high heat resistance, high reliability
// metal film chip resistor" — "ordering information" and "applications and ratings" (the revision with
// rated ambient temperature 85 °C, sizes 1E–2E, T.C.R. 05/10/25/50/100).
//
// Ordering code: RN73H + size (1E 0402 1/16 W 50 V, 1J 0603 1/10 W 75 V, 2A 0805 1/8 W 150 V,
// 2B 1206 1/4 W 200 V, 2E 1210 1/4 W 200 V) + T (Sn termination) + packaging (TP: 0402 only, 7" 2 mm
// pitch punched paper; TD: 0603–1210, 7" 4 mm pitch punched paper; TDD: 0603–1210, 10" paper tape;
// TE: 0805, 1206, 1210, 7" embossed plastic; TED: 0805, 1206, 1210, 10" embossed plastic) + value (3
// significant figures + multiplier, R as the decimal point below 100 Ω) + tolerance (A ±0.05, B ±0.1,
// C ±0.25, D ±0.5, F ±1 %) + T.C.R. (05, 10, 25, 50, 100 ppm/°C), e.g. RN73H2BTTD1002B25,
// RN73H1JTTD1763B10, RN73H2ATTED2520D100. Values E-24, E-96 and E-192.
//
// Ranges taken from the ratings table "applications and ratings" (read from its extracted text, whose
// cells come out of their rows: each T.C.R. row of a size has a cell for A and cells for B, C, D, F, and
// the counts of equal cells tie a range to its row — e.g. "15 - 1M" 12 times = B, C, D, F at ±25 ppm/°C
// of 1J, 2B and 2E; "10 - 1.5M" 6 times = the ±50/±100 ppm/°C cells of 2A). Where a cell could still
// belong to one of two rows, the range or the tolerances are narrowed to what both readings give:
//   ±25 ppm/°C, B/C/D/F: 1E 47 Ω–300 kΩ; 1J, 2B, 2E 15 Ω–1 MΩ; 2A 15 Ω–1.5 MΩ.
//   ±10 ppm/°C, B/C/D/F: 1E 47 Ω–10 kΩ; 1J 47 Ω–360 kΩ; 2A, 2B, 2E narrowed to 100 Ω–100 kΩ.
//   ±50 ppm/°C with B/C/D/F and ±100 ppm/°C with D/F: of the cells of these two rows six carry a
//   range in every size (1E: "47 - 300k" besides the four of ±25 ppm/°C, and "10 - 300k" twice, so four
//   cells at ±50 and two at ±100; 2A: "10 - 1.5M" six times); ±100 with D is confirmed by
//   RN73H2ATTED2520D100. 1E ±50: 47 Ω–300 kΩ, ±100: 10 Ω–300 kΩ; 1J, 2B, 2E 10 Ω–1 MΩ; 2A 10 Ω–1.5 MΩ.
//   ±5 ppm/°C (code 05) with A and B: 1J 100 Ω–59 kΩ, 2A/2B/2E narrowed to 100 Ω–100 kΩ (cells read
//   100 Ω–100 kΩ/300 kΩ/510 kΩ; real parts RN73H2ATTD1420A05, RN73H1JTTD9100A05).
//   A (±0.05 %) with ±25 ppm/°C: 1J 100 Ω–59 kΩ (its A cells may read 47 Ω–59 kΩ), 2A/2B/2E narrowed
//   to 100 Ω–100 kΩ (cells 47 Ω–100 kΩ … 51 Ω–510 kΩ).
//   1E has no A and no ±5 ppm/°C. F is taken in E-24/E-96 values, A–D in E-24/E-192.
// Left out: A with ±10 ppm/°C (its cells not tied to their rows with certainty); ±100 ppm/°C with B/C
// (no range in the table).
import { DATASHEETS } from '../../datasheets.ts';
import type { ResistorSeries, SizeSpec, TolSpec } from '../chip-resistors.ts';
import { fourDigitCode } from '../chip-resistors.ts';
import { gradeReelVariants, type ReelCode, type TcrGrade } from './codes.ts';

const RN73H_SIZES: SizeSpec[] = [
  { size: '0402', code: '1E', power: 0.063, powerFraction: '1/16', maxV: 50 },
  { size: '0603', code: '1J', power: 0.1, powerFraction: '1/10', maxV: 75 },
  { size: '0805', code: '2A', power: 0.125, powerFraction: '1/8', maxV: 150 },
  { size: '1206', code: '2B', power: 0.25, powerFraction: '1/4', maxV: 200 },
  { size: '1210', code: '2E', power: 0.25, powerFraction: '1/4', maxV: 200 },
];

/** Packaging codes of the ordering information, with the sizes each is offered for. */
const RN73H_PACKS: ReelCode[] = [
  { code: 'TP', label: '7英寸卷盘, 2 mm 间距冲孔纸带', sizes: ['0402'] },
  { code: 'TD', label: '7英寸卷盘, 4 mm 间距冲孔纸带', sizes: ['0603', '0805', '1206', '1210'] },
  { code: 'TDD', label: '10英寸卷盘, 纸带', sizes: ['0603', '0805', '1206', '1210'] },
  { code: 'TE', label: '7英寸卷盘, 压纹塑料载带', sizes: ['0805', '1206', '1210'] },
  { code: 'TED', label: '10英寸卷盘, 压纹塑料载带', sizes: ['0805', '1206', '1210'] },
];

/** T.C.R. grades taken: code, ppm/°C, tolerance letters, value range per size. */
const RN73H_TCRS: TcrGrade[] = [
  {
    code: '25',
    ppm: 25,
    tols: ['B', 'C', 'D', 'F'],
    ranges: {
      '0402': [47, 300e3],
      '0603': [15, 1e6],
      '0805': [15, 1.5e6],
      '1206': [15, 1e6],
      '1210': [15, 1e6],
    },
  },
  {
    code: '10',
    ppm: 10,
    tols: ['B', 'C', 'D', 'F'],
    ranges: {
      '0402': [47, 10e3],
      '0603': [47, 360e3],
      '0805': [100, 100e3],
      '1206': [100, 100e3],
      '1210': [100, 100e3],
    },
  },
  {
    code: '05',
    ppm: 5,
    tols: ['A', 'B'],
    ranges: { '0603': [100, 59e3], '0805': [100, 100e3], '1206': [100, 100e3], '1210': [100, 100e3] },
  },
  {
    code: '25',
    ppm: 25,
    tols: ['A'],
    ranges: { '0603': [100, 59e3], '0805': [100, 100e3], '1206': [100, 100e3], '1210': [100, 100e3] },
  },
  {
    code: '50',
    ppm: 50,
    tols: ['B', 'C', 'D', 'F'],
    ranges: {
      '0402': [47, 300e3],
      '0603': [10, 1e6],
      '0805': [10, 1.5e6],
      '1206': [10, 1e6],
      '1210': [10, 1e6],
    },
  },
  {
    code: '100',
    ppm: 100,
    tols: ['D', 'F'],
    ranges: {
      '0402': [10, 300e3],
      '0603': [10, 1e6],
      '0805': [10, 1.5e6],
      '1206': [10, 1e6],
      '1210': [10, 1e6],
    },
  },
];

const rn73hTol = (pct: number, letter: string, values: TolSpec['values']): TolSpec => ({
  pct,
  letter,
  values,
  min: 10,
  max: 1.5e6,
});

export const KOA_RN73H: ResistorSeries = {
  id: 'res.koa.rn73h',
  brandCode: 'koa',
  series: 'RN73H',
  technology: '薄膜',
  aec: true,
  sizes: RN73H_SIZES,
  tols: [
    rn73hTol(0.05, 'A', 'E24+E192'),
    rn73hTol(0.1, 'B', 'E24+E192'),
    rn73hTol(0.25, 'C', 'E24+E192'),
    rn73hTol(0.5, 'D', 'E24+E192'),
    rn73hTol(1, 'F', 'E24+E96'),
  ],
  variants: gradeReelVariants(RN73H_TCRS, RN73H_PACKS),
  mpn: (s, t, r, v) => {
    const [tcr, pack] = v.code.split('/');
    return `RN73H${s.code}T${pack}${fourDigitCode(r)}${t?.letter}${tcr}`;
  },
  datasheet: () => DATASHEETS.koaRn73h,
  source: 'KOA Speer RN73H metal film chip resistor catalogue, ordering information and ratings',
};
