/**
 * The search API's shapes (GET /to/api/search/items and the two keyword suggestion routes; contract in
 * apps/server/src/modules/search/CONTRACT.md), declared once as TypeBox schemas: the server validates,
 * documents (OpenAPI) and serialises with them, the web imports the static types only
 * (`import type { SearchAnswer } from '@jianku/rules/search-schemas'`), so the schemas never reach the
 * browser bundle.
 */
import { type Static, Type } from 'typebox';
import { KEYWORD_MAX_COUNT, KEYWORD_MAX_LENGTH } from './constants.ts';
import {
  ItemSummarySchema,
  KIND_DESCRIPTION,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PagingSchema,
} from './item-list.schemas.ts';

export const SUGGEST_DEFAULT = 15;
export const SUGGEST_MAX = 50;

export const SearchKindSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(4)], {
  description: KIND_DESCRIPTION,
});
/** the libraries: 1 part, 2 component, 4 material */
export type SearchKind = Static<typeof SearchKindSchema>;

export const SearchSortSchema = Type.Union(
  [Type.Literal('relevance'), Type.Literal('name'), Type.Literal('newest')],
  { default: 'relevance', description: 'relevance 相关度（默认），name 型号 A→Z，newest 最新' },
);
export type SearchSort = Static<typeof SearchSortSchema>;

/** the query's named fields; every other key is a parameter filter p.<key> */
/** Which library a search reads: the public one (default) or the caller's organisation's (issue 14). */
export const LibraryScopeSchema = Type.Union([Type.Literal('public'), Type.Literal('org')], {
  description:
    'public：公共库（默认）；org：当前登录用户所属企业的私有库（按会话所属企业，不看 tenant-id 请求头）',
});
export type LibraryScope = Static<typeof LibraryScopeSchema>;

export const searchQueryProperties = {
  kind: Type.Integer({ enum: [1, 2, 4], description: KIND_DESCRIPTION }),
  keyWords: Type.Optional(
    Type.String({
      maxLength: 4096,
      description:
        `关键字，多个以 | 分隔（SPEC-2.04）：最多 ${KEYWORD_MAX_COUNT} 个、不重复、每个最多 ${KEYWORD_MAX_LENGTH} 个字符；标签之间为“且”。` +
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
  package: Type.Optional(
    Type.String({ maxLength: 1024, description: '封装，多个以 | 分隔（任一；取 facets.packages 的 value）' }),
  ),
  lifecycle: Type.Optional(
    Type.String({
      maxLength: 256,
      description:
        '生命周期，多个以 | 分隔（任一）：active 量产、nrnd 不推荐新设计、eol 停产通知、obsolete 已停产',
    }),
  ),
  mounting: Type.Optional(
    Type.String({
      maxLength: 256,
      description: '安装方式，多个以 | 分隔（任一）：smd 贴片、tht 插件、other 其他；由封装按标准读出',
    }),
  ),
  sort: SearchSortSchema,
  scope: Type.Optional(LibraryScopeSchema),
  ...PagingSchema,
};

/** the prefix of a parameter filter's query key (p.<key>) */
export const PARAM_FILTER_PREFIX = 'p.';
/** parameter filters of one query at most */
export const PARAM_FILTERS_MAX = 50;

export const SearchQuerySchema = Type.Object(searchQueryProperties, {
  additionalProperties: Type.String({ maxLength: 1024 }),
  description:
    `参数筛选：每个参数一个查询键 p.<参数键>。数值：10uF~100uF、10uF~、>=10uF、≥10uF、~100uF、<=100uF、100nF（相等）；` +
    `纯数字按参数的显示单位。枚举：以 | 分隔的可选值（任一）。每页默认 ${PAGE_SIZE_DEFAULT} 条，最多 ${PAGE_SIZE_MAX} 条。`,
});
/** the query as validated (named fields; the p.<key> filters are the other keys) */
export type SearchRequest = Static<typeof SearchQuerySchema>;

export const FacetCountSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  count: Type.Integer(),
});
export type FacetCount = Static<typeof FacetCountSchema>;

/** a facet over values (package, lifecycle, mounting): the value to filter by, its name as shown, its count */
export const ValueFacetSchema = Type.Object({
  value: Type.String({ description: '筛选时传回的值' }),
  name: Type.String({ description: '显示名称（中文）' }),
  count: Type.Integer(),
});
export type ValueFacet = Static<typeof ValueFacetSchema>;

export const ParamFacetSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  unit: Type.String({ description: '显示单位' }),
  type: Type.Union([Type.Literal('numeric'), Type.Literal('enum')]),
  min: Type.Optional(Type.Number({ description: '匹配条目中的最小 si 值' })),
  max: Type.Optional(Type.Number({ description: '匹配条目中的最大 si 值' })),
  minDisplay: Type.Optional(Type.String()),
  maxDisplay: Type.Optional(Type.String()),
  values: Type.Optional(Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() }))),
});
export type SearchParamFacet = Static<typeof ParamFacetSchema>;

