/**
 * The index keeper: the search indexes (engine/, one per kind) built from the database and kept in step
 * with it by following the change log.
 *
 *   const indexes = createSearchIndexes({ repository, consumers, log });
 *   await indexes.start();              // build from the database, then follow the change log
 *   const index = await indexes.indexFor(2);
 *   indexes.catalog();                  // the categories the indexes were built with
 *
 * Freshness: at start the indexes are built from the database (keyset batches); a poller (every 250 ms)
 * reads the change log the item triggers write (migration 0004) and applies the changed items, or rebuilds
 * everything when many changed at once (the seed) or when the index met a category it does not know.
 * Queries during a rebuild are answered by the previous indexes.
 *
 * Snapshots (search-index-snapshot.ts, when SEARCH_SNAPSHOT_DIR is not off): a start loads the indexes from
 * the snapshot file and catches up on the change log from its position instead of building (a snapshot it
 * cannot trust is logged and rebuilt); a snapshot is written after the first build, then at most every
 * SEARCH_SNAPSHOT_EVERY_S while changes come, and at a clean stop. Writing takes the place of a poll step:
 * changes wait for it (seconds at 1M items), queries do not.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { runInBackground } from '../../db/priority.ts';
import { badRequest } from '../../lib/app-error.ts';
import { type IndexOptions, SearchIndex } from './engine/index.ts';
import type {
  SearchBrandRow,
  SearchCategoryRow,
  SearchItemRow,
  SearchRepository,
} from './search.repository.ts';
import type { SearchConsumersRepository } from './search-consumers.repository.ts';
import {
  indexCategoriesOf,
  loadSnapshot,
  type SnapshotOptions,
  saveSnapshot,
  snapshotPath,
} from './search-index-snapshot.ts';
import { SummaryCache } from './summary-cache.ts';

export const SEARCH_KINDS = [1, 2, 4] as const;
export const POLL_MS = 250;
/** more pending changes than this: rebuild instead of applying one by one */
export const REBUILD_CHANGES = 50_000;
const BUILD_BATCH = 2_500;
/** rows indexed between two returns to the event loop during a build */
const YIELD_ROWS = 1000;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const CHANGE_BATCH = 10_000;
/** change ids re-read behind the last applied one (transactions may commit out of id order) */
const CHANGE_LOOKBACK = 2_000;
const PRUNE_EVERY_MS = 30_000;
const PRUNE_AGE_S = 60;
/** how often this process tells the others its position in the change log (search-consumers.repository.ts) */
const HEARTBEAT_MS = 5_000;

/** The categories the indexes were built with: by id, and children by parent. */
export interface SearchCatalog {
  byId: Map<number, SearchCategoryRow>;
  children: Map<number, number[]>;
}

export type SearchIndexState = 'not-started' | 'building' | 'ready' | 'failed';

export interface SearchIndexesDeps {
  repository: SearchRepository;
  /** this process's position in the change log, for pruning that spares other processes */
  consumers: SearchConsumersRepository;
  log?: FastifyBaseLogger;
  /** the engine's tuning (tests set small values to reach the paths large catalogues take) */
  indexOptions?: IndexOptions;
  /** snapshots of the indexes on disk; none when absent (SEARCH_SNAPSHOT_DIR=off) */
  snapshot?: SnapshotOptions;
}

/** The categories by id and their children, from the category rows. */
export function catalogOf(rows: readonly SearchCategoryRow[]): SearchCatalog {
  const byId = new Map(rows.map((c) => [c.id, c]));
  const children = new Map<number, number[]>();
  for (const c of rows) {
    if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  }
  return { byId, children };
}

