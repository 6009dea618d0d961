/**
 * The page by relevance (score desc, then id asc) without sorting the matches: scores are small integers
 * (sums of the weights), so the filter pass counts them per score (scoreCounts, high..low), the threshold
 * score T of the page is found from the counts, and a second pass takes the matches above T and, in slot
 * order (id order for the slots of the build), the first ones at T; slots added later (any id) at T are all
 * taken. Only these few are sorted.
 */
import type { QueryScratch } from './scratch.ts';
import type { SlotTable } from './slots.ts';

export interface ScoredMatches {
  matched: Uint32Array;
  /** the matches' scores when they are a merged run's (scratch.scores holds them otherwise) */
  weights: Uint8Array | null;
  total: number;
  highScore: number;
  lowScore: number;
}

/** The ids of matches offset..want-1 by relevance (the score counts, high..low, are the caller's to clear). */
export function pageByScore(
  slotTable: SlotTable,
  scratch: QueryScratch,
  { matched, weights, total, highScore, lowScore }: ScoredMatches,
  offset: number,
  want: number,
): number[] {
  const score = scratch.scores;
  const counts = scratch.scoreCounts;
  const top = counts.length - 1;
  let threshold = lowScore;
  let above = 0;
  for (let v = highScore; v >= lowScore; v--) {
    const c = counts[v] as number;
    if (above + c >= want) {
      threshold = v;
      break;
    }
    above += c;
  }
  const need = want - above;
  const baseN = slotTable.baseCount;
  const chosen: number[] = [];
  let taken = 0;
  // stop once the page's matches above T and its first `need` build slots at T are found (matches are in
  // slot order); after that only slots added after the build, at the end, can still be chosen (at T)
  let aboveLeft = above;
  let i = 0;
  for (; i < total; i++) {
    const s = matched[i] as number;
    if (weights) score[s] = weights[i] as number;
    let v = (score[s] as number) | 0;
    if (v > top) v = top;
    if (v > threshold) {
      chosen.push(s);
      aboveLeft--;
    } else if (v === threshold && (s >= baseN || taken < need)) {
      chosen.push(s);
      if (s < baseN) taken++;
    }
    if (aboveLeft === 0 && taken === need && s < baseN) {
      i++;
      break;
    }
  }
  for (let j = total - 1; j >= i && (matched[j] as number) >= baseN; j--) {
    const s = matched[j] as number;
    if (weights) score[s] = weights[j] as number;
    let v = (score[s] as number) | 0;
    if (v > top) v = top;
    if (v === threshold) chosen.push(s);
  }
  const ids = slotTable.ids;
  chosen.sort((a, b) => {
    let x = (score[a] as number) | 0;
    let y = (score[b] as number) | 0;
    if (x > top) x = top;
    if (y > top) y = top;
    return y - x || (ids[a] as number) - (ids[b] as number);
  });
  return chosen.slice(offset, want).map((s) => ids[s] as number);
}
