/**
 * Portal API (/to/api/models/...): 3D models of catalogue items (issue 11).
 *   GET /models/items/:id/info            the model's family, file name, formats and key dimensions
 *   GET /models/items/:id?format=step|stl|glb   the file (Content-Disposition with the engineer's file name)
 * Items without a model: 404 该条目暂无三维模型; a bad format: 400 with a Chinese message; a kernel failure
 * or a job past its time limit: 503 三维模型生成失败，请稍后重试. Never a 500.
 */
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema } from '@jianku/rules/catalog-schemas';
import {
  MODEL_BAD_FORMAT,
  MODEL_FORMATS,
  type ModelFormat,
  ModelInfoSchema,
} from '@jianku/rules/models-schemas';
import { Type } from 'typebox';
import { badRequest } from '../../lib/app-error.ts';
import { envelopeResponses, ok } from '../../lib/envelope.ts';

const tags = ['models'];

const isFormat = (v: string | undefined): v is ModelFormat => MODEL_FORMATS.includes(v as ModelFormat);

export const modelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/models/items/:id/info',
    {
      schema: {
        tags,
        summary: '条目三维模型信息：几何族、下载文件名、格式与主要尺寸',
        params: IdParamsSchema,
        response: envelopeResponses(ModelInfoSchema),
      },
    },
    async (request) => ok(await app.services.models.info(request.params.id)),
  );

  app.get(
    '/models/items/:id',
    {
      schema: {
        tags,
        summary: '下载条目的三维模型（STEP AP214、STL、GLB），首次请求时生成并按几何缓存',
        params: IdParamsSchema,
        querystring: Type.Object({ format: Type.Optional(Type.String({ maxLength: 16 })) }),
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      if (!isFormat(format)) throw badRequest(MODEL_BAD_FORMAT);
      const file = await app.services.models.file(request.params.id, format);
      const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      reply
        .type(file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('cache-control', 'public, max-age=3600');
      return reply.send(createReadStream(file.path));
    },
  );
};
