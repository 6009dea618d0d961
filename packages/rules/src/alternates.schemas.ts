/**
 * The alternates API's shapes (GET /to/api/alternates, 替代/相似), declared once as TypeBox schemas: the
 * server validates the query, documents the route (OpenAPI, tag alternates) and serialises the answer with
 * them; the web imports the static types only
 * (`import type { AlternatesResult } from '@jianku/rules/alternates-schemas'`), so the schemas never reach
 * the browser bundle.
 */
import { type Static, Type } from 'typebox';
import {
  ALTERNATES_LIMIT_DEFAULT,
  ALTERNATES_LIMIT_MAX,
  LIFECYCLE_ORDER,
  PART_NUMBER_MAX,
} from './alternates.ts';
import { IdNameSchema, IdSchema } from './catalog.schemas.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const AlternatesQuerySchema = Type.Object({
  id: Type.Optional({ ...IdSchema, description: '条目 ID（与 partNumber 二选一）' }),
  partNumber: Type.Optional(
    Type.String({
      maxLength: PART_NUMBER_MAX,
      description: '型号：目录中的型号，或其他厂家的轴承代号（6205LLU、6205-2RSH）、旧国标代号（180205）',
    }),
  ),
  brandId: Type.Optional({ ...IdSchema, description: '只看该厂商的替代' }),
  lifecycle: Type.Optional(
    Type.Union(
      LIFECYCLE_ORDER.map((l) => Type.Literal(l)),
      { description: '只看该生命周期' },
    ),
  ),
  dropInOnly: Type.Optional(Type.Boolean({ description: '只看可直接替换 (drop-in) 的' })),
  limit: Type.Integer({ minimum: 1, maximum: ALTERNATES_LIMIT_MAX, default: ALTERNATES_LIMIT_DEFAULT }),
});
/** The query as the service reads it (limit defaulted by the schema). */
export type AlternatesQuery = Omit<Static<typeof AlternatesQuerySchema>, 'lifecycle'> & {
  lifecycle?: (typeof LIFECYCLE_ORDER)[number];
};

const ItemBriefProperties = {
  id: Type.Integer(),
  code: Type.String(),
  kind: Type.Integer(),
  model: Type.String(),
  name: Type.String(),
  series: Type.String(),
  standard: Nullable(Type.String()),
  package: Nullable(Type.String()),
  lifecycle: Nullable(Type.String()),
  brand: Nullable(Type.Object({ id: Type.Integer(), nameZh: Type.String(), nameEn: Type.String() })),
  category: IdNameSchema,
};
/** An item as the alternates list shows it. */
export const ItemBriefSchema = Type.Object(ItemBriefProperties);
export type ItemBrief = Static<typeof ItemBriefSchema>;

/** How another designation relates to the item's own (the standards' correspondence tables). */
export const DesignationRelationSchema = Type.Union(
  [Type.Literal('identical'), Type.Literal('equivalent'), Type.Literal('similar')],
  { description: 'identical 等同、equivalent 等效、similar 相近' },
);
export type DesignationRelation = Static<typeof DesignationRelationSchema>;

export const AlternateDesignationSchema = Type.Object({
  designation: Type.String(),
  system: Type.String({ description: '所属标准或厂家代号体系' }),
  relation: DesignationRelationSchema,
  note: Type.String(),
  source: Type.String({ description: '出处' }),
});
export type AlternateDesignation = Static<typeof AlternateDesignationSchema>;

/** How a candidate's parameter compares with the original's. */
export const AlternateVerdictSchema = Type.Union(
  [
    Type.Literal('equal'),
    Type.Literal('better'),
    Type.Literal('worse'),
    Type.Literal('different'),
    Type.Literal('missing'),
    Type.Literal('info'),
  ],
  { description: 'equal、better、worse、different、missing、info' },
);
export type AlternateVerdict = Static<typeof AlternateVerdictSchema>;

export const CheckViewSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  original: Nullable(Type.String()),
  candidate: Nullable(Type.String()),
  verdict: AlternateVerdictSchema,
  note: Type.Optional(Type.String()),
});
export type CheckView = Static<typeof CheckViewSchema>;

export const AlternateViewSchema = Type.Object({
  item: ItemBriefSchema,
  dropIn: Type.Boolean({ description: 'true：可直接替换；false：功能替代，见 reasons' }),
  sameBrand: Type.Boolean(),
  checks: Type.Array(CheckViewSchema),
  /** why it is only functional (the rule's reason, or '<参数>不同'); empty for a drop-in */
  reasons: Type.Array(Type.String(), { description: '只能功能替代的原因' }),
});
export type AlternateView = Static<typeof AlternateViewSchema>;

export const AlternatesResultSchema = Type.Object({
  source: Type.Object({
    ...ItemBriefProperties,
    params: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), display: Type.String() })),
  }),
  rule: Nullable(Type.String({ description: '所用替代规则；null 表示该分类暂无规则' })),
  notice: Nullable(Type.String({ description: '型号如何被识别，或为何没有判断' })),
  designations: Type.Array(AlternateDesignationSchema, {
    description: '同一标准件的其他标记（标准对照、各厂轴承代号、旧国标代号）',
  }),
  matches: Type.Array(ItemBriefSchema, { description: '按型号查询时，带该型号的全部条目' }),
  alternates: Type.Array(AlternateViewSchema),
  /** alternates after the filters, before the limit */
  total: Type.Integer(),
  dropInTotal: Type.Integer(),
  /** brands among the judged alternates (before the brand filter), for the filter */
  brands: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() })),
});
export type AlternatesResult = Static<typeof AlternatesResultSchema>;
