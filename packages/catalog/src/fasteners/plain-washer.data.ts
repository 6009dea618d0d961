// Plain washers, normal series, product grade A, GB/T 97.1-2002 (= ISO 7089:2000).
//
// Source: GB/T 97.1-2002 表1 — d1 (min), d2 (max), h (nominal) for sizes 1.6–64; 技术条件:
// steel 200 HV and 300 HV (300 HV quenched and tempered); stainless steel A2, A4, F1, C1, C4 (200 HV);
// finish: steel as processed, electroplated (GB/T 5267.1), zinc flake (GB/T 5267.2); stainless plain.

export interface PlainWasherRow {
  size: number;
  d1: number;
  d2: number;
  h: number;
}

export const PLAIN_WASHERS: PlainWasherRow[] = [
  { size: 1.6, d1: 1.7, d2: 4, h: 0.3 },
  { size: 2, d1: 2.2, d2: 5, h: 0.3 },
  { size: 2.5, d1: 2.7, d2: 6, h: 0.5 },
  { size: 3, d1: 3.2, d2: 7, h: 0.5 },
  { size: 4, d1: 4.3, d2: 9, h: 0.8 },
  { size: 5, d1: 5.3, d2: 10, h: 1 },
  { size: 6, d1: 6.4, d2: 12, h: 1.6 },
  { size: 8, d1: 8.4, d2: 16, h: 1.6 },
  { size: 10, d1: 10.5, d2: 20, h: 2 },
  { size: 12, d1: 13, d2: 24, h: 2.5 },
  { size: 14, d1: 15, d2: 28, h: 2.5 },
  { size: 16, d1: 17, d2: 30, h: 3 },
  { size: 20, d1: 21, d2: 37, h: 3 },
  { size: 24, d1: 25, d2: 44, h: 4 },
  { size: 30, d1: 31, d2: 56, h: 4 },
  { size: 36, d1: 37, d2: 66, h: 5 },
  { size: 42, d1: 45, d2: 78, h: 8 },
  { size: 48, d1: 52, d2: 92, h: 8 },
  { size: 56, d1: 62, d2: 105, h: 10 },
  { size: 64, d1: 70, d2: 115, h: 10 },
];

export const PLAIN_WASHER_CLASSES: Array<{
  material: '钢' | '不锈钢';
  propertyClass: string;
  finish: string;
}> = [
  ...['200HV', '300HV'].flatMap((c) =>
    ['不经处理', '电镀', '非电解锌片涂层'].map((f) => ({
      material: '钢' as const,
      propertyClass: c,
      finish: f,
    })),
  ),
  ...['A2', 'A4', 'F1', 'C1', 'C4'].map((c) => ({
    material: '不锈钢' as const,
    propertyClass: c,
    finish: '简单处理',
  })),
];
