// Taper pins, GB/T 117-2000 (ISO 2339:1986, IDT), slotted spring pins, heavy duty, GB/T 879.1-2018
// (ISO 8752:2009, MOD), and split pins, GB/T 91-2000 (ISO 1234:1997, MOD; sources below).
//
// Sources:
// - GB/T 117: d (h10), a ≈ and the l range per d: FreeCAD Fasteners workbench FsData/iso2339def.csv and
//   FsData/iso2339range.csv, length series FsData/iso2339length.csv (= fasteners/parallel-pin.data.ts PIN_LENGTHS),
//   repository shaise/FreeCAD_FastenersWB; cross-checked against ISO 2339 表1 (taper 1:50, d at the small end).
//   Types (技术条件): A型 ground (Ra 0.8 µm), B型 turned or cold headed (Ra 3.2 µm). Material: only steel is
//   listed (the standard's default, e.g. 35 / 45 steel); its other materials and the finishes are left out.
// - GB/T 879.1: wall thickness s and the l range per nominal diameter: FsData/iso8752def.csv (s, ISO8752range),
//   length series ISO8752length (= PIN_LENGTHS from 4), cross-checked against ISO 8752 表1. The CSV covers
//   the nominal diameters 1 … 10 only (the standard goes to 50); its d_1 and a columns are the means of the
//   standard's max / min values, not table values, and are not listed. Material: steel (St) only; the
//   stainless grades are left out.

export interface TaperPinRow {
  d: number;
  /** End radius / chamfer a ≈, mm. */
  a: number;
  l: [number, number];
}

export const TAPER_PINS: TaperPinRow[] = [
  { d: 0.6, a: 0.08, l: [4, 8] },
  { d: 0.8, a: 0.1, l: [5, 12] },
  { d: 1, a: 0.12, l: [6, 16] },
  { d: 1.2, a: 0.16, l: [6, 20] },
  { d: 1.5, a: 0.2, l: [8, 24] },
  { d: 2, a: 0.25, l: [10, 35] },
  { d: 2.5, a: 0.3, l: [10, 35] },
  { d: 3, a: 0.4, l: [12, 45] },
  { d: 4, a: 0.5, l: [14, 55] },
  { d: 5, a: 0.63, l: [18, 60] },
  { d: 6, a: 0.8, l: [22, 90] },
  { d: 8, a: 1, l: [22, 120] },
  { d: 10, a: 1.2, l: [26, 160] },
  { d: 12, a: 1.6, l: [32, 180] },
  { d: 16, a: 2, l: [40, 200] },
  { d: 20, a: 2.5, l: [45, 200] },
  { d: 25, a: 3, l: [50, 200] },
  { d: 30, a: 4, l: [55, 200] },
  { d: 40, a: 5, l: [60, 200] },
  { d: 50, a: 6.3, l: [65, 200] },
];

export const TAPER_PIN_TYPES = [
  { letter: 'A', type: 'A型 (磨削)' },
  { letter: 'B', type: 'B型 (切削或冷镦)' },
] as const;

export interface SpringPinRow {
  /** Nominal diameter (= hole diameter), mm. */
  d: number;
  /** Wall thickness s, mm. */
  s: number;
  l: [number, number];
}

export const HEAVY_SPRING_PINS: SpringPinRow[] = [
  { d: 1, s: 0.2, l: [4, 20] },
  { d: 1.5, s: 0.3, l: [4, 20] },
  { d: 2, s: 0.4, l: [4, 30] },
  { d: 2.5, s: 0.5, l: [4, 30] },
  { d: 3, s: 0.6, l: [4, 40] },
  { d: 3.5, s: 0.75, l: [4, 40] },
  { d: 4, s: 0.8, l: [4, 50] },
  { d: 4.5, s: 1, l: [5, 50] },
  { d: 5, s: 1, l: [5, 80] },
  { d: 6, s: 1.2, l: [10, 100] },
  { d: 8, s: 1.5, l: [10, 120] },
  { d: 10, s: 2, l: [10, 160] },
];

// Split pins, GB/T 91-2000 (ISO 1234:1997, MOD).
//
// Sources: nominal sizes, b ≈ and the l range per size: FsData/iso1234def.csv (column b) and
// FsData/iso1234range.csv, length series FsData/iso1234length.csv (4 … 280), cross-checked against ISO 1234
// 表1. Left out: sizes 1.2, 1.6 and 2, where the CSV's b (3.2, 4, 5) disagrees with the standard's b ≈
// (3, 3.2, 4 as we know them). The CSV's a, c and d columns are the means of the standard's max / min values,
// not table values, and are not listed. Material: steel only (the standard's default); the copper alloy and
// stainless grades and the finishes are left out.

export interface SplitPinRow {
  /** Nominal size (= hole diameter), mm. */
  d: number;
  /** Extended prong length b ≈, mm. */
  b: number;
  l: [number, number];
}

export const SPLIT_PINS: SplitPinRow[] = [
  { d: 0.6, b: 2, l: [4, 12] },
  { d: 0.8, b: 2.4, l: [5, 16] },
  { d: 1, b: 3, l: [6, 20] },
  { d: 2.5, b: 5, l: [12, 50] },
  { d: 3.2, b: 6.4, l: [14, 63] },
  { d: 4, b: 8, l: [18, 80] },
  { d: 5, b: 10, l: [22, 100] },
  { d: 6.3, b: 12.6, l: [32, 125] },
  { d: 8, b: 16, l: [40, 160] },
  { d: 10, b: 20, l: [45, 200] },
  { d: 13, b: 26, l: [71, 250] },
  { d: 16, b: 32, l: [112, 280] },
  { d: 20, b: 40, l: [160, 280] },
];

/** Length series l of GB/T 91 (FsData/iso1234length.csv). */
export const SPLIT_PIN_LENGTHS = [
  4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 32, 36, 40, 45, 50, 56, 63, 71, 80, 90, 100, 112, 125, 140,
  160, 180, 200, 224, 250, 280,
];
