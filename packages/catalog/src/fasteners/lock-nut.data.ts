// Prevailing torque type hexagon nuts beyond GB/T 889.1:
// - GB/T 6184 1型全金属六角锁紧螺母 (ISO 7719, prevailing torque type all-metal hexagon nuts, style 1);
// - GB/T 6172.2 非金属嵌件六角锁紧薄螺母 (ISO 10511, prevailing torque type hexagon thin nuts with
//   non-metallic insert).
// The GB numbers and names are as the foreword of GB/T 6185.1-2016 lists the series "六角锁紧螺母" (stored text
// of the standard on guifanku.com/837825.html; it also names GB/T 6185.1 2型全金属 = ISO 7042, left out here: the
// workbench has no table for it). GB/T 6172.2 is the 2016 edition aligned with ISO 10511, M3–M36 (korea-
// transmission.com post "GB/T 6172.2-2016 Hex Thin Lock Nuts Non-Metallic Insert"); the edition year of GB/T 6184
// is not confirmed by a stored source and is not stated on its items (standard: "GB/T 6184").
//
// Sources:
// - GB/T 6184: overall height h (max), width across flats s (max) and across corners e (min) from the FreeCAD
//   Fasteners workbench FsData/iso7719def.csv (h_max, s_max, e_min; M5–M36, M14, M18, M22 second choice),
//   repository shaise/FreeCAD_FastenersWB; s and e agree with the shared hexagon table (fasteners/hex-bolt.data.ts THREADS,
//   fasteners/hex-nut.data.ts NUT_E) for every size. Property classes 5, 8 and 10: the classes in the title of ISO 7719
//   ("… style 1 — Property classes 5, 8 and 10"). Finish: as processed or electroplated (GB/T 5267.1); other
//   finishes are left out as not sure (as GB/T 889.1 in fasteners/nut-extension.data.ts). Product grade A for D ≤ 16,
//   B above.
// - GB/T 6172.2: h (max) and thread height m (min) from FsData/iso10511def.csv (h_max, m_min; M3–M36), s (max)
//   agreeing with THREADS; e (min) from the shared NUT_E (the CSV gives 23.35 for M14 where ISO 4032 and the
//   shared table give 23.36; the other sizes agree). Property classes 04 and 05 (steel, the thin nut classes of
//   GB/T 3098.2 as GB/T 6172.1 uses them); the stainless rows are left out as not sure. Finish: as processed or
//   electroplated. Product grade A for D ≤ 16, B above.

/** GB/T 6184 (ISO 7719) all-metal lock nut, style 1: h (max) and e (min), mm, by D. */
export const ALL_METAL_LOCK_NUTS: Record<number, { h: number; e: number }> = {
  5: { h: 5.3, e: 8.79 },
  6: { h: 5.9, e: 11.05 },
  8: { h: 7.1, e: 14.38 },
  10: { h: 9, e: 17.77 },
  12: { h: 11.6, e: 20.03 },
  14: { h: 13.2, e: 23.36 },
  16: { h: 15.2, e: 26.75 },
  18: { h: 17, e: 29.56 },
  20: { h: 19, e: 32.95 },
  22: { h: 21, e: 37.29 },
  24: { h: 23, e: 39.55 },
  30: { h: 26.9, e: 50.85 },
  36: { h: 32.5, e: 60.79 },
};

export const ALL_METAL_LOCK_NUT_CLASSES = ['5', '8', '10'];

/** GB/T 6172.2 (ISO 10511) thin nylon insert lock nut: h (max) and m (min), mm, by D. */
export const THIN_NYLON_INSERT_NUTS: Record<number, { h: number; m: number }> = {
  3: { h: 3.9, m: 1.55 },
  4: { h: 5, m: 1.95 },
  5: { h: 5, m: 2.45 },
  6: { h: 6, m: 2.9 },
  8: { h: 6.76, m: 3.7 },
  10: { h: 8.56, m: 4.7 },
  12: { h: 10.23, m: 5.7 },
  14: { h: 11.32, m: 6.42 },
  16: { h: 12.42, m: 7.42 },
  20: { h: 14.9, m: 9.1 },
  24: { h: 17.8, m: 10.9 },
  30: { h: 22.2, m: 13.9 },
  36: { h: 25.5, m: 16.9 },
};

export const THIN_NYLON_INSERT_NUT_CLASSES = ['04', '05'];

/** Finishes listed for both (as processed, electroplated GB/T 5267.1). */
export const LOCK_NUT_FINISHES = ['不经处理', '电镀'];
