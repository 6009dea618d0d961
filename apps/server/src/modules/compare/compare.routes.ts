/**
 * Portal API (/to/api/compare/...), parameter comparison (参数对比) of parts and components:
 *   GET /compare/items?ids=1,2,3                 the comparison (items, rows with differs and best)
 *   GET /compare/export?ids=1,2,3&format=xlsx    the comparison as .xlsx or .csv (a download)
 *   GET /compare/tray, PUT /compare/tray         the signed-in user's compare tray
 * Shapes in @jianku/rules/compare-schemas; bad input answers a Chinese message (compare.service.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMPARE_EXPORT_FORMATS, type CompareExportFormat, CompareMessage } from '@jianku/rules';
import {
  CompareExportQuerySchema,
  CompareIdsQuerySchema,
  CompareResultSchema,
  CompareTraySchema,
} from '@jianku/rules/compare-schemas';
import { badRequest } from '../../lib/app-error.ts';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { requireUser } from '../auth/auth.guard.ts';
import { exportComparison } from './compare-export.ts';

const tags = ['compare'];

const isFormat = (value: string): value is CompareExportFormat =>
  (COMPARE_EXPORT_FORMATS as readonly string[]).includes(value);

export const compareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/compare/items',
    {
      schema: {
        tags,
        summary: '参数对比：最多 10 个同库条目（零部件或元器件）并排',
        description:
          '答复条目（型号、品牌、分类、生命周期…）与参数行：各条目参数的并集，按分类的参数顺序，值为显示单位；' +
          'differs 表示该行各值不全相同；定义了优劣方向的数值参数（额定电压、功率越高越好，精度、TCR 越小越好，' +
          '工作温度范围越宽越好）在 best 标出最优值。ID 非数字、重复、超过 10 个、不存在或已删除、属于材料或不同库：中文提示。',
        querystring: CompareIdsQuerySchema,
        response: envelopeResponses(CompareResultSchema),
      },
    },
    async (request) => ok(await app.services.compare.compare(request.query.ids, await tenantOf(request))),
  );

  app.get(
    '/compare/export',
    {
      schema: {
        tags,
        summary: '导出参数对比（.xlsx 或 .csv）',
        description:
          'format=xlsx：Excel 工作簿（不同的行着色，最优值加粗）；format=csv：UTF-8（带 BOM）逗号分隔。',
        querystring: CompareExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { ids, format } = request.query;
      if (!isFormat(format)) throw badRequest(CompareMessage.badFormat);
      const file = await exportComparison(
        await app.services.compare.compare(ids, await tenantOf(request)),
        format,
      );
      const ascii = `compare.${format}`;
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.body);
    },
  );

  app.get(
    '/compare/tray',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '当前用户的对比栏（登录后跨浏览器同步）',
        response: envelopeResponses(CompareTraySchema),
      },
    },
    async (request) => ok(await app.services.compare.tray(requireUser(request).id, await tenantOf(request))),
  );

  app.put(
    '/compare/tray',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '保存当前用户的对比栏',
        description: '整体替换；条目须存在、同属零部件或元器件、不重复、最多 10 个；ids 为空即清空。',
        body: CompareTraySchema,
        response: envelopeResponses(CompareTraySchema),
      },
    },
    async (request) =>
      ok(await app.services.compare.saveTray(requireUser(request).id, request.body, await tenantOf(request))),
  );
};
