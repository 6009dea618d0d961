/**
 * The feedback and brand entry API's shapes (/to/api/operation/...), declared once as TypeBox schemas:
 * the server validates, documents (OpenAPI) and serialises with them; the web imports the static types
 * only (`import type { FeedbackRecord } from '@jianku/rules/feedback-schemas'`).
 *
 * The bodies' schemas check types and bound the size only: the field rules and their Chinese messages
 * (SPEC-5.25..5.31) are the service's, with the validators of validation.ts, so that a 501-character
 * message reads 留言信息最多500个字符 rather than a generic schema message.
 */
import { type Static, Type } from 'typebox';

/** a text field of a body: typed, bounded far above its rule so that the rule's message is the one shown */
const text = (description: string) => Type.Optional(Type.String({ maxLength: 5000, description }));

/** SPEC-7.25 POST /operation/behavior/message/to/platform/create */
export const FeedbackCreateBodySchema = Type.Object(
  {
    type: Type.Union([Type.Null(), Type.Integer(), Type.String({ maxLength: 10 })], {
      description: '1 需求反馈，2 建议，3 问题反馈，4 其他',
    }),
    message: text('留言信息，必填，最多 500 字'),
    mobile: text('手机号，选填，最多 20 字'),
    email: text('邮箱，选填，最多 64 字'),
    orgName: text('单位名称，选填，最多 100 字'),
    images: text('图片文件 ID，逗号分隔，最多 3 个（单文件上传 /base/file/upload 的答复）'),
    userId: Type.Optional(
      Type.Union([Type.Null(), Type.Integer(), Type.String({ maxLength: 32 })], {
        description: '提交人；可省略，给出时须为当前登录用户',
      }),
    ),
  },
  { additionalProperties: false },
);
export type FeedbackCreateBody = Static<typeof FeedbackCreateBodySchema>;

const StatusSchema = Type.Union([Type.Literal('open'), Type.Literal('answered'), Type.Literal('closed')], {
  description: 'open 待处理，answered 已答复，closed 已关闭',
});

const DateText = Type.String({ description: 'ISO 8601' });
const NullableDate = Type.Union([DateText, Type.Null()]);

const SubmitterSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
});
export type Submitter = Static<typeof SubmitterSchema>;

/** One uploaded file a submission refers to: its id and the address of its content. */
export const AttachedFileSchema = Type.Object({
  id: Type.String(),
  url: Type.String({ description: '/to/api/base/file/content/get/{id}' }),
});
export type AttachedFile = Static<typeof AttachedFileSchema>;

export const FeedbackRecordSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  message: Type.String({ description: '原样保存的文本（从不作为 HTML 显示）' }),
  mobile: Type.String(),
  email: Type.String(),
  orgName: Type.String(),
  images: Type.Array(AttachedFileSchema),
  status: StatusSchema,
  answer: Type.Union([Type.String(), Type.Null()]),
  answeredAt: NullableDate,
  closedAt: NullableDate,
  createdAt: DateText,
  /** the submitter (operator's list) */
  user: Type.Optional(SubmitterSchema),
});
export type FeedbackRecord = Static<typeof FeedbackRecordSchema>;

export const MyFeedbackSchema = Type.Object({
  list: Type.Array(FeedbackRecordSchema, { description: '当前用户提交的反馈，新的在前' }),
  operator: Type.Boolean({ description: '当前用户是否为运营人员（可进入反馈管理）' }),
});
export type MyFeedback = Static<typeof MyFeedbackSchema>;

export const ManageListQuerySchema = Type.Object(
  {
    status: Type.Optional(
      Type.String({ maxLength: 16, description: 'open | answered | closed；省略为全部' }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);
export type ManageListQuery = Static<typeof ManageListQuerySchema>;

export const FeedbackPageSchema = Type.Object({
  list: Type.Array(FeedbackRecordSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type FeedbackPage = Static<typeof FeedbackPageSchema>;

export const ManageAnswerBodySchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    answer: Type.String({ maxLength: 5000, description: '答复内容，最多 1000 字' }),
  },
  { additionalProperties: false },
);
export type ManageAnswerBody = Static<typeof ManageAnswerBodySchema>;

export const ManageCloseBodySchema = Type.Object(
  { id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type ManageCloseBody = Static<typeof ManageCloseBodySchema>;

/** POST /operation/brand-entry/create: a manufacturer applies (品牌入驻). */
export const BrandEntryCreateBodySchema = Type.Object(
  {
    companyName: text('企业名称，必填，最多 100 字'),
    contactName: text('联系人，必填，最多 50 字'),
    mobile: text('手机号（与邮箱至少填一项）'),
    email: text('邮箱（与手机号至少填一项）'),
    brands: text('入驻品牌，必填，最多 200 字'),
    description: text('企业与产品介绍，选填，最多 1000 字'),
    documents: text('资料文件 ID，逗号分隔，最多 5 个'),
  },
  { additionalProperties: false },
);
export type BrandEntryCreateBody = Static<typeof BrandEntryCreateBodySchema>;

export const BrandEntryRecordSchema = Type.Object({
  id: Type.Integer(),
  companyName: Type.String(),
  contactName: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  brands: Type.String(),
  description: Type.String(),
  documents: Type.Array(AttachedFileSchema),
  status: StatusSchema,
  answer: Type.Union([Type.String(), Type.Null()]),
  answeredAt: NullableDate,
  closedAt: NullableDate,
  createdAt: DateText,
  user: Type.Optional(SubmitterSchema),
});
export type BrandEntryRecord = Static<typeof BrandEntryRecordSchema>;

export const MyBrandEntriesSchema = Type.Object({ list: Type.Array(BrandEntryRecordSchema) });
export type MyBrandEntries = Static<typeof MyBrandEntriesSchema>;

export const BrandEntryPageSchema = Type.Object({
  list: Type.Array(BrandEntryRecordSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type BrandEntryPage = Static<typeof BrandEntryPageSchema>;
