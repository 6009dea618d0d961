/**
 * The BOM API's shapes (/to/api/bom/...), declared once as TypeBox schemas (the server validates and documents
 * with them; the web imports the static types). Rules and messages in bom.ts.
 */
import { type Static, Type } from 'typebox';
import { BOM_CELL_MAX, BOM_MATCH_BATCH, BOM_MAX_LINES } from './bom.ts';
import { ItemSummarySchema } from './item-list.schemas.ts';

const Cell = Type.String({ maxLength: BOM_CELL_MAX });
const ColumnOrNull = Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()]);

export const BomMappingSchema = Type.Object(
  {
    designator: ColumnOrNull,
    quantity: ColumnOrNull,
    mpn: ColumnOrNull,
    value: ColumnOrNull,
    footprint: ColumnOrNull,
    description: ColumnOrNull,
    manufacturer: ColumnOrNull,
  },
  { additionalProperties: false, description: '各列所在的列号（从 0 开始），没有该列为 null' },
);

/** A parsed BOM file: its header, its rows as text, and the columns as detected. */
export const BomSheetSchema = Type.Object({
  fileName: Type.String(),
  format: Type.Union([Type.Literal('xlsx'), Type.Literal('xls'), Type.Literal('csv'), Type.Literal('kicad')]),
  encoding: Type.Union([Type.Literal('utf-8'), Type.Literal('gbk'), Type.Null()], {
    description: 'CSV 的编码；.xlsx 为 null',
  }),
  sheetName: Type.Union([Type.String(), Type.Null()]),
  headers: Type.Array(Type.String()),
  rows: Type.Array(Type.Array(Type.String()), { description: '表头下的各行（单元格文本；公式取缓存值）' }),
  mapping: BomMappingSchema,
  notes: Type.Array(Type.String(), { description: '读取时的提示（合并单元格、公式、跳过的工作表…）' }),
});
export type BomSheet = Static<typeof BomSheetSchema>;

export const BomLineInputSchema = Type.Object(
  {
    line: Type.Integer({ minimum: 1, maximum: BOM_MAX_LINES }),
    designator: Cell,
    quantity: Type.Union([Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 }), Type.Null()]),
    mpn: Cell,
    value: Cell,
    footprint: Cell,
    description: Cell,
    manufacturer: Cell,
  },
  { additionalProperties: false },
);

export const BomMatchBodySchema = Type.Object(
  { lines: Type.Array(BomLineInputSchema, { minItems: 1, maxItems: BOM_MATCH_BATCH }) },
  { additionalProperties: false },
);

const Confidence = Type.Union([Type.Literal('exact'), Type.Literal('parameters'), Type.Literal('none')]);

/** One line's match: the item (or none), how sure, why, what was asked, and the candidates to choose from. */
export const BomLineMatchSchema = Type.Object({
  line: Type.Integer(),
  query: Type.String({ description: '按什么查找（型号，或值、封装与描述读出的关键字）' }),
  confidence: Confidence,
  reason: Type.String({ description: '匹配或未匹配的原因（中文）' }),
  item: Type.Union([ItemSummarySchema, Type.Null()]),
  candidates: Type.Array(ItemSummarySchema, { description: '可供选择的条目（最多 5 个）' }),
  chosen: Type.Boolean({ description: '由用户选定' }),
});
export type BomLineMatch = Static<typeof BomLineMatchSchema>;

export const BomMatchAnswerSchema = Type.Object({ matches: Type.Array(BomLineMatchSchema) });

/** A line as saved: what the BOM said and its match (items by id). */
export const BomSavedLineSchema = Type.Object(
  {
    input: BomLineInputSchema,
    itemId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    confidence: Confidence,
    reason: Type.String({ maxLength: 500 }),
    query: Type.String({ maxLength: 1000 }),
    candidateIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 5 }),
    chosen: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const BomSaveBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    fileName: Type.String({ maxLength: 255 }),
    lines: Type.Array(BomSavedLineSchema, { minItems: 1, maxItems: BOM_MAX_LINES }),
  },
  { additionalProperties: false },
);
export type BomSaveBody = Static<typeof BomSaveBodySchema>;

export const BomIdParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, description: 'BOM 的分享 ID' }),
});

export const BomChooseBodySchema = Type.Object(
  {
    line: Type.Integer({ minimum: 1, maximum: BOM_MAX_LINES }),
    itemId: Type.Union([Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }), Type.Null()]),
  },
  { additionalProperties: false },
);

/** A saved BOM as read back (by anyone with its link). */
export const BomResultSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  fileName: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  mine: Type.Boolean({ description: '读者是保存者（可修改）' }),
  lines: Type.Array(Type.Object({ input: BomLineInputSchema, match: BomLineMatchSchema })),
});
export type BomResult = Static<typeof BomResultSchema>;

export const BomSavedSchema = Type.Object({ id: Type.String() });

/** GET /bom/mine: the signed-in user's saved BOMs, newest first. */
export const BomMineQuerySchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);
export type BomMineQuery = Static<typeof BomMineQuerySchema>;

export const BomSummarySchema = Type.Object({
  id: Type.String({ description: '分享 ID' }),
  name: Type.String(),
  fileName: Type.String(),
  createdAt: Type.String({ description: 'ISO 8601' }),
  updatedAt: Type.String({ description: 'ISO 8601' }),
  lineCount: Type.Integer({ description: '行数' }),
  matchedCount: Type.Integer({ description: '已匹配到条目的行数' }),
});
export type BomSummary = Static<typeof BomSummarySchema>;

export const BomMinePageSchema = Type.Object({ list: Type.Array(BomSummarySchema), total: Type.Integer() });
export type BomMinePage = Static<typeof BomMinePageSchema>;

export const BomDeletedSchema = Type.Object({ deleted: Type.Boolean() });
