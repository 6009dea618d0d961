// Hexagon socket set screws with dog point, GB/T 79-2007 (ISO 4028:2003, IDT).
//
// Sources:
// - Point diameter dp (max), socket width across flats s (nominal) and the l range per size: FreeCAD
//   Fasteners workbench FsData/iso4028def.csv (d_p_max, s_nom) and FsData/iso4028range.csv, length series
//   FsData/iso4028length.csv (3 … 60), repository shaise/FreeCAD_FastenersWB; cross-checked against
//   ISO 4028 表1.
// - M4 is left out: the CSV gives l = 5–30, longer than M5's 5–25 range and than the standard's M4 range
//   (5–20 as we know it). Lengths 2 and 2.5 (M1.6, M2) are not in the CSV length series and are not listed.
//   The dog point length z (short / long by length) is not listed.
// - The flat, cone and cup point screws (GB/T 77, 78, 80 = ISO 4026, 4027, 4029) are left out: the workbench
//   gives one shared range table for the three (FsData/iso4026range.csv, e.g. M3 3–20, M12 16–40) that does
//   not match the three standards' own ranges.
// - Property class (技术条件): steel 45H; finish black oxide (氧化), electroplated (GB/T 5267.1) or zinc flake
//   (GB/T 5267.2), as GB/T 70.1. The stainless (A1-12H, A2-21H …) and non-ferrous rows are left out as not
//   sure. Product grade A.

export interface SetScrewRow {
  d: number;
  p: number;
  /** Dog point diameter dp (max), mm. */
  dp: number;
  /** Hexagon socket width across flats s (nominal), mm. */
  s: number;
  l: [number, number];
}

export const DOG_POINT_SET_SCREWS: SetScrewRow[] = [
  { d: 1.6, p: 0.35, dp: 0.8, s: 0.7, l: [2, 8] },
  { d: 2, p: 0.4, dp: 1, s: 0.9, l: [2.5, 10] },
  { d: 2.5, p: 0.45, dp: 1.5, s: 1.3, l: [3, 12] },
  { d: 3, p: 0.5, dp: 2, s: 1.5, l: [4, 16] },
  { d: 5, p: 0.8, dp: 3.5, s: 2.5, l: [6, 25] },
  { d: 6, p: 1, dp: 4, s: 3, l: [8, 30] },
  { d: 8, p: 1.25, dp: 5.5, s: 4, l: [8, 40] },
  { d: 10, p: 1.5, dp: 7, s: 5, l: [10, 50] },
  { d: 12, p: 1.75, dp: 8.5, s: 6, l: [12, 60] },
  { d: 16, p: 2, dp: 12, s: 8, l: [16, 60] },
  { d: 20, p: 2.5, dp: 15, s: 10, l: [20, 60] },
  { d: 24, p: 3, dp: 18, s: 12, l: [25, 60] },
];

/** Length series l (mm), as FsData/iso4028length.csv. */
export const SET_SCREW_LENGTHS = [3, 4, 5, 6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60];

export const SET_SCREW_CLASSES: Array<{ material: '钢'; propertyClass: string; finish: string }> = [
  '氧化',
  '电镀',
  '非电解锌片涂层',
].map((f) => ({ material: '钢' as const, propertyClass: '45H', finish: f }));
