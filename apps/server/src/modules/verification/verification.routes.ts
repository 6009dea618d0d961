import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EmailScene,
  SLIDER_HANDLE_WIDTH,
  SLIDER_MAX_POINTS,
  SLIDER_MAX_WIDTH,
  SLIDER_MIN_WIDTH,
  SLIDER_POW_ALGORITHM,
  SLIDER_WIDTH_DEFAULT,
  SmsScene,
} from '@jianku/rules';
import { TrueSchema, VerifiedSchema } from '@jianku/rules/accounts-schemas';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { sharedLimit } from '../../plugins/rate-limit.ts';
import { checkEmail, checkMobile } from '../accounts-shared/account-input.ts';

/** An ALTCHA v2 challenge (altcha-lib): every field of `parameters` is signed, so all are passed on. */
const PowChallengeSchema = Type.Object(
  {
    parameters: Type.Object(
      {
        algorithm: Type.String({ description: `${SLIDER_POW_ALGORITHM}` }),
        nonce: Type.String(),
        salt: Type.String(),
        cost: Type.Integer({ description: '每次尝试的 PBKDF2 迭代次数' }),
        keyLength: Type.Integer(),
        keyPrefix: Type.String({ description: '所求派生密钥的前缀（十六进制）' }),
        keySignature: Type.Optional(Type.String()),
        data: Type.Optional(
          Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
        ),
      },
      { additionalProperties: true },
    ),
    signature: Type.String(),
  },
  { description: '工作量证明（ALTCHA）：从 0 起逐个尝试 counter，直到派生密钥以 keyPrefix 开头' },
);

const SliderChallengeSchema = Type.Object({
  challengeId: Type.String(),
  width: Type.Integer({ description: '滑轨宽度（px）' }),
  handleWidth: Type.Integer({ description: '滑块宽度（px）；x 的终点为 width − handleWidth' }),
  pow: PowChallengeSchema,
});

const TargetSchema = Type.Optional(
  Type.String({
    maxLength: 320,
    description: '表单将要发送验证码的手机号或邮箱（已知时）：近期发往它的次数越多，工作量越大',
  }),
);

const WidthSchema = Type.Optional(
  Type.Integer({
    minimum: SLIDER_MIN_WIDTH,
    maximum: SLIDER_MAX_WIDTH,
    default: SLIDER_WIDTH_DEFAULT,
    description: '滑轨宽度（px）：默认 320，登录页 330',
  }),
);

/** Portal API (/to/api): the slider captcha and the sending of verification codes. */
// long because it registers every route of the module with its schema; each handler is a call into the service
export const verificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const challengeSchema = {
    tags: ['captcha'],
    summary: '取得滑块挑战',
    description: `答复 challengeId、width、handleWidth（${SLIDER_HANDLE_WIDTH}）与工作量证明 pow（ALTCHA）。同一 IP 近 10 分钟请求越多、失败越多（或发往 target 的次数越多），工作量越大，有上限。每个挑战 5 分钟内只能提交一次。`,
    response: envelopeResponses(SliderChallengeSchema),
  };
  app.get(
    '/base/system/captcha/slider',
    {
      config: { rateLimit: sharedLimit(60) },
      schema: { ...challengeSchema, querystring: Type.Object({ width: WidthSchema, target: TargetSchema }) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { width, target } = request.query;
      return ok(await app.services.slider.issue({ width, target, ip: request.ip }));
    },
  );
  app.post(
    '/base/system/captcha/slider',
    {
      config: { rateLimit: sharedLimit(60) },
      // the body is optional: none means the default width
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { ...challengeSchema, body: Type.Object({ width: WidthSchema, target: TargetSchema }) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { width, target } = request.body;
      return ok(await app.services.slider.issue({ width, target, ip: request.ip }));
    },
  );

  app.post(
    '/base/system/captcha/slider/verify',
    {
      config: { rateLimit: sharedLimit(60) },
      schema: {
        tags: ['captcha'],
        summary: '提交拖动轨迹，换取一次性滑块令牌',
        description:
          'trace：拖动过程中滑块左缘位置 x（px，自 0 起）与时间 t（毫秒）的采样点。须拖到终点（容差 4px）、用时不少于 150ms、至少 5 个点、基本单向、速度有变化；并附上已解出的工作量证明 pow {counter, derivedKey}（每个挑战只核验一次）。通过则答复 token（2 分钟内有效、只能用一次），表单以 verified 字段提交；否则答复“请滑动滑块至最右边”。',
        body: Type.Object({
          challengeId: Type.String({ minLength: 1, maxLength: 64 }),
          trace: Type.Array(Type.Object({ x: Type.Number(), t: Type.Number() }), {
            maxItems: SLIDER_MAX_POINTS,
          }),
          pow: Type.Optional(
            Type.Object({
              counter: Type.Integer({ minimum: 0, maximum: 0xffffffff }),
              derivedKey: Type.String({ maxLength: 128, pattern: '^[0-9a-f]*$' }),
            }),
          ),
        }),
        response: envelopeResponses(
          Type.Object({
            token: Type.String(),
            expiresIn: Type.Integer({ description: '有效秒数' }),
          }),
        ),
      },
    },
    async (request) => ok(await app.services.slider.verify(request.body)),
  );

  app.post(
    '/base/system/auth/send-sms-code',
    {
      config: { rateLimit: sharedLimit(20) },
      schema: {
        tags: ['auth'],
        summary: '发送短信验证码（scene 1 登录、2 找回密码、4 注册）',
        description:
          '需要滑块令牌 verified。scene 1 发往未注册的手机号答复 code 1002000007；scene 4 发往已注册账号答复“该账号已注册”；scene 2 发往未注册账号答复“该账号未注册”。同一号码 60 秒一次、每日 10 次；同一 IP 每日 50 次（HTTP 429）。',
        body: Type.Object({
          mobile: Type.String({ maxLength: 20 }),
          scene: Type.Union([
            Type.Literal(SmsScene.login),
            Type.Literal(SmsScene.resetPassword),
            Type.Literal(SmsScene.register),
          ]),
          verified: VerifiedSchema,
        }),
        response: envelopeResponses(TrueSchema),
      },
    },
    async (request) => {
      const { scene, verified } = request.body;
      const mobile = checkMobile(request.body.mobile);
      await app.services.verification.sendCode({
        channel: 'sms',
        target: mobile,
        scene,
        verified,
        ip: request.ip,
      });
      return ok(true as const);
    },
  );

  app.post(
    '/base/system/user/send-email-code',
    {
      config: { rateLimit: sharedLimit(20) },
      schema: {
        tags: ['user'],
        summary: '发送邮箱验证码（scene 2 找回密码、4 注册）',
        description: '规则同短信验证码。',
        body: Type.Object({
          email: Type.String({ maxLength: 320 }),
          scene: Type.Union([Type.Literal(EmailScene.resetPassword), Type.Literal(EmailScene.register)]),
          verified: VerifiedSchema,
        }),
        response: envelopeResponses(TrueSchema),
      },
    },
    async (request) => {
      const { scene, verified } = request.body;
      const email = checkEmail(request.body.email);
      await app.services.verification.sendCode({
        channel: 'email',
        target: email,
        scene,
        verified,
        ip: request.ip,
      });
      return ok(true as const);
    },
  );
};