export const QuantitySchema = Type.Object({ text: Type.String(), display: Type.String() });
export type RecognisedQuantity = Static<typeof QuantitySchema>;

/**
 * Present when the query as typed found nothing because of some of its words: the list then holds the results
 * of the query without them (or with a broader form: M8x30 → M8), and the page says so (issue 15).
 */
export const SearchRelaxedSchema = Type.Object(
  {
    missing: Type.Array(Type.String(), {
      description: '未找到结果而被去掉或放宽的关键字（按输入；与其余关键字一起无结果的也在内）',
    }),
    keyWords: Type.String({ description: '实际显示结果的关键字，以 | 分隔（可直接作为 keyWords 再次搜索）' }),
  },
  { description: '原查询无结果时，去掉（或放宽）无结果的关键字后的查询' },
);
export type SearchRelaxed = Static<typeof SearchRelaxedSchema>;

/**
 * Present when a component search is one part number that the catalogue lacks but whose maker's ordering code
 * is known (issue 15): what the number means, and how close the items of the list are to it.
 */
export const SearchDecodedSchema = Type.Object(
  {
    partNumber: Type.String({ description: '输入的型号' }),
    brand: Type.String({ description: '按编码规则识别的厂商（中文名）' }),
    series: Type.String({ description: '系列' }),
    category: Type.String({ description: '分类名称' }),
    params: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), value: Type.String() }), {
      description:
        '由型号解读出的参数（阻值/容值/电感量、精度、额定电压、介质、功率、温度系数；二极管 VRRM/电流/配置、' +
        '三极管极性/VCEO/hFE 分档、稳压器输出电压、连接器间距/Pin数；封装）',
    }),
    closeness: Type.Union(
      [
        Type.Literal('drop-in'),
        Type.Literal('value'),
        Type.Literal('near-value'),
        Type.Literal('other-package'),
        Type.Literal('size'),
        Type.Literal('none'),
      ],
      {
        description:
          'list 中条目与该型号的接近程度：drop-in 参数相同且精度/电压/电流/介质不低于（可直接替换）；value 值、类型与封装相同；' +
          'near-value 封装相同、值相差 10% 以内；other-package 值与类型相同、封装不同；size 仅封装相同；none 无相近条目',
      },
    ),
  },
  { description: '型号未收录：按厂家编码规则解读出的含义，list 为最接近的条目（未找到完全匹配）' },
);
export type SearchDecoded = Static<typeof SearchDecodedSchema>;

export const SearchAnswerSchema = Type.Object({
  total: Type.Integer({ description: '匹配的条目数' }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  list: Type.Array(ItemSummarySchema),
  facets: Type.Object({
    categories: Type.Array(FacetCountSchema, {
      description: '匹配条目所在的末级分类，按数量降序（最多 50 个）',
    }),
    brands: Type.Array(FacetCountSchema, {
      description: '匹配条目的厂商（name 为中文名），按数量降序（最多 50 个）',
    }),
    packages: Type.Array(ValueFacetSchema, {
      description: '匹配条目的封装，按数量降序，同数量按名称（数字按大小）排列（最多 50 个）',
    }),
    lifecycles: Type.Array(ValueFacetSchema, {
      description: '匹配条目的生命周期，按 active、nrnd、eol、obsolete 的顺序',
    }),
    mountings: Type.Array(ValueFacetSchema, {
      description: '匹配条目的安装方式（由封装按标准读出；读不出的封装不计），按 smd、tht、other 的顺序',
    }),
    params: Type.Array(ParamFacetSchema, {
      description:
        '仅当 categoryId 为末级分类或全部匹配条目同属一个末级分类时：该分类的可筛选参数（按分类顺序）',
    }),
  }),
  quantities: Type.Array(QuantitySchema, { description: '被识别为物理量的关键字（0.1uf → 100 nF）' }),
  relaxed: Type.Optional(SearchRelaxedSchema),
  decoded: Type.Optional(SearchDecodedSchema),
  tookMs: Type.Number({ description: '服务端耗时（毫秒）' }),
});
export type SearchAnswer = Static<typeof SearchAnswerSchema>;
/** one item of a search answer's list */
export type SearchItem = SearchAnswer['list'][number];

export const SuggestQuerySchema = Type.Object({
  keyword: Type.String({
    maxLength: 4096,
    description: `输入的文字（超过 ${KEYWORD_MAX_LENGTH} 个字符的部分忽略）`,
  }),
  size: Type.Integer({
    minimum: 1,
    maximum: SUGGEST_MAX,
    default: SUGGEST_DEFAULT,
    description: `条数，默认 ${SUGGEST_DEFAULT}`,
  }),
  kind: Type.Optional(Type.Integer({ enum: [1, 2, 4], description: KIND_DESCRIPTION })),
  scope: Type.Optional(LibraryScopeSchema),
});
export type SuggestRequest = Static<typeof SuggestQuerySchema>;

/** suggestions: part numbers, name words, product phrases and category names, the most used first */
export const SuggestAnswerSchema = Type.Array(Type.String());
export type SuggestAnswer = Static<typeof SuggestAnswerSchema>;
