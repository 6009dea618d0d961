/**
 * 3D search (issue 11): the geometries the catalogue can make (every public item of a category with a model
 * family, grouped by geometry: bolts of grades 8.8 and 10.9 share one), their descriptors in a ShapeIndex
 * built in the background from the models module's STL files and kept on disk, and queries by an uploaded
 * STL/STEP file or by an item. An upload's descriptor is kept (not the file) under an id, so the answer's
 * address survives a reload.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode, SEARCH3D_MAX_RESULTS, SEARCH3D_MESSAGES } from '@jianku/rules';
import type { Search3dAnswer, Search3dQuery } from '@jianku/rules/search3d-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { ReceivedFile } from '../files/files.service.ts';
import { FAMILIES } from '../models/geometry/families.ts';
import { GEOMETRY_VERSION } from '../models/models.cache.ts';
import type { ModelsService } from '../models/models.service.ts';
import { CatalogueGeometries, type Geometry } from './catalogue-geometries.ts';
import {
  createDescribePool,
  type Described,
  type DescribePool,
  DescribeTimeoutError,
  DescribeUserError,
} from './search3d.pool.ts';
import type { Search3dRepository } from './search3d.repository.ts';
import { DESCRIPTOR_VERSION } from './shape-descriptor.ts';
import { ShapeIndex, similarityOf } from './shape-index.ts';

/** Which families and descriptor the saved index belongs to: a change makes a new index. */
export const INDEX_SIGNATURE = createHash('sha256')
  .update(
    JSON.stringify({ DESCRIPTOR_VERSION, GEOMETRY_VERSION, f: FAMILIES.map((f) => [f.id, f.categories]) }),
  )
  .digest('hex')
  .slice(0, 16);

interface SavedQuery {
  fileName: string;
  vector: number[];
  triangles: number;
  extents: number[];
}

const QUERY_ID = /^[a-f0-9]{24}$/;

export interface Search3dServiceOptions {
  repository: Search3dRepository;
  models: ModelsService;
  dataDir: string;
  log?: FastifyBaseLogger;
  /** time limit of reading one uploaded file (default 120 s: a STEP of 500 bodies takes about 60 s on a loaded 2-core machine) */
  timeoutMs?: number;
}

const userError = (message: string, status: 413 | 503) =>
  new AppError(status === 413 ? ErrorCode.payloadTooLarge : ErrorCode.serviceUnavailable, message, status);

