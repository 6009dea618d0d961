/**
 * Transfer (issue 17): the web app's files are served from the brotli/gzip copies made at build time, API
 * answers over 1 KB are compressed on the fly, small answers and partial (Range) answers are not.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp } from '../src/testing.ts';

const SCRIPT = `console.log(${JSON.stringify('件库'.repeat(2000))});\n`;
let dist: string;
let app: App;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jianku-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body>件库</body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  // what the build writes beside each file (vite-plugin-compression2 in apps/web/vite.config.ts)
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  app = await createTestApp({ env: { WEB_DIST: dist } });
});

afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

const asset = (encoding?: string, extra: Record<string, string> = {}) =>
  app.inject({
    url: '/assets/index-abc123.js',
    headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...extra },
  });

describe('compression: built files', () => {
  it('a client accepting brotli gets the .br copy, with long caching and Vary', async () => {
    const res = await asset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
  });

  it('a gzip-only client gets the .gz copy; a client without accept-encoding gets the file as it is', async () => {
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

describe('compression: API answers', () => {
  it('a large JSON answer is compressed for a client that accepts it, and decodes to the same JSON', async () => {
    const plain = await app.inject({ url: '/to/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await app.inject({ url: '/to/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await app.inject({ url: '/to/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('an answer under 1 KB is sent as it is', async () => {
    const res = await app.inject({ url: '/to/api/health/live', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a 404 in the envelope stays readable JSON whatever the client accepts', async () => {
    const res = await app.inject({ url: '/to/api/no-such-route', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    const body =
      res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    expect(JSON.parse(body).msg).toBe('接口不存在');
  });
});
