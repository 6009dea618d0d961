import { ErrorLevel, ErrorMessage } from '@jianku/rules';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../stores/app.store.ts';
import { useErrorDialogStore } from '../stores/error-dialog.store.ts';
import {
  authCookieNames,
  getAccessToken,
  getLastActivity,
  setAccessToken,
  setCompanyId,
} from './auth-storage.ts';
import { JkError } from './errors.ts';
import {
  API_BASE,
  get,
  http,
  inflightCount,
  post,
  REQUEST_STEPS,
  request,
  resolveBaseURL,
  setUnauthorizedHandler,
} from './http.ts';
import { bindNavigate } from './navigate.ts';
import {
  captureJsdomErrors,
  clearCookies,
  cookieLifetime,
  sendEnvelope,
  sendJson,
  setPageUrl,
  sleep,
  startTestServer,
  type TestServer,
} from './test-support/test-server.ts';

let server: TestServer;
/** Requests to a closed port are made on purpose here; jsdom's reports of them are collected, not printed. */
let refused: ReturnType<typeof captureJsdomErrors>;
const navigations: string[] = [];

beforeAll(async () => {
  refused = captureJsdomErrors(/ECONNREFUSED/);
  server = await startTestServer();
  bindNavigate((to) => navigations.push(to));
});
afterAll(async () => {
  await server.close();
  refused.restore();
});

beforeEach(() => {
  setPageUrl(`${server.origin}/part/search?keyWords=M8`);
  window.__JIANKU_CONFIG__ = { openOrigin: server.altOrigin };
  server.reset();
  clearCookies();
  useAppStore.getState().reset();
  useErrorDialogStore.getState().reset();
  navigations.length = 0;
});
afterEach(() => {
  setUnauthorizedHandler(null);
  vi.useRealTimers();
});

