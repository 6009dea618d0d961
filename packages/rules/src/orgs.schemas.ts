/**
 * The organisations API's shapes (/to/api/base/org/...), declared once as TypeBox schemas: the server
 * validates, documents (OpenAPI) and serialises with them; the web imports the static types only
 * (`import type { OrgInfo } from '@jianku/rules/orgs-schemas'`).
 *
 * Bodies check types and bound sizes only; the rules and their Chinese messages (orgs.ts) are the service's,
 * so that a 101-character name reads 企业名称最多100个字符 rather than a generic schema message.
 */
import { type Static, Type } from 'typebox';

const text = (description: string, maxLength = 500) => Type.String({ maxLength, description });
const DateText = Type.String({ description: 'ISO 8601' });
const RoleSchema = Type.String({
  maxLength: 20,
  description: 'owner 所有者，admin 管理员，editor 编辑者，viewer 查看者',
});

/** POST /base/org/create */
export const OrgCreateBodySchema = Type.Object(
  {
    name: text('企业名称，必填，最多 100 字'),
    creditCode: Type.Optional(
      Type.Union([Type.Null(), text('统一社会信用代码，选填，18 位（GB 32100-2015，含校验位）', 100)]),
    ),
    logo: Type.Optional(
      Type.Union([
        Type.Null(),
        text('企业标志：单文件上传（bizCode org-logo，type Images）答复的文件 ID；本人上传的图片', 100),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type OrgCreateBody = Static<typeof OrgCreateBodySchema>;

export const OrgInfoSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  creditCode: Type.String({ description: '统一社会信用代码；未填为空串' }),
  logo: Type.String({ description: '企业标志的文件 ID；未设置为空串（内容只对成员提供）' }),
  businessScope: Type.String({ description: '业务范围（平台值，逗号分隔），含 1 时可切换到企业库' }),
  enabled: Type.Boolean({ description: '企业是否启用；停用的企业成员答复 暂无权限，请联系管理员' }),
  memberCount: Type.Integer(),
  createdAt: DateText,
});
export type OrgInfo = Static<typeof OrgInfoSchema>;

/** GET /base/org/my */
export const MyOrgSchema = Type.Object({
  org: Type.Union([OrgInfoSchema, Type.Null()], { description: '当前用户所在的企业；未加入为 null' }),
  role: Type.Union([RoleSchema, Type.Null()]),
  permissions: Type.Array(Type.String(), { description: '当前用户在企业中的权限（企业停用时为空）' }),
});
export type MyOrg = Static<typeof MyOrgSchema>;

export const OrgMemberSchema = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  username: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  role: RoleSchema,
  joinedAt: DateText,
});
export type OrgMember = Static<typeof OrgMemberSchema>;
export const OrgMemberListSchema = Type.Array(OrgMemberSchema);

/** POST /base/org/member/invite */
export const OrgInviteBodySchema = Type.Object(
  {
    account: text('被邀请人的手机号或邮箱', 400),
    role: Type.Optional(RoleSchema),
  },
  { additionalProperties: false },
);
export type OrgInviteBody = Static<typeof OrgInviteBodySchema>;

export const OrgInvitationSchema = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  target: Type.String({ description: '被邀请的手机号或邮箱' }),
  role: RoleSchema,
  inviter: Type.String(),
  createdAt: DateText,
  expiresAt: DateText,
});
export type OrgInvitation = Static<typeof OrgInvitationSchema>;
export const OrgInvitationListSchema = Type.Array(OrgInvitationSchema);

/** POST /base/org/member/update-role */
export const OrgRoleBodySchema = Type.Object(
  { userId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }), role: RoleSchema },
  { additionalProperties: false },
);
export type OrgRoleBody = Static<typeof OrgRoleBodySchema>;

/** POST /base/org/member/remove */
export const OrgMemberBodySchema = Type.Object(
  { userId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) },
  { additionalProperties: false },
);
export type OrgMemberBody = Static<typeof OrgMemberBodySchema>;

/** POST /base/org/invitation/cancel */
export const OrgInvitationIdBodySchema = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) },
  { additionalProperties: false },
);

/** GET /base/org/invitation/get?token=, POST /base/org/invitation/accept */
export const OrgInvitationTokenSchema = Type.Object(
  { token: Type.String({ maxLength: 200, description: '邀请邮件或短信中链接的 invite 参数' }) },
  { additionalProperties: false },
);
export type OrgInvitationToken = Static<typeof OrgInvitationTokenSchema>;

export const OrgInvitationPreviewSchema = Type.Object({
  orgName: Type.String(),
  role: RoleSchema,
  inviter: Type.String(),
  target: Type.String({ description: '被邀请的账号（部分隐藏）' }),
  status: Type.String({ description: 'pending 待接受，accepted 已接受，expired 已过期，cancelled 已取消' }),
  expiresAt: DateText,
  forMe: Type.Boolean({ description: '邀请是否发给当前登录账号' }),
});
export type OrgInvitationPreview = Static<typeof OrgInvitationPreviewSchema>;