// long because it is the service's closure: the index state and the few operations that share it
export function createSearch3dService({
  repository,
  models,
  dataDir,
  log,
  timeoutMs = 120_000,
}: Search3dServiceOptions) {
  const dir = join(dataDir, 'search3d');
  const indexFile = join(dir, `index-${INDEX_SIGNATURE}.json`);
  const queriesDir = join(dir, 'queries');
  const index = new ShapeIndex();
  const geometries = new CatalogueGeometries();
  let pool: DescribePool | undefined;
  const getPool = () => {
    pool ??= createDescribePool({ size: 1, timeoutMs });
    return pool;
  };
  let build: Promise<void> | undefined;
  let building = false;
  /** the change log's position when the geometries were read (undefined: not read yet) */
  let readAt: string | undefined;
  let reload: Promise<boolean> | undefined;
  let describing: Promise<void> | undefined;
  /** the geometries changed while the background describer ran: it goes round once more */
  let pending = false;

  const codes = FAMILIES.flatMap((f) => f.categories);

  async function loadGeometries(): Promise<void> {
    const at = await repository.changeLogPosition();
    geometries.replace(await repository.itemsOfCategories(codes));
    readAt = at;
  }

  /**
   * The items changed since the geometries were read at `since`, read again (all of them when the log cannot
   * list them: too many, or pruned past it). Answers whether the log had moved.
   */
  async function updateGeometries(since: string): Promise<boolean> {
    const at = await repository.changeLogPosition();
    if (at === since) return false;
    const changes = await repository.changedSince(since);
    if (!changes) {
      await loadGeometries();
      return true;
    }
    const ids = [...changes.itemIds, ...geometries.firstsAfter(changes.itemIds)];
    geometries.update(changes.itemIds, await repository.itemsByIds(codes, ids));
    readAt = at;
    return true;
  }

  async function describeGeometry(g: Geometry): Promise<Described> {
    const path = await models.specFile(g.spec, 'stl');
    return getPool().run({ path, hint: 'stl' });
  }

  /**
   * Describes the catalogue's geometries the index lacks, those read again meanwhile too; a model job past
   * its time limit on a busy machine is tried once more at the end. Answers how many were added.
   */
  async function describeMissing(): Promise<number> {
    const tried = new Set<string>();
    const failed: Geometry[] = [];
    let added = 0;
    const describe = async (g: Geometry) => {
      if (index.has(g.key) || !geometries.has(g.key)) return;
      index.add(g.key, (await describeGeometry(g)).vector);
      if (++added % 25 === 0) await index.save(indexFile, INDEX_SIGNATURE);
    };
    const lacking = () => [...geometries.values()].filter((g) => !index.has(g.key) && !tried.has(g.key));
    for (let list = lacking(); list.length > 0; list = lacking()) {
      for (const g of list) {
        tried.add(g.key);
        await describe(g).catch(() => failed.push(g));
      }
    }
    for (const g of failed) {
      await describe(g).catch((err: unknown) =>
        log?.error({ err, family: g.spec.family, params: g.spec.params }, '3D 搜索索引：几何描述失败'),
      );
    }
    if (added > 0) await index.save(indexFile, INDEX_SIGNATURE);
    return added;
  }

  /** Runs describeMissing in the background, once more when asked again meanwhile; `building` while it runs. */
  function describeInBackground(): Promise<void> {
    pending = true;
    describing ??= (async () => {
      building = true;
      try {
        while (pending) {
          pending = false;
          const added = await describeMissing();
          log?.info({ models: index.size, added }, '3D 搜索索引已就绪');
        }
      } finally {
        building = false;
        describing = undefined;
      }
    })();
    return describing;
  }

  async function runBuild(): Promise<void> {
    building = true;
    try {
      await loadGeometries();
      await index.load(indexFile, INDEX_SIGNATURE);
    } catch (err) {
      building = false;
      throw err;
    }
    await describeInBackground();
  }

  /**
   * SEARCH3D_FOLLOWS_CATALOGUE: before each query, the change log's position (one small index scan). When
   * items were written since the geometries were read (an operator's import, a reseed, an item updated or
   * removed), those items alone are read again: a removed item leaves the answers at once, a new item of a
   * geometry the index holds is found at once, and a new geometry is described in the background (the answer
   * says the index is building). Organisations' private items are not in 3D search (public items only): their
   * writes cost the log's changed ids and one look-up that reads no row. Queries at once share one update.
   */
  async function followCatalogue(): Promise<void> {
    const since = readAt;
    if (since === undefined) return; // the build reads them
    let moved: boolean;
    try {
      reload ??= updateGeometries(since).finally(() => {
        reload = undefined;
      });
      moved = await reload;
    } catch (err) {
      log?.warn({ err }, '3D 搜索：目录变更读取失败');
      return;
    }
    if (moved && [...geometries.keys()].some((key) => !index.has(key)))
      describeInBackground().catch((err: unknown) => log?.error({ err }, '3D 搜索索引更新失败'));
  }

  /** The index build (started once; a failed build is retried on the next call). */
  function ensureIndex(): Promise<void> {
    build ??= runBuild().catch((err: unknown) => {
      build = undefined;
      throw err;
    });
    return build;
  }

  async function describeFile(path: string, hint: 'stl' | 'step' | undefined): Promise<Described> {
    try {
      return await getPool().run({ path, hint });
    } catch (err) {
      if (err instanceof DescribeUserError) throw badRequest(err.message);
      if (err instanceof DescribeTimeoutError) throw userError(SEARCH3D_MESSAGES.timeout, 503);
      log?.error({ err }, '3D 搜索：模型读取失败');
      throw userError(SEARCH3D_MESSAGES.failed, 503);
    }
  }

  function answer(
    vector: Float32Array,
    query: Search3dAnswer['query'],
    { category, ignoreScale = false, limit = 20 }: Search3dQuery,
  ): Search3dAnswer {
    // SEARCH3D_INDEX_ON_DEMAND: the first search starts the build (this answer says it is building)
    if (build === undefined)
      ensureIndex().catch((err: unknown) => log?.error({ err }, '3D 搜索索引建立失败'));
    const t = performance.now();
    const inCatalogue = (key: string) => geometries.has(key);
    const top = index.nearest(vector, SEARCH3D_MAX_RESULTS, { ignoreScale, accept: inCatalogue });
    const counts = new Map<number, { id: number; name: string; count: number }>();
    for (const n of top) {
      const { first } = geometries.get(index.keyAt(n.at))!;
      const c = counts.get(first.category_id) ?? {
        id: first.category_id,
        name: first.category_name,
        count: 0,
      };
      c.count++;
      counts.set(first.category_id, c);
    }
    const chosen =
      category === undefined
        ? top.slice(0, limit)
        : index.nearest(vector, limit, {
            ignoreScale,
            accept: (key) => geometries.get(key)?.first.category_id === category,
          });
    const results = chosen.map((n) => {
      const g = geometries.get(index.keyAt(n.at))!;
      return {
        itemId: g.first.id,
        kind: g.first.kind,
        model: g.first.model,
        name: g.first.name,
        categoryId: g.first.category_id,
        categoryName: g.first.category_name,
        family: g.spec.family,
        geometry: g.key,
        similarity: similarityOf(n.distance),
        sameGeometry: g.items.size,
      };
    });
    return {
      query,
      index: { models: index.size, total: geometries.size, building },
      categories: [...counts.values()].sort((a, b) => b.count - a.count),
      results,
      ms: Math.round((performance.now() - t) * 100) / 100,
    };
  }

  async function loadQuery(id: string): Promise<SavedQuery> {
    if (!QUERY_ID.test(id)) throw new AppError(ErrorCode.notFound, SEARCH3D_MESSAGES.queryNotFound, 404);
    try {
      return JSON.parse(await readFile(join(queriesDir, `${id}.json`), 'utf8')) as SavedQuery;
    } catch {
      throw new AppError(ErrorCode.notFound, SEARCH3D_MESSAGES.queryNotFound, 404);
    }
  }

  return {
    ensureIndex,
    /** Starts the describe worker now, so the first upload does not wait for it. */
    warm: () => getPool().warm(),
    /** Starts the index build in the background (the server calls it once listening). */
    start(): void {
      void getPool().warm();
      ensureIndex().catch((err: unknown) => log?.error({ err }, '3D 搜索索引建立失败'));
    },

    /** Reads an uploaded model (checks of the upload rules first), keeps its descriptor and answers. */
    async upload(file: ReceivedFile | undefined, options: Search3dQuery): Promise<Search3dAnswer> {
      if (!file) throw badRequest(SEARCH3D_MESSAGES.noFile);
      const fileName = (file.partName ?? '').slice(0, 200);
      if (file.truncated) throw userError(SEARCH3D_MESSAGES.tooLarge, 413);
      if (fileName.includes(',') || fileName.includes('，')) throw badRequest(SEARCH3D_MESSAGES.comma);
      const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
      const hint = ext === 'stl' ? 'stl' : ext === 'step' || ext === 'stp' ? 'step' : undefined;
      if (ext !== undefined && hint === undefined) throw badRequest(SEARCH3D_MESSAGES.badType);
      if (file.size === 0) throw badRequest(SEARCH3D_MESSAGES.empty);
      const described = await describeFile(file.tmpPath, hint);
      await followCatalogue();
      const id = randomBytes(12).toString('hex');
      const saved: SavedQuery = {
        fileName,
        vector: Array.from(described.vector),
        triangles: described.triangles,
        extents: described.extents,
      };
      await mkdir(queriesDir, { recursive: true });
      await writeFile(join(queriesDir, `${id}.json`), JSON.stringify(saved));
      return answer(described.vector, queryOf(id, saved), options);
    },

    /** A kept upload's answer again (the page's address holds its id). */
    async byQuery(id: string, options: Search3dQuery): Promise<Search3dAnswer> {
      const saved = await loadQuery(id);
      await followCatalogue();
      return answer(Float32Array.from(saved.vector), queryOf(id, saved), options);
    },

    /** Models like an item's own model. */
    async byItem(itemId: number, options: Search3dQuery): Promise<Search3dAnswer> {
      if (geometries.size === 0) await loadGeometries();
      else await followCatalogue();
      const g = geometries.ofItem(itemId);
      if (!g) throw new AppError(ErrorCode.notFound, SEARCH3D_MESSAGES.noModel, 404);
      let vector = index.vectorOf(g.key);
      let described: Described | undefined;
      if (!vector) {
        described = await describeGeometry(g).catch(() => {
          throw userError(SEARCH3D_MESSAGES.failed, 503);
        });
        vector = described.vector;
        // a geometry of the catalogue: the index keeps it (the background build then skips it)
        index.add(g.key, vector);
      }
      const query = {
        kind: 'item' as const,
        id: String(itemId),
        fileName: g.first.model,
        triangles: described?.triangles ?? 0,
        extents: described?.extents ?? [],
      };
      return answer(vector, query, options);
    },

    get indexState() {
      return { models: index.size, total: geometries.size, building };
    },
    /** Item rows read from the database so far (a test proves a write reads only the changed items again). */
    get rowsRead() {
      return repository.rowsRead();
    },
    get restarts() {
      return pool?.restarts ?? 0;
    },
    close: async () => {
      await pool?.close();
      pool = undefined;
    },
  };
}
export type Search3dService = ReturnType<typeof createSearch3dService>;

function queryOf(id: string, saved: SavedQuery): Search3dAnswer['query'] {
  return { kind: 'upload', id, fileName: saved.fileName, triangles: saved.triangles, extents: saved.extents };
}
