/**
 * Suggestions of words and phrases for the search box: the name words ('n:' terms) sorted, with their
 * document frequency; the product phrases of the items' names (六角头螺栓, 六角头螺栓 GB/T 5782) sorted by
 * folded text, with the items that carry them. Items added after the build count apart.
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
  private built = false;

  /** Counts an item's phrase key (phraseKey of search.text.ts). */
  addPhraseKey(key: string): void {
    if (!this.built) {
      this.phraseKeys.set(key, (this.phraseKeys.get(key) ?? 0) + 1);
      return;
    }
    const phrases = expandPhrases(key);
    const head = foldText((phrases[0] as [string, PhraseType])[0]);
    let map = this.addedPhrases.get(head);
    if (!map) {
      map = new Map();
      this.addedPhrases.set(head, map);
    }
    for (const [text, type] of phrases) {
      const seen = map.get(text);
      if (seen) seen[0]++;
      else map.set(text, [1, type]);
    }
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
   * type]. Items added after the build count apart (a phrase may then come twice, with either count).
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
        const count = this.phraseCount[i] as number;
        const type = this.phraseType[i] as PhraseType;
        best.offer([this.phraseText[i] as string, count, type, (list[i] as string).length]);
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
