import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AppType,
  ErrorCode,
  PORTAL_USER_TYPE,
  SOCIAL_LOGIN_USER_TYPE,
  WECHAT_SOCIAL_TYPE,
  WECHAT_STATE_TTL_MS,
} from '@jianku/rules';
import {
  OptionalText,
  PermissionInfoSchema,
  TokenPairSchema,
  TrueSchema,
  VerifiedSchema,
} from '@jianku/rules/accounts-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../lib/app-error.ts';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { sharedLimit } from '../../plugins/rate-limit.ts';
import { WECHAT_PENDING_COOKIE, WECHAT_STATE_COOKIE } from '../wechat/wechat.service.ts';
import { bearerToken, requireUser } from './auth.guard.ts';
import type { ClientInfo } from './auth.service.ts';

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** Cookie path of the WeChat pending openId: the registration that follows reads it. */
export const WECHAT_PENDING_COOKIE_PATH = '/to/api/base/system/user';

/**
 * JSON bodies may be empty here (refresh-token and logout are posted with no payload, and some clients
 * still send Content-Type: application/json); anything else is parsed by Fastify's own JSON parser.
 */
function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

const UserTypeSchema = (value: number) =>
  Type.Optional(Type.Literal(value, { description: `固定为 ${value}` }));

/** Portal API (/to/api): sign-in, tokens, the user's permissions (spec §7). */
// long because it registers every route of the module with its schema; each handler is a call into the service
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptEmptyJson(app);

  app.post(
    '/base/system/auth/login',
    {
      config: { rateLimit: sharedLimit(60) },
      schema: {
        tags: ['auth'],
        summary: '账号密码登录（邮箱或手机号）',
        description:
          'email 与 mobile 二选一。verified 为滑块令牌。账号不存在与密码错误同样答复“账号或密码错误”；15 分钟内同一账号错 5 次锁定 1 小时（code 430），同一 IP 错 20 次暂拒（HTTP 429）。',
        body: Type.Object({
          email: OptionalText(320, '邮箱'),
          mobile: OptionalText(20, '手机号'),
          password: Type.String({ maxLength: 128 }),
          verified: VerifiedSchema,
          userType: UserTypeSchema(PORTAL_USER_TYPE),
        }),
        response: envelopeResponses(TokenPairSchema),
      },
    },
    async (request) => ok(await app.services.auth.login(request.body, clientOf(request))),
  );

  app.post(
    '/base/system/auth/sms-login',
    {
      config: { rateLimit: sharedLimit(30) },
      schema: {
        tags: ['auth'],
        summary: '手机验证码登录（scene 1 的短信验证码）',
        description: 'verified：发送该验证码时用过的滑块令牌，或新的滑块令牌。',
        body: Type.Object({
          mobile: Type.String({ maxLength: 20 }),
          code: Type.String({ maxLength: 16 }),
          verified: VerifiedSchema,
          userType: UserTypeSchema(PORTAL_USER_TYPE),
        }),
        response: envelopeResponses(TokenPairSchema),
      },
    },
    async (request) => ok(await app.services.auth.smsLogin(request.body, clientOf(request))),
  );

  app.post(
    '/base/system/auth/social-login',
    {
      config: { rateLimit: sharedLimit(30) },
      schema: {
        tags: ['auth'],
        summary: '微信扫码登录（code、state 来自二维码页回跳）',
        description:
          'state 须为本浏览器从 qr-config 取得的、未用过的 state。微信号未绑定账号时答复 code 199999，msg 为 openId，并在本浏览器留存该 openId 10 分钟：随后的注册会自动绑定它。',
        body: Type.Object({
          type: Type.Literal(WECHAT_SOCIAL_TYPE, { description: '固定为 32（微信）' }),
          code: Type.String({ minLength: 1, maxLength: 256 }),
          state: Type.String({ minLength: 1, maxLength: 128 }),
          userType: UserTypeSchema(SOCIAL_LOGIN_USER_TYPE),
        }),
        response: envelopeResponses(TokenPairSchema),
      },
    },
    async (request, reply) => {
      const result = await app.services.auth.socialLogin(
        { ...request.body, stateCookie: request.cookies[WECHAT_STATE_COOKIE] },
        clientOf(request),
      );
      reply.clearCookie(WECHAT_STATE_COOKIE, { path: '/to/api/base/system/auth' });
      if (result.kind === 'unbound') {
        reply.setCookie(WECHAT_PENDING_COOKIE, result.pendingCookie, {
          path: WECHAT_PENDING_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: 'auto',
          maxAge: WECHAT_STATE_TTL_MS / 1000,
        });
        // SPEC-8.18 the message field carries the openId
        throw new AppError(ErrorCode.wechatNotRegistered, result.openId);
      }
      return ok(result.tokens);
    },
  );

  app.post(
    '/base/system/auth/wx-binding',
    {
      onRequest: app.authenticate,
      config: { rateLimit: sharedLimit(30) },
      schema: {
        tags: ['auth'],
        summary: '绑定微信到当前账号（扫码 scan_type=band 后调用；需要登录）',
        description: 'username 须为当前用户的用户名；state 须为本浏览器以 scanType=band 取得的 state。',
        body: Type.Object({
          username: Type.String({ minLength: 1, maxLength: 64 }),
          code: Type.String({ minLength: 1, maxLength: 256 }),
          state: Type.String({ minLength: 1, maxLength: 128 }),
        }),
        response: envelopeResponses(TrueSchema),
      },
    },
    async (request, reply) => {
      await app.services.auth.wxBinding(requireUser(request), {
        ...request.body,
        stateCookie: request.cookies[WECHAT_STATE_COOKIE],
      });
      reply.clearCookie(WECHAT_STATE_COOKIE, { path: '/to/api/base/system/auth' });
      return ok(true as const);
    },
  );

  app.post(
    '/base/system/auth/refresh-token',
    {
      config: { rateLimit: sharedLimit(60) },
      schema: {
        tags: ['auth'],
        summary: '刷新令牌（请求体为空）',
        description:
          '答复新的 accessToken 与新的 refreshToken（旧的刷新令牌作废）。已作废的刷新令牌再次出现时，该登录派生的全部令牌一并作废。无效时 code 401。',
        querystring: Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 256 }) }),
        response: envelopeResponses(TokenPairSchema),
      },
    },
    async (request) => ok(await app.services.auth.refresh(request.query.refreshToken, clientOf(request))),
  );

  app.post(
    '/base/system/auth/logout',
    {
      config: { rateLimit: sharedLimit(60) },
      schema: {
        tags: ['auth'],
        summary: '退出登录（无请求体）',
        description:
          '作废 Authorization 中访问令牌所属的登录（含其刷新令牌），令牌已过期也照样作废。未带令牌也答复成功。',
        response: envelopeResponses(TrueSchema),
      },
    },
    async (request) => {
      await app.services.auth.logout(bearerToken(request));
      return ok(true as const);
    },
  );

  app.get(
    '/base/system/auth/get-permission-info',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: '当前用户的权限、角色与用户信息（需要登录）',
        description: 'appType=2 组织侧，appType=1 平台侧（另含 menus：按权限过滤的菜单）。',
        querystring: Type.Object({
          appType: Type.Union([Type.Literal(AppType.platform), Type.Literal(AppType.org)], {
            default: AppType.org,
          }),
        }),
        response: envelopeResponses(PermissionInfoSchema),
      },
    },
    async (request) =>
      ok(await app.services.auth.permissionInfo(requireUser(request), request.query.appType)),
  );

  app.get(
    '/base/system/auth/get-extend-user-info',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: '扩展用户信息：开放平台 clientId（需要登录）',
        querystring: Type.Object({
          appType: Type.Union([Type.Literal(AppType.platform), Type.Literal(AppType.org)], {
            default: AppType.org,
          }),
        }),
        response: envelopeResponses(
          Type.Object({ clientId: Type.String({ description: '未开通时为空串' }) }),
        ),
      },
    },
    async (request) => ok(await app.services.auth.extendUserInfo(requireUser(request))),
  );
};
