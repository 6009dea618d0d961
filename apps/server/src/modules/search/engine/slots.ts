/**
 * The slot table: one slot per indexed version of an item, with its per-document columns (typed arrays
 * indexed by slot). Slots are assigned in the order items are added, which at build time is id order; a
 * changed item gets a new slot and the old one is marked dead. The slots of the build are the "base" slots
 * (found by binary search on ids), later ones are "added" slots (found by a map).
 */
import { growF64, growU8, growU16, growU32 } from './typed-arrays.ts';

/** The counters of a slot table (a snapshot's). */
export interface SlotCounts {
  count: number;
  baseCount: number;
  live: number;
  removals: number;
}

export class SlotTable {
  capacity: number;
  /** slots used */
  count = 0;
  /** slots of the build (0..baseCount-1); the ones after were added later */
  baseCount = 0;
  /** whether the build is finished (items may then come in any id order) */
  built = false;
  /** slots alive (items that can be found) */
  live = 0;
  /** items removed since the start (merged runs' reused counts hold while it does not change) */
  removals = 0;
  /** the slot of each removal, in order (cached merged runs cut out the ones since they last looked) */
  readonly removedSlots: number[] = [];

  /** the item id of each slot */
  ids: Float64Array;
  /** 1 while the slot is the item's current version */
  alive: Uint8Array;
  /** the category's local index (categories.ts) */
  category: Uint16Array;
  /** the brand's local index, 0 for none */
  brand: Uint16Array;
  /** the package's local index (package-facets.ts), 0 for none */
  pkg: Uint16Array;
  /** the lifecycle's code (package-facets.ts), 0 for none */
  life: Uint8Array;
  /** the position of the slot in its category's parameter columns (facet-columns.ts) */
  columnPos: Uint32Array;
  /** created_at in ms */
  created: Float64Array;
  /** rank in part-number (byte) order; added slots take the rank of the gap they fall in, minus 0.5 */
  nameRank: Float64Array;
  /** the id of the item's phrase key in the suggestions (suggestions.ts), 0 for none */
  phraseKey: Uint32Array;
  models: string[] = [];
  /** part numbers normalised (normalizeModel) */
  normalizedModels: string[] = [];
  /** added slots by item id (base slots are found by binary search on ids) */
  private addedSlotById = new Map<number, number>();

  constructor(capacity: number) {
    this.capacity = capacity;
    this.ids = new Float64Array(capacity);
    this.alive = new Uint8Array(capacity);
    this.category = new Uint16Array(capacity);
    this.brand = new Uint16Array(capacity);
    this.pkg = new Uint16Array(capacity);
    this.life = new Uint8Array(capacity);
    this.columnPos = new Uint32Array(capacity);
    this.created = new Float64Array(capacity);
    this.nameRank = new Float64Array(capacity);
    this.phraseKey = new Uint32Array(capacity);
  }

  /** Grows the columns (doubling) to hold `need` slots; returns the new capacity, or 0 when it was enough. */
  grow(need: number): number {
    if (need <= this.capacity) return 0;
    let cap = this.capacity;
    while (cap < need) cap *= 2;
    this.ids = growF64(this.ids, cap);
    this.alive = growU8(this.alive, cap);
    this.category = growU16(this.category, cap);
    this.brand = growU16(this.brand, cap);
    this.pkg = growU16(this.pkg, cap);
    this.life = growU8(this.life, cap);
    this.columnPos = growU32(this.columnPos, cap);
    this.created = growF64(this.created, cap);
    this.nameRank = growF64(this.nameRank, cap);
    this.phraseKey = growU32(this.phraseKey, cap);
    this.capacity = cap;
    return cap;
  }

  /** A new live slot for an item (the caller has grown the table). */
  open(id: number): number {
    const slot = this.count++;
    this.live++;
    this.ids[slot] = id;
    this.alive[slot] = 1;
    return slot;
  }

  /** Remembers an added slot's id (after the build, ids come in any order). */
  noteAdded(id: number, slot: number): void {
    this.addedSlotById.set(id, slot);
  }

  /** Marks the live slot of an item dead; returns it, or -1 when the item is not in the index. */
  kill(id: number): number {
    const slot = this.slotOf(id);
    if (slot < 0 || this.alive[slot] === 0) return -1;
    this.alive[slot] = 0;
    this.live--;
    this.removals++;
    this.removedSlots.push(slot);
    this.addedSlotById.delete(id);
    return slot;
  }

  /** The live slot of an item id, or -1. */
  slotOf(id: number): number {
    const d = this.addedSlotById.get(id);
    if (d !== undefined) return d;
    // base slots (and build slots) are in ascending id order
    const limit = this.built ? this.baseCount : this.count;
    let lo = 0;
    let hi = limit;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.ids[mid] as number) < id) lo = mid + 1;
      else hi = mid;
    }
    if (lo < limit && this.ids[lo] === id && this.alive[lo] === 1) return lo;
    return -1;
  }

  /** Ends the build: the slots so far are the base slots. */
  finishBuild(): void {
    this.baseCount = this.count;
    this.built = true;
  }

  /**
   * Takes a snapshot's counts and part numbers (engine/snapshot-index.ts; the columns were filled up to
   * `count`): a built table, its added slots found again by id.
   */
  restore(counts: SlotCounts, models: string[], normalizedModels: string[]): void {
    this.count = counts.count;
    this.baseCount = counts.baseCount;
    this.live = counts.live;
    // the removal count only dates cached merged runs, with removedSlots[i] the slot of removal i: a restored
    // table starts both afresh (its caches are empty), whatever count the saved table had reached
    this.removals = 0;
    this.removedSlots.length = 0;
    this.models = models;
    this.normalizedModels = normalizedModels;
    this.built = true;
    this.addedSlotById.clear();
    for (let s = this.baseCount; s < this.count; s++)
      if (this.alive[s] === 1) this.addedSlotById.set(this.ids[s] as number, s);
  }

  byteSize(): number {
    return (
      this.ids.byteLength +
      this.alive.byteLength +
      this.category.byteLength +
      this.brand.byteLength +
      this.pkg.byteLength +
      this.life.byteLength +
      this.columnPos.byteLength +
      this.created.byteLength +
      this.nameRank.byteLength +
      this.phraseKey.byteLength
    );
  }
}
