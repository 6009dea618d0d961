/**
 * Background work marks itself, so that the embedded database serves requests first:
 *
 *   await runInBackground(() => seeder.seed({ size }));   // the seed, the search index build
 *   isBackground()                                        // true inside, for the PGlite driver
 *
 * Why: PGlite is one session in one worker; every query waits for the one before it. Without a
 * priority a registration queued behind the seed's and the index build's queries (26 s measured).
 * The PGlite driver (pglite-dialect.ts) hands its session to a waiting request before a waiting
 * background query. PostgreSQL (a pool of sessions) ignores the mark.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const lane = new AsyncLocalStorage<'background'>();

/** Run `work` (and every query it makes, however deep) as background work. */
export function runInBackground<T>(work: () => Promise<T>): Promise<T> {
  return lane.run('background', work);
}

/** Whether the current async context is background work. */
export function isBackground(): boolean {
  return lane.getStore() === 'background';
}
