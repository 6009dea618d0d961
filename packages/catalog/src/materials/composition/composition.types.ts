// Chemical composition tables of the material grades (mass %), one file per standard family.
//
//   import { compositionOf } from './composition.ts';
//   compositionOf('022Cr17Ni12Mo2') // → { standard: 'GB/T 20878-2007', table: '表1', base: 'Fe', limits: [...] }
//
// A limit is written as the standard prints it: [min, max] for a range, a bare number for "≤ max" (the
// standard gives only a maximum, so only the maximum is stored), { min } for "≥ min". Nothing is derived
// or filled in; elements a standard leaves out are absent. Grades whose standard specifies no
// composition (grey and ductile iron, polymers) carry the reason instead.

/** A limit as printed: [min, max], a maximum only, or a minimum only. */
export type Limit = readonly [number, number] | number | { readonly min: number };

export type { Composition, ElementLimit } from '@jianku/rules/material-compare-schemas';

import type { Composition, ElementLimit } from '@jianku/rules/material-compare-schemas';

/** A grade's composition, or why the catalogue holds none. */
export type CompositionEntry = { composition: Composition } | { reason: string; standard: string };

/** Turns the printed notation into element limits, in the order written. */
export function limits(spec: Record<string, Limit>): ElementLimit[] {
  return Object.entries(spec).map(([element, l]) => {
    if (typeof l === 'number') return { element, max: l };
    if (Array.isArray(l)) return { element, min: l[0], max: l[1] };
    return { element, min: (l as { min: number }).min };
  });
}

/** One table row: the grade's limits under a standard's table. */
export function table(
  standard: string,
  tableName: string,
  base: string,
  spec: Record<string, Limit>,
  extra: { notes?: string[]; numericCode?: string } = {},
): Composition {
  return {
    standard,
    table: tableName,
    base,
    limits: limits(spec),
    notes: extra.notes ?? [],
    ...(extra.numericCode ? { numericCode: extra.numericCode } : {}),
  };
}
