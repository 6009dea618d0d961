/**
 * The materials comparison API's shapes (GET /to/api/materials/compare, GET /to/api/materials/:id/equivalents,
 * 材料对比 SPEC-2.41), declared once as TypeBox schemas: the server validates the query, documents the routes
 * (OpenAPI, tag materials) and serialises the answers with them; the catalogue data (@jianku/catalog) and the
 * web import the static types only
 * (`import type { MaterialComparison } from '@jianku/rules/material-compare-schemas'`), so the schemas never
 * reach the browser bundle.
 */
import { type Static, Type } from 'typebox';
import { MATERIAL_COMPARE_MAX } from './material-compare.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const MaterialCompareQuerySchema = Type.Object({
  ids: Type.Optional(
    Type.String({
      maxLength: 400,
      description: `材料条目 ID，逗号分隔，最多 ${MATERIAL_COMPARE_MAX} 个，不能重复`,
    }),
  ),
});

/** Closeness of an equivalent grade. */
export const ClosenessSchema = Type.Union(
  [Type.Literal('identical'), Type.Literal('near'), Type.Literal('similar')],
  {
    description:
      'identical 相同（同一牌号的另一名称）、near 相近（主要元素成分范围重叠）、similar 类似（同族不同限值）',
  },
);
export type Closeness = Static<typeof ClosenessSchema>;

export const DesignationSystemSchema = Type.Union(
  [
    Type.Literal('gb'),
    Type.Literal('gbCode'),
    Type.Literal('astm'),
    Type.Literal('aisi'),
    Type.Literal('uns'),
    Type.Literal('en'),
    Type.Literal('din'),
    Type.Literal('jis'),
    Type.Literal('iso'),
  ],
  { description: 'gb、gbCode、astm、aisi、uns、en、din、jis、iso' },
);
export type DesignationSystem = Static<typeof DesignationSystemSchema>;

/** A grade's name in one standard system, and how close it is. */
export const MaterialDesignationSchema = Type.Object({
  system: DesignationSystemSchema,
  label: Type.String({ description: '标准体系名称，如 UNS、DIN W.-Nr.' }),
  value: Type.String(),
  closeness: ClosenessSchema,
  /** Why this closeness: the correspondence data, or the mark in it. */
  basis: Type.String({ description: '判定依据' }),
});
export type MaterialDesignation = Static<typeof MaterialDesignationSchema>;

/** Element symbol, or a sum as the standard writes it ('Cu+Ag', 'Si+Fe'); mass %. */
export const ElementLimitSchema = Type.Object({
  element: Type.String(),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
});
export type ElementLimit = Static<typeof ElementLimitSchema>;

export const CompositionSchema = Type.Object({
  /** The standard and its edition the limits come from. */
  standard: Type.String(),
  /** The table of that standard. */
  table: Type.String(),
  /** The base metal (余量 / balance). */
  base: Type.String({ description: '基体元素（余量）' }),
  limits: Type.Array(ElementLimitSchema, { description: '质量分数 %；标准只给上限时只有 max' }),
  /** Remarks of the standard that the limits alone do not carry (Ti ≥ 5×C, section-dependent C, ...). */
  notes: Type.Array(Type.String()),
  /** GB/T 17616 unified numeric code (统一数字代号) printed beside the grade in the same table, if any. */
  numericCode: Type.Optional(Type.String()),
});
export type Composition = Static<typeof CompositionSchema>;

export const ComparedPropertySchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  display: Type.String(),
  condition: Type.String(),
  /** the value in `unit` for charts: a range low–high, a single value (low = high), or a bound */
  low: Nullable(Type.Number()),
  high: Nullable(Type.Number()),
  bound: Type.Union(
    [Type.Literal('min'), Type.Literal('max'), Type.Literal('range'), Type.Literal('value')],
    {
      description: 'min 标准最小值、max 上限、range 范围、value 单值',
    },
  ),
  unit: Type.String({ description: 'low/high 的单位（显示单位）' }),
});
export type ComparedProperty = Static<typeof ComparedPropertySchema>;

export const ComparedGradeSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  designation: Type.String(),
  name: Type.String(),
  standard: Nullable(Type.String()),
  category: Type.Object({ id: Type.Integer(), name: Type.String() }),
  designations: Type.Array(MaterialDesignationSchema),
  properties: Type.Array(ComparedPropertySchema),
  sources: Type.Array(Type.String()),
  composition: Nullable(CompositionSchema),
  /** why there is no composition (cast irons, polymers, a grade imported without one) */
  compositionNote: Nullable(Type.String({ description: '没有化学成分时的原因' })),
});
export type ComparedGrade = Static<typeof ComparedGradeSchema>;

/** GET /to/api/materials/compare */
export const MaterialComparisonSchema = Type.Object({
  grades: Type.Array(ComparedGradeSchema),
  /** the elements of all compositions, in the order first met */
  elements: Type.Array(Type.String(), { description: '所有牌号成分中出现的元素' }),
});
export type MaterialComparison = Static<typeof MaterialComparisonSchema>;

export const EquivalentGradeSchema = Type.Object({
  id: Nullable(Type.Integer()),
  code: Type.String(),
  designation: Type.String(),
  name: Type.String(),
  closeness: ClosenessSchema,
  closenessText: Type.String(),
  differences: Type.Array(Type.String(), { description: '各元素限值的差别：本牌号 / 对方' }),
});
export type EquivalentGrade = Static<typeof EquivalentGradeSchema>;

/** GET /to/api/materials/:id/equivalents */
export const MaterialEquivalentsSchema = Type.Object({
  id: Type.Integer(),
  designation: Type.String(),
  designations: Type.Array(
    Type.Object({ ...MaterialDesignationSchema.properties, closenessText: Type.String() }),
  ),
  grades: Type.Array(EquivalentGradeSchema),
});
export type MaterialEquivalentsView = Static<typeof MaterialEquivalentsSchema>;
