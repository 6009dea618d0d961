import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SERVICE_HOURS } from '../src/config.ts';

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig(env, '/srv/jianku');
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('config from environment variables', () => {
  it('SPEC-1.09 defaults: port 8080, embedded database, all flags false, contact defaults', () => {
    const config = loadConfig({}, '/srv/jianku');
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('/srv/jianku/data');
    expect(isAbsolute(config.webDist)).toBe(true);
    expect(config.webDist.endsWith(join('apps', 'web', 'dist'))).toBe(true);
    const runtime = config.runtime;
    expect([
      runtime.ignoreComponent,
      runtime.ignorePart,
      runtime.ignoreOpen,
      runtime.ignoreHome,
      runtime.privateDeploy,
    ]).toEqual([false, false, false, false, false]);
    expect(runtime.companyName).toBe('件库科技');
    expect(runtime.filing).toEqual({ com: '', cn: '' });
    expect(runtime.contact).toMatchObject({ hotline: '', email: '', address: '', qrCodeUrl: '' });
    expect(runtime.contact.serviceHours).toBe(SERVICE_HOURS);
    expect(SERVICE_HOURS).toBe('周一至周五 8:30-18:00');
    expect(runtime.publicOrigin).toBe('http://localhost:8080');
    expect(runtime.openOrigin).toBe('http://localhost:8080');
    expect(runtime.companyDomain).toBe('localhost');
  });

  it('SPEC-1.09 reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://app:secret@db.internal:5432/jianku',
        PUBLIC_ORIGIN: 'https://www.jianku.cn/',
        OPEN_ORIGIN: 'https://open.jianku.cn',
        COMPANY_DOMAIN: 'jianku.cn',
        IGNORE_COMPONENT: 'true',
        IGNORE_PART: '1',
        IGNORE_OPEN: 'yes',
        IGNORE_HOME: 'ON',
        PRIVATE_DEPLOY: 'false',
        COMPANY_NAME: '某某科技有限公司',
        FILING_COM: '京ICP备00000000号-1',
        FILING_CN: '京ICP备00000000号-2',
        CONTACT_HOTLINE: '400-123-4567',
        CONTACT_EMAIL: 'help@jianku.cn',
        CONTACT_ADDRESS: '上海市',
        CONTACT_QR_URL: '/images/qr.png',
        WEB_DIST: '/opt/web',
        LOG_LEVEL: 'WARN',
        TRUST_PROXY: 'true',
      },
      '/srv/jianku',
    );
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: '/srv/jianku/var/data',
      databaseUrl: 'postgres://app:secret@db.internal:5432/jianku',
      webDist: '/opt/web',
      logLevel: 'warn',
      trustProxy: true,
      runtime: {
        ignoreComponent: true,
        ignorePart: true,
        ignoreOpen: true,
        ignoreHome: true,
        privateDeploy: false,
        companyName: '某某科技有限公司',
        filing: { com: '京ICP备00000000号-1', cn: '京ICP备00000000号-2' },
        contact: {
          hotline: '400-123-4567',
          email: 'help@jianku.cn',
          address: '上海市',
          qrCodeUrl: '/images/qr.png',
          serviceHours: SERVICE_HOURS,
        },
        publicOrigin: 'https://www.jianku.cn',
        openOrigin: 'https://open.jianku.cn',
        companyDomain: 'jianku.cn',
      },
    });
  });

  it('empty values count as unset; the public origin follows PORT', () => {
    const config = loadConfig({ PORT: '3000', DATABASE_URL: '', COMPANY_NAME: '  ' }, '/srv');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.runtime.companyName).toBe('件库科技');
    expect(config.runtime.publicOrigin).toBe('http://localhost:3000');
  });

  it('invalid values fail with a message naming each variable', () => {
    const problems = problemsOf({
      PORT: 'abc',
      IGNORE_PART: 'maybe',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://x',
      PUBLIC_ORIGIN: 'www.jianku.cn',
      OPEN_ORIGIN: 'https://open.jianku.cn/path',
      CONTACT_QR_URL: 'javascript:alert(1)',
    });
    expect(problems).toHaveLength(7);
    expect(problems[0]).toBe('PORT 必须是 0 到 65535 之间的整数（当前值 "abc"）');
    for (const name of [
      'IGNORE_PART',
      'LOG_LEVEL',
      'DATABASE_URL',
      'PUBLIC_ORIGIN',
      'OPEN_ORIGIN',
      'CONTACT_QR_URL',
    ]) {
      expect(problems.some((problem) => problem.startsWith(`${name} `))).toBe(true);
    }
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT 必须是 0 到 65535 之间的整数/);
    expect(() => loadConfig({ PORT: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '80.5' })).toThrow(ConfigError);
  });

  it('search index snapshots: DATA_DIR/search-index by default, a folder of its own, or off', () => {
    expect(loadConfig({}, '/srv/jianku').searchSnapshot).toEqual({
      dir: '/srv/jianku/data/search-index',
      everyS: 600,
    });
    expect(
      loadConfig({ DATA_DIR: '/var/jk', SEARCH_SNAPSHOT_EVERY_S: '60' }, '/srv/jianku').searchSnapshot,
    ).toEqual({ dir: '/var/jk/search-index', everyS: 60 });
    expect(loadConfig({ SEARCH_SNAPSHOT_DIR: 'snap' }, '/srv/jianku').searchSnapshot.dir).toBe(
      '/srv/jianku/snap',
    );
    expect(loadConfig({ SEARCH_SNAPSHOT_DIR: 'OFF' }, '/srv/jianku').searchSnapshot.dir).toBeUndefined();
    expect(problemsOf({ SEARCH_SNAPSHOT_EVERY_S: '5' })).toEqual([
      'SEARCH_SNAPSHOT_EVERY_S 必须是 10 到 86400 之间的整数（当前值 "5"）',
    ]);
  });

  it('the error message lists the problems one per line', () => {
    try {
      loadConfig({ PORT: 'abc', PRIVATE_DEPLOY: 'x' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message.split('\n')).toEqual([
        '配置错误（环境变量）：',
        '  - PORT 必须是 0 到 65535 之间的整数（当前值 "abc"）',
        '  - PRIVATE_DEPLOY 必须是 true 或 false（也可写 1/0、yes/no、on/off；当前值 "x"）',
      ]);
    }
  });
});
