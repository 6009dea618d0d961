/**
 * A real HTTP server for the lib's tests (node:http on 127.0.0.1, random port). jsdom's XMLHttpRequest really
 * connects to it, so the http client is tested end to end. Test-only: imported by *.test.ts files.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Cookies from 'js-cookie';

export interface RecordedRequest {
  method: string;
  /** path and query */
  url: string;
  pathname: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type RouteHandler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface TestServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** the same server under another origin (http://localhost:<port>), for cross-origin calls */
  altOrigin: string;
  /** every request but CORS preflights, in arrival order */
  requests: RecordedRequest[];
  /** answers `METHOD /path` (query ignored); later registrations replace earlier ones */
  route: (method: string, pathname: string, handler: RouteHandler) => void;
  /** requests to a path */
  hits: (pathname: string) => RecordedRequest[];
  reset: () => void;
  close: () => Promise<void>;
}

/** Sends a JSON body. */
export function sendJson(
  res: ServerResponse,
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

/** Sends the response envelope { code, msg, data }. */
export function sendEnvelope(
  res: ServerResponse,
  data: unknown,
  code = 0,
  msg = '',
  headers: Record<string, string> = {},
): void {
  sendJson(res, { code, msg, data }, 200, headers);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, RouteHandler>();
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    // CORS for calls from the page's origin to the other one (the open origin in tests).
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'track_code');
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
      res.writeHead(204);
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://test.invalid');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      pathname: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: await readBody(req),
    };
    requests.push(recorded);
    const handler = routes.get(`${recorded.method} ${recorded.pathname}`);
    if (!handler) {
      sendJson(res, { code: 404, msg: 'no route in test server', data: null }, 404);
      return;
    }
    try {
      await handler(recorded, res);
    } catch (error) {
      if (!res.headersSent) sendJson(res, { code: 500, msg: String(error), data: null }, 500);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    altOrigin: `http://localhost:${port}`,
    requests,
    route: (method, pathname, handler) => {
      routes.set(`${method.toUpperCase()} ${pathname}`, handler);
    },
    hits: (pathname) => requests.filter((r) => r.pathname === pathname),
    reset: () => {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

interface JsdomHandle {
  reconfigure: (options: { url?: string }) => void;
}

/** Moves the jsdom page to another URL without loading it (vitest exposes the JSDOM instance as `jsdom`). */
export function setPageUrl(url: string): void {
  const dom = (globalThis as { jsdom?: JsdomHandle }).jsdom;
  if (!dom) throw new Error('setPageUrl needs the jsdom test environment');
  dom.reconfigure({ url });
}

/** Removes every cookie visible to the page. */
export function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

/** Resolves after `ms` real milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface JarCookie {
  key: string;
  value: string;
  expires: Date | 'Infinity';
  domain: string | null;
  hostOnly: boolean | null;
}

/** A cookie as jsdom's cookie jar holds it for the page URL (expiry and domain included), or undefined. */
export function cookieDetails(name: string): JarCookie | undefined {
  const dom = (globalThis as { jsdom?: { cookieJar: { getCookiesSync: (url: string) => JarCookie[] } } })
    .jsdom;
  if (!dom) throw new Error('cookieDetails needs the jsdom test environment');
  return dom.cookieJar.getCookiesSync(window.location.href).find((cookie) => cookie.key === name);
}

/** Milliseconds from now until a cookie expires (NaN for a session cookie). */
export function cookieLifetime(name: string): number {
  const expires = cookieDetails(name)?.expires;
  return expires instanceof Date ? expires.getTime() - Date.now() : Number.NaN;
}

type Listener = (...args: unknown[]) => void;
interface EmitterLike {
  listeners: (event: string) => Listener[];
  removeAllListeners: (event: string) => void;
  on: (event: string, listener: Listener) => void;
}

/**
 * Collects the errors jsdom reports on its console that match `pattern` (e.g. a refused connection) instead of
 * printing them, for tests that fail a request on purpose; other errors are reported as usual. Returns the
 * collected errors and a restore function.
 */
export function captureJsdomErrors(pattern: RegExp): { errors: Error[]; restore: () => void } {
  const dom = (globalThis as { jsdom?: { virtualConsole: EmitterLike } }).jsdom;
  if (!dom) throw new Error('captureJsdomErrors needs the jsdom test environment');
  const console = dom.virtualConsole;
  const previous = console.listeners('jsdomError');
  const errors: Error[] = [];
  console.removeAllListeners('jsdomError');
  console.on('jsdomError', (error) => {
    if (error instanceof Error && pattern.test(error.message)) errors.push(error);
    else for (const listener of previous) listener(error);
  });
  return {
    errors,
    restore: () => {
      console.removeAllListeners('jsdomError');
      for (const listener of previous) console.on('jsdomError', listener);
    },
  };
}
