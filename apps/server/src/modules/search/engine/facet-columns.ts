/**
 * The parameter columns of one category: per numeric parameter a Float64Array of SI values (NaN when
 * absent), per enum parameter a Uint16Array of value codes (index in its value list + 1, 0 when absent),
 * indexed by the item's position in the category (slot table's columnPos). Filters test these columns;
 * parameter facets read them (param-facets.ts).
 */
import type { ParamValue } from '@jianku/catalog';
import { FOLLOW_WRITES } from '../bench-switches.ts';
import { growF64, growU16, NO_F64, NO_U8, NO_U16 } from './typed-arrays.ts';
import type { IndexCategory, ParamFilter } from './types.ts';

/** enum values one column keeps at most (codes are 16 bits) */
const ENUM_VALUES_MAX = 65_000;

export class CategoryColumns {
  /** positions used */
  size = 0;
  numeric = new Map<string, Float64Array>();
  enums = new Map<string, Uint16Array>();
  enumValues = new Map<string, string[]>();
  enumIndex = new Map<string, Map<string, number>>();
  /**
   * Index-time aggregates over the category's live items (kept by add and remove): the live count, per
   * enum column the live items per value code, per numeric column the min and max (recomputed on first
   * use after a removal). A query whose matches in the category are all of its live items takes its
   * parameter facets from these instead of reading every match.
   */
  live = 0;
  enumCounts = new Map<string, Uint32Array>();
  numMin = new Map<string, number>();
  numMax = new Map<string, number>();
  numStale = false;
  /**
   * Per numeric column of a large category (≥ orderMin items at the build): the build's positions sorted by
   * value (absent values left out). The min and max of many matches are found by walking it from both ends
   * to the first matched position instead of reading every match; positions added later are read apart.
   */
  numOrder = new Map<string, Uint32Array>();
  /** the category's size when its value orders were made (positions from there on are not in them) */
  orderSize = 0;

  constructor(readonly category: IndexCategory) {}

  /** Appends an item's parameter values at a new position (returned). */
  add(params: Record<string, ParamValue>): number {
    const pos = this.size++;
    for (const def of this.category.params) {
      const value = params[def.key];
      if (def.type === 'numeric') this.addNumeric(def.key, pos, value?.si ?? Number.NaN);
      else if (def.type === 'enum')
        this.addEnum(def.key, pos, value && value.display !== '' ? value.display : '');
    }
    this.live++;
    return pos;
  }

  private addNumeric(key: string, pos: number, si: number): void {
    let col = this.numeric.get(key);
    if (!col || col.length <= pos) {
      const cap = Math.max(16, (col?.length ?? 0) * 2, pos + 1);
      col = col ? growF64(col, cap, Number.NaN) : new Float64Array(cap).fill(Number.NaN);
      this.numeric.set(key, col);
    }
    col[pos] = si;
    if (!this.numStale && !Number.isNaN(si)) {
      if (!(si >= (this.numMin.get(key) ?? Number.POSITIVE_INFINITY))) this.numMin.set(key, si);
      if (!(si <= (this.numMax.get(key) ?? Number.NEGATIVE_INFINITY))) this.numMax.set(key, si);
    }
  }

  /** `display` '' is no value (code 0). */
  private addEnum(key: string, pos: number, display: string): void {
    let col = this.enums.get(key);
    if (!col || col.length <= pos) {
      const cap = Math.max(16, (col?.length ?? 0) * 2, pos + 1);
      col = col ? growU16(col, cap) : new Uint16Array(cap);
      this.enums.set(key, col);
    }
    let code = 0;
    if (display !== '') {
      let index = this.enumIndex.get(key);
      let values = this.enumValues.get(key);
      if (!index || !values) {
        index = new Map();
        values = [];
        this.enumIndex.set(key, index);
        this.enumValues.set(key, values);
      }
      code = index.get(display) ?? 0;
      if (code === 0 && values.length < ENUM_VALUES_MAX) {
        values.push(display);
        code = values.length;
        index.set(display, code);
      }
    }
    col[pos] = code;
    let counts = this.enumCounts.get(key);
    if (!counts || counts.length <= code) {
      const grown = new Uint32Array(Math.max(8, code + 1, (counts?.length ?? 0) * 2));
      if (counts) grown.set(counts);
      counts = grown;
      this.enumCounts.set(key, counts);
    }
    counts[code] = (counts[code] as number) + 1;
  }

