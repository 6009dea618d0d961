/**
 * The enterprise library's API (issue 14, /to/api/org-library/...): an organisation's own items, added by hand
 * or linked from the public library. Shapes and limits declared once here; the web imports the types, the
 * server validates and documents with them. Reads need membership, writes the role's org:item:edit (editor,
 * admin, owner). Everything is the session's organisation's (never a tenant-id header's).
 */
import { type Static, Type } from 'typebox';
import { itemSummaryProperties, PagingSchema } from './item-list.schemas.ts';

export const ORG_ITEM_LIMITS = {
  model: 128,
  name: 200,
  internalCode: 64,
  notes: 1000,
  description: 2000,
  package: 64,
  paramValue: 200,
  params: 50,
} as const;

/** The Chinese messages of the enterprise library (validation and permissions). */
export const OrgLibraryMessage = {
  viewerCannotEdit: '暂无权限：查看者不能编辑企业库，请联系企业管理员',
  categoryRequired: '请选择分类',
  categoryNotFound: '分类不存在',
  categoryNotLeaf: '请选择末级分类',
  modelRequired: '请输入型号',
  nameRequired: '请输入名称',
  tooLong: (label: string, max: number) => `${label}最多${max}个字符`,
  controlChars: (label: string) => `${label}不能包含控制字符`,
  unknownParam: (key: string) => `该分类没有参数「${key}」`,
  tooManyParams: `参数最多${ORG_ITEM_LIMITS.params}个`,
  brandNotFound: '厂商不存在',
  internalCodeTaken: (code: string) => `企业内部料号「${code}」已存在`,
  linkNotFound: '公共库条目不存在',
  alreadyLinked: '该公共库条目已加入企业库',
  itemNotFound: '数据不存在',
} as const;

const text = (max: number, description: string) => Type.String({ maxLength: max * 4, description });

export const OrgItemInputSchema = Type.Object(
  {
    categoryId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '末级分类 ID' }),
    model: text(ORG_ITEM_LIMITS.model, '型号（制造商料号）'),
    name: text(ORG_ITEM_LIMITS.name, '名称'),
    internalCode: Type.Optional(text(ORG_ITEM_LIMITS.internalCode, '企业内部料号（企业内唯一）')),
    brandId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
    package: Type.Optional(text(ORG_ITEM_LIMITS.package, '封装（元器件）')),
    description: Type.Optional(text(ORG_ITEM_LIMITS.description, '描述')),
    notes: Type.Optional(text(ORG_ITEM_LIMITS.notes, '备注')),
    params: Type.Optional(
      Type.Record(Type.String({ maxLength: 64 }), text(ORG_ITEM_LIMITS.paramValue, '参数值'), {
        description: '参数键 → 值（任意单位写法：0.1uF、100nF、10k、M8 …，按公共库的规则换算）',
      }),
    ),
  },
  { additionalProperties: false },
);
export type OrgItemInput = Static<typeof OrgItemInputSchema>;

export const OrgLinkInputSchema = Type.Object(
  {
    itemId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '公共库条目 ID' }),
    internalCode: Type.Optional(text(ORG_ITEM_LIMITS.internalCode, '企业内部料号（企业内唯一）')),
    notes: Type.Optional(text(ORG_ITEM_LIMITS.notes, '备注')),
  },
  { additionalProperties: false },
);
export type OrgLinkInput = Static<typeof OrgLinkInputSchema>;

export const OrgItemSummarySchema = Type.Object({
  ...itemSummaryProperties,
  internalCode: Type.Union([Type.String(), Type.Null()], { description: '企业内部料号' }),
  linkedItemId: Type.Union([Type.Integer(), Type.Null()], { description: '关联的公共库条目' }),
});
export type OrgItemSummary = Static<typeof OrgItemSummarySchema>;

export const OrgItemsQuerySchema = Type.Object({
  kind: Type.Optional(Type.Integer({ enum: [1, 2, 4] })),
  categoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  ...PagingSchema,
});
export type OrgItemsQuery = Static<typeof OrgItemsQuerySchema>;

export const OrgCategoryCountSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Integer(),
  name: Type.String(),
  path: Type.Array(Type.String(), { description: '从根分类到该分类的名称' }),
  itemCount: Type.Integer({ description: '该企业库在此末级分类中的条目数' }),
});
export type OrgCategoryCount = Static<typeof OrgCategoryCountSchema>;
