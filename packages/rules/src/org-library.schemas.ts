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

/** Rows of one import (written in the background, in batches). */
export const ORG_IMPORT_MAX_ROWS = 50_000;
/** Bytes of one import file (50,000 rows of a wide sheet fit; a larger file is refused before it is read). */
export const ORG_IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** Footprint files (.kicad_mod or .pretty zips) given with one KiCad symbol library. */
export const ORG_KICAD_MAX_FOOTPRINT_FILES = 20;
export const ORG_IMPORT_PREVIEW_ROWS = 200;
/** The upload's bizCode: the file becomes the organisation's (members only). */
export const ORG_IMPORT_BIZ_CODE = 'org-import';

export const OrgImportMessage = {
  notSpreadsheet: '请上传 CSV 或 Excel (.xlsx) 文件',
  unreadable: '文件无法读取：不是有效的 CSV 或 .xlsx 文件',
  tooLarge: `导入文件最大 ${ORG_IMPORT_MAX_BYTES / 1024 / 1024}MB（最多 ${ORG_IMPORT_MAX_ROWS} 行），请拆分后再导入`,
  tooManyRows: `一次最多导入 ${ORG_IMPORT_MAX_ROWS} 行：该文件超过 ${ORG_IMPORT_MAX_ROWS} 行，请拆分后再导入`,
  noRows: '文件中没有数据行（第一行为表头）',
  unknownColumn: (column: string) => `映射的列「${column}」不在文件表头中`,
  modelUnmapped: '请为“型号”选择一列',
  nameUnmapped: '请为“名称”选择一列',
  formula: '单元格含公式，请粘贴为数值后再导入',
  duplicateInFile: (code: string) => `企业内部料号「${code}」在文件中重复`,
  duplicateModelInFile: (model: string) =>
    `型号「${model}」在文件中重复（未填企业内部料号的行按型号更新已有条目）`,
  ambiguousModel: (model: string) => `企业库中有多个型号为「${model}」的条目，请填写企业内部料号以区分`,
  rejected: (n: number) =>
    `有 ${n} 行无法导入，请按预览中的原因修正后再导入，或选择跳过被拒的行；本次未导入任何数据`,
  nothingToImport: '没有可导入的行',
  jobRunning: '本企业已有一个导入正在进行，请等待其完成或取消后再试',
  jobNotFound: '导入任务不存在',
  jobFinished: '该导入已结束，无法取消',
  jobCancelled: '导入已取消：本次写入的数据已全部撤销',
  jobFailed: '导入失败：本次写入的数据已全部撤销，请稍后重试',
  jobInterrupted: '导入因服务重启而中断：本次写入的数据已全部撤销，请重新导入',
  notKicadSym: '请上传 KiCad 符号库文件（.kicad_sym）',
  kicadUnreadable: '该文件不是有效的 KiCad 符号库（.kicad_sym）：无法读取其内容',
  kicadNoSymbols: 'KiCad 符号库中没有符号',
  footprintZipBomb: '封装压缩包解压后过大，已拒绝读取',
  notFootprint: '封装文件须为 KiCad 封装（.kicad_mod）或 .pretty 文件夹的 zip 压缩包',
  footprintUnreadable: (name: string) => `封装文件「${name}」无法读取：不是有效的 KiCad 封装`,
  tooManyFootprintFiles: `封装文件最多 ${ORG_KICAD_MAX_FOOTPRINT_FILES} 个`,
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
      description:
        'false：只预览；true：在后台写入（返回导入任务），有任何一行被拒则不写入，除非 skipRejected',
    }),
    skipRejected: Type.Optional(
      Type.Boolean({ description: 'true：跳过被拒的行，只写入可导入的行（被拒的行及原因记在任务中）' }),
    ),
  },
  { additionalProperties: false },
);
export type OrgImportBody = Static<typeof OrgImportBodySchema>;

const fileId = Type.String({
  minLength: 1,
  maxLength: 64,
  description: '上传接口返回的文件 ID（bizCode org-import）',
});

