// Angular contact ball bearings, single row, GB/T 292-2007 (designations per GB/T 272-2017): series 70, 72,
// 73 with contact angle codes C (α = 15°), AC (25°) and B (40°).
//
// Boundary dimensions: GB/T 292 takes d × D × B from the general plan of GB/T 273.3 / ISO 15, where they are
// fixed per dimension series and do not depend on the bearing type: 70 = dimension series 10, 72 = 02,
// 73 = 03, the same rows as deep groove ball bearings 60, 62, 63 (GB/T 276-2013, our
// bearings/deep-groove-ball-bearing.data.ts). The test cross-checks every row of the ISB Industries catalogue
// ("Cuscinetti obliqui a sfere — Angular contact ball bearings", single row table, pages 93–95: 7200 B …
// 7248 B, 7301 B … 7338 B, 7028 B … 7048 B) against these rows.
//
// Contact angles offered, narrowed to what we can show: 72 series C, AC and B (B rows as printed by ISB);
// 73 series AC and B (B as printed by ISB; 73 … C is left out); 70 series C and AC for 7000 … 7040, and B
// only where ISB prints it (7028 B … 7040 B). Sizes below d = 10 (the 3-digit miniature rows) and 7300
// are left out. Load ratings are left out: they depend on the maker and the contact angle.
import { BEARINGS, type BearingRow } from './deep-groove-ball-bearing.data.ts';

export type ContactAngle = 'C' | 'AC' | 'B';
export const CONTACT_ANGLE_DEG: Record<ContactAngle, number> = { C: 15, AC: 25, B: 40 };

export interface AngularContactRow {
  /** Basic designation without the contact angle code: 7205. */
  base: string;
  series: '70' | '72' | '73';
  d: number;
  D: number;
  B: number;
  angles: ContactAngle[];
}

/** Series 70 / 72 / 73 designations that ISB prints with B (40°). */
const ISB_B = new Set([
  ...['7028', '7030', '7034', '7036', '7038', '7040'],
  ...['7200', '7201', '7202', '7203', '7204', '7205', '7206', '7207', '7208', '7209', '7210', '7211'],
  ...['7212', '7213', '7214', '7215', '7217', '7218', '7219', '7220', '7221', '7222', '7224', '7226'],
  ...['7228', '7230'],
  ...['7301', '7302', '7303', '7304', '7305', '7306', '7307', '7308', '7309', '7310', '7311', '7312'],
  ...['7313', '7314', '7315', '7316', '7317', '7318', '7319', '7320', '7321', '7322', '7324', '7326'],
  ...['7328', '7330'],
]);

function fromDeepGroove(b: BearingRow): AngularContactRow | null {
  if (b.designation.length !== 4) return null; // miniature sizes
  const base = `7${b.designation.slice(1)}`;
  const series = base.slice(0, 2) as AngularContactRow['series'];
  if (base === '7300') return null;
  const b40: ContactAngle[] = ISB_B.has(base) ? ['B'] : [];
  const angles: ContactAngle[] = series === '73' ? ['AC', ...b40] : ['C', 'AC', ...b40];
  return { base, series, d: b.d, D: b.D, B: b.B, angles };
}

export const ANGULAR_CONTACT_BEARINGS: AngularContactRow[] = BEARINGS.map(fromDeepGroove).filter(
  (r): r is AngularContactRow => r !== null,
);
