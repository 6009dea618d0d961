import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, isOpenSite } from './runtime-config.ts';
import { setPageUrl } from './test-support/test-server.ts';

beforeEach(() => {
  delete window.__JIANKU_CONFIG__;
  setPageUrl('http://www.jianku.com/');
});

describe('runtime config (spec §1 deployment flags)', () => {
  it('SPEC-1.09 without injected config every flag is false', () => {
    const config = getRuntimeConfig();
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
    for (const flag of [
      'ignoreComponent',
      'ignorePart',
      'ignoreOpen',
      'ignoreHome',
      'privateDeploy',
    ] as const) {
      expect(config[flag]).toBe(false);
    }
  });

  it('SPEC-1.09 injected values override the defaults; values of the wrong type are ignored', () => {
    window.__JIANKU_CONFIG__ = {
      privateDeploy: true,
      ignoreOpen: 'yes' as unknown as boolean,
      companyName: '件库科技',
      filing: { com: '京ICP备00000000号-1' } as never,
      openOrigin: 'http://open.jianku.com',
    };
    const config = getRuntimeConfig();
    expect(config.privateDeploy).toBe(true);
    expect(config.ignoreOpen).toBe(false);
    expect(config.companyName).toBe('件库科技');
    expect(config.filing).toEqual({ com: '京ICP备00000000号-1', cn: '' });
    expect(config.openOrigin).toBe('http://open.jianku.com');
    expect(getRuntimeConfig()).toBe(config);
  });

  it('a new injected object is read again', () => {
    window.__JIANKU_CONFIG__ = { ignorePart: true };
    expect(getRuntimeConfig().ignorePart).toBe(true);
    window.__JIANKU_CONFIG__ = { ignorePart: false };
    expect(getRuntimeConfig().ignorePart).toBe(false);
  });

  it('isOpenSite: the page runs at the configured open origin, which differs from the public one', () => {
    window.__JIANKU_CONFIG__ = {
      publicOrigin: 'http://www.jianku.com',
      openOrigin: 'http://open.jianku.com',
    };
    expect(isOpenSite()).toBe(false);
    setPageUrl('http://open.jianku.com/part/home');
    expect(isOpenSite()).toBe(true);
    window.__JIANKU_CONFIG__ = {
      publicOrigin: 'http://open.jianku.com',
      openOrigin: 'http://open.jianku.com',
    };
    expect(isOpenSite()).toBe(false);
    window.__JIANKU_CONFIG__ = {};
    expect(isOpenSite()).toBe(false);
  });
});
