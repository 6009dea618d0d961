// Hexagon head bolts and the shared metric coarse thread / hexagon table.
//
// Sources:
// - Coarse pitch P: GB/T 193-2003 / GB/T 196 (ISO 261, ISO 724), first and second choice sizes.
// - Width across flats s and head height k (nominal): GB/T 5782-2016 表1 (= ISO 4014:2011, table 1) and
//   GB/T 5783-2016 (= ISO 4017:2014); s for M10/M12/M14/M22 follows the ISO values 16/18/21/34.
// - Reference thread length b: GB/T 5782-2016 表1 — b = 2d+6 (l ≤ 125), 2d+12 (125 < l ≤ 200),
//   2d+25 (l > 200); M1.6 is 9 in the table.
// - Length ranges (commercial lengths) per size: GB/T 5782-2016 表1 and GB/T 5783-2016 表1; the length
//   series is the standard's table of l (55 and 65 are the non-preferred lengths in brackets).
// - Product grade: A for d ≤ 24 and l ≤ 10d or l ≤ 150 (the shorter), B otherwise (GB/T 5782 §4).
// - Property classes and finishes: GB/T 5782-2016 / GB/T 5783-2016 表 "技术条件" (= ISO 4014 table 2):
//   steel 5.6, 8.8, 10.9 for 3 ≤ d ≤ 39 (other sizes as agreed); stainless A2-70/A4-70 for d ≤ 24,
//   A2-50/A4-50 for 24 < d ≤ 39; non-ferrous CU2, CU3, AL4. Finish: steel as processed, electroplated
//   (GB/T 5267.1), non-electrolytic zinc flake (GB/T 5267.2); stainless and non-ferrous plain (简单处理).

export interface ThreadRow {
  /** Nominal diameter d in mm. */
  d: number;
  /** Coarse pitch P in mm. */
  p: number;
  /** Width across flats s (nominal = max) of hexagon heads and nuts, mm. */
  s: number;
  /** Second choice size (printed in brackets in the standards). */
  second?: boolean;
}

export const THREADS: ThreadRow[] = [
  { d: 1.6, p: 0.35, s: 3.2 },
  { d: 2, p: 0.4, s: 4 },
  { d: 2.5, p: 0.45, s: 5 },
  { d: 3, p: 0.5, s: 5.5 },
  { d: 3.5, p: 0.6, s: 6, second: true },
  { d: 4, p: 0.7, s: 7 },
  { d: 5, p: 0.8, s: 8 },
  { d: 6, p: 1, s: 10 },
  { d: 8, p: 1.25, s: 13 },
  { d: 10, p: 1.5, s: 16 },
  { d: 12, p: 1.75, s: 18 },
  { d: 14, p: 2, s: 21, second: true },
  { d: 16, p: 2, s: 24 },
  { d: 18, p: 2.5, s: 27, second: true },
  { d: 20, p: 2.5, s: 30 },
  { d: 22, p: 2.5, s: 34, second: true },
  { d: 24, p: 3, s: 36 },
  { d: 27, p: 3, s: 41, second: true },
  { d: 30, p: 3.5, s: 46 },
  { d: 33, p: 3.5, s: 50, second: true },
  { d: 36, p: 4, s: 55 },
  { d: 39, p: 4, s: 60, second: true },
  { d: 42, p: 4.5, s: 65 },
  { d: 45, p: 4.5, s: 70, second: true },
  { d: 48, p: 5, s: 75 },
  { d: 52, p: 5, s: 80, second: true },
  { d: 56, p: 5.5, s: 85 },
  { d: 60, p: 5.5, s: 90, second: true },
  { d: 64, p: 6, s: 95 },
];

/** Head height k (nominal) of GB/T 5782 / GB/T 5783 hexagon head bolts, mm, by d. */
export const HEX_BOLT_K: Record<number, number> = {
  1.6: 1.1,
  2: 1.4,
  2.5: 1.7,
  3: 2,
  3.5: 2.4,
  4: 2.8,
  5: 3.5,
  6: 4,
  8: 5.3,
  10: 6.4,
  12: 7.5,
  14: 8.8,
  16: 10,
  18: 11.5,
  20: 12.5,
  22: 14,
  24: 15,
  27: 17,
  30: 18.7,
  33: 21,
  36: 22.5,
  39: 25,
  42: 26,
  45: 28,
  48: 30,
  52: 33,
  56: 35,
  60: 38,
  64: 40,
};

