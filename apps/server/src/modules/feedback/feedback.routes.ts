/**
 * Portal API (/to/api/operation/...), feedback (咨询反馈) and brand entry (品牌入驻), issue 13:
 *   POST /operation/behavior/message/to/platform/create          SPEC-7.25 send feedback (signed in)
 *   GET  /operation/behavior/message/to/platform/my              one's own feedback, answers, and whether one is an operator
 *   GET  /operation/behavior/message/to/platform/manage/list     operators: every feedback, by state, paged
 *   POST /operation/behavior/message/to/platform/manage/answer   operators: answer one
 *   POST /operation/behavior/message/to/platform/manage/close    operators: close one
 *   POST /operation/brand-entry/create, GET /operation/brand-entry/my, and the same three manage calls
 * Shapes in @jianku/rules/feedback-schemas; the rules in feedback.service.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BrandEntryCreateBodySchema,
  BrandEntryPageSchema,
  BrandEntryRecordSchema,
  FeedbackCreateBodySchema,
  FeedbackPageSchema,
  FeedbackRecordSchema,
  ManageAnswerBodySchema,
  ManageCloseBodySchema,
  ManageListQuerySchema,
  MyBrandEntriesSchema,
  MyFeedbackSchema,
} from '@jianku/rules/feedback-schemas';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../auth/auth.guard.ts';

const tags = ['feedback'];
const FEEDBACK = '/operation/behavior/message/to/platform';
const BRAND_ENTRY = '/operation/brand-entry';
const OPERATOR_NOTE =
  '仅运营人员（OPERATOR_ACCOUNTS 所列账号，或持有 operation:feedback:manage 权限的角色）；其他用户答复 403 暂无权限。';

// long because it registers every route of the module with its schema; each handler is a call into the service
export const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const feedback = () => app.services.feedback;
  const auth = { onRequest: app.authenticate };

  app.post(
    `${FEEDBACK}/create`,
    {
      ...auth,
      schema: {
        tags,
        summary: '提交咨询反馈',
        description:
          '须登录。type 必填（1 需求反馈，2 建议，3 问题反馈，4 其他）；message 必填，最多 500 字；mobile 最多 20 字且为手机号；' +
          'email 最多 64 字且为邮箱；orgName 最多 100 字；images 为单文件上传答复的文件 ID，逗号分隔，最多 3 张 png/jpg/jpeg、' +
          '每张 5MB 以内。任何一项不合规：中文提示（HTTP 400），不保存。',
        body: FeedbackCreateBodySchema,
        response: envelopeResponses(FeedbackRecordSchema),
      },
    },
    async (request) => ok(await feedback().createFeedback(requireUser(request).id, request.body)),
  );

  app.get(
    `${FEEDBACK}/my`,
    {
      ...auth,
      schema: {
        tags,
        summary: '我的反馈（含处理状态与答复）',
        response: envelopeResponses(MyFeedbackSchema),
      },
    },
    async (request) => ok(await feedback().myFeedback(requireUser(request).id)),
  );

  app.get(
    `${FEEDBACK}/manage/list`,
    {
      ...auth,
      schema: {
        tags,
        summary: '反馈管理：全部反馈（按状态筛选，分页）',
        description: OPERATOR_NOTE,
        querystring: ManageListQuerySchema,
        response: envelopeResponses(FeedbackPageSchema),
      },
    },
    async (request) => ok(await feedback().manageFeedback(requireUser(request).id, request.query)),
  );

  app.post(
    `${FEEDBACK}/manage/answer`,
    {
      ...auth,
      schema: {
        tags,
        summary: '反馈管理：答复（未关闭的反馈；再次答复替换前一次）',
        description: OPERATOR_NOTE,
        body: ManageAnswerBodySchema,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await feedback().answerFeedback(requireUser(request).id, request.body.id, request.body.answer);
      return ok(true);
    },
  );

  app.post(
    `${FEEDBACK}/manage/close`,
    {
      ...auth,
      schema: {
        tags,
        summary: '反馈管理：关闭',
        description: OPERATOR_NOTE,
        body: ManageCloseBodySchema,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await feedback().closeFeedback(requireUser(request).id, request.body.id);
      return ok(true);
    },
  );

  app.post(
    `${BRAND_ENTRY}/create`,
    {
      ...auth,
      schema: {
        tags,
        summary: '品牌入驻申请',
        description:
          '须登录。企业名称、联系人、入驻品牌必填；手机号与邮箱至少一项；资料为单文件上传答复的文件 ID，逗号分隔，' +
          '最多 5 个 pdf/png/jpg/jpeg，每个 5MB 以内。不合规：中文提示（HTTP 400），不保存。',
        body: BrandEntryCreateBodySchema,
        response: envelopeResponses(BrandEntryRecordSchema),
      },
    },
    async (request) => ok(await feedback().createBrandEntry(requireUser(request).id, request.body)),
  );

  app.get(
    `${BRAND_ENTRY}/my`,
    { ...auth, schema: { tags, summary: '我的入驻申请', response: envelopeResponses(MyBrandEntriesSchema) } },
    async (request) => ok(await feedback().myBrandEntries(requireUser(request).id)),
  );

  app.get(
    `${BRAND_ENTRY}/manage/list`,
    {
      ...auth,
      schema: {
        tags,
        summary: '入驻申请管理：全部申请（按状态筛选，分页）',
        description: OPERATOR_NOTE,
        querystring: ManageListQuerySchema,
        response: envelopeResponses(BrandEntryPageSchema),
      },
    },
    async (request) => ok(await feedback().manageBrandEntries(requireUser(request).id, request.query)),
  );

  app.post(
    `${BRAND_ENTRY}/manage/answer`,
    {
      ...auth,
      schema: {
        tags,
        summary: '入驻申请管理：答复',
        description: OPERATOR_NOTE,
        body: ManageAnswerBodySchema,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await feedback().answerBrandEntry(requireUser(request).id, request.body.id, request.body.answer);
      return ok(true);
    },
  );

  app.post(
    `${BRAND_ENTRY}/manage/close`,
    {
      ...auth,
      schema: {
        tags,
        summary: '入驻申请管理：关闭',
        description: OPERATOR_NOTE,
        body: ManageCloseBodySchema,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await feedback().closeBrandEntry(requireUser(request).id, request.body.id);
      return ok(true);
    },
  );
};
