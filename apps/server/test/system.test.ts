import { runInNewContext } from 'node:vm';
import type { RuntimeConfig } from '@jianku/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp, TEST_ENGINE } from '../src/testing.ts';

let app: App;
let configured: App;

beforeAll(async () => {
  [app, configured] = await Promise.all([
    createTestApp(),
    createTestApp({
      env: {
        PRIVATE_DEPLOY: 'true',
        IGNORE_OPEN: '1',
        COMPANY_NAME: '某某科技</script><script>alert(1)</script>',
        FILING_COM: '京ICP备00000000号-1',
        FILING_CN: '京ICP备00000000号-2',
        CONTACT_HOTLINE: '400-123-4567',
        PUBLIC_ORIGIN: 'https://www.jianku.com',
        OPEN_ORIGIN: 'https://open.jianku.com',
      },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([app?.close(), configured?.close()]);
});

/** Run /config.js as the browser would and return what it put on window. */
function evaluateConfigScript(body: string): RuntimeConfig {
  const window: { __JIANKU_CONFIG__?: RuntimeConfig } = {};
  runInNewContext(body, { window });
  if (!window.__JIANKU_CONFIG__) throw new Error('config.js did not set window.__JIANKU_CONFIG__');
  return window.__JIANKU_CONFIG__;
}

describe(`system (${TEST_ENGINE})`, () => {
  it('GET /to/api/health is the readiness check: a real write, the index built, disk room', async () => {
    const res = await app.inject({ url: '/to/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: 0,
      msg: '',
      data: {
        status: 'ok',
        db: TEST_ENGINE,
        checks: { database: { ok: true }, search: { ok: true, state: 'ready' }, disk: { ok: true } },
      },
    });
    expect(typeof body.data.uptime).toBe('number');
    const probe = await app.database.db.selectFrom('health_probe').selectAll().execute();
    expect(probe).toHaveLength(1);
  });

  it('SPEC-1.09 GET /config.js sets window.__JIANKU_CONFIG__ (defaults), not cached', async () => {
    const res = await app.inject({ url: '/config.js', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('window.__JIANKU_CONFIG__ = {')).toBe(true);
    const config = evaluateConfigScript(res.body);
    expect(config).toEqual({
      ignoreComponent: false,
      ignorePart: false,
      ignoreOpen: false,
      ignoreHome: false,
      privateDeploy: false,
      companyName: '件库科技',
      filing: { com: '', cn: '' },
      contact: {
        hotline: '',
        email: '',
        serviceHours: '周一至周五 8:30-18:00',
        address: '',
        qrCodeUrl: '',
      },
      publicOrigin: 'http://localhost:8080',
      openOrigin: 'http://localhost:8080',
      companyDomain: 'localhost',
    });
  });

  it('SPEC-1.09 the configuration comes from the environment, without a rebuild; no markup breaks out', async () => {
    const res = await configured.inject({ url: '/config.js' });
    expect(res.body).not.toContain('</script>');
    const config = evaluateConfigScript(res.body);
    expect(config.privateDeploy).toBe(true);
    expect(config.ignoreOpen).toBe(true);
    expect(config.ignorePart).toBe(false);
    expect(config.companyName).toBe('某某科技</script><script>alert(1)</script>');
    expect(config.filing).toEqual({ com: '京ICP备00000000号-1', cn: '京ICP备00000000号-2' });
    expect(config.contact.hotline).toBe('400-123-4567');
    expect(config.publicOrigin).toBe('https://www.jianku.com');
    expect(config.openOrigin).toBe('https://open.jianku.com');
    expect(config.companyDomain).toBe('www.jianku.com');
  });

  it('GET /to/api/system/runtime-config returns the same configuration in the envelope', async () => {
    for (const instance of [app, configured]) {
      const script = evaluateConfigScript((await instance.inject({ url: '/config.js' })).body);
      const res = await instance.inject({ url: '/to/api/system/runtime-config' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, msg: '', data: script });
    }
  });
});
