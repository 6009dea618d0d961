import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Component, type ReactNode, Suspense } from 'react';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { browser } from './browser.ts';
import { flushLogQueue, readLogQueue } from './log-queue.ts';
import { lazyWithReload, MODULE_RELOAD_COOKIE } from './module-reload.ts';
import {
  clearCookies,
  cookieLifetime,
  setPageUrl,
  startTestServer,
  type TestServer,
} from './test-support/test-server.ts';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function mount(node: ReactNode) {
  return render(
    <Boundary>
      <Suspense fallback={<p>加载中</p>}>{node}</Suspense>
    </Boundary>,
  );
}

let server: TestServer;
let reload: MockInstance<() => void>;

beforeAll(async () => {
  // The log queue posts here; the route is missing, so entries stay queued and can be read.
  server = await startTestServer();
});
afterAll(async () => {
  await flushLogQueue();
  await server.close();
});
beforeEach(() => {
  setPageUrl(`${server.origin}/part`);
  window.__JIANKU_CONFIG__ = { openOrigin: server.origin };
  clearCookies();
  localStorage.clear();
  // jsdom cannot load pages: observe the reload at the browser boundary.
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const chunkError = () =>
  new Error('Failed to fetch dynamically imported module: /assets/part-search-3f2a.js');

describe('lazyWithReload (spec §4 UI behaviours)', () => {
  it('SPEC-4.57 SPEC-9.36 a failed import reloads the page once and sets a 10-second guard cookie; it is logged', async () => {
    const Page = lazyWithReload(() => Promise.reject(chunkError()));
    const view = mount(<Page />);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cookieLifetime(MODULE_RELOAD_COOKIE)).toBeGreaterThan(8000);
    expect(cookieLifetime(MODULE_RELOAD_COOKIE)).toBeLessThanOrEqual(10_000);
    expect(readLogQueue()[0]).toMatchObject({ message: chunkError().message, name: 'Error' });
    view.unmount();
  });

  it('SPEC-4.57 a second failure within the guard goes to the error boundary without reloading', async () => {
    Cookies.set(MODULE_RELOAD_COOKIE, '1', { path: '/' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Page = lazyWithReload(() => Promise.reject(chunkError()));
    const view = mount(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
    view.unmount();
  });

  it('a module that loads renders and reloads nothing', async () => {
    const Page = lazyWithReload(async () => ({ default: () => <h1>零部件库</h1> }));
    const view = mount(<Page />);
    expect(await screen.findByRole('heading', { name: '零部件库' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    view.unmount();
  });
});
