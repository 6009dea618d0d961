// Slotted machine screws, product grade A, M1.6–M10:
// - GB/T 65-2016 开槽圆柱头螺钉 (ISO 1207:2011, MOD), cheese head;
// - GB/T 67-2016 开槽盘头螺钉 (ISO 1580:2011, MOD), pan head;
// - GB/T 68-2016 开槽沉头螺钉 (ISO 2009:2011, MOD), countersunk (flat) head;
// - GB/T 69-2016 开槽半沉头螺钉 (ISO 2010:2011, MOD), raised countersunk (oval) head.
// GB/T 65-2016 (issued 2016-02-24, replacing GB/T 65-2000, ISO 1207:2011 MOD) is confirmed by its summary on
// chinesestandard.net; GB/T 67 / 68 / 69 are the 2016 editions issued with it, as we know them.
// Cross recessed raised countersunk head screws, GB/T 820-2015 (ISO 7047:2011, MOD), reuse the head table of
// GB/T 819.1 (fasteners/cross-recessed-screw.data.ts COUNTERSUNK_CROSS_SCREWS): ISO 7047 and ISO 7046-1 share dk, k,
// recess number and length range (the FreeCAD workbench maps ISO 7047 to the same tables, iso2009def.csv and
// iso7046range.csv).
//
// Sources (FreeCAD Fasteners workbench, repository shaise/FreeCAD_FastenersWB, cross-checked against the ISO
// tables as we know them):
// - GB/T 65: dk (max), k (max), slot width n (min) from FsData/iso1207def.csv; l range per size from
//   FsData/iso1207range.csv (M1.6 2–16 … M8 10–80, M10 12–80); length series FsData/iso1207length.csv
//   (2 … 80; 14, 55, 65, 75 are the bracketed non-preferred lengths).
// - GB/T 67: dk (max), k (max), n (min) from FsData/iso1580def.csv. The workbench gives ISO 1580 the range
//   table of ISO 2009 (FsData/iso2009range.csv, M1.6 2.5–16, M2 3–20, M2.5 4–25, M3 5–30, M3.5 6–35, M4 6–40,
//   M5 8–50, M6 8–60, M8 10–80, M10 12–80). ISO 1580's own ranges start lower at the small sizes as we know
//   them (M1.6 from 2, M3 from 4, M5 from 6); the family keeps the workbench's narrower ranges, so that every
//   listed length lies in both, and leaves the shortest lengths out rather than guess them.
// - GB/T 68 and GB/T 69: dk (theoretical max), k (max), n (min) from FsData/iso2009def.csv (the workbench's
//   table for both ISO 2009 and ISO 2010: the raised head height f of GB/T 69 is not in it and is not listed);
//   l range FsData/iso2009range.csv; length series FsData/iso2009length.csv (2.5 … 80).
// - Property classes and finishes (技术条件, = the ISO standards' table 2): steel 4.8 and 5.8 (GB/T 3098.1),
//   stainless A2-50, A2-70, non-ferrous CU2, CU3, AL4 — the scope of GB/T 65-2016 as its summary states it
//   (chinesestandard.net/PDF/English.aspx/GBT65-2016: "M1.6 to M10, performance classes 4.8, 5.8, A2-50, A2-70, CU2,
//   CU3 and AL4") and the scope of GB/T 69 (bshib.com/news/show-44234.html, same list, with the designation example
//   螺钉 GB/T 69 M5×20); GB/T 67 / 68 (ISO 1580 / 2009) give the same table.
//   Finish: steel as processed, electroplated (GB/T 5267.1) or non-electrolytic zinc flake (GB/T 5267.2);
//   stainless (GB/T 3098.6) and non-ferrous (GB/T 3098.10) plain.
//   GB/T 820 (as GB/T 819.1): steel 4.8 only, stainless A2-50, A2-70, non-ferrous CU2, CU3, AL4.
// - Left out: the thread length b (full thread up to l = 30 / 40 mm, b min 25 / 38 above), the slot depth t and
//   the under-head radius; the M1.6–M3 lengths below the workbench ranges (GB/T 67, see above).

import type { ClassFinish } from './hex-bolt.data.ts';

