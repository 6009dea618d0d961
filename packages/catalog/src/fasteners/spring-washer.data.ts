// Standard spring lock washers, GB/T 93-1987, with materials and finishes of GB/T 94.1-2008.
//
// Source: GB/T 93-1987 表 — d (min), s(b) (nominal), H (max = 2.5 s) for sizes 2–48 (the bracketed
// second-choice sizes 33, 39, 45 are left out: we are not sure of their values). Materials per
// GB/T 94.1-2008: spring steel 65Mn, 70, 60Si2Mn; stainless 3Cr13, 1Cr18Ni9Ti; copper alloy QSi3-1.
// Finishes: spring steel black oxide (氧化) or phosphated (磷化), or zinc plated (镀锌钝化); others plain.

export interface SpringWasherRow {
  size: number;
  d: number;
  s: number;
  second?: boolean;
}

export const SPRING_WASHERS: SpringWasherRow[] = [
  { size: 2, d: 2.1, s: 0.5 },
  { size: 2.5, d: 2.6, s: 0.65 },
  { size: 3, d: 3.1, s: 0.8 },
  { size: 4, d: 4.1, s: 1.1 },
  { size: 5, d: 5.1, s: 1.3 },
  { size: 6, d: 6.1, s: 1.6 },
  { size: 8, d: 8.1, s: 2.1 },
  { size: 10, d: 10.2, s: 2.6 },
  { size: 12, d: 12.2, s: 3.1 },
  { size: 14, d: 14.2, s: 3.6, second: true },
  { size: 16, d: 16.2, s: 4.1 },
  { size: 18, d: 18.2, s: 4.5, second: true },
  { size: 20, d: 20.2, s: 5 },
  { size: 22, d: 22.5, s: 5.5, second: true },
  { size: 24, d: 24.5, s: 6 },
  { size: 27, d: 27.5, s: 6.8, second: true },
  { size: 30, d: 30.5, s: 7.5 },
  { size: 36, d: 36.5, s: 9 },
  { size: 42, d: 42.5, s: 10.5 },
  { size: 48, d: 48.5, s: 12 },
];

export const SPRING_WASHER_VARIANTS: Array<{ material: string; finish: string; code: string }> = [
  ...['65Mn', '70', '60Si2Mn'].flatMap((m) =>
    [
      ['氧化', 'BO'],
      ['磷化', 'PH'],
      ['镀锌钝化', 'ZN'],
    ].map(([f, c]) => ({ material: m, finish: f as string, code: `${m}-${c}` })),
  ),
  { material: '3Cr13', finish: '不经处理', code: '3Cr13' },
  { material: '1Cr18Ni9Ti', finish: '不经处理', code: '1Cr18Ni9Ti' },
  { material: 'QSi3-1', finish: '不经处理', code: 'QSi3-1' },
];
