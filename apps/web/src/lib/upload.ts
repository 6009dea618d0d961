/**
 * Uploading files (spec §4 Large file upload, §7 /base/file/*, §8 upload errors, §9):
 *
 *   const record = await uploadFile(file, { type: 'Images', bizCode: 'feedback', onProgress: (p) => … });
 *   record.id, record.url   // the file record (SPEC-3.55)
 *
 * - under 5 MB (SPEC-9.39): one POST /base/file/upload;
 * - otherwise (SPEC-4.52): init → for each 3 MB part (SPEC-9.40) getPartUploadUrl → PUT the part there and
 *   read its etag → complete with the etags → create; storageType 11 (SPEC-9.41); progress in whole
 *   percent (SPEC-9.42);
 * - resumable: the upload of a file (same name, size, modification time, category) is remembered in local
 *   storage; after a reload, a lost network or a server restart, uploadFile asks which parts the server
 *   holds and sends only the others;
 * - errors as the spec says: a comma in the name (SPEC-8.26), a part PUT that is not 200 rejects with its
 *   status text (SPEC-8.28), etags missing at the end reject with 'not comlete' (SPEC-8.29), and pickFile
 *   rejects with an AbortError when the picker is cancelled (SPEC-8.30, SPEC-9.43).
 *
 * The API calls go through the one http client (lib/http.ts). The part PUTs go to a signed storage URL
 * (our own disk store, or an S3 presigned URL on another host) with the bare transport (lib/http-transport.ts):
 * they must carry none of the API's headers (a bearer token next to an S3 signature is refused) and answer
 * no envelope.
 */
import {
  ErrorMessage,
  FeedbackMessage,
  FILE_PICKER_CANCEL_MS,
  isChunkedUpload,
  normalizeUploadCategory,
  partSizeOf,
  progressPercent,
  STORAGE_TYPE,
  type UploadCategory,
} from '@jianku/rules';
import type {
  BigFileInitAnswer,
  FileRecord,
  PartUrlAnswer,
  UploadStateAnswer,
} from '@jianku/rules/files-schemas';
import { get, post } from './http.ts';
import { send } from './http-transport.ts';

export const FilePath = {
  upload: '/base/file/upload',
  init: '/base/file/bigfile/init',
  partUrl: '/base/file/bigfile/getPartUploadUrl',
  state: '/base/file/bigfile/state',
  complete: '/base/file/bigfile/complete',
  create: '/base/file/bigfile/create',
} as const;

/** Parts sent at once. */
const PARALLEL_PARTS = 4;
const RESUME_PREFIX = 'jk_upload:';

