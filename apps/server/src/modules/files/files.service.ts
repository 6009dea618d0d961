/**
 * The rules of stored files: single uploads (under 5 MB, SPEC-9.39), who may read a file, and reading it.
 * Large uploads are in bigfile.service.ts. A file's id and storage key are random; the user's file name is
 * kept for display only and never reaches a path.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import {
  ErrorCode,
  FeedbackMessage,
  FILE_CONTENT_PATH,
  normalizeUploadCategory,
  UPLOAD_FILE_NAME_MAX,
  UploadMessage,
} from '@jianku/rules';
import type { FileRecord } from '@jianku/rules/files-schemas';
import { fileVisibleTo, type TenantScope } from '../../db/tenant-scope.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { FilesConfig } from '../../lib/files-config.ts';
import { judgeContent, readHead, reencodeImage } from './content-check.ts';
import type { FileRow, FilesRepository } from './files.repository.ts';
import type { ByteRange, FileStore } from './storage/file-store.ts';

/** Who asks: the signed-in user's id and organisation (0: none; see canRead). */
export interface Requester {
  id: number;
  orgId: number;
}

/** The owner organisation stamped on a new file: null for now (public to holders of the id). */
export type OrgOfUpload = (user: Requester, bizCode: string) => number | null;

export const newFileId = () => randomBytes(16).toString('base64url');
export const newStorageKey = () => `o/${randomBytes(18).toString('base64url')}`;

/**
 * The access hook: a file with an owner organisation is served only to that organisation's members;
 * one without, to whoever holds its (unguessable) id. The enterprise library will pass orgOfUpload.
 */
export function canRead(file: Pick<FileRow, 'org_id'>, scope: TenantScope): boolean {
  return fileVisibleTo(scope, file.org_id === null ? null : Number(file.org_id));
}

/** A display name: the given one, checked (no commas per SPEC-5.31, no control characters, ≤ 200). */
export function checkFileName(raw: string | undefined): string {
  const name = (raw ?? '').normalize('NFC').trim();
  if (name.includes(',') || name.includes('，')) throw badRequest(FeedbackMessage.fileNameComma);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (name === '' || name.length > UPLOAD_FILE_NAME_MAX || /[\u0000-\u001f\u007f]/.test(name)) {
    throw badRequest(UploadMessage.fileNameInvalid);
  }
  return name;
}

export function toFileRecord(row: FileRow): FileRecord {
  return {
    id: row.id,
    name: row.name,
    url: `/to/api${FILE_CONTENT_PATH}${row.id}`,
    type: row.category,
    bizCode: row.biz_code,
    mimeType: row.mime,
    size: Number(row.size),
    sha256: row.sha256,
    orgId: row.org_id === null ? null : Number(row.org_id),
    createdAt: row.created_at.toISOString(),
  };
}

/** Hashes and counts what passes through. */
export function hashingMeter() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, size: () => size, sha256: () => hash.digest('hex') };
}

export interface ReceivedFile {
  /** a temporary file holding what was received (at most the single-upload limit) */
  tmpPath: string;
  size: number;
  /** more than the limit was sent */
  truncated: boolean;
  /** the part's own file name (multipart filename) */
  partName: string | undefined;
}

export interface SingleUploadFields {
  bizCode?: string;
  fileName?: string;
  type?: string;
}

interface Deps {
  repository: FilesRepository;
  store: FileStore;
  config: FilesConfig;
  orgOfUpload?: OrgOfUpload;
}

