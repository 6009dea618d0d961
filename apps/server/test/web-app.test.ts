import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp } from '../src/testing.ts';

const INDEX = '<!doctype html><html><head><script src="/config.js"></script></head><body>件库</body></html>';
let dist: string;
let app: App;
let unbuilt: App;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jianku-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-3f2a1b.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.ico'), 'ico');
  writeFileSync(join(dist, 'user-service.html'), '<p>用户服务协议</p>');
  const emptyDist = join(dist, 'not-built');
  mkdirSync(emptyDist);
  [app, unbuilt] = await Promise.all([
    createTestApp({ env: { WEB_DIST: dist } }),
    createTestApp({ env: { WEB_DIST: emptyDist } }),
  ]);
});

afterAll(async () => {
  await Promise.all([app?.close(), unbuilt?.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, instance: App = app) =>
  instance.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

describe('web app: static files and history fallback', () => {
  it('serves index.html at / with revalidation', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
  });

  it('hashed files under /assets/ are cached for a year; other files are revalidated', async () => {
    const asset = await app.inject({ url: '/assets/index-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app")');
    const icon = await app.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const terms = await page('/user-service.html');
    expect(terms.body).toBe('<p>用户服务协议</p>');
  });

  it('page routes reload: any page navigation gets index.html (history fallback)', async () => {
    for (const url of [
      '/part/search?keyWords=M8|M10&notAnalyzerKeyWords=',
      '/component/brand-detail/12?type=1',
      '/404',
      '/403?message=x&code=403',
      '/login?redirect=%2Fpart',
      '/plugin/wechatregister',
      '/part/detail/GB-T-5783-M8x1.25',
      '/tools',
      '/top',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const head = await app.inject({ method: 'HEAD', url: '/part', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(200);
  });

  it('missing files, non-page requests and API paths are 404 in the envelope, never index.html', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/assets/missing-123.js', { accept: 'text/html' }, '请求的资源不存在'],
      ['/missing.png', { accept: 'text/html' }, '请求的资源不存在'],
      ['/part/search', { accept: 'application/json' }, '请求的资源不存在'],
      ['/to/api/unknown', { accept: 'text/html' }, '接口不存在'],
      ['/tool/3dviewer', { accept: 'text/html' }, '接口不存在'],
      ['/to/portal/part', { accept: 'text/html' }, '接口不存在'],
    ];
    for (const [url, headers, msg] of cases) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 404, msg, data: null });
    }
    const post = await app.inject({ method: 'POST', url: '/part/search', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });

  it('/config.js stays the script even when the browser asks for HTML', async () => {
    const res = await page('/config.js');
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('window.__JIANKU_CONFIG__ = ')).toBe(true);
  });

  it('no path leaves WEB_DIST', async () => {
    for (const url of ['/../package.json', '/assets/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await app.inject({ url, headers: { accept: 'application/json' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('without a built index.html, pages answer 503 with a Chinese explanation; the API still works', async () => {
    const res = await page('/part/search', unbuilt);
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('前端尚未构建');
    expect(res.body).toContain('npm run build');
    expect((await page('/', unbuilt)).statusCode).toBe(503);
    expect((await unbuilt.inject({ url: '/to/api/health' })).statusCode).toBe(200);
  });
});
