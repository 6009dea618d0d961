/**
 * Portal API (/to/api/catalog/...): the public catalogue, read only. Contract in @jianku/rules/catalog-schemas
 * and the OpenAPI document (tag catalog). Unknown ids answer HTTP 404 { code: 404, msg: 数据不存在 };
 * malformed query values HTTP 400 { code: 100400 } with a Chinese message.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BrandDetailSchema,
  BrandSummarySchema,
  BrandsQuerySchema,
  CategoryDetailSchema,
  CategoryNodeSchema,
  FEATURED_DEFAULT,
  FEATURED_MAX,
  IdParamsSchema,
  ItemDetailSchema,
  ItemSummarySchema,
  ItemsQuerySchema,
  KindSchema,
  pageSchema,
  SIBLINGS_DEFAULT,
  SIBLINGS_MAX,
  StatsSchema,
} from '@jianku/rules/catalog-schemas';
import { Type } from 'typebox';
import { badRequest } from '../../lib/app-error.ts';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { tenantOf } from '../../plugins/tenant.ts';

const tags = ['catalog'];

// long because it registers every route of the module with its schema; each handler is a call into the service
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The validator turns "1e400" into Infinity and lets it pass integer limits: refuse it here.
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query]) {
      for (const [key, value] of Object.entries((part ?? {}) as Record<string, unknown>)) {
        if (typeof value === 'number' && !Number.isFinite(value)) {
          throw badRequest(`请求参数不正确：${key} 超出范围`);
        }
      }
    }
  });

  app.get(
    '/catalog/stats',
    {
      schema: {
        tags,
        summary: '三个库的条目数、分类数与厂商数',
        response: envelopeResponses(StatsSchema),
      },
    },
    async () => ok(await app.services.catalog.stats()),
  );

  app.get(
    '/catalog/categories',
    {
      schema: {
        tags,
        summary: '分类树（SPEC-1.01 浏览）',
        description: '按 sort 排序的各级分类；itemCount 含下级分类的条目。不传 kind 时返回三个库的分类树。',
        querystring: Type.Object({ kind: Type.Optional(KindSchema) }),
        response: envelopeResponses(Type.Array(CategoryNodeSchema)),
      },
    },
    async (request) => ok(await app.services.catalog.categoryTree(request.query.kind)),
  );

  app.get(
    '/catalog/categories/:id',
    {
      schema: {
        tags,
        summary: '分类详情：路径、参数定义、下级分类',
        params: IdParamsSchema,
        response: envelopeResponses(CategoryDetailSchema),
      },
    },
    async (request) => ok(await app.services.catalog.category(request.params.id)),
  );

  app.get(
    '/catalog/items',
    {
      schema: {
        tags,
        summary: '条目列表（分页）',
        description: 'categoryId 含其下级分类；按条目 ID 排序。',
        querystring: ItemsQuerySchema,
        response: envelopeResponses(pageSchema(ItemSummarySchema)),
      },
    },
    async (request) => ok(await app.services.catalog.items(request.query)),
  );

  app.get(
    '/catalog/items/:id',
    {
      schema: {
        tags,
        summary: '条目详情：参数（按分类参数顺序）、面包屑、材料牌号信息',
        description:
          '企业私有库的条目只对该企业成员可见（会话所属企业，不看 tenant-id 请求头）；其他人得到与不存在相同的 404。',
        params: IdParamsSchema,
        response: envelopeResponses(ItemDetailSchema),
      },
    },
    async (request) => ok(await app.services.catalog.item(request.params.id, await tenantOf(request))),
  );

  app.get(
    '/catalog/items/:id/siblings',
    {
      schema: {
        tags,
        summary: '同系列的其他规格',
        description:
          '同一分类、同一系列的其他条目（不含自身），按系列主尺寸参数（分类的第一个数值参数）的 si 值、再按型号排序；' +
          '系列较大时取该顺序中与本条目最近的 limit 个（前后各约一半）。',
        params: IdParamsSchema,
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: SIBLINGS_MAX, default: SIBLINGS_DEFAULT }),
        }),
        response: envelopeResponses(Type.Array(ItemSummarySchema)),
      },
    },
    async (request) =>
      ok(
        await app.services.catalog.siblings(request.params.id, request.query.limit, await tenantOf(request)),
      ),
  );

  app.get(
    '/catalog/featured',
    {
      schema: {
        tags,
        summary: '推荐条目（固定、分散：每个末级分类一到两个）',
        querystring: Type.Object({
          kind: KindSchema,
          limit: Type.Integer({ minimum: 1, maximum: FEATURED_MAX, default: FEATURED_DEFAULT }),
        }),
        response: envelopeResponses(Type.Array(ItemSummarySchema)),
      },
    },
    async (request) => ok(await app.services.catalog.featured(request.query.kind, request.query.limit)),
  );

  app.get(
    '/catalog/brands',
    {
      schema: {
        tags,
        summary: '厂商目录（SPEC-2.05 品牌页：type 与 keyWords）',
        description: '按条目数从多到少排序。keyWords 匹配中文名或英文名。',
        querystring: BrandsQuerySchema,
        response: envelopeResponses(pageSchema(BrandSummarySchema)),
      },
    },
    async (request) => ok(await app.services.catalog.brands(request.query)),
  );

  app.get(
    '/catalog/brands/:id',
    {
      schema: {
        tags,
        summary: '厂商详情与其条目所在的分类',
        params: IdParamsSchema,
        response: envelopeResponses(BrandDetailSchema),
      },
    },
    async (request) => ok(await app.services.catalog.brand(request.params.id)),
  );
};