export function createFilesService({ repository, store, config, orgOfUpload = () => null }: Deps) {
  const quotaMb = Math.round(config.quotaBytes / 1024 / 1024);

  async function checkQuota(ownerId: number, adding: number): Promise<void> {
    if ((await repository.bytesUsed(ownerId)) + adding > config.quotaBytes) {
      throw new AppError(ErrorCode.invalidParams, UploadMessage.quota(quotaMb), 413);
    }
  }

  return {
    checkQuota,

    /** SPEC-7.26 POST /base/file/upload: one file under 5 MB, judged by its content, images re-encoded. */
    async uploadSingle(user: Requester, received: ReceivedFile | undefined, fields: SingleUploadFields) {
      if (!received) throw badRequest(UploadMessage.noFile);
      const category = normalizeUploadCategory(fields.type);
      const name = checkFileName(fields.fileName || received.partName);
      if (received.truncated) {
        throw new AppError(
          ErrorCode.invalidParams,
          category === 'Images' ? FeedbackMessage.imageTooLarge : UploadMessage.singleTooLarge,
          413,
        );
      }
      if (received.size === 0) throw badRequest(UploadMessage.empty);
      await checkQuota(user.id, received.size);
      const verdict = await judgeContent(await readHead(received.tmpPath), name, category);
      const isImage = category === 'Images';
      const source: Readable = isImage
        ? reencodeImage(received.tmpPath, verdict.detected ?? 'png')
        : createReadStream(received.tmpPath);
      const meter = hashingMeter();
      const key = newStorageKey();
      try {
        const passing = source.pipe(meter.stream);
        source.on('error', (error) => meter.stream.destroy(error));
        await store.putObject(key, passing, verdict.mime);
      } catch (error) {
        await store.deleteObject(key).catch(() => {});
        if (isImage) throw badRequest(UploadMessage.imageUnreadable);
        throw error;
      }
      const row = await repository.insertFile({
        id: newFileId(),
        owner_id: user.id,
        org_id: orgOfUpload(user, fields.bizCode ?? ''),
        category,
        biz_code: (fields.bizCode ?? '').slice(0, 64),
        name,
        mime: verdict.mime,
        size: meter.size(),
        sha256: meter.sha256(),
        storage_key: key,
        upload_id: null,
      });
      return toFileRecord(row);
    },

    /**
     * SPEC-7.22 the file to serve, or 404: another organisation's file answers exactly as an unknown id (a 403
     * would tell an outsider that the id exists).
     */
    async fileToServe(id: string, scope: TenantScope): Promise<FileRow> {
      const file = /^[A-Za-z0-9_-]{10,64}$/.test(id) ? await repository.findFile(id) : undefined;
      if (!file || !canRead(file, scope))
        throw new AppError(ErrorCode.notFound, UploadMessage.fileNotFound, 404);
      return file;
    },

    read(file: FileRow, range?: ByteRange): Promise<Readable> {
      return store.read(file.storage_key, range);
    },

    /**
     * A file made by the server for an organisation (the enterprise library's KiCad symbols and footprints):
     * stored as uploads are and served to that organisation's members only. `bizCode` says what it is.
     */
    async storeOrgFile(file: {
      ownerId: number;
      orgId: number;
      name: string;
      mime: string;
      bizCode: string;
      bytes: Uint8Array;
    }): Promise<FileRecord> {
      const key = newStorageKey();
      const meter = hashingMeter();
      const source = Readable.from([Buffer.from(file.bytes)]);
      await store.putObject(key, source.pipe(meter.stream), file.mime);
      try {
        const row = await repository.insertFile({
          id: newFileId(),
          owner_id: file.ownerId,
          org_id: file.orgId,
          category: 'Other',
          biz_code: file.bizCode.slice(0, 64),
          name: checkFileName(file.name),
          mime: file.mime,
          size: meter.size(),
          sha256: meter.sha256(),
          storage_key: key,
          upload_id: null,
        });
        return toFileRecord(row);
      } catch (error) {
        await store.deleteObject(key).catch(() => {});
        throw error;
      }
    },

    /** Remove stored objects whose file rows are gone (an undone import's files). */
    async removeStored(keys: readonly string[]): Promise<void> {
      for (const key of keys) await store.deleteObject(key).catch(() => {});
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
