// Hexagon thin nuts (chamfered), GB/T 6172.1-2016 (ISO 4035:2012, MOD).
//
// Sources:
// - Nut height m (max) per size: FreeCAD Fasteners workbench FsData/iso4035def.csv (column m), repository
//   shaise/FreeCAD_FastenersWB, cross-checked against ISO 4035 表1. Width across flats s and width across
//   corners e (min) are those of the hexagon table shared with GB/T 6170 (fasteners/hex-bolt.data.ts THREADS,
//   fasteners/hex-nut.data.ts NUT_E); the CSV's s agrees with them for every size kept.
// - M14 is left out: the CSV gives s = 22 (the old DIN 439 value) where ISO 4035 / GB/T 6172.1 give 21.
//   The CSV's e column is rounded (e.g. 14.5 for M8 against 14.38 min) and is not used.
// - Product grade A for D ≤ 16, B for D > 16.
// - Property classes and finishes (技术条件, = ISO 4035 table 2): steel 04, 05 for M3 ≤ D ≤ M39 (others as
//   agreed); stainless A2-035/A4-035 (D ≤ 24), A2-025/A4-025 (24 < D ≤ 39), as agreed above; non-ferrous
//   CU2, CU3, AL4. Finish: steel as processed / electroplated (GB/T 5267.1) / zinc flake (GB/T 5267.2);
//   stainless and non-ferrous plain.

/** Thin nut height m (max), mm, by D (M14 left out, see above). */
export const THIN_NUT_M: Record<number, number> = {
  1.6: 1,
  2: 1.2,
  2.5: 1.6,
  3: 1.8,
  3.5: 2,
  4: 2.2,
  5: 2.7,
  6: 3.2,
  8: 4,
  10: 5,
  12: 6,
  16: 8,
  18: 9,
  20: 10,
  22: 11,
  24: 12,
  27: 13.5,
  30: 15,
  33: 16.5,
  36: 18,
  39: 19.5,
  42: 21,
  45: 22.5,
  48: 24,
  52: 26,
  56: 28,
  60: 30,
  64: 32,
};

export function thinNutClasses(
  d: number,
): Array<{ material: '钢' | '不锈钢' | '有色金属'; propertyClass: string; finish: string }> {
  const out: Array<{ material: '钢' | '不锈钢' | '有色金属'; propertyClass: string; finish: string }> = [];
  const steel = d >= 3 && d <= 39 ? ['04', '05'] : ['按协议'];
  for (const c of steel)
    for (const f of ['不经处理', '电镀', '非电解锌片涂层'])
      out.push({ material: '钢', propertyClass: c, finish: f });
  const stainless = d <= 24 ? ['A2-035', 'A4-035'] : d <= 39 ? ['A2-025', 'A4-025'] : ['按协议'];
  for (const c of stainless) out.push({ material: '不锈钢', propertyClass: c, finish: '简单处理' });
  for (const c of ['CU2', 'CU3', 'AL4'])
    out.push({ material: '有色金属', propertyClass: c, finish: '简单处理' });
  return out;
}
