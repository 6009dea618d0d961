/**
 * Who may do what in an organisation: the acting member (always read from the membership rows, whatever the
 * request's tenant-id header says), the permission checks of spec §6 over the role's permissions, and the
 * answers the organisation routes share.
 */
import {
  ErrorCode,
  ErrorMessage,
  hasPermission,
  isOrgRole,
  ORG_ROLE_PERMISSIONS,
  OrgErrorCode,
  OrgMessage,
  OrgPermission,
  type OrgPermissionValue,
  type OrgRoleValue,
} from '@jianku/rules';
import type { OrgInfo, OrgMember } from '@jianku/rules/orgs-schemas';
import type { AuditRecord } from '../../db/audit-trail.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrgInvitationsRepository } from './org-invitations.repository.ts';
import type { MemberRow, OrgMembersRepository } from './org-members.repository.ts';
import type { OrgRecord, OrgsRepository } from './orgs.repository.ts';

/** The signed-in user of a request: id and the session's organisation (users.org_id). */
export interface Requester {
  id: number;
  orgId: number;
}

export interface OrgRepositories {
  orgs: OrgsRepository;
  members: OrgMembersRepository;
  invitations: OrgInvitationsRepository;
}

/** Writes an audit row in the transaction it is handed with (db/audit-trail.ts). */
export type OrgAuditWriter = (record: AuditRecord) => Promise<void>;

/**
 * Run `work` in one database transaction, with repositories bound to it (all or nothing) and the audit
 * writer of that transaction (a change and its audit row commit together).
 */
export type OrgTransaction = <T>(
  work: (repositories: OrgRepositories, audit: OrgAuditWriter) => Promise<T>,
) => Promise<T>;

export interface OrgActor {
  userId: number;
  orgId: number;
  role: OrgRoleValue;
  org: OrgRecord;
}

export const orgError = (code: keyof typeof OrgErrorCode, message: string) =>
  new AppError(OrgErrorCode[code], message);

/** 403 with the message of the missing permission (SPEC-6.11: 403 means no permission). */
export const forbidden = (message: string) => new AppError(ErrorCode.forbidden, message);

/** The permissions a role grants (none for an unknown role). */
export function permissionsOf(role: string): readonly string[] {
  return isOrgRole(role) ? ORG_ROLE_PERMISSIONS[role] : [];
}

/**
 * The acting member of the user's organisation. The membership row decides (not a header): a user with no row,
 * or whose session names another organisation, has none (noOrg); a disabled organisation answers 403 暂无权限，
 * 请联系管理员 (SPEC-6.06, SPEC-8.23); without `need` among the role's permissions, 403 with what is needed.
 */
export async function actorOf(
  repositories: OrgRepositories,
  user: Requester,
  need?: OrgPermissionValue,
): Promise<OrgActor> {
  if (user.orgId === 0) throw orgError('platformUser', OrgMessage.platformUser);
  const membership = await repositories.members.membershipOf(user.id);
  if (!membership || membership.orgId !== user.orgId || !isOrgRole(membership.role)) {
    throw orgError('noOrg', OrgMessage.noOrg);
  }
  const org = await repositories.orgs.findById(membership.orgId);
  if (!org) throw orgError('noOrg', OrgMessage.noOrg);
  if (!org.enabled) throw forbidden(ErrorMessage.blocked);
  if (need && !hasPermission(permissionsOf(membership.role), [need])) {
    throw forbidden(need === OrgPermission.ownerManage ? OrgMessage.ownerOnly : OrgMessage.adminOnly);
  }
  return { userId: user.id, orgId: org.id, role: membership.role, org };
}

export function toOrgInfo(org: OrgRecord, memberCount: number): OrgInfo {
  return {
    id: org.id,
    name: org.name,
    creditCode: org.creditCode ?? '',
    logo: org.logo,
    businessScope: org.businessScope,
    enabled: org.enabled,
    memberCount,
    createdAt: org.createdAt.toISOString(),
  };
}

export function toMember(row: MemberRow): OrgMember {
  return {
    userId: row.userId,
    nickname: row.nickname,
    username: row.username,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
  };
}

/** The database's unique violation (both engines report PostgreSQL's 23505), and the constraint it names. */
export function uniqueViolation(err: unknown): string | null {
  if (typeof err !== 'object' || err === null || (err as { code?: unknown }).code !== '23505') return null;
  const constraint = (err as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : '';
}
