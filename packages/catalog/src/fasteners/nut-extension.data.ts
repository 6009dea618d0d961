// Hexagon nuts beyond GB/T 6170: style 2 nuts, GB/T 6175-2016 (ISO 4033:2012, MOD), and prevailing torque
// type hexagon nuts with non-metallic insert, style 1, GB/T 889.1-2015 (ISO 7040:2012, MOD).
//
// Sources:
// - GB/T 6175: nut height m (max) from the FreeCAD Fasteners workbench FsData/iso4033def.csv (column m),
//   repository shaise/FreeCAD_FastenersWB, cross-checked against ISO 4033 表1. s and e (min) are those of
//   the shared hexagon table (fasteners/hex-bolt.data.ts THREADS, fasteners/hex-nut.data.ts NUT_E). Left out: M14 (the CSV gives
//   s = 22, ISO 4033 gives 21) and M36 (the CSV gives m = 33.1, where ISO 4033 gives 34.7 as we know the
//   table). Property class: only 12 is listed — the standard's other steel class(es) (9 and/or 10, by
//   edition) are left out rather than guessed. Finish as GB/T 6170 (as processed / electroplated / zinc
//   flake). Product grade A for D ≤ 16, B above.
// - GB/T 889.1: overall height h (max) and thread height m (min) from FsData/iso7040def.csv (h_max, m_min),
//   cross-checked against ISO 7040 表1; the CSV's s_max and e_min agree with the shared hexagon table for every
//   size, which the family uses. Property classes (技术条件): steel 5, 8, 10; insert polyamide. Finish: as
//   processed or electroplated (GB/T 5267.1); other finishes (zinc flake) and stainless grades are left out as
//   not sure. Product grade A for D ≤ 16, B above.

/** Style 2 nut height m (max), mm, by D (M14 and M36 left out, see above). */
export const STYLE2_NUT_M: Record<number, number> = {
  5: 5.1,
  6: 5.7,
  8: 7.5,
  10: 9.3,
  12: 12,
  16: 16.4,
  20: 20.3,
  24: 23.9,
  30: 28.6,
};

export const STYLE2_NUT_CLASSES = ['12'];

/** Nylon insert lock nut: overall height h (max) and thread height m (min), mm, by D. */
export const NYLON_INSERT_NUTS: Record<number, { h: number; m: number }> = {
  3: { h: 4.5, m: 2.15 },
  4: { h: 6, m: 2.9 },
  5: { h: 6.8, m: 4.4 },
  6: { h: 8, m: 4.9 },
  8: { h: 9.5, m: 6.44 },
  10: { h: 11.9, m: 8.04 },
  12: { h: 14.9, m: 10.37 },
  14: { h: 17, m: 12.1 },
  16: { h: 19.1, m: 14.1 },
  20: { h: 22.8, m: 16.9 },
  24: { h: 27.1, m: 20.2 },
  30: { h: 32.6, m: 24.3 },
  36: { h: 38.9, m: 29.4 },
};

export const NYLON_INSERT_NUT_CLASSES = ['5', '8', '10'];
