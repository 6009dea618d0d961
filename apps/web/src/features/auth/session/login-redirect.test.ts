import { describe, expect, it } from 'vitest';
import { type RedirectContext, resolveLoginRedirect } from './login-redirect.ts';

const ctx: RedirectContext = {
  origin: 'https://www.jianku.com',
  openOrigin: 'https://open.jianku.com',
  companyDomain: 'jianku.com',
  user: { orgId: 12, orgEnable: true },
  tokens: { accessToken: 'AT', refreshToken: 'RT', tokenExpires: 120 },
};

describe('redirect after login (spec §4)', () => {
  it('SPEC-4.24 SPEC-2.26 no redirect → /', () => {
    expect(resolveLoginRedirect(null, ctx)).toEqual({ kind: 'navigate', to: '/' });
    expect(resolveLoginRedirect('  ', ctx)).toEqual({ kind: 'navigate', to: '/' });
  });

  it('SPEC-4.23 a relative redirect is navigated in the app', () => {
    expect(resolveLoginRedirect('/part/search?keyWords=M8', ctx)).toEqual({
      kind: 'navigate',
      to: '/part/search?keyWords=M8',
    });
    expect(resolveLoginRedirect('user', ctx)).toEqual({ kind: 'navigate', to: '/user' });
  });

  it('SPEC-4.20 a same-host URL is loaded directly', () => {
    expect(resolveLoginRedirect('https://www.jianku.com/component?tab=category', ctx)).toEqual({
      kind: 'location',
      href: 'https://www.jianku.com/component?tab=category',
    });
  });

  it('SPEC-4.19 SPEC-6.06 a blocked user targeting the open platform is warned and goes to /', () => {
    const blocked = { ...ctx, user: { orgId: 1, orgEnable: false } };
    expect(resolveLoginRedirect('https://open.jianku.com/part', blocked)).toEqual({
      kind: 'blocked',
      to: '/',
    });
    const disabledOrg = { ...ctx, user: { orgId: 12, orgEnable: false } };
    expect(resolveLoginRedirect('https://open.jianku.com/part', disabledOrg).kind).toBe('blocked');
  });

  it('SPEC-4.21 an open-platform URL has the token parameters stripped', () => {
    expect(
      resolveLoginRedirect('https://open.jianku.com/part?token=old&refreshToken=x&tokenExpires=5&tab=2', ctx),
    ).toEqual({ kind: 'location', href: 'https://open.jianku.com/part?tab=2' });
  });

  it('SPEC-4.22 SPEC-9.51 other external URLs get token, refreshToken, tokenExpires — when forced or tokenless', () => {
    expect(resolveLoginRedirect('https://mat.jianku.com/home?a=1', ctx)).toEqual({
      kind: 'location',
      href: 'https://mat.jianku.com/home?a=1&token=AT&refreshToken=RT&tokenExpires=120',
    });
    expect(resolveLoginRedirect('https://mat.jianku.com/home?token=keep', ctx)).toEqual({
      kind: 'location',
      href: 'https://mat.jianku.com/home?token=keep',
    });
    expect(resolveLoginRedirect('https://mat.jianku.com/home?token=keep', { ...ctx, force: true })).toEqual({
      kind: 'location',
      href: 'https://mat.jianku.com/home?token=AT&refreshToken=RT&tokenExpires=120',
    });
  });

  it('tokens never go to a site outside the company domain, nor to non-http addresses', () => {
    expect(resolveLoginRedirect('https://evil.example/steal', ctx)).toEqual({ kind: 'navigate', to: '/' });
    expect(resolveLoginRedirect('//evil.example/steal', ctx)).toEqual({ kind: 'navigate', to: '/' });
    expect(resolveLoginRedirect('javascript:alert(1)', ctx)).toEqual({ kind: 'navigate', to: '/' });
  });

  it('when the open platform shares the www origin its addresses are same-host ones (no block)', () => {
    const shared = { ...ctx, openOrigin: ctx.origin, user: { orgId: 1, orgEnable: false } };
    expect(resolveLoginRedirect('https://www.jianku.com/part', shared)).toEqual({
      kind: 'location',
      href: 'https://www.jianku.com/part',
    });
  });
});