/** The indexes and the state of following the change log. */
class IndexKeeper {
  indexes = new Map<number, SearchIndex>();
  catalog: SearchCatalog = { byId: new Map(), children: new Map() };
  /** for the readiness check: whether a first index was built (the search answers wait for it) */
  indexState: SearchIndexState = 'not-started';
  private lastChange = 0;
  private readonly applied = new Set<number>();
  private ready: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private busy: Promise<void> | undefined;
  private rebuildWanted = false;
  private stopped = false;
  private lastPrune = Date.now();
  /** this process in search_consumer; its position stays at the last applied change while a build runs */
  private readonly consumerId = randomUUID();
  private registered = false;
  private beat: NodeJS.Timeout | undefined;
  /** the brands the indexes were built with (a snapshot keeps them) */
  private brands: SearchBrandRow[] = [];
  /** the change-log position of the last snapshot written or loaded (-1: none) */
  private snapshotPosition = -1;
  private snapshotAt = 0;
  /** the change id the newest snapshot is anchored to: pruning spares it (search-index-snapshot.ts) */
  private snapshotAnchor: number | undefined;
  /** the rows of result pages, forgotten as the index changes (summary-cache.ts) */
  readonly summaries = new SummaryCache();

  constructor(
    private readonly repository: SearchRepository,
    private readonly consumers: SearchConsumersRepository,
    private readonly log: FastifyBaseLogger | undefined,
    private readonly snapshot: SnapshotOptions | undefined,
    private readonly indexOptions: IndexOptions = {},
  ) {}

  /** Change ids this process may still read: its look-back window, and its snapshot's anchor. */
  private needsAfter(): number {
    let after = this.lastChange - CHANGE_LOOKBACK;
    if (this.snapshotAnchor !== undefined) after = Math.min(after, this.snapshotAnchor - 1);
    return Math.max(0, after);
  }

  /** Tell the others how far back this process still needs the log; rebuild if it was taken for dead. */
  async heartbeat(): Promise<void> {
    const known = await this.consumers.heartbeat(this.consumerId, this.needsAfter());
    if (!known && this.registered) {
      this.log?.warn('search: this process was taken for dead and the change log pruned past it; rebuilding');
      this.rebuildWanted = true;
    }
    this.registered = true;
  }

  /**
   * Prune the applied change log now, keeping changes younger than ageS (sparing what any live process
   * needs). Beats first: this process's own row would otherwise hold the log back to its last beat.
   */
  async pruneChangeLog(ageS = PRUNE_AGE_S): Promise<void> {
    await this.heartbeat();
    await this.consumers.prune(this.needsAfter(), ageS);
  }

  async build(): Promise<void> {
    const started = performance.now();
    const fromChange = await this.repository.lastChangeId();
    const [categoryRows, brandRows] = await Promise.all([
      this.repository.listCategories(),
      this.repository.listBrands(),
    ]);
    const next = new Map<number, SearchIndex>();
    for (const kind of SEARCH_KINDS) {
      const categories = indexCategoriesOf(categoryRows, kind);
      next.set(kind, new SearchIndex(kind, categories, brandRows, 1024, this.indexOptions));
    }
    // keyset batches; the next batch is read while this one is indexed (the database works meanwhile)
    // readMs: database time of the reads (overlaps indexing); waitMs: time indexing waited for a read
    let count = 0;
    let readMs = 0;
    let waitMs = 0;
    let indexMs = 0;
    const read = (after: number) => {
      const t = performance.now();
      return this.repository.readItems(after, BUILD_BATCH).then((rows) => {
        readMs += performance.now() - t;
        return rows;
      });
    };
    let pending: Promise<SearchItemRow[]> | undefined = read(0);
    while (pending) {
      const waited = performance.now();
      const rows: SearchItemRow[] = await pending;
      let t0 = performance.now();
      waitMs += t0 - waited;
      pending = undefined;
      if (rows.length === 0) break;
      if (rows.length === BUILD_BATCH && !this.stopped)
        pending = read((rows[rows.length - 1] as SearchItemRow).id);
      // The read just asked for is only sent once this thread gets back to its event loop (the driver's
      // promise chain runs between tasks): indexing the batch in one go would leave the database idle
      // meanwhile. Yielding every YIELD_ROWS rows sends it at once and keeps requests answered.
      for (const row of rows) {
        next.get(row.kind)?.add(row);
        if (++count % YIELD_ROWS === 0) {
          indexMs += performance.now() - t0;
          await yieldToEventLoop();
          t0 = performance.now();
        }
      }
      indexMs += performance.now() - t0;
    }
    const finishing = performance.now();
    for (const index of next.values()) index.finish();
    const finishMs = performance.now() - finishing;
    this.indexes = next;
    this.summaries.clear();
    this.catalog = catalogOf(categoryRows);
    this.brands = brandRows;
    this.lastChange = Math.max(this.lastChange, fromChange);
    this.indexState = 'ready';
    this.applied.clear();
    this.rebuildWanted = false;
    const ms = performance.now() - started;
    const mem = process.memoryUsage();
    const own = [...next.values()].reduce((n, i) => n + i.byteSize(), 0);
    this.log?.info(
      {
        items: count,
        buildMs: Math.round(ms),
        readMs: Math.round(readMs),
        waitMs: Math.round(waitMs),
        indexMs: Math.round(indexMs + finishMs),
        finishMs: Math.round(finishMs),
        rowsPerS: Math.round((count * 1000) / Math.max(1, ms)),
        typedArrayMB: Math.round(own / 1048576),
        heapUsedMB: Math.round(mem.heapUsed / 1048576),
        rssMB: Math.round(mem.rss / 1048576),
        kinds: Object.fromEntries([...next].map(([k, i]) => [k, i.stats()])),
      },
      `search: index of ${count} items built in ${(ms / 1000).toFixed(1)} s; typed arrays ${(own / 1048576).toFixed(1)} MB, heap ${(mem.heapUsed / 1048576).toFixed(0)} MB, rss ${(mem.rss / 1048576).toFixed(0)} MB`,
    );
  }

