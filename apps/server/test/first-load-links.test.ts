import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { linkHeadersOf } from '../src/plugins/first-load-links.ts';
import { createTestApp } from '../src/testing.ts';

const INDEX = '<!doctype html><html><body>件库</body></html>';
const SEARCH = ['/assets/search-prefetch-a1.js', '/assets/search.page-b2.js'];
const ITEM = ['/assets/catalog-prefetch-c3.js', '/assets/item-detail.page-d4.js'];
let dist: string;
let app: App;

const page = (url: string) =>
  app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
const linkOf = (files: string[]) => files.map((f) => `<${f}>; rel=modulepreload`).join(', ');

/** Writes first-load.json with a new modification time (the server reads it again when that changes). */
function writeFirstLoad(text: string, secondsAgo: number): void {
  const file = join(dist, 'first-load.json');
  writeFileSync(file, text);
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, at, at);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jianku-first-load-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFirstLoad(JSON.stringify({ search: SEARCH, item: ITEM }), 60);
  app = await createTestApp({ env: { WEB_DIST: dist } });
});

afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('index.html of a results or item page names its scripts in a Link header (issue 17)', () => {
  it('a results page (also in plugin mode and with a query) and an item page get their own scripts', async () => {
    for (const url of ['/part/search?keyWords=M8', '/plugin/component/search', '/mat/search']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers.link, url).toBe(linkOf(SEARCH));
    }
    for (const url of ['/part/detail/3', '/plugin/mat/detail/12?x=1']) {
      expect((await page(url)).headers.link, url).toBe(linkOf(ITEM));
    }
  });

  it('other pages, bad item ids and the API get no Link header', async () => {
    for (const url of ['/part', '/part/category/3', '/part/detail/abc', '/part/detail/0', '/login', '/404']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBeUndefined();
    }
    expect((await app.inject({ url: '/to/api/health' })).headers.link).toBeUndefined();
  });

  it('a new build is read again; a malformed or missing file sends no header and the page still loads', async () => {
    writeFirstLoad(JSON.stringify({ search: ['/assets/search.page-e5.js'] }), 30);
    expect((await page('/part/search')).headers.link).toBe(linkOf(['/assets/search.page-e5.js']));
    expect((await page('/part/detail/3')).headers.link).toBeUndefined();
    writeFirstLoad('{ "search": [', 20);
    const broken = await page('/part/search');
    expect(broken.statusCode).toBe(200);
    expect(broken.headers.link).toBeUndefined();
    rmSync(join(dist, 'first-load.json'));
    const missing = await page('/part/search');
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toBe(INDEX);
    expect(missing.headers.link).toBeUndefined();
  });
});

describe('linkHeadersOf: only scripts under /assets/ are ever named', () => {
  it('keeps a kind whose every entry is a script under /assets/, leaves out any other', () => {
    const headers = linkHeadersOf(
      JSON.stringify({
        search: ['/assets/a-1.js', '/assets/b.c-2.js'],
        item: ['/assets/a-1.js', 'https://evil.example/x.js'],
        other: ['/assets/x.js'],
      }),
    );
    expect(headers).toEqual({
      search: '</assets/a-1.js>; rel=modulepreload, </assets/b.c-2.js>; rel=modulepreload',
    });
    for (const text of ['', 'null', '[]', '"x"', '{"search":[]}', '{"search":"/assets/a.js"}']) {
      expect(linkHeadersOf(text), text).toEqual({});
    }
    for (const bad of [
      '/assets/a.css',
      '/assets/../x.js',
      '/assets/a.js>; rel=preload',
      '/x.js',
      '/assets/a b.js',
    ]) {
      expect(linkHeadersOf(JSON.stringify({ search: [bad] })), bad).toEqual({});
    }
  });
});
