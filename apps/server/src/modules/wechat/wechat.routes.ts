import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ScanType, WECHAT_RESPONSE_TYPE, WECHAT_SCOPE, WECHAT_STATE_TTL_MS } from '@jianku/rules';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { selfFramedAncestors } from '../../lib/frame-ancestors.ts';
import { sharedLimit } from '../../plugins/rate-limit.ts';
import { isAllowedCallbackOrigin } from './redirect-origin.ts';
import { WECHAT_STATE_COOKIE } from './wechat.service.ts';

const QrConfigSchema = Type.Object({
  appid: Type.String(),
  scope: Type.String({ description: 'snsapi_login' }),
  redirect_uri: Type.String({ description: '扫码确认后回跳的页面（带 code、state、scan_type、redirect）' }),
  state: Type.String({ description: '随机、一次性，并以 cookie 与本浏览器绑定' }),
  style: Type.String(),
  response_type: Type.String({ description: 'code' }),
  base: Type.String({ description: '二维码页地址前缀：{base}/connect/qrconnect?...' }),
});

/** Portal API (/to/api): the parameters of the WeChat QR frame (SPEC-4.31). */
export const wechatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/base/system/auth/wechat/qr-config',
    {
      config: { rateLimit: sharedLimit(60) },
      schema: {
        tags: ['auth'],
        summary: '微信扫码登录二维码（300×300 内嵌页）参数',
        description:
          'scanType=login 登录，band 绑定当前账号（之后调用 wx-binding）。设置 cookie 绑定 state，10 分钟内有效。未开通微信登录时答复“微信登录未开通”。',
        querystring: Type.Object({
          scanType: Type.Union([Type.Literal(ScanType.login), Type.Literal(ScanType.bind)], {
            default: ScanType.login,
          }),
          redirect: Type.Optional(Type.String({ maxLength: 2048, description: '登录后的回跳地址' })),
          style: Type.Optional(Type.Union([Type.Literal('black'), Type.Literal('white')])),
          origin: Type.Optional(
            Type.String({
              maxLength: 256,
              description:
                '页面自身的 origin；与配置的回跳地址同源，或同为本机回环地址（localhost / 127.0.0.1 / [::1]，协议与端口相同）时，回跳到该 origin',
            }),
          ),
        }),
        response: envelopeResponses(QrConfigSchema),
      },
    },
    async (request, reply) => {
      const { config, stateCookie } = await app.services.wechat.qrConfig(request.query);
      reply.header('cache-control', 'no-store');
      reply.setCookie(WECHAT_STATE_COOKIE, stateCookie, {
        path: '/to/api/base/system/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        maxAge: WECHAT_STATE_TTL_MS / 1000,
      });
      return ok(config);
    },
  );
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:13px/1.5 sans-serif;color:#333;background:#fff}
.box{width:280px;margin:0 auto;padding:8px 10px;box-sizing:border-box}
.tag{display:inline-block;background:#fa8c16;color:#fff;border-radius:3px;padding:0 6px;font-weight:bold}
h1{font-size:15px;margin:6px 0}
input[type=text]{width:100%;box-sizing:border-box;padding:5px;margin:4px 0 8px}
button{width:100%;padding:7px;background:#07c160;color:#fff;border:0;border-radius:4px;font-size:14px;cursor:pointer}
.hint{color:#888;font-size:12px;margin-top:6px}
.err{color:#cf1322}
</style></head><body><div class="box">${body}</div></body></html>`;
}

/**
 * The development WeChat provider (config.wechat.mode 'dev', WECHAT_BASE_URL unset), mounted at
 * /to/api/dev/wechat. It plays WeChat's two ends so that QR sign-in works on a laptop and in tests:
 * - GET  /connect/qrconnect: the frame content, a 开发环境 模拟扫码 page where the developer types or
 *   picks a test openId and presses 确认登录;
 * - POST /connect/confirm: issues a code for that openId and redirects to redirect_uri?code&state;
 * - GET  /sns/oauth2/access_token: exchanges the codes it issued, answering as WeChat does.
 * Any openId can sign in here: it is never mounted in production (see DEV_WECHAT in config.ts).
 */
/** The openIds offered on the development page (any other may be typed). */
const DEV_TEST_OPENIDS = ['dev-openid-0001', 'dev-openid-0002'];

// long because it registers every route of the module with its schema; each handler is a call into the service
export const devWechatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { wechat } = app.config;
  const provider = app.services.devWechatProvider;
  if (wechat.mode !== 'dev' || !provider) return;
  const allowedHost = new URL(wechat.redirectUri).host;
  // The page has no script; it is framed by the login dialog (frame-ancestors as the other pages this
  // site frames, plugins/security-headers.ts) and its form posts here, then redirects to redirect_uri.
  const pageCsp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${new URL(wechat.redirectUri).origin}`,
    `frame-ancestors ${selfFramedAncestors(app.config)}`,
    "base-uri 'none'",
  ].join('; ');

  /** WeChat checks the appid and that redirect_uri is on the registered domain; so does this. */
  function problemOf(query: { appid?: string; redirect_uri?: string }): string | null {
    if (query.appid !== wechat.appId) return 'appid 不正确';
    try {
      const url = new URL(query.redirect_uri ?? '');
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'redirect_uri 不正确';
      // the registered domain, or a loopback alias of it (redirect-origin.ts), as qr-config hands out
      if (!isAllowedCallbackOrigin(wechat.redirectUri, url.origin))
        return `redirect_uri 的域名须为 ${allowedHost}`;
    } catch {
      return 'redirect_uri 不正确';
    }
    return null;
  }

  const sendPage = (reply: import('fastify').FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageCsp)
      .send(html);

  app.get(
    '/dev/wechat/connect/qrconnect',
    {
      schema: {
        tags: ['dev'],
        summary: '开发环境微信：模拟扫码页（二维码内嵌页内容）',
        querystring: Type.Object({
          appid: Type.Optional(Type.String({ maxLength: 64 })),
          scope: Type.Optional(Type.String({ maxLength: 64 })),
          redirect_uri: Type.Optional(Type.String({ maxLength: 4096 })),
          state: Type.Optional(Type.String({ maxLength: 128 })),
          style: Type.Optional(Type.String({ maxLength: 16 })),
          response_type: Type.Optional(Type.String({ maxLength: 16 })),
        }),
      },
    },
    async (request, reply) => {
      const query = request.query;
      const problem =
        problemOf(query) ??
        (query.scope !== WECHAT_SCOPE ? 'scope 须为 snsapi_login' : null) ??
        (query.response_type !== WECHAT_RESPONSE_TYPE ? 'response_type 须为 code' : null) ??
        (query.state ? null : 'state 不能为空');
      if (problem) {
        return sendPage(
          reply,
          400,
          page(
            '开发环境 模拟扫码',
            `<p><span class="tag">开发环境</span></p><p class="err">${escapeHtml(problem)}</p>`,
          ),
        );
      }
      // only the fixed test ids: the openIds already bound to accounts are never listed
      const options = DEV_TEST_OPENIDS.map(
        (openId) => `<option value="${escapeHtml(openId)}"></option>`,
      ).join('');
      const html = page(
        '开发环境 模拟扫码',
        `<p><span class="tag">开发环境</span></p>
<h1>模拟扫码</h1>
<form method="post" action="confirm">
<input type="hidden" name="appid" value="${escapeHtml(query.appid ?? '')}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(query.redirect_uri ?? '')}">
<input type="hidden" name="state" value="${escapeHtml(query.state ?? '')}">
<label>测试 openId<input type="text" name="openid" value="dev-openid-0001" list="openids" maxlength="128" required></label>
<datalist id="openids">${options}</datalist>
<button type="submit">确认登录</button>
</form>
<p class="hint">此页仅用于开发与测试：任意 openId 都能登录，不会出现在生产环境。</p>`,
      );
      return sendPage(reply, 200, html);
    },
  );

  app.post(
    '/dev/wechat/connect/confirm',
    {
      schema: {
        tags: ['dev'],
        summary: '开发环境微信：确认登录，带 code 与 state 回跳 redirect_uri',
        body: Type.Object({
          appid: Type.String({ maxLength: 64 }),
          redirect_uri: Type.String({ maxLength: 4096 }),
          state: Type.String({ minLength: 1, maxLength: 128 }),
          openid: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
        }),
      },
    },
    async (request, reply) => {
      const problem = problemOf(request.body);
      if (problem)
        return sendPage(
          reply,
          400,
          page(
            '开发环境 模拟扫码',
            `<p><span class="tag">开发环境</span></p><p class="err">${escapeHtml(problem)}</p>`,
          ),
        );
      const target = new URL(request.body.redirect_uri);
      target.searchParams.set('code', provider.issueCode(request.body.openid));
      target.searchParams.set('state', request.body.state);
      return reply.redirect(target.href, 302);
    },
  );

  app.get(
    '/dev/wechat/sns/oauth2/access_token',
    {
      schema: {
        tags: ['dev'],
        summary: '开发环境微信：用 code 换 openid（答复格式同微信）',
        querystring: Type.Object({
          appid: Type.String({ maxLength: 64 }),
          secret: Type.String({ maxLength: 128 }),
          code: Type.String({ maxLength: 256 }),
          grant_type: Type.String({ maxLength: 32 }),
        }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      reply.type('application/json; charset=utf-8');
      if (q.appid !== wechat.appId || q.secret !== wechat.secret) {
        return { errcode: 40125, errmsg: 'invalid appsecret' };
      }
      if (q.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' };
      try {
        const openid = await provider.exchangeCode(q.code);
        return {
          access_token: `dev_access_${q.code}`,
          expires_in: 7200,
          refresh_token: `dev_refresh_${q.code}`,
          openid,
          scope: WECHAT_SCOPE,
        };
      } catch {
        return { errcode: 40029, errmsg: 'invalid code' };
      }
    },
  );
};
