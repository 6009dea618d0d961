/**
 * The embedded file store: objects under <root>/objects, unfinished uploads' parts under
 * <root>/parts/<storeUploadId>/<partNumber>, each written to a temporary name and renamed into place once
 * whole (a cut connection or a kill leaves no half part under a part's name), with its MD5 (the etag) in a
 * sidecar <partNumber>.etag written the same way after it: a part without its etag counts as not stored.
 * A part sent again replaces the earlier one under the same name, so no part is stored twice.
 * Part URLs point at our own PUT route and carry an HMAC-SHA-256 signature over (upload, part, expiry).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStore, StoredPart } from './file-store.ts';

/** The route (under /to/api) that takes the PUT of a part. */
export const DISK_PART_PATH = '/base/file/bigfile/part';

const SAFE_ID = /^[A-Za-z0-9_-]{8,128}$/;
const SAFE_KEY = /^o\/[A-Za-z0-9_-]{8,128}$/;

export class PartTooLargeError extends Error {}
export class PartCutError extends Error {}

export interface DiskStoreOptions {
  root: string;
  /** HMAC key of the part URLs (read once, when first needed) */
  secret: () => Promise<Buffer>;
  /** the origin-relative base of the API (default /to/api) */
  apiBase?: string;
}

export interface DiskStore extends FileStore {
  readonly kind: 'disk';
  /** Check a part URL's signature and expiry (false: forged, altered or expired). */
  verifyPartSignature(
    storeUploadId: string,
    partNumber: number,
    expires: number,
    sig: string,
    now: number,
  ): Promise<boolean>;
  /** Store a part from a stream of at most maxBytes; answers its etag (quoted MD5 hex, as S3). */
  receivePart(
    storeUploadId: string,
    partNumber: number,
    body: Readable,
    maxBytes: number,
  ): Promise<StoredPart>;
}

/** The URL-signing key: UPLOAD_URL_SECRET, else one made once and kept in <root>/url-signing.key. */
export async function diskSigningKey(root: string, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = join(root, 'url-signing.key');
  try {
    return Buffer.from(await readFile(file, 'utf8'), 'hex');
  } catch {
    await mkdir(root, { recursive: true });
    const key = randomBytes(32);
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, key.toString('hex'), { mode: 0o600 });
    await rename(tmp, file).catch(() => {});
    return Buffer.from(await readFile(file, 'utf8'), 'hex');
  }
}

/** Counts bytes and hashes them as they pass; fails once more than maxBytes went through. */
function meter(maxBytes: number, algorithms: readonly string[]) {
  const hashes = algorithms.map((a) => createHash(a));
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new PartTooLargeError('part too large'));
      for (const h of hashes) h.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, size: () => size, digests: () => hashes.map((h) => h.digest('hex')) };
}

// long because it is the closure that holds the disk store's methods over its folder and signing key; each method is measured on its own and stays short
export function createDiskStore({ root, secret, apiBase = '/to/api' }: DiskStoreOptions): DiskStore {
  const objectsDir = join(root, 'objects');
  const partsRoot = join(root, 'parts');
  const tmpDir = join(root, 'tmp');
  const objectPath = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`bad key ${key}`);
    return join(objectsDir, key.slice(2));
  };
  const partsDir = (id: string) => {
    if (!SAFE_ID.test(id)) throw new Error('bad upload id');
    return join(partsRoot, id);
  };
  const tmpName = () => join(tmpDir, `${Date.now()}-${randomBytes(8).toString('hex')}.tmp`);
  let key: Promise<Buffer> | undefined;
  const sign = async (id: string, part: number, expires: number) => {
    key ??= secret();
    return createHmac('sha256', await key)
      .update(`${id}\n${part}\n${expires}`)
      .digest('base64url');
  };
  const ready = Promise.all([objectsDir, partsRoot, tmpDir].map((d) => mkdir(d, { recursive: true })));

  return {
    kind: 'disk',

    async putObject(key, body) {
      await ready;
      const tmp = tmpName();
      try {
        await pipeline(body, createWriteStream(tmp));
        await rename(tmp, objectPath(key));
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },

    async createMultipart() {
      await ready;
      const id = randomBytes(18).toString('base64url');
      await mkdir(partsDir(id), { recursive: true });
      return id;
    },

    async partUrl(_key, storeUploadId, partNumber, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const sig = await sign(storeUploadId, partNumber, expires);
      return `${apiBase}${DISK_PART_PATH}/${storeUploadId}/${partNumber}?expires=${expires}&sig=${sig}`;
    },

    async verifyPartSignature(storeUploadId, partNumber, expires, sig, now) {
      if (!SAFE_ID.test(storeUploadId) || !Number.isSafeInteger(expires)) return false;
      const expected = Buffer.from(await sign(storeUploadId, partNumber, expires));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return expires * 1000 > now;
    },

    async receivePart(storeUploadId, partNumber, body, maxBytes) {
      const dir = partsDir(storeUploadId);
      await stat(dir); // an aborted or expired upload has no folder: ENOENT
      const tmp = join(dir, `${partNumber}.${randomBytes(6).toString('hex')}.tmp`);
      const m = meter(maxBytes, ['md5']);
      try {
        await pipeline(body, m.stream, createWriteStream(tmp));
        if (body.readableAborted) throw new PartCutError('cut');
        const [md5] = m.digests();
        const etag = `"${md5}"`;
        await rm(join(dir, `${partNumber}.etag`), { force: true });
        await rename(tmp, join(dir, String(partNumber)));
        const etagTmp = `${tmp}.etag`;
        await writeFile(etagTmp, `${etag}\n${m.size()}`);
        await rename(etagTmp, join(dir, `${partNumber}.etag`));
        return { partNumber, etag, size: m.size() };
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },

    async listParts(_key, storeUploadId) {
      let names: string[];
      try {
        names = await readdir(partsDir(storeUploadId));
      } catch {
        return [];
      }
      const parts: StoredPart[] = [];
      for (const name of names) {
        const match = /^(\d+)\.etag$/.exec(name);
        if (!match || !names.includes(match[1] as string)) continue;
        const text = await readFile(join(partsDir(storeUploadId), name), 'utf8').catch(() => '');
        const [etag, size] = text.split('\n');
        if (etag && size) parts.push({ partNumber: Number(match[1]), etag, size: Number(size) });
      }
      return parts.sort((a, b) => a.partNumber - b.partNumber);
    },

    async completeMultipart(key, storeUploadId, parts) {
      await ready;
      const dir = partsDir(storeUploadId);
      const tmp = tmpName();
      const hash = createHash('sha256');
      const out = await open(tmp, 'w');
      try {
        for (const part of parts) {
          const source = createReadStream(join(dir, String(part.partNumber)), { highWaterMark: 1 << 20 });
          for await (const chunk of source) {
            hash.update(chunk as Buffer);
            await out.write(chunk as Buffer);
          }
        }
        await out.sync();
        await out.close();
        await rename(tmp, objectPath(key));
      } catch (error) {
        await out.close().catch(() => {});
        await rm(tmp, { force: true });
        throw error;
      }
      await rm(dir, { recursive: true, force: true });
      return { sha256: hash.digest('hex') };
    },

    async abortMultipart(_key, storeUploadId) {
      await rm(partsDir(storeUploadId), { recursive: true, force: true });
    },

    async sizeOf(key) {
      try {
        return (await stat(objectPath(key))).size;
      } catch {
        return undefined;
      }
    },

    async read(key, range?: ByteRange) {
      const path = objectPath(key);
      await stat(path);
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },

    async deleteObject(key) {
      await unlink(objectPath(key)).catch(() => {});
    },
  };
}
