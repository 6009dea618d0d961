/**
 * The upload API's shapes (spec §7: /base/file/upload, /base/file/bigfile/*, /base/file/content/get/{id}),
 * declared once: the server validates and documents with them, the web imports the static types only.
 */
import { type Static, Type } from 'typebox';
import { UPLOAD_CATEGORIES } from './constants.ts';
import { UPLOAD_FILE_NAME_MAX, UPLOAD_MAX_PARTS } from './files.ts';

const categories = UPLOAD_CATEGORIES.join('、');

/** The file record answered by the single upload and by bigfile/create (SPEC-3.55). */
export const FileRecordSchema = Type.Object({
  id: Type.String({ description: '文件 ID（随机，不可猜测）' }),
  name: Type.String({ description: '文件名（仅作显示与下载名，从不用作路径）' }),
  url: Type.String({ description: '内容地址 /to/api/base/file/content/get/{id}' }),
  type: Type.String({ description: `上传分类：${categories}` }),
  bizCode: Type.String(),
  mimeType: Type.String({ description: '由文件内容判定的类型' }),
  size: Type.Integer(),
  sha256: Type.String(),
  orgId: Type.Union([Type.Integer(), Type.Null()], { description: '非空时仅该组织成员可读' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type FileRecord = Static<typeof FileRecordSchema>;

const storageType = Type.Integer({ description: '存储类型，固定 11（SPEC-9.41）' });
const fileName = Type.String({ maxLength: UPLOAD_FILE_NAME_MAX });

export const BigFileInitBodySchema = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 32, description: `上传分类，未知值为 Other` })),
  bizCode: Type.Optional(Type.String({ maxLength: 64 })),
  fileName,
  storageType: Type.Optional(storageType),
  size: Type.Optional(Type.Integer({ minimum: 0, description: '文件大小（字节），用于提前检查配额' })),
});
export type BigFileInitBody = Static<typeof BigFileInitBodySchema>;

export const BigFileInitAnswerSchema = Type.Object({
  path: Type.String({ description: '存储中的对象路径（服务器生成）' }),
  uploadId: Type.String(),
  chunkSize: Type.Integer({ description: '建议分片大小（字节），默认 3MB' }),
  expiresAt: Type.String({ format: 'date-time', description: '未完成的上传在此时间后被清除' }),
});
export type BigFileInitAnswer = Static<typeof BigFileInitAnswerSchema>;

export const PartUrlQuerySchema = Type.Object({
  uploadId: Type.String({ maxLength: 200 }),
  chunkIndex: Type.Integer({ description: '分片序号，从 1 开始（即 partNumber）' }),
  path: Type.String({ maxLength: 300 }),
  storageType: Type.Optional(storageType),
});
export type PartUrlQuery = Static<typeof PartUrlQuerySchema>;

export const PartUrlAnswerSchema = Type.Object({
  singedUrl: Type.String({ description: '签名的 PUT 地址（拼写同规格），短时有效' }),
  header: Type.Object({ 'Content-Type': Type.String() }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type PartUrlAnswer = Static<typeof PartUrlAnswerSchema>;

export const UploadedPartSchema = Type.Object({
  partNumber: Type.Integer(),
  etag: Type.String(),
  size: Type.Integer(),
});
export type UploadedPart = Static<typeof UploadedPartSchema>;

export const UploadStateQuerySchema = Type.Object({
  uploadId: Type.String({ maxLength: 200 }),
  path: Type.String({ maxLength: 300 }),
});
export const UploadStateAnswerSchema = Type.Object({
  state: Type.String({ description: 'open 上传中，completed 已合并，created 已建档' }),
  parts: Type.Array(UploadedPartSchema, { description: '已存的分片（续传时跳过）' }),
  fileUrl: Type.Union([Type.String(), Type.Null()]),
});
export type UploadStateAnswer = Static<typeof UploadStateAnswerSchema>;

export const BigFileCompleteBodySchema = Type.Object({
  path: Type.String({ maxLength: 300 }),
  uploadId: Type.String({ maxLength: 200 }),
  storageType: Type.Optional(storageType),
  etags: Type.Array(
    Type.Object({
      etag: Type.Optional(Type.String({ maxLength: 200 })),
      partNumber: Type.Integer(),
    }),
    { maxItems: UPLOAD_MAX_PARTS },
  ),
  sha256: Type.Optional(
    Type.String({ pattern: '^[0-9a-fA-F]{64}$', description: '整个文件的 SHA-256；给出时合并后校验' }),
  ),
});
export type BigFileCompleteBody = Static<typeof BigFileCompleteBodySchema>;

export const BigFileCreateBodySchema = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 32 })),
  business: Type.Optional(Type.String({ maxLength: 64 })),
  storageType: Type.Optional(storageType),
  compressType: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Integer()])),
  fileName: Type.Optional(fileName),
  fileMineType: Type.Optional(Type.String({ maxLength: 200 })),
  path: Type.String({ maxLength: 300 }),
  fileUrl: Type.Optional(Type.String({ maxLength: 500 })),
  size: Type.Optional(Type.Integer({ minimum: 0 })),
  id: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Integer()])),
});
export type BigFileCreateBody = Static<typeof BigFileCreateBodySchema>;
