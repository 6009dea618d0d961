/**
 * The feedback feature's calls (our server's feedback module; paths under /to/api). Shapes from
 * @jianku/rules/feedback-schemas (types only: the schemas stay on the server).
 */
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
import { get, post } from '../../../lib/http.ts';

const FEEDBACK = '/operation/behavior/message/to/platform';
const BRAND_ENTRY = '/operation/brand-entry';

export const FeedbackPath = {
  create: `${FEEDBACK}/create`,
  my: `${FEEDBACK}/my`,
  manageList: `${FEEDBACK}/manage/list`,
  manageAnswer: `${FEEDBACK}/manage/answer`,
  manageClose: `${FEEDBACK}/manage/close`,
  brandEntryCreate: `${BRAND_ENTRY}/create`,
  brandEntryMy: `${BRAND_ENTRY}/my`,
  brandEntryManageList: `${BRAND_ENTRY}/manage/list`,
  brandEntryManageAnswer: `${BRAND_ENTRY}/manage/answer`,
  brandEntryManageClose: `${BRAND_ENTRY}/manage/close`,
} as const;

/** What the operator's calls act on. */
export type ManagedKind = 'feedback' | 'brandEntry';

/** SPEC-7.25 */
export function createFeedback(body: FeedbackCreateBody): Promise<FeedbackRecord> {
  return post<FeedbackRecord>(FeedbackPath.create, body);
}

export function getMyFeedback(): Promise<MyFeedback> {
  return get<MyFeedback>(FeedbackPath.my);
}

export function createBrandEntry(body: BrandEntryCreateBody): Promise<BrandEntryRecord> {
  return post<BrandEntryRecord>(FeedbackPath.brandEntryCreate, body);
}

export function getMyBrandEntries(): Promise<MyBrandEntries> {
  return get<MyBrandEntries>(FeedbackPath.brandEntryMy);
}

export function listManaged(kind: 'feedback', query: ManageListQuery): Promise<FeedbackPage>;
export function listManaged(kind: 'brandEntry', query: ManageListQuery): Promise<BrandEntryPage>;
export function listManaged(kind: ManagedKind, query: ManageListQuery) {
  return get(kind === 'feedback' ? FeedbackPath.manageList : FeedbackPath.brandEntryManageList, query);
}

export function answerManaged(kind: ManagedKind, id: number, answer: string): Promise<boolean> {
  return post<boolean>(
    kind === 'feedback' ? FeedbackPath.manageAnswer : FeedbackPath.brandEntryManageAnswer,
    {
      id,
      answer,
    },
  );
}

export function closeManaged(kind: ManagedKind, id: number): Promise<boolean> {
  return post<boolean>(kind === 'feedback' ? FeedbackPath.manageClose : FeedbackPath.brandEntryManageClose, {
    id,
  });
}
