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

// ---- import of a CSV or .xlsx file (uploaded first with bizCode org-import) ----

export const ORG_IMPORT_MAX_ROWS = 5000;
export const ORG_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const ORG_IMPORT_PREVIEW_ROWS = 200;
/** The upload's bizCode: the file becomes the organisation's (members only). */
export const ORG_IMPORT_BIZ_CODE = 'org-import';

export const OrgImportMessage = {
  notSpreadsheet: '请上传 CSV 或 Excel (.xlsx) 文件',
  unreadable: '文件无法读取：不是有效的 CSV 或 .xlsx 文件',
  tooLarge: `导入文件最大 ${ORG_IMPORT_MAX_BYTES / 1024 / 1024}MB`,
  tooManyRows: `一次最多导入 ${ORG_IMPORT_MAX_ROWS} 行`,
  noRows: '文件中没有数据行（第一行为表头）',
  unknownColumn: (column: string) => `映射的列「${column}」不在文件表头中`,
  modelUnmapped: '请为“型号”选择一列',
  nameUnmapped: '请为“名称”选择一列',
  formula: '单元格含公式，请粘贴为数值后再导入',
  duplicateInFile: (code: string) => `企业内部料号「${code}」在文件中重复`,
  rejected: (n: number) => `有 ${n} 行无法导入，请按预览中的原因修正后再导入；本次未导入任何数据`,
} as const;

const column = Type.String({ maxLength: 200, description: '文件表头中的列名' });

export const OrgImportMappingSchema = Type.Object(
  {
    model: Type.Optional(column),
    name: Type.Optional(column),
    internalCode: Type.Optional(column),
    package: Type.Optional(column),
    notes: Type.Optional(column),
    params: Type.Optional(
      Type.Record(Type.String({ maxLength: 64 }), column, { description: '参数键 → 列名' }),
    ),
  },
  { additionalProperties: false },
);
export type OrgImportMapping = Static<typeof OrgImportMappingSchema>;

export const OrgImportBodySchema = Type.Object(
  {
    fileId: Type.String({
      minLength: 1,
      maxLength: 64,
      description: '上传接口返回的文件 ID（bizCode org-import）',
    }),
    categoryId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '末级分类 ID' }),
    mapping: Type.Optional(OrgImportMappingSchema),
    commit: Type.Boolean({
      description: 'false：只预览；true：全部行可导入时写入（有任何一行被拒则不写入）',
    }),
  },
  { additionalProperties: false },
);
export type OrgImportBody = Static<typeof OrgImportBodySchema>;

export const OrgImportRowSchema = Type.Object({
  line: Type.Integer({ description: '文件中的行号（表头为第 1 行）' }),
  ok: Type.Boolean(),
  model: Type.String(),
  name: Type.String(),
  internalCode: Type.Union([Type.String(), Type.Null()]),
  params: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), display: Type.String() })),
  reason: Type.Optional(Type.String({ description: '被拒的原因' })),
});
export type OrgImportRow = Static<typeof OrgImportRowSchema>;

export const OrgImportResultSchema = Type.Object({
  columns: Type.Array(Type.String(), { description: '文件表头' }),
  mapping: OrgImportMappingSchema,
  total: Type.Integer(),
  accepted: Type.Integer(),
  rejected: Type.Integer(),
  rows: Type.Array(OrgImportRowSchema, {
    description: `预览：被拒的行在前，最多 ${ORG_IMPORT_PREVIEW_ROWS} 行`,
  }),
  inserted: Type.Integer({ description: '写入的条目数（预览为 0）' }),
});
export type OrgImportResult = Static<typeof OrgImportResultSchema>;
