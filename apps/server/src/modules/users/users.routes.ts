import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OptionalText,
  ProfileSchema,
  TokenPairSchema,
  TrueSchema,
  VerifiedSchema,
} from '@jianku/rules/accounts-schemas';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { sharedLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../auth/auth.guard.ts';
import { clientOf, WECHAT_PENDING_COOKIE_PATH } from '../auth/auth.routes.ts';
import { WECHAT_PENDING_COOKIE } from '../wechat/wechat.service.ts';

/** Portal API (/to/api): registration, forgotten password, personal centre. */
// long because it registers every route of the module with its schema; each handler is a call into the service
export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/base/system/user/register',
    {
      config: { rateLimit: sharedLimit(20) },
      schema: {
        tags: ['user'],
        summary: '注册（邮箱或手机验证码，scene 4）',
        description:
          'email 与 mobile 二选一；username 缺省为该邮箱或手机号；nickname 可选（最多 64），缺省同账号。verified：发送验证码时用过的滑块令牌，或新的滑块令牌。成功答复登录令牌（真值），可直接保存而无需再登录。本浏览器刚以未绑定的微信扫码时，新账号自动绑定该微信。重复账号答复“该账号已注册”。',
        body: Type.Object({
          email: OptionalText(320),
          mobile: OptionalText(20),
          username: OptionalText(64),
          nickname: OptionalText(256),
          code: Type.String({ maxLength: 16 }),
          password: Type.String({ maxLength: 128 }),
          confirmPwd: OptionalText(128),
          verified: VerifiedSchema,
          origin: Type.Optional(
            Type.Union([Type.String({ maxLength: 32 }), Type.Integer(), Type.Null()], {
              description: '来源渠道（from cookie 或插件渠道），可为空串',
            }),
          ),
          agreement: Type.Optional(Type.Boolean({ description: '用户协议（由前端校验）' })),
        }),
        response: envelopeResponses(TokenPairSchema),
      },
    },
    async (request, reply) => {
      const { origin, ...body } = request.body;
      const tokens = await app.services.users.register(
        { ...body, origin: origin === undefined || origin === null ? '' : String(origin) },
        clientOf(request),
        request.cookies[WECHAT_PENDING_COOKIE],
      );
      if (request.cookies[WECHAT_PENDING_COOKIE] !== undefined) {
        reply.clearCookie(WECHAT_PENDING_COOKIE, { path: WECHAT_PENDING_COOKIE_PATH });
      }
      return ok(tokens);
    },
  );

  app.put(
    '/base/system/user/update-password',
    {
      config: { rateLimit: sharedLimit(20) },
      schema: {
        tags: ['user'],
        summary: '找回密码：用 scene 2 的验证码设置新密码',
        description: 'email 与 mobile 二选一。成功后该用户的全部登录失效，账号锁定解除。',
        body: Type.Object({
          email: OptionalText(320),
          mobile: OptionalText(20),
          code: Type.String({ maxLength: 16 }),
          password: Type.String({ maxLength: 128 }),
          confirmPwd: OptionalText(128),
        }),
        response: envelopeResponses(TrueSchema),
      },
    },
    async (request) => {
      await app.services.users.resetPassword(request.body);
      return ok(true as const);
    },
  );

  app.get(
    '/base/system/user/profile/get',
    {
      onRequest: app.authenticate,
      schema: { tags: ['user'], summary: '个人资料（需要登录）', response: envelopeResponses(ProfileSchema) },
    },
    async (request) => ok(await app.services.users.getProfile(requireUser(request).id)),
  );

  app.put(
    '/base/system/user/profile/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: '修改昵称或头像（需要登录）',
        description:
          'nickname 最多 64（空则同用户名）；avatar 为文件编号、http(s) 链接或站内路径，空串表示移除。',
        body: Type.Object({
          nickname: Type.Optional(Type.String({ maxLength: 256 })),
          avatar: Type.Optional(Type.String({ maxLength: 4096 })),
        }),
        response: envelopeResponses(ProfileSchema),
      },
    },
    async (request) => ok(await app.services.users.updateProfile(requireUser(request).id, request.body)),
  );

  app.put(
    '/base/system/user/profile/update-password',
    {
      onRequest: app.authenticate,
      config: { rateLimit: sharedLimit(10) },
      schema: {
        tags: ['user'],
        summary: '修改密码：原密码与新密码（需要登录）',
        description: '成功后本次登录保留，其他设备上的登录全部失效。',
        body: Type.Object({
          oldPassword: Type.String({ maxLength: 128 }),
          password: Type.String({ maxLength: 128 }),
          confirmPwd: OptionalText(128),
        }),
        response: envelopeResponses(TrueSchema),
      },
    },
    async (request) => {
      await app.services.users.changePassword(requireUser(request), request.body);
      return ok(true as const);
    },
  );

  app.delete(
    '/base/system/user/profile/wechat',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: '解绑微信（需要登录）',
        description: '绑定请用 qr-config?scanType=band 扫码后调用 POST /base/system/auth/wx-binding。',
        response: envelopeResponses(TrueSchema),
      },
    },
    async (request) => {
      await app.services.users.unbindWechat(requireUser(request).id);
      return ok(true as const);
    },
  );

  app.post(
    '/base/system/user/profile/logout-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: '退出全部设备（需要登录）',
        description: '该用户的全部令牌（含本次）作废。',
        response: envelopeResponses(TrueSchema),
      },
    },
    async (request) => {
      await app.services.auth.logoutAll(requireUser(request).id);
      return ok(true as const);
    },
  );
};