/** Length series l of GB/T 5782 / GB/T 5783 (mm). */
export const BOLT_LENGTHS = [
  2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 100, 110, 120, 130, 140,
  150, 160, 180, 200, 220, 240, 260, 280, 300, 320, 340, 360, 380, 400, 420, 440, 460, 480, 500,
];

/** GB/T 5782-2016 (partial thread) l range per d, mm. */
export const GB5782_L_RANGE: Record<number, [number, number]> = {
  1.6: [12, 16],
  2: [16, 20],
  2.5: [16, 25],
  3: [20, 30],
  3.5: [20, 35],
  4: [25, 40],
  5: [25, 50],
  6: [30, 60],
  8: [40, 80],
  10: [45, 100],
  12: [50, 120],
  14: [60, 140],
  16: [65, 160],
  18: [70, 180],
  20: [80, 200],
  22: [90, 220],
  24: [90, 240],
  27: [100, 260],
  30: [110, 300],
  33: [130, 320],
  36: [140, 360],
  39: [150, 380],
  42: [160, 440],
  45: [180, 440],
  48: [180, 480],
  52: [200, 480],
  56: [220, 500],
  60: [240, 500],
  64: [260, 500],
};

/**
 * GB/T 5783 (full thread) l range per d, mm. For M16–M24 the upper end is capped at 150, the shorter
 * of the 2000 and 2016 editions' ranges as we know them, so that no length outside the standard is listed.
 */
export const GB5783_L_RANGE: Record<number, [number, number]> = {
  1.6: [2, 16],
  2: [4, 20],
  2.5: [5, 25],
  3: [6, 30],
  3.5: [8, 35],
  4: [8, 40],
  5: [10, 50],
  6: [12, 60],
  8: [16, 80],
  10: [20, 100],
  12: [25, 120],
  14: [30, 140],
  16: [30, 150],
  18: [35, 150],
  20: [40, 150],
  22: [45, 150],
  24: [50, 150],
  27: [55, 200],
  30: [60, 200],
  33: [65, 200],
  36: [70, 200],
  39: [80, 200],
  42: [80, 200],
  45: [90, 200],
  48: [100, 200],
  52: [100, 200],
  56: [110, 200],
  60: [120, 200],
  64: [120, 200],
};

/** Reference thread length b of GB/T 5782 for a bolt of diameter d and length l (mm). */
export function gb5782B(d: number, l: number): number {
  if (d === 1.6) return 9;
  if (l <= 125) return 2 * d + 6;
  if (l <= 200) return 2 * d + 12;
  return 2 * d + 25;
}

/** Product grade of GB/T 5782 / 5783 bolts. */
export function boltGrade(d: number, l: number): 'A' | 'B' {
  return d <= 24 && l <= Math.min(10 * d, 150) ? 'A' : 'B';
}

export interface ClassFinish {
  material: '钢' | '不锈钢' | '有色金属';
  propertyClass: string;
  finish: string;
}

const STEEL_FINISHES = ['不经处理', '电镀', '非电解锌片涂层'];

/** Property class × finish combinations GB/T 5782/5783 (ISO 4014/4017) define for a size. */
export function boltClasses(d: number, steelClasses = ['5.6', '8.8', '10.9']): ClassFinish[] {
  const out: ClassFinish[] = [];
  const steel = d >= 3 && d <= 39 ? steelClasses : ['按协议'];
  for (const c of steel)
    for (const f of STEEL_FINISHES) out.push({ material: '钢', propertyClass: c, finish: f });
  const stainless = d <= 24 ? ['A2-70', 'A4-70'] : d <= 39 ? ['A2-50', 'A4-50'] : ['按协议'];
  for (const c of stainless) out.push({ material: '不锈钢', propertyClass: c, finish: '简单处理' });
  for (const c of ['CU2', 'CU3', 'AL4'])
    out.push({ material: '有色金属', propertyClass: c, finish: '简单处理' });
  return out;
}

export const FINISH_CODE: Record<string, string> = {
  不经处理: 'PL',
  氧化: 'BO',
  电镀: 'EP',
  非电解锌片涂层: 'ZF',
  磷化: 'PH',
  镀锌钝化: 'ZN',
  简单处理: 'PS',
};
