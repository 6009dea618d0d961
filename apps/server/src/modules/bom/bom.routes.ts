/**
 * Portal API (/to/api/bom/...), BOM upload and match (issue 15):
 *   POST /bom/parse              read an uploaded BOM (multipart: file; .xlsx, .xls, .csv UTF-8/GBK, KiCad export; 50 MB)
 *   POST /bom/match              match up to 200 lines (the page sends a BOM in batches and shows the progress)
 *   POST /bom                    save a matched BOM (signed in); answers its share id
 *   GET  /bom/mine               the signed-in user's saved BOMs, newest first (page, pageSize)
 *   DELETE /bom/:id              the saver deletes a saved BOM
 *   GET  /bom/:id                a saved BOM by its share id (anyone with the link)
 *   POST /bom/:id/choose         the saver fixes a line by choosing an item (or none)
 *   GET  /bom/:id/export         the saved BOM as .xlsx
 * Shapes in @jianku/rules/bom-schemas; the rules in bom.service.ts.
 */
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BOM_MAX_BYTES } from '@jianku/rules';
import {
  BomChooseBodySchema,
  BomDeletedSchema,
  BomIdParamsSchema,
  BomLineMatchSchema,
  BomMatchAnswerSchema,
  BomMatchBodySchema,
  BomMinePageSchema,
  BomMineQuerySchema,
  BomResultSchema,
  BomSaveBodySchema,
  BomSavedSchema,
  BomSheetSchema,
} from '@jianku/rules/bom-schemas';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../auth/auth.guard.ts';
import { readSingleUpload } from '../files/single-upload.ts';

const tags = ['bom'];
/** a saved BOM of 100 000 lines is about 30 MB of JSON */
const SAVE_BODY_LIMIT = 64 * 1024 * 1024;

// long because it registers every route of the module with its schema; each handler is a call into the service
export const bomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bom = () => app.services.bom;
  const tmpDir = join(app.config.files.workDir, 'tmp');

  app.post(
    '/bom/parse',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          '读取上传的 BOM（.xlsx、.xls、UTF-8 或 GBK 的 .csv、KiCad 导出的 BOM；不超过 50 MB、10 万行）',
        description:
          'multipart/form-data：file。格式按内容判定；表头在前 30 行中查找（中英文列名：位号、数量、型号、值、封装、描述、品牌）；' +
          '公式取保存的计算结果，合并单元格按左上角的值；旧版 .xls 按 Excel 97-2003 格式读取；压缩炸弹、空表、编码无法识别：中文提示。',
        consumes: ['multipart/form-data'],
        response: envelopeResponses(BomSheetSchema),
      },
    },
    async (request) => {
      const body = await readSingleUpload(request, tmpDir, BOM_MAX_BYTES);
      try {
        return ok(await bom().parse(body.file));
      } finally {
        await body.cleanup();
      }
    },
  );

  app.post(
    '/bom/match',
    {
      // a 100 000-line BOM is 500 batches
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '匹配 BOM 行（每次最多 200 行）',
        description:
          '先按型号精确匹配，否则按值、封装与描述读出的参数匹配；每行给出匹配程度、原因与候选条目。',
        body: BomMatchBodySchema,
        response: envelopeResponses(BomMatchAnswerSchema),
      },
    },
    async (request) => ok({ matches: await bom().match(request.body.lines) }),
  );

  app.post(
    '/bom',
    {
      onRequest: app.authenticate,
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        summary: '保存 BOM 匹配结果（需登录），返回分享 ID',
        body: BomSaveBodySchema,
        response: envelopeResponses(BomSavedSchema),
      },
    },
    async (request) => ok(await bom().save(requireUser(request), request.body)),
  );

  app.get(
    '/bom/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '我的 BOM：已保存的匹配结果（需登录），按保存时间倒序分页',
        querystring: BomMineQuerySchema,
        response: envelopeResponses(BomMinePageSchema),
      },
    },
    async (request) => ok(await bom().mine(requireUser(request), request.query.page, request.query.pageSize)),
  );

  app.delete(
    '/bom/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '删除已保存的 BOM（保存者）；分享链接随之失效',
        params: BomIdParamsSchema,
        response: envelopeResponses(BomDeletedSchema),
      },
    },
    async (request) => ok(await bom().remove(requireUser(request), request.params.id)),
  );

  app.get(
    '/bom/:id',
    {
      onRequest: app.authenticateOptional,
      schema: {
        tags,
        summary: '已保存的 BOM 匹配结果（凭分享链接读取）',
        params: BomIdParamsSchema,
        response: envelopeResponses(BomResultSchema),
      },
    },
    async (request) => ok(await bom().result(request.params.id, request.user)),
  );

  app.post(
    '/bom/:id/choose',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: '修正一行的匹配（保存者）：选定条目，或 itemId 为 null 标为不匹配',
        params: BomIdParamsSchema,
        body: BomChooseBodySchema,
        response: envelopeResponses(BomLineMatchSchema),
      },
    },
    async (request) => {
      const { line, itemId } = request.body;
      return ok(await bom().choose(requireUser(request), request.params.id, line, itemId));
    },
  );

  app.get(
    '/bom/:id/export',
    { schema: { tags, summary: '导出 BOM 匹配结果（.xlsx）', params: BomIdParamsSchema } },
    async (request, reply) => {
      const file = await bom().export(request.params.id);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="bom.xlsx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.body);
    },
  );
};
