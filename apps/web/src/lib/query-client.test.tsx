import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useErrorDialogStore } from '../stores/error-dialog.store.ts';
import { JkError } from './errors.ts';
import { get } from './http.ts';
import { createQueryClient, shouldRetry } from './query-client.ts';
import {
  sendEnvelope,
  sendJson,
  setPageUrl,
  startTestServer,
  type TestServer,
} from './test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  setPageUrl(`${server.origin}/part`);
  window.__JIANKU_CONFIG__ = {};
  server.reset();
  useErrorDialogStore.getState().reset();
});

function Probe({ path }: { path: string }) {
  const query = useQuery({
    queryKey: [path],
    queryFn: () => get<string>(path, undefined, { skipErrorHandler: true }),
  });
  if (query.isError) return <p>失败 {query.error instanceof JkError ? query.error.code : ''}</p>;
  return <p>{query.data ?? '加载中'}</p>;
}

describe('query client retries', () => {
  it('no retry for 4xx-like and business errors; up to two for no response (421) and HTTP 5xx', () => {
    for (const code of [400, 401, 403, 404, 408, 430, 499, 100401, 1005002001]) {
      expect(shouldRetry(0, new JkError({ code, type: 'http' }))).toBe(false);
    }
    expect(shouldRetry(0, new JkError({ code: 500, type: 'business' }))).toBe(false);
    expect(shouldRetry(0, new JkError({ code: 421, type: 'network' }))).toBe(true);
    expect(shouldRetry(0, new JkError({ code: 503, type: 'http' }))).toBe(true);
    expect(shouldRetry(1, new JkError({ code: 503, type: 'http' }))).toBe(true);
    expect(shouldRetry(2, new JkError({ code: 503, type: 'http' }))).toBe(false);
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });

  async function run(path: string) {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const view = render(
      <QueryClientProvider client={client}>
        <Probe path={path} />
      </QueryClientProvider>,
    );
    return { view, client };
  }

  it('a business error is fetched once', async () => {
    server.route('GET', '/to/api/biz', (_req, res) => sendEnvelope(res, null, 400401, '请重新登录'));
    const { view } = await run('/biz');
    expect(await screen.findByText('失败 400401')).toBeInTheDocument();
    expect(server.hits('/to/api/biz')).toHaveLength(1);
    view.unmount();
  });

  it('an HTTP 503 is retried and can recover', async () => {
    let n = 0;
    server.route('GET', '/to/api/flaky', (_req, res) => {
      n += 1;
      if (n < 3) sendJson(res, { code: 503, msg: 'busy', data: null }, 503);
      else sendEnvelope(res, '第三次成功');
    });
    const { view } = await run('/flaky');
    expect(await screen.findByText('第三次成功')).toBeInTheDocument();
    expect(server.hits('/to/api/flaky')).toHaveLength(3);
    view.unmount();
  });
});
