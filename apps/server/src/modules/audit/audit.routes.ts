/**
 * Portal API of the audit log (/to/api/audit/..., issue 14):
 *   GET /audit/list     owners and admins: the organisation's entries, newest first (userId, action, from, to, paging)
 *   GET /audit/export   owners and admins: the same filter as .xlsx (default) or .csv (format=csv)
 * The organisation is the session's membership; others answer 403 with a Chinese message.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditExportQuerySchema, AuditPageSchema, AuditQuerySchema } from '@jianku/rules/audit-schemas';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../auth/auth.guard.ts';

const tags = ['audit'];
const NOTE = '仅企业所有者和管理员；其他成员答复 403 暂无权限。日期为北京时间的 YYYY-MM-DD（含首尾两天）。';

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { onRequest: app.authenticate };
  const requester = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { id: user.id, orgId: user.orgId };
  };

  app.get(
    '/audit/list',
    {
      ...auth,
      schema: {
        tags,
        summary: '企业审计日志（谁、何时、做了什么、变更前后）',
        description: NOTE,
        querystring: AuditQuerySchema,
        response: envelopeResponses(AuditPageSchema),
      },
    },
    async (request) => ok(await app.services.audit.list(requester(request), request.query)),
  );

  app.get(
    '/audit/export',
    {
      ...auth,
      schema: {
        tags,
        summary: '导出审计日志（.xlsx 或 .csv）',
        description: NOTE,
        querystring: AuditExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await app.services.audit.export(requester(request), request.query);
      const ascii = file.fileName.endsWith('.csv') ? 'audit.csv' : 'audit.xlsx';
      return reply
        .header('content-type', file.mime)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.body);
    },
  );
};
