// Cylindrical roller bearings, single row, GB/T 283-2007 (designations per GB/T 272-2017): types N, NU, NJ,
// NUP, NF in the dimension series 02, 03, 22, 23 and 04 (N.2.., N.3.., N.22.., N.23.., N.4..), standard and
// reinforced design (suffix E).
//
// Boundary dimensions: GB/T 283 takes d × D × B from the general plan of GB/T 273.3 / ISO 15, fixed per
// dimension series and independent of the bearing type:
// - 02 / 03: the rows of deep groove ball bearings 62 / 63 (GB/T 276-2013, bearings/deep-groove-ball-bearing.data.ts);
// - 22 / 23: bearings/wide-series-bearing.data.ts (ZVL and ISB catalogues);
// - 04: the rows of deep groove ball bearings 64 (ISB, bearings/deep-groove-extra.data.ts).
// Example from the brief: NU205 = 25 × 52 × 15 = 6205. E (reinforced: larger rollers) keeps the boundary
// dimensions. The ranges follow the ZVL Slovakia "Bearing Catalogue" single row cylindrical roller tables
// (pages 119–137), which print every type N, NU, NJ, NUP, NF for each size: 02 and 03 from 17 mm (N.203,
// N.303), 22 from N.2203, 23 from N.2304, 04 from N.405; E in the series 2, 3, 22, 23 and not in 4 (ZVL's
// 4 series is brass cage M only) nor on NF here. Upper ends: 02 / 03 at 150 mm (our 62 / 63 table) plus
// N.232, N.234, N.236, N.244, N.332, N.334, N.336, which ZVL prints and whose D × B the ISB deep groove table
// prints for 6232 … 6336 too; 22 / 23 as far as bearings/wide-series-bearing.data.ts goes; 04 at N.418 (our 64
// table). For these larger sizes and for the 22 / 23 rows above 120 mm, E is taken only where ZVL prints
// an E design (N.232 EM, N.234 EM, N.236 EM, N.244 EM, N.334 EM, N.2230 EDM).
//
// Left out: the 10 series and NN / NCF types (not cross-checked), cage suffixes (M, EM, EDM are makers'
// cage codes), load ratings (they differ between the standard and the E design and between makers).
import { BEARINGS } from './deep-groove-ball-bearing.data.ts';
import { DEEP_GROOVE_EXTRA } from './deep-groove-extra.data.ts';
import { WIDE_SERIES } from './wide-series-bearing.data.ts';

export const CYLINDRICAL_TYPES = ['N', 'NU', 'NJ', 'NUP', 'NF'] as const;
export type CylindricalType = (typeof CYLINDRICAL_TYPES)[number];
/** Types offered in the reinforced design E. */
export const CYLINDRICAL_E_TYPES: CylindricalType[] = ['N', 'NU', 'NJ', 'NUP'];

export interface CylindricalRow {
  /** Size part of the designation: 205 (series 2, bore code 05), 2205, 405. */
  size: string;
  series: '2' | '3' | '22' | '23' | '4';
  d: number;
  D: number;
  B: number;
  /** The reinforced design E is offered. */
  e: boolean;
}

const narrow: CylindricalRow[] = BEARINGS.filter(
  (b) => b.designation.length === 4 && (b.series === '62' || b.series === '63') && b.d >= 17,
).map((b) => ({
  size: b.designation.slice(1),
  series: b.designation[1] as '2' | '3',
  d: b.d,
  D: b.D,
  B: b.B,
  e: true,
}));

/** 22 / 23 sizes above 120 mm for which ZVL prints no E design. */
const WIDE_WITHOUT_E = new Set(['2226', '2228', '2232', '2326', '2330', '2334']);

const wide: CylindricalRow[] = WIDE_SERIES.map((r) => ({
  size: r.size,
  series: r.series,
  d: r.d,
  D: r.D,
  B: r.B,
  e: !WIDE_WITHOUT_E.has(r.size),
}));

/** [size, d, D, B, E design printed by ZVL]: 02 / 03 sizes above 150 mm (ISB 6232 … 6336 and ZVL agree). */
const LARGE: Array<[string, number, number, number, boolean]> = [
  ['232', 160, 290, 48, true],
  ['332', 160, 340, 68, false],
  ['234', 170, 310, 52, true],
  ['334', 170, 360, 72, true],
  ['236', 180, 320, 52, true],
  ['336', 180, 380, 75, false],
  ['244', 220, 400, 65, true],
];

const large: CylindricalRow[] = LARGE.map(([size, d, D, B, e]) => ({
  size,
  series: size[0] as '2' | '3',
  d,
  D,
  B,
  e,
}));

const heavy: CylindricalRow[] = DEEP_GROOVE_EXTRA.filter((r) => r.series === '64' && r.d >= 25).map((r) => ({
  size: r.designation.slice(1),
  series: '4',
  d: r.d,
  D: r.D,
  B: r.B,
  e: false,
}));

export const CYLINDRICAL_ROLLER_BEARINGS: CylindricalRow[] = [...narrow, ...large, ...wide, ...heavy];
