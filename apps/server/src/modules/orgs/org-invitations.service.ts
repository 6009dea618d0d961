/**
 * Invitations into an organisation (issue 14). An owner or admin invites a phone or an e-mail with a role
 * (admin, editor or viewer); the link goes out by e-mail (SMTP, or the outbox) or SMS (the provider, or the
 * outbox) and is valid 7 days; a new invitation of the same target replaces the open one; at most 50 a day per
 * organisation. The invitee accepts while signed in, with the account the invitation names (its e-mail or
 * phone): a link forwarded to someone else is of no use to them. Inviting a member answers 该用户已是企业成员;
 * whether the target is in another organisation is never told to the inviter (it shows at acceptance, to the
 * invitee only).
 */

import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorMessage,
  INVITABLE_ROLES,
  InvitationStatus,
  isEmail,
  isPhone,
  maskAccount,
  ORG_INVITATION_TTL_MS,
  ORG_INVITATIONS_PER_DAY,
  OrgMessage,
  OrgPermission,
  OrgRole,
  type OrgRoleValue,
  orgInvitationPath,
  orgInvitationText,
} from '@jianku/rules';
import { AuditAction } from '@jianku/rules/audit-schemas';
import type { MyOrg, OrgInvitation, OrgInvitationPreview, OrgInviteBody } from '@jianku/rules/orgs-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../../lib/app-error.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  actorOf,
  forbidden,
  type OrgRepositories,
  type OrgTransaction,
  orgError,
  type Requester,
  uniqueViolation,
} from './org-access.ts';
import type { InvitationRow } from './org-invitations.repository.ts';
import type { AccountRow } from './org-members.repository.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface OrgInvitationsServiceDeps {
  repositories: OrgRepositories;
  inTransaction: OrgTransaction;
  mail: MailService;
  /** PUBLIC_ORIGIN: the invitation link's origin */
  publicOrigin: string;
  /** the organisation as the invitee sees it after accepting */
  describe: (userId: number) => Promise<MyOrg>;
  now: () => Date;
  log: FastifyBaseLogger;
}

