/**
 * Portal API GET /to/api/alternates: the alternates of an item (id) or of a part number, with filters
 * (brand, lifecycle, drop-in only). Contract in @jianku/rules/alternates-schemas and the OpenAPI document (tag
 * alternates). Unknown ids and part numbers: HTTP 404 with a Chinese message; malformed query: HTTP 400.
 *
 *   GET /to/api/alternates?id=42&dropInOnly=true
 *   GET /to/api/alternates?partNumber=6205DDU
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AlternatesQuerySchema, AlternatesResultSchema } from '@jianku/rules/alternates-schemas';
import { badRequest } from '../../lib/app-error.ts';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { tenantOf } from '../../plugins/tenant.ts';

export const alternatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/alternates',
    {
      schema: {
        tags: ['alternates'],
        summary: '替代/相似：可直接替换与功能替代的条目，逐项参数说明（SPEC-2.07）',
        querystring: AlternatesQuerySchema,
        response: envelopeResponses(AlternatesResultSchema),
      },
    },
    async (request) => {
      const q = request.query;
      for (const [key, value] of Object.entries(q)) {
        if (typeof value === 'number' && !Number.isFinite(value))
          throw badRequest(`请求参数不正确：${key} 超出范围`);
      }
      if (q.id === undefined && (q.partNumber ?? '').trim() === '') throw badRequest('请输入型号或条目 ID');
      if (q.id !== undefined && q.partNumber !== undefined) throw badRequest('条目 ID 与型号只能二选一');
      return ok(await app.services.alternates.of(q, await tenantOf(request)));
    },
  );
};
