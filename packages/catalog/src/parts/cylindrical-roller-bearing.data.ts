// Cylindrical roller bearings, single row, GB/T 283-2007 (designations per GB/T 272-2017): types N, NU, NJ,
// NUP, NF in diameter series 2 and 3 (dimension series 02 / 03), standard and reinforced design (suffix E).
//
// Boundary dimensions: GB/T 283 takes d × D × B from the general plan of GB/T 273.3 / ISO 15, fixed per
// dimension series and independent of the bearing type: N.2.. = dimension series 02, N.3.. = 03, the same
// rows as deep groove ball bearings 62 and 63 (GB/T 276-2013, deep-groove-ball-bearing.data.ts). Example
// from the brief: NU205 = 25 × 52 × 15 = 6205. E (reinforced: larger rollers) keeps the boundary dimensions.
//
// Narrowed: bores 20 … 150 mm (N.204 … N.230, N.304 … N.330); the 02 / 03 sizes below 20 mm and the 10, 22
// and 23 series are left out (no table of those at hand that we could check row by row); E is taken for
// N, NU, NJ, NUP and not for NF. Load ratings are left out (they differ between the standard and the E
// design and between makers).
import { BEARINGS } from './deep-groove-ball-bearing.data.ts';

export const CYLINDRICAL_TYPES = ['N', 'NU', 'NJ', 'NUP', 'NF'] as const;
export type CylindricalType = (typeof CYLINDRICAL_TYPES)[number];
/** Types offered in the reinforced design E. */
export const CYLINDRICAL_E_TYPES: CylindricalType[] = ['N', 'NU', 'NJ', 'NUP'];

export interface CylindricalRow {
  /** Size part of the designation: 205 (series 2, bore code 05). */
  size: string;
  series: '2' | '3';
  d: number;
  D: number;
  B: number;
}

export const CYLINDRICAL_ROLLER_BEARINGS: CylindricalRow[] = BEARINGS.filter(
  (b) => b.designation.length === 4 && (b.series === '62' || b.series === '63') && b.d >= 20,
).map((b) => ({
  size: b.designation.slice(1),
  series: b.designation[1] as '2' | '3',
  d: b.d,
  D: b.D,
  B: b.B,
}));
