/** The organisation calls (our server's orgs module; paths under /to/api). Shapes from @jianku/rules/orgs-schemas. */
import { vendorBrandLibrary } from '@jianku/rules';
import type {
  MyOrg,
  OrgCreateBody,
  OrgInvitation,
  OrgInvitationPreview,
  OrgMember,
} from '@jianku/rules/orgs-schemas';
import type { VendorBrand, VendorSettings, VendorSettingsBody } from '@jianku/rules/vendor-schemas';
import { get, post } from '../../../lib/http.ts';

export type {
  MyOrg,
  OrgInvitation,
  OrgInvitationPreview,
  OrgMember,
  VendorBrand,
  VendorSettings,
  VendorSettingsBody,
};

export const OrgPath = {
  create: '/base/org/create',
  my: '/base/org/my',
  members: '/base/org/member/list',
  invite: '/base/org/member/invite',
  updateRole: '/base/org/member/update-role',
  remove: '/base/org/member/remove',
  leave: '/base/org/leave',
  invitations: '/base/org/invitation/list',
  cancelInvitation: '/base/org/invitation/cancel',
  invitation: '/base/org/invitation/get',
  accept: '/base/org/invitation/accept',
} as const;

export const ORG_QUERY_KEY = ['org'] as const;

export const getMyOrg = () => get<MyOrg>(OrgPath.my);
export const createOrg = (body: OrgCreateBody) => post<MyOrg>(OrgPath.create, body);
export const listMembers = () => get<OrgMember[]>(OrgPath.members);
export const inviteMember = (body: { account: string; role: string }) =>
  post<OrgInvitation>(OrgPath.invite, body);
export const updateRole = (body: { userId: number; role: string }) =>
  post<OrgMember>(OrgPath.updateRole, body);
export const removeMember = (userId: number) => post<boolean>(OrgPath.remove, { userId });
export const leaveOrg = () => post<boolean>(OrgPath.leave);
export const listInvitations = () => get<OrgInvitation[]>(OrgPath.invitations);
export const cancelInvitation = (id: number) => post<boolean>(OrgPath.cancelInvitation, { id });
export const getInvitation = (token: string) =>
  get<OrgInvitationPreview>(OrgPath.invitation, { token }, { skipErrorHandler: true });
export const acceptInvitation = (token: string) => post<MyOrg>(OrgPath.accept, { token });

/** The organisation's vendor page (/vendor/{key}): its settings, saved by owners and admins. */
export const getVendorSettings = () => get<VendorSettings>('/vendor/settings');
export const saveVendorSettings = (body: VendorSettingsBody) =>
  post<VendorSettings>('/vendor/settings', body);

/** Public catalogue brands whose Chinese or English name contains the words (the vendor page's brand picker). */
export async function searchBrands(keyWords: string): Promise<VendorBrand[]> {
  const page = await get<{ list: Array<{ id: number; nameZh: string; nameEn: string; kinds: number[] }> }>(
    '/catalog/brands',
    { keyWords, pageSize: 20 },
  );
  return page.list.map((b) => ({
    id: b.id,
    nameZh: b.nameZh,
    nameEn: b.nameEn,
    library: vendorBrandLibrary(b.kinds),
  }));
}

/** An organisation's file (its logo) as an object URL: its content is served to members only, with the token. */
export async function fileObjectUrl(id: string): Promise<string> {
  const blob = await get<Blob>(`/base/file/content/get/${encodeURIComponent(id)}`, undefined, {
    responseType: 'blob',
    skipErrorHandler: true,
  });
  return URL.createObjectURL(blob);
}
