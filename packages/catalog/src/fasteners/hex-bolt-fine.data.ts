// Hexagon head bolts with metric fine pitch thread: partial thread, GB/T 5786-2016 (ISO 8765:2011, MOD), and
// full thread, GB/T 5785-2016 (ISO 8676:2011, MOD).
//
// Sources:
// - Sizes d × P, width across flats s (nominal), head height k (nominal) and the l range per size: FreeCAD
//   Fasteners workbench FsData/iso8765def.csv (s_nom_max, k_nom, ISO8765range) and FsData/iso8676def.csv
//   (s, k, ISO8676range), repository shaise/FreeCAD_FastenersWB; cross-checked against ISO 8765 / ISO 8676
//   表1: s and k are those of GB/T 5782 / ISO 4014 for the same d (fasteners/hex-bolt.data.ts THREADS, HEX_BOLT_K).
//   The length series is the standards' l series (the CSVs' ISO8765length / ISO8676length, 55 and 65 being
//   the non-preferred lengths), i.e. fasteners/hex-bolt.data.ts BOLT_LENGTHS.
// - Reference thread length b (GB/T 5786): the CSV's b_1 / b_2 / b_3 = 2d+6 (l ≤ 125), 2d+12 (125 < l ≤ 200),
//   2d+25 (l > 200), as GB/T 5782 (fasteners/hex-bolt.data.ts gb5782B).
// - Product grade: A for d ≤ 24 and l ≤ 10d or 150 mm (the shorter), B otherwise (as GB/T 5782; the CSV has
//   no grade A values above M24).
// - GB/T 5785 sizes left out: M10×1 and M10×1.25 (the CSV gives s = 15, ISO 8676 gives 16), M24×2, M30×2 and
//   M36×3 (the CSV gives l = 40–200 for each, out of line with its neighbouring sizes' ranges, e.g. M22×1.5
//   45–220, M27×2 55–260; unclear, so not listed).
// - Property classes and finishes (技术条件, = ISO 8765 / ISO 8676 table 2): steel 5.6, 8.8, 10.9 for
//   d ≤ 39 (above as agreed); stainless A2-70/A4-70 (d ≤ 24), A2-50/A4-50 (24 < d ≤ 39, above as agreed);
//   non-ferrous CU2, CU3, AL4. Finish: steel as processed / electroplated (GB/T 5267.1) / zinc flake
//   (GB/T 5267.2); stainless and non-ferrous plain — fasteners/hex-bolt.data.ts boltClasses().

export interface FineBoltRow {
  d: number;
  /** Fine pitch P, mm. */
  p: number;
  /** Width across flats s (nominal = max), mm. */
  s: number;
  /** Head height k (nominal), mm. */
  k: number;
  /** Non-preferred size (printed in brackets). */
  second?: boolean;
  l: [number, number];
}

/** GB/T 5786 (ISO 8765), partial thread: FsData/iso8765def.csv. */
export const FINE_BOLTS_PARTIAL: FineBoltRow[] = [
  { d: 8, p: 1, s: 13, k: 5.3, l: [40, 80] },
  { d: 10, p: 1, s: 16, k: 6.4, l: [45, 100] },
  { d: 10, p: 1.25, s: 16, k: 6.4, second: true, l: [45, 100] },
  { d: 12, p: 1.5, s: 18, k: 7.5, l: [50, 120] },
  { d: 12, p: 1.25, s: 18, k: 7.5, second: true, l: [50, 120] },
  { d: 14, p: 1.5, s: 21, k: 8.8, second: true, l: [60, 140] },
  { d: 16, p: 1.5, s: 24, k: 10, l: [65, 160] },
  { d: 18, p: 1.5, s: 27, k: 11.5, second: true, l: [70, 180] },
  { d: 20, p: 1.5, s: 30, k: 12.5, l: [80, 200] },
  { d: 20, p: 2, s: 30, k: 12.5, second: true, l: [80, 200] },
  { d: 22, p: 1.5, s: 34, k: 14, second: true, l: [90, 220] },
  { d: 24, p: 2, s: 36, k: 15, l: [100, 240] },
  { d: 27, p: 2, s: 41, k: 17, second: true, l: [110, 260] },
  { d: 30, p: 2, s: 46, k: 18.7, l: [120, 300] },
  { d: 33, p: 2, s: 50, k: 21, second: true, l: [130, 320] },
  { d: 36, p: 3, s: 55, k: 22.5, l: [140, 360] },
  { d: 39, p: 3, s: 60, k: 25, second: true, l: [150, 380] },
  { d: 42, p: 3, s: 65, k: 26, l: [160, 440] },
  { d: 45, p: 3, s: 70, k: 28, second: true, l: [180, 440] },
  { d: 48, p: 3, s: 75, k: 30, l: [200, 480] },
  { d: 52, p: 4, s: 80, k: 33, second: true, l: [200, 480] },
  { d: 56, p: 4, s: 85, k: 35, l: [220, 500] },
  { d: 60, p: 4, s: 90, k: 38, second: true, l: [240, 500] },
  { d: 64, p: 4, s: 95, k: 40, l: [260, 500] },
];

/** GB/T 5785 (ISO 8676), full thread: FsData/iso8676def.csv (M10, M24, M30, M36 left out, see above). */
export const FINE_BOLTS_FULL: FineBoltRow[] = [
  { d: 8, p: 1, s: 13, k: 5.3, l: [16, 80] },
  { d: 12, p: 1.5, s: 18, k: 7.5, l: [25, 120] },
  { d: 12, p: 1.25, s: 18, k: 7.5, second: true, l: [25, 120] },
  { d: 14, p: 1.5, s: 21, k: 8.8, second: true, l: [30, 140] },
  { d: 16, p: 1.5, s: 24, k: 10, l: [35, 160] },
  { d: 18, p: 1.5, s: 27, k: 11.5, second: true, l: [35, 180] },
  { d: 20, p: 1.5, s: 30, k: 12.5, l: [40, 200] },
  { d: 20, p: 2, s: 30, k: 12.5, second: true, l: [40, 200] },
  { d: 22, p: 1.5, s: 34, k: 14, second: true, l: [45, 220] },
  { d: 27, p: 2, s: 41, k: 17, second: true, l: [55, 260] },
  { d: 33, p: 2, s: 50, k: 21, second: true, l: [65, 360] },
  { d: 39, p: 3, s: 60, k: 25, second: true, l: [80, 380] },
  { d: 42, p: 3, s: 65, k: 26, l: [90, 420] },
  { d: 45, p: 3, s: 70, k: 28, second: true, l: [90, 440] },
  { d: 48, p: 3, s: 75, k: 30, l: [100, 480] },
  { d: 52, p: 4, s: 80, k: 33, second: true, l: [100, 500] },
  { d: 56, p: 4, s: 85, k: 35, l: [120, 500] },
  { d: 60, p: 4, s: 90, k: 38, second: true, l: [120, 500] },
  { d: 64, p: 4, s: 95, k: 40, l: [130, 500] },
];