  async applyChanges(): Promise<void> {
    if (this.rebuildWanted) {
      await this.build();
      return;
    }
    const pending = await this.repository.countChangesAfter(this.lastChange, REBUILD_CHANGES);
    if (pending >= REBUILD_CHANGES) {
      await this.build();
      return;
    }
    const changes = await this.repository.changesAfter(
      Math.max(0, this.lastChange - CHANGE_LOOKBACK),
      CHANGE_BATCH + CHANGE_LOOKBACK,
    );
    const fresh = changes.filter((c) => !this.applied.has(c.id));
    if (fresh.length === 0) return;
    const itemIds = [...new Set(fresh.map((c) => c.itemId))];
    const rows: SearchItemRow[] = [];
    for (let i = 0; i < itemIds.length; i += 1000)
      rows.push(...(await this.repository.itemsByIds(itemIds.slice(i, i + 1000))));
    for (const id of itemIds) for (const index of this.indexes.values()) index.remove(id);
    this.summaries.forget(itemIds);
    for (const row of rows) {
      const index = this.indexes.get(row.kind);
      if (!index) continue;
      if (!index.add(row)) this.rebuildWanted = true; // a category the index does not know (new seed)
    }
    for (const c of fresh) {
      this.applied.add(c.id);
      if (c.id > this.lastChange) this.lastChange = c.id;
    }
    for (const id of this.applied) if (id <= this.lastChange - CHANGE_LOOKBACK) this.applied.delete(id);
    let delta = 0;
    let size = 0;
    for (const index of this.indexes.values()) {
      delta += index.deltaSize;
      size += index.size;
    }
    if (delta > Math.max(50_000, size / 4)) this.rebuildWanted = true;
    if (this.rebuildWanted) await this.build();
  }

  async prune(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.pruneChangeLog();
  }

