/**
 * The rows of a comparison, as a pure function of the items and their categories' parameter definitions:
 *
 *   const rows = buildCompareRows(items, categoriesById);
 *
 * - rows are the union of the items' parameters in category order: the first item's category's
 *   definitions first, then those the next categories add, then parameters an item holds that its
 *   category does not define (imported extras), in the item's order;
 * - a row's name and unit are the first category's that defines it;
 * - `differs` when the values are not all the same (numbers by their SI value, others by their text;
 *   an item without the parameter differs from one with it);
 * - `best` marks, on rows whose direction is defined (@jianku/catalog PARAM_BETTER), the best value among
 *   the items that have one, ties included; nothing is marked when fewer than two items have a value or
 *   when all values are equal. 'wider' ranges: the best covers every other range; none is marked when no
 *   range covers all others.
 */
import { type Better, betterOf, type ParamDef, type ParamValue } from '@jianku/catalog';
import type { CompareCell, CompareRow } from '@jianku/rules/compare-schemas';
import type { CategoryRecord, ItemRecord } from '../catalog/catalog.repository.ts';

interface RowDef {
  key: string;
  name: string;
  unit: string;
  type: string;
}

/** The union of the items' parameter definitions, in category order. */
function rowDefs(items: readonly ItemRecord[], categories: ReadonlyMap<number, CategoryRecord>): RowDef[] {
  const defs = new Map<string, RowDef>();
  const add = (def: ParamDef | RowDef) => {
    if (!defs.has(def.key))
      defs.set(def.key, { key: def.key, name: def.name, unit: def.unit, type: def.type });
  };
  for (const item of items) {
    for (const def of categories.get(item.categoryId)?.params ?? []) {
      if (items.some((other) => other.params[def.key] !== undefined)) add(def);
    }
  }
  for (const item of items) {
    for (const [key, value] of Object.entries(item.params)) {
      add({ key, name: key, unit: value.unit, type: value.si === null ? 'text' : 'numeric' });
    }
  }
  return [...defs.values()];
}

const sameValue = (a: ParamValue | undefined, b: ParamValue | undefined): boolean => {
  if (a === undefined || b === undefined) return a === b;
  if (a.si !== null && b.si !== null) return a.si === b.si && (a.siMax ?? a.si) === (b.siMax ?? b.si);
  return a.display.trim() === b.display.trim();
};

/** Indexes of the best values of a row, or none. */
function bestOf(better: Better, values: readonly (ParamValue | undefined)[]): Set<number> {
  const numeric = values.flatMap((v, i) => (v && v.si !== null && Number.isFinite(v.si) ? [{ i, v }] : []));
  if (numeric.length < 2) return new Set();
  const lo = (v: ParamValue) => v.si as number;
  const hi = (v: ParamValue) => v.siMax ?? (v.si as number);
  let best: typeof numeric;
  if (better === 'wider') {
    const min = Math.min(...numeric.map(({ v }) => lo(v)));
    const max = Math.max(...numeric.map(({ v }) => hi(v)));
    best = numeric.filter(({ v }) => lo(v) === min && hi(v) === max);
  } else {
    const score = (v: ParamValue) => (better === 'higher' ? lo(v) : -Math.abs(lo(v)));
    const top = Math.max(...numeric.map(({ v }) => score(v)));
    best = numeric.filter(({ v }) => score(v) === top);
  }
  // all equal: nothing is better
  if (best.length === numeric.length) return new Set();
  return new Set(best.map(({ i }) => i));
}

export function buildCompareRows(
  items: readonly ItemRecord[],
  categories: ReadonlyMap<number, CategoryRecord>,
): CompareRow[] {
  return rowDefs(items, categories).map((def): CompareRow => {
    const values = items.map((item) => item.params[def.key]);
    const better = def.type === 'numeric' ? betterOf(def.key) : null;
    const best = better ? bestOf(better, values) : new Set<number>();
    const first = values[0];
    return {
      key: def.key,
      name: def.name,
      unit: def.unit,
      type: def.type,
      better,
      differs: values.some((v) => !sameValue(v, first)),
      values: values.map(
        (v, i): CompareCell => ({
          display: v?.display ?? null,
          si: v?.si ?? null,
          ...(v?.siMax === undefined ? {} : { siMax: v.siMax }),
          best: best.has(i),
        }),
      ),
    };
  });
}
