/**
 * Security headers on every route family (issue 18): CSP without inline script, frame-ancestors by
 * path (plugin pages → FRAME_ANCESTORS, self-framed pages → 'self' + those hosts, else 'none'),
 * X-Frame-Options to match, HSTS only over TLS, nosniff, Referrer-Policy.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createTestApp, DEV_PROVIDERS_ENV, TEST_ENGINE } from '../src/testing.ts';

const INDEX = '<!doctype html><html><head><script src="/config.js"></script></head><body>件库</body></html>';
const PLUGIN_HOSTS = 'https://cad.example.com, https://*.eda.example.com';

let dist: string;
/** dev providers on, FRAME_ANCESTORS set */
let app: App;
/** the defaults, behind a trusted proxy (for HSTS) */
let proxied: App;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jianku-headers-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-3f2a1b.js'), 'console.log("app")');
  writeFileSync(join(dist, 'user-service.html'), '<p>用户服务协议</p>');
  [app, proxied] = await Promise.all([
    createTestApp({ env: { WEB_DIST: dist, ...DEV_PROVIDERS_ENV, FRAME_ANCESTORS: PLUGIN_HOSTS } }),
    createTestApp({ env: { WEB_DIST: dist, TRUST_PROXY: 'true' } }),
  ]);
});