export interface UploadOptions {
  /** SPEC-3.56 category; an unknown value becomes Other */
  type?: string;
  bizCode?: string;
  /** SPEC-9.42 whole percent, 0..100 */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The file-content address of a file id (SPEC-7.22). */
export function fileContentUrl(id: string): string {
  return `/to/api/base/file/content/get/${encodeURIComponent(id)}`;
}

/** SPEC-8.26 a comma in the file name is refused before anything is sent. */
export function checkUploadName(name: string): void {
  if (name.includes(',')) throw new Error(FeedbackMessage.fileNameComma);
}

export async function uploadFile(file: File, options: UploadOptions = {}): Promise<FileRecord> {
  checkUploadName(file.name);
  const category = normalizeUploadCategory(options.type);
  if (!isChunkedUpload(file.size)) return uploadSingle(file, category, options);
  return uploadChunked(file, category, options);
}

/** SPEC-7.26 one multipart POST. */
async function uploadSingle(
  file: File,
  category: UploadCategory,
  options: UploadOptions,
): Promise<FileRecord> {
  const form = new FormData();
  form.append('file', file);
  form.append('bizCode', options.bizCode ?? '');
  form.append('fileName', file.name);
  form.append('type', category);
  options.onProgress?.(0);
  const record = await post<FileRecord>(FilePath.upload, form, {
    signal: options.signal,
    onUploadProgress: (e) =>
      options.onProgress?.(Math.min(99, progressPercent(e.loaded, e.total ?? file.size))),
  });
  options.onProgress?.(100);
  return record;
}

interface ResumeState {
  uploadId: string;
  path: string;
  chunkSize: number;
  expiresAt: string;
}

function resumeKey(file: File, category: string): string {
  return `${RESUME_PREFIX}${category}:${file.size}:${file.lastModified}:${file.name}`;
}

function readResume(key: string): ResumeState | null {
  try {
    const state = JSON.parse(localStorage.getItem(key) ?? 'null') as ResumeState | null;
    if (state && Date.parse(state.expiresAt) > Date.now() + 60_000) return state;
  } catch {
    // a broken entry starts afresh
  }
  localStorage.removeItem(key);
  return null;
}

/** Where a remembered upload stands on the server, or null when it is gone (expired, cleaned up). */
async function serverState(state: ResumeState): Promise<UploadStateAnswer | null> {
  try {
    return await get<UploadStateAnswer>(FilePath.state, { uploadId: state.uploadId, path: state.path });
  } catch {
    return null;
  }
}

/** SPEC-7.27 a part's signed URL, then the PUT; answers the etag response header. */
async function sendPart(
  state: ResumeState,
  file: File,
  partNumber: number,
  signal: AbortSignal | undefined,
  onLoaded: (bytes: number) => void,
): Promise<string> {
  const target = await get<PartUrlAnswer>(FilePath.partUrl, {
    uploadId: state.uploadId,
    chunkIndex: partNumber,
    path: state.path,
    storageType: STORAGE_TYPE,
  });
  const start = (partNumber - 1) * state.chunkSize;
  const blob = file.slice(start, Math.min(file.size, start + state.chunkSize));
  const response = await send({
    method: 'put',
    url: target.singedUrl,
    data: blob,
    headers: { 'Content-Type': target.header['Content-Type'] },
    signal,
    timeout: 0,
    validateStatus: () => true,
    onUploadProgress: (e) => onLoaded(e.loaded),
  });
  // SPEC-8.28 a part upload that is not 200 rejects with the status text
  if (response.status !== 200) throw new Error(response.statusText || `HTTP ${response.status}`);
  const etag = response.headers.etag as string | undefined;
  if (!etag) throw new Error(ErrorMessage.multipartIncomplete);
  onLoaded(blob.size);
  return etag;
}

async function uploadChunked(
  file: File,
  category: UploadCategory,
  options: UploadOptions,
): Promise<FileRecord> {
  const key = resumeKey(file, category);
  let state = readResume(key);
  let remote = state ? await serverState(state) : null;
  if (!state || !remote) {
    const init = await post<BigFileInitAnswer>(FilePath.init, {
      type: category,
      bizCode: options.bizCode ?? '',
      fileName: file.name,
      storageType: STORAGE_TYPE,
      size: file.size,
    });
    state = {
      uploadId: init.uploadId,
      path: init.path,
      chunkSize: partSizeOf(init.chunkSize),
      expiresAt: init.expiresAt,
    };
    localStorage.setItem(key, JSON.stringify(state));
    remote = { state: 'open', parts: [], fileUrl: null };
  }
  const current = state;
  const total = Math.max(1, Math.ceil(file.size / current.chunkSize));
  const partSize = (n: number) => Math.min(current.chunkSize, file.size - (n - 1) * current.chunkSize);
  const etags = new Map<number, string>();
  for (const part of remote.parts) {
    if (part.partNumber <= total && part.size === partSize(part.partNumber))
      etags.set(part.partNumber, part.etag);
  }
  const loaded = new Map<number, number>();
  const report = () => {
    let bytes = 0;
    for (const [n] of etags) bytes += partSize(n);
    for (const [, b] of loaded) bytes += b;
    options.onProgress?.(Math.min(99, progressPercent(bytes, file.size)));
  };
  report();

  let fileUrl = remote.fileUrl;
  if (remote.state === 'open') {
    const queue = Array.from({ length: total }, (_, i) => i + 1).filter((n) => !etags.has(n));
    const worker = async () => {
      for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
        const partNumber = n;
        const etag = await sendPart(current, file, partNumber, options.signal, (bytes) => {
          loaded.set(partNumber, bytes);
          report();
        });
        loaded.delete(partNumber);
        etags.set(partNumber, etag);
        report();
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_PARTS, queue.length) }, worker));
    // SPEC-8.29 every part must have its etag
    if (etags.size !== total) throw new Error(ErrorMessage.multipartIncomplete);
    fileUrl = await post<string>(FilePath.complete, {
      path: current.path,
      uploadId: current.uploadId,
      storageType: STORAGE_TYPE,
      etags: [...etags].sort(([a], [b]) => a - b).map(([partNumber, etag]) => ({ etag, partNumber })),
    });
  }
  const record = await post<FileRecord>(FilePath.create, {
    type: category,
    business: options.bizCode ?? '',
    storageType: STORAGE_TYPE,
    compressType: '',
    fileName: file.name,
    fileMineType: file.type,
    path: current.path,
    fileUrl: fileUrl ?? '',
    size: file.size,
    id: current.uploadId,
  });
  localStorage.removeItem(key);
  options.onProgress?.(100);
  return record;
}

/**
 * SPEC-8.30 / SPEC-9.43 opens the file picker; rejects with an AbortError when it is cancelled (the
 * browser's cancel event, or no file FILE_PICKER_CANCEL_MS after the window has the focus back).
 */
export function pickFile(accept = ''): Promise<File> {
  return new Promise((resolve, reject) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    let settled = false;
    const abort = () => {
      if (settled) return;
      settled = true;
      window.removeEventListener('focus', onFocus);
      reject(new DOMException(ErrorMessage.userAbort, 'AbortError'));
    };
    const onFocus = () => {
      setTimeout(() => {
        if (!input.files?.length) abort();
      }, FILE_PICKER_CANCEL_MS);
    };
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) return abort();
      settled = true;
      window.removeEventListener('focus', onFocus);
      resolve(file);
    });
    input.addEventListener('cancel', abort);
    window.addEventListener('focus', onFocus, { once: true });
    input.click();
  });
}
