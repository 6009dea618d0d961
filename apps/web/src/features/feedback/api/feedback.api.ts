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
  upload: '/base/file/upload',
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

/**
 * SPEC-7.26 the single upload: POST /base/file/upload (multipart: file, bizCode, fileName, type); the answer
 * is the file record (or its id). Returns the file id.
 */
export async function uploadFile(file: File, bizCode: string, type: 'Images' | 'Other'): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('bizCode', bizCode);
  form.append('fileName', file.name);
  form.append('type', type);
  const data = await post<unknown>(FeedbackPath.upload, form);
  if (typeof data === 'string' || typeof data === 'number') return String(data);
  if (typeof data === 'object' && data !== null) {
    const id = (data as Record<string, unknown>).id;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  throw new Error('upload answered no file id');
}

/** SPEC-7.11 the address of an uploaded file's content. */
export function fileContentUrl(id: string): string {
  return `/to/api/base/file/content/get/${encodeURIComponent(id)}`;
}