afterAll(async () => {
  await Promise.all([app?.close(), proxied?.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
const LOG_BODY = { data: JSON.stringify([{ message: 'x', level: 0 }]) };

interface Family {
  name: string;
  request: { method?: 'GET' | 'POST'; url: string; accept?: string; payload?: unknown };
  status: number;
  frame: 'none' | 'plugin' | 'self-framed';
}

/** One request per route family. */
const FAMILIES: Family[] = [
  { name: '/to/api JSON', request: { url: '/to/api/system/runtime-config' }, status: 200, frame: 'none' },
  {
    name: '/tool/api',
    request: { method: 'POST', url: '/tool/api/front/log', payload: LOG_BODY },
    status: 200,
    frame: 'none',
  },
  { name: '/config.js', request: { url: '/config.js' }, status: 200, frame: 'none' },
  { name: 'OpenAPI JSON', request: { url: '/to/api/docs/json' }, status: 200, frame: 'none' },
  { name: 'home page /', request: { url: '/', accept: HTML }, status: 200, frame: 'none' },
  {
    name: 'page /part/search',
    request: { url: '/part/search?keyWords=M8', accept: HTML },
    status: 200,
    frame: 'none',
  },
  {
    name: 'plugin page',
    request: { url: '/plugin/part?swType=CAD', accept: HTML },
    status: 200,
    frame: 'plugin',
  },
  { name: 'plugin root', request: { url: '/plugin', accept: HTML }, status: 200, frame: 'plugin' },
  {
    name: 'WeChat callback /sso',
    request: { url: '/sso?code=a&state=b', accept: HTML },
    status: 200,
    frame: 'self-framed',
  },
  { name: 'terms page', request: { url: '/user-service.html' }, status: 200, frame: 'self-framed' },
  { name: 'static asset', request: { url: '/assets/index-3f2a1b.js' }, status: 200, frame: 'none' },
  { name: 'API 404', request: { url: '/to/api/no-such-thing' }, status: 404, frame: 'none' },
  { name: 'file 404', request: { url: '/no-such-file.png' }, status: 404, frame: 'none' },
  {
    name: 'dev outbox',
    request: { url: '/to/api/dev/outbox?target=13800138000' },
    status: 200,
    frame: 'none',
  },
];

async function send(instance: App, family: Family, headers: Record<string, string> = {}) {
  const { method = 'GET', url, accept, payload } = family.request;
  const res = await instance.inject({
    method,
    url,
    headers: { ...(accept ? { accept } : {}), ...headers },
    ...(payload ? { payload: payload as object } : {}),
  });
  expect(res.statusCode, `${family.name}: ${res.body.slice(0, 200)}`).toBe(family.status);
  return res;
}

/** The CSP as directive → sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

const EXPECTED_ANCESTORS = {
  none: ["'none'"],
  plugin: ['https://cad.example.com', 'https://*.eda.example.com'],
  'self-framed': ["'self'", 'https://cad.example.com', 'https://*.eda.example.com'],
};

describe(`security headers on every route family (${TEST_ENGINE})`, () => {
  describe.each(FAMILIES)('$name', (family) => {
    it('Content-Security-Policy: scripts from this origin only, no inline script, no eval', async () => {
      const csp = parseCsp((await send(app, family)).headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      // Ant Design's CSS-in-JS: inline styles, deliberately (see plugins/security-headers.ts)
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    });

    it(`frame-ancestors: ${family.frame}`, async () => {
      const res = await send(app, family);
      expect(parseCsp(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(
        EXPECTED_ANCESTORS[family.frame],
      );
      // X-Frame-Options agrees: DENY where nothing may frame, absent where outside hosts may
      expect(res.headers['x-frame-options']).toBe(family.frame === 'none' ? 'DENY' : undefined);
    });

    it('X-Content-Type-Options: nosniff', async () => {
      expect((await send(app, family)).headers['x-content-type-options']).toBe('nosniff');
    });

    it('Referrer-Policy: strict-origin-when-cross-origin', async () => {
      expect((await send(app, family)).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it('Strict-Transport-Security only over TLS (X-Forwarded-Proto https through a trusted proxy)', async () => {
      if (family.name === 'dev outbox') return; // the outbox refuses TRUST_PROXY; checked on the other families
      expect((await send(proxied, family)).headers['strict-transport-security']).toBeUndefined();
      const tls = await send(proxied, family, { 'x-forwarded-proto': 'https' });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000');
      // without a trusted proxy the header is not believed
      const untrusted = await send(app, family, { 'x-forwarded-proto': 'https' });
      expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    });
  });

  it("the default FRAME_ANCESTORS is 'self': plugin pages SAMEORIGIN, the rest DENY", async () => {
    const plugin = await proxied.inject({ url: '/plugin/component', headers: { accept: HTML } });
    expect(parseCsp(plugin.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
    expect(plugin.headers['x-frame-options']).toBe('SAMEORIGIN');
    const sso = await proxied.inject({ url: '/sso', headers: { accept: HTML } });
    expect(parseCsp(sso.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
    const home = await proxied.inject({ url: '/', headers: { accept: HTML } });
    expect(parseCsp(home.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('an URL Fastify cannot decode (answered before any hook) still carries nosniff, a CSP and DENY', async () => {
    const res = await app.inject({ url: '/to/api/base/%zz' });
    expect(res.statusCode).toBe(400);
    expect(parseCsp(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('connect-src and frame-src name this origin, OPEN_ORIGIN and the WeChat QR host', async () => {
    const configured = await createTestApp({
      env: {
        WEB_DIST: dist,
        PUBLIC_ORIGIN: 'https://www.example.com',
        OPEN_ORIGIN: 'https://open.example.com',
        WECHAT_BASE_URL: 'https://api.weixin.qq.com',
        WECHAT_CONNECT_URL: 'https://open.weixin.qq.com',
        WECHAT_APPID: 'wx123',
        WECHAT_SECRET: 'secret',
      },
    });
    try {
      const csp = parseCsp(
        (await configured.inject({ url: '/', headers: { accept: HTML } })).headers['content-security-policy'],
      );
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        'https://www.example.com',
        'https://open.example.com',
      ]);
      expect(csp.get('frame-src')).toEqual(["'self'", 'https://open.weixin.qq.com']);
    } finally {
      await configured.close();
    }
  });

  it('the development WeChat page keeps its own strict policy, framed like the other self-framed pages', async () => {
    const res = await app.inject({ url: '/to/api/dev/wechat/connect/qrconnect' });
    expect(res.statusCode).toBe(400);
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toBeUndefined();
    expect(csp.get('frame-ancestors')).toEqual(EXPECTED_ANCESTORS['self-framed']);
    expect(csp.get('form-action')?.[0]).toBe("'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('FRAME_ANCESTORS accepts origins, self and none; anything else stops the start', () => {
    expect(loadConfig({}).security.frameAncestors).toEqual(["'self'"]);
    expect(loadConfig({ FRAME_ANCESTORS: "'none'" }).security.frameAncestors).toEqual(["'none'"]);
    expect(loadConfig({ FRAME_ANCESTORS: 'self https://CAD.example.com/' }).security.frameAncestors).toEqual([
      "'self'",
      'https://cad.example.com',
    ]);
    for (const bad of [
      'javascript:alert(1)',
      "https://a.com; script-src 'unsafe-inline'",
      'none https://a.com',
      '*',
    ]) {
      expect(() => loadConfig({ FRAME_ANCESTORS: bad }), bad).toThrow(ConfigError);
    }
  });
});
