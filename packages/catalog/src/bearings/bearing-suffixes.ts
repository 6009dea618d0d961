// What the rolling bearing families share: tolerance classes, clearance groups, their suffixes and texts, item
// codes and boundary dimensions.
//
// GB/T families write the GB/T 272 suffixes a designation really combines: tolerance class (普通级 no suffix,
// /P6, /P5; GB/T 307.1) and, for radial bearings with a radial clearance group, the clearance (CN no suffix,
// C3, C4; GB/T 4604.1). When both are given GB/T 272 writes them together as the class followed by the
// group number (/P63 = class 6 and group 3); a clearance alone is /C3. Makers' families write the maker's own
// suffixes (NSK "6308ZZC3", SKF "-2Z/P63", ZVL "6202 P63"), with the class shown without the slash.
import { codeSafe } from '../part-item.ts';
import type { Item } from '../types.ts';
import { mm } from '../values.ts';

/** Tolerance classes: suffix letter-digit and Chinese label. */
export const TOLERANCES = [
  { code: '', label: '普通级' },
  { code: 'P6', label: '6级' },
  { code: 'P5', label: '5级' },
] as const;
export type Tolerance = (typeof TOLERANCES)[number];
/** Clearance groups of the GB/T families. */
export const GB_CLEARANCES = ['CN', 'C3', 'C4'] as const;
/** Clearance groups of the makers' families. */
export const MAKER_CLEARANCES = ['CN', 'C2', 'C3', 'C4'] as const;
export type Clearance = (typeof MAKER_CLEARANCES)[number];

/** GB/T 272 suffix of a tolerance class and clearance group: '', /C3, /P6, /P63. */
export function toleranceClearanceSuffix(t: Tolerance['code'], c: Clearance = 'CN'): string {
  if (!t) return c === 'CN' ? '' : `/${c}`;
  return c === 'CN' ? `/${t}` : `/${t}${c.slice(1)}`;
}

export const TOL_CLR = TOLERANCES.flatMap((t) => GB_CLEARANCES.map((c) => ({ t, c })));

/**
 * ZVL suffixes after a space (ZVL catalogue pages 86, 110, 118, 158): none, C2 (smaller than normal
 * clearance, "6213 C2"), C3, C4, P6, P63 (= P6 + C3, "6202 P63").
 */
export const ZVL_SUFFIXES: Array<{ suffix: string; t: Tolerance; c: Clearance }> = [
  { suffix: '', t: TOLERANCES[0], c: 'CN' },
  { suffix: 'C2', t: TOLERANCES[0], c: 'C2' },
  { suffix: 'C3', t: TOLERANCES[0], c: 'C3' },
  { suffix: 'C4', t: TOLERANCES[0], c: 'C4' },
  { suffix: 'P6', t: TOLERANCES[1], c: 'CN' },
  { suffix: 'P63', t: TOLERANCES[1], c: 'C3' },
];

/** Item code of a designation: prefix plus the designation with '/' as '_'. */
export const bearingCode = (prefix: string, designation: string) =>
  `${prefix}-${codeSafe(designation.replace(/\//g, '_'))}`;

export const dims = (d: number, D: number, w: number, wKey = 'B') =>
  ({ d: mm(d), D: mm(D), [wKey]: mm(w) }) as Item['params'];

/** Tolerance class in a GB/T family's description: 公差等级 6级 (/P6). */
export const gbTolText = (t: Tolerance) => (t.code ? `公差等级 ${t.label} (/${t.code})` : '公差等级 普通级');
/** Tolerance class in a maker family's description: 公差等级 6级 (P6). */
export const makerTolText = (t: Tolerance) =>
  t.code ? `公差等级 ${t.label} (${t.code})` : '公差等级 普通级';
export const clrText = (c: Clearance) => (c === 'CN' ? '径向游隙 CN (基本组)' : `径向游隙 ${c}`);
