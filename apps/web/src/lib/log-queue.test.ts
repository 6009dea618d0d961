import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useErrorDialogStore } from '../stores/error-dialog.store.ts';
import { CanceledError } from './http-transport.ts';
import {
  flushLogQueue,
  LOG_QUEUE_KEY,
  type LogEntry,
  logError,
  logException,
  type QueuedLogEntry,
  readLogQueue,
  startLogQueue,
} from './log-queue.ts';
import {
  captureJsdomErrors,
  sendEnvelope,
  setPageUrl,
  sleep,
  startTestServer,
  type TestServer,
} from './test-support/test-server.ts';

let server: TestServer;
/** Requests to a closed port are made on purpose here; jsdom's reports of them are collected, not printed. */
let refused: ReturnType<typeof captureJsdomErrors>;
/** What each post carried: the parsed `data` field. */
let posts: LogEntry[][] = [];
let accept = true;
let delay = 0;

beforeAll(async () => {
  refused = captureJsdomErrors(/ECONNREFUSED/);
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  refused.restore();
});

beforeEach(() => {
  setPageUrl(`${server.origin}/part`);
  // The open platform is another origin: the log goes there (SPEC-7.25).
  window.__JIANKU_CONFIG__ = { openOrigin: server.altOrigin };
  server.reset();
  posts = [];
  accept = true;
  delay = 0;
  localStorage.clear();
  useErrorDialogStore.getState().reset();
  server.route('POST', '/tool/api/front/log', async (req, res) => {
    const body = JSON.parse(req.body) as { data: string };
    const entries = JSON.parse(body.data) as LogEntry[];
    posts.push(entries);
    if (delay) await sleep(delay);
    // the real answer: how many entries were saved
    if (accept) sendEnvelope(res, { count: entries.length });
    else sendEnvelope(res, null, 500, '日志服务不可用');
  });
});
afterEach(async () => {
  await flushLogQueue();
  vi.useRealTimers();
});

let seq = 0;
function entry(message = `错误 ${++seq}`): LogEntry {
  return {
    message,
    code: 500,
    name: 'UnknownError',
    url: window.location.href,
    position: 'GET /to/api/x',
    stack: 'at x',
  };
}

