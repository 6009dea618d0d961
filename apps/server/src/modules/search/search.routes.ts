/**
 * Portal API of search (CONTRACT.md; tag search):
 *   GET /to/api/search/items                          search with filters and facets
 *   GET /to/api/public/part/es/keyword/suggest        suggestions for parts (SPEC-7.23)
 *   GET /to/api/public/component/es/keyword/suggest   suggestions for components and materials (SPEC-7.24)
 * Shapes in @jianku/rules/search-schemas. Bad input answers HTTP 400 { code: 100400 } with a Chinese message.
 * scope=org reads the caller's organisation's private library (the session's, plugins/tenant.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SearchAnswerSchema,
  SearchQuerySchema,
  SuggestAnswerSchema,
  SuggestQuerySchema,
} from '@jianku/rules/search-schemas';
import { badRequest } from '../../lib/app-error.ts';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { searchQueryOf } from './search.service.ts';

const tags = ['search'];

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', async (request) => {
    for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
      if (typeof value === 'number' && !Number.isFinite(value))
        throw badRequest(`请求参数不正确：${key} 超出范围`);
    }
  });

  app.get(
    '/search/items',
    {
      schema: {
        tags,
        summary: '搜索条目：关键字、单位换算、型号、筛选、分面（SPEC-2.04）',
        querystring: SearchQuerySchema,
        response: envelopeResponses(SearchAnswerSchema),
      },
    },
    async (request) =>
      ok(await app.services.search.search(searchQueryOf(request.query), await tenantOf(request))),
  );

  app.get(
    '/public/part/es/keyword/suggest',
    {
      schema: {
        tags,
        summary: '零部件搜索建议（SPEC-7.23）',
        description: '以输入开头的型号与名称词，最常用的在前；keyword 为空时返回空列表。',
        querystring: SuggestQuerySchema,
        response: envelopeResponses(SuggestAnswerSchema),
      },
    },
    async (request) => {
      const { keyword, size, scope } = request.query;
      return ok(await app.services.search.suggest(keyword, size, [1], scope, await tenantOf(request)));
    },
  );

  app.get(
    '/public/component/es/keyword/suggest',
    {
      schema: {
        tags,
        summary: '元器件与材料搜索建议（SPEC-7.24）',
        description: '覆盖元器件与材料库（kind 为 2 或 4 时只查该库）；keyword 为空时返回空列表。',
        querystring: SuggestQuerySchema,
        response: envelopeResponses(SuggestAnswerSchema),
      },
    },
    async (request) => {
      const { keyword, size, kind, scope } = request.query;
      if (kind === 1) throw badRequest('请求参数不正确：kind 只能是 2 或 4');
      const kinds = kind ? [kind] : [2, 4];
      return ok(await app.services.search.suggest(keyword, size, kinds, scope, await tenantOf(request)));
    },
  );
};
