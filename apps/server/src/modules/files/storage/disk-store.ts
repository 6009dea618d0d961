/**
 * The embedded file store: objects under <root>/objects, unfinished uploads' parts under
 * <root>/parts/<storeUploadId>/. A part is written to a temporary name and renamed into place once whole
 * as `<partNumber>.<size>.<md5>` (a cut connection or a kill leaves no half part under a part's name; its
 * name says its etag and size, and its bytes never change under that name). A part sent again replaces the
 * earlier one, so no part is stored twice.
 * Complete copies nothing: it writes a manifest (the parts in order, the size, the SHA-256) into the parts
 * folder and renames the folder into objects/, where the object is read as the parts one after another.
 * The SHA-256 is kept up while the parts arrive (part-hasher.ts), so complete reads no part again.
 * Part URLs point at our own PUT route and carry an HMAC-SHA-256 signature over (upload, part, expiry).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStore, StoredPart } from './file-store.ts';
import { createPartHasher } from './part-hasher.ts';

/** The route (under /to/api) that takes the PUT of a part. */
export const DISK_PART_PATH = '/base/file/bigfile/part';

const SAFE_ID = /^[A-Za-z0-9_-]{8,128}$/;
const SAFE_KEY = /^o\/[A-Za-z0-9_-]{8,128}$/;
/** a stored part: `<partNumber>.<size>.<md5 hex>` */
const PART_NAME = /^(\d+)\.(\d+)\.([0-9a-f]{32})$/;
const MANIFEST = 'manifest.json';

/** A merged upload's object: its parts in order (files of its folder), its size and SHA-256. */
interface Manifest {
  size: number;
  sha256: string;
  parts: { name: string; size: number }[];
}

const nameOfPart = (p: StoredPart) => `${p.partNumber}.${p.size}.${p.etag.replace(/"/g, '')}`;

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
  /** Bytes read to keep the uploads' SHA-256 since the start (each part once when nothing is resent). */
  hashedBytes(): number;
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

/** Bytes `range` of an object kept as its parts: each part's share read in turn, one file open at a time. */
function readParts(dir: string, manifest: Manifest, range: ByteRange): Readable {
  async function* bytes() {
    let offset = 0;
    for (const part of manifest.parts) {
      const from = Math.max(range.start, offset);
      const to = Math.min(range.end, offset + part.size - 1);
      if (from <= to)
        yield* createReadStream(join(dir, part.name), { start: from - offset, end: to - offset });
      offset += part.size;
      if (offset > range.end) return;
    }
  }
  return Readable.from(bytes(), { objectMode: false });
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
  const hasher = createPartHasher();

  /** The stored parts' file names by part number (of two versions left by a kill, the newer). */
  async function partNames(storeUploadId: string): Promise<Map<number, string>> {
    const dir = partsDir(storeUploadId);
    const names = new Map<number, string>();
    for (const name of (await readdir(dir)).sort()) {
      const n = Number(PART_NAME.exec(name)?.[1] ?? 0);
      if (n === 0) continue;
      const earlier = names.get(n);
      if (earlier && (await stat(join(dir, earlier))).mtimeMs > (await stat(join(dir, name))).mtimeMs)
        continue;
      names.set(n, name);
    }
    return new Map([...names].sort(([a], [b]) => a - b));
  }

  /** A merged upload's manifest (undefined when the object is not a merged upload). */
  async function manifestOf(key: string): Promise<Manifest | undefined> {
    try {
      return JSON.parse(await readFile(join(objectPath(key), MANIFEST), 'utf8')) as Manifest;
    } catch {
      return undefined;
    }
  }

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
        const part = { partNumber, etag: `"${md5}"`, size: m.size() };
        if (part.size === 0) {
          await rm(tmp, { force: true });
          return part;
        }
        const name = nameOfPart(part);
        await rename(tmp, join(dir, name));
        const others = (await readdir(dir)).filter(
          (n) => n !== name && PART_NAME.exec(n)?.[1] === String(partNumber),
        );
        for (const other of others) await rm(join(dir, other), { force: true });
        hasher.partStored(storeUploadId, dir, () => partNames(storeUploadId));
        return part;
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },

    async listParts(key, storeUploadId) {
      let names: Map<number, string>;
      try {
        names = await partNames(storeUploadId);
      } catch {
        // merged already (a complete cut off before it was recorded): the parts are the object's
        const manifest = await manifestOf(key);
        names = new Map((manifest?.parts ?? []).map((p, i) => [i + 1, p.name]));
      }
      return [...names.values()].map((name) => {
        const [, n, size, md5] = PART_NAME.exec(name) as RegExpExecArray;
        return { partNumber: Number(n), etag: `"${md5}"`, size: Number(size) };
      });
    },

    async completeMultipart(key, storeUploadId, parts) {
      await ready;
      const dir = partsDir(storeUploadId);
      const names = parts.map(nameOfPart);
      if (!(await stat(dir).catch(() => undefined))) {
        const merged = await manifestOf(key);
        if (merged && merged.parts.map((p) => p.name).join() === names.join())
          return { sha256: merged.sha256 };
      }
      const sha256 = await hasher.finish(storeUploadId, dir, names);
      const manifest: Manifest = {
        size: parts.reduce((sum, p) => sum + p.size, 0),
        sha256,
        parts: parts.map((p, i) => ({ name: names[i] as string, size: p.size })),
      };
      const tmp = join(dir, `${MANIFEST}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(tmp, JSON.stringify(manifest));
      await rename(tmp, join(dir, MANIFEST));
      // what the manifest does not name (a cut part's leftovers) does not go with the object
      const kept = new Set([...names, MANIFEST]);
      for (const name of await readdir(dir)) if (!kept.has(name)) await rm(join(dir, name), { force: true });
      await rename(dir, objectPath(key));
      return { sha256 };
    },

    async abortMultipart(_key, storeUploadId) {
      hasher.forget(storeUploadId);
      await rm(partsDir(storeUploadId), { recursive: true, force: true });
    },

    async sizeOf(key) {
      try {
        const info = await stat(objectPath(key));
        return info.isDirectory() ? (await manifestOf(key))?.size : info.size;
      } catch {
        return undefined;
      }
    },

    async read(key, range?: ByteRange) {
      const path = objectPath(key);
      if (!(await stat(path)).isDirectory()) {
        return createReadStream(path, range ? { start: range.start, end: range.end } : {});
      }
      const manifest = await manifestOf(key);
      if (!manifest) throw Object.assign(new Error('no manifest'), { code: 'ENOENT' });
      return readParts(path, manifest, range ?? { start: 0, end: manifest.size - 1 });
    },

    async deleteObject(key) {
      await rm(objectPath(key), { recursive: true, force: true });
    },

    hashedBytes: () => hasher.bytesRead(),
  };
}
