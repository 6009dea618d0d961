/**
 * Organisations (企业) and their members, issue 14: the roles, what each role may do (the permission strings
 * get-permission-info answers, spec §3 and §6), the unified social credit code (GB 32100-2015), the limits and
 * every message. The spec names no role or permission (SPEC-6 "Specific role or permission names are not
 * shown"): these are ours, in the spec's `module:entity:action` form.
 */
import { Platform } from './platform.ts';

/** A member's role in an organisation. */
export const OrgRole = { owner: 'owner', admin: 'admin', editor: 'editor', viewer: 'viewer' } as const;
export type OrgRoleValue = (typeof OrgRole)[keyof typeof OrgRole];
export const ORG_ROLES: readonly OrgRoleValue[] = Object.values(OrgRole);
export const OrgRoleLabel: Readonly<Record<OrgRoleValue, string>> = {
  owner: '所有者',
  admin: '管理员',
  editor: '编辑者',
  viewer: '查看者',
};

export function isOrgRole(value: unknown): value is OrgRoleValue {
  return typeof value === 'string' && (ORG_ROLES as readonly string[]).includes(value);
}

/** The role code get-permission-info lists for an organisation role (roles of the platform have none of these). */
export function orgRoleCode(role: OrgRoleValue): string {
  return `org_${role}`;
}

/** The permissions of organisation members. */
export const OrgPermission = {
  /** see the organisation and its members */
  infoQuery: 'org:info:query',
  /** invite members (by phone or e-mail), see and cancel pending invitations */
  memberInvite: 'org:member:invite',
  /** change members' roles (below owner) */
  memberUpdate: 'org:member:update',
  /** remove members (below owner) */
  memberRemove: 'org:member:remove',
  /** grant and take the owner role, act on owners */
  ownerManage: 'org:owner:manage',
  /** the private library: read, and add or change items (the private catalogue builds on these) */
  itemQuery: 'org:item:query',
  itemEdit: 'org:item:edit',
  /** the warehouse: read stock, and book stock in and out */
  stockQuery: 'org:stock:query',
  stockEdit: 'org:stock:edit',
  /** the warehouse's locations and settings */
  stockManage: 'org:stock:manage',
  /** read and export the audit log */
  auditQuery: 'org:audit:query',
  /** publish and edit the organisation's vendor page (/vendor/{key}) */
  vendorManage: 'org:vendor:manage',
} as const;
export type OrgPermissionValue = (typeof OrgPermission)[keyof typeof OrgPermission];

const READ: readonly OrgPermissionValue[] = [
  OrgPermission.infoQuery,
  OrgPermission.itemQuery,
  OrgPermission.stockQuery,
];
const EDIT: readonly OrgPermissionValue[] = [...READ, OrgPermission.itemEdit, OrgPermission.stockEdit];
const ADMIN: readonly OrgPermissionValue[] = [
  ...EDIT,
  OrgPermission.memberInvite,
  OrgPermission.memberUpdate,
  OrgPermission.memberRemove,
  OrgPermission.stockManage,
  OrgPermission.auditQuery,
  OrgPermission.vendorManage,
];

/** What each role may do: viewer reads, editor also edits items and stock, admin also manages members. */
export const ORG_ROLE_PERMISSIONS: Readonly<Record<OrgRoleValue, readonly OrgPermissionValue[]>> = {
  owner: [...ADMIN, OrgPermission.ownerManage],
  admin: ADMIN,
  editor: EDIT,
  viewer: READ,
};

/** The roles an owner or admin may give by invitation (owner is given by an owner, to a member). */
export const INVITABLE_ROLES: readonly OrgRoleValue[] = [OrgRole.admin, OrgRole.editor, OrgRole.viewer];

/**
 * The business scope of an organisation a user creates: the platform values of the libraries its private
 * library holds (spec §3: part 1, component 2). 1 is what the enterprise-library switch needs (SPEC-6.07, spec
 * §1: members switch to their private library; the switch sits in the parts header); 2 because the private
 * library also holds electronic components (issue 14: KiCad symbol libraries). Materials (4) have no private
 * mode in the spec (the brand entry is hidden for materials), so they are not in it.
 */
export const CREATED_ORG_BUSINESS_SCOPE = `${Platform.part},${Platform.component}`;

export const ORG_NAME_MAX_LENGTH = 100;
/** An invitation is valid this long. */
export const ORG_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const ORG_INVITATION_TTL_DAYS = 7;
/** At most this many invitations per organisation in 24 hours (each sends an e-mail or SMS). */
export const ORG_INVITATIONS_PER_DAY = 50;
/** Uploads whose bizCode starts with this belong to the uploader's organisation (members only). */
export const ORG_FILE_BIZ_PREFIX = 'org';
/** The logo's upload bizCode. */
export const ORG_LOGO_BIZ_CODE = 'org-logo';

/** GB 32100-2015: the 31 characters of a unified social credit code (no I, O, S, V, Z), each worth its index. */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** GB 32100-2015 weights of positions 1..17 (3^(i-1) mod 31). */
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/**
 * GB 32100-2015 layout: registration authority (1 char), organisation kind (1), administrative division (6
 * digits), organisation code (9), check character (1).
 */
const CREDIT_CODE_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters (GB 32100-2015: 31 − Σ(value × weight) mod 31). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++)
    sum += CREDIT_CODE_CHARSET.indexOf(first17[i] ?? '') * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31] ?? '';
}

