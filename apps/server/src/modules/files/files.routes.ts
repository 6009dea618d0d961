/**
 * Portal API (/to/api), stored files (spec §7):
 *   POST /base/file/upload               one file under 5 MB (multipart: file, bizCode, fileName, type)
 *   GET  /base/file/content/get/:id      its content: type from the content, caching headers, byte ranges
 * Large files: bigfile.routes.ts. Rules in files.service.ts.
 */
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UPLOAD_CATEGORIES } from '@jianku/rules';
import { FileRecordSchema } from '@jianku/rules/files-schemas';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { requireUser } from '../auth/auth.guard.ts';
import { sendFile } from './file-answer.ts';
import { readSingleUpload } from './single-upload.ts';

const tags = ['files'];

export const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tmpDir = join(app.config.files.workDir, 'tmp');

  app.post(
    '/base/file/upload',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '上传小文件（小于 5MB，SPEC-7.26）',
        description:
          `multipart/form-data：file（文件）、bizCode（业务编码）、fileName（文件名，缺省用文件自身的名字）、` +
          `type（分类：${UPLOAD_CATEGORIES.join('、')}，未知值为 Other）。类型由文件内容判定（不看扩展名）；` +
          '可执行文件、内容与扩展名不符的文件被拒绝；图片（Images）只收 png、jpg、gif、webp，并重新编码、去除元数据。' +
          '需登录；计入每位用户的存储配额。',
        consumes: ['multipart/form-data'],
        response: envelopeResponses(FileRecordSchema),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = await readSingleUpload(request, tmpDir);
      try {
        return ok(await app.services.files.uploadSingle(user, body.file, body.fields));
      } finally {
        await body.cleanup();
      }
    },
  );

  app.get(
    '/base/file/content/get/:id',
    {
      onRequest: app.authenticateOptional,
      schema: {
        tags,
        summary: '文件内容（SPEC-7.22）',
        description:
          '按内容判定的类型答复；图片与 PDF 内联显示，其他文件作为下载。支持 Range（206）、ETag / If-None-Match（304）。' +
          '属于某组织的文件只对该组织成员提供；对其他人与不存在的文件一样答复 404（不透露该 ID 存在）。',
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
      },
    },
    async (request, reply) => {
      const file = await app.services.files.fileToServe(request.params.id, await tenantOf(request));
      return sendFile(request, reply, file, (range) => app.services.files.read(file, range));
    },
  );
};
