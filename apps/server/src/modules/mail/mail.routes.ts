import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';

const OutboxMessageSchema = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  target: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  /** the 6-digit code in the text, for scripts and tests */
  code: Type.Union([Type.String(), Type.Null()], { description: '正文中的 6 位验证码（若有）' }),
  createdAt: Type.String(),
});

/** Every answer of the development endpoints says what it is. */
export const DEV_MARK = '开发环境';

/**
 * GET /to/api/dev/outbox?target=... (only with DEV_OUTBOX): the messages recorded for a phone or an
 * e-mail, newest first, at most 20. How a developer reads the code sent to a test account.
 */
export const devOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.mail.devOutbox) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: '开发环境：发件箱（发出的邮件与短信，最新在前，最多 20 条）',
        description:
          '仅在 DEV_OUTBOX 为 true 时存在：默认关闭，只能在本机（HOST 为回环地址）开发时开启。答复的 msg 为“开发环境”。',
        querystring: Type.Object({
          target: Type.String({ minLength: 1, maxLength: 320, description: '手机号或邮箱' }),
        }),
        response: envelopeResponses(Type.Array(OutboxMessageSchema)),
      },
    },
    async (request) => {
      const messages = await app.services.mail.listOutbox(request.query.target.trim().toLowerCase());
      const data = messages.map((m) => ({
        ...m,
        code: /(?<!\d)(\d{6})(?!\d)/.exec(m.text)?.[1] ?? null,
        createdAt: m.createdAt.toISOString(),
      }));
      return { ...ok(data), msg: DEV_MARK };
    },
  );
};
