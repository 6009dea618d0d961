/**
 * The accounts API's shapes (auth, users, verification, wechat routes), declared once as TypeBox schemas: the
 * server validates, documents (OpenAPI) and serialises with them, the web imports the static types only
 * (`import type { PermissionInfo } from '@jianku/rules/accounts-schemas'`), so the schemas never reach the
 * browser bundle.
 */
import { type Static, Type } from 'typebox';

/** A text field that may be missing, null or empty; `max` is a hard cap, the rules check the rest. */
export function OptionalText(max: number, description?: string) {
  return Type.Optional(
    Type.Union([Type.String({ maxLength: max }), Type.Null()], description ? { description } : {}),
  );
}

/** The `verified` field: the slider token (a string). true, null or nothing fail with 请滑动滑块至最右边. */
export const VerifiedSchema = Type.Optional(
  Type.Union([Type.String({ maxLength: 256 }), Type.Boolean(), Type.Null()], {
    description: '滑块验证通过后得到的一次性令牌（POST /base/system/captcha/slider/verify 的 data.token）',
  }),
);

export const TokenPairSchema = Type.Object({
  accessToken: Type.String({ description: '访问令牌（Authorization: Bearer ...）' }),
  refreshToken: Type.String({ description: '刷新令牌（每次刷新都会换新）' }),
  tokenExpires: Type.Integer({ description: '访问令牌闲置有效期（分钟，token_expire_time）' }),
});
/** The tokens a login, a registration or a refresh answers. */
export type TokenPair = Static<typeof TokenPairSchema>;

export const TrueSchema = Type.Boolean({ description: '成功时为 true' });

export const UserSchema = Type.Object({
  id: Type.Integer(),
  avatar: Type.String({ description: '头像：文件编号或链接；无则为空串' }),
  nickname: Type.String(),
  username: Type.String(),
  orgName: Type.String({ description: '所属组织名称；不属于组织时为空串' }),
  email: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  orgId: Type.Integer({ description: '0 平台用户；1 未加入组织（受限）；大于 1 为组织' }),
  orgEnable: Type.Boolean({ description: '组织是否启用（平台用户为 true）' }),
  businessScope: Type.String({ description: '组织业务范围，逗号分隔，如 1,2' }),
});
/** The signed-in user of get-permission-info, as the server answers it. */
export type AccountUser = Static<typeof UserSchema>;

export const MenuSchema = Type.Object({
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  path: Type.String(),
  icon: Type.String(),
  sort: Type.Integer(),
});
export type Menu = Static<typeof MenuSchema>;

export const PermissionInfoSchema = Type.Object({
  permissions: Type.Array(Type.String(), { description: '权限标识；*:*:* 表示全部' }),
  roles: Type.Array(Type.String()),
  user: UserSchema,
  menus: Type.Optional(Type.Array(MenuSchema, { description: '仅 appType=1（平台侧）' })),
});
export type PermissionInfo = Static<typeof PermissionInfoSchema>;

export const ProfileSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  orgId: Type.Integer(),
  orgName: Type.String(),
  orgEnable: Type.Boolean(),
  businessScope: Type.String(),
  wechatBound: Type.Boolean({ description: '是否已绑定微信' }),
  createdAt: Type.String({ description: '注册时间（ISO 8601）' }),
});
export type Profile = Static<typeof ProfileSchema>;
