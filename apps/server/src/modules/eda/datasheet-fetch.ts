/**
 * Fetches an item's datasheet PDF for the item page's first-page preview (issue 12), from the address the
 * catalogue holds (never an address the request names), and keeps it on disk by the address's SHA-256.
 *
 * Limits: http(s) only; every hop (up to 3 redirects) must resolve to public addresses: loopback, private,
 * link-local, carrier-grade NAT, unique-local, multicast and unspecified ranges are refused (no SSRF into the
 * host or its network), loopback only allowed by DATASHEET_ALLOW_LOOPBACK (tests); 10 s; 20 MB; the body must
 * be a PDF (%PDF-). DNS rebinding: each hop's host is resolved once, every address it gave is checked, and
 * the connection goes to the checked address itself (a `lookup` that answers it, no second DNS query), so a
 * name that answers a public address to the check and a private one to the connection reaches nothing.
 */
import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { join } from 'node:path';

export const DATASHEET_MAX_BYTES = 20 * 1024 * 1024;
export const DATASHEET_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

export interface DatasheetFetchOptions {
  cacheDir: string;
  allowLoopback: boolean;
  /** how a hostname is resolved (default: the system resolver); tests give their own */
  resolve?: DatasheetResolver;
}

/** Why a datasheet could not be had (logged; the page shows 预览暂不可用). */
export class DatasheetUnavailable extends Error {}

const INTERNAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['::ffff:0:0', 96],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** A hostname's addresses (the system resolver by default; tests give their own). */
export type DatasheetResolver = (hostname: string) => Promise<string[]>;

const systemResolver: DatasheetResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Refuses an internal address (loopback only when allowed). */
function checkAddress(address: string, allowLoopback: boolean): void {
  if (LOOPBACK.check(address, family(address))) {
    if (allowLoopback) return;
    throw new DatasheetUnavailable(`loopback address ${address}`);
  }
  if (INTERNAL.check(address, family(address))) throw new DatasheetUnavailable(`internal address ${address}`);
}

/**
 * The one address this hop connects to: the host resolved once, every address it resolved to checked (one
 * internal address refuses the host), the first kept. The connection then goes to that very address
 * (pinnedLookup), so a second DNS answer cannot swap in another one.
 */
async function checkedAddress(host: string, options: DatasheetFetchOptions): Promise<string> {
  const name = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(name)
    ? [name]
    : await (options.resolve ?? systemResolver)(name).catch(() => {
        throw new DatasheetUnavailable(`cannot resolve ${name}`);
      });
  if (addresses.length === 0) throw new DatasheetUnavailable(`no address for ${name}`);
  for (const address of addresses) checkAddress(address, options.allowLoopback);
  return addresses[0] as string;
}

/** A `lookup` for http(s).request that answers the checked address whatever the name (no second DNS query). */
function pinnedLookup(address: string): LookupFunction {
  const fam = isIP(address) === 6 ? 6 : 4;
  return (_hostname, opts, callback) => {
    if (opts.all) callback(null, [{ address, family: fam }]);
    else callback(null, address, fam);
  };
}

/** One request to the checked address (TLS still checks the certificate against the URL's hostname). */
function requestPinned(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { lookup: pinnedLookup(address), agent: false, signal }, resolve);
    req.on('error', (err) => reject(new DatasheetUnavailable(`fetch failed: ${err.message}`)));
    req.end();
  });
}

/** Reads the body up to max bytes (refused beyond). */
async function readLimited(res: IncomingMessage, max: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length'] ?? 0);
  if (declared > max) throw new DatasheetUnavailable(`too large (${declared} bytes)`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > max) {
      res.destroy();
      throw new DatasheetUnavailable(`too large (over ${max} bytes)`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function download(address: string, options: DatasheetFetchOptions): Promise<Buffer> {
  let url = new URL(address);
  const signal = AbortSignal.timeout(DATASHEET_TIMEOUT_MS);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new DatasheetUnavailable(`not http(s): ${url.protocol}`);
    const res = await requestPinned(url, await checkedAddress(url.hostname, options), signal);
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (status >= 300 && status < 400 && location) {
      res.destroy();
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      res.destroy();
      throw new DatasheetUnavailable(`HTTP ${status}`);
    }
    const body = await readLimited(res, DATASHEET_MAX_BYTES).catch((err: unknown) => {
      if (err instanceof DatasheetUnavailable) throw err;
      throw new DatasheetUnavailable(`read failed: ${(err as Error).message}`);
    });
    if (body.subarray(0, 5).toString('latin1') !== '%PDF-') throw new DatasheetUnavailable('not a PDF');
    return body;
  }
  throw new DatasheetUnavailable('too many redirects');
}

/** The datasheet's bytes: from the disk cache, else fetched (and kept). Throws DatasheetUnavailable. */
export async function datasheetPdf(address: string, options: DatasheetFetchOptions): Promise<Buffer> {
  const file = join(options.cacheDir, `${createHash('sha256').update(address).digest('hex')}.pdf`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return cached;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new DatasheetUnavailable('not an address');
  }
  const body = await download(url.href, options);
  await mkdir(options.cacheDir, { recursive: true });
  const part = `${file}.${process.pid}.part`;
  await writeFile(part, body);
  await rename(part, file);
  return body;
}
