import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { multipartFieldsToBody } from '../../lib/multipart-fields.ts';
import { sharedLimit } from '../../plugins/rate-limit.ts';
import { FRONT_LOG_MAX_ENTRIES } from './front-log.service.ts';

/** Open platform API (/tool/api): client error logs. */
export const frontLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/front/log',
    {
      // the same body as JSON, urlencoded or multipart form
      preValidation: multipartFieldsToBody,
      config: { rateLimit: sharedLimit(120) },
      schema: {
        tags: ['log'],
        summary: '上报前端错误日志',
        description: `字段 data 为日志队列的 JSON 字符串：数组，最多 ${FRONT_LOG_MAX_ENTRIES} 条，每条含 message、stack、code、url、position、name、time 等。可用 JSON、application/x-www-form-urlencoded 或 multipart/form-data 提交。格式不合法（含空字符、字段过长等）则一条也不保存（400）；data 超过部署设定的大小（默认 512 KB）答复 413；单条过大或超过该 IP 当日条数上限的日志被丢弃并计数，其余照常保存。`,
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        body: Type.Object({
          data: Type.String({ minLength: 1, maxLength: 1_000_000, description: '日志数组的 JSON' }),
        }),
        response: envelopeResponses(
          Type.Object({ count: Type.Integer({ description: '实际保存的条数（不含被丢弃的）' }) }),
        ),
      },
    },
    async (request) => {
      const count = await app.services.frontLog.saveClientLogs(request.body.data, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok({ count });
    },
  );
};
