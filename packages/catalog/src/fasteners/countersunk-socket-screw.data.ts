// Hexagon socket countersunk head screws, GB/T 70.3-2008 (ISO 10642:2004, MOD).
//
// Sources:
// - dk (theoretical max), k (max), s (nominal), b (reference), l range per size and the length series:
//   FreeCAD Fasteners workbench FsData/iso10642def.csv (dk_theo, csh_height, s_mean, b),
//   FsData/iso10642range.csv and FsData/iso10642length.csv, repository shaise/FreeCAD_FastenersWB,
//   cross-checked against ISO 10642:2004 表1. s is the nominal width across flats (the CSV gives the mean).
// - M2 and M2.5 are in the CSV but not in ISO 10642 / GB/T 70.3 (M3–M20), and their CSV values are
//   inconsistent (M2.5 b = 25); left out.
// - Property classes and finishes (技术条件): steel 8.8, 10.9, 12.9; stainless A2-70, A4-70; finish as for
//   GB/T 70.1 (steel black oxide / electroplated / zinc flake; stainless plain). Product grade A.

export interface CountersunkScrewRow {
  d: number;
  p: number;
  /** Head diameter dk (theoretical max), mm. */
  dk: number;
  /** Head height k (max), mm. */
  k: number;
  /** Hexagon socket width across flats s (nominal), mm. */
  s: number;
  /** Thread length b (reference), mm. */
  b: number;
  l: [number, number];
  second?: boolean;
}

export const COUNTERSUNK_SOCKET_SCREWS: CountersunkScrewRow[] = [
  { d: 3, p: 0.5, dk: 6.72, k: 1.86, s: 2, b: 18, l: [8, 30] },
  { d: 4, p: 0.7, dk: 8.96, k: 2.48, s: 2.5, b: 20, l: [8, 40] },
  { d: 5, p: 0.8, dk: 11.2, k: 3.1, s: 3, b: 22, l: [8, 50] },
  { d: 6, p: 1, dk: 13.44, k: 3.72, s: 4, b: 24, l: [8, 60] },
  { d: 8, p: 1.25, dk: 17.92, k: 4.96, s: 5, b: 28, l: [10, 80] },
  { d: 10, p: 1.5, dk: 22.4, k: 6.2, s: 6, b: 32, l: [12, 100] },
  { d: 12, p: 1.75, dk: 26.88, k: 7.44, s: 8, b: 36, l: [20, 100] },
  { d: 14, p: 2, dk: 30.8, k: 8.4, s: 10, b: 40, l: [25, 100], second: true },
  { d: 16, p: 2, dk: 33.6, k: 8.8, s: 10, b: 44, l: [30, 100] },
  { d: 20, p: 2.5, dk: 40.32, k: 10.16, s: 12, b: 52, l: [35, 100] },
];

/** Length series l of GB/T 70.3 (mm), as FsData/iso10642length.csv. */
export const COUNTERSUNK_SOCKET_SCREW_LENGTHS = [
  8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 100,
];
