// Hexagon socket button head screws, GB/T 70.2-2015 (ISO 7380-1:2011, MOD).
//
// Sources:
// - dk (max), k (max), s (nominal), l range per size and the length series: FreeCAD Fasteners workbench
//   table FsData/iso7380def.csv ("ISO7380-1def": dk, k, s_mean; "ISO7380-1range": Min_L, Max_L;
//   "ISO7380-1length"), repository shaise/FreeCAD_FastenersWB, cross-checked against ISO 7380-1:2011 表1.
//   s is the nominal width across flats (the CSV gives the mean 2.03, 2.54 … for 2, 2.5 …).
// - Left out of the CSV length series: 4 and 5 (below every size's range) and 14, 55, 65 (not sure they are
//   in the standard's length series for this screw; left out rather than guessed).
// - Property classes and finishes (技术条件, = ISO 7380-1 table 2): steel 8.8, 10.9, 12.9; stainless A2-70,
//   A4-70. Finish as for GB/T 70.1 (steel black oxide / electroplated GB/T 5267.1 / zinc flake GB/T 5267.2;
//   stainless plain). Product grade A.

export interface ButtonScrewRow {
  d: number;
  p: number;
  /** Head diameter dk (max), mm. */
  dk: number;
  /** Head height k (max), mm. */
  k: number;
  /** Hexagon socket width across flats s (nominal), mm. */
  s: number;
  l: [number, number];
}

export const BUTTON_SCREWS: ButtonScrewRow[] = [
  { d: 3, p: 0.5, dk: 5.7, k: 1.65, s: 2, l: [6, 30] },
  { d: 4, p: 0.7, dk: 7.6, k: 2.2, s: 2.5, l: [6, 40] },
  { d: 5, p: 0.8, dk: 9.5, k: 2.75, s: 3, l: [8, 50] },
  { d: 6, p: 1, dk: 10.5, k: 3.3, s: 4, l: [10, 60] },
  { d: 8, p: 1.25, dk: 14, k: 4.4, s: 5, l: [12, 80] },
  { d: 10, p: 1.5, dk: 17.5, k: 5.5, s: 6, l: [16, 90] },
  { d: 12, p: 1.75, dk: 21, k: 6.6, s: 8, l: [20, 90] },
  { d: 16, p: 2, dk: 28, k: 8.8, s: 10, l: [25, 90] },
];

/** Length series l of GB/T 70.2 used here (mm). */
export const BUTTON_SCREW_LENGTHS = [6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90];
