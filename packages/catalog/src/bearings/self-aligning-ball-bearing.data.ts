// Self-aligning ball bearings, GB/T 281-2013 (designations per GB/T 272-2017): series 12, 13, 22 and 23 with
// cylindrical bore and with tapered bore 1:12 (suffix K).
//
// Boundary dimensions: GB/T 281 takes d × D × B from the general plan of GB/T 273.3 / ISO 15, fixed per
// dimension series: 12 = dimension series 02, 13 = 03, the same rows as deep groove ball bearings 62 / 63
// (GB/T 276-2013, bearings/deep-groove-ball-bearing.data.ts); example from the brief: 1205 = 25 × 52 × 15. The
// sizes are those the ISB Industries catalogue lists ("Cuscinetti orientabili a sfere — Self-aligning ball
// bearings", pages 109–111): 1200 … 1222 without 1221, and 1301 … 1322 without 1321; tapered bore K from
// 1204 K and from 1305 K as ISB prints it. The test cross-checks every width and outside diameter ISB
// prints for these rows (ISB leaves some cells blank).
//
// The rule stops at d = 110: ISB prints 1224 M as 120 × 215 × 42 and 1226 M as 130 × 230 × 46, wider than
// 6224 / 6226 (B = 40). ZVL's table (bearings/zvl-self-aligning-ball-bearing.data.ts) prints the same two sizes, so
// 1224 and 1226 are taken from those two catalogues (cylindrical bore only: neither prints 1224 K / 1226 K)
// rather than derived; 2322 (and 2322 K) is taken as ZVL prints it (the dimension series 23 row).
//
// Series 22 and 23: ISB prints their rows with the cells that repeat the row above left blank, so d × D × B
// are taken from bearings/wide-series-bearing.data.ts (ZVL's tables of the same dimension series, checked against
// every cell ISB prints); sizes as ISB and ZVL list them: 2203 … 2222 without 2221, 2304 … 2322 without
// 2321; K from 2205 K and 2306 K (ISB prints no 2319 K, ZVL does).
//
// Left out: the 2RS sealed and wide inner ring (112..) types, adapter sleeve sets, and load ratings.
import { BEARINGS } from './deep-groove-ball-bearing.data.ts';
import { WIDE_SERIES } from './wide-series-bearing.data.ts';

export interface SelfAligningRow {
  designation: string;
  series: '12' | '13' | '22' | '23';
  d: number;
  D: number;
  B: number;
  /** A tapered bore (K) variant is listed. */
  tapered: boolean;
}

const narrow: SelfAligningRow[] = BEARINGS.filter((b) => {
  if (b.designation.length !== 4) return false;
  if (b.series === '62') return b.d <= 110 && b.designation !== '6221';
  if (b.series === '63') return b.d >= 12 && b.d <= 110 && b.designation !== '6321';
  return false;
}).map((b) => {
  const series = b.series === '62' ? '12' : '13';
  return {
    designation: `1${b.designation.slice(1)}`,
    series,
    d: b.d,
    D: b.D,
    B: b.B,
    tapered: series === '12' ? b.d >= 20 : b.d >= 25,
  };
});

const wide: SelfAligningRow[] = WIDE_SERIES.filter((r) => r.d <= 110).map((r) => ({
  designation: r.size,
  series: r.series,
  d: r.d,
  D: r.D,
  B: r.B,
  tapered: r.series === '22' ? r.d >= 25 : r.d >= 30,
}));

/** Sizes ISB and ZVL both print outside the dimension series rule. */
const printed: SelfAligningRow[] = [
  { designation: '1224', series: '12', d: 120, D: 215, B: 42, tapered: false },
  { designation: '1226', series: '12', d: 130, D: 230, B: 46, tapered: false },
];

export const SELF_ALIGNING_BALL_BEARINGS: SelfAligningRow[] = [...narrow, ...printed, ...wide];
