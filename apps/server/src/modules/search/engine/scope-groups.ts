/**
 * The build's slots grouped by category and by brand (CSR, slot order within a group): the candidates of a
 * query without words are read from its scope's groups instead of every slot.
 */
import type { CategoriesAndBrands } from './categories.ts';
import type { QueryScratch } from './scratch.ts';
import type { SlotTable } from './slots.ts';
import { groupSlots } from './typed-arrays.ts';
import type { IndexQuery } from './types.ts';

export class ScopeGroups {
  /** category c's base slots are categorySlots[categoryOffsets[c] .. categoryOffsets[c + 1]) */
  categoryOffsets = new Uint32Array(1);
  categorySlots = new Uint32Array(0);
  private brandOffsets = new Uint32Array(1);
  private brandSlots = new Uint32Array(0);

  constructor(
    private readonly slots: SlotTable,
    private readonly catalog: CategoriesAndBrands,
    private readonly scratch: QueryScratch,
  ) {}

  build(): void {
    const n = this.slots.count;
    this.categoryOffsets = new Uint32Array(this.catalog.categories.length + 1);
    this.categorySlots = groupSlots(this.slots.category, n, this.categoryOffsets);
    this.brandOffsets = new Uint32Array(this.catalog.brands.length + 2);
    this.brandSlots = groupSlots(this.slots.brand, n, this.brandOffsets);
  }

  /** A category's base slots, in slot order (their column positions are 0, 1, …). */
  categoryGroup(local: number): Uint32Array {
    return this.categorySlots.subarray(
      this.categoryOffsets[local] as number,
      this.categoryOffsets[local + 1] as number,
    );
  }

  /**
   * The category of a query without words whose only scope is one category with build slots (its local
   * index), or -1.
   */
  singleCategory(query: IndexQuery): number {
    if (!this.slots.built || query.brandId !== undefined || !query.categoryIds) return -1;
    // packages, mountings and lifecycles are tested by the filter pass (scopePass reads parameters only)
    if (query.packages?.length || query.mountings?.length || query.lifecycles?.length) return -1;
    let found = -1;
    for (const id of query.categoryIds) {
      const c = this.catalog.categoryLocal.get(id);
      if (c === undefined || c === found) continue;
      if (found >= 0) return -1;
      found = c;
    }
    return found;
  }

  /**
   * Candidates of a query without words into scratch.candidates, in slot order: the slots of its brand or of
   * its categories (the smaller), or every slot; returns their count. The filter pass still checks every
   * condition.
   */
  candidates(query: IndexQuery): number {
    const cand = this.scratch.candidates;
    const baseN = this.slots.built ? this.slots.baseCount : 0;
    // the base slots to read: [slots, lo, hi] ranges of one group list, or null for all of them
    let ranges: Array<[Uint32Array, number, number]> | null = null;
    let size = baseN;
    if (query.brandId !== undefined && baseN > 0) {
      const b = this.catalog.brandLocal.get(query.brandId);
      if (b === undefined) return 0;
      const lo = this.brandOffsets[b] as number;
      const hi = this.brandOffsets[b + 1] as number;
      ranges = [[this.brandSlots, lo, hi]];
      size = hi - lo;
    }
    if (query.categoryIds && baseN > 0) {
      const list: Array<[Uint32Array, number, number]> = [];
      let inCats = 0;
      for (const id of query.categoryIds) {
        const c = this.catalog.categoryLocal.get(id);
        if (c === undefined) continue;
        const lo = this.categoryOffsets[c] as number;
        const hi = this.categoryOffsets[c + 1] as number;
        if (hi > lo) list.push([this.categorySlots, lo, hi]);
        inCats += hi - lo;
      }
      // several categories are merged by a sort: worth it while they are few
      if (inCats < size && (list.length <= 1 || inCats <= baseN >>> 3)) {
        ranges = list;
        size = inCats;
      }
    }
    let count = 0;
    if (ranges === null) {
      for (let s = 0; s < baseN; s++) cand[count++] = s;
    } else {
      for (const [slots, lo, hi] of ranges) {
        cand.set(slots.subarray(lo, hi), count);
        count += hi - lo;
      }
      if (ranges.length > 1) cand.subarray(0, count).sort();
    }
    for (let s = baseN; s < this.slots.count; s++) cand[count++] = s;
    return count;
  }

  /** The groups a snapshot keeps (engine/snapshot-index.ts): category offsets, slots, brand offsets, slots. */
  state(): [Uint32Array, Uint32Array, Uint32Array, Uint32Array] {
    return [this.categoryOffsets, this.categorySlots, this.brandOffsets, this.brandSlots];
  }

  restore([categoryOffsets, categorySlots, brandOffsets, brandSlots]: Uint32Array<ArrayBuffer>[]): void {
    this.categoryOffsets = categoryOffsets as Uint32Array<ArrayBuffer>;
    this.categorySlots = categorySlots as Uint32Array<ArrayBuffer>;
    this.brandOffsets = brandOffsets as Uint32Array<ArrayBuffer>;
    this.brandSlots = brandSlots as Uint32Array<ArrayBuffer>;
  }

  byteSize(): number {
    return this.categorySlots.byteLength + this.brandSlots.byteLength;
  }
}
