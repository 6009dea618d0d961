/**
 * Portal API (/to/api/personal/...), the personal centre's item lists, issue 14 (signed in):
 *   GET  /personal/favourite/list     one's favourites, newest first, paged
 *   GET  /personal/favourite/state    whether an item is one of them (the star of the item page)
 *   POST /personal/favourite/add      star an item (at most 1000)
 *   POST /personal/favourite/remove   unstar it
 *   POST /personal/recent/add         the item page was viewed
 *   GET  /personal/recent/list        the newest 50 viewed items
 * Shapes in @jianku/rules/personal-schemas; the rules in personal.service.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FavouriteStateSchema,
  ItemIdBodySchema,
  PersonalItemPageSchema,
  PersonalListQuerySchema,
} from '@jianku/rules/personal-schemas';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { requireUser } from '../auth/auth.guard.ts';

const tags = ['personal'];

// long because it registers every route of the module with its schema; each handler is a call into the service
/** The signed-in user with the organisation of the request's tenant (plugins/tenant.ts: 0 when none). */
async function reader(request: FastifyRequest) {
  const user = requireUser(request);
  return { id: user.id, orgId: (await tenantOf(request)).orgId ?? 0 };
}

export const personalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const personal = () => app.services.personal;
  const auth = { onRequest: app.authenticate };

  app.get(
    '/personal/favourite/list',
    {
      ...auth,
      schema: {
        tags,
        summary: '我的收藏（新收藏的在前）',
        querystring: PersonalListQuerySchema,
        response: envelopeResponses(PersonalItemPageSchema),
      },
    },
    async (request) =>
      ok(await personal().favourites(await reader(request), request.query.page, request.query.pageSize)),
  );

  app.get(
    '/personal/favourite/state',
    {
      ...auth,
      schema: {
        tags,
        summary: '条目是否已收藏',
        querystring: ItemIdBodySchema,
        response: envelopeResponses(FavouriteStateSchema),
      },
    },
    async (request) => ok(await personal().favouriteState(await reader(request), request.query.itemId)),
  );

  app.post(
    '/personal/favourite/add',
    {
      ...auth,
      schema: {
        tags,
        summary: '收藏条目（最多 1000 个；不存在的条目答复 404 条目不存在）',
        body: ItemIdBodySchema,
        response: envelopeResponses(FavouriteStateSchema),
      },
    },
    async (request) => ok(await personal().addFavourite(await reader(request), request.body.itemId)),
  );

  app.post(
    '/personal/favourite/remove',
    {
      ...auth,
      schema: {
        tags,
        summary: '取消收藏',
        body: ItemIdBodySchema,
        response: envelopeResponses(FavouriteStateSchema),
      },
    },
    async (request) => ok(await personal().removeFavourite(await reader(request), request.body.itemId)),
  );

  app.post(
    '/personal/recent/add',
    {
      ...auth,
      schema: {
        tags,
        summary: '记录浏览过的条目（保留最近 50 个）',
        body: ItemIdBodySchema,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await personal().recordView(await reader(request), request.body.itemId);
      return ok(true);
    },
  );

  app.get(
    '/personal/recent/list',
    {
      ...auth,
      schema: {
        tags,
        summary: '最近浏览（最近 50 个）',
        response: envelopeResponses(PersonalItemPageSchema),
      },
    },
    async (request) => ok(await personal().recent(await reader(request))),
  );
};