/** Catches the JkError a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<JkError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(JkError);
    return error as JkError;
  }
  throw new Error('expected the request to fail');
}

describe('request interceptors (spec §7 common request rules)', () => {
  it('run in a fixed, named order: base URL, authorization, tenant id, channel, timeout', () => {
    expect(REQUEST_STEPS.map((step) => step.name)).toEqual([
      'baseUrl',
      'authorization',
      'tenantId',
      'channel',
      'timeout',
    ]);
  });

  it('SPEC-7.06 paths go to /to/api on the current host; /tool/api goes to the open origin', async () => {
    server.route('GET', '/to/api/base/ping', (_req, res) => sendEnvelope(res, 'portal'));
    server.route('GET', '/tool/api/ping', (_req, res) => sendEnvelope(res, 'open'));
    expect(await get('/base/ping')).toBe('portal');
    expect(await get('/tool/api/ping')).toBe('open');
    const [portal, open] = server.requests;
    expect(portal?.url).toBe('/to/api/base/ping');
    expect(portal?.headers.host).toBe(new URL(server.origin).host);
    expect(open?.url).toBe('/tool/api/ping');
    expect(open?.headers.host).toBe(new URL(server.altOrigin).host);
  });

  it('SPEC-7.07 paths that carry another base path (/to/portal/part, /tool/ocr…) are sent as they are', async () => {
    server.route('GET', '/to/portal/part/list', (_req, res) => sendEnvelope(res, [1]));
    expect(await get('/to/portal/part/list')).toEqual([1]);
    expect(server.requests[0]?.url).toBe('/to/portal/part/list');
    expect(resolveBaseURL('/tool/ocr/x')).toBe('');
    expect(resolveBaseURL('base/file')).toBe(API_BASE);
    expect(resolveBaseURL('https://cdn.example.com/a.png')).toBe('');
  });

  it('SPEC-7.06 without a configured open origin, /tool/api stays on the current host', async () => {
    window.__JIANKU_CONFIG__ = {};
    server.route('GET', '/tool/api/ping', (_req, res) => sendEnvelope(res, 'same host'));
    expect(await get('/tool/api/ping')).toBe('same host');
    expect(server.requests[0]?.headers.host).toBe(new URL(server.origin).host);
  });

  it('SPEC-7.01 sends a bearer Authorization header only when a token exists (and not with skipAuth)', async () => {
    server.route('GET', '/to/api/who', (req, res) => sendEnvelope(res, req.headers.authorization ?? null));
    expect(await get('/who')).toBeNull();
    setAccessToken('tok-123');
    expect(await get('/who')).toBe('Bearer tok-123');
    expect(await get('/who', undefined, { skipAuth: true })).toBeNull();
  });

  it('SPEC-7.02 SPEC-6.09 sends tenant-id from the company id cookie when one exists', async () => {
    server.route('GET', '/to/api/tenant', (req, res) => sendEnvelope(res, req.headers['tenant-id'] ?? null));
    expect(await get('/tenant')).toBeNull();
    setCompanyId(42);
    expect(await get('/tenant')).toBe('42');
  });

  it('SPEC-7.03 sends the channel header from the app store', async () => {
    server.route('GET', '/to/api/channel', (req, res) => sendEnvelope(res, req.headers.channel ?? null));
    expect(await get('/channel')).toBeNull();
    useAppStore.getState().setChannel(201);
    expect(await get('/channel')).toBe('201');
  });

  it('SPEC-7.04 SPEC-9.01 every request gets the 60-second timeout unless it sets its own', async () => {
    server.route('GET', '/to/api/t', (_req, res) => sendEnvelope(res, null));
    const response = await http.get('/t');
    expect(response.config.timeout).toBe(60_000);
    const custom = await http.get('/t', { timeout: 5000 });
    expect(custom.config.timeout).toBe(5000);
  });
});

describe('responses (spec §3 envelope, §8 HTTP failures)', () => {
  it('SPEC-3.37 code 0 resolves to the envelope data; files asked for as blob or text are passed on as they are', async () => {
    server.route('GET', '/to/api/ok', (_req, res) => sendEnvelope(res, { id: 7, name: 'M8 螺栓' }));
    server.route('GET', '/to/api/file.txt', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('M8,M10');
    });
    expect(await get('/ok')).toEqual({ id: 7, name: 'M8 螺栓' });
    expect(await get('/file.txt', undefined, { responseType: 'text' })).toBe('M8,M10');
  });

  it('SPEC-8.01 a 200 answer without a code (a bare object, a list, an HTML page, an empty body) is error 100001 Unknow Error, shown in the dialog', async () => {
    server.route('GET', '/to/api/bare', (_req, res) => sendJson(res, { data: { id: 7 } }));
    server.route('GET', '/to/api/list', (_req, res) => sendJson(res, ['a', 'b']));
    server.route('GET', '/to/api/page', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><html><body>件库</body></html>');
    });
    server.route('GET', '/to/api/empty', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end();
    });
    for (const path of ['/bare', '/list', '/page', '/empty']) {
      const err = await failure(get(path, undefined, { skipErrorHandler: true }));
      expect(err, path).toMatchObject({ code: 100001, message: ErrorMessage.unknow, redirect: false });
      expect(err.position).toBe(`GET /to/api${path}`);
    }
    await failure(get('/bare'));
    expect(useErrorDialogStore.getState().current).toMatchObject({
      code: 100001,
      message: ErrorMessage.unknow,
    });
    expect(navigations).toEqual([]);
  });

  it('SPEC-8.06 SPEC-3.37 SPEC-3.38 a non-zero envelope code rejects with that code, the msg, and the track_code hash', async () => {
    server.route('POST', '/to/api/save', (_req, res) =>
      sendEnvelope(res, null, 1002000007, '该手机号未注册', { track_code: 'trace-9f2' }),
    );
    const err = await failure(post('/save', { a: 1 }, { skipErrorHandler: true }));
    expect(err).toMatchObject({
      code: 1002000007,
      message: '该手机号未注册',
      type: 'business',
      hash: 'trace-9f2',
      level: ErrorLevel.error,
      muted: false,
      redirect: false,
      position: 'POST /to/api/save',
    });
    expect(err.name).toBe('BusinessError');
    expect(err.instance).toEqual({ code: 1002000007, msg: '该手机号未注册', data: null });
  });

  it('SPEC-8.06 the message field is used when there is no msg; SPEC-8.01 no message at all gives the default', async () => {
    server.route('GET', '/to/api/m1', (_req, res) =>
      sendJson(res, { code: 1005002001, message: '私有库不可用', data: null }),
    );
    server.route('GET', '/to/api/m2', (_req, res) => sendJson(res, { code: 1005002001, data: null }));
    expect((await failure(get('/m1', undefined, { skipErrorHandler: true }))).message).toBe('私有库不可用');
    expect((await failure(get('/m2', undefined, { skipErrorHandler: true }))).message).toBe(
      ErrorMessage.default,
    );
  });

  it('SPEC-8.05 a string body becomes the message, with the HTTP status as code', async () => {
    server.route('GET', '/to/api/text', (_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('上游服务不可用');
    });
    const err = await failure(get('/text', undefined, { skipErrorHandler: true }));
    expect(err).toMatchObject({ code: 502, message: '上游服务不可用', type: 'http' });
  });

  it('SPEC-8.05 an HTML error page is not shown as a message', async () => {
    server.route('GET', '/to/api/html', (_req, res) => {
      res.writeHead(503, { 'Content-Type': 'text/html' });
      res.end('<html><body>503 Service Unavailable</body></html>');
    });
    const err = await failure(get('/html', undefined, { skipErrorHandler: true }));
    expect(err.code).toBe(503);
    // the error table's message for the status (503 服务暂不可用), never the page's markup
    expect(err.message).toBe(ErrorMessage.serviceUnavailable);
    expect(err.message).not.toContain('<');
  });

  it('an HTTP error status with an envelope uses the envelope code and msg', async () => {
    server.route('POST', '/to/api/v', (_req, res) =>
      sendJson(res, { code: 100400, msg: '请求参数不正确', data: null }, 400),
    );
    const err = await failure(post('/v', {}, { skipErrorHandler: true }));
    expect(err).toMatchObject({ code: 100400, message: '请求参数不正确', type: 'http' });
  });

  it('SPEC-8.03 a timeout becomes code 408 with the timeout message', async () => {
    server.route('GET', '/to/api/slow', async (_req, res) => {
      await sleep(400);
      sendEnvelope(res, 'late');
    });
    const err = await failure(get('/slow', undefined, { timeout: 80, skipErrorHandler: true }));
    expect(err).toMatchObject({ code: 408, message: ErrorMessage.timeout, type: 'timeout', muted: false });
  });

  it('SPEC-8.04 no response becomes code 421', async () => {
    const closed = await startTestServer();
    const origin = closed.origin;
    await closed.close();
    const err = await failure(get(`${origin}/to/api/gone`, undefined, { skipErrorHandler: true }));
    expect(err).toMatchObject({ code: 421, message: ErrorMessage.noResponse, type: 'network' });
    await vi.waitFor(() => expect(refused.errors.map((e) => e.message).join()).toMatch(/ECONNREFUSED/));
  });

  it('SPEC-8.02 SPEC-8.14 a cancelled request becomes a muted 499 and shows nothing', async () => {
    server.route('GET', '/to/api/slow', async (_req, res) => {
      await sleep(300);
      sendEnvelope(res, 'late');
    });
    const controller = new AbortController();
    const pending = failure(get('/slow', undefined, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 30);
    const err = await pending;
    expect(err).toMatchObject({ code: 499, muted: true, type: 'abort', level: ErrorLevel.info });
    expect(useErrorDialogStore.getState().current).toBeNull();
    expect(navigations).toEqual([]);
  });
});

describe('error handling of failed requests (spec §8 handling by code)', () => {
  it('SPEC-8.12 a failed request opens the error dialog unless the caller handles it (skipErrorHandler)', async () => {
    server.route('GET', '/to/api/boom', (_req, res) => sendEnvelope(res, null, 500, 'NullPointerException'));
    await failure(get('/boom', undefined, { skipErrorHandler: true }));
    expect(useErrorDialogStore.getState().current).toBeNull();
    await failure(get('/boom'));
    expect(useErrorDialogStore.getState().current).toMatchObject({
      code: 500,
      message: ErrorMessage.systemBusy,
    });
  });

  it('SPEC-8.08 SPEC-6.10 an envelope 401 sends the user to login with a redirect back', async () => {
    server.route('GET', '/to/api/me', (_req, res) => sendEnvelope(res, null, 401, '账号未登录'));
    const err = await failure(get('/me'));
    expect(err).toMatchObject({ code: 401, redirect: true, level: ErrorLevel.danger });
    expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/part/search?keyWords=M8')}`]);
    expect(useErrorDialogStore.getState().current).toBeNull();
  });

  it('SPEC-8.09 an HTTP 403 sends the user to /403 with message and code', async () => {
    server.route('GET', '/to/api/admin', (_req, res) =>
      sendJson(res, { code: 403, msg: '没有该操作权限', data: null }, 403),
    );
    await failure(get('/admin'));
    expect(navigations).toEqual([`/403?message=${encodeURIComponent('没有该操作权限')}&code=403`]);
  });
});

describe('SPEC-7.05 identical in-flight GETs are shared', () => {
  beforeEach(() => {
    let n = 0;
    server.route('GET', '/to/api/count', async (req, res) => {
      n += 1;
      await sleep(60);
      sendEnvelope(res, { n, q: req.query.get('q') });
    });
  });

  it('SPEC-7.05 two identical GETs in flight make one network request and both get the result', async () => {
    const [a, b] = await Promise.all([get('/count', { q: 'M8' }), get('/count', { q: 'M8' })]);
    expect(a).toEqual({ n: 1, q: 'M8' });
    expect(b).toEqual({ n: 1, q: 'M8' });
    expect(b).not.toBe(a);
    expect(server.hits('/to/api/count')).toHaveLength(1);
    expect(inflightCount()).toBe(0);
  });

  it('SPEC-7.05 different params, different headers, POSTs and GETs made after the first finished are not shared', async () => {
    await Promise.all([get('/count', { q: 'M8' }), get('/count', { q: 'M10' })]);
    expect(server.hits('/to/api/count')).toHaveLength(2);
    await Promise.all([
      get('/count', { q: 'M8' }),
      get('/count', { q: 'M8' }, { headers: { 'X-Extra': '1' } }),
    ]);
    expect(server.hits('/to/api/count')).toHaveLength(4);
    await get('/count', { q: 'M8' });
    await get('/count', { q: 'M8' });
    expect(server.hits('/to/api/count')).toHaveLength(6);
    server.route('POST', '/to/api/count', (_req, res) => sendEnvelope(res, 'posted'));
    await Promise.all([post('/count', { q: 1 }), post('/count', { q: 1 })]);
    expect(server.hits('/to/api/count').filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('SPEC-7.05 a token change makes a different request (the headers differ)', async () => {
    const first = get('/count', { q: 'x' });
    await vi.waitFor(() => expect(server.hits('/to/api/count')).toHaveLength(1));
    setAccessToken('other');
    const second = get('/count', { q: 'x' });
    await Promise.all([first, second]);
    expect(server.hits('/to/api/count')).toHaveLength(2);
  });

  it('SPEC-7.05 one caller cancelling does not cancel the other; the network request runs once', async () => {
    const controller = new AbortController();
    const cancelled = failure(get('/count', { q: 'c' }, { signal: controller.signal }));
    const kept = get('/count', { q: 'c' });
    await vi.waitFor(() => expect(server.hits('/to/api/count')).toHaveLength(1));
    controller.abort();
    expect((await cancelled).code).toBe(499);
    expect(await kept).toEqual({ n: 1, q: 'c' });
    expect(server.hits('/to/api/count')).toHaveLength(1);
  });

  it('SPEC-7.05 when every caller cancels, the shared network request is aborted', async () => {
    let closedEarly = false;
    server.route('GET', '/to/api/long', async (_req, res) => {
      res.on('close', () => {
        if (!res.writableEnded) closedEarly = true;
      });
      await sleep(300);
      if (!res.destroyed) sendEnvelope(res, 'late');
    });
    const first = new AbortController();
    const second = new AbortController();
    const a = failure(get('/long', undefined, { signal: first.signal }));
    const b = failure(get('/long', undefined, { signal: second.signal }));
    await vi.waitFor(() => expect(server.hits('/to/api/long')).toHaveLength(1));
    first.abort();
    expect(inflightCount()).toBe(1);
    second.abort();
    expect([(await a).code, (await b).code]).toEqual([499, 499]);
    expect(inflightCount()).toBe(0);
    await vi.waitFor(() => expect(closedEarly).toBe(true));
  });

  it('SPEC-7.05 errors reach every caller, each with its own config', async () => {
    server.route('GET', '/to/api/bad', async (_req, res) => {
      await sleep(40);
      sendEnvelope(res, null, 1005002001, '私有库不可用');
    });
    const [a, b] = await Promise.all([
      failure(get('/bad', undefined, { skipErrorHandler: true })),
      failure(get('/bad', undefined, { skipErrorHandler: true })),
    ]);
    expect(a.code).toBe(1005002001);
    expect(b.code).toBe(1005002001);
    expect(server.hits('/to/api/bad')).toHaveLength(1);
  });
});

describe('SPEC-4.16 SPEC-9.06 last-activity time', () => {
  it('SPEC-4.16 SPEC-9.06 SPEC-9.03 successful JSON responses move it, at most once a second, in a 30-day cookie', async () => {
    server.route('GET', '/to/api/ok', (_req, res) => sendEnvelope(res, 1));
    server.route('GET', '/to/api/text', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('plain');
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-01-01T00:00:00Z').getTime();
    vi.setSystemTime(start);
    await get('/text', undefined, { responseType: 'text' });
    expect(getLastActivity()).toBeUndefined();
    await get('/ok');
    expect(getLastActivity()).toBe(start);
    expect(cookieLifetime(authCookieNames().lastActivity)).toBeCloseTo(30 * 24 * 3600 * 1000, -4);
    vi.setSystemTime(start + 999);
    await get('/ok');
    expect(getLastActivity()).toBe(start);
    vi.setSystemTime(start + 1000);
    await get('/ok');
    expect(getLastActivity()).toBe(start + 1000);
  });

  it('SPEC-4.16 failed responses do not move it', async () => {
    server.route('GET', '/to/api/fail', (_req, res) => sendEnvelope(res, null, 1005002001, 'x'));
    await failure(get('/fail', undefined, { skipErrorHandler: true }));
    expect(getLastActivity()).toBeUndefined();
  });
});

describe('the 401 extension point (setUnauthorizedHandler)', () => {
  beforeEach(() => {
    server.route('GET', '/to/api/secure', (req, res) => {
      if (req.headers.authorization === 'Bearer fresh') sendEnvelope(res, 'secret');
      else sendEnvelope(res, null, 401, '账号未登录');
    });
  });

  it('the handler gets the 401 response; what it resolves to (e.g. a retry with a new token) is the answer', async () => {
    setAccessToken('stale');
    const seen: number[] = [];
    setUnauthorizedHandler(async ({ response, retry }) => {
      seen.push(response.data.code);
      setAccessToken('fresh');
      return retry();
    });
    expect(await get('/secure')).toBe('secret');
    expect(seen).toEqual([401]);
    expect(server.hits('/to/api/secure').map((r) => r.headers.authorization)).toEqual([
      'Bearer stale',
      'Bearer fresh',
    ]);
    expect(navigations).toEqual([]);
  });

  it('SPEC-4.15 a handler that declines (null) lets the original 401 go on to error handling', async () => {
    setAccessToken('stale');
    setUnauthorizedHandler(async () => null);
    const err = await failure(get('/secure'));
    expect(err.code).toBe(401);
    expect(navigations).toHaveLength(1);
  });

  it('the handler runs once per request: a retry that is refused again fails with 401', async () => {
    setAccessToken('stale');
    let calls = 0;
    setUnauthorizedHandler(async ({ retry }) => {
      calls += 1;
      return retry();
    });
    const err = await failure(get('/secure', undefined, { skipErrorHandler: true }));
    expect(err.code).toBe(401);
    expect(calls).toBe(1);
    expect(server.hits('/to/api/secure')).toHaveLength(2);
  });

  it('an error thrown by the handler (e.g. refresh time exceed) is what the request fails with', async () => {
    setUnauthorizedHandler(async () => {
      throw new JkError({ code: 100002, message: ErrorMessage.refreshTimeExceed, type: 'business' });
    });
    const err = await failure(get('/secure', undefined, { skipErrorHandler: true }));
    expect(err).toMatchObject({ code: 100002, message: ErrorMessage.refreshTimeExceed });
  });

  it('without a handler a 401 is not retried', async () => {
    await failure(get('/secure', undefined, { skipErrorHandler: true }));
    expect(server.hits('/to/api/secure')).toHaveLength(1);
    expect(getAccessToken()).toBeUndefined();
  });
});

describe('request()', () => {
  it('takes a full axios config and resolves to the envelope data', async () => {
    // an echo fixture (not a route of the real API, whose answers the test server checks)
    server.route('PUT', '/to/api/put-echo', (req, res) => sendEnvelope(res, JSON.parse(req.body)));
    const data = await request<{ code: string }>({
      method: 'put',
      url: '/put-echo',
      data: { code: '123456' },
    });
    expect(data).toEqual({ code: '123456' });
    expect(server.requests[0]?.headers['content-type']).toMatch(/application\/json/);
  });
});
