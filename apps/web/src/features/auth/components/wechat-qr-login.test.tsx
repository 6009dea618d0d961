import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { installBrowserStubs, resetAppState } from '../../../app/testing/render-app.tsx';
import {
  captureJsdomErrors,
  sendEnvelope,
  setPageUrl,
  startTestServer,
  type TestServer,
} from '../../../lib/test-support/test-server.ts';
import { AuthCopy } from './auth-copy.ts';
import { WechatQrLogin } from './wechat-qr-login.tsx';

// The QR frame against a real HTTP server (jsdom's XHR connects to it). jsdom does not load the frame's
// pages, so the frame's navigations (QR page, then the callback page) are told by its load events.

let server: TestServer;
let refused: ReturnType<typeof captureJsdomErrors>;

beforeAll(async () => {
  refused = captureJsdomErrors(/Could not load iframe|ECONNREFUSED/);
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  refused.restore();
});
beforeEach(() => {
  resetAppState();
  installBrowserStubs();
  // the page is opened as localhost, the other name of the server's 127.0.0.1
  setPageUrl(`${server.altOrigin}/login?activeName=wechat`);
  server.reset();
  let state = 0;
  server.route('GET', '/to/api/base/system/auth/wechat/qr-config', (req, res) => {
    state += 1;
    sendEnvelope(res, {
      appid: 'wxdev',
      scope: 'snsapi_login',
      redirect_uri: `${req.query.get('origin')}/sso?scan_type=login`,
      state: `st-${state}`,
      style: 'black',
      response_type: 'code',
      base: '/to/api/dev/wechat',
    });
  });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  resetAppState();
});

const frame = async () => (await screen.findByTitle(AuthCopy.wechatHint)) as HTMLIFrameElement;

describe('the WeChat QR frame', () => {
  it('asks for a frame that returns to the page’s own origin (localhost, not the configured 127.0.0.1)', async () => {
    render(
      <AppProviders>
        <WechatQrLogin active />
      </AppProviders>,
    );
    const src = new URL((await frame()).src);
    expect(server.hits('/to/api/base/system/auth/wechat/qr-config')[0]?.query.get('origin')).toBe(
      server.altOrigin,
    );
    expect(new URL(src.searchParams.get('redirect_uri') ?? '').origin).toBe(server.altOrigin);
  });

  it('no sign-in result after the scan: a clear Chinese message and a retry, never 登录中... for ever', async () => {
    render(
      <AppProviders>
        <WechatQrLogin active callbackTimeoutMs={60} />
      </AppProviders>,
    );
    const first = await frame();
    // the callback timer on a fake clock: it starts with the second page only
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      fireEvent.load(first); // the QR page
    });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByText(AuthCopy.wechatTimeout)).toBeNull();
    act(() => {
      fireEvent.load(first); // the callback page, whose message never arrives
    });
    await act(() => vi.advanceTimersByTimeAsync(59));
    expect(screen.queryByText(AuthCopy.wechatTimeout)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    expect(await screen.findByText(AuthCopy.wechatTimeout)).toBeInTheDocument();
    expect(screen.queryByTitle(AuthCopy.wechatHint)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    const again = await frame();
    expect(new URL(again.src).searchParams.get('state')).toBe('st-2');
    expect(screen.queryByText(AuthCopy.wechatTimeout)).toBeNull();
  });

  it('an unscanned code expires with the state (10 minutes): the page says so and offers a new one', async () => {
    render(
      <AppProviders>
        <WechatQrLogin active expiryMs={80} />
      </AppProviders>,
    );
    await frame();
    expect(await screen.findByText(AuthCopy.wechatExpired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    await waitFor(() => expect(server.hits('/to/api/base/system/auth/wechat/qr-config')).toHaveLength(2));
  });
});
