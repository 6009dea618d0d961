/**
 * Suggestions of words and phrases for the search box: the name words ('n:' terms) sorted, with their
 * document frequency; the product phrases of the items' names (六角头螺栓, 六角头螺栓 GB/T 5782) sorted by
 * folded text, with the items that carry them. Items added after the build count apart. An item's phrase key
 * is counted when it is added and uncounted when it is removed or replaced (search-index.ts keeps each slot's key
 * id), so re-adding an item (an update, or the change log's look-back after a build or a snapshot load) leaves the
 * counts as they were.
 */
import { expandPhrases, foldText, PhraseType } from '../search.text.ts';
import { lowerBound } from './typed-arrays.ts';

/** phrases of one suggestion range read at most */
const PHRASE_SCAN = 20_000;
/** name words starting with a keyword read at most */
const WORD_SCAN = 2000;

/** The state of the suggestions after a build (a snapshot's). */
export interface SuggestionsState {
  nameWords: string[];
  nameWordFrequency: Uint32Array<ArrayBuffer>;
  phraseFolded: string[];
  phraseText: string[];
  phraseCount: Uint32Array<ArrayBuffer>;
  phraseType: Uint8Array<ArrayBuffer>;
  productPhrases: Uint32Array<ArrayBuffer>;
  /** phrases of items added after the build: [product word folded, [phrase, [items, type]][]] */
  addedPhrases: Array<[string, Array<[string, [number, PhraseType]]>]>;
  /** the phrase keys by id (id 0 is '', no key) */
  keys: string[];
}

export class Suggestions {
  /** 'n:' words sorted, with their document frequency */
  private nameWords: string[] = [];
  private nameWordFrequency = new Uint32Array(0);
  /** items per phrase key while adding; at finish, phrases sorted by folded text */
  private phraseKeys = new Map<string, number>();
  private phraseFolded: string[] = [];
  private phraseText: string[] = [];
  private phraseCount = new Uint32Array(0);
  private phraseType = new Uint8Array(0);
  /** indexes (in phraseFolded) of the product words */
  private productPhrases = new Uint32Array(0);
  /** phrases of items added after the build, by folded product word: phrase → [items, type] */
  private addedPhrases = new Map<string, Map<string, [number, PhraseType]>>();
  /** every phrase key seen, by id (1, 2, …; 0 stands for no key), and the ids by key */
  private keys: string[] = [''];
  private keyIds = new Map<string, number>();
  private built = false;

  /** Counts an item's phrase key (phraseKey of search.text.ts); returns its id, for removePhraseKey. */
  addPhraseKey(key: string): number {
    if (!this.built) this.phraseKeys.set(key, (this.phraseKeys.get(key) ?? 0) + 1);
    else for (const [text, type] of expandPhrases(key)) this.countAdded(key, text, type, 1);
    return this.keyId(key);
  }

  /**
   * Uncounts the phrase key of an item removed or replaced: its id (0: none), and whether the item was counted
   * in the build (its slot is a base slot) or added after it.
   */
  removePhraseKey(id: number, ofBuild: boolean): void {
    const key = this.keys[id];
    if (id === 0 || key === undefined) return;
    if (!this.built) {
      const n = (this.phraseKeys.get(key) ?? 0) - 1;
      if (n > 0) this.phraseKeys.set(key, n);
      else this.phraseKeys.delete(key);
      return;
    }
    for (const [text, type] of expandPhrases(key)) {
      if (ofBuild) this.uncountBuilt(text);
      else this.countAdded(key, text, type, -1);
    }
  }

