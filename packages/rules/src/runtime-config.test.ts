import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, filingNumberFor, resolveRuntimeConfig } from './runtime-config.ts';

describe('runtime config (SPEC-1.07..1.09)', () => {
  it('SPEC-1.09 all flags are false by default', () => {
    const { ignoreComponent, ignorePart, ignoreOpen, ignoreHome, privateDeploy } = DEFAULT_RUNTIME_CONFIG;
    expect([ignoreComponent, ignorePart, ignoreOpen, ignoreHome, privateDeploy]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('SPEC-1.07 the default service hours', () => {
    expect(DEFAULT_RUNTIME_CONFIG.contact.serviceHours).toBe('周一至周五 8:30-18:00');
  });

  it('SPEC-1.09 resolveRuntimeConfig overlays values and merges nested fields', () => {
    const config = resolveRuntimeConfig({
      privateDeploy: true,
      companyName: '某某科技有限公司',
      filing: { cn: '京ICP备00000000号' },
      contact: { hotline: '400-000-0000' },
    });
    expect(config.privateDeploy).toBe(true);
    expect(config.ignorePart).toBe(false);
    expect(config.companyName).toBe('某某科技有限公司');
    expect(config.filing).toEqual({ com: '', cn: '京ICP备00000000号' });
    expect(config.contact.hotline).toBe('400-000-0000');
    expect(config.contact.serviceHours).toBe('周一至周五 8:30-18:00');
    expect(DEFAULT_RUNTIME_CONFIG.filing.cn).toBe(''); // defaults untouched
  });

  const filing = { com: 'COM-NUMBER', cn: 'CN-NUMBER' };
  it.each([
    ['www.example.com', false, 'COM-NUMBER'],
    ['www.example.cn', false, 'CN-NUMBER'],
    ['WWW.EXAMPLE.CN', false, 'CN-NUMBER'],
    ['example.com.', false, 'COM-NUMBER'],
    ['example.com.cn', false, 'CN-NUMBER'],
    ['localhost', false, ''],
    ['example.community', false, ''],
    ['www.example.com', true, ''],
    ['www.example.cn', true, ''],
  ])('SPEC-1.08 host %j, private %s → %j', (host, privateDeploy, expected) => {
    expect(filingNumberFor(host, { privateDeploy, filing })).toBe(expected);
  });
});
