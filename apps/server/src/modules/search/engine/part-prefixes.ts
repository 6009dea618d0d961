/**
 * Part-number prefixes: the build's slots sorted by normalised part number, so that the items whose part
 * number starts with a prefix are one range [lo, hi) found by binary search. Slots added after the build
 * are not in the order: they are scanned (they are few; the service rebuilds when they grow many).
 */
import { normalizeModel } from '../search.text.ts';
import type { SlotTable } from './slots.ts';
import { slotRange } from './typed-arrays.ts';

export class PartPrefixes {
  /** base slots sorted by normalised part number (then slot) */
  order = new Uint32Array(0);

  constructor(private readonly slots: SlotTable) {}

  /** Sorts the build's slots by normalised part number. */
  build(): void {
    const n = this.slots.count;
    const norms = this.slots.normalizedModels;
    const all = Array.from(slotRange(n));
    all.sort((a, b) => {
      const x = norms[a] as string;
      const y = norms[b] as string;
      return x < y ? -1 : x > y ? 1 : a - b;
    });
    this.order = Uint32Array.from(all);
  }

  /** The range [lo, hi) of `order` whose normalised part numbers start with `prefix`. */
  range(prefix: string): [number, number] {
    const sorted = this.order;
    const norms = this.slots.normalizedModels;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((norms[sorted[mid] as number] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const start = lo;
    hi = sorted.length;
    const upper = `${prefix}\uffff`;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((norms[sorted[mid] as number] as string) < upper) lo = mid + 1;
      else hi = mid;
    }
    return [start, lo];
  }

  /** Whether a live item's part number starts with `prefix` (range [lo, hi) of the build, then the added). */
  anyLive(prefix: string, lo: number, hi: number): boolean {
    const { alive, baseCount, count, normalizedModels } = this.slots;
    const sorted = this.order;
    for (let i = lo; i < hi; i++) if (alive[sorted[i] as number] === 1) return true;
    for (let s = baseCount; s < count; s++)
      if (alive[s] === 1 && (normalizedModels[s] as string).startsWith(prefix)) return true;
    return false;
  }

  /** Number of slots a prefix source may visit (its range and every added slot). */
  cost(lo: number, hi: number): number {
    return hi - lo + (this.slots.count - this.slots.baseCount);
  }

  /** Visits the slots of range [lo, hi) and the added slots starting with `prefix` (not in slot order). */
  forEachSlot(prefix: string, lo: number, hi: number, visit: (slot: number) => void): void {
    const sorted = this.order;
    for (let i = lo; i < hi; i++) visit(sorted[i] as number);
    const { baseCount, count, normalizedModels } = this.slots;
    for (let s = baseCount; s < count; s++) if ((normalizedModels[s] as string).startsWith(prefix)) visit(s);
  }

  /** Visits the slots added after the build from slot `from` on whose part number starts with `prefix`. */
  forEachAddedFrom(prefix: string, from: number, visit: (slot: number) => void): void {
    const { baseCount, count, normalizedModels } = this.slots;
    for (let s = Math.max(from, baseCount); s < count; s++)
      if ((normalizedModels[s] as string).startsWith(prefix)) visit(s);
  }

  /**
   * Live part numbers starting with the keyword (normalised), distinct, in prefix order (normalised part
   * number, then id: the order a fresh build gives), the slots added after the build merged in.
   */
  suggest(keyword: string, size: number): string[] {
    const prefix = normalizeModel(keyword);
    if (prefix === '') return [];
    const [lo, hi] = this.range(prefix);
    const { alive, models, normalizedModels, ids, baseCount, count } = this.slots;
    const added: number[] = [];
    for (let s = baseCount; s < count; s++)
      if (alive[s] === 1 && (normalizedModels[s] as string).startsWith(prefix)) added.push(s);
    const before = (a: number, b: number): boolean => {
      const x = normalizedModels[a] as string;
      const y = normalizedModels[b] as string;
      return x !== y ? x < y : (ids[a] as number) < (ids[b] as number);
    };
    added.sort((a, b) => (before(a, b) ? -1 : 1));
    const out: string[] = [];
    const seen = new Set<string>();
    const sorted = this.order;
    let i = lo;
    let j = 0;
    while (out.length < size && (i < hi || j < added.length)) {
      let s: number;
      if (i < hi && (j >= added.length || before(sorted[i] as number, added[j] as number))) {
        s = sorted[i++] as number;
        if (alive[s] === 0) continue;
      } else s = added[j++] as number;
      const m = models[s] as string;
      if (!seen.has(m)) {
        seen.add(m);
        out.push(m);
      }
    }
    return out;
  }

  byteSize(): number {
    return this.order.byteLength;
  }
}
