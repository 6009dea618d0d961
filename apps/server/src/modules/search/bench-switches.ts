/**
 * Switches that exist only for the bench's A/B: bench:search --mixed (bench/search-mixed.ts) turns them off for
 * its rounds of the behaviour before issue 17, so the two behaviours are measured in one run. The server never
 * changes them: both stay on.
 */

/**
 * Whether the search caches follow writes. Off, as before issue 17: every addition empties the merged-run
 * cache (engine/merge-cache.ts), a removal voids a lone word's counts, and any removal in a category with
 * numeric columns has its min and max recomputed over every slot (engine/facet-columns.ts).
 */
export const FOLLOW_WRITES = { enabled: true };

/** Whether public result pages' rows are kept in memory (summary-cache.ts); off: read from the database. */
export const ROW_CACHE = { enabled: true };

/** Whether the matches of a hot query's conditions are kept (engine/filtered-runs.ts); off: tested on every ask. */
export const KEPT_MATCHES = { enabled: true };
