/**
 * Portal API (/to/api/search3d/...), 3D search (issue 11, SPEC-2.08):
 *   POST /search3d/upload            multipart: file (STL binary or ASCII, STEP; ≤ 100 MB); query: category,
 *                                    ignoreScale, limit. Answers the similar items and the query's id.
 *   GET  /search3d/queries/:id       the same answer again for a kept upload (the page's address holds the id)
 *   GET  /search3d/items/:id         items like an item's own model
 *   GET  /search3d/status            the index: geometries described / the catalogue's, building or not
 * Bad files answer a Chinese message (400, 413 for a file over 100 MB); a reader past its time limit 503.
 */
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SEARCH3D_MAX_BYTES } from '@jianku/rules';
import { IdParamsSchema } from '@jianku/rules/catalog-schemas';
import { Search3dAnswerSchema, Search3dQuerySchema } from '@jianku/rules/search3d-schemas';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { readSingleUpload } from '../files/single-upload.ts';

const tags = ['search3d'];

export const search3dRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tmpDir = join(app.config.files.workDir, 'tmp');
  const search3d = () => app.services.search3d;

  app.post(
    '/search3d/upload',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '上传 STL（二进制或文本）或 STEP 模型，检索形状相似的目录条目（不超过 100 MB）',
        description:
          'multipart/form-data：file。与位置、旋转、网格疏密和导出软件无关；默认尺寸也要相近（M8 与 M10 不同），' +
          'ignoreScale=true 时按毫米、厘米、英寸、米中最接近的单位比较。文件本身不保存，只保存形状描述以便刷新后再次查看。',
        consumes: ['multipart/form-data'],
        querystring: Search3dQuerySchema,
        response: envelopeResponses(Search3dAnswerSchema),
      },
    },
    async (request) => {
      const body = await readSingleUpload(request, tmpDir, SEARCH3D_MAX_BYTES);
      try {
        return ok(await search3d().upload(body.file, request.query));
      } finally {
        await body.cleanup();
      }
    },
  );

  app.get(
    '/search3d/queries/:id',
    {
      schema: {
        tags,
        summary: '再次查看一次上传检索的结果（按检索编号）',
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        querystring: Search3dQuerySchema,
        response: envelopeResponses(Search3dAnswerSchema),
      },
    },
    async (request) => ok(await search3d().byQuery(request.params.id, request.query)),
  );

  app.get(
    '/search3d/items/:id',
    {
      schema: {
        tags,
        summary: '以条目的三维模型检索形状相似的条目',
        params: IdParamsSchema,
        querystring: Search3dQuerySchema,
        response: envelopeResponses(Search3dAnswerSchema),
      },
    },
    async (request) => ok(await search3d().byItem(request.params.id, request.query)),
  );

  app.get(
    '/search3d/status',
    {
      schema: {
        tags,
        summary: '3D 搜索索引状态：已描述的几何数、目录可生成的几何数、是否正在建立',
        response: envelopeResponses(
          Type.Object({ models: Type.Integer(), total: Type.Integer(), building: Type.Boolean() }),
        ),
      },
    },
    async () => ok(search3d().indexState),
  );
};
