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

  /** Whether a slot added after the build (alive or not) has a part number starting with `prefix`. */
  anyAdded(prefix: string): boolean {
    const { baseCount, count, normalizedModels } = this.slots;
    for (let s = baseCount; s < count; s++)
      if ((normalizedModels[s] as string).startsWith(prefix)) return true;
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

  /** Live part numbers starting with the keyword (normalised), distinct, in prefix order, then added ones. */
  suggest(keyword: string, size: number): string[] {
    const prefix = normalizeModel(keyword);
    if (prefix === '') return [];
    const [lo, hi] = this.range(prefix);
    const out: string[] = [];
    const seen = new Set<string>();
    const { alive, models, normalizedModels, baseCount, count } = this.slots;
    const sorted = this.order;
    for (let i = lo; i < hi && out.length < size; i++) {
      const s = sorted[i] as number;
      if (alive[s] === 0) continue;
      const m = models[s] as string;
      if (!seen.has(m)) {
        seen.add(m);
        out.push(m);
      }
    }
    for (let s = baseCount; s < count && out.length < size; s++) {
      if (alive[s] === 1 && (normalizedModels[s] as string).startsWith(prefix)) {
        const m = models[s] as string;
        if (!seen.has(m)) {
          seen.add(m);
          out.push(m);
        }
      }
    }
    return out;
  }

  byteSize(): number {
    return this.order.byteLength;
  }
}
