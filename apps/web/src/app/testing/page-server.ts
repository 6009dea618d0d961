/**
 * The setup the page tests share (search, compare, BOM, catalogue, vendor, download, plugin mode …): one scripted
 * server per test file (test-server.ts, strict), started before the file's tests and closed after them; before
 * each test a fresh app state and query cache, the server's routes and records cleared, the page at the server's
 * origin; after each test the screen cleaned up and the state reset again. A file's own hooks (registered after
 * this call) add routes, stores or timers on top.
 *
 *   const server = setUpPageServer();
 *   beforeEach(() => server.route('GET', '/to/api/search/items', (_req, res) => sendEnvelope(res, RESULT)));
 *   it('...', async () => { renderApp(); ... });
 *
 * Why: fourteen files wrote these four hooks again, with small differences that were never intended.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import {
  sendEnvelope,
  setPageUrl,
  startTestServer,
  type TestServer,
} from '../../lib/test-support/test-server.ts';
import { resetAppState } from './render-app.tsx';

export interface PageServerOptions {
  /** how long findBy… and waitFor wait (default 15 s: the first render loads lazy pages and antd) */
  asyncUtilTimeout?: number;
}

export function setUpPageServer(options: PageServerOptions = {}): TestServer {
  let started: TestServer | undefined;
  const current = (): TestServer => {
    if (!started)
      throw new Error('the page server is not started (call setUpPageServer at the top of the file)');
    return started;
  };
  beforeAll(async () => {
    configure({ asyncUtilTimeout: options.asyncUtilTimeout ?? 15_000 });
    started = await startTestServer();
  });
  afterAll(() => started?.close());
  beforeEach(() => {
    resetAppState();
    queryClient.clear();
    current().reset();
    setPageUrl(`${current().origin}/`);
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    resetAppState();
  });
  return delegateTo(current);
}

/** A TestServer that reads the started one at each use (the file holds it before beforeAll has run). */
function delegateTo(current: () => TestServer): TestServer {
  return {
    get origin() {
      return current().origin;
    },
    get altOrigin() {
      return current().altOrigin;
    },
    get requests() {
      return current().requests;
    },
    route: (method, pathname, handler, options) => current().route(method, pathname, handler, options),
    hits: (pathname) => current().hits(pathname),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}

/**
 * Answers what the library homes (/part, /component, /mat) and /download ask on their own as an empty
 * catalogue would: no figures, no categories, no featured items, no downloads. For the files that open those
 * pages without testing their content; without a server, the requests went to jsdom's default page address
 * (http://localhost:3000) and were refused.
 */
export function routeEmptyCatalogue(server: TestServer): void {
  server.route('GET', '/to/api/catalog/stats', (_req, res) =>
    sendEnvelope(res, { kinds: [], seeding: false }),
  );
  server.route('GET', '/to/api/catalog/categories', (_req, res) => sendEnvelope(res, []));
  server.route('GET', '/to/api/catalog/featured', (_req, res) => sendEnvelope(res, []));
  server.route('GET', '/to/api/eda/downloads', (_req, res) => sendEnvelope(res, { list: [] }));
}
