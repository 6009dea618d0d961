// The datasheet fetch and DNS rebinding (issue 12, datasheet-fetch.ts): each hop's host is resolved once,
// every address it gave is checked, and the connection goes to exactly the checked address. The names below
// (*.datasheet.test) exist only in this test's resolver (the system resolver knows no .test name), so a PDF
// that arrives proves the connection used the checked address, and a name resolving to a private address is
// refused before any connection. A real PDF (Chromium) served by a real loopback HTTP server.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DatasheetResolver,
  DatasheetUnavailable,
  datasheetPdf,
} from '../src/modules/eda/datasheet-fetch.ts';

let server: Server;
let port: number;
let pdf: Buffer;
let dir: string;
const hosts: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jianku-datasheet-dns-'));
  const file = join(dir, 'ds.pdf');
  execFileSync('/usr/bin/chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    `--print-to-pdf=${file}`,
    'data:text/html;charset=utf-8,<h1>FH12 FPC connector datasheet</h1>',
  ]);
  pdf = await readFile(file);
  server = createServer((req, res) => {
    hosts.push(String(req.headers.host));
    if (req.url === '/ds.pdf') res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    else if (req.url === '/to-private-name')
      res.writeHead(302, { location: `http://private.datasheet.test:${port}/ds.pdf` }).end();
    else if (req.url === '/to-public-name')
      res.writeHead(302, { location: `http://public.datasheet.test:${port}/ds.pdf` }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** A resolver of this test's names; `answers` gives each name's successive answers (the last one repeats). */
function resolver(answers: Record<string, string[][]>) {
  const calls: string[] = [];
  const resolve: DatasheetResolver = async (name) => {
    calls.push(name);
    const list = answers[name];
    if (!list) throw new Error(`ENOTFOUND ${name}`);
    const seen = calls.filter((c) => c === name).length;
    return list[Math.min(seen, list.length) - 1] ?? [];
  };
  return { resolve, calls };
}

const fetchWith = async (url: string, resolve: DatasheetResolver, allowLoopback = true) =>
  datasheetPdf(url, { cacheDir: await mkdtemp(join(dir, 'cache-')), allowLoopback, resolve });

describe('datasheet fetch: one DNS answer per hop, checked, and connected to', () => {
  it('connects to the address the check passed (a name only the test resolver knows), resolving it once', async () => {
    // a rebinding name: loopback (allowed here) at the check, then a private address to any later query
    const { resolve, calls } = resolver({ 'rebind.datasheet.test': [['127.0.0.1'], ['10.0.0.7']] });
    const body = await fetchWith(`http://rebind.datasheet.test:${port}/ds.pdf`, resolve);
    expect(body.equals(pdf)).toBe(true);
    expect(calls).toEqual(['rebind.datasheet.test']);
    expect(hosts.at(-1)).toBe(`rebind.datasheet.test:${port}`); // the Host header keeps the name
  });

  it('refuses a name resolving to a private address, or to any internal address among public ones', async () => {
    const { resolve } = resolver({
      'private.datasheet.test': [['10.1.2.3']],
      'mixed.datasheet.test': [['93.184.215.14', '192.168.1.20']],
      'link.datasheet.test': [['169.254.169.254']],
      'v6.datasheet.test': [['fd00::1']],
      'loop.datasheet.test': [['127.0.0.1']],
      'none.datasheet.test': [[]],
    });
    const before = hosts.length;
    for (const [name, allowLoopback] of [
      ['private', true],
      ['mixed', true],
      ['link', true],
      ['v6', true],
      ['loop', false],
      ['none', true],
      ['unknown', true],
    ] as const) {
      await expect(
        fetchWith(`http://${name}.datasheet.test:${port}/ds.pdf`, resolve, allowLoopback),
        name,
      ).rejects.toBeInstanceOf(DatasheetUnavailable);
    }
    expect(hosts.length).toBe(before); // refused before connecting
  });

  it('checks every redirect hop the same way', async () => {
    const { resolve, calls } = resolver({
      'start.datasheet.test': [['127.0.0.1']],
      'private.datasheet.test': [['10.1.2.3']],
      'public.datasheet.test': [['127.0.0.1']],
    });
    await expect(fetchWith(`http://start.datasheet.test:${port}/to-private-name`, resolve)).rejects.toThrow(
      /internal address 10\.1\.2\.3/,
    );
    const body = await fetchWith(`http://start.datasheet.test:${port}/to-public-name`, resolve);
    expect(body.equals(pdf)).toBe(true);
    expect(calls).toEqual([
      'start.datasheet.test',
      'private.datasheet.test',
      'start.datasheet.test',
      'public.datasheet.test',
    ]);
  });
});