  /** Takes the item at a position out of the live aggregates (its values stay: the slot is dead). */
  remove(pos: number): void {
    this.live--;
    for (const [key, col] of this.enums) {
      const counts = this.enumCounts.get(key);
      const code = col[pos] as number;
      if (counts && code < counts.length) counts[code] = (counts[code] as number) - 1;
    }
    // the min and max only change when an extreme goes (recomputed over the live items on first use)
    if (this.numStale) return;
    if (!FOLLOW_WRITES.enabled) {
      this.numStale = this.numeric.size > 0;
      return;
    }
    for (const [key, col] of this.numeric) {
      const v = col[pos] as number;
      if (v === this.numMin.get(key) || v === this.numMax.get(key)) {
        this.numStale = true;
        return;
      }
    }
  }

  /** Sorts the build's positions of each numeric column by value (large categories only). */
  buildValueOrders(orderMin: number): void {
    if (this.size < orderMin) return;
    this.orderSize = this.size;
    for (const [key, col] of this.numeric) this.numOrder.set(key, valueOrder(col, this.size));
  }

  byteSize(): number {
    let bytes = 0;
    for (const a of this.numeric.values()) bytes += a.byteLength;
    for (const a of this.enums.values()) bytes += a.byteLength;
    for (const a of this.numOrder.values()) bytes += a.byteLength;
    return bytes;
  }
}

/** One parameter test of a category's column (one shape for every test: the filter loop stays monomorphic). */
export interface FilterTest {
  range: boolean;
  num: Float64Array;
  lo: number;
  hi: number;
  en: Uint16Array;
  /** enum: 1 at the value codes wanted */
  mask: Uint8Array;
}

/** The bounds a range filter tests, widened by a relative 1e-12 (values written in other units round). */
export function rangeBounds(filter: { min: number; max: number }): [number, number] {
  return [filter.min - Math.abs(filter.min) * 1e-12, filter.max + Math.abs(filter.max) * 1e-12];
}

/** The test of a filter on a category, or null when the category has no such column (nothing passes). */
export function filterTest(columns: CategoryColumns, filter: ParamFilter): FilterTest | null {
  if (filter.type === 'range') {
    const col = columns.numeric.get(filter.key);
    if (!col) return null;
    const [lo, hi] = rangeBounds(filter);
    return { range: true, num: col, lo, hi, en: NO_U16, mask: NO_U8 };
  }
  const col = columns.enums.get(filter.key);
  const index = columns.enumIndex.get(filter.key);
  if (!col || !index) return null;
  const mask = new Uint8Array(index.size + 1);
  let any = false;
  for (const v of filter.values) {
    const code = index.get(v);
    if (code !== undefined) {
      mask[code] = 1;
      any = true;
    }
  }
  if (!any) return null;
  return { range: false, num: NO_F64, lo: 0, hi: 0, en: col, mask };
}

/** Whether the item at a column position passes every filter test of its category. */
export function passes(tests: FilterTest[], pos: number): boolean {
  for (let f = 0; f < tests.length; f++) {
    const t = tests[f] as FilterTest;
    if (t.range) {
      const v = t.num[pos] as number;
      if (!(v >= t.lo && v <= t.hi)) return false;
    } else if (t.mask[t.en[pos] as number] !== 1) return false;
  }
  return true;
}

/**
 * Positions 0..size-1 of a numeric column sorted by value (absent values, NaN, left out): the distinct values
 * sorted natively, each position's value found in them by binary search, then a counting sort.
 */
export function valueOrder(col: Float64Array, size: number): Uint32Array {
  const sorted = col.slice(0, size).sort();
  let d = 0;
  for (let i = 0; i < size; i++) {
    const v = sorted[i] as number;
    if (Number.isNaN(v)) break;
    if (d === 0 || v !== sorted[d - 1]) sorted[d++] = v;
  }
  const distinct = sorted.subarray(0, d);
  const codes = new Uint32Array(size);
  const starts = new Uint32Array(d + 1);
  let present = 0;
  for (let p = 0; p < size; p++) {
    const v = col[p] as number;
    if (Number.isNaN(v)) {
      codes[p] = d;
      continue;
    }
    let lo = 0;
    let hi = d;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((distinct[mid] as number) < v) lo = mid + 1;
      else hi = mid;
    }
    codes[p] = lo;
    starts[lo + 1] = (starts[lo + 1] as number) + 1;
    present++;
  }
  for (let c = 1; c <= d; c++) starts[c] = (starts[c] as number) + (starts[c - 1] as number);
  const order = new Uint32Array(present);
  for (let p = 0; p < size; p++) {
    const c = codes[p] as number;
    if (c === d) continue;
    order[starts[c] as number] = p;
    starts[c] = (starts[c] as number) + 1;
  }
  return order;
}
