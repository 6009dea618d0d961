// Cross recessed pan head screws, GB/T 818-2016 (ISO 7045:2011, MOD), and cross recessed countersunk flat
// head screws, GB/T 819.1-2016 (ISO 7046-1:2011, MOD), product grade A, property class 4.8 and others.
//
// Sources:
// - Pan head: dk (max), k (max), cross recess number and l range per size from the FreeCAD Fasteners
//   workbench FsData/iso7045def.csv (dk_max, k, cT), FsData/iso7045range.csv, length series
//   FsData/iso7045length.csv, repository shaise/FreeCAD_FastenersWB; cross-checked against ISO 7045 表1.
// - Countersunk: dk (theoretical max), k (max) from FsData/iso2009def.csv (the table the workbench uses for
//   ISO 7046: dk_theo, csh_height), recess number from FsData/iso7046def.csv (cT), l range from
//   FsData/iso7046range.csv; cross-checked against ISO 7046-1 表1. Same length series as the pan head.
// - Recess: type H or type Z (both defined by the standards).
// - Property classes and finishes (技术条件, = ISO 7045 / ISO 7046-1 table 2): steel 4.8 (finish as
//   processed, electroplated GB/T 5267.1, zinc flake GB/T 5267.2); stainless A2-50, A2-70; non-ferrous
//   CU2, CU3, AL4 (plain).
// - The thread length b (full thread up to l = 30 / 45 mm, b min 25 / 38 above) is not listed.

export interface CrossScrewRow {
  d: number;
  p: number;
  /** Head diameter dk (max; theoretical max for the countersunk head), mm. */
  dk: number;
  /** Head height k (max), mm. */
  k: number;
  /** Cross recess number. */
  recess: number;
  l: [number, number];
  second?: boolean;
}

export const PAN_HEAD_SCREWS: CrossScrewRow[] = [
  { d: 1.6, p: 0.35, dk: 3.2, k: 1.3, recess: 0, l: [3, 16] },
  { d: 2, p: 0.4, dk: 4, k: 1.6, recess: 0, l: [3, 20] },
  { d: 2.5, p: 0.45, dk: 5, k: 2.1, recess: 1, l: [3, 25] },
  { d: 3, p: 0.5, dk: 5.6, k: 2.4, recess: 1, l: [4, 30] },
  { d: 3.5, p: 0.6, dk: 7, k: 2.6, recess: 2, l: [5, 35], second: true },
  { d: 4, p: 0.7, dk: 8, k: 3.1, recess: 2, l: [5, 40] },
  { d: 5, p: 0.8, dk: 9.5, k: 3.7, recess: 2, l: [6, 45] },
  { d: 6, p: 1, dk: 12, k: 4.6, recess: 3, l: [8, 60] },
  { d: 8, p: 1.25, dk: 16, k: 6, recess: 4, l: [10, 60] },
  { d: 10, p: 1.5, dk: 20, k: 7.5, recess: 4, l: [12, 60] },
];

export const COUNTERSUNK_CROSS_SCREWS: CrossScrewRow[] = [
  { d: 1.6, p: 0.35, dk: 3.6, k: 1, recess: 0, l: [3, 16] },
  { d: 2, p: 0.4, dk: 4.4, k: 1.2, recess: 0, l: [3, 20] },
  { d: 2.5, p: 0.45, dk: 5.5, k: 1.5, recess: 1, l: [3, 25] },
  { d: 3, p: 0.5, dk: 6.3, k: 1.65, recess: 1, l: [4, 30] },
  { d: 3.5, p: 0.6, dk: 8.2, k: 2.35, recess: 2, l: [5, 35], second: true },
  { d: 4, p: 0.7, dk: 9.4, k: 2.7, recess: 2, l: [5, 40] },
  { d: 5, p: 0.8, dk: 10.4, k: 2.7, recess: 2, l: [6, 50] },
  { d: 6, p: 1, dk: 12.6, k: 3.3, recess: 3, l: [8, 60] },
  { d: 8, p: 1.25, dk: 17.3, k: 4.65, recess: 4, l: [10, 60] },
  { d: 10, p: 1.5, dk: 20, k: 5, recess: 4, l: [12, 60] },
];

/** Length series l of GB/T 818 / GB/T 819.1 (mm); 14 and 55 are the bracketed (non-preferred) lengths. */
export const CROSS_SCREW_LENGTHS = [3, 4, 5, 6, 8, 10, 12, 14, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60];

export const CROSS_RECESS_TYPES = ['H', 'Z'] as const;

export interface CrossScrewClass {
  material: '钢' | '不锈钢' | '有色金属';
  propertyClass: string;
  finish: string;
}

/** Property class × finish combinations of GB/T 818 / GB/T 819.1 (the same for every size). */
export const CROSS_SCREW_CLASSES: CrossScrewClass[] = [
  ...['不经处理', '电镀', '非电解锌片涂层'].map((f) => ({
    material: '钢' as const,
    propertyClass: '4.8',
    finish: f,
  })),
  ...['A2-50', 'A2-70'].map((c) => ({ material: '不锈钢' as const, propertyClass: c, finish: '简单处理' })),
  ...['CU2', 'CU3', 'AL4'].map((c) => ({
    material: '有色金属' as const,
    propertyClass: c,
    finish: '简单处理',
  })),
];
