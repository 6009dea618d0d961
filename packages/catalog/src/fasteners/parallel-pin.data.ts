// Parallel pins, unhardened steel and austenitic stainless steel, GB/T 119.1-2000 (= ISO 2338:1997).
//
// Source: GB/T 119.1-2000 表1 — d (m6 / h8), c ≈, l range per d and the length series; 技术条件:
// steel hardness 125–245 HV30, austenitic stainless A1 210–280 HV30; finish: steel as processed,
// black oxide, phosphated (GB/T 11376), zinc plated and passivated (GB/T 5267.1); stainless plain.

export interface PinRow {
  d: number;
  c: number;
  l: [number, number];
}

export const PARALLEL_PINS: PinRow[] = [
  { d: 0.6, c: 0.12, l: [2, 6] },
  { d: 0.8, c: 0.16, l: [2, 8] },
  { d: 1, c: 0.2, l: [4, 10] },
  { d: 1.2, c: 0.25, l: [4, 12] },
  { d: 1.5, c: 0.3, l: [4, 16] },
  { d: 2, c: 0.35, l: [6, 20] },
  { d: 2.5, c: 0.4, l: [6, 24] },
  { d: 3, c: 0.5, l: [8, 30] },
  { d: 4, c: 0.63, l: [8, 40] },
  { d: 5, c: 0.8, l: [10, 50] },
  { d: 6, c: 1.2, l: [12, 60] },
  { d: 8, c: 1.6, l: [14, 80] },
  { d: 10, c: 2, l: [18, 95] },
  { d: 12, c: 2.5, l: [22, 140] },
  { d: 16, c: 3, l: [26, 180] },
  { d: 20, c: 3.5, l: [35, 200] },
  { d: 25, c: 4, l: [50, 200] },
  { d: 30, c: 5, l: [60, 200] },
  { d: 40, c: 6.3, l: [80, 200] },
  { d: 50, c: 8, l: [95, 200] },
];

export const PIN_LENGTHS = [
  2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80,
  85, 90, 95, 100, 120, 140, 160, 180, 200,
];

export const PIN_VARIANTS: Array<{ tolerance: 'm6' | 'h8'; material: string; finish: string; code: string }> =
  (['m6', 'h8'] as const).flatMap((t) => [
    ...[
      ['不经处理', 'PL'],
      ['氧化', 'BO'],
      ['磷化', 'PH'],
      ['镀锌钝化', 'ZN'],
    ].map(([f, c]) => ({ tolerance: t, material: '钢', finish: f as string, code: `${t}-ST-${c}` })),
    { tolerance: t, material: '奥氏体不锈钢 A1', finish: '简单处理', code: `${t}-A1` },
  ]);
