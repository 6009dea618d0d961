/**
 * Portal API (/to/api), large files in parts (SPEC-4.52, SPEC-7.27..7.30):
 *   POST /base/file/bigfile/init               path, uploadId (chunkSize, expiresAt)
 *   GET  /base/file/bigfile/getPartUploadUrl   a signed PUT URL for one part
 *   PUT  /base/file/bigfile/part/:id/:n        the disk store's part PUT (signed URL; the body is the part)
 *   GET  /base/file/bigfile/state              the parts stored so far (to resume)
 *   POST /base/file/bigfile/complete           merge, check, answer the file URL
 *   POST /base/file/bigfile/create             the file record
 * Rules in bigfile.service.ts.
 */
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BigFileCompleteBodySchema,
  BigFileCreateBodySchema,
  BigFileInitAnswerSchema,
  BigFileInitBodySchema,
  FileRecordSchema,
  PartUrlAnswerSchema,
  PartUrlQuerySchema,
  UploadStateAnswerSchema,
  UploadStateQuerySchema,
} from '@jianku/rules/files-schemas';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../auth/auth.guard.ts';
import { DISK_PART_PATH, type DiskStore } from './storage/disk-store.ts';

const tags = ['files'];
const SWEEP_EVERY_MS = 10 * 60 * 1000;

// long because it registers every route of the chunked upload protocol with its schema; each handler is a call into the service
export const bigFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.bigFiles;
  const auth = { onRequest: app.authenticate };
  // unfinished uploads past their expiry are deleted with their parts every 10 minutes
  const sweeper = setInterval(() => {
    service.sweepExpired().catch((error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'));
  }, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  app.post(
    '/base/file/bigfile/init',
    {
      ...auth,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '开始分片上传（SPEC-7.28）',
        description:
          '答复 path（对象路径）与 uploadId，以及建议分片大小 chunkSize（默认 3MB）和过期时间；size 给出时先检查大小与配额。' +
          '每位用户同时进行的分片上传有上限。',
        body: BigFileInitBodySchema,
        response: envelopeResponses(BigFileInitAnswerSchema),
      },
    },
    async (request) => ok(await service.init(requireUser(request), request.body)),
  );

  app.get(
    '/base/file/bigfile/getPartUploadUrl',
    {
      ...auth,
      config: { rateLimit: { max: 6000, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '分片的签名上传地址（SPEC-7.27）',
        description:
          'chunkIndex 为分片序号（从 1 起）。答复 singedUrl（签名 PUT 地址，短时有效）与 header Content-Type；' +
          '分片以 PUT 发送到该地址，读取答复头 etag。',
        querystring: PartUrlQuerySchema,
        response: envelopeResponses(PartUrlAnswerSchema),
      },
    },
    async (request) => ok(await service.partUrl(requireUser(request), request.query)),
  );

  app.get(
    '/base/file/bigfile/state',
    {
      ...auth,
      schema: {
        tags,
        summary: '分片上传的进度（续传用）',
        description: '答复已存的分片（序号、etag、大小）；已合并的答复文件地址。',
        querystring: UploadStateQuerySchema,
        response: envelopeResponses(UploadStateAnswerSchema),
      },
    },
    async (request) => ok(await service.state(requireUser(request), request.query)),
  );

  app.post(
    '/base/file/bigfile/complete',
    {
      ...auth,
      schema: {
        tags,
        summary: '合并分片（SPEC-7.29）',
        description:
          'etags 须列出从 1 起的每一片，且与已存分片一致；合并后按内容判定类型，给出 sha256 时校验整个文件。答复文件地址。重复提交答复同一地址。',
        body: BigFileCompleteBodySchema,
        response: envelopeResponses(Type.String()),
      },
    },
    async (request) => ok(await service.complete(requireUser(request), request.body)),
  );

  app.post(
    '/base/file/bigfile/create',
    {
      ...auth,
      schema: {
        tags,
        summary: '为已合并的上传建档（SPEC-7.30）',
        description: 'id 为 init 答复的 uploadId，path 为其对象路径。答复文件记录；重复提交答复同一记录。',
        body: BigFileCreateBodySchema,
        response: envelopeResponses(FileRecordSchema),
      },
    },
    async (request) => ok(await service.create(requireUser(request), request.body)),
  );

  const store = app.services.fileStore;
  if (store.kind !== 'disk') return;
  const disk = store as DiskStore;
  // the part's bytes stream straight to disk from request.raw: no body parser reads them, and the body
  // stays undefined (the input checks never walk the stream)
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.withTypeProvider<TypeBoxTypeProvider>().put(
      `${DISK_PART_PATH}/:storeUploadId/:partNumber`,
      {
        schema: {
          tags,
          summary: '上传一个分片（内置存储的签名地址）',
          description:
            '地址由 getPartUploadUrl 签发（HMAC，含过期时间）；伪造、改动或过期的地址答复 403。答复头 etag 为分片的 MD5。',
          params: Type.Object({ storeUploadId: Type.String({ maxLength: 128 }), partNumber: Type.Integer() }),
          querystring: Type.Object({ expires: Type.Integer(), sig: Type.String({ maxLength: 100 }) }),
        },
      },
      async (request, reply) => {
        const part = await service.receivePart(disk, {
          storeUploadId: request.params.storeUploadId,
          partNumber: request.params.partNumber,
          expires: request.query.expires,
          sig: request.query.sig,
          body: request.raw,
        });
        return reply.header('etag', part.etag).header('access-control-expose-headers', 'ETag').send();
      },
    );
  });
};
