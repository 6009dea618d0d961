import { describe, expect, it } from 'vitest';
import { canUseEnterpriseLibrary, hasPermission } from './access.ts';
import {
  CREATED_ORG_BUSINESS_SCOPE,
  creditCodeCheckChar,
  INVITABLE_ROLES,
  maskAccount,
  normalizeCreditCode,
  ORG_ROLE_PERMISSIONS,
  OrgMessage,
  OrgPermission,
  orgInvitationPath,
  validateCreditCode,
  validateOrgName,
} from './orgs.ts';

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts real published codes, their check characters computed', () => {
    for (const code of [
      '91350100M000100Y43',
      '91440300708461136T',
      '91110000802100433B',
      '911100001000079554',
    ]) {
      expect(validateCreditCode(code), code).toBeNull();
      expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
    }
  });

  it('refuses a wrong check character, a wrong length, forbidden letters and a bad division', () => {
    expect(validateCreditCode('91350100M000100Y44')).toBe(OrgMessage.creditCodeCheck);
    expect(validateCreditCode('91310000MA1FL1XQ5L')).toBe(OrgMessage.creditCodeCheck);
    for (const bad of [
      '91350100M000100Y4',
      '91350100M000100Y433',
      '91350100M000100YO3',
      'ZZ350100M000100Y43',
      '9135010AM000100Y43',
    ]) {
      expect(validateCreditCode(bad), bad).toBe(OrgMessage.creditCodeInvalid);
    }
  });

  it('is optional and compared in upper case', () => {
    expect(validateCreditCode('')).toBeNull();
    expect(normalizeCreditCode(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
    expect(normalizeCreditCode(null)).toBe('');
  });
});

describe('organisation names, roles and scope', () => {
  it('a name is required, at most 100 characters (counted as characters), without control characters', () => {
    expect(validateOrgName('')).toBe(OrgMessage.nameRequired);
    expect(validateOrgName('企'.repeat(100))).toBeNull();
    expect(validateOrgName('企'.repeat(101))).toBe(OrgMessage.nameTooLong);
    expect(validateOrgName('𠀋'.repeat(100))).toBeNull();
    expect(validateOrgName('a\nb')).toBe(OrgMessage.nameInvalid);
  });

  it('each role holds what the one below holds, and more; owners alone manage owners; nobody invites an owner', () => {
    const { owner, admin, editor, viewer } = ORG_ROLE_PERMISSIONS;
    for (const [upper, lower] of [
      [owner, admin],
      [admin, editor],
      [editor, viewer],
    ] as const) {
      expect(lower.every((p) => upper.includes(p))).toBe(true);
      expect(upper.length).toBeGreaterThan(lower.length);
    }
    expect(hasPermission(owner, [OrgPermission.ownerManage])).toBe(true);
    expect(hasPermission(admin, [OrgPermission.ownerManage])).toBe(false);
    expect(hasPermission(viewer, [OrgPermission.memberInvite])).toBe(false);
    expect(INVITABLE_ROLES).not.toContain('owner');
  });

  it('SPEC-6.07 a created organisation’s business scope opens the enterprise-library switch', () => {
    expect(CREATED_ORG_BUSINESS_SCOPE).toBe('1,2');
    expect(canUseEnterpriseLibrary({ orgId: 2, businessScope: CREATED_ORG_BUSINESS_SCOPE })).toBe(true);
  });

  it('masks phones and e-mails; builds the invitation link', () => {
    expect(maskAccount('13912345678')).toBe('139****5678');
    expect(maskAccount('li.gong@example.com')).toBe('li***@example.com');
    expect(maskAccount('a@b.cn')).toBe('a***@b.cn');
    expect(orgInvitationPath('abc_-1')).toBe('/user?tab=org&invite=abc_-1');
  });
});
