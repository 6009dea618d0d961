/**
 * The upload client (lib/upload.ts) in jsdom against a real HTTP server standing in for the API and for the
 * storage's signed part URLs (lib/test-support): a file over 5 MB goes in 3 MB parts with the protocol of
 * SPEC-4.52 and progress in whole percent; a part answered with another status rejects with its status text;
 * a part answered without an etag rejects with 'not comlete'; a second try sends only the parts the server
 * holds; a comma in the name sends nothing; a cancelled picker rejects with an AbortError.
 */
import { ErrorMessage, FeedbackMessage } from '@jianku/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendEnvelope, setPageUrl, startTestServer, type TestServer } from './test-support/test-server.ts';
import { FilePath, pickFile, uploadFile } from './upload.ts';

const MB = 1024 * 1024;
const API = '/to/api';
/** where the "storage" takes the parts (a path outside the API, like an S3 presigned URL) */
const STORAGE = '/storage/bucket/o/housing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const record = (size: number) => ({
  id: 'f_0123456789',
  name: 'housing.step',
  url: `${API}/base/file/content/get/f_0123456789`,
  type: 'ModelFiles',
  bizCode: 'model',
  mimeType: 'model/step',
  size,
  sha256: 'a'.repeat(64),
  orgId: null,
  createdAt: new Date().toISOString(),
});

/** The protocol's API routes; the part PUT answers `status`/`statusText`, with an etag unless `noEtag`. */
function scriptUpload(part: { status?: number; statusText?: string; noEtag?: boolean } = {}) {
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
  server.route('POST', `${API}${FilePath.init}`, (_req, res) =>
    sendEnvelope(res, { path: 'o/housing', uploadId: 'up_1', chunkSize: 3 * MB, expiresAt }),
  );
  server.route('GET', `${API}${FilePath.partUrl}`, (req, res) =>
    sendEnvelope(res, {
      singedUrl: `${STORAGE}?partNumber=${req.query.get('chunkIndex')}&sig=x`,
      header: { 'Content-Type': 'application/octet-stream' },
      expiresAt,
    }),
  );
  server.route('PUT', STORAGE, (req, res) => {
    const n = req.query.get('partNumber');
    // a storage on another origin exposes the etag to the page (S3's CORS ExposeHeaders, our part route)
    const headers = { 'Access-Control-Expose-Headers': 'ETag' };
    res.writeHead(
      part.status ?? 200,
      part.statusText ?? 'OK',
      part.noEtag ? headers : { ...headers, ETag: `"etag-${n}"` },
    );
    res.end();
  });
  server.route('GET', `${API}${FilePath.state}`, (_req, res) =>
    sendEnvelope(res, {
      state: 'open',
      parts: [
        { partNumber: 1, etag: '"etag-1"', size: 3 * MB },
        { partNumber: 2, etag: '"etag-2"', size: 3 * MB },
      ],
      fileUrl: null,
    }),
  );
  server.route('POST', `${API}${FilePath.complete}`, (_req, res) =>
    sendEnvelope(res, `${API}/base/file/content/get/f_0123456789`),
  );
  server.route('POST', `${API}${FilePath.create}`, (req, res) =>
    sendEnvelope(res, record((JSON.parse(req.body) as { size: number }).size)),
  );
}

const bigFile = () => new File([new Uint8Array(7 * MB + 5)], 'housing.step', { lastModified: 1_700_000_000 });
/** A failed run's other parts are still on their way: wait until all three were answered. */
const settled = () => vi.waitFor(() => expect(server.hits(STORAGE)).toHaveLength(3), { timeout: 20_000 });
const partSizes = () => server.hits(STORAGE).map((r) => Number(r.headers['content-length']));

describe('uploadFile, chunked', () => {
  beforeEach(() => {
    setPageUrl(`${server.origin}/user`);
    server.reset();
    localStorage.clear();
  });

  it('SPEC-4.52 SPEC-9.40 SPEC-9.41 SPEC-9.42 a 7 MB file: three 3 MB parts, complete with their etags, create; progress in whole percent up to 100', async () => {
    scriptUpload();
    const progress: number[] = [];
    const file = bigFile();
    const answer = await uploadFile(file, {
      type: 'ModelFiles',
      bizCode: 'model',
      onProgress: (p) => progress.push(p),
    });
    expect(answer.size).toBe(file.size);
    expect(partSizes().sort((a, b) => a - b)).toEqual([MB + 5, 3 * MB, 3 * MB]);
    const init = JSON.parse(server.hits(`${API}${FilePath.init}`)[0]?.body ?? '{}');
    expect(init).toMatchObject({ storageType: 11, size: file.size, fileName: 'housing.step' });
    const complete = JSON.parse(server.hits(`${API}${FilePath.complete}`)[0]?.body ?? '{}');
    expect(complete).toMatchObject({
      uploadId: 'up_1',
      path: 'o/housing',
      storageType: 11,
      etags: [1, 2, 3].map((n) => ({ partNumber: n, etag: `"etag-${n}"` })),
    });
    expect(progress.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
    expect(progress.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(0);
  });

  it('SPEC-8.28 a part answered 403 rejects with its status text and nothing is completed', async () => {
    scriptUpload({ status: 403, statusText: 'Request has expired' });
    await expect(uploadFile(bigFile(), { type: 'ModelFiles' })).rejects.toThrow('Request has expired');
    await settled();
    expect(server.hits(`${API}${FilePath.complete}`)).toEqual([]);
  });

  it("SPEC-8.29 a part answered without its etag rejects with 'not comlete' and nothing is completed", async () => {
    scriptUpload({ noEtag: true });
    await expect(uploadFile(bigFile(), { type: 'ModelFiles' })).rejects.toThrow(
      ErrorMessage.multipartIncomplete,
    );
    await settled();
    expect(server.hits(`${API}${FilePath.complete}`)).toEqual([]);
  });

  it('resumes: after a failed try, the same file asks the state and sends only the part the server lacks', async () => {
    scriptUpload({ status: 500, statusText: 'Internal Server Error' });
    await expect(uploadFile(bigFile(), { type: 'ModelFiles' })).rejects.toThrow('Internal Server Error');
    await settled();
    server.reset();
    scriptUpload();
    const answer = await uploadFile(bigFile(), { type: 'ModelFiles' });
    expect(answer.id).toBe('f_0123456789');
    expect(server.hits(`${API}${FilePath.init}`)).toEqual([]);
    expect(server.hits(`${API}${FilePath.state}`)).toHaveLength(1);
    expect(server.hits(STORAGE).map((r) => r.query.get('partNumber'))).toEqual(['3']);
    const complete = JSON.parse(server.hits(`${API}${FilePath.complete}`)[0]?.body ?? '{}');
    expect(complete.etags).toHaveLength(3);
  });

  it('SPEC-8.26 a comma in the file name is refused before anything is sent', async () => {
    scriptUpload();
    const file = new File([new Uint8Array(10)], 'a,b.step');
    await expect(uploadFile(file)).rejects.toThrow(FeedbackMessage.fileNameComma);
    expect(server.requests).toEqual([]);
  });
});

describe('pickFile', () => {
  it('SPEC-8.30 SPEC-9.43 the picker closed without a file rejects with an AbortError', async () => {
    const picked = pickFile('.step');
    // the window gets the focus back and no file came within FILE_PICKER_CANCEL_MS
    window.dispatchEvent(new Event('focus'));
    await expect(picked).rejects.toMatchObject({ name: 'AbortError' });
  });
});
