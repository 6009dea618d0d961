import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushLogQueue, LOG_ENDPOINT, readLogQueue } from '../lib/log-queue.ts';
import { sendEnvelope } from '../lib/test-support/test-server.ts';
import { RouteErrorPage } from './error-boundary.tsx';
import { CrashPage } from './error-pages/crash.page.tsx';
import { setUpPageServer } from './testing/page-server.ts';
import { renderApp } from './testing/render-app.tsx';

function Broken(): never {
  throw new Error('参数表渲染失败');
}

// The page is at the page server's origin, so the log queue's post reaches it (not jsdom's default address,
// http://localhost:3000, which refused it). The log service refuses, as when it is down: the entry stays queued,
// where the test reads it; after each test the queue's last post is answered before the server moves on.
const server = setUpPageServer();

describe('error boundary', () => {
  beforeEach(() =>
    server.route('POST', LOG_ENDPOINT, (_req, res) => sendEnvelope(res, null, 500, '日志服务不可用')),
  );
  afterEach(async () => {
    await flushLogQueue();
    vi.restoreAllMocks();
  });

  it('SPEC-8.31 a page that throws is logged to the log queue and shows a Chinese error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const routes: RouteObject[] = [{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }];
    renderApp('/', routes);
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeInTheDocument();
    expect(readLogQueue().some((entry) => entry.message.includes('参数表渲染失败'))).toBe(true);
  });

  it('the reload button reloads the page', async () => {
    const onReload = vi.fn();
    renderApp('/', [{ path: '/', element: <CrashPage onReload={onReload} /> }]);
    await userEvent.click(await screen.findByRole('button', { name: /重新加载/ }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
