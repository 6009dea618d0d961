/**
 * The compare API's shapes (GET /to/api/compare/items, GET|PUT /to/api/compare/tray), declared once as
 * TypeBox schemas: the server validates, documents (OpenAPI) and serialises with them, the web imports
 * the static types only (`import type { CompareResult } from '@jianku/rules/compare-schemas'`), so the
 * schemas never reach the browser bundle.
 */
import { type Static, Type } from 'typebox';
import { COMPARE_MAX_ITEMS } from './compare.ts';

export const CompareItemSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Integer({ description: '库：1 零部件，2 元器件' }),
  code: Type.String(),
  model: Type.String({ description: '型号 / 规格' }),
  name: Type.String(),
  series: Type.String(),
  standard: Type.Union([Type.String(), Type.Null()]),
  package: Type.Union([Type.String(), Type.Null()]),
  lifecycle: Type.Union([Type.String(), Type.Null()], { description: 'active | nrnd | eol | obsolete' }),
  brand: Type.Union([
    Type.Object({ id: Type.Integer(), nameZh: Type.String(), nameEn: Type.String() }),
    Type.Null(),
  ]),
  category: Type.Object({ id: Type.Integer(), name: Type.String() }),
});
export type CompareItem = Static<typeof CompareItemSchema>;

export const BetterSchema = Type.Union(
  [Type.Literal('higher'), Type.Literal('lower'), Type.Literal('wider')],
  {
    description: 'higher 越大越好，lower 越小越好（按绝对值），wider 范围越宽越好',
  },
);
export type Better = Static<typeof BetterSchema>;

export const CompareCellSchema = Type.Object({
  /** the value as shown (display units), null when the item has no such parameter */
  display: Type.Union([Type.String(), Type.Null()]),
  si: Type.Union([Type.Number(), Type.Null()]),
  siMax: Type.Optional(Type.Number()),
  best: Type.Boolean({ description: '该行定义了优劣方向时，此值为对比条目中最优者（并列时均为 true）' }),
});
export type CompareCell = Static<typeof CompareCellSchema>;

export const CompareRowSchema = Type.Object({
  key: Type.String(),
  name: Type.String({ description: '参数名（分类的参数定义）' }),
  unit: Type.String({ description: '显示单位' }),
  type: Type.String({ description: 'numeric | enum | text' }),
  better: Type.Union([BetterSchema, Type.Null()]),
  differs: Type.Boolean({ description: '各条目的值不全相同（缺值也算不同）' }),
  values: Type.Array(CompareCellSchema, { description: '与 items 同序' }),
});
export type CompareRow = Static<typeof CompareRowSchema>;

export const CompareResultSchema = Type.Object({
  kind: Type.Integer(),
  items: Type.Array(CompareItemSchema),
  rows: Type.Array(CompareRowSchema, { description: '各条目参数的并集，按分类的参数顺序' }),
});
export type CompareResult = Static<typeof CompareResultSchema>;

export const CompareIdsQuerySchema = Type.Object({
  ids: Type.String({
    maxLength: 20000,
    description: `条目 ID，以逗号分隔，1 至 ${COMPARE_MAX_ITEMS} 个，同一库（零部件或元器件），不重复`,
  }),
});

export const CompareExportQuerySchema = Type.Object({
  ids: CompareIdsQuerySchema.properties.ids,
  format: Type.String({ maxLength: 16, description: 'xlsx 或 csv' }),
});

export const CompareTraySchema = Type.Object({
  kind: Type.Union([Type.Literal(1), Type.Literal(2), Type.Null()], {
    description: '对比栏条目所属的库；空时为 null',
  }),
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), {
    maxItems: COMPARE_MAX_ITEMS,
    description: `按加入顺序，最多 ${COMPARE_MAX_ITEMS} 个`,
  }),
});
export type CompareTrayBody = Static<typeof CompareTraySchema>;
