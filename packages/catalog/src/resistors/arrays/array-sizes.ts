import type { SizeSpec, TolSpec } from '../chip-resistors.ts';
export type Terminal = '凸形' | '凹形' | '平面';

export const TERMINAL_OPTION: Record<Terminal, string> = {
  凸形: '凸形电极 (convex)',
  凹形: '凹形电极 (concave)',
  平面: '平面电极 (flat)',
};

/** An array size: the case text of the maker (array size and/or elements × element size), element count, terminals. */
export interface ArraySize extends SizeSpec {
  elements: number;
  terminal: Terminal;
}

export const ARRAY = {
  categoryCode: 'comp.passive.resistor.array',
  productWord: '排阻',
  sizeWord: '尺寸',
  technology: '厚膜' as const,
};

/** Empty range: the tolerance is not offered in that size. */
export const NONE: [number, number] = [1, 0];

export const F_E96 = (min: number, max: number, rangeBySize?: Record<string, [number, number]>): TolSpec => ({
  pct: 1,
  letter: 'F',
  values: 'E24+E96',
  min,
  max,
  ...(rangeBySize ? { rangeBySize } : {}),
});
export const G_E24 = (min: number, max: number): TolSpec => ({
  pct: 2,
  letter: 'G',
  values: 'E24',
  min,
  max,
});
export const J_E24 = (min: number, max: number, rangeBySize?: Record<string, [number, number]>): TolSpec => ({
  pct: 5,
  letter: 'J',
  values: 'E24',
  min,
  max,
  ...(rangeBySize ? { rangeBySize } : {}),
});
