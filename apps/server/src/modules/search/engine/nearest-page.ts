/**
 * The page by nearness to a value (issue 15: under a decoded part number the nearest items list the closest
 * resistance, capacitance, frequency … first): matches ordered by |ln(x / value)| of their numeric parameter
 * column — when the value or the item's is 0 or less, 0 if they are equal, else 1e6 + |x − value| (after every
 * positive item of a positive value) — those without the parameter last, then by id. The distances are read
 * once per match into the scratch's per-slot distances (made on the first page by nearness, then reused: no
 * per-query map); a page of few matches keeps them in a bounded heap (sort-orders.ts).
 */
import type { CategoryColumns } from './facet-columns.ts';
import type { QueryScratch } from './scratch.ts';
import type { SlotTable } from './slots.ts';
import { smallest } from './sort-orders.ts';

/** a page this far in of fewer matches is sorted whole rather than kept in a heap */
const HEAP_MAX = 4096;

/** The ids of matches offset..want-1 by nearness of parameter `key` to `value`. */
export function pageByNearness(
  slots: SlotTable,
  columns: readonly CategoryColumns[],
  scratch: QueryScratch,
  { matched, total }: { matched: Uint32Array; total: number },
  near: { key: string; si: number },
  offset: number,
  want: number,
): number[] {
  if (want <= offset) return [];
  const distance = scratch.nearnessDistances();
  for (let i = 0; i < total; i++) {
    const s = matched[i] as number;
    const col = columns[slots.category[s] as number]?.numeric.get(near.key);
    const x = col ? (col[slots.columnPos[s] as number] as number) : Number.NaN;
    let d: number;
    if (!Number.isFinite(x)) d = Number.POSITIVE_INFINITY;
    else if (near.si === 0 || x <= 0) d = x === near.si ? 0 : Math.abs(x - near.si) + 1e6;
    else d = Math.abs(Math.log(x / near.si));
    distance[s] = d;
  }
  const ids = slots.ids;
  const less = (a: number, b: number): boolean => {
    const x = distance[a] as number;
    const y = distance[b] as number;
    return x !== y ? x < y : (ids[a] as number) < (ids[b] as number);
  };
  let chosen: number[];
  if (want > HEAP_MAX) {
    chosen = Array.from(matched.subarray(0, total));
    chosen.sort((a, b) => (less(a, b) ? -1 : less(b, a) ? 1 : 0));
  } else chosen = smallest(matched, total, want, less);
  return chosen.slice(offset, want).map((s) => ids[s] as number);
}
