/**
 * TypeBox schemas of the search API (CONTRACT.md): they validate the query, document the routes in
 * OpenAPI and serialise the answers.
 */

import {
  ItemSummarySchema,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PagingSchema,
} from '@jianku/rules/catalog-schemas';
import { Type } from 'typebox';
import { SUGGEST_DEFAULT, SUGGEST_MAX } from './search.service.ts';

const KIND_DESCRIPTION = '库：1 零部件，2 元器件，4 材料';

export const SearchQuerySchema = Type.Object(
  {
    kind: Type.Integer({ enum: [1, 2, 4], description: KIND_DESCRIPTION }),
    keyWords: Type.Optional(
      Type.String({
        maxLength: 4096,
        description:
          '关键字，多个以 | 分隔（SPEC-2.04）：最多 10 个、不重复、每个最多 128 个字符；标签之间为“且”。' +
          '中文按 jieba 搜索模式分词；型号忽略大小写与标点，精确与前缀匹配优先；' +
          '可识别为物理量的词（0.1uF、100nF、0.1微法、10k、10千欧、25V、1/4W）匹配参数值相同的条目。',
      }),
    ),
    notAnalyzerKeyWords: Type.Optional(
      Type.String({
        maxLength: 4096,
        description: '不分词的附加关键字，以 | 分隔（SPEC-5.24 单位规范化后的写法）；只影响排序，不缩小结果',
      }),
    ),
    categoryId: Type.Optional(
      Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '分类 ID（含下级分类）' }),
    ),
    brandId: Type.Optional(
      Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '厂商 ID' }),
    ),
    sort: Type.Union([Type.Literal('relevance'), Type.Literal('name'), Type.Literal('newest')], {
      default: 'relevance',
      description: 'relevance 相关度（默认），name 型号 A→Z，newest 最新',
    }),
    ...PagingSchema,
  },
  {
    additionalProperties: Type.String({ maxLength: 1024 }),
    description:
      `参数筛选：每个参数一个查询键 p.<参数键>。数值：10uF~100uF、10uF~、>=10uF、≥10uF、~100uF、<=100uF、100nF（相等）；` +
      `纯数字按参数的显示单位。枚举：以 | 分隔的可选值（任一）。每页默认 ${PAGE_SIZE_DEFAULT} 条，最多 ${PAGE_SIZE_MAX} 条。`,
  },
);

const CountSchema = Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() });

export const SearchAnswerSchema = Type.Object({
  total: Type.Integer({ description: '匹配的条目数' }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  list: Type.Array(ItemSummarySchema),
  facets: Type.Object({
    categories: Type.Array(CountSchema, { description: '匹配条目所在的末级分类，按数量降序（最多 50 个）' }),
    brands: Type.Array(CountSchema, {
      description: '匹配条目的厂商（name 为中文名），按数量降序（最多 50 个）',
    }),
    params: Type.Array(
      Type.Object({
        key: Type.String(),
        name: Type.String(),
        unit: Type.String({ description: '显示单位' }),
        type: Type.Union([Type.Literal('numeric'), Type.Literal('enum')]),
        min: Type.Optional(Type.Number({ description: '匹配条目中的最小 si 值' })),
        max: Type.Optional(Type.Number({ description: '匹配条目中的最大 si 值' })),
        minDisplay: Type.Optional(Type.String()),
        maxDisplay: Type.Optional(Type.String()),
        values: Type.Optional(Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() }))),
      }),
      {
        description:
          '仅当 categoryId 为末级分类或全部匹配条目同属一个末级分类时：该分类的可筛选参数（按分类顺序）',
      },
    ),
  }),
  quantities: Type.Array(Type.Object({ text: Type.String(), display: Type.String() }), {
    description: '被识别为物理量的关键字（0.1uf → 100 nF）',
  }),
  tookMs: Type.Number({ description: '服务端耗时（毫秒）' }),
});

export const SuggestQuerySchema = Type.Object({
  keyword: Type.String({ maxLength: 4096, description: '输入的文字（超过 128 个字符的部分忽略）' }),
  size: Type.Integer({
    minimum: 1,
    maximum: SUGGEST_MAX,
    default: SUGGEST_DEFAULT,
    description: '条数，默认 15',
  }),
  kind: Type.Optional(Type.Integer({ enum: [1, 2, 4], description: KIND_DESCRIPTION })),
});
