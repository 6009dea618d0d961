/**
 * The KiCad HTTP library's category lists, kept as the JSON text served (issue 12: a category of 10,000
 * parts answers in ≤ 200 ms). A list is built once from the database (one lean query) and served again while
 * the search change log (every write to item appends a row, migration 0004) stands where it stood when the
 * list was read: a request costs one small query of the log's position, not the category's rows.
 *
 * When the log moves, a list is rebuilt only if the change touched its category: the changed items (the log's
 * rows since the list was read) are looked up, and a list is affected when one of them is in its category
 * now or was in its list (an item moved away or deleted). Unaffected lists are carried to the new position
 * as they are. Affected lists are rebuilt in the background by the warmer (a poller of the log's position,
 * started by the first request): one list at a time, most recently used first, at most WARM_MAX per step,
 * as background work (db/priority.ts: requests' queries go first on PGlite), so the request after a write
 * finds its list already rebuilt. A request that comes before the warmer shares the warmer's build (or the
 * warmer shares the request's): one build per category and position, never a stampede.
 *
 *   const cache = createCategoryListCache({ position, changedSince, build });
 *   await cache.get(categoryId)   // the JSON text, or undefined for an unknown category
 *   await cache.stop()            // before the database closes
 */
import { runInBackground } from '../../db/priority.ts';

/** What changed in the log since a position: the items, and the categories they are in now. */
export interface ListChanges {
  itemIds: number[];
  categoryIds: number[];
}

export interface BuiltList {
  /** the list's JSON text as served */
  text: string;
  /** the ids of the items in it (to tell whether a later change touched it) */
  ids: number[];
}

export interface CategoryListCacheDeps {
  /** the change log's position (eda.repository.ts changeLogPosition) */
  position: () => Promise<string>;
  /** the changes since a position, or undefined when the log cannot say (too many, or pruned past it) */
  changedSince: (position: string) => Promise<ListChanges | undefined>;
  /** the list read from the database, or undefined for a category that has none */
  build: (categoryId: number) => Promise<BuiltList | undefined>;
  /** the most categories kept (least recently used out) */
  maxEntries?: number;
  /** how often the warmer reads the log's position, ms (0: no warmer) */
  warmEveryMs?: number;
  /** a failed warm step (logged by the caller) */
  onWarmError?: (err: unknown) => void;
}

interface Entry {
  position: string;
  list: Promise<BuiltList | undefined>;
  /** the list's item ids, once built */
  ids?: Set<number>;
}

const MAX_ENTRIES = 64;
/** the most lists one warm step rebuilds (the rest are rebuilt by their next request) */
export const WARM_MAX = 8;
export const WARM_EVERY_MS = 250;

/** Runs `step` every `everyMs` (0: never), one at a time, once started; `stop` waits for a running step. */
function createPoller(step: () => Promise<void>, everyMs: number, onError?: (err: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = step()
      .catch((err: unknown) => onError?.(err))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start(): void {
      if (timer || stopped || everyMs <= 0) return;
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export function createCategoryListCache({
  position,
  changedSince,
  build,
  maxEntries = MAX_ENTRIES,
  warmEveryMs = WARM_EVERY_MS,
  onWarmError,
}: CategoryListCacheDeps) {
  const entries = new Map<number, Entry>();
  let builds = 0;
  let warms = 0;
  let catchUp: { position: string; done: Promise<void> } | undefined;
  let stopped = false;

  const keep = (id: number, entry: Entry) => {
    entries.delete(id);
    entries.set(id, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  /** Builds the category's list at `now` (one build per category and position; a failed one is not kept). */
  const rebuild = (categoryId: number, now: string): Entry => {
    builds++;
    const entry: Entry = { position: now, list: build(categoryId) };
    keep(categoryId, entry);
    entry.list.then(
      (list) => {
        entry.ids = new Set(list?.ids ?? []);
      },
      () => {
        if (entries.get(categoryId) === entry) entries.delete(categoryId);
      },
    );
    return entry;
  };

  /** Whether a change touched the list (an item of its category now, or an item it holds). */
  const touched = (categoryId: number, entry: Entry, changes: ListChanges | undefined): boolean => {
    if (!changes || !entry.ids) return true;
    if (changes.categoryIds.includes(categoryId)) return true;
    return changes.itemIds.some((id) => entry.ids?.has(id));
  };

  /** Carries the lists no change touched to `now`; the others stay behind it (rebuilt when asked or warmed). */
  async function carryForward(now: string): Promise<void> {
    const behind = [...entries].filter(([, e]) => e.position !== now);
    const since = new Map<string, Promise<ListChanges | undefined>>();
    for (const [categoryId, entry] of behind) {
      if (!since.has(entry.position)) since.set(entry.position, changedSince(entry.position));
      const changes = await since.get(entry.position);
      if (entries.get(categoryId) !== entry || touched(categoryId, entry, changes)) continue;
      entry.position = now;
    }
  }

  /** One carry-forward per position, shared by the requests and the warmer that reach it together. */
  const caughtUp = (now: string): Promise<void> => {
    if (catchUp?.position !== now) catchUp = { position: now, done: carryForward(now) };
    return catchUp.done;
  };

  /** One warm step: carry the lists forward, then rebuild the touched ones, most recently used first. */
  async function warm(): Promise<void> {
    if (entries.size === 0) return; // nothing kept yet: not even the log's position is read
    const now = await position();
    if (![...entries.values()].some((e) => e.position !== now)) return;
    await caughtUp(now);
    const behind = [...entries].filter(([, e]) => e.position !== now).reverse();
    for (const [categoryId] of behind.slice(0, WARM_MAX)) {
      if (stopped) return;
      const entry = entries.get(categoryId);
      if (!entry || entry.position === now) continue;
      await rebuild(categoryId, now).list.catch(() => undefined);
      warms++;
    }
  }

  const warmer = createPoller(() => runInBackground(warm), warmEveryMs, onWarmError);

  return {
    /**
     * The category's list as JSON text. The position is read before the rows, so a write that lands between
     * the two leaves the entry behind the log and it is looked at again. Requests of the same category and
     * position share one build; a failed build is not kept.
     */
    async get(categoryId: number): Promise<string | undefined> {
      if (!stopped) warmer.start();
      const now = await position();
      let hit = entries.get(categoryId);
      if (hit && hit.position !== now && hit.ids) {
        await caughtUp(now);
        hit = entries.get(categoryId);
      }
      if (hit && hit.position === now) {
        keep(categoryId, hit);
        return (await hit.list)?.text;
      }
      return (await rebuild(categoryId, now).list)?.text;
    },

    /** How many lists were built from the database (tests, the bench). */
    builds: (): number => builds,

    /** How many lists the warmer rebuilt (tests, the bench). */
    warms: (): number => warms,

    /** Drop every list (the bench measures the first request without a list). */
    clear: (): void => entries.clear(),

    /** Stop the warmer and wait for its step (before the database closes). */
    async stop(): Promise<void> {
      stopped = true;
      await warmer.stop();
    },
  };
}

export type CategoryListCache = ReturnType<typeof createCategoryListCache>;
