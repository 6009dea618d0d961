/**
 * A real HTTP server for the lib's tests (node:http on 127.0.0.1, random port). jsdom's XMLHttpRequest really
 * connects to it, so the http client is tested end to end. Test-only: imported by *.test.ts files.
 *
 * Every JSON answer a scripted route gives on a path of the real API is checked against the real API's OpenAPI
 * document (built from the server's TypeBox schemas by the web project's global setup, apps/server/test/
 * openapi.global-setup.ts): a success answer against the route's response schema, an error answer against the
 * envelope. A scripted route on a path of the API's families that the real API does not have is a mismatch too.
 * Mismatches are collected, each with the name of the test that was running, and thrown by reset() and close()
 * (the tests' beforeEach/afterEach and afterAll), so a fake answer the real API could not give fails the run.
 * There is no switch to only print them. Paths outside the API's families (/to/api/ok, /to/api/boom: fixtures
 * of the http client's own tests) are not checked.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nodeSetImmediate } from 'node:timers/promises';
import { Ajv, type ValidateFunction } from 'ajv';
import Cookies from 'js-cookie';
import { expect, inject } from 'vitest';

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
  /**
   * answers `METHOD /path` (query ignored); later registrations replace earlier ones. `offContract` names why a
   * route answers what the real API never would (a broken answer the client must survive); its answers are not
   * checked against the real API.
   */
  route: (method: string, pathname: string, handler: RouteHandler, options?: { offContract: string }) => void;
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

declare module 'vitest' {
  export interface ProvidedContext {
    /** the real API's OpenAPI document (apps/server/test/openapi.global-setup.ts) */
    realApi: unknown;
  }
}

/** Path prefixes of the real API: a scripted route under one of them must be a route of the real API. */
const API_FAMILIES = [
  '/to/api/base/system/',
  '/to/api/base/org/',
  '/to/api/personal/',
  '/to/api/catalog/',
  '/to/api/search/',
  '/to/api/compare/',
  '/to/api/bom',
  '/to/api/materials/',
  '/to/api/public/',
  '/to/api/alternates',
  '/to/api/system/',
  '/to/api/health',
  '/to/api/vendor/',
  '/tool/api/front/',
];

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>
  >;
}

interface RealApiRoute {
  method: string;
  pattern: RegExp;
  template: string;
  success: ValidateFunction | null;
}

let realApiRoutes: RealApiRoute[] | undefined;

/** The routes of the real API with a validator of their success answer, from the provided OpenAPI document. */
function realApi(): RealApiRoute[] {
  if (realApiRoutes) return realApiRoutes;
  const doc = inject('realApi') as OpenApiDocument | undefined;
  if (!doc?.paths)
    throw new Error('test-server: no real API document (the web project global setup did not run)');
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  realApiRoutes = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
      realApiRoutes.push({
        method: method.toUpperCase(),
        pattern,
        template,
        success: schema ? ajv.compile(schema) : null,
      });
    }
  }
  return realApiRoutes;
}

/** Why a scripted answer could not come from the real API, or null when it could. */
export function realApiMismatch(
  method: string,
  pathname: string,
  status: number,
  body: string,
): string | null {
  if (!API_FAMILIES.some((prefix) => pathname.startsWith(prefix))) return null;
  const route = realApi().find((r) => r.method === method && r.pattern.test(pathname));
  if (!route) return `${method} ${pathname}: the real API has no such route`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null; // not JSON (a file download, a script): not described by a JSON schema
  }
  const envelope = json as { code?: unknown; msg?: unknown };
  if (status === 200 && envelope?.code === 0) {
    if (route.success && !route.success(json)) {
      const errors = (route.success.errors ?? [])
        .map((e) => `${e.instancePath || '/'} ${e.message}`)
        .join('; ');
      return `${method} ${pathname}: the answer does not match ${route.template}: ${errors}`;
    }
    return null;
  }
  if (!Number.isInteger(envelope?.code) || typeof envelope?.msg !== 'string') {
    return `${method} ${pathname}: an error answer without the envelope { code, msg, data }`;
  }
  return null;
}

/** Keeps what a handler sends, to check it against the real API once it is sent. */
function recordBody(res: ServerResponse): () => string {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  (res as { end: unknown }).end = (...args: unknown[]) => {
    const chunk = args[0];
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    return end(...args);
  };
  return () => Buffer.concat(chunks).toString('utf8');
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, RouteHandler>();
  const offContract = new Set<string>();
  const requests: RecordedRequest[] = [];
  const mismatches: string[] = [];
  realApi();
  const throwMismatches = () => {
    if (mismatches.length === 0) return;
    const list = mismatches.splice(0).join('\n');
    throw new Error(`scripted answers the real API could not give:\n${list}`);
  };
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
    const key = `${recorded.method} ${recorded.pathname}`;
    const handler = routes.get(key);
    if (!handler) {
      sendJson(res, { code: 404, msg: 'no route in test server', data: null }, 404);
      return;
    }
    const sent = recordBody(res);
    const test = expect.getState().currentTestName ?? 'outside a test';
    res.on('finish', () => {
      if (offContract.has(key)) return;
      const mismatch = realApiMismatch(recorded.method, recorded.pathname, res.statusCode, sent());
      if (mismatch) mismatches.push(`[${test}] ${mismatch}`);
    });
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
    route: (method, pathname, handler, options) => {
      const key = `${method.toUpperCase()} ${pathname}`;
      routes.set(key, handler);
      if (options?.offContract) offContract.add(key);
      else offContract.delete(key);
    },
    hits: (pathname) => requests.filter((r) => r.pathname === pathname),
    reset: () => {
      routes.clear();
      offContract.clear();
      requests.length = 0;
      throwMismatches();
    },
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      throwMismatches();
    },
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

/**
 * Resolves on the next turn of the real event loop, after every pending promise job: what a call started
 * without waiting (a request being opened) has happened by then. Node's own timer, untouched by fake timers.
 */
export function nextTurn(): Promise<void> {
  return nodeSetImmediate();
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
