// Hexagon socket head cap screws, GB/T 70.1-2008 (= ISO 4762:2004).
//
// Source: GB/T 70.1-2008 表1 — dk (max, plain head), k (max = d), s (nominal), b (reference, = 2d+12),
// l range (commercial lengths) and the length series; 技术条件 table: steel 8.8, 10.9, 12.9 for
// 3 ≤ d ≤ 39 (others as agreed); stainless A2-70/A4-70 (d ≤ 24), A2-50/A4-50 (24 < d ≤ 39);
// non-ferrous CU2, CU3. Finish: steel black oxide (氧化), electroplated (GB/T 5267.1), zinc flake
// (GB/T 5267.2); stainless plain; non-ferrous plain or electroplated.

export interface SocketScrewRow {
  d: number;
  p: number;
  dk: number;
  k: number;
  s: number;
  b: number;
  l: [number, number];
  second?: boolean;
}

export const SOCKET_SCREWS: SocketScrewRow[] = [
  { d: 1.6, p: 0.35, dk: 3, k: 1.6, s: 1.5, b: 15, l: [2.5, 16] },
  { d: 2, p: 0.4, dk: 3.8, k: 2, s: 1.5, b: 16, l: [3, 20] },
  { d: 2.5, p: 0.45, dk: 4.5, k: 2.5, s: 2, b: 17, l: [4, 25] },
  { d: 3, p: 0.5, dk: 5.5, k: 3, s: 2.5, b: 18, l: [5, 30] },
  { d: 4, p: 0.7, dk: 7, k: 4, s: 3, b: 20, l: [6, 40] },
  { d: 5, p: 0.8, dk: 8.5, k: 5, s: 4, b: 22, l: [8, 50] },
  { d: 6, p: 1, dk: 10, k: 6, s: 5, b: 24, l: [10, 60] },
  { d: 8, p: 1.25, dk: 13, k: 8, s: 6, b: 28, l: [12, 80] },
  { d: 10, p: 1.5, dk: 16, k: 10, s: 8, b: 32, l: [16, 100] },
  { d: 12, p: 1.75, dk: 18, k: 12, s: 10, b: 36, l: [20, 120] },
  { d: 14, p: 2, dk: 21, k: 14, s: 12, b: 40, l: [25, 140], second: true },
  { d: 16, p: 2, dk: 24, k: 16, s: 14, b: 44, l: [25, 160] },
  { d: 20, p: 2.5, dk: 30, k: 20, s: 17, b: 52, l: [30, 200] },
  { d: 24, p: 3, dk: 36, k: 24, s: 19, b: 60, l: [40, 200] },
  { d: 30, p: 3.5, dk: 45, k: 30, s: 22, b: 72, l: [45, 200] },
  { d: 36, p: 4, dk: 54, k: 36, s: 27, b: 84, l: [55, 200] },
  { d: 42, p: 4.5, dk: 63, k: 42, s: 32, b: 96, l: [60, 300] },
  { d: 48, p: 5, dk: 72, k: 48, s: 36, b: 108, l: [70, 300] },
  { d: 56, p: 5.5, dk: 84, k: 56, s: 41, b: 124, l: [80, 300] },
  { d: 64, p: 6, dk: 96, k: 64, s: 46, b: 140, l: [90, 300] },
];

/** Length series l of GB/T 70.1 (mm). */
export const SOCKET_SCREW_LENGTHS = [
  2.5, 3, 4, 5, 6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 100, 110, 120, 130, 140,
  150, 160, 180, 200, 220, 240, 260, 280, 300,
];

export function socketScrewClasses(
  d: number,
): Array<{ material: '钢' | '不锈钢' | '有色金属'; propertyClass: string; finish: string }> {
  const out: Array<{ material: '钢' | '不锈钢' | '有色金属'; propertyClass: string; finish: string }> = [];
  const steel = d >= 3 && d <= 39 ? ['8.8', '10.9', '12.9'] : ['按协议'];
  for (const c of steel)
    for (const f of ['氧化', '电镀', '非电解锌片涂层'])
      out.push({ material: '钢', propertyClass: c, finish: f });
  const stainless = d <= 24 ? ['A2-70', 'A4-70'] : d <= 39 ? ['A2-50', 'A4-50'] : ['按协议'];
  for (const c of stainless) out.push({ material: '不锈钢', propertyClass: c, finish: '简单处理' });
  for (const c of ['CU2', 'CU3'])
    for (const f of ['简单处理', '电镀']) out.push({ material: '有色金属', propertyClass: c, finish: f });
  return out;
}
