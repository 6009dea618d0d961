/**
 * Feedback (咨询反馈) and brand entry (品牌入驻) beyond the spec's form rules (validation.ts): the states a
 * submission goes through, the operator's permission, the brand entry form's limits and every message
 * the server or the pages show. The spec fixes the feedback form (§3, §5, §9); the rest is ours.
 */
import { MB } from './constants.ts';

/** A submission's state: 待处理 until an operator answers, 已答复, then 已关闭 (closing needs no answer). */
export const FeedbackStatus = { open: 'open', answered: 'answered', closed: 'closed' } as const;
export type FeedbackStatusValue = (typeof FeedbackStatus)[keyof typeof FeedbackStatus];
export const FEEDBACK_STATUSES: readonly FeedbackStatusValue[] = Object.values(FeedbackStatus);
export const FeedbackStatusLabel: Readonly<Record<FeedbackStatusValue, string>> = {
  open: '待处理',
  answered: '已答复',
  closed: '已关闭',
};

/** The permission an operator's role carries (or the wildcard *:*:*). */
export const FEEDBACK_MANAGE_PERMISSION = 'operation:feedback:manage';
/** The role migration 0012 creates with that permission. */
export const OPERATOR_ROLE_CODE = 'operator';

/** An operator's answer. */
export const FEEDBACK_ANSWER_MAX_LENGTH = 1000;
/** The operator's list: page size bounds. */
export const FEEDBACK_PAGE_SIZE_MAX = 100;

/** Brand entry (品牌入驻) application limits. */
export const BRAND_ENTRY_COMPANY_MAX_LENGTH = 100;
export const BRAND_ENTRY_CONTACT_MAX_LENGTH = 50;
export const BRAND_ENTRY_BRANDS_MAX_LENGTH = 200;
export const BRAND_ENTRY_DESCRIPTION_MAX_LENGTH = 1000;
export const BRAND_ENTRY_DOCUMENT_MAX_COUNT = 5;
/** documents go through the single upload (spec §9: files under 5 MB) */
export const BRAND_ENTRY_DOCUMENT_MAX_BYTES = 5 * MB;
export const BRAND_ENTRY_DOCUMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;

/** Messages of the feedback service, the operator page and the brand entry form (ours). */
export const FeedbackServiceMessage = {
  imagesInvalid: '图片参数不正确，请重新上传',
  imageNotFound: '图片不存在或已失效，请重新上传',
  notFound: '反馈不存在',
  closed: '该反馈已关闭，不能再答复',
  alreadyClosed: '该反馈已关闭',
  answerRequired: '请输入答复内容',
  answerTooLong: `答复内容最多${FEEDBACK_ANSWER_MAX_LENGTH}个字符`,
  userMismatch: '提交人与当前登录用户不一致',
  statusInvalid: '状态不正确',
  notOperator: '暂无权限：仅运营人员可以处理反馈',
} as const;

export const BrandEntryMessage = {
  companyRequired: '请输入企业名称',
  companyTooLong: `企业名称最多${BRAND_ENTRY_COMPANY_MAX_LENGTH}个字符`,
  contactRequired: '请输入联系人',
  contactTooLong: `联系人最多${BRAND_ENTRY_CONTACT_MAX_LENGTH}个字符`,
  reachRequired: '请填写手机号或邮箱，至少一项',
  brandsRequired: '请输入入驻品牌',
  brandsTooLong: `入驻品牌最多${BRAND_ENTRY_BRANDS_MAX_LENGTH}个字符`,
  descriptionTooLong: `企业与产品介绍最多${BRAND_ENTRY_DESCRIPTION_MAX_LENGTH}个字符`,
  tooManyDocuments: `最多上传${BRAND_ENTRY_DOCUMENT_MAX_COUNT}个资料文件`,
  documentTypeInvalid: '资料只能是pdf、png、jpg、jpeg格式',
  documentTooLarge: '请上传大小在5M以内的文件',
  documentsInvalid: '资料文件参数不正确，请重新上传',
  documentNotFound: '资料文件不存在或已失效，请重新上传',
  notFound: '入驻申请不存在',
} as const;
