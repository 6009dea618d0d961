import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLogQueue } from '../lib/log-queue.ts';
import { RouteErrorPage } from './error-boundary.tsx';
import { CrashPage } from './error-pages/crash.page.tsx';
import { renderApp, resetAppState } from './testing/render-app.tsx';

function Broken(): never {
  throw new Error('参数表渲染失败');
}

describe('error boundary', () => {
  beforeEach(() => resetAppState());
  afterEach(() => {
    cleanup();
    resetAppState();
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
