// Parallel pins of hardened steel and martensitic stainless steel, GB/T 119.2-2000 (ISO 8734:1997).
//
// Sources:
// - d (m6), c ≈, l range per d: FreeCAD Fasteners workbench FsData/iso8734def.csv and
//   FsData/iso8734range.csv; length series FsData/iso8734length.csv (= PIN_LENGTHS of fasteners/parallel-pin.data.ts
//   from 3 to 100), repository shaise/FreeCAD_FastenersWB; cross-checked against ISO 8734 表1.
// - Types and materials (技术条件): type A through hardened steel (普通淬火), type B case hardened steel
//   (表面淬火); martensitic stainless steel C1. Only the plain (as processed) surface is listed: other
//   coatings are by agreement.

import type { PinRow } from './parallel-pin.data.ts';

export const HARDENED_PINS: PinRow[] = [
  { d: 1, c: 0.2, l: [3, 10] },
  { d: 1.5, c: 0.3, l: [4, 16] },
  { d: 2, c: 0.35, l: [5, 20] },
  { d: 2.5, c: 0.4, l: [6, 24] },
  { d: 3, c: 0.5, l: [8, 30] },
  { d: 4, c: 0.63, l: [10, 40] },
  { d: 5, c: 0.8, l: [12, 50] },
  { d: 6, c: 1.2, l: [14, 60] },
  { d: 8, c: 1.6, l: [18, 80] },
  { d: 10, c: 2, l: [22, 100] },
  { d: 12, c: 2.5, l: [26, 100] },
  { d: 16, c: 3, l: [40, 100] },
  { d: 20, c: 3.5, l: [50, 100] },
];

/** Steel pins carry their type (A or B); C1 stainless pins have none. */
export const HARDENED_PIN_VARIANTS: Array<{
  type: string | null;
  letter: 'A' | 'B' | null;
  material: string;
  finish: string;
  code: string;
}> = [
  { type: 'A型 (普通淬火)', letter: 'A', material: '钢', finish: '不经处理', code: 'A-ST' },
  { type: 'B型 (表面淬火)', letter: 'B', material: '钢', finish: '不经处理', code: 'B-ST' },
  { type: null, letter: null, material: '马氏体不锈钢 C1', finish: '简单处理', code: 'C1' },
];
