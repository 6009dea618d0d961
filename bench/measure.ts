/**
 * What the benches share: percentiles of pooled times, and a round of tasks run at a fixed concurrency.
 *
 *   const { times, errors, wallMs } = await runRound(tasks, 4);
 *   console.log(`p99=${pct(times, 99).toFixed(2)}ms`);
 */

/** The p-th percentile (nearest rank) of the values; NaN when there are none. */
export function pct(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))] as number;
}

export interface Round {
  /** each task's time in ms, in the tasks' order */
  times: number[];
  wallMs: number;
  errors: number;
}

/** Run the tasks with `concurrency` of them in flight; a failed task counts as an error (onError sees it). */
export async function runRound(
  tasks: ReadonlyArray<() => Promise<unknown>>,
  concurrency: number,
  onError?: (err: unknown, errorsSoFar: number) => void,
): Promise<Round> {
  const times = new Array<number>(tasks.length).fill(0);
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        const task = tasks[i];
        if (!task) return;
        const s = performance.now();
        try {
          await task();
        } catch (err) {
          onError?.(err, errors);
          errors++;
        }
        times[i] = performance.now() - s;
      }
    }),
  );
  return { times, wallMs: performance.now() - started, errors };
}
