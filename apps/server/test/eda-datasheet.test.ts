// The item page's datasheet preview (issue 12): GET /to/api/eda/items/:id/datasheet fetches the catalogue's
// datasheet address on the server (a real PDF made by Chromium, served by a real loopback HTTP server; loopback
// allowed by this test's DATASHEET_ALLOW_LOOPBACK only), keeps it on disk, and refuses what it must: internal
// addresses, non-PDF answers, items without a datasheet. Never a 500.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type SeededTestApp } from '../src/catalog.testing.ts';
import { DATASHEET_NONE, DATASHEET_UNAVAILABLE } from '../src/modules/eda/datasheet.routes.ts';
import { SMALL_SEED_SIZE } from '../src/testing.ts';

let open: SeededTestApp;
let strict: SeededTestApp;
let server: Server;
let origin: string;
let pdf: Buffer;
let pdfDir: string;
let requests = 0;

beforeAll(async () => {
  pdfDir = await mkdtemp(join(tmpdir(), 'jianku-datasheet-pdf-'));
  const file = join(pdfDir, 'rc0603.pdf');
  execFileSync('/usr/bin/chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    `--print-to-pdf=${file}`,
    'data:text/html;charset=utf-8,<h1>RC0603 chip resistor datasheet</h1><p>page 1</p>',
  ]);
  pdf = await readFile(file);
  server = createServer((req, res) => {
    requests++;
    if (req.url === '/rc0603.pdf') res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    else if (req.url === '/moved') res.writeHead(302, { location: '/rc0603.pdf' }).end();
    else if (req.url === '/to-private') res.writeHead(302, { location: 'http://10.1.2.3/x.pdf' }).end();
    else if (req.url === '/page.html')
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  open = await createSeededTestApp('jianku-eda-datasheet-', SMALL_SEED_SIZE, {
    DATASHEET_ALLOW_LOOPBACK: 'true',
  });
  strict = await createSeededTestApp('jianku-eda-datasheet-strict-', SMALL_SEED_SIZE);
}, 180_000);

afterAll(async () => {
  await open?.close();
  await strict?.close();
  await new Promise((resolve) => server?.close(resolve));
  await rm(pdfDir, { recursive: true, force: true });
});

/** A component of the seed, its datasheet address set to url. */
async function itemWith(app: SeededTestApp, url: string | null): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    update item set datasheet_url = ${url}
    where id = (select min(id) from item where kind = 2 and org_id is null) returning id`.execute(
    app.app.database.db,
  );
  return Number(rows[0]?.id);
}

describe('datasheet preview source (GET /eda/items/:id/datasheet)', () => {
  it('fetches the PDF from the catalogue address, follows a redirect, and keeps it on disk', async () => {
    const id = await itemWith(open, `${origin}/moved`);
    const res = await open.get(`/eda/items/${id}/datasheet`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf)).toBe(true);
    const before = requests;
    const again = await open.get(`/eda/items/${id}/datasheet`);
    expect(again.rawPayload.equals(pdf)).toBe(true);
    expect(requests).toBe(before); // from the disk cache
    expect((await readdir(join(open.dataDir, 'datasheets'))).filter((f) => f.endsWith('.pdf'))).toHaveLength(
      1,
    );
  });

  it('refuses loopback without the test setting, internal redirects and non-PDF answers: 503 in Chinese', async () => {
    const cases: Array<[SeededTestApp, string]> = [
      [strict, `${origin}/rc0603.pdf`],
      [open, `${origin}/to-private`],
      [open, `${origin}/page.html`],
      [open, `${origin}/missing.pdf`],
      [open, 'http://10.0.0.8/ds.pdf'],
      [open, 'http://[::ffff:127.0.0.1]/ds.pdf'],
      [open, 'ftp://example.com/ds.pdf'],
    ];
    for (const [app, url] of cases) {
      const id = await itemWith(app, url);
      const res = await app.get(`/eda/items/${id}/datasheet`);
      expect(res.statusCode, url).toBe(503);
      expect(res.json().msg, url).toBe(DATASHEET_UNAVAILABLE);
    }
  });

  it('an item without a datasheet answers 404 该条目没有数据手册; a bad id 400', async () => {
    const id = await itemWith(open, null);
    const res = await open.get(`/eda/items/${id}/datasheet`);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(DATASHEET_NONE);
    expect((await open.get('/eda/items/abc/datasheet')).statusCode).toBe(400);
  });
});
