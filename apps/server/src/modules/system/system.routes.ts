import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '@jianku/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EnvelopeSchema, envelopeResponses, ok } from '../../lib/envelope.ts';
import { LivenessSchema, ReadinessSchema, RuntimeConfigSchema } from './system.schemas.ts';

/**
 * Portal API (/to/api): health and runtime configuration.
 * - GET /health/live   liveness: 200 while the process runs its event loop; no database query.
 * - GET /health/ready  readiness: 200 when the database accepts a write, the search index is built and
 *                      the disk has room (MIN_FREE_DISK_MB); else HTTP 503 with the checks as data.
 * - GET /health        the same as /health/ready (e2e/src/server.ts and load balancers wait for it).
 */
export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    const readiness = await app.services.system.readiness();
    if (readiness.status === 'ok') return ok(readiness);
    return reply.status(503).send({
      code: readiness.checks.disk.ok ? ErrorCode.serviceUnavailable : ErrorCode.insufficientStorage,
      msg: app.services.system.notReadyMessage(readiness),
      data: readiness,
    });
  };
  const readySchema = {
    tags: ['system'],
    response: { ...envelopeResponses(ReadinessSchema), 503: EnvelopeSchema(ReadinessSchema) },
  };
  app.get('/health', { schema: { ...readySchema, summary: '就绪检查（同 /health/ready）' } }, ready);
  app.get(
    '/health/ready',
    { schema: { ...readySchema, summary: '就绪检查：数据库可写、搜索索引已建好、磁盘有空间；否则 503' } },
    ready,
  );
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['system'],
        summary: '存活检查：只看进程状态，不查询数据库',
        response: envelopeResponses(LivenessSchema),
      },
    },
    async () => ok(app.services.system.live()),
  );

  app.get(
    '/system/runtime-config',
    {
      schema: {
        tags: ['system'],
        summary: '部署配置（与 /config.js 相同）',
        response: envelopeResponses(RuntimeConfigSchema),
      },
    },
    async () => ok(app.services.system.runtimeConfig()),
  );
};

/**
 * GET /config.js at the site root: the runtime configuration as a script that the web app's
 * index.html loads before its bundle (`<script src="/config.js"></script>`).
 */
export const configScriptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/config.js',
    {
      schema: {
        tags: ['system'],
        summary: '前端运行时配置脚本：window.__JIANKU_CONFIG__ = {...};',
        produces: ['application/javascript'],
      },
    },
    async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(app.services.system.configScript()),
  );
};
