/**
 * Feedback (咨询反馈) and brand entry (品牌入驻): the rules of submitting, listing one's own, and the
 * operator's list, answer and close (issue 13; spec §3 Feedback submission, §5 Feedback form).
 *
 * - Every field is checked with the spec's validators (@jianku/rules) before anything is written: a
 *   request with one bad field answers its Chinese message (HTTP 400) and stores nothing.
 * - Texts are stored as typed (a <script> tag is text; the pages render text, never HTML).
 * - Images and documents are uploaded first (POST /base/file/upload) and sent as comma-joined ids; each id
 *   must name a file that user uploaded (file_object), of an allowed type (as the files module judged it
 *   from the content, not the name) and size.
 * - An operator is a user listed in OPERATOR_ACCOUNTS (phone or e-mail) or holding the permission
 *   operation:feedback:manage (role `operator`) or *:*:*; anyone else gets 403 暂无权限 from the
 *   operator's calls.
 */
import {
  BRAND_ENTRY_BRANDS_MAX_LENGTH,
  BRAND_ENTRY_COMPANY_MAX_LENGTH,
  BRAND_ENTRY_CONTACT_MAX_LENGTH,
  BRAND_ENTRY_DESCRIPTION_MAX_LENGTH,
  BRAND_ENTRY_DOCUMENT_MAX_BYTES,
  BRAND_ENTRY_DOCUMENT_MAX_COUNT,
  BrandEntryMessage,
  ErrorCode,
  ErrorMessage,
  FEEDBACK_ANSWER_MAX_LENGTH,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_MAX_COUNT,
  FEEDBACK_MANAGE_PERMISSION,
  FEEDBACK_STATUSES,
  FeedbackMessage,
  FeedbackServiceMessage,
  hasPermission,
  splitImageIds,
  validateFeedbackEmail,
  validateFeedbackImageCount,
  validateFeedbackMessage,
  validateFeedbackMobile,
  validateFeedbackOrgName,
  validateFeedbackType,
  validateMobile,
} from '@jianku/rules';
import type {
  BrandEntryCreateBody,
  BrandEntryPage,
  BrandEntryRecord,
  FeedbackCreateBody,
  FeedbackPage,
  FeedbackRecord,
  ManageListQuery,
  MyBrandEntries,
  MyFeedback,
} from '@jianku/rules/feedback-schemas';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { AnsweredTable, BrandEntryRow, FeedbackRepository, FeedbackRow } from './feedback.repository.ts';

export interface FeedbackServiceDeps {
  repository: FeedbackRepository;
  /** OPERATOR_ACCOUNTS: phones and lower-case e-mails */
  operatorAccounts: readonly string[];
  now: () => Date;
}

const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** the address of an uploaded file's content (spec §7 GET {api base}/base/file/content/get/{id}) */
export const fileUrl = (id: string) => `/to/api/base/file/content/get/${encodeURIComponent(id)}`;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const trimmed = (value: string | undefined | null) => (value ?? '').trim();
const length = (value: string) => [...value].length;

function check(message: string | null): void {
  if (message !== null) throw badRequest(message);
}

function answered(row: FeedbackRow | BrandEntryRow) {
  return {
    status: row.status as FeedbackRecord['status'],
    answer: row.answer,
    answeredAt: iso(row.answered_at),
    closedAt: iso(row.closed_at),
    createdAt: row.created_at.toISOString(),
    ...(row.username !== undefined
      ? { user: { id: row.user_id, username: row.username, nickname: row.nickname ?? '' } }
      : {}),
  };
}

function toFeedback(row: FeedbackRow): FeedbackRecord {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    mobile: row.mobile,
    email: row.email,
    orgName: row.org_name,
    images: row.image_ids.map((id) => ({ id, url: fileUrl(id) })),
    ...answered(row),
  };
}

function toBrandEntry(row: BrandEntryRow): BrandEntryRecord {
  return {
    id: row.id,
    companyName: row.company_name,
    contactName: row.contact_name,
    mobile: row.mobile,
    email: row.email,
    brands: row.brands,
    description: row.description,
    documents: row.document_ids.map((id) => ({ id, url: fileUrl(id) })),
    ...answered(row),
  };
}

interface FileRules {
  maxCount: number;
  maxBytes: number;
  /** content types, as the files module judged them from the bytes */
  mimes: readonly string[];
  tooMany: string;
  invalid: string;
  notFound: string;
  badType: string;
  tooLarge: string;
}

