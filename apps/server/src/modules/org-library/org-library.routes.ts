/**
 * Portal API of the enterprise library (/to/api/org-library/..., issue 14):
 *   GET    /org-library/categories   the leaf categories holding the organisation's items, with counts
 *   GET    /org-library/items        its items, newest first (kind, categoryId, paging)
 *   POST   /org-library/items        editors: add an item by hand (parameters in any unit)
 *   POST   /org-library/links        editors: link a public item with the organisation's part number and notes
 *   POST   /org-library/items/:id/delete   editors: remove one of its items
 *   POST   /org-library/import   editors: preview or commit a CSV/.xlsx file uploaded with bizCode org-import
 * Searching it: GET /to/api/search/items?scope=org (modules/search). Every call needs a sign-in; the
 * organisation is the session's membership (a tenant-id header naming another is refused with 403 暂无权限).
 * Viewers get 403 with a Chinese message on writes; bad input 400; another organisation's id is 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema, pageSchema } from '@jianku/rules/catalog-schemas';
import {
  OrgCategoryCountSchema,
  OrgImportBodySchema,
  OrgImportResultSchema,
  OrgItemInputSchema,
  OrgItemSummarySchema,
  OrgItemsQuerySchema,
  OrgLinkInputSchema,
} from '@jianku/rules/org-library-schemas';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../auth/auth.guard.ts';

const tags = ['org-library'];
const EDIT_NOTE = '企业编辑者、管理员、所有者可用；查看者答复 403 暂无权限。';
const Created = Type.Object({ id: Type.Integer() });

export const orgLibraryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = () => app.services.orgLibrary;
  const auth = { onRequest: app.authenticate };
  const requester = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { id: user.id, orgId: user.orgId };
  };

  app.get(
    '/org-library/categories',
    {
      ...auth,
      schema: {
        tags,
        summary: '企业库的分类（含条目数）',
        response: envelopeResponses(Type.Array(OrgCategoryCountSchema)),
      },
    },
    async (request) => ok(await service().categories(requester(request))),
  );

  app.get(
    '/org-library/items',
    {
      ...auth,
      schema: {
        tags,
        summary: '企业库的条目（新加入的在前）',
        querystring: OrgItemsQuerySchema,
        response: envelopeResponses(pageSchema(OrgItemSummarySchema)),
      },
    },
    async (request) => ok(await service().items(requester(request), request.query)),
  );

  app.post(
    '/org-library/items',
    {
      ...auth,
      schema: {
        tags,
        summary: '手工添加零件',
        description: `${EDIT_NOTE}参数值可用任意单位写法（0.1uF、100nF、10k、1/4W），按公共库的规则换算；无法识别的值答复 400。`,
        body: OrgItemInputSchema,
        response: envelopeResponses(Created),
      },
    },
    async (request) => ok(await service().addItem(requester(request), request.body)),
  );

  app.post(
    '/org-library/links',
    {
      ...auth,
      schema: {
        tags,
        summary: '把公共库条目加入企业库（企业内部料号与备注）',
        description: `${EDIT_NOTE}同一公共库条目只能加入一次。`,
        body: OrgLinkInputSchema,
        response: envelopeResponses(Created),
      },
    },
    async (request) => ok(await service().linkItem(requester(request), request.body)),
  );

  app.post(
    '/org-library/import',
    {
      ...auth,
      schema: {
        tags,
        summary: '从 CSV / Excel (.xlsx) 导入零件：列映射、预览与写入',
        description:
          `${EDIT_NOTE}先以 bizCode=org-import 上传文件（成为本企业的文件），再以其 ID 调用：commit=false 预览每行将成为的条目与被拒的行及原因；` +
          'commit=true 时所有行都可导入才写入（一个事务，任何一行被拒则不写入）。CSV 可为 UTF-8 或 GBK；含公式的单元格被拒。不传 mapping 时按表头名称猜测。',
        body: OrgImportBodySchema,
        response: envelopeResponses(OrgImportResultSchema),
      },
    },
    async (request) => ok(await app.services.orgImport.run(requester(request), request.body)),
  );

  app.post(
    '/org-library/items/:id/delete',
    {
      ...auth,
      schema: {
        tags,
        summary: '从企业库移除条目',
        description: `${EDIT_NOTE}不属于本企业的条目答复 404。`,
        params: IdParamsSchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      await service().removeItem(requester(request), request.params.id);
      return ok(null);
    },
  );
};
