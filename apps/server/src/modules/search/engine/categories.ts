/**
 * The categories and brands an index knows, by local index (the small numbers the slot table stores): their
 * words (a category's with its ancestors', a brand's Chinese and English names) as 'o' terms, and the
 * category-name suggestions.
 */
import { englishWords, foldText, indexWords } from '../search.text.ts';
import type { TermPostings } from './postings.ts';
import type { IndexBrand, IndexCategory } from './types.ts';

export class CategoriesAndBrands {
  readonly categories: IndexCategory[] = [];
  /** category id → local index */
  readonly categoryLocal = new Map<number, number>();
  /** brands by local index - 1 (local 0 is "no brand") */
  readonly brands: IndexBrand[] = [];
  /** brand id → local index (from 1) */
  readonly brandLocal = new Map<number, number>();
  private categoryWords: string[][] = [];
  private brandWords: string[][] = [];
  /** 'o' term ids of each category's words, made on first use */
  private categoryTermIds: (Uint32Array | undefined)[] = [];
  private brandTermIds: (Uint32Array | undefined)[] = [];

  constructor(
    categories: IndexCategory[],
    brands: IndexBrand[],
    private readonly postings: TermPostings,
  ) {
    const byId = new Map(categories.map((c) => [c.id, c]));
    for (const c of categories) {
      this.categoryLocal.set(c.id, this.categories.length);
      this.categories.push(c);
      // words of the category and its ancestors
      const words: string[] = [];
      for (
        let cur: IndexCategory | undefined = c;
        cur;
        cur = cur.parentId ? byId.get(cur.parentId) : undefined
      ) {
        indexWords(cur.name, words);
        if (cur.nameEn) englishWords(cur.nameEn, words);
      }
      this.categoryWords.push([...new Set(words)]);
    }
    for (const b of brands) this.addBrand(b);
  }

  private addBrand(b: IndexBrand): number {
    const local = this.brands.length + 1;
    this.brandLocal.set(b.id, local);
    this.brands.push(b);
    this.brandWords.push([...new Set([...indexWords(b.nameZh), ...indexWords(b.nameEn)])]);
    return local;
  }

  /** 'o' term ids of a category's words (and its ancestors'). */
  categoryTerms(local: number): Uint32Array {
    let ids = this.categoryTermIds[local];
    if (!ids) {
      ids = Uint32Array.from((this.categoryWords[local] ?? []).map((w) => this.postings.id('o', w)));
      this.categoryTermIds[local] = ids;
    }
    return ids;
  }

  /** 'o' term ids of a brand's names. */
  brandTerms(local: number): Uint32Array {
    let ids = this.brandTermIds[local];
    if (!ids) {
      ids = Uint32Array.from((this.brandWords[local - 1] ?? []).map((w) => this.postings.id('o', w)));
      this.brandTermIds[local] = ids;
    }
    return ids;
  }

  /** Names of the categories holding items (`sizeOf` local) that contain the keyword, prefix matches first. */
  suggest(keyword: string, sizeOf: (local: number) => number): string[] {
    const k = foldText(keyword).trim();
    if (k === '') return [];
    const starts: string[] = [];
    const contains: string[] = [];
    for (let c = 0; c < this.categories.length; c++) {
      if (sizeOf(c) === 0) continue;
      const name = (this.categories[c] as IndexCategory).name;
      const folded = foldText(name);
      if (folded.startsWith(k)) starts.push(name);
      else if (folded.includes(k)) contains.push(name);
    }
    return [...starts, ...contains];
  }
}