export interface SlottedScrewRow {
  d: number;
  p: number;
  /** Head diameter dk (max; theoretical max for the countersunk heads), mm. */
  dk: number;
  /** Head height k (max), mm. */
  k: number;
  /** Slot width n (min), mm. */
  n: number;
  /** Commercial length range l, mm. */
  l: [number, number];
  second?: boolean;
}

/** GB/T 65 (ISO 1207) cheese head: FsData/iso1207def.csv, iso1207range.csv. */
export const CHEESE_HEAD_SCREWS: SlottedScrewRow[] = [
  { d: 1.6, p: 0.35, dk: 3, k: 1.1, n: 0.46, l: [2, 16] },
  { d: 2, p: 0.4, dk: 3.8, k: 1.4, n: 0.56, l: [3, 20] },
  { d: 2.5, p: 0.45, dk: 4.5, k: 1.8, n: 0.66, l: [3, 25] },
  { d: 3, p: 0.5, dk: 5.5, k: 2, n: 0.86, l: [4, 30] },
  { d: 3.5, p: 0.6, dk: 6, k: 2.4, n: 1.06, l: [5, 35], second: true },
  { d: 4, p: 0.7, dk: 7, k: 2.6, n: 1.26, l: [5, 40] },
  { d: 5, p: 0.8, dk: 8.5, k: 3.3, n: 1.26, l: [6, 50] },
  { d: 6, p: 1, dk: 10, k: 3.9, n: 1.66, l: [8, 60] },
  { d: 8, p: 1.25, dk: 13, k: 5, n: 2.06, l: [10, 80] },
  { d: 10, p: 1.5, dk: 16, k: 6, n: 2.56, l: [12, 80] },
];

/** Commercial length range of ISO 2009 (FsData/iso2009range.csv), used for GB/T 67, 68 and 69. */
const ISO2009_RANGE: Record<number, [number, number]> = {
  1.6: [2.5, 16],
  2: [3, 20],
  2.5: [4, 25],
  3: [5, 30],
  3.5: [6, 35],
  4: [6, 40],
  5: [8, 50],
  6: [8, 60],
  8: [10, 80],
  10: [12, 80],
};
const range = (d: number): [number, number] => ISO2009_RANGE[d] ?? [0, -1];

/** GB/T 67 (ISO 1580) pan head: FsData/iso1580def.csv; range see above. */
export const PAN_HEAD_SLOTTED_SCREWS: SlottedScrewRow[] = [
  { d: 1.6, p: 0.35, dk: 3.2, k: 1, n: 0.46, l: range(1.6) },
  { d: 2, p: 0.4, dk: 4, k: 1.3, n: 0.56, l: range(2) },
  { d: 2.5, p: 0.45, dk: 5, k: 1.5, n: 0.66, l: range(2.5) },
  { d: 3, p: 0.5, dk: 5.6, k: 1.8, n: 0.86, l: range(3) },
  { d: 3.5, p: 0.6, dk: 7, k: 2.1, n: 1.06, l: range(3.5), second: true },
  { d: 4, p: 0.7, dk: 8, k: 2.4, n: 1.26, l: range(4) },
  { d: 5, p: 0.8, dk: 9.5, k: 3, n: 1.26, l: range(5) },
  { d: 6, p: 1, dk: 12, k: 3.6, n: 1.66, l: range(6) },
  { d: 8, p: 1.25, dk: 16, k: 4.8, n: 2.06, l: range(8) },
  { d: 10, p: 1.5, dk: 20, k: 6, n: 2.56, l: range(10) },
];

