// Preferred number series of IEC 60063 (E6, E12, E24, E96), one decade as integers (×10 / ×100).
import { roundSignificant } from '@jianku/rules';

export const E6 = [10, 15, 22, 33, 47, 68];
export const E12 = [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82];
export const E24 = [
  10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91,
];
export const E96 = [
  100, 102, 105, 107, 110, 113, 115, 118, 121, 124, 127, 130, 133, 137, 140, 143, 147, 150, 154, 158, 162,
  165, 169, 174, 178, 182, 187, 191, 196, 200, 205, 210, 215, 221, 226, 232, 237, 243, 249, 255, 261, 267,
  274, 280, 287, 294, 301, 309, 316, 324, 332, 340, 348, 357, 365, 374, 383, 392, 402, 412, 422, 432, 442,
  453, 464, 475, 487, 499, 511, 523, 536, 549, 562, 576, 590, 604, 619, 634, 649, 665, 681, 698, 715, 732,
  750, 768, 787, 806, 825, 845, 866, 887, 909, 931, 953, 976,
];

/**
 * E192 (IEC 60063), one decade ×100: 100·10^(i/192) rounded to three digits, with the standard's one
 * exception 920 (the formula gives 919). E96 is every second E192 value.
 */
export const E192 = Array.from({ length: 192 }, (_x, i) => {
  const v = Math.round(100 * 10 ** (i / 192));
  return v === 919 ? 920 : v;
});

/** Mantissas of one decade (1 ≤ m < 10) of a series given as integers. */
function mantissas(series: number[]): number[] {
  const scale = series[0] ?? 10;
  return series.map((x) => x / scale);
}

/** Union of E24 and E96 mantissas (what 1 % thick-film lines are sold in), sorted. */
export const E24_E96 = [
  ...new Set([...mantissas(E24), ...mantissas(E96)].map((x) => roundSignificant(x))),
].sort((a, b) => a - b);

/** Union of E24 and E192 mantissas (what 0.1–0.5 % thin-film lines are sold in), sorted. */
export const E24_E192 = [
  ...new Set([...mantissas(E24), ...mantissas(E192)].map((x) => roundSignificant(x))),
].sort((a, b) => a - b);

/** All values of `series` in [min, max] (inclusive), ascending. */
export function valuesInRange(series: number[] | 'E24+E96' | 'E24+E192', min: number, max: number): number[] {
  const ms = series === 'E24+E96' ? E24_E96 : series === 'E24+E192' ? E24_E192 : mantissas(series);
  const out: number[] = [];
  for (let exp = -13; exp <= 9; exp++) {
    const f = 10 ** exp;
    for (const m of ms) {
      const x = roundSignificant(m * f);
      if (x >= min * 0.999999 && x <= max * 1.000001) out.push(x);
    }
  }
  return out.sort((a, b) => a - b);
}

/** Whether the value (any decade) lies on the E24 series. */
export function isE24(x: number): boolean {
  const exp = Math.floor(Math.log10(x) + 1e-9);
  const m = roundSignificant(x / 10 ** exp);
  return mantissas(E24).some((e) => Math.abs(e - m) < 1e-9);
}
