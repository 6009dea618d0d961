/**
 * Intersecting word runs (word-runs.ts) into the candidates: each candidate keeps the sum of the weights of
 * the runs that hold it in `score` (indexed by slot). Hot loops over typed arrays, kept free of calls.
 */

/**
 * Intersecting the candidates with a run at most this many times longer: stamp the candidates and read the
 * run through (cheaper than galloping when the lengths are close).
 */
export const DENSE_RATIO = 4;

/** The first run of an intersection as the candidates, with its weights as their scores. */
export function startRun(
  cand: Uint32Array,
  score: Float32Array,
  slots: Uint32Array,
  weights: Uint8Array,
): number {
  cand.set(slots, 0);
  for (let i = 0; i < slots.length; i++) score[slots[i] as number] = weights[i] as number;
  return slots.length;
}

/** Keeps the candidates that a run of similar length holds (stamped with `mark`, then the run read once). */
export function intersectDense(
  cand: Uint32Array,
  count: number,
  slots: Uint32Array,
  weights: Uint8Array,
  score: Float32Array,
  stamp: Uint32Array,
  mark: number,
): number {
  for (let i = 0; i < count; i++) stamp[cand[i] as number] = mark;
  let kept = 0;
  for (let k = 0; k < slots.length; k++) {
    const s = slots[k] as number;
    if (stamp[s] !== mark) continue;
    score[s] = (score[s] as number) + (weights[k] as number);
    cand[kept++] = s;
  }
  return kept;
}

/** Keeps the candidates that a (longer) run holds, each looked up by galloping; its weight is added. */
export function intersectGallop(
  cand: Uint32Array,
  count: number,
  slots: Uint32Array,
  weights: Uint8Array,
  score: Float32Array,
): number {
  const len = slots.length;
  let j = 0;
  let kept = 0;
  for (let i = 0; i < count && j < len; i++) {
    const s = cand[i] as number;
    if ((slots[j] as number) < s) {
      // gallop to the first slot >= s
      let step = 1;
      let lo = j;
      while (j + step < len && (slots[j + step] as number) < s) {
        lo = j + step;
        step *= 2;
      }
      let hi = Math.min(len, j + step + 1);
      j = lo + 1;
      while (j < hi) {
        const mid = (j + hi) >>> 1;
        if ((slots[mid] as number) < s) j = mid + 1;
        else hi = mid;
      }
    }
    if (j < len && slots[j] === s) {
      score[s] = (score[s] as number) + (weights[j] as number);
      cand[kept++] = s;
    }
  }
  return kept;
}
