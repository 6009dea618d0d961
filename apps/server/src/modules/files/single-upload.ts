/**
 * Reading the multipart body of POST /base/file/upload: the text fields, and the one file streamed to a
 * temporary file (never held in memory) up to the single-upload limit; more than that marks it truncated.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SINGLE_UPLOAD_MAX_BYTES, UploadMessage } from '@jianku/rules';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/app-error.ts';
import { MALFORMED_MULTIPART } from '../../lib/multipart-fields.ts';
import type { ReceivedFile, SingleUploadFields } from './files.service.ts';

const FIELDS = ['bizCode', 'fileName', 'type'] as const;

export interface SingleUploadBody {
  file: ReceivedFile | undefined;
  fields: SingleUploadFields;
  /** removes the temporary file */
  cleanup(): Promise<void>;
}

/** `maxBytes`: the largest file taken whole (default the single-upload limit; the BOM upload takes 50 MB). */
export async function readSingleUpload(
  request: FastifyRequest,
  tmpDir: string,
  maxBytes = SINGLE_UPLOAD_MAX_BYTES - 1,
): Promise<SingleUploadBody> {
  if (!request.isMultipart()) throw badRequest(UploadMessage.noFile);
  await mkdir(tmpDir, { recursive: true });
  const fields: SingleUploadFields = {};
  let file: ReceivedFile | undefined;
  const temps: string[] = [];
  const cleanup = async () => {
    await Promise.all(temps.map((t) => rm(t, { force: true })));
  };
  try {
    // throwFileSizeLimit is read by request.parts() too (its types list it on file() only)
    const options = {
      limits: { fileSize: maxBytes, files: 1, fields: 10 },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const tmpPath = join(tmpDir, `single-${Date.now()}-${randomBytes(8).toString('hex')}.tmp`);
        temps.push(tmpPath);
        await pipeline(part.file, createWriteStream(tmpPath));
        file = {
          tmpPath,
          size: part.file.bytesRead,
          truncated: part.file.truncated,
          partName: part.filename || undefined,
        };
      } else if ((FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname as (typeof FIELDS)[number]] = part.value;
      }
    }
  } catch (error) {
    await cleanup();
    if ((error as { statusCode?: number }).statusCode !== undefined) throw error;
    throw badRequest(MALFORMED_MULTIPART);
  }
  return { file, fields, cleanup };
}
