/**
 * Portal API of the enterprise library (/to/api/org-library/..., issue 14):
 *   GET    /org-library/categories   the leaf categories holding the organisation's items, with counts
 *   GET    /org-library/items        its items, newest first (kind, categoryId, paging)
 *   POST   /org-library/items        editors: add an item by hand (parameters in any unit)
 *   POST   /org-library/links        editors: link a public item with the organisation's part number and notes
 *   POST   /org-library/items/:id/delete   editors: remove one of its items
 *   POST   /org-library/import   editors: preview or commit a CSV/.xlsx file uploaded with bizCode org-import
 *   POST   /org-library/import/kicad   editors: preview or commit a KiCad symbol library (and footprint files)
 *   GET    /org-library/import/jobs       the organisation's latest import jobs
 *   GET    /org-library/import/jobs/:id   one job's progress and counts (poll while running)
 *   POST   /org-library/import/jobs/:id/cancel   editors: stop a running job (what it wrote is undone)
 *   GET    /org-library/items/:id/files   an item's files (its KiCad symbol and footprint)
 * Searching it: GET /to/api/search/items?scope=org (modules/search). Every call needs a sign-in; the
 * organisation is the session's membership (a tenant-id header naming another is refused with 403 暂无权限).
 * Viewers get 403 with a Chinese message on writes; bad input 400; another organisation's id is 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema, pageSchema } from '@jianku/rules/catalog-schemas';
import {
  OrgCategoryCountSchema,
  OrgImportBodySchema,
  OrgImportJobParamsSchema,
  OrgImportJobSchema,
  OrgImportResultSchema,
  OrgItemFileSchema,
  OrgItemInputSchema,
  OrgItemSummarySchema,
  OrgItemsQuerySchema,
  OrgKicadImportBodySchema,
  OrgLinkInputSchema,
} from '@jianku/rules/org-library-schemas';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../auth/auth.guard.ts';

const tags = ['org-library'];
const EDIT_NOTE = '企业编辑者、管理员、所有者可用；查看者答复 403 暂无权限。';
const Created = Type.Object({ id: Type.Integer() });

// long because it lists the module's routes, each a schema and a one-line handler
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
          'commit=true 时在后台分批写入并返回导入任务（轮询 /org-library/import/jobs/{id}；可取消，取消或失败时已写入的数据全部撤销）；' +
          '有被拒的行时不写入，除非 skipRejected=true。同一企业内部料号（未填时同一型号）的条目被更新而不重复添加。最多 50000 行、32MB。' +
          'CSV 可为 UTF-8 或 GBK；含公式的单元格被拒。不传 mapping 时按表头名称猜测。',
        body: OrgImportBodySchema,
        response: envelopeResponses(OrgImportResultSchema),
      },
    },
    async (request) => ok(await app.services.orgImport.run(requester(request), request.body)),
  );

  app.post(
    '/org-library/import/kicad',
    {
      ...auth,
      schema: {
        tags,
        summary: '导入 KiCad 符号库（.kicad_sym）及封装',
        description:
          `${EDIT_NOTE}先以 bizCode=org-import 上传 .kicad_sym（可另传 .kicad_mod 或 .pretty 文件夹的 zip），每个符号成为一个条目：` +
          '型号为符号名，名称为 Value，描述含 Description 与关键词，封装为 Footprint；符号（及提供的封装）作为本企业的文件保存。' +
          '已有同型号（无企业内部料号）的条目则更新。commit=true 时在后台写入，返回导入任务。',
        body: OrgKicadImportBodySchema,
        response: envelopeResponses(OrgImportResultSchema),
      },
    },
    async (request) => ok(await app.services.orgImport.kicad(requester(request), request.body)),
  );

  app.get(
    '/org-library/import/jobs',
    {
      ...auth,
      schema: {
        tags,
        summary: '本企业最近的导入任务',
        response: envelopeResponses(Type.Array(OrgImportJobSchema)),
      },
    },
    async (request) => ok(await app.services.orgImport.jobList(requester(request))),
  );

  app.get(
    '/org-library/import/jobs/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '导入任务的进度与结果（写入中请轮询）',
        params: OrgImportJobParamsSchema,
        response: envelopeResponses(OrgImportJobSchema),
      },
    },
    async (request) => ok(await app.services.orgImport.job(requester(request), request.params.id)),
  );

  app.post(
    '/org-library/import/jobs/:id/cancel',
    {
      ...auth,
      schema: {
        tags,
        summary: '取消导入（已写入的数据全部撤销）',
        description: `${EDIT_NOTE}已结束的任务答复 400。`,
        params: OrgImportJobParamsSchema,
        response: envelopeResponses(OrgImportJobSchema),
      },
    },
    async (request) => ok(await app.services.orgImport.cancel(requester(request), request.params.id)),
  );

  app.get(
    '/org-library/items/:id/files',
    {
      ...auth,
      schema: {
        tags,
        summary: '企业库条目的文件（KiCad 符号与封装）',
        params: IdParamsSchema,
        response: envelopeResponses(Type.Array(OrgItemFileSchema)),
      },
    },
    async (request) => ok(await app.services.orgImport.itemFiles(requester(request), request.params.id)),
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
