/**
 * GET /to/api/eda/items/:id/datasheet: the item's datasheet PDF, fetched by the server from the address the
 * catalogue holds (datasheet-fetch.ts: http(s), public addresses only, 10 s, 20 MB, PDF only, kept on disk),
 * for the item page's first-page preview (drawn in the browser). Same origin, so the page can read it.
 *   404 该条目没有数据手册        the item has no datasheet address
 *   503 数据手册暂时无法获取…     the maker's file could not be fetched (the page shows the link only)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '@jianku/rules';
import { IdParamsSchema } from '@jianku/rules/catalog-schemas';
import { AppError } from '../../lib/app-error.ts';
import { DatasheetUnavailable, datasheetPdf } from './datasheet-fetch.ts';

export const DATASHEET_NONE = '该条目没有数据手册';
export const DATASHEET_UNAVAILABLE = '数据手册暂时无法获取，预览暂不可用';

export const datasheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/eda/items/:id/datasheet',
    {
      schema: { tags: ['eda'], summary: '条目数据手册（PDF，供首页预览）', params: IdParamsSchema },
    },
    async (request, reply) => {
      const item = await app.services.catalog.item(request.params.id);
      if (!item.datasheetUrl) throw new AppError(ErrorCode.notFound, DATASHEET_NONE, 404);
      try {
        const pdf = await datasheetPdf(item.datasheetUrl, app.config.datasheets);
        return reply
          .type('application/pdf')
          .header('cache-control', 'public, max-age=86400')
          .header('content-disposition', 'inline')
          .send(pdf);
      } catch (err) {
        if (!(err instanceof DatasheetUnavailable)) throw err;
        request.log.info({ itemId: item.id, reason: err.message }, 'datasheet not fetched');
        throw new AppError(ErrorCode.serviceUnavailable, DATASHEET_UNAVAILABLE, 503);
      }
    },
  );
};
