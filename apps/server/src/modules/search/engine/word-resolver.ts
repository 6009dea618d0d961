/**
 * A query word as the index's sources that can match it: the exact part number, the part-number prefix
 * range, quantity tokens, name and other words; each with its weight (types.ts WEIGHT).
 */
import { foldText, hasCjk, normalizeModel } from '../search.text.ts';
import type { PartPrefixes } from './part-prefixes.ts';
import type { TermPostings } from './postings.ts';
import { EXACT_CODE_MIN, type ResolvedWord, type Source, WEIGHT } from './types.ts';
import type { WordRuns } from './word-runs.ts';

export interface ResolveOptions {
  /** the quantity parser's tokens of the word ('q:F:1e-7') */
  quantityTokens?: string[];
  /** the piece to match as a part number (default: the word) */
  modelText?: string;
}

export function resolveWord(
  postings: TermPostings,
  prefixes: PartPrefixes,
  runs: WordRuns,
  word: string,
  options: ResolveOptions,
): ResolvedWord | null {
  const sources: Source[] = [];
  const addTerm = (name: string, weight: number) => {
    const term = postings.lookup(name);
    if (term === undefined) return;
    const source: Source = { kind: 'term', term, weight };
    if (runs.holdsLive(source)) sources.push(source);
  };
  const model = normalizeModel(options.modelText ?? word);
  const folded = foldText(word);
  // a long code that is some item's exact part number is that part: not a prefix of its neighbours
  // (RC0603FR-0710KL is not RC0603FR-0710KLxx), nor, when the code was written with punctuation, the word
  // that stands for it (rc0603fr, in the name of every RC0603FR-… resistor); shorter codes (6205, RC0603)
  // still match by prefix
  let exactCode = false;
  if (model !== '') {
    addTerm(`x:${model}`, WEIGHT.modelExact);
    exactCode = sources.length > 0 && model.length >= EXACT_CODE_MIN;
    if (!exactCode && (!hasCjk(model) || model.length >= 2)) {
      const [lo, hi] = prefixes.range(model);
      const source: Source = { kind: 'prefix', prefix: model, lo, hi, weight: WEIGHT.modelPrefix };
      if (runs.holdsLive(source)) sources.push(source);
    }
  }
  for (const q of options.quantityTokens ?? []) addTerm(q, WEIGHT.quantity);
  if (!exactCode || normalizeModel(folded) === model) {
    addTerm(`n:${folded}`, WEIGHT.name);
    addTerm(`o:${folded}`, WEIGHT.other);
  }
  if (sources.length === 0) return null;
  let cost = 0;
  for (const s of sources) cost += runs.cost(s);
  return { text: word, sources, cost };
}
