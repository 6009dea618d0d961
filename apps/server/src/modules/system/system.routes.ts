import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { HealthSchema, RuntimeConfigSchema } from './system.schemas.ts';

/** Portal API (/to/api): health and runtime configuration. */
export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: '健康检查（含一次数据库查询）',
        response: envelopeResponses(HealthSchema),
      },
    },
    async () => ok(await app.services.system.checkHealth()),
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