export const OrgKicadImportBodySchema = Type.Object(
  {
    fileId: { ...fileId, description: 'KiCad 符号库（.kicad_sym）的文件 ID（bizCode org-import）' },
    footprintFileIds: Type.Optional(
      Type.Array(fileId, {
        maxItems: ORG_KICAD_MAX_FOOTPRINT_FILES,
        description:
          '封装文件（.kicad_mod，或 .pretty 文件夹的 zip）的文件 ID；符号的 Footprint 字段按名称找到其封装',
      }),
    ),
    categoryId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '末级分类 ID' }),
    commit: Type.Boolean({ description: 'false：只预览；true：在后台写入（返回导入任务）' }),
    skipRejected: Type.Optional(Type.Boolean({ description: 'true：跳过被拒的符号' })),
  },
  { additionalProperties: false },
);
export type OrgKicadImportBody = Static<typeof OrgKicadImportBodySchema>;

export const OrgImportRejectSchema = Type.Object({
  line: Type.Integer({ description: '行号（KiCad 符号库：符号的序号）' }),
  model: Type.String(),
  reason: Type.String(),
});
export type OrgImportReject = Static<typeof OrgImportRejectSchema>;

/** How many rejected rows a job keeps with their reasons. */
export const ORG_IMPORT_JOB_REJECTS = 200;

export const OrgImportJobSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('sheet'), Type.Literal('kicad')]),
  fileName: Type.String(),
  status: Type.Union(
    [Type.Literal('running'), Type.Literal('done'), Type.Literal('failed'), Type.Literal('cancelled')],
    { description: 'running 写入中；done 完成；failed 失败（已撤销）；cancelled 已取消（已撤销）' },
  ),
  cancelRequested: Type.Boolean(),
  total: Type.Integer({ description: '要写入的条目数' }),
  processed: Type.Integer({ description: '已写入的条目数' }),
  added: Type.Integer({ description: '新增的条目数' }),
  updated: Type.Integer({ description: '更新的已有条目数（同一企业内部料号或型号）' }),
  rejected: Type.Integer({ description: '被拒（跳过）的行数' }),
  rejects: Type.Array(OrgImportRejectSchema, {
    description: `被拒的行及原因（最多 ${ORG_IMPORT_JOB_REJECTS} 行）`,
  }),
  error: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type OrgImportJob = Static<typeof OrgImportJobSchema>;

export const OrgImportJobParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

export const OrgImportRowSchema = Type.Object({
  line: Type.Integer({ description: '文件中的行号（表头为第 1 行）' }),
  ok: Type.Boolean(),
  model: Type.String(),
  name: Type.String(),
  internalCode: Type.Union([Type.String(), Type.Null()]),
  params: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), display: Type.String() })),
  action: Type.Optional(
    Type.Union([Type.Literal('add'), Type.Literal('update')], {
      description: 'add 新增；update 更新企业库中同一企业内部料号（未填时同一型号）的条目',
    }),
  ),
  footprint: Type.Optional(Type.String({ description: 'KiCad：符号的封装（有封装文件时一并保存）' })),
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
  toAdd: Type.Integer({ description: '将新增的条目数' }),
  toUpdate: Type.Integer({ description: '将更新的已有条目数' }),
  job: Type.Union([OrgImportJobSchema, Type.Null()], { description: '写入时：后台导入任务（预览为 null）' }),
});
export type OrgImportResult = Static<typeof OrgImportResultSchema>;

export const OrgItemFileSchema = Type.Object({
  role: Type.String({ description: 'symbol（KiCad 符号）或 footprint（KiCad 封装）' }),
  file: Type.Object({
    id: Type.String(),
    name: Type.String(),
    url: Type.String({ description: '文件内容地址（仅本企业成员可读）' }),
    size: Type.Integer(),
  }),
});
export type OrgItemFile = Static<typeof OrgItemFileSchema>;
