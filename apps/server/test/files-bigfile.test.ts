/**
 * Large uploads in parts (init → getPartUploadUrl → PUT → complete → create) over real HTTP to a listening
 * server on PGlite, once with the disk store (DATA_DIR) and once with the S3 store against s3rver (a local
 * S3-compatible server started here). s3rver checks no signatures and has no ListParts, so forged and
 * expired URLs and the server's own part list are proven on the disk store only.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FeedbackMessage, UploadMessage } from '@jianku/rules';
import type { FileRecord } from '@jianku/rules/files-schemas';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, createUser, loginAs } from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';
import type { DiskStore } from '../src/modules/files/storage/disk-store.ts';
import { waitUntil } from '../src/testing.ts';

const MB = 1024 * 1024;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

interface Env {
  app: App;
  base: string;
  token: string;
  dataDir: string;
  clock: { now: () => Date; advance(ms: number): void };
}

async function api<T = unknown>(env: Env, method: string, path: string, body?: unknown, token = env.token) {
  const res = await fetch(`${env.base}/to/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: T } };
}

interface Init {
  path: string;
  uploadId: string;
  chunkSize: number;
}

async function init(env: Env, fileName: string, size?: number, type = 'ModelFiles') {
  const res = await api<Init>(env, 'POST', '/base/file/bigfile/init', {
    type,
    bizCode: 'model',
    fileName,
    storageType: 11,
    size,
  });
  return res;
}

async function partUrl(env: Env, up: Init, chunkIndex: number) {
  const q = new URLSearchParams({
    uploadId: up.uploadId,
    chunkIndex: String(chunkIndex),
    path: up.path,
    storageType: '11',
  });
  return api<{ singedUrl: string; header: Record<string, string> }>(
    env,
    'GET',
    `/base/file/bigfile/getPartUploadUrl?${q}`,
  );
}

/** PUT one part to its signed URL; the status and etag. */
async function putPart(env: Env, up: Init, n: number, data: Buffer) {
  const url = (await partUrl(env, up, n)).body.data.singedUrl;
  const res = await fetch(url.startsWith('http') ? url : `${env.base}${url}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(data),
  });
  const text = await res.text();
  return { status: res.status, etag: res.headers.get('etag') ?? '', text };
}

const partsOf = (data: Buffer, size: number) =>
  Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size));

async function complete(env: Env, up: Init, etags: { partNumber: number; etag?: string }[], sha256?: string) {
  return api<string>(env, 'POST', '/base/file/bigfile/complete', {
    path: up.path,
    uploadId: up.uploadId,
    storageType: 11,
    etags,
    sha256,
  });
}

async function create(env: Env, up: Init, fileName: string) {
  return api<FileRecord>(env, 'POST', '/base/file/bigfile/create', {
    type: 'ModelFiles',
    business: 'model',
    storageType: 11,
    compressType: '',
    fileName,
    fileMineType: '',
    path: up.path,
    fileUrl: '',
    size: 0,
    id: up.uploadId,
  });
}

async function download(env: Env, url: string, token = env.token): Promise<Buffer> {
  const res = await fetch(`${env.base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return Buffer.from(await res.arrayBuffer());
}

/** A STEP-like text file of `size` bytes (a type file-type does not detect: kept as model/step). */
function stepFile(size: number): Buffer {
  const head = Buffer.from('ISO-10303-21;\nHEADER;\n');
  return Buffer.concat([head, randomBytes(size - head.length).map((b) => 65 + (b % 26))]);
}

async function startEnv(
  store: 'disk' | 's3',
  extra: Record<string, string> = {},
): Promise<Env & { close(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), `jk-big-${store}-`));
  let s3: S3rver | undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, UPLOAD_MAX_OPEN: '50', ...extra };
  if (store === 's3') {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: join(dataDir, 's3rver'),
      configureBuckets: [{ name: 'jianku-test', configs: [] }],
    });
    const { port } = (await s3.run()) as { port: number };
    Object.assign(env, {
      S3_BUCKET: 'jianku-test',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  }
  // real time plus what a test skips ahead (sign-in's slider needs time to pass)
  let offset = 0;
  const clock = {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
  };
  const app = await createAccountsTestApp({ env, now: clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const token = (await loginAs(app, await createUser(app))).accessToken;
  return {
    app,
    base: `http://127.0.0.1:${address.port}`,
    token,
    dataDir,
    clock,
    async close() {
      await app.close();
      await s3?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(['disk', 's3'] as const)('large uploads, %s store', (store) => {
  let env: Env & { close(): Promise<void> };
  beforeAll(async () => {
    env = await startEnv(store);
  });
  afterAll(() => env.close());

  it('SPEC-4.52 SPEC-7.27 SPEC-7.28 SPEC-7.29 SPEC-7.30 init, signed part URLs, parts out of order, complete, create: the file is byte-identical', async () => {
    const data = stepFile(7 * MB + 123);
    const up = (await init(env, 'bracket.step', data.length)).body.data;
    expect(up.chunkSize).toBe(3 * MB);
    const parts = partsOf(data, up.chunkSize);
    const etags: { partNumber: number; etag: string }[] = [];
    for (const n of [3, 1, 2]) {
      const r = await putPart(env, up, n, parts[n - 1] as Buffer);
      expect(r.status).toBe(200);
      expect(r.etag).toMatch(/^"[0-9a-f]{32}"$/);
      etags.push({ partNumber: n, etag: r.etag });
    }
    const done = await complete(env, up, etags, sha(data));
    expect(done.body.code).toBe(0);
    expect(done.body.data).toMatch(/^\/to\/api\/base\/file\/content\/get\/[A-Za-z0-9_-]+$/);
    expect((await complete(env, up, etags)).body.data).toBe(done.body.data);
    const record = (await create(env, up, 'bracket.step')).body.data;
    expect(record).toMatchObject({
      name: 'bracket.step',
      size: data.length,
      sha256: sha(data),
      mimeType: 'model/step',
      type: 'ModelFiles',
    });
    expect(record.url).toBe(done.body.data);
    expect((await create(env, up, 'bracket.step')).body.data.id).toBe(record.id);
    expect(sha(await download(env, record.url))).toBe(sha(data));
    const range = await fetch(`${env.base}${record.url}`, {
      headers: { range: `bytes=${3 * MB}-${3 * MB + 9}` },
    });
    expect(Buffer.from(await range.arrayBuffer()).equals(data.subarray(3 * MB, 3 * MB + 10))).toBe(true);
  });

  it('complete refuses a missing etag, duplicate part numbers and an unstored part, then still works', async () => {
    const data = stepFile(4 * MB);
    const up = (await init(env, 'two.step', data.length)).body.data;
    const [a, b] = partsOf(data, up.chunkSize) as [Buffer, Buffer];
    const e1 = (await putPart(env, up, 1, a)).etag;
    const missing = await complete(env, up, [{ partNumber: 1, etag: e1 }, { partNumber: 2 }]);
    expect(missing.body.msg).toBe(UploadMessage.partMissing(2));
    const dup = await complete(env, up, [
      { partNumber: 1, etag: e1 },
      { partNumber: 1, etag: e1 },
    ]);
    expect(dup.body.msg).toBe(UploadMessage.partDuplicate(1));
    // the same part sent twice is stored once
    await putPart(env, up, 2, b);
    const e2 = (await putPart(env, up, 2, b)).etag;
    const ok = await complete(
      env,
      up,
      [
        { partNumber: 1, etag: e1 },
        { partNumber: 2, etag: e2 },
      ],
      sha(data),
    );
    expect(ok.body.code).toBe(0);
    const record = (await create(env, up, 'two.step')).body.data;
    expect(sha(await download(env, record.url))).toBe(sha(data));
  });

  it('a wrong etag, a wrong checksum and executable content are refused and leave nothing behind', async () => {
    const data = stepFile(3 * MB + 10);
    const up = (await init(env, 'c.step', data.length)).body.data;
    const [a, b] = partsOf(data, up.chunkSize) as [Buffer, Buffer];
    const e1 = (await putPart(env, up, 1, a)).etag;
    const e2 = (await putPart(env, up, 2, b)).etag;
    if (store === 'disk') {
      // the disk store checks the etags against its parts; s3rver does not check them (real S3 does)
      const wrong = await complete(env, up, [
        { partNumber: 1, etag: e1 },
        { partNumber: 2, etag: '"0123456789abcdef0123456789abcdef"' },
      ]);
      expect(wrong.status).toBeLessThan(500);
      expect(wrong.body.msg).toBe(UploadMessage.etagMismatch(2));
    }
    const bad = await complete(
      env,
      up,
      [
        { partNumber: 1, etag: e1 },
        { partNumber: 2, etag: e2 },
      ],
      'a'.repeat(64),
    );
    expect(bad.body.msg).toBe(UploadMessage.checksum);
    expect((await create(env, up, 'c.step')).body.msg).toBe(UploadMessage.uploadNotFound);

    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      Buffer.alloc(6 * MB),
    ]);
    const up2 = (await init(env, 'driver.png', exe.length)).body.data;
    const etags = [];
    for (const [i, p] of partsOf(exe, up2.chunkSize).entries())
      etags.push({ partNumber: i + 1, etag: (await putPart(env, up2, i + 1, p)).etag });
    expect((await complete(env, up2, etags)).body.msg).toBe(UploadMessage.executable);
    const row = await env.app.database.db
      .selectFrom('file_upload')
      .select('id')
      .where('id', 'in', [up.uploadId, up2.uploadId])
      .execute();
    expect(row).toEqual([]);
    if (store === 'disk') {
      expect(await readdir(join(env.dataDir, 'files', 'parts'))).not.toContain(up.uploadId);
    }
  });

  it('bad part numbers and sizes get Chinese messages, never a 500', async () => {
    const up = (await init(env, 'n.step', 10 * MB)).body.data;
    for (const [n, msg] of [
      [0, UploadMessage.partNumber],
      [10_001, UploadMessage.partNumber],
      [10_000, UploadMessage.fileTooLarge(2048)],
    ] as const) {
      const r = await partUrl(env, up, n);
      expect(r.status).toBeLessThan(500);
      expect(r.body.msg).toBe(msg);
    }
    const tenThousand = Array.from({ length: 10_000 }, (_, i) => ({ partNumber: i + 1, etag: '"x"' }));
    const r = await complete(env, up, tenThousand);
    expect(r.status).toBeLessThan(500);
    expect(r.body.code).not.toBe(0);
    expect((await init(env, 'empty.step', 0)).body.msg).toBe(UploadMessage.empty);
    expect((await init(env, 'photo.png', 6 * MB, 'Images')).body.msg).toBe(FeedbackMessage.imageTooLarge);
    expect((await init(env, 'a,b.step', 6 * MB)).body.msg).toBe(FeedbackMessage.fileNameComma);
    expect((await create(env, up, 'n.step')).body.msg).toBe(UploadMessage.notCompleted);
  });

  it("another user's upload is not found", async () => {
    const up = (await init(env, 'mine.step', 4 * MB)).body.data;
    const other = (await loginAs(env.app, await createUser(env.app))).accessToken;
    const q = new URLSearchParams({ uploadId: up.uploadId, chunkIndex: '1', path: up.path });
    const r = await api(env, 'GET', `/base/file/bigfile/getPartUploadUrl?${q}`, undefined, other);
    expect(r.body.msg).toBe(UploadMessage.uploadNotFound);
  });
});

describe('disk store: signed URLs, resuming, limits, expiry', () => {
  let env: Env & { close(): Promise<void> };
  beforeAll(async () => {
    env = await startEnv('disk', {
      UPLOAD_MAX_OPEN: '3',
      UPLOAD_URL_TTL_SECONDS: '60',
      UPLOAD_EXPIRE_HOURS: '1',
    });
  });
  afterAll(() => env.close());

  it('a forged, altered or expired part URL is refused (403) and stores nothing', async () => {
    const up = (await init(env, 's.step', 4 * MB)).body.data;
    const url = (await partUrl(env, up, 1)).body.data.singedUrl;
    const put = (u: string) => fetch(`${env.base}${u}`, { method: 'PUT', body: Buffer.from('abc') });
    const forged = url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const otherPart = url.replace('/1?', '/2?');
    const longer = url.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 3600}`);
    for (const u of [forged, otherPart, longer]) {
      const res = await put(u);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { msg: string }).msg).toBe(UploadMessage.signature);
    }
    env.clock.advance(61_000);
    const expired = await put(url);
    expect(expired.status).toBe(403);
    const state = await api<{ parts: unknown[] }>(
      env,
      'GET',
      `/base/file/bigfile/state?uploadId=${up.uploadId}&path=${encodeURIComponent(up.path)}`,
    );
    expect(state.body.data.parts).toEqual([]);
  });

  it('resumes: the state lists the stored parts, so only the others are sent', async () => {
    const data = stepFile(9 * MB);
    const up = (await init(env, 'resume.step', data.length)).body.data;
    const parts = partsOf(data, up.chunkSize);
    await putPart(env, up, 1, parts[0] as Buffer);
    await putPart(env, up, 3, parts[2] as Buffer);
    const q = `uploadId=${up.uploadId}&path=${encodeURIComponent(up.path)}`;
    const state = (
      await api<{ parts: { partNumber: number; etag: string; size: number }[] }>(
        env,
        'GET',
        `/base/file/bigfile/state?${q}`,
      )
    ).body.data;
    expect(state.parts.map((p) => [p.partNumber, p.size])).toEqual([
      [1, 3 * MB],
      [3, 3 * MB],
    ]);
    const e2 = (await putPart(env, up, 2, parts[1] as Buffer)).etag;
    const etags = [
      ...state.parts.map(({ partNumber, etag }) => ({ partNumber, etag })),
      { partNumber: 2, etag: e2 },
    ];
    expect((await complete(env, up, etags, sha(data))).body.code).toBe(0);
    expect(sha(await download(env, (await create(env, up, 'resume.step')).body.data.url))).toBe(sha(data));
  });

  it('complete copies and re-reads nothing: each part is hashed once as it arrives, the object is its parts', async () => {
    const disk = env.app.services.fileStore as DiskStore;
    const data = stepFile(8 * MB + 5);
    const up = (await init(env, 'once.step', data.length)).body.data;
    const parts = partsOf(data, up.chunkSize);
    const before = disk.hashedBytes();
    const etags = [];
    for (const n of [2, 3, 1])
      etags.push({ partNumber: n, etag: (await putPart(env, up, n, parts[n - 1] as Buffer)).etag });
    const done = await complete(env, up, etags, sha(data));
    expect(done.body.code).toBe(0);
    // every byte went through the SHA-256 exactly once, in the background of the PUTs or at complete
    expect(disk.hashedBytes() - before).toBe(data.length);
    const record = (await create(env, up, 'once.step')).body.data;
    expect(record.sha256).toBe(sha(data));
    // no merged copy: the object's folder holds the three parts and the manifest
    const objectDir = join(env.dataDir, 'files', 'objects', up.path.slice(2));
    expect((await readdir(objectDir)).sort()).toHaveLength(4);
    const onDisk = await Promise.all((await readdir(objectDir)).map((n) => stat(join(objectDir, n))));
    expect(onDisk.reduce((sum, s) => sum + s.size, 0)).toBeLessThan(data.length + 1000);
    expect(sha(await download(env, record.url))).toBe(sha(data));
    // ranges across a part boundary read from both parts
    const from = 3 * MB - 7;
    const range = await fetch(`${env.base}${record.url}`, {
      headers: { range: `bytes=${from}-${from + 19}` },
    });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(data.subarray(from, from + 20))).toBe(true);
  });

  it('a part sent again with other bytes after it was hashed: the checksum is of the bytes stored last', async () => {
    const data = stepFile(7 * MB);
    const up = (await init(env, 'again.step', data.length)).body.data;
    const parts = partsOf(data, up.chunkSize) as [Buffer, Buffer, Buffer];
    await putPart(env, up, 1, Buffer.alloc(up.chunkSize, 66));
    await putPart(env, up, 2, parts[1]);
    const etags = [{ partNumber: 1, etag: (await putPart(env, up, 1, parts[0])).etag }];
    etags.push({ partNumber: 2, etag: (await putPart(env, up, 2, parts[1])).etag });
    etags.push({ partNumber: 3, etag: (await putPart(env, up, 3, parts[2])).etag });
    const stored = await readdir(join(env.dataDir, 'files', 'parts'), { recursive: true });
    expect(stored.filter((n) => /\/1\.\d+\.[0-9a-f]{32}$/.test(n))).toHaveLength(1);
    const done = await complete(env, up, etags, sha(data));
    expect(done.body.code).toBe(0);
    const record = (await create(env, up, 'again.step')).body.data;
    expect(record.sha256).toBe(sha(data));
    expect(sha(await download(env, record.url))).toBe(sha(data));
  });

  it('a name with ../ is only a display name: the object lives under a random key in DATA_DIR', async () => {
    const data = stepFile(MB);
    const name = '../../../../tmp/evil.step';
    const up = (await init(env, name, data.length)).body.data;
    expect(up.path).toMatch(/^o\/[A-Za-z0-9_-]+$/);
    const etag = (await putPart(env, up, 1, data)).etag;
    expect((await complete(env, up, [{ partNumber: 1, etag }], sha(data))).body.code).toBe(0);
    const record = (await create(env, up, name)).body.data;
    expect(record.name).toBe(name);
    expect(existsSync('/tmp/evil.step')).toBe(false);
    expect(existsSync(join(env.dataDir, 'files', 'objects', up.path.slice(2)))).toBe(true);
    expect(sha(await download(env, record.url))).toBe(sha(data));
  });

  it('a part cut off mid-way is not stored', async () => {
    const up = (await init(env, 'cut.step', 4 * MB)).body.data;
    const url = (await partUrl(env, up, 1)).body.data.singedUrl;
    const { request } = await import('node:http');
    const req = request(`${env.base}${url}`, {
      method: 'PUT',
      headers: { 'content-length': String(3 * MB) },
    });
    req.on('error', () => {});
    req.write(Buffer.alloc(MB, 1));
    // In order, no sleeps: the server is writing the part (its temporary file holds bytes), the connection
    // is cut, and the server has finished with the cut part (the temporary file is gone).
    const parts = join(env.dataDir, 'files', 'parts');
    const partials = async () => {
      const names = (await readdir(parts, { recursive: true })).filter((n) => n.endsWith('.tmp'));
      return Promise.all(
        names.map(async (n) => (await stat(join(parts, n)).catch(() => undefined))?.size ?? 0),
      );
    };
    await waitUntil(async () => (await partials()).some((size) => size > 0), 'the server writes the part');
    req.destroy();
    await waitUntil(async () => (await partials()).length === 0, 'the server drops the cut part');
    const state = await api<{ parts: unknown[] }>(
      env,
      'GET',
      `/base/file/bigfile/state?uploadId=${up.uploadId}&path=${encodeURIComponent(up.path)}`,
    );
    expect(state.body.data.parts).toEqual([]);
  });

  it('parallel inits beyond UPLOAD_MAX_OPEN get a Chinese 429, and unfinished uploads expire and are swept', async () => {
    const token = (await loginAs(env.app, await createUser(env.app))).accessToken;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api<Init>({ ...env, token }, 'POST', '/base/file/bigfile/init', { fileName: 'p.step', size: 4 * MB }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(3);
    for (const r of results.filter((x) => x.body.code !== 0)) {
      expect(r.status).toBe(429);
      expect(r.body.msg).toBe(UploadMessage.tooManyUploads(3));
    }
    const first = results.find((r) => r.body.code === 0)?.body.data as Init;
    await putPart({ ...env, token }, first, 1, Buffer.alloc(1000, 65));
    const dirs = await readdir(join(env.dataDir, 'files', 'parts'));
    expect(dirs.length).toBeGreaterThan(0);
    env.clock.advance(2 * 3_600_000);
    expect(await env.app.services.bigFiles.sweepExpired()).toBeGreaterThanOrEqual(3);
    const left = await env.app.database.db
      .selectFrom('file_upload')
      .select('id')
      .where('state', '!=', 'created')
      .execute();
    expect(left).toEqual([]);
    expect(await readdir(join(env.dataDir, 'files', 'parts'))).toEqual([]);
    expect(existsSync(join(env.dataDir, 'files', 'objects'))).toBe(true);
    const fresh = (await loginAs(env.app, await createUser(env.app))).accessToken;
    const again = await api<Init>({ ...env, token: fresh }, 'POST', '/base/file/bigfile/init', {
      fileName: 'p.step',
      size: 4 * MB,
    });
    expect(again.body.code).toBe(0);
  });
});

describe('per-user quota (UPLOAD_QUOTA_MB)', () => {
  let env: Env & { close(): Promise<void> };
  beforeAll(async () => {
    env = await startEnv('disk', { UPLOAD_QUOTA_MB: '10' });
  });
  afterAll(() => env.close());

  it('refuses an upload past the quota at init (size given) or at complete, with a Chinese 413; leaves nothing', async () => {
    const data = stepFile(7 * MB);
    const up = (await init(env, 'first.step', data.length)).body.data;
    const etags = [];
    for (const [i, p] of partsOf(data, up.chunkSize).entries())
      etags.push({ partNumber: i + 1, etag: (await putPart(env, up, i + 1, p)).etag });
    expect((await complete(env, up, etags, sha(data))).body.code).toBe(0);
    expect((await create(env, up, 'first.step')).body.code).toBe(0);

    const early = await init(env, 'second.step', 4 * MB);
    expect(early.status).toBe(413);
    expect(early.body.msg).toBe(UploadMessage.quota(10));
    // the size not told at init: the merged size is checked at complete
    const late = (await init(env, 'second.step')).body.data;
    const more = stepFile(4 * MB);
    const lateEtags = [];
    for (const [i, p] of partsOf(more, late.chunkSize).entries())
      lateEtags.push({ partNumber: i + 1, etag: (await putPart(env, late, i + 1, p)).etag });
    const refused = await complete(env, late, lateEtags);
    expect(refused.status).toBe(413);
    expect(refused.body.msg).toBe(UploadMessage.quota(10));
    expect((await create(env, late, 'second.step')).body.msg).toBe(UploadMessage.uploadNotFound);
    expect(await readdir(join(env.dataDir, 'files', 'objects'))).toHaveLength(1);
  });
});
