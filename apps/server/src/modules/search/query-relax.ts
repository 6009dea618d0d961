/**
 * A query that found nothing, relaxed (issue 15): the words that found nothing are left out, or replaced by
 * their broader form where they have one (M8x30 → M8, 6205-2RS1 → 6205, the nearest items), and when the rest
 * still finds nothing one more word is left out, from the last typed; when every word is
 * known but together they find nothing, one word at a time is broadened, from the last typed (words without a
 * broader form stay: "深沟球轴承|六角头螺栓" rightly finds nothing). The answer says which words found nothing
 * and what was searched instead (SearchRelaxed). Runs only on an empty answer, at most one search per piece.
 */
import type { SearchRelaxed } from '@jianku/rules/search-schemas';
import type { IndexResult, ResolvedWord, SearchIndex } from './engine/index.ts';
import { type PieceOutcome, resolvePiece } from './search-query.ts';

/** A piece as shown: its text (typed or broader) and its words. */
interface Shown {
  tag: number;
  text: string;
  words: ResolvedWord[];
}

/** The piece in its broader form, or null when it has none or that finds nothing either. */
function broaden(index: SearchIndex, p: PieceOutcome): Shown | null {
  const broader = p.piece.broader;
  if (broader === undefined) return null;
  const r = resolvePiece(index, { text: broader, tag: p.piece.tag, form: broader, alternatives: [] });
  return r.missing || r.words.length === 0 ? null : { tag: p.piece.tag, text: broader, words: r.words };
}

/** The keyword tags of the shown pieces, joined by '|' (pieces of one tag by a space). */
function keyWordsOf(shown: Shown[]): string {
  const tags = new Map<number, string[]>();
  for (const s of shown) tags.set(s.tag, [...(tags.get(s.tag) ?? []), s.text]);
  return [...tags.keys()]
    .sort((a, b) => a - b)
    .map((t) => (tags.get(t) as string[]).join(' '))
    .join('|');
}

export function relaxQuery(
  index: SearchIndex,
  pieces: PieceOutcome[],
  run: (words: ResolvedWord[]) => IndexResult,
): { result: IndexResult; relaxed: SearchRelaxed } | null {
  const asShown = (p: PieceOutcome): Shown => ({ tag: p.piece.tag, text: p.piece.text, words: p.words });
  const attempt = (shown: Shown[], missing: string[]) => {
    const words = shown.flatMap((s) => s.words);
    if (words.length === 0) return null;
    const result = run(words);
    return result.total > 0 ? { result, relaxed: { missing, keyWords: keyWordsOf(shown) } } : null;
  };
  if (pieces.some((p) => p.missing)) {
    const shown: Shown[] = [];
    for (const p of pieces) {
      if (!p.missing) shown.push(asShown(p));
      else {
        const b = broaden(index, p);
        if (b) shown.push(b);
      }
    }
    const missing = pieces.filter((p) => p.missing).map((p) => p.piece.text);
    const found = attempt(shown, missing);
    if (found) return found;
    // the rest finds nothing together either: leave out one more word, from the last typed (M8×30 8.8 镀锌 →
    // M8 8.8 when no M8 8.8 part is zinc plated)
    for (let i = shown.length - 1; i >= 0 && shown.length > 1; i--) {
      const left = shown[i] as Shown;
      const more = attempt(
        shown.filter((_, j) => j !== i),
        [...missing, left.text],
      );
      if (more) return more;
    }
    return null;
  }
  const live = pieces.filter((p) => p.words.length > 0);
  if (live.length < 2) return null;
  for (let i = live.length - 1; i >= 0; i--) {
    const b = broaden(index, live[i] as PieceOutcome);
    if (!b) continue;
    const found = attempt(
      live.map((p, j) => (j === i ? b : asShown(p))),
      [(live[i] as PieceOutcome).piece.text],
    );
    if (found) return found;
  }
  return null;
}