/** GB/T 68 / GB/T 69 (ISO 2009 / ISO 2010) countersunk heads: FsData/iso2009def.csv (dk_theo, csh_height). */
export const COUNTERSUNK_SLOTTED_SCREWS: SlottedScrewRow[] = [
  { d: 1.6, p: 0.35, dk: 3.6, k: 1, n: 0.46, l: range(1.6) },
  { d: 2, p: 0.4, dk: 4.4, k: 1.2, n: 0.56, l: range(2) },
  { d: 2.5, p: 0.45, dk: 5.5, k: 1.5, n: 0.66, l: range(2.5) },
  { d: 3, p: 0.5, dk: 6.3, k: 1.65, n: 0.86, l: range(3) },
  { d: 3.5, p: 0.6, dk: 8.2, k: 2.35, n: 1.06, l: range(3.5), second: true },
  { d: 4, p: 0.7, dk: 9.4, k: 2.7, n: 1.26, l: range(4) },
  { d: 5, p: 0.8, dk: 10.4, k: 2.7, n: 1.26, l: range(5) },
  { d: 6, p: 1, dk: 12.6, k: 3.3, n: 1.66, l: range(6) },
  { d: 8, p: 1.25, dk: 17.3, k: 4.65, n: 2.06, l: range(8) },
  { d: 10, p: 1.5, dk: 20, k: 5, n: 2.56, l: range(10) },
];

/** Length series of GB/T 65 (FsData/iso1207length.csv), mm. */
export const CHEESE_HEAD_LENGTHS = [
  2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80,
];

/** Length series of GB/T 67 / 68 / 69 (FsData/iso2009length.csv), mm. */
export const SLOTTED_SCREW_LENGTHS = [
  2.5, 3, 4, 5, 6, 8, 10, 12, 14, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80,
];

/** Property class × finish combinations of GB/T 65 / 67 / 68 / 69 (the same for every size). */
export const SLOTTED_SCREW_CLASSES: ClassFinish[] = [
  ...['4.8', '5.8'].flatMap((c) =>
    ['不经处理', '电镀', '非电解锌片涂层'].map((f) => ({
      material: '钢' as const,
      propertyClass: c,
      finish: f,
    })),
  ),
  ...['A2-50', 'A2-70'].map((c) => ({ material: '不锈钢' as const, propertyClass: c, finish: '简单处理' })),
  ...['CU2', 'CU3', 'AL4'].map((c) => ({
    material: '有色金属' as const,
    propertyClass: c,
    finish: '简单处理',
  })),
];

// Cross recessed cheese head screws, GB/T 822 (ISO 7048), product grade A, M2.5–M8. The edition year of GB/T 822
// is not confirmed by a stored source and is not stated on the items (standard: "GB/T 822"). GB/T 820 is the
// 2015 edition (chinesestandards.org/standards/GB/T 820-2015, issued 2015-12-31).
//
// Source: dk (max), k (max) and the cross recess number from the FreeCAD Fasteners workbench
// FsData/iso7048def.csv (dk, k, cT); l range per size FsData/iso7048range.csv (M2.5 3–25 … M8 10–80); length
// series FsData/iso7048length.csv (3 … 80, without the bracketed non-preferred lengths 14, 55, 65, 75). Head
// dimensions are those of the slotted cheese head (GB/T 65) above. Recess type H or Z. Property classes and
// finishes as GB/T 818 (fasteners/cross-recessed-screw.data.ts CROSS_SCREW_CLASSES: steel 4.8; stainless A2-50, A2-70;
// non-ferrous CU2, CU3, AL4). The thread length b is not listed.

export interface CrossCheeseScrewRow {
  d: number;
  p: number;
  dk: number;
  k: number;
  /** Cross recess number. */
  recess: number;
  l: [number, number];
  second?: boolean;
}

export const CROSS_CHEESE_HEAD_SCREWS: CrossCheeseScrewRow[] = [
  { d: 2.5, p: 0.45, dk: 4.5, k: 1.8, recess: 1, l: [3, 25] },
  { d: 3, p: 0.5, dk: 5.5, k: 2, recess: 2, l: [4, 30] },
  { d: 3.5, p: 0.6, dk: 6, k: 2.4, recess: 2, l: [5, 35], second: true },
  { d: 4, p: 0.7, dk: 7, k: 2.6, recess: 2, l: [5, 40] },
  { d: 5, p: 0.8, dk: 8.5, k: 3.3, recess: 2, l: [6, 50] },
  { d: 6, p: 1, dk: 10, k: 3.9, recess: 3, l: [8, 60] },
  { d: 8, p: 1.25, dk: 13, k: 5, recess: 3, l: [10, 80] },
];

/** Length series of GB/T 822 (FsData/iso7048length.csv), mm. */
export const CROSS_CHEESE_HEAD_LENGTHS = [3, 4, 5, 6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80];
