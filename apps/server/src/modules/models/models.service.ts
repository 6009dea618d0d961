/**
 * 3D models of catalogue items (issue 11): which family an item belongs to, its geometry spec from the
 * catalogue's dimensions, and its files, made on demand by the worker pool and cached on disk by content.
 * Items without a family (materials, families not yet covered) or of a package or size their family holds no
 * outline for answer 404 该条目暂无三维模型; a modelled item lacking a dimension, 404 该条目缺少生成三维模型所需的尺寸.
 */
import { join } from 'node:path';
import { ErrorCode } from '@jianku/rules';
import {
  MODEL_BUILD_FAILED,
  MODEL_DIMENSIONS_MISSING,
  MODEL_FORMATS,
  MODEL_NOT_AVAILABLE,
  type ModelFormat,
  type ModelInfo,
} from '@jianku/rules/models-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { familyForCategory } from './geometry/families.ts';
import { type ItemInput, type ModelSpec, standardToken } from './geometry/family.ts';
import { cacheKey, cachePath, isCached } from './models.cache.ts';
import { createModelPool, type ModelPool } from './models.pool.ts';

export const CONTENT_TYPES: Readonly<Record<ModelFormat, string>> = {
  step: 'model/step',
  stl: 'model/stl',
  glb: 'model/gltf-binary',
};

/**
 * "螺栓 GB/T 5782 M8×40 8.8" with standard GB/T 5782-2016 → "GB5782-M8x40-8.8"; a designation that ends
 * with its standard (and year) has its size before it: "O形圈 20×2.65-G-N-GB/T 3452.1-2005" → "GB3452.1-
 * 20x2.65-G-N" (words with Chinese in them are names, not sizes, and are left out).
 */
export function fileBaseOf(model: string, standard: string | null): string {
  const std = standardToken(standard);
  let rest = model.replace(/×/g, 'x');
  const m = std ? /(?:GB|JB|ISO|DIN)(?:\/T)?\s*[\d.]+/.exec(rest) : null;
  if (m) {
    const after = rest.slice(m.index + m[0].length);
    rest = /^(-\d{4})?\s*$/.test(after)
      ? rest
          .slice(0, m.index)
          .split(/\s+/)
          .filter((t) => /^[\x21-\x7e]+$/.test(t))
          .join(' ')
      : after;
  }
  const tokens = rest
    .split(/\s+/)
    .map((t) => t.replace(/\//g, '-').replace(/[^A-Za-z0-9._+-]/g, ''))
    .filter((t) => t.length > 0);
  const name = [...(std && m ? [std] : []), ...tokens].join('-').replace(/-+/g, '-').replace(/^-|-$/g, '');
  return name.length > 0 ? name.slice(0, 100) : 'model';
}

export interface ModelsServiceOptions {
  catalog: CatalogService;
  dataDir: string;
  workers?: number;
  timeoutMs?: number;
  log?: FastifyBaseLogger;
}

export function createModelsService({
  catalog,
  dataDir,
  workers = 1,
  timeoutMs = 30_000,
  log,
}: ModelsServiceOptions) {
  const dir = join(dataDir, 'models');
  let pool: ModelPool | undefined;
  const getPool = () => {
    pool ??= createModelPool({ size: workers, timeoutMs });
    return pool;
  };
  /** jobs in flight by key: concurrent requests for one geometry share one build */
  const building = new Map<string, Promise<void>>();

  async function specOf(id: number): Promise<{ spec: ModelSpec; fileBase: string }> {
    const item = await catalog.item(id);
    const category = (await catalog.categoriesOf([item.category.id])).get(item.category.id);
    const family = category ? familyForCategory(category.code) : undefined;
    if (!category || !family) throw new AppError(ErrorCode.notFound, MODEL_NOT_AVAILABLE, 404);
    const input: ItemInput = {
      categoryCode: category.code,
      model: item.model,
      standard: item.standard,
      package: item.package,
      params: Object.fromEntries(item.params.map((p) => [p.key, { si: p.si, display: p.display }])),
    };
    const spec = family.spec(input);
    if (spec === 'no-model') throw new AppError(ErrorCode.notFound, MODEL_NOT_AVAILABLE, 404);
    if (spec === 'missing') throw new AppError(ErrorCode.notFound, MODEL_DIMENSIONS_MISSING, 404);
    return { spec, fileBase: fileBaseOf(item.model, item.standard) };
  }

  async function ensureBuilt(spec: ModelSpec): Promise<string> {
    const key = cacheKey(spec);
    if (await isCached(dir, key)) return key;
    let job = building.get(key);
    if (!job) {
      job = getPool()
        .run({ family: spec.family, params: spec.params, productName: spec.productName, dir, key })
        .then(() => undefined)
        .finally(() => building.delete(key));
      building.set(key, job);
    }
    try {
      await job;
    } catch (err) {
      log?.error({ err, family: spec.family, params: spec.params }, 'model build failed');
      throw new AppError(ErrorCode.serviceUnavailable, MODEL_BUILD_FAILED, 503);
    }
    return key;
  }

  return {
    async info(id: number): Promise<ModelInfo> {
      const { spec, fileBase } = await specOf(id);
      return {
        itemId: id,
        family: spec.family,
        fileBase,
        formats: [...MODEL_FORMATS],
        dimensions: spec.dimensions,
        cached: await isCached(dir, cacheKey(spec)),
      };
    },

    /** The file of an item's model in a format (made now when not cached), and the name to save it as. */
    async file(
      id: number,
      format: ModelFormat,
    ): Promise<{ path: string; fileName: string; contentType: string }> {
      const { spec, fileBase } = await specOf(id);
      const key = await ensureBuilt(spec);
      return {
        path: cachePath(dir, key, format),
        fileName: `${fileBase}.${format}`,
        contentType: CONTENT_TYPES[format],
      };
    },

    /** The file of a geometry in a format (made now when not cached): 3D search reads each geometry's STL. */
    async specFile(spec: ModelSpec, format: ModelFormat): Promise<string> {
      return cachePath(dir, await ensureBuilt(spec), format);
    },

    /** Start the workers (loads OpenCascade) so the first request does not wait for it. */
    warm: () => getPool().warm(),
    close: async () => {
      await pool?.close();
      pool = undefined;
    },
    get restarts() {
      return pool?.restarts ?? 0;
    },
  };
}
export type ModelsService = ReturnType<typeof createModelsService>;
