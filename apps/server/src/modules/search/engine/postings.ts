/**
 * The term dictionary and its postings. Terms come in four classes, each its own dictionary keyed by the
 * word without its class prefix:
 *   x:<model normalised>  exact part number
 *   n:<word>              model words, name, series, material grades
 *   o:<word>              standard, description, package, category, brand, enum and text values
 *   q:<unit>:<si>         quantities
 * While the index is built each document's terms are appended to a slot-major buffer; finish() transposes
 * it into one CSR block (offsets + slots, each list in slot order). Postings of slots added after the build
 * go to small per-term arrays (also in slot order: added slots only grow).
 */
import { indexWords } from '../search.text.ts';
import { growU32 } from './typed-arrays.ts';

export type TermClass = 'x' | 'n' | 'o' | 'q';

/** texts whose term ids a build keeps (textTerms); the cache starts again when full */
const TERM_CACHE_MAX = 300_000;

export class TermPostings {
  /** term dictionaries per class, keyed by the word without its class prefix */
  private dictionaries: Record<TermClass, Map<string, number>> = {
    x: new Map(),
    n: new Map(),
    o: new Map(),
    q: new Map(),
  };
  /** each term's full name ('n:电阻'), by term id */
  readonly names: string[] = [];
  /** the build's postings: term t's slots are baseSlots[baseOffsets[t] .. baseOffsets[t + 1]) */
  baseOffsets = new Uint32Array(1);
  baseSlots = new Uint32Array(0);
  /** postings of slots added after the build, per term */
  addedSlots: (number[] | undefined)[] = [];
  private built = false;

  /** build buffer: the terms of each slot (CSR by slot: slotTermStart[slot] .. slotTermStart[slot + 1]) */
  private slotTerms: Uint32Array = new Uint32Array(1 << 16);
  private slotTermsLength = 0;
  private slotTermStart: Uint32Array;
  /** the last slot each term was posted for (a document's repeated words post once) */
  private lastSlotOfTerm: Int32Array = new Int32Array(1 << 12).fill(-1);
  /** textTerms' cache by term class while building; gone after finish() */
  private textCache: { n: Map<string, number[]>; o: Map<string, number[]> } | undefined = {
    n: new Map(),
    o: new Map(),
  };
  private readonly textCacheMax: number;

  constructor(capacity: number, textCacheMax = TERM_CACHE_MAX) {
    this.slotTermStart = new Uint32Array(capacity + 1);
    this.textCacheMax = textCacheMax;
  }

  get termCount(): number {
    return this.names.length;
  }

  /** Makes room for the build's slots up to `capacity`. */
  grow(capacity: number): void {
    if (!this.built && capacity + 1 > this.slotTermStart.length)
      this.slotTermStart = growU32(this.slotTermStart, capacity + 1);
  }

  /** A term by its full name ('n:电阻', 'q:F:1e-7'), or undefined. */
  lookup(name: string): number | undefined {
    return this.dictionaries[name.slice(0, 1) as TermClass]?.get(name.slice(2));
  }

  /** The id of a term of class x, n, o or q (created when new); `word` is without its prefix. */
  id(cls: TermClass, word: string): number {
    const map = this.dictionaries[cls];
    let id = map.get(word);
    if (id === undefined) {
      id = this.names.length;
      map.set(word, id);
      this.names.push(`${cls}:${word}`);
      if (id >= this.lastSlotOfTerm.length) {
        const grown = new Int32Array(this.lastSlotOfTerm.length * 2).fill(-1);
        grown.set(this.lastSlotOfTerm);
        this.lastSlotOfTerm = grown;
      }
    }
    return id;
  }

  /**
   * The term ids of a text's words (indexWords), cached while the index is built: names, series,
   * standards, packages, description clauses and text values repeat across many items (1M items: 281k
   * names, 306 series, 91k clauses, 5k text values among 4M). After finish() they are looked up each time.
   */
  textTerms(cls: 'n' | 'o', text: string): readonly number[] {
    const cache = this.textCache?.[cls];
    let ids = cache?.get(text);
    if (ids === undefined) {
      ids = indexWords(text).map((w) => this.id(cls, w));
      if (cache) {
        if (cache.size >= this.textCacheMax) cache.clear();
        cache.set(text, ids);
      }
    }
    return ids;
  }

  /** Posts a term for a slot (once per slot; slots are posted in increasing order). */
  post(term: number, slot: number): void {
    if (this.lastSlotOfTerm[term] === slot) return;
    this.lastSlotOfTerm[term] = slot;
    if (!this.built) {
      if (this.slotTermsLength === this.slotTerms.length)
        this.slotTerms = growU32(this.slotTerms, this.slotTerms.length * 2);
      this.slotTerms[this.slotTermsLength++] = term;
    } else {
      let list = this.addedSlots[term];
      if (!list) {
        list = [];
        this.addedSlots[term] = list;
      }
      list.push(slot);
    }
  }

  /** Closes a slot's terms (during the build). */
  endSlot(slot: number): void {
    if (!this.built) this.slotTermStart[slot + 1] = this.slotTermsLength;
  }