/** A typed credit code as stored: trimmed, upper case; '' for none. */
export function normalizeCreditCode(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

/** null when valid (or empty: the code is optional), else its Chinese message. Give the normalised code. */
export function validateCreditCode(code: string): string | null {
  if (code === '') return null;
  if (!CREDIT_CODE_SHAPE.test(code)) return OrgMessage.creditCodeInvalid;
  if (creditCodeCheckChar(code.slice(0, 17)) !== code[17]) return OrgMessage.creditCodeCheck;
  return null;
}

/** null when valid, else the message: required, at most 100 characters, no control characters. */
export function validateOrgName(name: string): string | null {
  if (name === '') return OrgMessage.nameRequired;
  if ([...name].length > ORG_NAME_MAX_LENGTH) return OrgMessage.nameTooLong;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) return OrgMessage.nameInvalid;
  return null;
}

/** A phone or e-mail shown to someone who may not know it whole: 139****5678, li***@example.com. */
export function maskAccount(account: string): string {
  if (/^\d{11}$/.test(account)) return `${account.slice(0, 3)}****${account.slice(7)}`;
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  return '***';
}

/** The link an invitation mail carries (the personal centre's 企业 tab, which accepts it). */
export function orgInvitationPath(token: string): string {
  return `/user?tab=org&invite=${encodeURIComponent(token)}`;
}

/** The state of an invitation as its preview tells. */
export const InvitationStatus = {
  pending: 'pending',
  accepted: 'accepted',
  expired: 'expired',
  cancelled: 'cancelled',
} as const;
export type InvitationStatusValue = (typeof InvitationStatus)[keyof typeof InvitationStatus];

/** Envelope codes of the organisation rules (ours). Bad input answers invalidParams (HTTP 400); a missing permission 403. */
export const OrgErrorCode = {
  platformUser: 1003001001,
  alreadyInOrg: 1003001002,
  noOrg: 1003001003,
  alreadyMember: 1003001004,
  memberNotFound: 1003001005,
  lastOwner: 1003001006,
  creditCodeTaken: 1003001007,
  invitationInvalid: 1003001010,
  invitationExpired: 1003001011,
  invitationCancelled: 1003001012,
  invitationUsed: 1003001013,
  invitationWrongAccount: 1003001014,
  inviteLimit: 1003001020,
  inviteSendFailed: 1003001021,
} as const;

export const OrgMessage = {
  nameRequired: '请输入企业名称',
  nameTooLong: `企业名称最多${ORG_NAME_MAX_LENGTH}个字符`,
  nameInvalid: '企业名称不能包含控制字符',
  creditCodeInvalid: '统一社会信用代码应为18位数字或大写字母（不含I、O、S、V、Z）',
  creditCodeCheck: '统一社会信用代码校验位不正确，请核对',
  creditCodeTaken: '该统一社会信用代码已被其他企业使用',
  logoInvalid: '企业标志须为您本人上传的 png、jpg 或 jpeg 图片，请重新上传',
  platformUser: '平台账号不能创建或加入企业',
  alreadyInOrg: '您已加入企业，请先退出当前企业',
  noOrg: '您还没有加入企业',
  /** a viewer or editor trying what owners and admins do */
  adminOnly: '暂无权限：仅企业所有者或管理员可以进行此操作',
  ownerOnly: '暂无权限：仅企业所有者可以设置所有者或变更所有者',
  roleInvalid: '角色不正确',
  inviteRoleInvalid: '邀请的角色只能是管理员、编辑者或查看者',
  accountInvalid: '请输入正确的手机号或邮箱',
  alreadyMember: '该用户已是企业成员',
  inviteLimit: `今日邀请已达${ORG_INVITATIONS_PER_DAY}次上限，请明天再试`,
  inviteSendFailed: '邀请发送失败，请稍后重试',
  invitationInvalid: '邀请不存在或已失效',
  invitationExpired: '邀请已过期，请联系企业管理员重新邀请',
  invitationCancelled: '邀请已被企业取消',
  invitationUsed: '该邀请已被接受',
  invitationWrongAccount: (masked: string) => `该邀请发给 ${masked}，请使用该账号登录后接受`,
  memberNotFound: '成员不存在',
  removeSelf: '不能移除自己，如需离开请使用“退出企业”',
  lastOwnerLeave: '您是企业唯一的所有者，不能退出；请先将其他成员设为所有者',
  lastOwnerRemove: '不能移除企业唯一的所有者',
  lastOwnerDemote: '企业至少需要一名所有者，请先将其他成员设为所有者',
} as const;

/** The texts of the invitation e-mail and SMS. */
export function orgInvitationText(input: {
  inviter: string;
  orgName: string;
  role: OrgRoleValue;
  link: string;
}): { subject: string; text: string; sms: string } {
  const role = OrgRoleLabel[input.role];
  return {
    subject: `【件库】${input.orgName} 邀请您加入企业`,
    text:
      `${input.inviter} 邀请您以“${role}”身份加入企业“${input.orgName}”。\n` +
      `请使用本邮箱对应的件库账号登录后打开以下链接接受邀请（${ORG_INVITATION_TTL_DAYS}天内有效）：\n${input.link}\n` +
      '如果您不认识邀请人，请忽略本邮件。',
    sms: `【件库】${input.inviter} 邀请您以“${role}”身份加入“${input.orgName}”，请用本手机号登录后打开 ${input.link} 接受（${ORG_INVITATION_TTL_DAYS}天内有效）。`,
  };
}
