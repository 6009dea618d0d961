/**
 * Organisations and their members (issue 14): a signed-in user creates an organisation and becomes its owner;
 * owners and admins change roles and remove members; members leave. The rules:
 * - one organisation per user; platform users (orgId 0) neither create nor join one;
 * - the name is required (≤ 100), the unified social credit code optional (GB 32100-2015 with its check
 *   character, unique), the logo an image the user uploaded (it becomes the organisation's file: members only);
 * - an organisation a user creates gets the business scope '1,2' (CREATED_ORG_BUSINESS_SCOPE: why, there);
 * - only owners give or take the owner role or act on owners; the last owner can be neither removed, nor
 *   demoted, nor leave (decided with the organisation's row locked, so two owners leaving at once cannot
 *   both succeed);
 * - the acting member comes from the membership rows (org-access.ts), never from a header.
 * Invitations are in org-invitations.service.ts.
 */
import {
  CREATED_ORG_BUSINESS_SCOPE,
  isOrgRole,
  normalizeCreditCode,
  OrgMessage,
  OrgPermission,
  OrgRole,
  validateCreditCode,
  validateOrgName,
} from '@jianku/rules';
import { AuditAction } from '@jianku/rules/audit-schemas';
import type { MyOrg, OrgCreateBody, OrgMember, OrgRoleBody } from '@jianku/rules/orgs-schemas';
import { badRequest } from '../../lib/app-error.ts';
import {
  actorOf,
  forbidden,
  type OrgActor,
  type OrgAuditWriter,
  type OrgRepositories,
  type OrgTransaction,
  orgError,
  permissionsOf,
  type Requester,
  toMember,
  toOrgInfo,
  uniqueViolation,
} from './org-access.ts';

const FILE_ID = /^[A-Za-z0-9_-]{10,64}$/;
const LOGO_MIME = new Set(['image/png', 'image/jpeg']);

export interface OrgsServiceDeps {
  repositories: OrgRepositories;
  inTransaction: OrgTransaction;
}

/**
 * An optional text field as text. Ajv's array coercion (Fastify's default coerceTypes 'array') lets a one-element
 * array through a null-or-string union uncoerced: ["C"] reaches the service; as text it meets the usual checks.
 */
function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

