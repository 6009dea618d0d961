/**
 * Single uploads (POST /to/api/base/file/upload) and serving files (GET /to/api/base/file/content/get/:id)
 * on a real database (PGlite) with the disk store in a temporary DATA_DIR.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, FeedbackMessage, UploadMessage } from '@jianku/rules';
import type { FileRecord } from '@jianku/rules/files-schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, createUser, loginAs } from '../src/accounts.testing.ts';
import type { App } from '../src/app.ts';

let app: App;
let dataDir: string;
let token: string;

async function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

function form(file: Buffer | undefined, fields: Record<string, string>, partName = 'blob.bin'): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append('file', new Blob([new Uint8Array(file)]), partName);
  return body;
}

async function upload(file: Buffer | undefined, fields: Record<string, string>, auth = token) {
  const res = await app.inject({
    method: 'POST',
    url: '/to/api/base/file/upload',
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
    payload: form(file, fields),
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: FileRecord } };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'jk-files-'));
  app = await createAccountsTestApp({ env: { DATA_DIR: dataDir } });
  token = (await loginAs(app, await createUser(app))).accessToken;
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('single upload', () => {
  it('SPEC-7.26 stores a PNG and answers its record; the content is served as image/png', async () => {
    const png = await pngBytes();
    const { body } = await upload(png, { bizCode: 'feedback', fileName: '截图.png', type: 'Images' });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      name: '截图.png',
      type: 'Images',
      bizCode: 'feedback',
      mimeType: 'image/png',
    });
    expect(body.data.id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const res = await app.inject({ url: body.data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.etag).toBe(`"${body.data.sha256}"`);
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('re-encodes images without their metadata (EXIF with GPS is gone, the picture stays)', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { body } = await upload(jpeg, { fileName: 'photo.jpg', type: 'Images' });
    expect(body.code).toBe(0);
    expect(body.data.mimeType).toBe('image/jpeg');
    const served = (await app.inject({ url: body.data.url })).rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('SecretCam'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([40, 30]);
  });

  it('SPEC-3.56 an unknown category becomes Other', async () => {
    const { body } = await upload(Buffer.from('a,b\n1,2\n'), { fileName: 'data.csv', type: 'Spreadsheets' });
    expect(body.code).toBe(0);
    expect(body.data.type).toBe('Other');
    expect(body.data.mimeType).toBe('text/csv; charset=utf-8');
    const res = await app.inject({ url: body.data.url });
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.body).toBe('a,b\n1,2\n');
  });

  it('refuses bad input with a Chinese message and stores nothing', async () => {
    const before = await readdir(join(dataDir, 'files', 'objects'));
    const png = await pngBytes();
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      Buffer.alloc(300),
    ]);
    const cases: [Buffer | undefined, Record<string, string>, string][] = [
      [Buffer.alloc(0), { fileName: 'empty.txt' }, UploadMessage.empty],
      [
        Buffer.alloc(6 * 1024 * 1024, 7),
        { fileName: 'big.png', type: 'Images' },
        FeedbackMessage.imageTooLarge,
      ],
      [Buffer.alloc(6 * 1024 * 1024, 7), { fileName: 'big.bin' }, UploadMessage.singleTooLarge],
      [png, { fileName: 'image.exe' }, UploadMessage.executable],
      [exe, { fileName: 'picture.png', type: 'Images' }, UploadMessage.executable],
      [exe, { fileName: 'picture.png' }, UploadMessage.executable],
      [png, { fileName: 'report.pdf' }, UploadMessage.mismatch('PNG', 'pdf')],
      [Buffer.from('not a png at all'), { fileName: 'fake.png' }, UploadMessage.mismatch('未知格式', 'png')],
      [Buffer.from('text'), { fileName: 'notes.txt', type: 'Images' }, UploadMessage.imageType],
      [png, { fileName: 'a,b.png' }, FeedbackMessage.fileNameComma],
      [png, { fileName: '../../etc/passwd\u0001' }, UploadMessage.fileNameInvalid],
      [undefined, { fileName: 'x.png' }, UploadMessage.noFile],
    ];
    for (const [file, fields, message] of cases) {
      const { status, body } = await upload(file, fields);
      expect(status, message).toBeLessThan(500);
      expect(body.code, message).not.toBe(0);
      expect(body.msg).toBe(message);
    }
    expect(await readdir(join(dataDir, 'files', 'objects'))).toEqual(before);
    expect(await readdir(join(dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it('a truncated image (PNG header, broken body) is refused as unreadable', async () => {
    const png = await pngBytes(300, 300);
    const { body } = await upload(png.subarray(0, 120), { fileName: 'cut.png', type: 'Images' });
    expect(body.msg).toBe(UploadMessage.imageUnreadable);
  });

  it('needs a signed-in user (401)', async () => {
    const { body } = await upload(await pngBytes(), { fileName: 'a.png' }, '');
    expect(body.code).toBe(ErrorCode.unauthorized);
  });

  it('100 parallel uploads from one user each work or get a Chinese limit message, never a 500', async () => {
    const other = (await loginAs(app, await createUser(app))).accessToken;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        upload(Buffer.from(`file ${i}\n`), { fileName: `f${i}.txt` }, other),
      ),
    );
    for (const r of results) {
      expect(r.status).toBeLessThan(500);
      if (r.body.code !== 0) expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const okCount = results.filter((r) => r.body.code === 0).length;
    expect(okCount).toBeGreaterThan(50);
    const ids = new Set(results.filter((r) => r.body.code === 0).map((r) => r.body.data.id));
    expect(ids.size).toBe(okCount);
  });
});

describe('serving', () => {
  let record: FileRecord;
  const content = Buffer.from('0123456789abcdefghij');
  beforeAll(async () => {
    record = (await upload(content, { fileName: 'digits.txt', type: 'DataSheets' })).body.data;
  });

  it('answers byte ranges (206), an unsatisfiable one with 416, a known ETag with 304', async () => {
    const part = await app.inject({ url: record.url, headers: { range: 'bytes=2-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers['content-range']).toBe('bytes 2-5/20');
    const tail = await app.inject({ url: record.url, headers: { range: 'bytes=-3' } });
    expect(tail.body).toBe('hij');
    const open = await app.inject({ url: record.url, headers: { range: 'bytes=18-' } });
    expect(open.body).toBe('ij');
    const bad = await app.inject({ url: record.url, headers: { range: 'bytes=50-60' } });
    expect(bad.statusCode).toBe(416);
    expect(bad.json().msg).toBe(UploadMessage.rangeInvalid);
    const cached = await app.inject({ url: record.url, headers: { 'if-none-match': `"${record.sha256}"` } });
    expect(cached.statusCode).toBe(304);
  });

  it('an unknown id is 404 with a Chinese message', async () => {
    const res = await app.inject({ url: '/to/api/base/file/content/get/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(UploadMessage.fileNotFound);
    expect((await app.inject({ url: '/to/api/base/file/content/get/..%2F..%2Fetc' })).statusCode).toBe(404);
  });

  it('a file of an organisation is served to its members only; to others 404, as an unknown id (issue 14)', async () => {
    await app.database.db
      .insertInto('org')
      .values([
        { id: 77, name: '七十七号企业', enabled: true, business_scope: '1,2' },
        { id: 78, name: '七十八号企业', enabled: true, business_scope: '1,2' },
      ])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await app.database.db
      .updateTable('file_object')
      .set({ org_id: 77 })
      .where('id', '=', record.id)
      .execute();
    expect((await app.inject({ url: record.url })).statusCode).toBe(404);
    const outsider = (await loginAs(app, await createUser(app, { orgId: 78 }))).accessToken;
    const denied = await app.inject({ url: record.url, headers: { authorization: `Bearer ${outsider}` } });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().msg).toBe(UploadMessage.fileNotFound);
    const member = (await loginAs(app, await createUser(app, { orgId: 77 }))).accessToken;
    const served = await app.inject({ url: record.url, headers: { authorization: `Bearer ${member}` } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('private');
    expect(served.rawPayload.equals(content)).toBe(true);
  });
});
