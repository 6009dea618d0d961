/**
 * The signed-in setup the app tests share (user centre, my-info, org, personal, feedback): one scripted server
 * per test file (test-server.ts, strict), with jsdom's errors about connections cut at close captured; before
 * each test a fresh app state, query cache and session, the page at `path`, and the server answering the
 * permission info and extended info of `user()` (and its profile when `profile` is given); after each test the
 * screen is cleaned up. A file's own beforeEach (registered after this call) adds its routes on top.
 *
 *   const app = setUpSignedInApp({ user: () => USER, path: '/user', profile: () => ({ wechatBound: false }) });
 *   beforeEach(() => app.server().route('GET', '/to/api/...', (_req, res) => sendEnvelope(res, ...)));
 *   it('...', async () => { await app.signIn(); renderApp(); ... });
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { loadUser } from '../../features/auth/session/session-loader.ts';
import { setTokens } from '../../lib/auth-storage.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  captureJsdomErrors,
  sendEnvelope,
  setPageUrl,
  startTestServer,
  type TestServer,
} from '../../lib/test-support/test-server.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { resetAppState } from './render-app.tsx';

export interface SignedInAppOptions {
  /** the signed-in user as get-permission-info answers it (read at each request) */
  user: () => Record<string, unknown>;
  /** permissions and roles of the user (default none) */
  access?: () => { permissions: string[]; roles: string[] };
  /** the page the test starts on (default: leave the URL as it is) */
  path?: string;
  /** when given, GET profile/get answers the user with these fields added */
  profile?: () => Record<string, unknown>;
}

export interface SignedInApp {
  /** the scripted server of this file */
  server: () => TestServer;
  /** stores a token pair and loads the user, as after a login */
  signIn: () => Promise<void>;
}

export function setUpSignedInApp(options: SignedInAppOptions): SignedInApp {
  let server: TestServer | undefined;
  let refused: ReturnType<typeof captureJsdomErrors> | undefined;
  const current = () => {
    if (!server)
      throw new Error('the test server is not started (call setUpSignedInApp at the top of the file)');
    return server;
  };

  beforeAll(async () => {
    refused = captureJsdomErrors(/ECONNREFUSED|ECONNRESET|Could not load iframe/);
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    refused?.restore();
  });
  beforeEach(() => {
    resetAppState();
    queryClient.clear();
    useSessionStore.getState().reset();
    const s = current();
    if (options.path) setPageUrl(`${s.origin}${options.path}`);
    s.reset();
    s.route('GET', '/to/api/base/system/auth/get-permission-info', (_req, res) =>
      sendEnvelope(res, { permissions: [], roles: [], ...options.access?.(), user: options.user() }),
    );
    s.route('GET', '/to/api/base/system/auth/get-extend-user-info', (_req, res) =>
      sendEnvelope(res, { clientId: '' }),
    );
    const { profile } = options;
    if (profile)
      s.route('GET', '/to/api/base/system/user/profile/get', (_req, res) =>
        sendEnvelope(res, { ...options.user(), ...profile() }),
      );
  });
  afterEach(() => {
    cleanup();
    resetAppState();
  });

  return {
    server: current,
    signIn: async () => {
      setTokens({ accessToken: 'AT', refreshToken: 'RT' });
      await loadUser();
    },
  };
}
