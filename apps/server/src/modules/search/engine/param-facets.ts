/**
 * Parameter facets of one category over a query's matches: per filterable numeric parameter the min and
 * max value, per enum parameter the matches per value. Three ways, cheapest first: the category's live
 * aggregates when the matches are all its live items; the value orders walked from both ends for many
 * matches; otherwise the matches' column positions read one by one.
 */
import type { CategoryColumns } from './facet-columns.ts';
import { rangeBounds } from './facet-columns.ts';
import type { QueryScratch } from './scratch.ts';
import type { SlotTable } from './slots.ts';
import type { ParamFacet, ParamFilter } from './types.ts';

export class ParamFacets {
  /** stamp of a category's matched positions (minMaxByOrder) and the epoch of the last stamping */
  private positionStamp = new Uint32Array(0);
  private positionEpoch = 0;
  /** matched positions at or past the value orders' length (added after the build) */
  private latePositions = new Uint32Array(0);

  constructor(
    private readonly slots: SlotTable,
    private readonly scratch: QueryScratch,
    private readonly orderMin: number,
  ) {}

  /**
   * The facets of a category (local index) over `total` matches. `inCategory`: matches in the category
   * (when they are all its live items, facets come from aggregates); `gathered`: how many positions of them
   * the filter pass put in scratch.facetPositions, or -1 (gathered here).
   */
  facets(
    columns: CategoryColumns,
    local: number,
    matched: Uint32Array,
    total: number,
    inCategory: number,
    gathered: number,
    filters: readonly ParamFilter[],
  ): ParamFacet[] {
    const out: ParamFacet[] = [];
    const whole = inCategory === columns.live && inCategory > 0;
    // column positions of the matches in this category, gathered once for every column (by the filter pass
    // when the category was known up front)
    const positions = gathered >= 0 ? this.scratch.facetPositions : this.scratch.candidates;
    let count = gathered >= 0 ? gathered : 0;
    if (whole) this.refreshMinMax(local, columns);
    else if (gathered < 0) {
      const { columnPos, category } = this.slots;
      for (let i = 0; i < total; i++) {
        const s = matched[i] as number;
        if (category[s] === local) positions[count++] = columnPos[s] as number;
      }
    }
    // matched positions stamped (for the value orders), on first need
    let stampEpoch = 0;
    for (const def of columns.category.params) {
      if (!def.filterable) continue;
      const head = { key: def.key, name: def.name, unit: def.unit, dimension: def.dimension };
      if (def.type === 'numeric') {
        let range: [number, number];
        if (whole) {
          range = [
            columns.numMin.get(def.key) ?? Number.POSITIVE_INFINITY,
            columns.numMax.get(def.key) ?? Number.NEGATIVE_INFINITY,
          ];
        } else {
          const col = columns.numeric.get(def.key);
          const order = count >= this.orderMin ? columns.numOrder.get(def.key) : undefined;
          if (order && col && stampEpoch === 0)
            stampEpoch = this.stampPositions(positions, count, columns.orderSize, columns.size);
          range = col
            ? this.minMax(col, order, positions, count, stampEpoch, boundsOf(filters, def.key))
            : [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
        }
        const facet: ParamFacet = { ...head, type: 'numeric' };
        if (range[0] <= range[1]) {
          facet.min = range[0];
          facet.max = range[1];
        }
        out.push(facet);
      } else if (def.type === 'enum') {
        out.push({ ...head, type: 'enum', values: enumFacet(columns, def, whole, positions, count) });
      }
    }
    return out;
  }

  /** Min and max of a numeric column over the matched positions (by its value order when it has one). */
  private minMax(
    col: Float64Array,
    order: Uint32Array | undefined,
    positions: Uint32Array,
    count: number,
    stampEpoch: number,
    [lo, hi]: [number, number],
  ): [number, number] {
    let found: [number, number] | null = null;
    if (order) {
      found = minMaxByOrder(col, order, this.positionStamp, stampEpoch, lo, hi, count);
      if (found && this.latePositions.length > 0) {
        const late = minMaxAt(col, this.latePositions, this.latePositions.length);
        found = [Math.min(found[0], late[0]), Math.max(found[1], late[1])];
      }
    }
    return found ?? minMaxAt(col, positions, count);
  }

  /** Stamps the matched positions with a new epoch (returned); those past `ordered` also go to latePositions. */
  private stampPositions(positions: Uint32Array, count: number, ordered: number, size: number): number {
    let stamp = this.positionStamp;
    if (stamp.length < size) {
      stamp = new Uint32Array(Math.max(size, stamp.length * 2));
      this.positionStamp = stamp;
    }
    this.positionEpoch++;
    if (this.positionEpoch >= 0xffffffff) {
      stamp.fill(0);
      this.positionEpoch = 1;
    }
    const epoch = this.positionEpoch;
    const late: number[] = [];
    for (let i = 0; i < count; i++) {
      const p = positions[i] as number;
      stamp[p] = epoch;
      if (p >= ordered) late.push(p);
    }
    this.latePositions = Uint32Array.from(late);
    return epoch;
  }

  /** Min and max of the live items' numeric columns of a category, recomputed after removals. */
  private refreshMinMax(local: number, columns: CategoryColumns): void {
    if (!columns.numStale) return;
    columns.numMin.clear();
    columns.numMax.clear();
    const { category, alive, columnPos, count: n } = this.slots;
    for (const [key, col] of columns.numeric) {
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      for (let s = 0; s < n; s++) {
        if (category[s] !== local || alive[s] === 0) continue;
        const v = col[columnPos[s] as number] as number;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      if (min <= max) {
        columns.numMin.set(key, min);
        columns.numMax.set(key, max);
      }
    }
    columns.numStale = false;
  }

  byteSize(): number {
    return this.positionStamp.byteLength;
  }
}

/** The bounds of the range filters on one parameter (their intersection), or the whole line. */
function boundsOf(filters: readonly ParamFilter[], key: string): [number, number] {
  let lo = Number.NEGATIVE_INFINITY;
  let hi = Number.POSITIVE_INFINITY;
  for (const f of filters) {
    if (f.type !== 'range' || f.key !== key) continue;
    const [flo, fhi] = rangeBounds(f);
    lo = Math.max(lo, flo);
    hi = Math.min(hi, fhi);
  }
  return [lo, hi];
}

/** An enum parameter's values with their matches: the category's declared options first, then others. */
function enumFacet(
  columns: CategoryColumns,
  def: { key: string; options?: string[] },
  whole: boolean,
  positions: Uint32Array,
  count: number,
): { value: string; count: number }[] {
  const col = columns.enums.get(def.key);
  const values = columns.enumValues.get(def.key) ?? [];
  let counts: Uint32Array = new Uint32Array(values.length + 1);
  if (whole) counts = columns.enumCounts.get(def.key) ?? counts;
  else if (col) countCodesAt(col, positions, count, counts);
  const list: { value: string; count: number }[] = [];
  // options in the order the category declares, then others in first-seen order
  const seen = new Set<string>();
  for (const option of def.options ?? []) {
    const code = columns.enumIndex.get(def.key)?.get(option);
    const n = code === undefined ? 0 : (counts[code] as number);
    if (n > 0) list.push({ value: option, count: n });
    seen.add(option);
  }
  for (let code = 1; code <= values.length; code++) {
    const value = values[code - 1] as string;
    const n = counts[code] as number;
    if (n > 0 && !seen.has(value)) list.push({ value, count: n });
  }
  return list;
}

/**
 * Min and max of a numeric column over matched positions (stamp[pos] === epoch), walking its value order
 * from both ends, starting at the values inside [lo, hi] (a range filter on the column); gives up (null)
 * after `budget` steps, when reading the matches themselves is as cheap.
 */
export function minMaxByOrder(
  col: Float64Array,
  order: Uint32Array,
  stamp: Uint32Array,
  epoch: number,
  lo: number,
  hi: number,
  budget: number,
): [number, number] | null {
  // first index whose value is ≥ lo, last whose value is ≤ hi
  let a = 0;
  let b = order.length;
  if (lo > Number.NEGATIVE_INFINITY) {
    while (a < b) {
      const mid = (a + b) >>> 1;
      if ((col[order[mid] as number] as number) < lo) a = mid + 1;
      else b = mid;
    }
  }
  let start = a;
  b = order.length;
  if (hi < Number.POSITIVE_INFINITY) {
    while (a < b) {
      const mid = (a + b) >>> 1;
      if ((col[order[mid] as number] as number) <= hi) a = mid + 1;
      else b = mid;
    }
  } else a = b;
  let end = a - 1;
  let steps = 0;
  while (start <= end && stamp[order[start] as number] !== epoch) {
    start++;
    if (++steps > budget) return null;
  }
  if (start > end) return [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  while (stamp[order[end] as number] !== epoch) {
    end--;
    if (++steps > budget) return null;
  }
  return [col[order[start] as number] as number, col[order[end] as number] as number];
}

/** Min and max of a numeric column at the first `count` positions (NaN, absent, is skipped). */
export function minMaxAt(col: Float64Array, positions: Uint32Array, count: number): [number, number] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const v = col[positions[i] as number] as number;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

/** Adds the value codes of an enum column at the first `count` positions to `counts`. */
export function countCodesAt(
  col: Uint16Array,
  positions: Uint32Array,
  count: number,
  counts: Uint32Array,
): void {
  for (let i = 0; i < count; i++) {
    const code = col[positions[i] as number] as number;
    counts[code] = (counts[code] as number) + 1;
  }
}