  /**
   * Loads the snapshot and catches up on the change log from its position; false when there is none or it
   * cannot be trusted (logged: the caller builds from the database).
   */
  private async loadFromSnapshot(): Promise<boolean> {
    if (!this.snapshot) return false;
    const started = performance.now();
    const file = snapshotPath(this.snapshot);
    const loaded = await loadSnapshot(this.snapshot, this.repository);
    if (typeof loaded === 'string') {
      if (loaded === 'none') this.log?.info(`search: no snapshot at ${file}; building from the database`);
      else
        this.log?.warn(
          { snapshot: file, reason: loaded },
          `search: snapshot not used: ${loaded}; rebuilding from the database`,
        );
      return false;
    }
    const loadMs = performance.now() - started;
    this.indexes = loaded.indexes;
    this.summaries.clear();
    this.catalog = catalogOf(loaded.categories);
    this.brands = loaded.brands;
    this.lastChange = loaded.position;
    this.applied.clear();
    for (const id of loaded.applied) this.applied.add(id);
    this.snapshotPosition = loaded.position;
    this.snapshotAnchor = loaded.anchorId;
    this.snapshotAt = Date.now();
    this.rebuildWanted = false;
    const caughtUp = performance.now();
    for (let i = 0; i < 1000; i++) {
      await this.applyChanges();
      if (!this.rebuildWanted && (await this.repository.countChangesAfter(this.lastChange, 1)) === 0) break;
    }
    this.indexState = 'ready';
    const rssMB = Math.round(process.memoryUsage().rss / 1048576);
    this.log?.info(
      {
        items: loaded.items,
        loadMs: Math.round(loadMs),
        catchUpMs: Math.round(performance.now() - caughtUp),
        fileMB: Math.round(loaded.bytes / 1048576),
        position: loaded.position,
        caughtUpTo: this.lastChange,
        savedAt: loaded.savedAt,
        rssMB,
      },
      `search: index of ${loaded.items} items loaded from the snapshot in ${(loadMs / 1000).toFixed(1)} s ` +
        `(change-log position ${loaded.position}, caught up to ${this.lastChange}); rss ${rssMB} MB`,
    );
    return true;
  }

  /** Whether a snapshot is due: changes since the last one, and SEARCH_SNAPSHOT_EVERY_S since (or none yet). */
  private snapshotDue(): boolean {
    if (!this.snapshot || this.indexState !== 'ready' || this.rebuildWanted) return false;
    if (this.lastChange === this.snapshotPosition) return false;
    return this.snapshotAt === 0 || Date.now() - this.snapshotAt >= this.snapshot.everyMs;
  }

  /** Writes a snapshot of the indexes as they stand (no change is applied meanwhile); true when written. */
  private async writeSnapshot(): Promise<boolean> {
    if (!this.snapshot || this.indexState !== 'ready') return false;
    const started = performance.now();
    const position = this.lastChange;
    this.snapshotAt = Date.now();
    try {
      const saved = await saveSnapshot(this.snapshot, {
        indexes: this.indexes,
        categories: [...this.catalog.byId.values()],
        brands: this.brands,
        position,
        applied: [...this.applied],
      });
      if (!saved) {
        this.log?.info('search: no snapshot written: the change log has no row to anchor it to');
        return false;
      }
      this.snapshotPosition = position;
      this.snapshotAnchor = saved.anchorId;
      const ms = performance.now() - started;
      this.log?.info(
        { snapshotMs: Math.round(ms), fileMB: Math.round(saved.bytes / 1048576), position },
        `search: snapshot written in ${(ms / 1000).toFixed(1)} s (${(saved.bytes / 1048576).toFixed(0)} MB, change-log position ${position})`,
      );
      return true;
    } catch (err) {
      this.log?.warn({ err }, 'search: writing the snapshot failed; the next one is tried later');
      return false;
    }
  }

  /** Write a snapshot now (tests, the bench): after a running step, holding the next one back. */
  async snapshotNow(): Promise<boolean> {
    await this.start();
    while (this.busy) await this.busy;
    const run = runInBackground(() => this.writeSnapshot());
    const done = () => {
      this.busy = undefined;
    };
    this.busy = run.then(done, done);
    return run;
  }

  /** Run one step (apply changes, prune, a snapshot when due) unless one runs. */
  tick(): Promise<void> {
    if (this.busy) return this.busy;
    this.busy = (async () => {
      try {
        if (this.ready) await this.ready;
        if (this.stopped) return;
        await runInBackground(async () => {
          await this.applyChanges();
          await this.prune();
          if (this.snapshotDue()) await this.writeSnapshot();
        });
      } catch (err) {
        if (!this.stopped) this.log?.warn({ err }, 'search: applying changes failed; retrying');
      } finally {
        this.busy = undefined;
      }
    })();
    return this.busy;
  }

