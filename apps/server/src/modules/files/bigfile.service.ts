/**
 * The rules of large uploads (SPEC-4.52, SPEC-7.27..7.30): init → a signed URL per part → the part PUT
 * (to our disk store or S3) → complete (every part present, its etag matching the stored part, the content
 * judged, the SHA-256 checked when given) → create (the file record). Uploads belong to their user; an
 * unfinished one expires and is swept with its parts.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ErrorCode,
  FeedbackMessage,
  FILE_CONTENT_PATH,
  normalizeUploadCategory,
  UPLOAD_MAX_PARTS,
  UPLOAD_PART_MAX_BYTES,
  UploadMessage,
} from '@jianku/rules';
import type {
  BigFileCompleteBody,
  BigFileCreateBody,
  BigFileInitAnswer,
  BigFileInitBody,
  PartUrlAnswer,
  PartUrlQuery,
  UploadStateAnswer,
} from '@jianku/rules/files-schemas';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { FilesConfig } from '../../lib/files-config.ts';
import { headOfStream, judgeContent, SNIFF_BYTES } from './content-check.ts';
import type { FilesRepository, UploadRow } from './files.repository.ts';
import {
  checkFileName,
  hashingMeter,
  newFileId,
  newStorageKey,
  type OrgOfUpload,
  type Requester,
  toFileRecord,
} from './files.service.ts';
import { type DiskStore, PartCutError, PartTooLargeError } from './storage/disk-store.ts';
import type { FileStore, StoredPart } from './storage/file-store.ts';
import { s3PartError } from './storage/s3-store.ts';

const STORAGE_TYPE = 11;
const PART_CONTENT_TYPE = 'application/octet-stream';

const notFound = () => new AppError(ErrorCode.notFound, UploadMessage.uploadNotFound, 404);
const refused = (msg: string, status: number) => new AppError(ErrorCode.invalidParams, msg, status);
const normalEtag = (etag: string) => etag.replace(/"/g, '').trim().toLowerCase();

interface Deps {
  repository: FilesRepository;
  store: FileStore;
  config: FilesConfig;
  now: () => Date;
  checkQuota: (ownerId: number, adding: number) => Promise<void>;
  orgOfUpload?: OrgOfUpload;
}

// long because it is the closure that holds the chunked upload's methods (init, part URL, part, complete, create, sweep) over shared dependencies; each method is measured on its own and stays short
export function createBigFileService({
  repository,
  store,
  config,
  now,
  checkQuota,
  orgOfUpload = () => null,
}: Deps) {
  const maxMb = Math.round(config.maxFileBytes / 1024 / 1024);

  /** The caller's upload (someone else's is "not found", as an unknown one). */
  async function ownUpload(user: Requester, uploadId: string, path?: string): Promise<UploadRow> {
    const upload = await repository.findUpload(uploadId);
    if (!upload || upload.owner_id !== user.id) throw notFound();
    if (path !== undefined && upload.storage_key !== path) throw badRequest(UploadMessage.pathMismatch);
    if (upload.state !== 'created' && upload.expires_at <= now()) throw notFound();
    return upload;
  }

  function checkStorageType(value: number | undefined): void {
    if (value !== undefined && value !== STORAGE_TYPE) throw badRequest(UploadMessage.storageType);
  }

  function checkPartNumber(n: number): void {
    if (!Number.isInteger(n) || n < 1 || n > UPLOAD_MAX_PARTS) throw badRequest(UploadMessage.partNumber);
    if ((n - 1) * config.partSize >= config.maxFileBytes)
      throw refused(UploadMessage.fileTooLarge(maxMb), 413);
  }

  const fileUrlOf = (upload: UploadRow) =>
    upload.file_id ? `/to/api${FILE_CONTENT_PATH}${upload.file_id}` : '';

  /** Drop an upload whose merge was refused: its object, its parts, its row. */
  async function discard(upload: UploadRow): Promise<void> {
    await store.abortMultipart(upload.storage_key, upload.store_upload_id).catch(() => {});
    await store.deleteObject(upload.storage_key).catch(() => {});
    await repository.deleteUpload(upload.id);
  }

  /** The stored parts checked against the client's etags; answers them in order 1..N. */
  async function checkParts(upload: UploadRow, given: BigFileCompleteBody['etags']): Promise<StoredPart[]> {
    const byNumber = new Map<number, string | undefined>();
    for (const { partNumber, etag } of given) {
      checkPartNumber(partNumber);
      if (byNumber.has(partNumber)) throw badRequest(UploadMessage.partDuplicate(partNumber));
      byNumber.set(partNumber, etag);
    }
    const stored = await store.listParts(upload.storage_key, upload.store_upload_id);
    const storedBy = new Map((stored ?? []).map((p) => [p.partNumber, p]));
    const last = Math.max(0, ...byNumber.keys(), ...storedBy.keys());
    if (last === 0) throw badRequest(UploadMessage.partMissing(1));
    const parts: StoredPart[] = [];
    for (let n = 1; n <= last; n++) {
      const etag = byNumber.get(n);
      if (!etag) throw badRequest(UploadMessage.partMissing(n));
      if (stored === undefined) {
        parts.push({ partNumber: n, etag, size: 0 });
        continue;
      }
      const part = storedBy.get(n);
      if (!part) throw badRequest(UploadMessage.partMissing(n));
      if (normalEtag(part.etag) !== normalEtag(etag)) throw badRequest(UploadMessage.etagMismatch(n));
      parts.push(part);
    }
    const total = parts.reduce((sum, p) => sum + p.size, 0);
    if (total > config.maxFileBytes) throw refused(UploadMessage.fileTooLarge(maxMb), 413);
    if (stored !== undefined && total === 0) throw badRequest(UploadMessage.empty);
    return parts;
  }

  /** Size, SHA-256 and type of a merged object (read back for the SHA-256 when the store gave none: S3). */
  async function inspect(upload: UploadRow, merged: { sha256?: string } | undefined) {
    const size = (await store.sizeOf(upload.storage_key)) ?? 0;
    let sha256 = merged?.sha256;
    if (!sha256) {
      const meter = hashingMeter();
      const source: Readable = await store.read(upload.storage_key);
      for await (const chunk of source.pipe(meter.stream)) void chunk;
      sha256 = meter.sha256();
    }
    const head =
      size === 0
        ? Buffer.alloc(0)
        : await headOfStream(
            await store.read(upload.storage_key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 }),
          );
    return { size, sha256, head };
  }

  return {
    /** SPEC-7.28 init: path and uploadId (and the part size and expiry). */
    async init(user: Requester, body: BigFileInitBody): Promise<BigFileInitAnswer> {
      checkStorageType(body.storageType);
      const name = checkFileName(body.fileName);
      const category = normalizeUploadCategory(body.type);
      if (body.size !== undefined) {
        if (body.size === 0) throw badRequest(UploadMessage.empty);
        if (category === 'Images') throw refused(FeedbackMessage.imageTooLarge, 413);
        if (body.size > config.maxFileBytes) throw refused(UploadMessage.fileTooLarge(maxMb), 413);
        await checkQuota(user.id, body.size);
      }
      const key = newStorageKey();
      const storeUploadId = await store.createMultipart(key, PART_CONTENT_TYPE);
      const expiresAt = new Date(now().getTime() + config.expireMs);
      const id = randomBytes(18).toString('base64url');
      const inserted = await repository.insertUploadWithin(
        {
          id,
          owner_id: user.id,
          org_id: orgOfUpload(user, body.bizCode ?? ''),
          category,
          biz_code: (body.bizCode ?? '').slice(0, 64),
          name,
          storage_key: key,
          store_upload_id: storeUploadId,
          expires_at: expiresAt,
        },
        config.maxOpenUploads,
      );
      if (!inserted) {
        await store.abortMultipart(key, storeUploadId);
        throw new AppError(
          ErrorCode.tooManyRequests,
          UploadMessage.tooManyUploads(config.maxOpenUploads),
          429,
        );
      }
      return { path: key, uploadId: id, chunkSize: config.partSize, expiresAt: expiresAt.toISOString() };
    },

    /** SPEC-7.27 a signed PUT URL for one part, valid for UPLOAD_URL_TTL_SECONDS (or until the upload expires). */
    async partUrl(user: Requester, query: PartUrlQuery): Promise<PartUrlAnswer> {
      checkStorageType(query.storageType);
      checkPartNumber(query.chunkIndex);
      const upload = await ownUpload(user, query.uploadId, query.path);
      if (upload.state !== 'open') throw badRequest(UploadMessage.uploadFinished);
      const expiresAt = new Date(Math.min(now().getTime() + config.urlTtlMs, upload.expires_at.getTime()));
      const url = await store.partUrl(
        upload.storage_key,
        upload.store_upload_id,
        query.chunkIndex,
        expiresAt,
      );
      return {
        singedUrl: url,
        header: { 'Content-Type': PART_CONTENT_TYPE },
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The disk store's part PUT: the signature is the permission (the URL came from partUrl). */
    async receivePart(
      disk: DiskStore,
      input: { storeUploadId: string; partNumber: number; expires: number; sig: string; body: Readable },
    ): Promise<StoredPart> {
      const valid =
        Number.isInteger(input.partNumber) &&
        (await disk.verifyPartSignature(
          input.storeUploadId,
          input.partNumber,
          input.expires,
          input.sig,
          now().getTime(),
        ));
      if (!valid) throw new AppError(ErrorCode.forbidden, UploadMessage.signature, 403);
      const upload = await repository.findUploadByStoreId(input.storeUploadId);
      if (upload?.state !== 'open' || upload.expires_at <= now()) throw notFound();
      try {
        const part = await disk.receivePart(
          input.storeUploadId,
          input.partNumber,
          input.body,
          UPLOAD_PART_MAX_BYTES,
        );
        if (part.size === 0) throw badRequest(UploadMessage.partEmpty);
        return part;
      } catch (error) {
        if (error instanceof PartTooLargeError) throw refused(UploadMessage.partTooLarge, 413);
        if (
          error instanceof PartCutError ||
          (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE'
        ) {
          throw badRequest(UploadMessage.partCut);
        }
        if ((error as { code?: string }).code === 'ENOENT') throw notFound();
        throw error;
      }
    },

    /** Where an upload stands: its stored parts (to resume), and the file URL once merged. */
    async state(user: Requester, query: { uploadId: string; path: string }): Promise<UploadStateAnswer> {
      const upload = await ownUpload(user, query.uploadId, query.path);
      if (upload.state !== 'open') return { state: upload.state, parts: [], fileUrl: fileUrlOf(upload) };
      const parts = (await store.listParts(upload.storage_key, upload.store_upload_id)) ?? [];
      return { state: 'open', parts, fileUrl: null };
    },

    /** SPEC-7.29 complete: merge the parts into the file; answers the file URL. Repeating it answers the same. */
    async complete(user: Requester, body: BigFileCompleteBody): Promise<string> {
      checkStorageType(body.storageType);
      const upload = await ownUpload(user, body.uploadId, body.path);
      if (upload.state !== 'open') return fileUrlOf(upload);
      if (upload.category === 'Images') {
        await discard(upload);
        throw refused(FeedbackMessage.imageTooLarge, 413);
      }
      const parts = await checkParts(upload, body.etags);
      let merged: { sha256?: string } | undefined;
      try {
        merged = await store.completeMultipart(upload.storage_key, upload.store_upload_id, parts);
      } catch (error) {
        const again = await repository.findUpload(upload.id);
        if (again && again.state !== 'open') return fileUrlOf(again);
        const s3 = s3PartError(error);
        if (s3)
          throw badRequest(
            s3 === 'EntityTooSmall' ? UploadMessage.partsNotContiguous : UploadMessage.etagMismatch(0),
          );
        throw error;
      }
      const facts = await inspect(upload, merged);
      try {
        if (facts.size === 0) throw badRequest(UploadMessage.empty);
        if (body.sha256 && body.sha256.toLowerCase() !== facts.sha256)
          throw badRequest(UploadMessage.checksum);
        const verdict = await judgeContent(facts.head, upload.name, upload.category);
        await checkQuota(user.id, facts.size);
        const fileId = newFileId();
        if (!(await repository.markCompleted(upload.id, { ...facts, mime: verdict.mime, fileId }))) {
          const again = await repository.findUpload(upload.id);
          return again ? fileUrlOf(again) : '';
        }
        return `/to/api${FILE_CONTENT_PATH}${fileId}`;
      } catch (error) {
        await discard(upload);
        throw error;
      }
    },

    /** SPEC-7.30 create: the file record of a completed upload (the same record when repeated). */
    async create(user: Requester, body: BigFileCreateBody) {
      checkStorageType(body.storageType);
      const uploadId = body.id === undefined ? undefined : String(body.id);
      if (!uploadId) throw notFound();
      const upload = await ownUpload(user, uploadId, body.path);
      if (upload.state === 'open') throw badRequest(UploadMessage.notCompleted);
      const row = await repository.fileUpload(upload.id, {
        id: upload.file_id ?? newFileId(),
        owner_id: user.id,
        org_id: upload.org_id,
        category: upload.category,
        biz_code: upload.biz_code,
        name: upload.name,
        mime: upload.mime ?? 'application/octet-stream',
        size: Number(upload.size ?? 0),
        sha256: upload.sha256 ?? '',
        storage_key: upload.storage_key,
        upload_id: upload.id,
      });
      return toFileRecord(row);
    },

    /** Delete unfinished uploads past their expiry, with their parts or merged object. Answers how many. */
    async sweepExpired(limit = 500): Promise<number> {
      const expired = await repository.expiredUploads(now(), limit);
      for (const upload of expired) await discard(upload);
      return expired.length;
    },
  };
}
export type BigFileService = ReturnType<typeof createBigFileService>;
