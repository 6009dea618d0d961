/**
 * Portal API (/to/api/base/org/...), organisations and members, issue 14:
 *   POST /base/org/create                 create one and become its owner
 *   GET  /base/org/my                     one's organisation, role and permissions (org null: none)
 *   GET  /base/org/member/list            its members (any member)
 *   POST /base/org/member/invite          owners and admins: invite a phone or an e-mail with a role
 *   POST /base/org/member/update-role     owners and admins (owners for the owner role)
 *   POST /base/org/member/remove          owners and admins (owners for owners); never the last owner
 *   POST /base/org/leave                  leave (never the last owner)
 *   GET  /base/org/invitation/list        owners and admins: open invitations
 *   POST /base/org/invitation/cancel      owners and admins
 *   GET  /base/org/invitation/get         the invitation of a link's token, as its invitee sees it
 *   POST /base/org/invitation/accept      join with the account the invitation names
 * Every call needs a sign-in; the organisation is the session's membership (a tenant-id header that names
 * another is refused by app.authenticate with 403 暂无权限). Shapes in @jianku/rules/orgs-schemas; the rules
 * in orgs.service.ts and org-invitations.service.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode, ErrorMessage } from '@jianku/rules';
import {
  MyOrgSchema,
  OrgCreateBodySchema,
  OrgInvitationIdBodySchema,
  OrgInvitationListSchema,
  OrgInvitationPreviewSchema,
  OrgInvitationSchema,
  OrgInvitationTokenSchema,
  OrgInviteBodySchema,
  OrgMemberBodySchema,
  OrgMemberListSchema,
  OrgMemberSchema,
  OrgRoleBodySchema,
} from '@jianku/rules/orgs-schemas';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../lib/app-error.ts';
import { envelopeResponses, ok } from '../../lib/envelope.ts';
import type { Requester } from './org-access.ts';

const tags = ['orgs'];
const BASE = '/base/org';
const ADMIN_NOTE =
  '仅企业所有者或管理员；其他成员答复 403 暂无权限。企业停用时答复 403 暂无权限，请联系管理员。';

/** The signed-in user behind app.authenticate (401 when none). */
function signedIn(request: FastifyRequest): Requester {
  const user = request.user;
  if (!user) throw new AppError(ErrorCode.unauthorized, ErrorMessage.unauthorized);
  return { id: user.id, orgId: user.orgId };
}

// long because it registers every route of the module with its schema; each handler is a call into the service
export const orgsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const orgs = () => app.services.orgs;
  const invitations = () => app.services.orgInvitations;
  const auth = { onRequest: app.authenticate };

  app.post(
    `${BASE}/create`,
    {
      ...auth,
      schema: {
        tags,
        summary: '创建企业（创建人成为所有者）',
        description:
          '企业名称必填，最多 100 字；统一社会信用代码选填，18 位并核对校验位（GB 32100-2015）；企业标志为本人上传的 png/jpg 图片的文件 ID。' +
          '已加入企业、平台账号：中文提示，不创建。新企业的业务范围为 1,2（零部件、元器件）。',
        body: OrgCreateBodySchema,
        response: envelopeResponses(MyOrgSchema),
      },
    },
    async (request) => ok(await orgs().createOrg(signedIn(request), request.body)),
  );

  app.get(
    `${BASE}/my`,
    { ...auth, schema: { tags, summary: '我的企业、角色与权限', response: envelopeResponses(MyOrgSchema) } },
    async (request) => ok(await orgs().describe(signedIn(request).id)),
  );

  app.get(
    `${BASE}/member/list`,
    { ...auth, schema: { tags, summary: '企业成员', response: envelopeResponses(OrgMemberListSchema) } },
    async (request) => ok(await orgs().listMembers(signedIn(request))),
  );

  app.post(
    `${BASE}/member/invite`,
    {
      ...auth,
      schema: {
        tags,
        summary: '邀请成员（手机号或邮箱；邀请链接经短信或邮件发出，7 天有效）',
        description: `${ADMIN_NOTE} role 为 admin、editor 或 viewer（默认 viewer）；已是成员：该用户已是企业成员。`,
        body: OrgInviteBodySchema,
        response: envelopeResponses(OrgInvitationSchema),
      },
    },
    async (request) => ok(await invitations().invite(signedIn(request), request.body)),
  );

  app.post(
    `${BASE}/member/update-role`,
    {
      ...auth,
      schema: {
        tags,
        summary: '变更成员角色',
        description: `${ADMIN_NOTE} 设置或变更所有者仅限所有者；企业至少保留一名所有者。`,
        body: OrgRoleBodySchema,
        response: envelopeResponses(OrgMemberSchema),
      },
    },
    async (request) => ok(await orgs().changeRole(signedIn(request), request.body)),
  );

  app.post(
    `${BASE}/member/remove`,
    {
      ...auth,
      schema: {
        tags,
        summary: '移除成员',
        description: `${ADMIN_NOTE} 移除所有者仅限所有者；不能移除唯一的所有者。`,
        body: OrgMemberBodySchema,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await orgs().removeMember(signedIn(request), request.body.userId);
      return ok(true);
    },
  );

  app.post(
    `${BASE}/leave`,
    {
      ...auth,
      schema: {
        tags,
        summary: '退出企业（唯一的所有者不能退出）',
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await orgs().leave(signedIn(request));
      return ok(true);
    },
  );

  app.get(
    `${BASE}/invitation/list`,
    {
      ...auth,
      schema: {
        tags,
        summary: '待接受的邀请',
        description: ADMIN_NOTE,
        response: envelopeResponses(OrgInvitationListSchema),
      },
    },
    async (request) => ok(await invitations().listInvitations(signedIn(request))),
  );

  app.post(
    `${BASE}/invitation/cancel`,
    {
      ...auth,
      schema: {
        tags,
        summary: '取消邀请',
        description: ADMIN_NOTE,
        body: OrgInvitationIdBodySchema,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await invitations().cancelInvitation(signedIn(request), request.body.id);
      return ok(true);
    },
  );

  app.get(
    `${BASE}/invitation/get`,
    {
      ...auth,
      schema: {
        tags,
        summary: '查看邀请（邀请链接中的 invite 参数）',
        querystring: OrgInvitationTokenSchema,
        response: envelopeResponses(OrgInvitationPreviewSchema),
      },
    },
    async (request) => ok(await invitations().previewInvitation(signedIn(request), request.query.token)),
  );

  app.post(
    `${BASE}/invitation/accept`,
    {
      ...auth,
      schema: {
        tags,
        summary: '接受邀请（须以被邀请的手机号或邮箱对应的账号登录）',
        body: OrgInvitationTokenSchema,
        response: envelopeResponses(MyOrgSchema),
      },
    },
    async (request) => ok(await invitations().acceptInvitation(signedIn(request), request.body.token)),
  );
};
