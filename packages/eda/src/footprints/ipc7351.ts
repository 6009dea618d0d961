/**
 * IPC-7351B land pattern equations at the nominal density (level B):
 *   Zmax = Lmin + 2·JT + √(CL² + F² + P²)
 *   Gmin = Smax(RMS) − 2·JH − √(CS(RMS)² + F² + P²)
 *   Xmax = Wmin + 2·JS + √(CW² + F² + P²)
 * with L the outer extent of the terminals (body length of a chip, lead span of a gull-wing part), T the
 * terminal (lead) length, W the terminal width, C the tolerance (max − min) of each, F = 0.1 mm the board's
 * fabrication tolerance and P = 0.05 mm the placement tolerance. S (the inner distance between terminals)
 * is L − 2T; its tolerance is taken as the root sum of squares of the independent tolerances
 * (CS(RMS) = √(CL² + 2·CT²)) and Smax is pulled in by half the difference, as IPC-7351B §3.1.5 does.
 * Z, G and X are rounded to the table's round-off (0.05 mm; 0.02 mm below 1608 chips).
 */

export interface Range {
  min: number;
  max: number;
}
export const range = (min: number, max: number): Range => ({ min, max });
export const nominal = (r: Range): number => (r.min + r.max) / 2;
const tol = (r: Range): number => r.max - r.min;

/** Solder fillet goals and courtyard excess of one IPC-7351B table row, nominal density. */
export interface FilletGoals {
  toe: number;
  heel: number;
  side: number;
  courtyard: number;
  round: number;
  /** the table, for the footprint's description */
  table: string;
}

/** Table 3-5: rectangular or square-end chip components 1608 (0603) and larger. */
export const CHIP_1608_UP: FilletGoals = {
  toe: 0.35,
  heel: 0,
  side: 0,
  courtyard: 0.25,
  round: 0.05,
  table: 'IPC-7351B 表 3-5',
};
/** Table 3-6: chip components smaller than 1608 (0603). */
export const CHIP_BELOW_1608: FilletGoals = {
  toe: 0.2,
  heel: 0,
  side: 0,
  courtyard: 0.15,
  round: 0.02,
  table: 'IPC-7351B 表 3-6',
};
/** Table 3-2: gull-wing leads, pitch above 0.625 mm. */
export const GULL_WING: FilletGoals = {
  toe: 0.35,
  heel: 0.35,
  side: 0.03,
  courtyard: 0.25,
  round: 0.05,
  table: 'IPC-7351B 表 3-2',
};
/** Table 3-2: gull-wing leads, pitch 0.625 mm and below. */
export const GULL_WING_FINE: FilletGoals = { ...GULL_WING, side: -0.02 };

export const FABRICATION_TOLERANCE = 0.1;
export const PLACEMENT_TOLERANCE = 0.05;

/** The terminals of a row: outer extent L, terminal length T, terminal width W (mm, min–max). */
export interface TerminalRow {
  L: Range;
  T: Range;
  W: Range;
}

/** The land of a row: Z (outer), G (inner), X (pad width), and the pad it gives. */
export interface Land {
  Z: number;
  G: number;
  X: number;
  /** pad length along the row's axis */
  padLength: number;
  /** distance from the package centre to the pad centre */
  padCenter: number;
}

const roundTo = (v: number, base: number): number => Math.round(Math.round(v / base) * base * 1e6) / 1e6;

export function land(row: TerminalRow, goals: FilletGoals): Land {
  const F = FABRICATION_TOLERANCE;
  const P = PLACEMENT_TOLERANCE;
  const cl = tol(row.L);
  const ct = tol(row.T);
  const cw = tol(row.W);
  const sMin = row.L.min - 2 * row.T.max;
  const sMax = row.L.max - 2 * row.T.min;
  const csRms = Math.sqrt(cl ** 2 + 2 * ct ** 2);
  const sMaxRms = sMax - (sMax - sMin - csRms) / 2;
  const Z = roundTo(row.L.min + 2 * goals.toe + Math.sqrt(cl ** 2 + F ** 2 + P ** 2), goals.round);
  const G = roundTo(sMaxRms - 2 * goals.heel - Math.sqrt(csRms ** 2 + F ** 2 + P ** 2), goals.round);
  const X = roundTo(row.W.min + 2 * goals.side + Math.sqrt(cw ** 2 + F ** 2 + P ** 2), goals.round);
  return { Z, G, X, padLength: (Z - G) / 2, padCenter: (Z + G) / 4 };
}
