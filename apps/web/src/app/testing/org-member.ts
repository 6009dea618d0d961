/**
 * The organisation member the enterprise-library, warehouse and app-root tests sign in as (赵工 of
 * organisation 7), with the permissions of the role the test gives: pass it to setUpSignedInApp.
 *
 *   let role: OrgRole = 'editor';
 *   const app = setUpSignedInApp(orgMember(() => role));
 */
import { ORG_ROLE_PERMISSIONS } from '@jianku/rules';
import type { SignedInAppOptions } from './signed-in-app.ts';

export const ORG_ID = 7;

export type OrgRole = keyof typeof ORG_ROLE_PERMISSIONS;

export function orgMember(role: () => OrgRole): SignedInAppOptions {
  return {
    path: '/',
    access: () => ({ permissions: [...ORG_ROLE_PERMISSIONS[role()]], roles: [`org_${role()}`] }),
    user: () => ({
      id: 5,
      avatar: '',
      nickname: '赵工',
      username: 'zhao@jianku.com',
      orgName: '苏州精工电子有限公司',
      email: 'zhao@jianku.com',
      mobile: null,
      orgId: ORG_ID,
      orgEnable: true,
      businessScope: '1,2',
    }),
  };
}
