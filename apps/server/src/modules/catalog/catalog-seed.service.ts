/**
 * Seeds the public catalogue from @jianku/catalog: brands, categories, then `size` generated items in
 * batches (upsert by code), then removes seeded items, categories and brands the catalogue no longer
 * has, recounts, and records { version, size } in catalog_meta 'seed'.
 *
 * - Idempotent: the same version and size are skipped; a forced run writes nothing that did not change.
 * - Resumable: each batch commits on its own (so that, on PGlite's single session, API requests get
 *   their turn between batches); catalog_meta is written last, so an interrupted seed runs again at
 *   the next start and upserts over what it had written.
 * - The version hashes the catalogue package's sources and SEED_FORMAT: a new catalogue release (or a
 *   change of how items become rows) seeds again.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brands, categories, countByFamily, generateItems, type Item } from '@jianku/catalog';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { itemToRow } from './catalog-rows.ts';
import {
  createCatalogStoreRepository,
  type ItemRow,
  type StoredCategoryRef,
} from './catalog-store.repository.ts';

/** Bump when the mapping of catalogue items to rows changes (forces a reseed). */
export const SEED_FORMAT = 1;
/** Rows per INSERT statement. */
export const SEED_BATCH_SIZE = 1000;
export const SEED_META_KEY = 'seed';
/** While a seed runs, the per-category counts are refreshed after this many items. */
const RECOUNT_EVERY = 20_000;

export interface SeedMeta {
  version: string;
  /** the requested size (CATALOG_SEED_SIZE) */
  size: number;
  /** items the catalogue gave at that size */
  items: number;
  seededAt: string;
  durationMs: number;
}

export interface SeedProgress {
  done: number;
  total: number;
}

export interface SeedOptions {
  size: number;
  /** seed even when catalog_meta says this version and size are in (writes only what changed) */
  force?: boolean;
  batchSize?: number;
  /** stops between batches (the server is shutting down); the seed then throws SeedAbortedError */
  signal?: AbortSignal;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedResult {
  skipped: boolean;
  version: string;
  size: number;
  items: number;
  inserted: number;
  updated: number;
  deleted: number;
  durationMs: number;
}

export class SeedAbortedError extends Error {
  constructor() {
    super('目录数据初始化已中止');
    this.name = 'SeedAbortedError';
  }
}

let versionCache: string | undefined;

/** Hash of the @jianku/catalog sources (tests excluded) and SEED_FORMAT. */
export function catalogVersion(): string {
  if (versionCache) return versionCache;
  const require = createRequire(import.meta.url);
  const srcDir = dirname(require.resolve('@jianku/catalog'));
  const hash = createHash('sha256').update(`seed-format-${SEED_FORMAT}`);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return walk(path);
        return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
      })
      .sort();
  for (const file of walk(srcDir)) {
    hash.update(file.slice(srcDir.length)).update(readFileSync(file));
  }
  versionCache = hash.digest('hex').slice(0, 16);
  return versionCache;
}

/** Items the catalogue gives at `size` (at least minimumSize(), at most the full catalogue). */
export function seedItemCount(size: number): number {
  return countByFamily(size).reduce((n, f) => n + f.count, 0);
}

export interface CatalogSeeder {
  /** true while a seed runs (the API reports it in /catalog/stats) */
  readonly seeding: boolean;
  /** whether seed({ size }) would write (no catalogue, another version or another size) */
  needsSeed(size: number): Promise<boolean>;
  seed(options: SeedOptions): Promise<SeedResult>;
}