describe('local log queue (spec §7 front log, §8, §9)', () => {
  it('SPEC-7.25 SPEC-7.32 a new log is posted to the open platform as { data: "<JSON of the queue>" }; success empties it', async () => {
    const logged = entry('加载失败');
    expect(logError(logged)).toBe(true);
    await flushLogQueue();
    const [hit] = server.hits('/tool/api/front/log');
    expect(hit?.headers.host).toBe(new URL(server.altOrigin).host);
    expect(hit?.headers['content-type']).toMatch(/application\/json/);
    expect(Object.keys(JSON.parse(hit?.body ?? '{}'))).toEqual(['data']);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toEqual([
      expect.objectContaining({ ...logged, id: expect.any(String), time: expect.any(Number) }),
    ]);
    expect(readLogQueue()).toEqual([]);
    expect(localStorage.getItem(LOG_QUEUE_KEY)).toBeNull();
  });

  it('SPEC-8.21 SPEC-7.25 a failed post keeps the entries, shows nothing, and the next log sends them again', async () => {
    accept = false;
    logError(entry('第一条'));
    await flushLogQueue();
    expect(readLogQueue().map((e) => e.message)).toEqual(['第一条']);
    expect(useErrorDialogStore.getState().current).toBeNull();
    accept = true;
    logError(entry('第二条'));
    await flushLogQueue();
    expect(posts.map((batch) => batch.map((e) => e.message))).toEqual([['第一条'], ['第一条', '第二条']]);
    expect(readLogQueue()).toEqual([]);
  });

  it('SPEC-8.21 an unreachable log server keeps the entries too', async () => {
    const gone = await startTestServer();
    window.__JIANKU_CONFIG__ = { openOrigin: gone.origin };
    await gone.close();
    logError(entry('离线'));
    await flushLogQueue();
    expect(readLogQueue().map((e) => e.message)).toEqual(['离线']);
    await vi.waitFor(() => expect(refused.errors.map((e) => e.message).join()).toMatch(/ECONNREFUSED/));
  });

  it('SPEC-3.36 the queue lives in localStorage', async () => {
    accept = false;
    logError(entry('存着'));
    await flushLogQueue();
    const stored = JSON.parse(localStorage.getItem(LOG_QUEUE_KEY) ?? '[]') as QueuedLogEntry[];
    expect(stored.map((e) => e.message)).toEqual(['存着']);
  });

  it('SPEC-9.34 the same error within 2000 ms is logged once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2031-05-01T08:00:00Z').getTime();
    vi.setSystemTime(start);
    accept = false;
    const same = entry('重复的错误');
    expect(logError(same)).toBe(true);
    vi.setSystemTime(start + 1999);
    expect(logError(same)).toBe(false);
    expect(logError({ ...same, code: 408 })).toBe(true);
    vi.setSystemTime(start + 2000);
    expect(logError(same)).toBe(true);
    await flushLogQueue();
    expect(readLogQueue().map((e) => [e.message, e.code, e.time - start])).toEqual([
      ['重复的错误', 500, 0],
      ['重复的错误', 408, 1999],
      ['重复的错误', 500, 2000],
    ]);
  });

  it('SPEC-9.34 the queue keeps at most 30 entries, dropping the oldest', async () => {
    accept = false;
    delay = 0;
    for (let i = 1; i <= 35; i++) logError(entry(`第${i}条`));
    await flushLogQueue();
    const queue = readLogQueue();
    expect(queue).toHaveLength(30);
    expect(queue[0]?.message).toBe('第6条');
    expect(queue[29]?.message).toBe('第35条');
  });

  it('SPEC-7.25 logs queued while a post is in flight go in a follow-up post', async () => {
    delay = 80;
    logError(entry('先'));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    logError(entry('后'));
    await flushLogQueue();
    expect(posts.map((batch) => batch.map((e) => e.message))).toEqual([['先'], ['后']]);
    expect(readLogQueue()).toEqual([]);
  });

  it('SPEC-7.25 start sends what an earlier visit left queued', async () => {
    const left: QueuedLogEntry[] = [{ ...entry('上次留下的'), id: 'old-1', time: Date.now() - 60_000 }];
    localStorage.setItem(LOG_QUEUE_KEY, JSON.stringify(left));
    const stop = startLogQueue();
    await flushLogQueue();
    stop();
    expect(posts).toEqual([left]);
    expect(readLogQueue()).toEqual([]);
  });

  it('SPEC-8.31 unhandled promise rejections and uncaught errors are logged once started; aborts are not', async () => {
    accept = false;
    const stop = startLogQueue();
    const rejection = new Event('unhandledrejection');
    Object.defineProperty(rejection, 'reason', { value: new Error('chunk load failed') });
    window.dispatchEvent(rejection);
    const aborted = new Event('unhandledrejection');
    Object.defineProperty(aborted, 'reason', { value: new CanceledError() });
    window.dispatchEvent(aborted);
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new TypeError('x is not a function'),
        message: 'x is not a function',
      }),
    );
    stop();
    const after = new Event('unhandledrejection');
    Object.defineProperty(after, 'reason', { value: new Error('after stop') });
    window.dispatchEvent(after);
    await flushLogQueue();
    expect(readLogQueue().map((e) => [e.name, e.message])).toEqual([
      ['Error', 'chunk load failed'],
      ['TypeError', 'x is not a function'],
    ]);
  });

  it('SPEC-8.31 logException records a router load error with its name, message, stack and page url', async () => {
    accept = false;
    const error = new Error('Failed to fetch dynamically imported module: /assets/part.js');
    expect(logException(error)).toBe(true);
    await flushLogQueue();
    expect(readLogQueue()[0]).toMatchObject({
      name: 'Error',
      message: error.message,
      code: 100001,
      url: window.location.href,
      stack: error.stack,
    });
  });
});
