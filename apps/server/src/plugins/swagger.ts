import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** Where the API documentation is served (OpenAPI JSON at `${DOCS_PREFIX}/json`). */
export const DOCS_PREFIX = '/to/api/docs';

/** OpenAPI from the routes' TypeBox schemas; register before any route. */
export async function setupSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '件库 Jianku API',
        version: '0.1.0',
        description:
          '门户接口位于 /to/api，开放平台接口位于 /tool/api。所有 JSON 应答为 { code, msg, data }，code 为 0 表示成功；' +
          '业务错误以 HTTP 200 返回错误码，请求格式错误返回 HTTP 400，接口不存在 404，请求体过大 413，请求过于频繁 429。' +
          '每个应答带 track_code 头（请求编号）。',
      },
      tags: [
        { name: 'system', description: '系统：健康检查、部署配置' },
        { name: 'dict', description: '字典' },
        { name: 'log', description: '前端日志' },
      ],
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
