/**
 * Uploads (spec §3 Uploaded file, §4 Large file upload, §7, §8 upload errors, §9): the Chinese messages of
 * the upload endpoints and the limits web and server share. The request and answer shapes are in
 * files.schemas.ts (`@jianku/rules/files-schemas`).
 */
import { CHUNK_SIZE_BYTES, MB } from './constants.ts';

/** Most parts of one large upload (S3's own ceiling). */
export const UPLOAD_MAX_PARTS = 10_000;
/** Largest part a client may PUT (the spec sends 3 MB; S3 stores that need 5 MB parts use a larger size). */
export const UPLOAD_PART_MAX_BYTES = 16 * MB;
/** A file name's longest length in characters. */
export const UPLOAD_FILE_NAME_MAX = 200;
/** The address of a file's content (SPEC-7.22), relative to the API base /to/api. */
export const FILE_CONTENT_PATH = '/base/file/content/get/';

export const UploadMessage = {
  noFile: '请选择要上传的文件',
  empty: '文件为空（0 字节），请选择有内容的文件',
  singleTooLarge: '单次上传的文件须小于5MB，更大的文件请使用分片上传',
  fileNameInvalid: '文件名不正确：不能为空、不能含控制字符，最长200个字符',
  executable: '不允许上传可执行文件或安装包',
  /** the content is of a known type that the name's extension does not claim */
  mismatch: (detected: string, ext: string) =>
    `文件内容（${detected}）与扩展名（${ext || '无'}）不符，请检查后重新上传`,
  imageType: '只能上传png、jpg、jpeg、gif、webp格式的图片',
  imageUnreadable: '图片已损坏或无法读取，请换一张图片',
  quota: (limitMb: number) => `您的存储空间已用完（每位用户最多${limitMb}MB），请删除不用的文件后再上传`,
  tooManyUploads: (max: number) => `同时进行的分片上传最多${max}个，请等其他上传完成后再试`,
  uploadNotFound: '上传任务不存在或已过期，请重新上传',
  uploadFinished: '该上传任务已完成，请勿重复提交',
  partNumber: `分片序号不正确（应为 1 到 ${UPLOAD_MAX_PARTS} 的整数）`,
  partTooLarge: `分片过大（每片最多 ${UPLOAD_PART_MAX_BYTES / MB}MB）`,
  partEmpty: '分片为空，请重新上传该分片',
  partCut: '分片未完整上传（连接中断），请重新上传该分片',
  signature: '分片上传地址无效或已过期，请重新获取上传地址',
  fileTooLarge: (maxMb: number) => `文件过大（最多${maxMb}MB）`,
  /** complete: a part was never stored, or its etag is missing from the list */
  partMissing: (partNumber: number) => `分片不完整：缺少第${partNumber}片，请上传后再合并`,
  partDuplicate: (partNumber: number) => `第${partNumber}片重复提交`,
  etagMismatch: (partNumber: number) => `第${partNumber}片的校验值（etag）与已存分片不符，请重新上传该分片`,
  partsNotContiguous: `分片须从第1片起连续编号，且除最后一片外大小相同`,
  checksum: '文件校验失败：合并后的 SHA-256 与提交的不一致，请重新上传',
  notCompleted: '文件尚未合并完成，请先完成上传',
  pathMismatch: '上传任务与文件路径不符',
  storageType: '存储类型不正确（应为 11）',
  fileNotFound: '文件不存在或已删除',
  rangeInvalid: '请求的范围不正确',
  storageError: '文件存储暂不可用，请稍后再试',
} as const;

/** The part size a client cuts a file into: the spec's 3 MB unless the server's init answer says otherwise. */
export function partSizeOf(chunkSize: number | undefined): number {
  return chunkSize && chunkSize > 0 ? chunkSize : CHUNK_SIZE_BYTES;
}
