// Parallel keys (普通型 平键), GB/T 1096-2003.
//
// Source: GB/T 1096-2003 表1 — b × h, chamfer or radius s (min–max), length range per size and the length
// series; forms A (round ends), B (square ends), C (one round end). Designation: "GB/T 1096 键 16×10×100"
// (form A), "GB/T 1096 键 B 16×10×100". Material: steel as the standard's note gives (commonly 45).

export interface KeyRow {
  b: number;
  h: number;
  s: [number, number];
  l: [number, number];
}

export const PARALLEL_KEYS: KeyRow[] = [
  { b: 2, h: 2, s: [0.16, 0.25], l: [6, 20] },
  { b: 3, h: 3, s: [0.16, 0.25], l: [6, 36] },
  { b: 4, h: 4, s: [0.25, 0.4], l: [8, 45] },
  { b: 5, h: 5, s: [0.25, 0.4], l: [10, 56] },
  { b: 6, h: 6, s: [0.25, 0.4], l: [14, 70] },
  { b: 8, h: 7, s: [0.4, 0.6], l: [18, 90] },
  { b: 10, h: 8, s: [0.4, 0.6], l: [22, 110] },
  { b: 12, h: 8, s: [0.4, 0.6], l: [28, 140] },
  { b: 14, h: 9, s: [0.4, 0.6], l: [36, 160] },
  { b: 16, h: 10, s: [0.6, 0.8], l: [45, 180] },
  { b: 18, h: 11, s: [0.6, 0.8], l: [50, 200] },
  { b: 20, h: 12, s: [0.6, 0.8], l: [56, 220] },
  { b: 22, h: 14, s: [0.6, 0.8], l: [63, 250] },
  { b: 25, h: 14, s: [1, 1.2], l: [70, 280] },
  { b: 28, h: 16, s: [1, 1.2], l: [80, 320] },
  { b: 32, h: 18, s: [1, 1.2], l: [90, 360] },
  { b: 36, h: 20, s: [1, 1.2], l: [100, 400] },
  { b: 40, h: 22, s: [1.6, 2], l: [100, 400] },
  { b: 45, h: 25, s: [1.6, 2], l: [110, 450] },
  { b: 50, h: 28, s: [1.6, 2], l: [125, 500] },
  { b: 56, h: 32, s: [2.5, 3], l: [140, 500] },
  { b: 63, h: 32, s: [2.5, 3], l: [160, 500] },
  { b: 70, h: 36, s: [2.5, 3], l: [180, 500] },
  { b: 80, h: 40, s: [2.5, 3], l: [200, 500] },
  { b: 90, h: 45, s: [4, 5], l: [220, 500] },
  { b: 100, h: 50, s: [4, 5], l: [250, 500] },
];

export const KEY_LENGTHS = [
  6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 32, 36, 40, 45, 50, 56, 63, 70, 80, 90, 100, 110, 125, 140, 160,
  180, 200, 220, 250, 280, 320, 360, 400, 450, 500,
];

export const KEY_FORMS: Array<{ form: string; letter: string }> = [
  { form: 'A型 (圆头)', letter: '' },
  { form: 'B型 (平头)', letter: 'B' },
  { form: 'C型 (单圆头)', letter: 'C' },
];
