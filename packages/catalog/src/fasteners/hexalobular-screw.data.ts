// Hexalobular socket pan head screws, GB/T 2672-2017 (ISO 14583, MOD), product grade A, M2–M10.
//
// Sources:
// - dk (max), k (max) and the hexalobular socket number (T6 … T50) from the FreeCAD Fasteners workbench
//   FsData/iso14583def.csv (dk, k, tt), repository shaise/FreeCAD_FastenersWB; the same values are printed in the
//   GB/T 2672 dimension table of the maker page jsjustso.com/wanboguanwangmanbetx/GB2672.php (dk max, k max,
//   槽号 for M2 … M10).
// - l range per size: the workbench gives ISO 14583 the range table of ISO 7046 (FsData/iso7046range.csv:
//   M2 3–20, M2.5 3–25, M3 4–30, M3.5 5–35, M4 5–40, M5 6–50, M6 8–60, M8 10–60, M10 12–60, as ISO 7045 / GB/T
//   818), length series FsData/iso7045length.csv (3 … 60; 14 and 55 bracketed), as fasteners/cross-recessed-screw.data.ts.
// - Property classes (技术条件, as the same maker page prints it): steel d < 3 mm as agreed, d ≥ 3 mm 4.8 and 5.8;
//   stainless A2-70, A3-70; non-ferrous d < 3 mm as agreed, d ≥ 3 mm CU2, CU3, AL4. The "as agreed" rows (steel
//   and non-ferrous M2, M2.5) are left out. Finish: steel as processed, electroplated (GB/T 5267.1) or
//   non-electrolytic zinc flake (GB/T 5267.2), as the GB/T 818 / GB/T 2673 tables give them; stainless and
//   non-ferrous plain (简单处理); the electroplated non-ferrous variant is left out as not sure.
// - Left out: thread length b (full thread up to l = 30 / 40 mm), socket depth t.

import type { ClassFinish } from './hex-bolt.data.ts';

export interface HexalobularScrewRow {
  d: number;
  p: number;
  /** Head diameter dk (max), mm. */
  dk: number;
  /** Head height k (max), mm. */
  k: number;
  /** Hexalobular socket number (T-size). */
  drive: string;
  l: [number, number];
  second?: boolean;
}

export const HEXALOBULAR_PAN_SCREWS: HexalobularScrewRow[] = [
  { d: 2, p: 0.4, dk: 4, k: 1.6, drive: 'T6', l: [3, 20] },
  { d: 2.5, p: 0.45, dk: 5, k: 2.1, drive: 'T8', l: [3, 25] },
  { d: 3, p: 0.5, dk: 5.6, k: 2.4, drive: 'T10', l: [4, 30] },
  { d: 3.5, p: 0.6, dk: 7, k: 2.6, drive: 'T15', l: [5, 35], second: true },
  { d: 4, p: 0.7, dk: 8, k: 3.1, drive: 'T20', l: [5, 40] },
  { d: 5, p: 0.8, dk: 9.5, k: 3.7, drive: 'T25', l: [6, 50] },
  { d: 6, p: 1, dk: 12, k: 4.6, drive: 'T30', l: [8, 60] },
  { d: 8, p: 1.25, dk: 16, k: 6, drive: 'T45', l: [10, 60] },
  { d: 10, p: 1.5, dk: 20, k: 7.5, drive: 'T50', l: [12, 60] },
];

/** Property class × finish combinations of GB/T 2672 for a size (the "as agreed" rows below M3 left out). */
export function hexalobularPanClasses(d: number): ClassFinish[] {
  const out: ClassFinish[] = [];
  if (d >= 3)
    for (const c of ['4.8', '5.8'])
      for (const f of ['不经处理', '电镀', '非电解锌片涂层'])
        out.push({ material: '钢', propertyClass: c, finish: f });
  for (const c of ['A2-70', 'A3-70']) out.push({ material: '不锈钢', propertyClass: c, finish: '简单处理' });
  if (d >= 3)
    for (const c of ['CU2', 'CU3', 'AL4'])
      out.push({ material: '有色金属', propertyClass: c, finish: '简单处理' });
  return out;
}
