/**
 * The vendor page API's shapes (/to/api/vendor/..., SPEC-2.18), declared once: the public page as anyone reads
 * it (only what the organisation published: no members, items, stock or audit), and the settings its owners and
 * admins edit. Bodies bound types and sizes; the rules and their Chinese messages are in vendor.ts.
 */
import { type Static, Type } from 'typebox';

export const VendorKeyParamsSchema = Type.Object({
  key: Type.String({ maxLength: 64, description: '主页地址（3–32 位小写字母、数字或连字符），如 jckey' }),
});

export const VendorBrandSchema = Type.Object({
  id: Type.Integer(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  library: Type.Union([Type.Literal('part'), Type.Literal('component'), Type.Literal('mat')], {
    description: '品牌页所在的库：/{library}/brand-detail/{id}',
  }),
});
export type VendorBrand = Static<typeof VendorBrandSchema>;

/** GET /vendor/page/:key: the published page. */
export const VendorPageSchema = Type.Object({
  key: Type.String(),
  name: Type.String({ description: '企业名称' }),
  logoUrl: Type.String({ description: '企业标志的地址（无标志：空）' }),
  intro: Type.String(),
  website: Type.String(),
  contact: Type.String(),
  brands: Type.Array(VendorBrandSchema),
  updatedAt: Type.String({ description: 'ISO 8601' }),
});
export type VendorPage = Static<typeof VendorPageSchema>;

/** POST /vendor/settings */
export const VendorSettingsBodySchema = Type.Object(
  {
    key: Type.String({ maxLength: 64, description: '主页地址：3–32 位小写字母、数字或连字符，全站唯一' }),
    published: Type.Boolean({ description: '发布（true）或不公开（false）' }),
    intro: Type.Optional(Type.String({ maxLength: 2000, description: '简介，最多 500 字' })),
    website: Type.Optional(Type.String({ maxLength: 1000, description: '网址，http:// 或 https://' })),
    contact: Type.Optional(Type.String({ maxLength: 1000, description: '联系方式，最多 100 字' })),
    brandIds: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
        maxItems: 100,
        description: '代理的公共库品牌 ID，最多 20 个',
      }),
    ),
  },
  { additionalProperties: false },
);
export type VendorSettingsBody = Static<typeof VendorSettingsBodySchema>;

/** GET /vendor/settings: the organisation's settings (none yet: null). */
export const VendorSettingsSchema = Type.Union([
  Type.Null(),
  Type.Object({
    key: Type.String(),
    published: Type.Boolean(),
    intro: Type.String(),
    website: Type.String(),
    contact: Type.String(),
    brands: Type.Array(VendorBrandSchema),
    updatedAt: Type.String({ description: 'ISO 8601' }),
  }),
]);
export type VendorSettings = Static<typeof VendorSettingsSchema>;
