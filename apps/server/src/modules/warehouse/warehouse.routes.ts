/**
 * Portal API of the warehouse (/to/api/warehouse/..., issue 14):
 *   GET  /warehouse/locations             the location tree (flat, with parentId, path and units)
 *   POST /warehouse/locations             owners, admins: a location {name, parentId}
 *   POST /warehouse/locations/:id/update  owners, admins: rename or move
 *   POST /warehouse/locations/:id/delete  owners, admins: an empty location
 *   GET  /warehouse/settings, POST /warehouse/settings   negative stock allowed (owners, admins change it)
 *   GET  /warehouse/items                 the organisation's items to choose from (keyword)
 *   GET  /warehouse/stock                 stock per item and location (locationId with its children, keyword)
 *   POST /warehouse/stock/in|out|transfer editors, admins, owners: {itemId, locationId, quantity, reason, reference}
 *   POST /warehouse/minimum               editors: minimum stock of an item (0: none)
 *   GET  /warehouse/warnings              items below their minimum
 *   GET  /warehouse/history               an item's movements, newest first
 *   GET  /warehouse/export                stock and warnings as .xlsx
 * Every call needs a sign-in and membership; the organisation is the session's (a tenant-id header naming
 * another answers 403 暂无权限 on writes). Bad input: 400 with a Chinese message; nothing is changed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema } from '@jianku/rules/catalog-schemas';
import {
  HistoryPageSchema,
  HistoryQuerySchema,
  ItemPickQuerySchema,
  ItemPickSchema,
  LocationInputSchema,
  LocationSchema,
  MinStockInputSchema,
  type MovementInput,
  MovementInputSchema,
  MovementResultSchema,
  StockPageSchema,
  StockQuerySchema,
  StockWarningSchema,
  TransferInputSchema,
  WarehouseSettingsSchema,
} from '@jianku/rules/warehouse-schemas';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../auth/auth.guard.ts';

const tags = ['warehouse'];
const EDIT = '企业编辑者、管理员、所有者可用；查看者答复 403。数量为正整数；原因必填。';
const MANAGE = '仅企业所有者和管理员。';
const Created = Type.Object({ id: Type.Integer() });

// long because it registers every route of the module with its schema; each handler is a call into the service
export const warehouseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stock = () => app.services.warehouse;
  const locations = () => app.services.warehouseLocations;
  const auth = { onRequest: app.authenticate };
  const who = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { id: user.id, orgId: user.orgId };
  };
  const W = '/warehouse';

  app.get(
    `${W}/locations`,
    {
      ...auth,
      schema: {
        tags,
        summary: '库位（树，平铺返回）',
        response: envelopeResponses(Type.Array(LocationSchema)),
      },
    },
    async (request) => ok(await locations().locations(who(request))),
  );
  app.post(
    `${W}/locations`,
    {
      ...auth,
      schema: {
        tags,
        summary: '新建库位',
        description: MANAGE,
        body: LocationInputSchema,
        response: envelopeResponses(Created),
      },
    },
    async (request) => ok(await locations().addLocation(who(request), request.body)),
  );
  app.post(
    `${W}/locations/:id/update`,
    {
      ...auth,
      schema: {
        tags,
        summary: '修改库位（名称、上级）',
        description: MANAGE,
        params: IdParamsSchema,
        body: LocationInputSchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      await locations().updateLocation(who(request), request.params.id, request.body);
      return ok(null);
    },
  );
  app.post(
    `${W}/locations/:id/delete`,
    {
      ...auth,
      schema: {
        tags,
        summary: '删除空库位',
        description: MANAGE,
        params: IdParamsSchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      await locations().deleteLocation(who(request), request.params.id);
      return ok(null);
    },
  );
  app.get(
    `${W}/settings`,
    { ...auth, schema: { tags, summary: '仓库设置', response: envelopeResponses(WarehouseSettingsSchema) } },
    async (request) => ok(await locations().settings(who(request))),
  );
  app.post(
    `${W}/settings`,
    {
      ...auth,
      schema: {
        tags,
        summary: '修改仓库设置',
        description: MANAGE,
        body: WarehouseSettingsSchema,
        response: envelopeResponses(WarehouseSettingsSchema),
      },
    },
    async (request) => ok(await locations().setSettings(who(request), request.body)),
  );
  app.get(
    `${W}/items`,
    {
      ...auth,
      schema: {
        tags,
        summary: '可出入库的企业库条目',
        querystring: ItemPickQuerySchema,
        response: envelopeResponses(Type.Array(ItemPickSchema)),
      },
    },
    async (request) => ok(await stock().pickItems(who(request), request.query.keyword)),
  );
  app.get(
    `${W}/stock`,
    {
      ...auth,
      schema: {
        tags,
        summary: '库存（条目 × 库位）',
        querystring: StockQuerySchema,
        response: envelopeResponses(StockPageSchema),
      },
    },
    async (request) => ok(await stock().stock(who(request), request.query)),
  );
  for (const [path, summary, run] of [
    ['in', '入库', (u: ReturnType<typeof who>, b: MovementInput) => stock().stockIn(u, b)],
    [
      'out',
      '出库（库存不足时拒绝，除非企业允许负库存）',
      (u: ReturnType<typeof who>, b: MovementInput) => stock().stockOut(u, b),
    ],
  ] as const) {
    app.post(
      `${W}/stock/${path}`,
      {
        ...auth,
        schema: {
          tags,
          summary,
          description: EDIT,
          body: MovementInputSchema,
          response: envelopeResponses(MovementResultSchema),
        },
      },
      async (request) => ok(await run(who(request), request.body)),
    );
  }
  app.post(
    `${W}/stock/transfer`,
    {
      ...auth,
      schema: {
        tags,
        summary: '移库',
        description: EDIT,
        body: TransferInputSchema,
        response: envelopeResponses(MovementResultSchema),
      },
    },
    async (request) => ok(await stock().transfer(who(request), request.body)),
  );
  app.post(
    `${W}/minimum`,
    {
      ...auth,
      schema: {
        tags,
        summary: '设置最低库存（0：不预警）',
        description: EDIT,
        body: MinStockInputSchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      await stock().setMinimum(who(request), request.body);
      return ok(null);
    },
  );
  app.get(
    `${W}/warnings`,
    {
      ...auth,
      schema: {
        tags,
        summary: '库存预警（低于最低库存）',
        response: envelopeResponses(Type.Array(StockWarningSchema)),
      },
    },
    async (request) => ok(await stock().warnings(who(request))),
  );
  app.get(
    `${W}/history`,
    {
      ...auth,
      schema: {
        tags,
        summary: '条目的出入库记录',
        querystring: HistoryQuerySchema,
        response: envelopeResponses(HistoryPageSchema),
      },
    },
    async (request) => ok(await stock().history(who(request), request.query)),
  );
  app.get(
    `${W}/export`,
    { ...auth, schema: { tags, summary: '导出库存（.xlsx）' } },
    async (request, reply) => {
      const body = await stock().export(who(request));
      const name = `库存-${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)}.xlsx`;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="stock.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(body);
    },
  );
};
