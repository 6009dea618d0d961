/**
 * Snapshots of the search indexes (issue 17, "Start"): the indexes of every kind, the categories and brands
 * they were built with and their change-log position, in one file (SEARCH_SNAPSHOT_DIR, default
 * DATA_DIR/search-index/search-index.snap), so that a start loads them and catches up on the change log
 * instead of building from the database.
 *
 *   const saved = await saveSnapshot(options, state);       // atomic: temp file, fsync, rename
 *   const loaded = await loadSnapshot(options, repository); // the indexes, or why not (the caller rebuilds)
 *
 * A snapshot is used only when all of these hold, else it is rebuilt (never trusted):
 * - the file reads whole: magic, header and every section pass their CRC-32 and the file has the size its
 *   header says (a truncated or corrupted file is found here);
 * - its key is this code's: snapshot format, a hash of the engine's sources (engine/*.ts, search.text.ts and
 *   the jieba version: how words are cut and what the file holds), the catalogue version (catalogVersion())
 *   and the last migration;
 * - the database agrees: the catalogue version and size the seed recorded (catalog_meta 'seed'), the same
 *   categories and brands, and the anchor: the newest change-log row at or before the snapshot's position,
 *   recorded with its item and time to the microsecond, is still there. Pruning drops a prefix of the log,
 *   so while the anchor stands nothing after the position was pruned (gap detection); another database
 *   (recreated, another schema) has no such row. The keeper spares the anchor while it runs (its position in
 *   search_consumer stays below it); a process that stopped for longer than the consumer TTL while others
 *   pruned finds its anchor gone and rebuilds.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { migrations } from '../../db/migrations/index.ts';
import { catalogVersion } from '../catalog/catalog-seed.service.ts';
import type { IndexCategory, SearchIndex } from './engine/index.ts';
import { SnapshotError, SnapshotFile, SnapshotWriter } from './engine/snapshot-file.ts';
import { readIndex, writeIndex } from './engine/snapshot-index.ts';
import type { SearchBrandRow, SearchCategoryRow, SearchRepository } from './search.repository.ts';
import type { ChangeAnchor, SearchSnapshotRepository } from './search-snapshot.repository.ts';

/**
 * the layout of the file and of its sections (snapshot-file.ts, snapshot-index.ts); 2: each index holds its
 * slots' packages and lifecycles (issue 15's facets), so a format-1 file is rebuilt
 */
const SNAPSHOT_FORMAT = 2;
export const SNAPSHOT_FILE = 'search-index.snap';
/** SEARCH_SNAPSHOT_EVERY_S's default: a save at most this often while changes come (and at a clean stop) */
export const SNAPSHOT_EVERY_S = 600;

export interface SnapshotOptions {
  /** the folder of the snapshot file (SEARCH_SNAPSHOT_DIR) */
  dir: string;
  /** at least this long between two saves while changes come (SEARCH_SNAPSHOT_EVERY_S) */
  everyMs: number;
  repository: SearchSnapshotRepository;
}

/** What a snapshot holds besides its indexes' sections. */
export interface SnapshotState {
  indexes: Map<number, SearchIndex>;
  categories: SearchCategoryRow[];
  brands: SearchBrandRow[];
  /** the last change-log id applied */
  position: number;
  /** change ids applied in the look-back window behind the position */
  applied: number[];
}

interface SnapshotKey {
  format: number;
  engine: string;
  catalogue: string;
  migration: string;
}

interface SnapshotMeta {
  key: SnapshotKey;
  catalogMeta: unknown;
  position: number;
  applied: number[];
  anchor: ChangeAnchor;
  savedAt: string;
  items: number;
  kinds: number[];
}

export interface LoadedSnapshot extends SnapshotState {
  anchorId: number;
  items: number;
  bytes: number;
  savedAt: string;
}

let engineHash: string | undefined;

/** A hash of what decides an index's contents besides the data: the engine's sources and jieba's version. */
function engineVersion(): string {
  if (engineHash) return engineHash;
  const hash = createHash('sha256');
  const here = dirname(fileURLToPath(import.meta.url));
  const engine = join(here, 'engine');
  const files = readdirSync(engine)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => join(engine, f));
  for (const file of [...files, join(here, 'search.text.ts')])
    hash.update(file.slice(here.length)).update(readFileSync(file));
  const require = createRequire(import.meta.url);
  hash.update(readFileSync(join(dirname(require.resolve('@node-rs/jieba')), 'package.json')));
  engineHash = hash.digest('hex').slice(0, 16);
  return engineHash;
}

