/**
 * The HTTP answer of a stored file: Content-Type from its judged content, inline for images and PDF and
 * a download otherwise, a strict sandboxing CSP, ETag (its SHA-256) with If-None-Match → 304,
 * Cache-Control (immutable: a file's content never changes under its id; private when it belongs to an
 * organisation), and one byte range (Range: bytes=a-b, a-, -n) → 206, or 416 when unsatisfiable.
 */
import type { Readable } from 'node:stream';
import { UploadMessage } from '@jianku/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../lib/envelope.ts';
import type { FileRow } from './files.repository.ts';
import type { ByteRange } from './storage/file-store.ts';

const INLINE = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/;

/** The single range asked for; undefined for none or a multi-range (the whole file is sent), null if unsatisfiable. */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined | null {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.includes(',') ? undefined : null;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileRow,
  open: (range?: ByteRange) => Promise<Readable>,
) {
  const size = Number(file.size);
  const etag = `"${file.sha256}"`;
  const disposition = INLINE.test(file.mime) ? 'inline' : 'attachment';
  reply
    .header('content-type', file.mime)
    .header('etag', etag)
    .header('last-modified', file.created_at.toUTCString())
    .header(
      'cache-control',
      file.org_id === null ? 'public, max-age=31536000, immutable' : 'private, max-age=3600',
    )
    .header('accept-ranges', 'bytes')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    .header(
      'content-disposition',
      `${disposition}; filename="file"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    );
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
    return reply.code(304).send();
  }
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? undefined : parseRange(request.headers.range, size);
  if (range === null) {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'inline')
      .send(fail(416, UploadMessage.rangeInvalid));
  }
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(await open(range));
  }
  reply.header('content-length', size);
  return reply.send(await open());
}
