/**
 * TypeBox schemas of the materials comparison API (/to/api/materials/...): they validate the query,
 * document the routes in OpenAPI (tag materials) and serialise the answers.
 */
import { MATERIAL_COMPARE_MAX } from '@jianku/rules';
import { Type } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const CompareQuerySchema = Type.Object({
  ids: Type.Optional(
    Type.String({
      maxLength: 400,
      description: `材料条目 ID，逗号分隔，最多 ${MATERIAL_COMPARE_MAX} 个，不能重复`,
    }),
  ),
});

const ClosenessSchema = Type.Union(
  [Type.Literal('identical'), Type.Literal('near'), Type.Literal('similar')],
  {
    description:
      'identical 相同（同一牌号的另一名称）、near 相近（主要元素成分范围重叠）、similar 类似（同族不同限值）',
  },
);

const DesignationSchema = Type.Object({
  system: Type.String({ description: 'gb、gbCode、astm、aisi、uns、en、din、jis、iso' }),
  label: Type.String({ description: '标准体系名称，如 UNS、DIN W.-Nr.' }),
  value: Type.String(),
  closeness: ClosenessSchema,
  basis: Type.String({ description: '判定依据' }),
});

const CompositionSchema = Type.Object({
  standard: Type.String(),
  table: Type.String(),
  base: Type.String({ description: '基体元素（余量）' }),
  limits: Type.Array(
    Type.Object({
      element: Type.String(),
      min: Type.Optional(Type.Number()),
      max: Type.Optional(Type.Number()),
    }),
    { description: '质量分数 %；标准只给上限时只有 max' },
  ),
  notes: Type.Array(Type.String()),
  numericCode: Type.Optional(Type.String()),
});

export const ComparisonSchema = Type.Object({
  grades: Type.Array(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      designation: Type.String(),
      name: Type.String(),
      standard: Nullable(Type.String()),
      category: Type.Object({ id: Type.Integer(), name: Type.String() }),
      designations: Type.Array(DesignationSchema),
      properties: Type.Array(
        Type.Object({
          key: Type.String(),
          name: Type.String(),
          display: Type.String(),
          condition: Type.String(),
          low: Nullable(Type.Number()),
          high: Nullable(Type.Number()),
          bound: Type.String({ description: 'min 标准最小值、max 上限、range 范围、value 单值' }),
          unit: Type.String({ description: 'low/high 的单位（显示单位）' }),
        }),
      ),
      sources: Type.Array(Type.String()),
      composition: Nullable(CompositionSchema),
      compositionNote: Nullable(Type.String({ description: '没有化学成分时的原因' })),
    }),
  ),
  elements: Type.Array(Type.String(), { description: '所有牌号成分中出现的元素' }),
});

export const EquivalentsSchema = Type.Object({
  id: Type.Integer(),
  designation: Type.String(),
  designations: Type.Array(Type.Object({ ...DesignationSchema.properties, closenessText: Type.String() })),
  grades: Type.Array(
    Type.Object({
      id: Nullable(Type.Integer()),
      code: Type.String(),
      designation: Type.String(),
      name: Type.String(),
      closeness: ClosenessSchema,
      closenessText: Type.String(),
      differences: Type.Array(Type.String(), { description: '各元素限值的差别：本牌号 / 对方' }),
    }),
  ),
});