  start(): Promise<void> {
    if (!this.ready) {
      this.stopped = false;
      this.indexState = 'building';
      // background work: on PGlite's one session, requests' queries go before the build's reads
      this.ready = runInBackground(async () => {
        await this.heartbeat(); // before the build: nothing it will need is pruned while it runs
        if (!(await this.loadFromSnapshot())) await this.build();
      }).catch((err: unknown) => {
        this.log?.error({ err }, 'search: index build failed; retrying on the next change');
        this.rebuildWanted = true;
        this.indexState = 'failed';
      });
      this.timer = setInterval(() => void this.tick(), POLL_MS);
      this.timer.unref();
      this.beat = setInterval(() => {
        this.heartbeat().catch((err: unknown) =>
          this.log?.warn({ err }, 'search: change-log heartbeat failed'),
        );
      }, HEARTBEAT_MS);
      this.beat.unref();
    }
    return this.ready;
  }

  async indexFor(kind: number): Promise<SearchIndex> {
    await this.start();
    const index = this.indexes.get(kind);
    if (!index) throw badRequest('请求参数不正确：kind 只能是 1、2 或 4');
    return index;
  }

  /** Stop the poller and wait for a running step (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.beat) clearInterval(this.beat);
    this.timer = undefined;
    this.beat = undefined;
    await this.ready;
    await this.busy;
    // a clean stop keeps what was applied since the last snapshot
    if (this.snapshot && this.indexState === 'ready' && this.lastChange !== this.snapshotPosition)
      await this.writeSnapshot();
    await this.consumers.forget(this.consumerId).catch(() => {});
  }

  /** Apply every pending change now (tests; after a bulk write). */
  async sync(): Promise<void> {
    await this.start();
    for (let i = 0; i < 100; i++) {
      await this.busy;
      await this.tick();
      const pending = await this.repository.countChangesAfter(this.lastChange, 1);
      if (pending === 0 && !this.rebuildWanted) return;
    }
  }

  /** Rebuild from the database now. */
  async rebuild(): Promise<void> {
    await this.start();
    await this.busy;
    this.rebuildWanted = true;
    await this.tick();
  }
}

export function createSearchIndexes({
  repository,
  consumers,
  log,
  snapshot,
  indexOptions,
}: SearchIndexesDeps) {
  const keeper = new IndexKeeper(repository, consumers, log, snapshot, indexOptions);
  return {
    /** Build the indexes and start following the change log (idempotent). */
    start: (): Promise<void> => keeper.start(),

    /** not-started, building (no index yet: searches wait), ready, or failed (retried on the next change) */
    indexState: (): SearchIndexState => keeper.indexState,

    /** Stop the poller and wait for a running step (before the database closes). */
    stop: (): Promise<void> => keeper.stop(),

    /** Apply every pending change now (tests; after a bulk write). */
    sync: (): Promise<void> => keeper.sync(),

    /** Rebuild from the database now. */
    rebuild: (): Promise<void> => keeper.rebuild(),

    /** Write a snapshot of the indexes now (tests, the bench); false when off or nothing to anchor it to. */
    saveSnapshot: (): Promise<boolean> => keeper.snapshotNow(),

    /** Prune the applied change log now, keeping changes younger than ageS (tests; operations). */
    pruneChangeLog: (ageS?: number): Promise<void> => keeper.pruneChangeLog(ageS),

    stats: () => Object.fromEntries([...keeper.indexes].map(([kind, index]) => [kind, index.stats()])),

    /** The index of a kind, once the first build is done. */
    indexFor: (kind: number): Promise<SearchIndex> => keeper.indexFor(kind),

    /** The index of a kind as it stands (none before the first build). */
    indexOf: (kind: number): SearchIndex | undefined => keeper.indexes.get(kind),

    /** The categories of the current indexes. */
    catalog: (): SearchCatalog => keeper.catalog,

    /** The public library's rows of these ids, kept in step with the index (summary-cache.ts). */
    summaries: (ids: readonly number[]) =>
      keeper.summaries.read(ids, (missing) => repository.summaries(missing)),
  };
}

export type SearchIndexes = ReturnType<typeof createSearchIndexes>;