  private keyId(key: string): number {
    let id = this.keyIds.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.keys.push(key);
      this.keyIds.set(key, id);
    }
    return id;
  }

  /** Adds `by` to the count of a phrase of items added after the build (a phrase at 0 is dropped). */
  private countAdded(key: string, text: string, type: PhraseType, by: 1 | -1): void {
    const head = foldText(key.slice(0, key.indexOf('\u0001')));
    let map = this.addedPhrases.get(head);
    if (!map) {
      if (by < 0) return;
      map = new Map();
      this.addedPhrases.set(head, map);
    }
    const seen = map.get(text);
    const n = (seen?.[0] ?? 0) + by;
    if (n > 0) map.set(text, [n, type]);
    else map.delete(text);
    if (map.size === 0) this.addedPhrases.delete(head);
  }

  /** Takes one item off a phrase of the build. */
  private uncountBuilt(text: string): void {
    const i = this.builtIndex(text);
    const n = i < 0 ? 0 : (this.phraseCount[i] as number);
    if (n > 0) this.phraseCount[i] = n - 1;
  }

  /** A phrase's index among the build's (found by its folded text, then its text), or -1. */
  private builtIndex(text: string): number {
    const folded = foldText(text);
    const list = this.phraseFolded;
    for (let i = lowerBound(list, folded); i < list.length && list[i] === folded; i++)
      if (this.phraseText[i] === text) return i;
    return -1;
  }

  /** The items added after the build that carry a phrase. */
  private addedCount(text: string): number {
    if (this.addedPhrases.size === 0) return 0;
    const space = text.indexOf(' ');
    const head = foldText(space < 0 ? text : text.slice(0, space));
    return this.addedPhrases.get(head)?.get(text)?.[0] ?? 0;
  }

  /** Sorts the name words (with their frequencies) and the build's phrases. */
  build(nameWords: Array<[string, number]>): void {
    this.built = true;
    const names = [...nameWords].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.nameWords = names.map((x) => x[0]);
    this.nameWordFrequency = Uint32Array.from(names.map((x) => x[1]));

    // phrases (items of the build; later additions count at the next build)
    const phrases = new Map<string, [number, PhraseType]>();
    for (const [key, count] of this.phraseKeys) {
      for (const [text, type] of expandPhrases(key)) {
        const seen = phrases.get(text);
        if (seen) seen[0] += count;
        else phrases.set(text, [count, type]);
      }
    }
    this.phraseKeys = new Map();
    const sortedPhrases = [...phrases].map(
      ([text, [count, type]]) => [foldText(text), text, count, type] as const,
    );
    sortedPhrases.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.phraseFolded = sortedPhrases.map((x) => x[0]);
    this.phraseText = sortedPhrases.map((x) => x[1]);
    this.phraseCount = Uint32Array.from(sortedPhrases.map((x) => x[2]));
    this.phraseType = Uint8Array.from(sortedPhrases.map((x) => x[3]));
    this.productPhrases = Uint32Array.from(
      sortedPhrases.flatMap((x, i) => (x[3] === PhraseType.product ? [i] : [])),
    );
  }

  /** Name words starting with the keyword, most frequent first: [word, frequency]. */
  words(keyword: string, size: number): Array<[string, number]> {
    const prefix = foldText(keyword).trim();
    if (prefix === '') return [];
    const list = this.nameWords;
    const out: Array<[string, number]> = [];
    for (
      let i = lowerBound(list, prefix);
      i < list.length && (list[i] as string).startsWith(prefix) && out.length < WORD_SCAN;
      i++
    ) {
      out.push([list[i] as string, this.nameWordFrequency[i] as number]);
    }
    out.sort((a, b) => b[1] - a[1] || a[0].length - b[0].length);
    return out.slice(0, size);
  }

  /**
   * Product phrases of the items' names for a keyword: the product words containing it (螺栓 → 六角头螺栓) with
   * their lines (六角头螺栓 GB/T 5782, 深沟球轴承 6204), or, for a keyword with a space, the phrases starting
   * with it. Of each phrase type the `size` carried by the most items (then the shorter): [phrase, items,
   * type]. Items added after the build count with the build's (one entry per phrase).
   */
  phrases(keyword: string, size: number): Array<[string, number, PhraseType]> {
    const k = foldText(keyword).trim();
    if (k === '' || size <= 0) return [];
    const list = this.phraseFolded;
    const best = new BestPhrases(size);
    let budget = PHRASE_SCAN;
    const take = (from: number, prefix: string, most: number) => {
      const end = Math.min(list.length, from + most);
      for (let i = from; i < end && budget > 0 && (list[i] as string).startsWith(prefix); i++) {
        budget--;
        const text = this.phraseText[i] as string;
        const count = (this.phraseCount[i] as number) + this.addedCount(text);
        if (count === 0) continue;
        best.offer([text, count, this.phraseType[i] as PhraseType, (list[i] as string).length]);
      }
    };
    const spaced = /\s/.test(k);
    if (spaced) take(lowerBound(list, k), k, PHRASE_SCAN);
    else {
      for (const p of this.productPhrases) {
        const head = list[p] as string;
        if (!head.includes(k)) continue;
        // the product word, then its lines ("head …")
        take(p, head, 1);
        const lines = `${head} `;
        take(lowerBound(list, lines), lines, PHRASE_SCAN);
      }
    }
    for (const [head, phrases] of this.addedPhrases) {
      if (!spaced && !head.includes(k)) continue;
      for (const [text, [count, type]] of phrases) {
        const folded = foldText(text);
        if (spaced && !folded.startsWith(k)) continue;
        // a phrase of the build too was offered above with both counts
        if (this.builtIndex(text) >= 0) continue;
        best.offer([text, count, type, folded.length]);
      }
    }
    return best.list();
  }

  /** What a snapshot keeps (engine/snapshot-index.ts); the phrases of items added later as entries. */
  state(): SuggestionsState {
    return {
      nameWords: this.nameWords,
      nameWordFrequency: this.nameWordFrequency,
      phraseFolded: this.phraseFolded,
      phraseText: this.phraseText,
      phraseCount: this.phraseCount,
      phraseType: this.phraseType,
      productPhrases: this.productPhrases,
      addedPhrases: [...this.addedPhrases].map(([head, map]) => [head, [...map]]),
      keys: this.keys,
    };
  }

  restore(s: SuggestionsState): void {
    this.nameWords = s.nameWords;
    this.nameWordFrequency = s.nameWordFrequency;
    this.phraseFolded = s.phraseFolded;
    this.phraseText = s.phraseText;
    this.phraseCount = s.phraseCount;
    this.phraseType = s.phraseType;
    this.productPhrases = s.productPhrases;
    this.addedPhrases = new Map(s.addedPhrases.map(([head, list]) => [head, new Map(list)]));
    this.keys = s.keys;
    this.keyIds = new Map(s.keys.map((key, id) => [key, id]));
    this.phraseKeys = new Map();
    this.built = true;
  }

  byteSize(): number {
    return this.nameWordFrequency.byteLength;
  }
}

/** [phrase, items, type, folded length] */
type Candidate = [string, number, PhraseType, number];

/** Per phrase type, the best `size` phrases offered so far (most items, then shorter), kept sorted. */
class BestPhrases {
  private readonly best: Candidate[][] = [[], [], [], []];

  constructor(private readonly size: number) {}

  offer(c: Candidate): void {
    const size = this.size;
    const top = this.best[c[2]] as Candidate[];
    if (top.length === size && !better(c, top[size - 1] as Candidate)) return;
    let at = top.length === size ? size - 1 : top.length;
    while (at > 0 && better(c, top[at - 1] as Candidate)) {
      top[at] = top[at - 1] as Candidate;
      at--;
    }
    top[at] = c;
  }

  list(): Array<[string, number, PhraseType]> {
    return this.best.flat().map((c) => [c[0], c[1], c[2]]);
  }
}

function better(a: Candidate, b: Candidate): boolean {
  return a[1] !== b[1] ? a[1] > b[1] : a[3] < b[3];
}
