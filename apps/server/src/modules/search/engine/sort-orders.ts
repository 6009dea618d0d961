/**
 * The sort orders other than relevance: by part number (name: model, then id) and newest first (created
 * desc, then id desc). The build's slots are sorted once in each order; a page of many matches walks that
 * order and takes the marked matches, a page of few matches selects them with a bounded heap.
 */
import type { QueryScratch } from './scratch.ts';
import type { SlotTable } from './slots.ts';
import { lowerBound, slotRange } from './typed-arrays.ts';

/** a page this far in of fewer matches is sorted whole rather than kept in a heap */
const HEAP_MAX = 4096;

export class SortOrders {
  /** base slots in name order (model, id) and newest order (created desc, id desc) */
  private nameOrder = new Uint32Array(0);
  private newestOrder = new Uint32Array(0);
  /** base models in byte order (for name ranks of later additions) */
  private sortedModels: string[] = [];

  constructor(
    private readonly slots: SlotTable,
    private readonly scratch: QueryScratch,
  ) {}

  /** Sorts the build's slots in both orders and sets their name ranks. */
  build(): void {
    const { models, ids, created, nameRank } = this.slots;
    const order = slotRange(this.slots.count);
    const byModel = Array.from(order).sort((a, b) => {
      const x = models[a] as string;
      const y = models[b] as string;
      return x < y ? -1 : x > y ? 1 : (ids[a] as number) - (ids[b] as number);
    });
    this.sortedModels = byModel.map((s) => models[s] as string);
    for (let i = 0; i < byModel.length; i++) nameRank[byModel[i] as number] = i;
    this.nameOrder = Uint32Array.from(byModel);
    this.newestOrder = Uint32Array.from(
      Array.from(order).sort(
        (a, b) => (created[b] as number) - (created[a] as number) || (ids[b] as number) - (ids[a] as number),
      ),
    );
  }

  /** The name rank of a slot added after the build: between the base models around it. */
  rankOfAdded(model: string): number {
    return lowerBound(this.sortedModels, model) - 0.5;
  }

  /** The ids of page [offset, offset + limit) of the first `total` matches (scratch.matches) in a sort. */
  page(total: number, sort: 'name' | 'newest', offset: number, limit: number): number[] {
    const want = Math.min(total, offset + limit);
    if (want <= offset) return [];
    const less = this.comparer(sort);
    let chosen: number[];
    if (want * this.slots.baseCount <= (total * total) / 2) chosen = this.walkOrder(total, sort, want, less);
    else if (want > HEAP_MAX) {
      const all = Array.from(this.scratch.matches.subarray(0, total));
      all.sort((a, b) => (less(a, b) ? -1 : less(b, a) ? 1 : 0));
      chosen = all.slice(0, want);
    } else chosen = smallest(this.scratch.matches, total, want, less);
    const ids = this.slots.ids;
    return chosen.slice(offset, want).map((s) => ids[s] as number);
  }

  /** Whether slot a comes before slot b in a sort. */
  private comparer(sort: 'name' | 'newest'): (a: number, b: number) => boolean {
    const { ids, nameRank, created, models } = this.slots;
    const k1 = (s: number): number => (sort === 'name' ? (nameRank[s] as number) : -(created[s] as number));
    const k2 = (s: number): number => (sort === 'newest' ? -(ids[s] as number) : (ids[s] as number));
    return (a: number, b: number): boolean => {
      if (sort === 'name') {
        // Ranks follow the models' order; slots added after the build share the rank of the gap they fall
        // in (their models decide among them), and an added slot's model equal to a build slot's goes by id.
        const ma = models[a] as string;
        const mb = models[b] as string;
        if (ma === mb) return k2(a) < k2(b);
        const x = k1(a);
        const y = k1(b);
        return x !== y ? x < y : ma < mb;
      }
      const x = k1(a);
      const y = k1(b);
      if (x !== y) return x < y;
      return k2(a) < k2(b);
    };
  }

  /**
   * Many matches: walk the build's order of this sort, taking marked matches until `want` are found (about
   * want * baseCount / total steps); matches added after the build are merged in by comparison.
   */
  private walkOrder(
    total: number,
    sort: 'name' | 'newest',
    want: number,
    less: (a: number, b: number) => boolean,
  ): number[] {
    const matched = this.scratch.matches;
    const mark = this.scratch.nextEpoch();
    const stamp = this.scratch.stepStamp;
    for (let i = 0; i < total; i++) stamp[matched[i] as number] = mark;
    const order = sort === 'name' ? this.nameOrder : this.newestOrder;
    const chosen: number[] = [];
    for (let i = 0; i < order.length && chosen.length < want; i++) {
      const s = order[i] as number;
      if (stamp[s] === mark) chosen.push(s);
    }
    // matched is in slot order: slots added after the build are at its end
    let added = false;
    for (let i = total - 1; i >= 0 && (matched[i] as number) >= this.slots.baseCount; i--) {
      chosen.push(matched[i] as number);
      added = true;
    }
    if (added) chosen.sort((a, b) => (less(a, b) ? -1 : less(b, a) ? 1 : 0));
    return chosen;
  }

  /** The orders a snapshot keeps (engine/snapshot-index.ts). */
  state(): { nameOrder: Uint32Array<ArrayBuffer>; newestOrder: Uint32Array<ArrayBuffer> } {
    return { nameOrder: this.nameOrder, newestOrder: this.newestOrder };
  }

  /** Takes a snapshot's orders (the slot table's part numbers are in). */
  restore(nameOrder: Uint32Array<ArrayBuffer>, newestOrder: Uint32Array<ArrayBuffer>): void {
    this.nameOrder = nameOrder;
    this.newestOrder = newestOrder;
    const models = this.slots.models;
    this.sortedModels = Array.from(nameOrder, (s) => models[s] as string);
  }

  byteSize(): number {
    return this.nameOrder.byteLength + this.newestOrder.byteLength;
  }
}

/** The `want` first of `count` slots in an order, sorted: a max-heap of the best so far. */
export function smallest(
  slots: Uint32Array,
  count: number,
  want: number,
  less: (a: number, b: number) => boolean,
): number[] {
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (less(heap[p] as number, heap[i] as number)) {
        const t = heap[p] as number;
        heap[p] = heap[i] as number;
        heap[i] = t;
        i = p;
      } else break;
    }
  };
  const down = (i: number) => {
    const len = heap.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < len && less(heap[m] as number, heap[l] as number)) m = l;
      if (r < len && less(heap[m] as number, heap[r] as number)) m = r;
      if (m === i) break;
      const t = heap[m] as number;
      heap[m] = heap[i] as number;
      heap[i] = t;
      i = m;
    }
  };
  for (let i = 0; i < count; i++) {
    const s = slots[i] as number;
    if (heap.length < want) {
      heap.push(s);
      up(heap.length - 1);
    } else if (less(s, heap[0] as number)) {
      heap[0] = s;
      down(0);
    }
  }
  heap.sort((a, b) => (less(a, b) ? -1 : less(b, a) ? 1 : 0));
  return heap;
}
