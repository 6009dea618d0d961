/**
 * TypeBox schemas of GET /to/api/alternates: they validate the query, document the route in OpenAPI and
 * serialise the answer (the shapes of alternates.service.ts).
 */

import { IdNameSchema, IdSchema } from '@jianku/rules/catalog-schemas';
import { Type } from 'typebox';
import { LIFECYCLE_ORDER, PART_NUMBER_MAX } from './alternates.service.ts';

export const ALTERNATES_LIMIT_DEFAULT = 50;
export const ALTERNATES_LIMIT_MAX = 200;

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
const ItemBriefSchema = Type.Object(ItemBriefProperties);

export const AlternatesResultSchema = Type.Object({
  source: Type.Object({
    ...ItemBriefProperties,
    params: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), display: Type.String() })),
  }),
  rule: Nullable(Type.String({ description: '所用替代规则；null 表示该分类暂无规则' })),
  notice: Nullable(Type.String({ description: '型号如何被识别，或为何没有判断' })),
  designations: Type.Array(
    Type.Object({
      designation: Type.String(),
      system: Type.String({ description: '所属标准或厂家代号体系' }),
      relation: Type.String({ description: 'identical 等同、equivalent 等效、similar 相近' }),
      note: Type.String(),
      source: Type.String({ description: '出处' }),
    }),
    { description: '同一标准件的其他标记（标准对照、各厂轴承代号、旧国标代号）' },
  ),
  matches: Type.Array(ItemBriefSchema, { description: '按型号查询时，带该型号的全部条目' }),
  alternates: Type.Array(
    Type.Object({
      item: ItemBriefSchema,
      dropIn: Type.Boolean({ description: 'true：可直接替换；false：功能替代，见 reasons' }),
      sameBrand: Type.Boolean(),
      checks: Type.Array(
        Type.Object({
          key: Type.String(),
          name: Type.String(),
          original: Nullable(Type.String()),
          candidate: Nullable(Type.String()),
          verdict: Type.String({ description: 'equal、better、worse、different、missing、info' }),
          note: Type.Optional(Type.String()),
        }),
      ),
      reasons: Type.Array(Type.String(), { description: '只能功能替代的原因' }),
    }),
  ),
  total: Type.Integer(),
  dropInTotal: Type.Integer(),
  brands: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() })),
});