function toInvitation(row: InvitationRow): OrgInvitation {
  return {
    id: row.id,
    channel: row.channel,
    target: row.target,
    role: row.role,
    inviter: row.inviter,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The invited account: a phone (sms) or a lower-case e-mail. */
function parseAccount(raw: string): { channel: 'email' | 'sms'; target: string } {
  const account = raw.trim();
  if (isPhone(account)) return { channel: 'sms', target: account };
  const email = account.toLowerCase();
  if (isEmail(email)) return { channel: 'email', target: email };
  throw badRequest(OrgMessage.accountInvalid);
}

const accountOf = (account: AccountRow, channel: 'email' | 'sms') =>
  channel === 'email' ? account.email : account.mobile;

const nameOf = (account: AccountRow | undefined) => account?.nickname || account?.username || '';

// long because it is the closure that holds the service's methods over shared dependencies; each method is measured on its own and stays short
export function createOrgInvitationsService(deps: OrgInvitationsServiceDeps) {
  const { repositories, inTransaction, mail, now, log } = deps;
  const { orgs, members, invitations } = repositories;

  function statusOf(row: InvitationRow, at: Date) {
    if (row.acceptedAt) return InvitationStatus.accepted;
    if (row.cancelledAt) return InvitationStatus.cancelled;
    if (row.expiresAt.getTime() <= at.getTime()) return InvitationStatus.expired;
    return InvitationStatus.pending;
  }

  async function byToken(token: string): Promise<InvitationRow> {
    const row = TOKEN.test(token) ? await invitations.findByTokenHash(hashToken(token)) : undefined;
    if (!row) throw orgError('invitationInvalid', OrgMessage.invitationInvalid);
    return row;
  }

  /** Cancels an open invitation with its audit row in one transaction; false when there is none. */
  function cancelAudited(orgId: number, actorId: number, id: number, why: string): Promise<boolean> {
    return inTransaction(async (r, audit) => {
      const gone = await r.invitations.cancel(orgId, id, now());
      if (!gone) return false;
      await audit({
        orgId,
        actorId,
        action: AuditAction.invitationCancel,
        targetType: 'invitation',
        targetId: id,
        summary: `${why}：${gone.target}（${gone.role}）`,
        before: gone,
        after: null,
      });
      return true;
    });
  }

  async function send(channel: 'email' | 'sms', target: string, texts: ReturnType<typeof orgInvitationText>) {
    if (channel === 'email') await mail.sendEmail(target, texts.subject, texts.text);
    else await mail.sendSms(target, texts.sms);
  }

  return {
    async invite(user: Requester, body: OrgInviteBody): Promise<OrgInvitation> {
      const actor = await actorOf(repositories, user, OrgPermission.memberInvite);
      const role = (body.role ?? OrgRole.viewer) as OrgRoleValue;
      if (!INVITABLE_ROLES.includes(role)) throw badRequest(OrgMessage.inviteRoleInvalid);
      const { channel, target } = parseAccount(body.account ?? '');
      const existing = await members.findAccountBy(channel, target);
      if (existing && (await members.findMember(actor.orgId, existing.id))) {
        throw orgError('alreadyMember', OrgMessage.alreadyMember);
      }
      const at = now();
      if (
        (await invitations.countSince(actor.orgId, new Date(at.getTime() - DAY_MS))) >=
        ORG_INVITATIONS_PER_DAY
      ) {
        throw orgError('inviteLimit', OrgMessage.inviteLimit);
      }
      const token = randomBytes(32).toString('base64url');
      const id = await inTransaction(async (r, audit) => {
        const replaced = await r.invitations.cancelOpenFor(actor.orgId, target, at);
        const made = await r.invitations.insert({
          orgId: actor.orgId,
          channel,
          target,
          role,
          tokenHash: hashToken(token),
          invitedBy: user.id,
          createdAt: at,
          expiresAt: new Date(at.getTime() + ORG_INVITATION_TTL_MS),
        });
        await audit({
          orgId: actor.orgId,
          actorId: user.id,
          action: AuditAction.invitationSend,
          targetType: 'invitation',
          targetId: made,
          summary: `邀请 ${target}（${role}）${replaced.length ? '，替换此前未接受的邀请' : ''}`,
          before: replaced.length ? { replacedInvitationIds: replaced } : null,
          after: { id: made, channel, target, role },
        });
        return made;
      });
      const inviter = nameOf(await members.findAccount(user.id));
      const link = `${deps.publicOrigin.replace(/\/+$/, '')}${orgInvitationPath(token)}`;
      try {
        await send(channel, target, orgInvitationText({ inviter, orgName: actor.org.name, role, link }));
      } catch (err) {
        await cancelAudited(actor.orgId, user.id, id, '邀请未能发出，已自动取消');
        log.warn({ err, orgId: actor.orgId, channel }, 'organisation invitation not sent');
        throw orgError('inviteSendFailed', OrgMessage.inviteSendFailed);
      }
      log.info({ orgId: actor.orgId, invitationId: id, channel, role }, 'organisation invitation sent');
      const row = (await invitations.listPending(actor.orgId, now())).find((r) => r.id === id);
      if (!row) throw orgError('invitationInvalid', OrgMessage.invitationInvalid);
      return toInvitation(row);
    },

    async listInvitations(user: Requester): Promise<OrgInvitation[]> {
      const actor = await actorOf(repositories, user, OrgPermission.memberInvite);
      return (await invitations.listPending(actor.orgId, now())).map(toInvitation);
    },

    async cancelInvitation(user: Requester, id: number): Promise<void> {
      const actor = await actorOf(repositories, user, OrgPermission.memberInvite);
      if (!(await cancelAudited(actor.orgId, user.id, id, '取消邀请'))) {
        throw orgError('invitationInvalid', OrgMessage.invitationInvalid);
      }
    },

    async previewInvitation(user: Requester, token: string): Promise<OrgInvitationPreview> {
      const row = await byToken(token);
      const org = await orgs.findById(row.orgId);
      const account = await members.findAccount(user.id);
      return {
        orgName: org?.name ?? '',
        role: row.role,
        inviter: row.inviter,
        target: maskAccount(row.target),
        status: statusOf(row, now()),
        expiresAt: row.expiresAt.toISOString(),
        forMe: account !== undefined && accountOf(account, row.channel) === row.target,
      };
    },

    async acceptInvitation(user: Requester, token: string): Promise<MyOrg> {
      const row = await byToken(token);
      const status = statusOf(row, now());
      if (status === InvitationStatus.accepted) throw orgError('invitationUsed', OrgMessage.invitationUsed);
      if (status === InvitationStatus.cancelled) {
        throw orgError('invitationCancelled', OrgMessage.invitationCancelled);
      }
      if (status === InvitationStatus.expired)
        throw orgError('invitationExpired', OrgMessage.invitationExpired);
      const account = await members.findAccount(user.id);
      if (!account || accountOf(account, row.channel) !== row.target) {
        throw orgError('invitationWrongAccount', OrgMessage.invitationWrongAccount(maskAccount(row.target)));
      }
      if (account.orgId === 0) throw orgError('platformUser', OrgMessage.platformUser);
      const membership = await members.membershipOf(user.id);
      if (membership?.orgId === row.orgId) throw orgError('alreadyMember', OrgMessage.alreadyMember);
      if (membership || account.orgId > 1) throw orgError('alreadyInOrg', OrgMessage.alreadyInOrg);
      const org = await orgs.findById(row.orgId);
      if (!org?.enabled) throw forbidden(ErrorMessage.blocked);
      try {
        await inTransaction(async (r, audit) => {
          await r.orgs.lockById(row.orgId);
          if (!(await r.invitations.markAccepted(row.id, user.id, now()))) {
            throw orgError('invitationInvalid', OrgMessage.invitationInvalid);
          }
          await r.members.add({
            orgId: row.orgId,
            userId: user.id,
            role: row.role,
            invitedBy: row.invitedBy,
          });
          await audit({
            orgId: row.orgId,
            actorId: user.id,
            action: AuditAction.memberJoin,
            targetType: 'member',
            targetId: user.id,
            summary: `${nameOf(account)} 接受邀请加入（${row.role}）`,
            before: null,
            after: { userId: user.id, role: row.role, invitedBy: row.invitedBy },
          });
        });
      } catch (err) {
        if (uniqueViolation(err) === null) throw err;
        throw orgError('alreadyInOrg', OrgMessage.alreadyInOrg);
      }
      log.info({ orgId: row.orgId, userId: user.id, role: row.role }, 'organisation invitation accepted');
      return deps.describe(user.id);
    },
  };
}
export type OrgInvitationsService = ReturnType<typeof createOrgInvitationsService>;