const IMAGE_RULES: FileRules = {
  maxCount: FEEDBACK_IMAGE_MAX_COUNT,
  maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
  mimes: ['image/png', 'image/jpeg'],
  tooMany: FeedbackMessage.tooManyImages,
  invalid: FeedbackServiceMessage.imagesInvalid,
  notFound: FeedbackServiceMessage.imageNotFound,
  badType: FeedbackMessage.imageTypeInvalid,
  tooLarge: FeedbackMessage.imageTooLarge,
};

const DOCUMENT_RULES: FileRules = {
  maxCount: BRAND_ENTRY_DOCUMENT_MAX_COUNT,
  maxBytes: BRAND_ENTRY_DOCUMENT_MAX_BYTES,
  mimes: ['application/pdf', 'image/png', 'image/jpeg'],
  tooMany: BrandEntryMessage.tooManyDocuments,
  invalid: BrandEntryMessage.documentsInvalid,
  notFound: BrandEntryMessage.documentNotFound,
  badType: BrandEntryMessage.documentTypeInvalid,
  tooLarge: BrandEntryMessage.documentTooLarge,
};

// long because it is the closure that holds the service's methods over shared dependencies; each method is measured on its own and stays short
export function createFeedbackService({ repository, operatorAccounts, now }: FeedbackServiceDeps) {
  /** The ids of `raw` (comma-joined) after every rule: count, form, uploaded by this user, kind, size. */
  async function checkFiles(raw: string | undefined, userId: number, rules: FileRules): Promise<string[]> {
    const ids = splitImageIds(raw);
    if (ids.length > rules.maxCount) throw badRequest(rules.tooMany);
    if (new Set(ids).size !== ids.length || ids.some((id) => !FILE_ID.test(id)))
      throw badRequest(rules.invalid);
    if (ids.length === 0) return ids;
    const found = new Map((await repository.findFiles(ids)).map((file) => [file.id, file]));
    for (const id of ids) {
      const file = found.get(id);
      if (!file || file.owner_id !== userId) throw badRequest(rules.notFound);
      if (!rules.mimes.includes(file.mime)) throw badRequest(rules.badType);
      if (Number(file.size) > rules.maxBytes) throw badRequest(rules.tooLarge);
    }
    return ids;
  }

  async function isOperator(userId: number): Promise<boolean> {
    const access = await repository.accessOf(userId);
    if (access.mobile !== null && operatorAccounts.includes(access.mobile)) return true;
    if (access.email !== null && operatorAccounts.includes(access.email.toLowerCase())) return true;
    return hasPermission(access.permissions, [FEEDBACK_MANAGE_PERMISSION]);
  }

  async function requireOperator(userId: number): Promise<void> {
    if (!(await isOperator(userId))) throw new AppError(ErrorCode.forbidden, ErrorMessage.forbidden);
  }

  function pageArgs(query: ManageListQuery) {
    const status = query.status === undefined || query.status === '' ? undefined : query.status;
    if (status !== undefined && !(FEEDBACK_STATUSES as readonly string[]).includes(status)) {
      throw badRequest(FeedbackServiceMessage.statusInvalid);
    }
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    return { page, pageSize, args: { status, offset: (page - 1) * pageSize, limit: pageSize } };
  }

  async function answer(table: AnsweredTable, operatorId: number, id: number, text: string, missing: string) {
    await requireOperator(operatorId);
    const value = text.trim();
    if (value === '') throw badRequest(FeedbackServiceMessage.answerRequired);
    if (length(value) > FEEDBACK_ANSWER_MAX_LENGTH) throw badRequest(FeedbackServiceMessage.answerTooLong);
    if (await repository.answer(table, id, value, operatorId, now())) return;
    const status = await repository.statusOf(table, id);
    throw badRequest(status === undefined ? missing : FeedbackServiceMessage.closed);
  }

  async function close(table: AnsweredTable, operatorId: number, id: number, missing: string) {
    await requireOperator(operatorId);
    if (await repository.close(table, id, now())) return;
    const status = await repository.statusOf(table, id);
    throw badRequest(status === undefined ? missing : FeedbackServiceMessage.alreadyClosed);
  }

  return {
    isOperator,

    /** SPEC-7.25 a signed-in user's feedback: every field checked, then stored. */
    async createFeedback(userId: number, body: FeedbackCreateBody): Promise<FeedbackRecord> {
      if (
        body.userId !== undefined &&
        body.userId !== null &&
        body.userId !== '' &&
        Number(body.userId) !== userId
      ) {
        throw badRequest(FeedbackServiceMessage.userMismatch);
      }
      check(validateFeedbackType(body.type ?? null));
      const message = body.message ?? '';
      check(validateFeedbackMessage(message));
      const mobile = trimmed(body.mobile);
      check(validateFeedbackMobile(mobile));
      const email = trimmed(body.email);
      check(validateFeedbackEmail(email));
      const orgName = trimmed(body.orgName);
      check(validateFeedbackOrgName(orgName));
      check(validateFeedbackImageCount(splitImageIds(body.images).length));
      const imageIds = await checkFiles(body.images, userId, IMAGE_RULES);
      const row = await repository.insertFeedback({
        userId,
        type: Number(body.type),
        message: message.trim(),
        mobile,
        email: email.toLowerCase(),
        orgName,
        imageIds,
      });
      return toFeedback(row);
    },

    async myFeedback(userId: number): Promise<MyFeedback> {
      const [rows, operator] = await Promise.all([repository.feedbackOf(userId), isOperator(userId)]);
      return { list: rows.map(toFeedback), operator };
    },

    async manageFeedback(operatorId: number, query: ManageListQuery): Promise<FeedbackPage> {
      await requireOperator(operatorId);
      const { page, pageSize, args } = pageArgs(query);
      const { rows, total } = await repository.pageFeedback(args);
      return { list: rows.map(toFeedback), total, page, pageSize };
    },

    answerFeedback: (operatorId: number, id: number, text: string) =>
      answer('feedback', operatorId, id, text, FeedbackServiceMessage.notFound),
    closeFeedback: (operatorId: number, id: number) =>
      close('feedback', operatorId, id, FeedbackServiceMessage.notFound),

    /** A manufacturer's application (品牌入驻). */
    async createBrandEntry(userId: number, body: BrandEntryCreateBody): Promise<BrandEntryRecord> {
      const companyName = trimmed(body.companyName);
      if (companyName === '') throw badRequest(BrandEntryMessage.companyRequired);
      if (length(companyName) > BRAND_ENTRY_COMPANY_MAX_LENGTH)
        throw badRequest(BrandEntryMessage.companyTooLong);
      const contactName = trimmed(body.contactName);
      if (contactName === '') throw badRequest(BrandEntryMessage.contactRequired);
      if (length(contactName) > BRAND_ENTRY_CONTACT_MAX_LENGTH)
        throw badRequest(BrandEntryMessage.contactTooLong);
      const mobile = trimmed(body.mobile);
      const email = trimmed(body.email);
      if (mobile === '' && email === '') throw badRequest(BrandEntryMessage.reachRequired);
      check(validateMobile(mobile));
      check(validateFeedbackEmail(email));
      const brands = trimmed(body.brands);
      if (brands === '') throw badRequest(BrandEntryMessage.brandsRequired);
      if (length(brands) > BRAND_ENTRY_BRANDS_MAX_LENGTH) throw badRequest(BrandEntryMessage.brandsTooLong);
      const description = trimmed(body.description);
      if (length(description) > BRAND_ENTRY_DESCRIPTION_MAX_LENGTH) {
        throw badRequest(BrandEntryMessage.descriptionTooLong);
      }
      const documentIds = await checkFiles(body.documents, userId, DOCUMENT_RULES);
      const row = await repository.insertBrandEntry({
        userId,
        companyName,
        contactName,
        mobile,
        email: email.toLowerCase(),
        brands,
        description,
        documentIds,
      });
      return toBrandEntry(row);
    },

    async myBrandEntries(userId: number): Promise<MyBrandEntries> {
      return { list: (await repository.brandEntriesOf(userId)).map(toBrandEntry) };
    },

    async manageBrandEntries(operatorId: number, query: ManageListQuery): Promise<BrandEntryPage> {
      await requireOperator(operatorId);
      const { page, pageSize, args } = pageArgs(query);
      const { rows, total } = await repository.pageBrandEntries(args);
      return { list: rows.map(toBrandEntry), total, page, pageSize };
    },

    answerBrandEntry: (operatorId: number, id: number, text: string) =>
      answer('brand_entry', operatorId, id, text, BrandEntryMessage.notFound),
    closeBrandEntry: (operatorId: number, id: number) =>
      close('brand_entry', operatorId, id, BrandEntryMessage.notFound),
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
