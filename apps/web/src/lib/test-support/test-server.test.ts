/**
 * The scripted backend keeps to the real API (issue 19): answers on routes of the real API are checked against
 * its OpenAPI document (built from the server's TypeBox schemas by the global setup), and a test whose scripted
 * answer the real API could not give fails at reset().
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realApiMismatch, sendEnvelope, sendJson, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const get = (path: string) => fetch(`${server.origin}${path}`).then((r) => r.text());

describe('test server: scripted answers are checked against the real API', () => {
  it('an answer the real API could give passes; one missing a required field fails the test at reset()', async () => {
    server.route('GET', '/to/api/catalog/stats', (_req, res) =>
      sendEnvelope(res, { kinds: [{ kind: 1, items: 3, categories: 1, brands: 1 }], seeding: false }),
    );
    await get('/to/api/catalog/stats');
    expect(() => server.reset()).not.toThrow();

    server.route('GET', '/to/api/catalog/stats', (_req, res) =>
      sendEnvelope(res, { kinds: [{ kind: 1, items: 3, categories: 1, brands: 1 }] }),
    );
    await get('/to/api/catalog/stats');
    expect(() => server.reset()).toThrow(/\/to\/api\/catalog\/stats.*must have required property 'seeding'/);
  });

  it('a route the real API does not have fails; fixtures outside the API families and off-contract routes do not', async () => {
    server.route('GET', '/to/api/catalog/no-such-thing', (_req, res) => sendEnvelope(res, []));
    await get('/to/api/catalog/no-such-thing');
    expect(() => server.reset()).toThrow(/the real API has no such route/);

    server.route('GET', '/to/api/ok', (_req, res) => sendEnvelope(res, { anything: 1 }));
    server.route('GET', '/to/api/catalog/items/9', (_req, res) => sendJson(res, { data: 1 }), {
      offContract: 'a broken answer the client must survive',
    });
    await get('/to/api/ok');
    await get('/to/api/catalog/items/9');
    expect(() => server.reset()).not.toThrow();
  });

  it('error answers need the envelope; path parameters match the templates', () => {
    expect(
      realApiMismatch(
        'GET',
        '/to/api/catalog/items/12',
        200,
        '{"code":100404,"msg":"条目不存在","data":null}',
      ),
    ).toBeNull();
    expect(realApiMismatch('GET', '/to/api/catalog/items/12', 500, '{"error":"x"}')).toMatch(/envelope/);
    expect(realApiMismatch('POST', '/to/api/catalog/items/12', 200, '{"code":0,"msg":"","data":{}}')).toMatch(
      /no such route/,
    );
  });
});