// long because it is the closure that holds the service's methods over shared dependencies; each method is measured on its own and stays short
export function createOrgsService({ repositories, inTransaction }: OrgsServiceDeps) {
  const { orgs, members } = repositories;

  /** The user's organisation, role and permissions as the membership rows say (none: org null). */
  async function describe(userId: number): Promise<MyOrg> {
    const membership = await members.membershipOf(userId);
    const org = membership ? await orgs.findById(membership.orgId) : undefined;
    if (!membership || !org) return { org: null, role: null, permissions: [] };
    return {
      org: toOrgInfo(org, await members.count(org.id)),
      role: membership.role,
      // SPEC-6.06 a disabled organisation grants nothing
      permissions: org.enabled ? [...permissionsOf(membership.role)] : [],
    };
  }

  async function checkLogo(userId: number, raw: string | null | undefined): Promise<string> {
    const logo = textOf(raw).trim();
    if (logo === '') return '';
    const facts = FILE_ID.test(logo) ? await orgs.fileFacts(logo) : undefined;
    if (
      !facts ||
      facts.ownerId !== userId ||
      facts.orgId !== null ||
      facts.category !== 'Images' ||
      !LOGO_MIME.has(facts.mime)
    ) {
      throw badRequest(OrgMessage.logoInvalid);
    }
    return logo;
  }

  /** Locks the organisation, re-reads the actor under the lock, then works (the owner-count rules). */
  async function withActor<T>(
    user: Requester,
    need: (typeof OrgPermission)[keyof typeof OrgPermission] | undefined,
    work: (r: OrgRepositories, actor: OrgActor, audit: OrgAuditWriter) => Promise<T>,
  ): Promise<T> {
    const first = await actorOf(repositories, user, need);
    return inTransaction(async (r, audit) => {
      await r.orgs.lockById(first.orgId);
      return work(r, await actorOf(r, user, need), audit);
    });
  }

  const mayManageOwners = (actor: OrgActor) => permissionsOf(actor.role).includes(OrgPermission.ownerManage);

  return {
    describe,

    async createOrg(user: Requester, body: OrgCreateBody): Promise<MyOrg> {
      if (user.orgId === 0) throw orgError('platformUser', OrgMessage.platformUser);
      if (user.orgId > 1 || (await members.membershipOf(user.id))) {
        throw orgError('alreadyInOrg', OrgMessage.alreadyInOrg);
      }
      const name = (body.name ?? '').normalize('NFC').trim();
      const nameProblem = validateOrgName(name);
      if (nameProblem) throw badRequest(nameProblem);
      const creditCode = normalizeCreditCode(textOf(body.creditCode));
      const codeProblem = validateCreditCode(creditCode);
      if (codeProblem) throw badRequest(codeProblem);
      const logo = await checkLogo(user.id, body.logo);
      try {
        await inTransaction(async (r, audit) => {
          const org = await r.orgs.create({
            name,
            creditCode: creditCode || null,
            logo,
            businessScope: CREATED_ORG_BUSINESS_SCOPE,
            createdBy: user.id,
          });
          await r.members.add({ orgId: org.id, userId: user.id, role: OrgRole.owner, invitedBy: null });
          if (logo) await r.orgs.stampFile(logo, org.id);
          await audit({
            orgId: org.id,
            actorId: user.id,
            action: AuditAction.memberJoin,
            targetType: 'member',
            targetId: user.id,
            summary: `创建企业「${name}」，成为所有者`,
            before: null,
            after: { userId: user.id, role: OrgRole.owner },
          });
        });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === null) throw err;
        if (constraint.includes('credit_code')) throw orgError('creditCodeTaken', OrgMessage.creditCodeTaken);
        throw orgError('alreadyInOrg', OrgMessage.alreadyInOrg);
      }
      return describe(user.id);
    },

    async listMembers(user: Requester): Promise<OrgMember[]> {
      const actor = await actorOf(repositories, user, OrgPermission.infoQuery);
      return (await members.list(actor.orgId)).map(toMember);
    },

    changeRole(user: Requester, body: OrgRoleBody): Promise<OrgMember> {
      if (!isOrgRole(body.role)) throw badRequest(OrgMessage.roleInvalid);
      const role = body.role;
      return withActor(user, OrgPermission.memberUpdate, async (r, actor, audit) => {
        const target = await r.members.findMember(actor.orgId, body.userId);
        if (!target) throw orgError('memberNotFound', OrgMessage.memberNotFound);
        if ((target.role === OrgRole.owner || role === OrgRole.owner) && !mayManageOwners(actor)) {
          throw forbidden(OrgMessage.ownerOnly);
        }
        if (target.role === OrgRole.owner && role !== OrgRole.owner) {
          if ((await r.members.countOwners(actor.orgId)) <= 1) {
            throw orgError('lastOwner', OrgMessage.lastOwnerDemote);
          }
        }
        if (target.role !== role) {
          await r.members.setRole(actor.orgId, target.userId, role);
          await audit({
            orgId: actor.orgId,
            actorId: actor.userId,
            action: AuditAction.memberRole,
            targetType: 'member',
            targetId: target.userId,
            summary: `${target.nickname || target.username}：${target.role} → ${role}`,
            before: { userId: target.userId, role: target.role },
            after: { userId: target.userId, role },
          });
        }
        return toMember({ ...target, role });
      });
    },

    async removeMember(user: Requester, userId: number): Promise<void> {
      if (userId === user.id) throw badRequest(OrgMessage.removeSelf);
      await withActor(user, OrgPermission.memberRemove, async (r, actor, audit) => {
        const target = await r.members.findMember(actor.orgId, userId);
        if (!target) throw orgError('memberNotFound', OrgMessage.memberNotFound);
        if (target.role === OrgRole.owner) {
          if (!mayManageOwners(actor)) throw forbidden(OrgMessage.ownerOnly);
          if ((await r.members.countOwners(actor.orgId)) <= 1) {
            throw orgError('lastOwner', OrgMessage.lastOwnerRemove);
          }
        }
        await r.members.remove(actor.orgId, userId);
        await audit({
          orgId: actor.orgId,
          actorId: actor.userId,
          action: AuditAction.memberRemove,
          targetType: 'member',
          targetId: userId,
          summary: `移除成员 ${target.nickname || target.username}`,
          before: { userId, role: target.role },
          after: null,
        });
      });
    },

    /** Leaving needs no permission (members of a disabled organisation may leave too). */
    async leave(user: Requester): Promise<void> {
      const membership = await members.membershipOf(user.id);
      if (!membership) throw orgError('noOrg', OrgMessage.noOrg);
      await inTransaction(async (r, audit) => {
        await r.orgs.lockById(membership.orgId);
        const current = await r.members.membershipOf(user.id);
        if (!current) throw orgError('noOrg', OrgMessage.noOrg);
        if (current.role === OrgRole.owner && (await r.members.countOwners(current.orgId)) <= 1) {
          throw orgError('lastOwner', OrgMessage.lastOwnerLeave);
        }
        await r.members.remove(current.orgId, user.id);
        await audit({
          orgId: current.orgId,
          actorId: user.id,
          action: AuditAction.memberLeave,
          targetType: 'member',
          targetId: user.id,
          summary: '退出企业',
          before: { userId: user.id, role: current.role },
          after: null,
        });
      });
    },
  };
}
export type OrgsService = ReturnType<typeof createOrgsService>;