  /** Transposes the build's slot → terms into term → slots (sorted by slot). */
  finish(slotCount: number): void {
    this.textCache = undefined;
    const termCount = this.names.length;
    const offsets = new Uint32Array(termCount + 1);
    for (let i = 0; i < this.slotTermsLength; i++) {
      const t = (this.slotTerms[i] as number) + 1;
      offsets[t] = (offsets[t] as number) + 1;
    }
    for (let t = 0; t < termCount; t++) offsets[t + 1] = (offsets[t + 1] as number) + (offsets[t] as number);
    const fill = offsets.slice(0, termCount);
    const postings = new Uint32Array(this.slotTermsLength);
    for (let slot = 0; slot < slotCount; slot++) {
      const end = this.slotTermStart[slot + 1] as number;
      for (let i = this.slotTermStart[slot] as number; i < end; i++) {
        const t = this.slotTerms[i] as number;
        postings[fill[t] as number] = slot;
        fill[t] = (fill[t] as number) + 1;
      }
    }
    this.baseOffsets = offsets;
    this.baseSlots = postings;
    this.slotTerms = new Uint32Array(0);
    this.slotTermStart = new Uint32Array(0);
    this.slotTermsLength = 0;
    this.built = true;
  }

  /** The build's postings count of a term. */
  baseCount(term: number): number {
    if (term >= this.baseOffsets.length - 1) return 0;
    return (this.baseOffsets[term + 1] as number) - (this.baseOffsets[term] as number);
  }

  /** Postings of a term, the build's and the added ones. */
  count(term: number): number {
    return this.baseCount(term) + (this.addedSlots[term]?.length ?? 0);
  }

  /** Visits every slot of a term, in slot order. */
  forEachSlot(term: number, visit: (slot: number) => void): void {
    if (term < this.baseOffsets.length - 1) {
      const end = this.baseOffsets[term + 1] as number;
      const postings = this.baseSlots;
      for (let i = this.baseOffsets[term] as number; i < end; i++) visit(postings[i] as number);
    }
    const added = this.addedSlots[term];
    if (added) for (let i = 0; i < added.length; i++) visit(added[i] as number);
  }

  /** Whether any slot of a term passes `test` (in slot order, stopping at the first that does). */
  someSlot(term: number, test: (slot: number) => boolean): boolean {
    if (term < this.baseOffsets.length - 1) {
      const end = this.baseOffsets[term + 1] as number;
      const postings = this.baseSlots;
      for (let i = this.baseOffsets[term] as number; i < end; i++)
        if (test(postings[i] as number)) return true;
    }
    const added = this.addedSlots[term];
    if (added) for (let i = 0; i < added.length; i++) if (test(added[i] as number)) return true;
    return false;
  }

  /** Visits a term's slots added after the build from slot `from` on, in slot order. */
  forEachAddedFrom(term: number, from: number, visit: (slot: number) => void): void {
    const added = this.addedSlots[term];
    if (!added) return;
    let lo = 0;
    let hi = added.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((added[mid] as number) < from) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < added.length; i++) visit(added[i] as number);
  }

  /** A term's slots in slot order (a view of the build's block when nothing was added). */
  slots(term: number): Uint32Array {
    const base =
      term < this.baseOffsets.length - 1
        ? this.baseSlots.subarray(this.baseOffsets[term] as number, this.baseOffsets[term + 1] as number)
        : new Uint32Array(0);
    const added = this.addedSlots[term];
    if (!added || added.length === 0) return base;
    const slots = new Uint32Array(base.length + added.length);
    slots.set(base, 0);
    slots.set(added, base.length);
    return slots;
  }

  /** The 'n:' words with their document frequency in the build (for suggestions). */
  nameWords(): Array<[string, number]> {
    const out: Array<[string, number]> = [];
    for (let t = 0; t < this.names.length; t++) {
      const name = this.names[t] as string;
      if (name.startsWith('n:')) out.push([name.slice(2), this.baseCount(t)]);
    }
    return out;
  }

  /**
   * Takes a snapshot's terms and postings (engine/snapshot-index.ts): the dictionaries are made again from the
   * names; the build is finished.
   */
  restore(
    names: string[],
    baseOffsets: Uint32Array<ArrayBuffer>,
    baseSlots: Uint32Array<ArrayBuffer>,
    added: (number[] | undefined)[],
  ): void {
    for (const map of Object.values(this.dictionaries)) map.clear();
    this.names.length = 0;
    for (let id = 0; id < names.length; id++) {
      const name = names[id] as string;
      this.dictionaries[name.slice(0, 1) as TermClass].set(name.slice(2), id);
      this.names.push(name);
    }
    this.baseOffsets = baseOffsets;
    this.baseSlots = baseSlots;
    this.addedSlots = added;
    let size = 1 << 12;
    while (size <= names.length) size *= 2;
    this.lastSlotOfTerm = new Int32Array(size).fill(-1);
    this.textCache = undefined;
    this.slotTerms = new Uint32Array(0);
    this.slotTermStart = new Uint32Array(0);
    this.slotTermsLength = 0;
    this.built = true;
  }

  postingCount(): number {
    let added = 0;
    for (const list of this.addedSlots) if (list) added += list.length;
    return this.baseSlots.length + added;
  }

  byteSize(): number {
    return (
      this.baseOffsets.byteLength +
      this.baseSlots.byteLength +
      this.slotTerms.byteLength +
      this.slotTermStart.byteLength
    );
  }
}