/** The categories of a kind as an index takes them. */
export function indexCategoriesOf(rows: readonly SearchCategoryRow[], kind: number): IndexCategory[] {
  return rows
    .filter((c) => c.kind === kind)
    .map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, nameEn: c.nameEn, params: c.params }));
}

function snapshotKey(): SnapshotKey {
  return {
    format: SNAPSHOT_FORMAT,
    engine: engineVersion(),
    catalogue: catalogVersion(),
    migration: Object.keys(migrations).sort().at(-1) ?? '',
  };
}

export function snapshotPath(options: Pick<SnapshotOptions, 'dir'>): string {
  return join(options.dir, SNAPSHOT_FILE);
}

/**
 * Writes a snapshot of these indexes (they must not change until it returns: the keeper applies no change
 * meanwhile). Null when the change log has no row at or before the position to anchor it (nothing written).
 */
export async function saveSnapshot(
  options: SnapshotOptions,
  state: SnapshotState,
): Promise<{ anchorId: number; bytes: number } | null> {
  const anchor = await options.repository.anchorAtOrBefore(state.position);
  if (!anchor) return null;
  let items = 0;
  for (const index of state.indexes.values()) items += index.size;
  const meta: SnapshotMeta = {
    key: snapshotKey(),
    catalogMeta: await options.repository.catalogMeta(),
    position: state.position,
    applied: state.applied,
    anchor,
    savedAt: new Date().toISOString(),
    items,
    kinds: [...state.indexes.keys()],
  };
  const file = new SnapshotWriter<unknown>(meta);
  file.json('categories', state.categories);
  file.json('brands', state.brands);
  for (const index of state.indexes.values()) writeIndex(file, index);
  const bytes = await file.write(snapshotPath(options));
  return { anchorId: anchor.id, bytes };
}

/** Why the snapshot's key or its database differ from this process's, or null when they agree. */
async function mismatch(
  options: SnapshotOptions,
  repository: SearchRepository,
  meta: SnapshotMeta,
  categories: SearchCategoryRow[],
  brands: SearchBrandRow[],
): Promise<string | null> {
  const key = snapshotKey();
  if (meta.key?.format !== key.format) return `another snapshot format (${meta.key?.format})`;
  if (meta.key.engine !== key.engine) return `another search engine version (${meta.key.engine})`;
  if (meta.key.catalogue !== key.catalogue) return `another catalogue version (${meta.key.catalogue})`;
  if (meta.key.migration !== key.migration) return `another database schema (${meta.key.migration})`;
  if (!isDeepStrictEqual(meta.catalogMeta, await options.repository.catalogMeta()))
    return 'the database holds another catalogue seed';
  const [dbCategories, dbBrands] = await Promise.all([repository.listCategories(), repository.listBrands()]);
  if (!isDeepStrictEqual(categories, dbCategories)) return 'the categories changed';
  if (!isDeepStrictEqual(brands, dbBrands)) return 'the brands changed';
  const anchor = await options.repository.changeAt(meta.anchor.id);
  if (!isDeepStrictEqual(anchor, meta.anchor))
    return `the change log no longer holds change ${meta.anchor.id} (pruned past the snapshot's position ${meta.position}, or another database)`;
  return null;
}

/**
 * The indexes of the snapshot file, when it can be trusted (see the top of this file); otherwise why not
 * (a string to log), or 'none' when there is no file.
 */
export async function loadSnapshot(
  options: SnapshotOptions,
  repository: SearchRepository,
): Promise<LoadedSnapshot | string> {
  let file: SnapshotFile<SnapshotMeta>;
  try {
    file = await SnapshotFile.open<SnapshotMeta>(snapshotPath(options));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'none';
    return err instanceof SnapshotError ? err.message : `the snapshot cannot be read (${String(err)})`;
  }
  try {
    const meta = file.meta;
    const categories = await file.json<SearchCategoryRow[]>('categories');
    const brands = await file.json<SearchBrandRow[]>('brands');
    const why = await mismatch(options, repository, meta, categories, brands);
    if (why) return why;
    const indexes = new Map<number, SearchIndex>();
    for (const kind of meta.kinds)
      indexes.set(kind, await readIndex(file, kind, indexCategoriesOf(categories, kind), brands));
    return {
      indexes,
      categories,
      brands,
      position: meta.position,
      applied: meta.applied,
      anchorId: meta.anchor.id,
      items: meta.items,
      bytes: file.size,
      savedAt: meta.savedAt,
    };
  } catch (err) {
    return err instanceof SnapshotError ? err.message : `the snapshot cannot be read (${String(err)})`;
  } finally {
    await file.close();
  }
}