// long because it is the closure that holds the seeder's methods over shared dependencies; each method is measured on its own and stays short
export function createCatalogSeeder(db: Kysely<Database>): CatalogSeeder {
  let running: Promise<SeedResult> | undefined;
  const store = createCatalogStoreRepository(db);

  /** the meta of the seed in the database when it is this version at this size */
  const currentSeed = async (size: number): Promise<SeedMeta | undefined> => {
    const meta = await store.readMeta<SeedMeta>(SEED_META_KEY);
    return meta?.version === catalogVersion() && meta.size === size ? meta : undefined;
  };
  const needsSeed = async (size: number): Promise<boolean> => (await currentSeed(size)) === undefined;

  async function run(options: SeedOptions): Promise<SeedResult> {
    const started = performance.now();
    const version = catalogVersion();
    const size = Math.max(0, Math.floor(options.size));
    const counts = { inserted: 0, updated: 0, deleted: 0 };
    const current = options.force ? undefined : await currentSeed(size);
    // skipped: the item count is the one recorded by that seed (counting again generates the catalogue,
    // seconds of CPU at 5 000 items)
    if (current) {
      const durationMs = Math.round(performance.now() - started);
      return { skipped: true, version, size, items: current.items, ...counts, durationMs };
    }
    const total = seedItemCount(size);
    const result: SeedResult = { skipped: false, version, size, items: total, ...counts, durationMs: 0 };
    const checkAbort = () => {
      if (options.signal?.aborted) throw new SeedAbortedError();
    };

    const allBrands = brands();
    const allCategories = categories();
    const brandIds = await store.upsertBrands(allBrands);
    const categoryRefs = await store.upsertCategories(allCategories);

    const batchSize = options.batchSize ?? SEED_BATCH_SIZE;
    const codes = new Set<string>();
    let batch: ItemRow[] = [];
    let done = 0;
    let sinceRecount = 0;
    // The next batch is built while the previous one is written (the database works in its own
    // thread or process).
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      const rows = batch;
      batch = [];
      await writing;
      checkAbort();
      writing = (async () => {
        const counts = await store.upsertItems(rows, 'seed');
        result.inserted += counts.inserted;
        result.updated += counts.updated;
        done += rows.length;
        sinceRecount += rows.length;
        // keep the counts the API shows roughly in step while a long seed runs
        if (sinceRecount >= RECOUNT_EVERY) {
          sinceRecount = 0;
          await store.refreshCounts();
        }
        options.onProgress?.({ done, total });
      })();
      // awaited by the next flush; this only keeps a failure from counting as unhandled meanwhile
      writing.catch(() => {});
    };
    for (const item of generateItems({ size })) {
      codes.add(item.code);
      batch.push(rowOf(item, categoryRefs, brandIds));
      if (batch.length >= batchSize) await flush();
    }
    if (batch.length > 0) await flush();
    await writing;
    checkAbort();

    await db.transaction().execute(async (trx) => {
      const tx = createCatalogStoreRepository(trx);
      const stale = (await tx.itemCodes('seed')).filter((code) => !codes.has(code));
      for (let i = 0; i < stale.length; i += 5000) {
        result.deleted += await tx.deleteItems(stale.slice(i, i + 5000), 'seed');
      }
      await tx.deleteUnused(
        allCategories.map((c) => c.code),
        allBrands.map((b) => b.code),
      );
      await tx.refreshCounts();
      result.durationMs = Math.round(performance.now() - started);
      const meta: SeedMeta = {
        version,
        size,
        items: total,
        seededAt: new Date().toISOString(),
        durationMs: result.durationMs,
      };
      await tx.writeMeta(SEED_META_KEY, { ...meta });
    });
    // planner statistics and the visibility map (index-only scans): PGlite has no autovacuum. One table
    // per statement: on PGlite's one session a request waits for the statement that runs (all four
    // in one took 3 s at 30 000 items on a busy machine; bench/db-priority.ts)
    for (const table of ['brand', 'category', 'item', 'item_param'] as const) {
      await store.vacuumAnalyze(table);
    }
    result.durationMs = Math.round(performance.now() - started);
    return result;
  }

  return {
    get seeding() {
      return running !== undefined;
    },
    needsSeed,
    async seed(options) {
      // one seed at a time in this process; a second caller waits for the first, then runs
      while (running) await running.catch(() => undefined);
      running = run(options);
      try {
        return await running;
      } finally {
        running = undefined;
      }
    },
  };
}

function rowOf(
  item: Item,
  categoryRefs: Map<string, StoredCategoryRef>,
  brandIds: Map<string, number>,
): ItemRow {
  const category = categoryRefs.get(item.categoryCode);
  if (!category) throw new Error(`目录数据有误：条目 ${item.code} 的分类 ${item.categoryCode} 不存在`);
  let brandId: number | null = null;
  if (item.brandCode !== null) {
    brandId = brandIds.get(item.brandCode) ?? null;
    if (brandId === null) throw new Error(`目录数据有误：条目 ${item.code} 的厂商 ${item.brandCode} 不存在`);
  }
  return itemToRow(item, category, brandId);
}
