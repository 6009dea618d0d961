// Hexagon nuts, style 1, GB/T 6170-2015 (= ISO 4032:2012).
//
// Source: GB/T 6170-2015 表1 — m (max), e (min) and s (= the hexagon table in fasteners/hex-bolt.data.ts);
// product grade A for D ≤ 16, B for D > 16; 技术条件: steel 6, 8, 10 for M3 ≤ D ≤ M39 (others as
// agreed); stainless A2-70/A4-70 (D ≤ 24), A2-50/A4-50 (24 < D ≤ 39); non-ferrous CU2, CU3, AL4;
// finish as for the bolts (steel as processed / electroplated / zinc flake; others plain).

/** Nut height m (max), mm, by D. */
export const NUT_M: Record<number, number> = {
  1.6: 1.3,
  2: 1.6,
  2.5: 2,
  3: 2.4,
  3.5: 2.8,
  4: 3.2,
  5: 4.7,
  6: 5.2,
  8: 6.8,
  10: 8.4,
  12: 10.8,
  14: 12.8,
  16: 14.8,
  18: 15.8,
  20: 18,
  22: 19.4,
  24: 21.5,
  27: 23.8,
  30: 25.6,
  33: 28.7,
  36: 31,
  39: 33.4,
  42: 34,
  45: 36,
  48: 38,
  52: 42,
  56: 45,
  60: 48,
  64: 51,
};

/** Width across corners e (min), mm, by D. */
export const NUT_E: Record<number, number> = {
  1.6: 3.41,
  2: 4.32,
  2.5: 5.45,
  3: 6.01,
  3.5: 6.58,
  4: 7.66,
  5: 8.79,
  6: 11.05,
  8: 14.38,
  10: 17.77,
  12: 20.03,
  14: 23.36,
  16: 26.75,
  18: 29.56,
  20: 32.95,
  22: 37.29,
  24: 39.55,
  27: 45.2,
  30: 50.85,
  33: 55.37,
  36: 60.79,
  39: 66.44,
  42: 71.3,
  45: 76.95,
  48: 82.6,
  52: 88.25,
  56: 93.56,
  60: 99.21,
  64: 104.86,
};

export function nutClasses(
  d: number,
): Array<{ material: '钢' | '不锈钢' | '有色金属'; propertyClass: string; finish: string }> {
  const out: Array<{ material: '钢' | '不锈钢' | '有色金属'; propertyClass: string; finish: string }> = [];
  const steel = d >= 3 && d <= 39 ? ['6', '8', '10'] : ['按协议'];
  for (const c of steel)
    for (const f of ['不经处理', '电镀', '非电解锌片涂层'])
      out.push({ material: '钢', propertyClass: c, finish: f });
  const stainless = d <= 24 ? ['A2-70', 'A4-70'] : d <= 39 ? ['A2-50', 'A4-50'] : ['按协议'];
  for (const c of stainless) out.push({ material: '不锈钢', propertyClass: c, finish: '简单处理' });
  for (const c of ['CU2', 'CU3', 'AL4'])
    out.push({ material: '有色金属', propertyClass: c, finish: '简单处理' });
  return out;
}
