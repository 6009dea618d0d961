/**
 * The S3-compatible file store (AWS S3, MinIO, OSS, COS…) through the official AWS SDK
 * (@aws-sdk/client-s3, @aws-sdk/s3-request-presigner): large files as S3 multipart uploads whose parts the
 * client PUTs to presigned UploadPart URLs; single objects (whose length is known only at the end of the
 * stream) sent as a multipart upload too, in 5 MB parts, holding at most one part in memory.
 */

import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  type ListPartsCommandOutput,
  type Part,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StoreConfig } from '../../../lib/files-config.ts';
import type { ByteRange, FileStore, StoredPart } from './file-store.ts';

type S3Config = Extract<StoreConfig, { kind: 's3' }>;

/** Cuts a stream into parts of `size` bytes (the last may be smaller); holds at most one part. */
async function* partsOf(body: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    let data = chunk as Buffer;
    while (length + data.length >= size) {
      const take = size - length;
      pending.push(data.subarray(0, take));
      yield Buffer.concat(pending);
      pending = [];
      length = 0;
      data = data.subarray(take);
    }
    if (data.length > 0) {
      pending.push(data);
      length += data.length;
    }
  }
  if (length > 0 || pending.length > 0) yield Buffer.concat(pending);
}

/** The store does not offer this call (s3rver: NotImplemented, or 405 for an unknown method). */
function isNotImplemented(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotImplemented' || e.name === 'MethodNotAllowed' || e.$metadata?.httpStatusCode === 405;
}

/** S3's answer to a complete whose parts do not match ("InvalidPart", "InvalidPartOrder", "EntityTooSmall"). */
export function s3PartError(error: unknown): string | undefined {
  const name = (error as { name?: string }).name;
  return name === 'InvalidPart' || name === 'InvalidPartOrder' || name === 'EntityTooSmall'
    ? name
    : undefined;
}

// long because it is the closure that holds the S3 store's methods over one client; each method is measured on its own and stays short
export function createS3Store(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;

  const store: FileStore = {
    kind: 's3',

    /** Single uploads are under 5 MB: one part, sent as a one-part multipart upload so no length is needed. */
    async putObject(key, body, contentType) {
      const uploadId = await store.createMultipart(key, contentType);
      try {
        const parts: Part[] = [];
        let n = 0;
        for await (const part of partsOf(body, 5 * 1024 * 1024)) {
          n += 1;
          const answer = await client.send(
            new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber: n, Body: part }),
          );
          parts.push({ PartNumber: n, ETag: answer.ETag });
        }
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      } catch (error) {
        await store.abortMultipart(key, uploadId).catch(() => {});
        throw error;
      }
    },

    async createMultipart(key, contentType) {
      const answer = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      );
      if (!answer.UploadId) throw new Error('S3 gave no UploadId');
      return answer.UploadId;
    },

    async partUrl(key, storeUploadId, partNumber, expiresAt) {
      const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
      return getSignedUrl(
        client,
        new UploadPartCommand({ Bucket, Key: key, UploadId: storeUploadId, PartNumber: partNumber }),
        { expiresIn },
      );
    },

    async listParts(key, storeUploadId) {
      const parts: StoredPart[] = [];
      let marker: string | undefined;
      for (;;) {
        let answer: ListPartsCommandOutput;
        try {
          answer = await client.send(
            new ListPartsCommand({ Bucket, Key: key, UploadId: storeUploadId, PartNumberMarker: marker }),
          );
        } catch (error) {
          if (isNotImplemented(error)) return undefined;
          throw error;
        }
        for (const p of answer.Parts ?? []) {
          if (p.PartNumber && p.ETag)
            parts.push({ partNumber: p.PartNumber, etag: p.ETag, size: p.Size ?? 0 });
        }
        if (!answer.IsTruncated || !answer.NextPartNumberMarker) break;
        marker = answer.NextPartNumberMarker;
      }
      return parts.sort((a, b) => a.partNumber - b.partNumber);
    },

    async completeMultipart(key, storeUploadId, parts) {
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId: storeUploadId,
          MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
        }),
      );
      return undefined;
    },

    async abortMultipart(key, storeUploadId) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: storeUploadId }))
        .catch(() => {});
    },

    async sizeOf(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength;
      } catch {
        return undefined;
      }
    },

    async read(key, range?: ByteRange) {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body as Readable;
    },

    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
    },
  };
  return store;
}
