/**
 * The catalogue API's shapes (GET /to/api/catalog/...), declared once as TypeBox schemas: the server validates
 * the query and path, documents the routes (OpenAPI) and serialises the answers with them (fields not listed
 * here are not sent); the web imports the static types only
 * (`import type { ItemDetail } from '@jianku/rules/catalog-schemas'`), so the schemas never reach the browser.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { type ItemSummarySchema, itemSummaryProperties, PagingSchema } from './item-list.schemas.ts';

// one item's summary and the paging query are shared with the search answer (item-list.schemas.ts)
export {
  ItemSummarySchema,
  PAGE_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PagingSchema,
} from './item-list.schemas.ts';
export type ItemSummary = Static<typeof ItemSummarySchema>;

/** The longest keyWords of the brand directory. */
export const KEYWORDS_MAX = 128;

export const SIBLINGS_DEFAULT = 50;
export const SIBLINGS_MAX = 200;
export const FEATURED_DEFAULT = 12;
export const FEATURED_MAX = 50;

const KIND_DESCRIPTION = '库：1 零部件，2 元器件，4 材料';

export const KindSchema = Type.Integer({ enum: [1, 2, 4], description: KIND_DESCRIPTION });

export const IdSchema = Type.Integer({
  minimum: 1,
  maximum: Number.MAX_SAFE_INTEGER,
  description: '数字 ID',
});

export const IdParamsSchema = Type.Object({ id: IdSchema });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const IdNameSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
/** An id with its name (a breadcrumb's node, an item's category). */
export type IdName = Static<typeof IdNameSchema>;

export const StatsSchema = Type.Object({
  kinds: Type.Array(
    Type.Object({
      kind: Type.Integer({ description: KIND_DESCRIPTION }),
      items: Type.Integer({ description: '公共库条目数' }),
      categories: Type.Integer({ description: '有条目的分类数（含各级）' }),
      brands: Type.Integer({ description: '提供该库产品的厂商数' }),
    }),
  ),
  seeding: Type.Boolean({ description: '为 true 时目录数据正在初始化，数量尚不完整' }),
});
export type CatalogStats = Static<typeof StatsSchema>;
export type KindStats = CatalogStats['kinds'][number];

/** Tree nodes: the catalogue is a few levels deep; the schema spells out eight (deeper nodes still serialise). */
const CATEGORY_TREE_DEPTH = 8;
function categoryNodeSchema(depth: number): TSchema {
  return Type.Object({
    id: Type.Integer(),
    code: Type.String({ description: '分类编码，如 part.fastener.bolt.hex' }),
    name: Type.String(),
    nameEn: Type.String(),
    itemCount: Type.Integer({ description: '条目数（含下级分类）' }),
    children: Type.Array(
      depth <= 1 ? Type.Object({}, { additionalProperties: true }) : categoryNodeSchema(depth - 1),
    ),
  });
}
/** A node of a library's category tree. */
export interface CategoryNode {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  /** items of the category and all its descendants */
  itemCount: number;
  children: CategoryNode[];
}
export const CategoryNodeSchema = Type.Unsafe<CategoryNode>(categoryNodeSchema(CATEGORY_TREE_DEPTH));

export const ParamDefSchema = Type.Object({
  key: Type.String(),
  name: Type.String({ description: '中文名（含符号），如 螺距 P' }),
  unit: Type.String({ description: '显示单位，如 mm、Ω、MPa；无单位为空串' }),
  dimension: Type.String({ description: '量纲，决定 si 值的国际单位（length → m 等）' }),
  type: Type.String({ description: 'numeric、enum 或 text' }),
  filterable: Type.Boolean(),
  comparable: Type.Boolean(),
  options: Type.Optional(Type.Array(Type.String(), { description: '枚举参数的可选值' })),
});
/** A parameter definition of a leaf category. */
export type ParamDefView = Static<typeof ParamDefSchema>;

export const CategoryDetailSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: Type.Integer({ description: KIND_DESCRIPTION }),
  name: Type.String(),
  nameEn: Type.String(),
  itemCount: Type.Integer({ description: '条目数（含下级分类）' }),
  path: Type.Array(IdNameSchema, { description: '从根分类到本分类' }),
  params: Type.Array(ParamDefSchema, { description: '参数定义（非末级分类为空）' }),
  children: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), itemCount: Type.Integer() })),
});
export type CategoryDetail = Static<typeof CategoryDetailSchema>;

const siProperties = {
  si: Nullable(Type.Number({ description: '国际单位制数值（枚举与文本为 null）' })),
  siMax: Type.Optional(Type.Number({ description: '范围值的上限（si 为下限）' })),
  siUnit: Type.String({ description: 'si 的国际单位，如 m、Ω、F、Pa、K；无量纲为空串' }),
};

export const ItemDetailSchema = Type.Object({
  ...itemSummaryProperties,
  description: Type.String(),
  datasheetUrl: Nullable(Type.String()),
  path: Type.Array(IdNameSchema, { description: '分类面包屑，从根分类到条目所在分类' }),
  params: Type.Array(
    Type.Object({
      key: Type.String(),
      name: Type.String(),
      unit: Type.String({ description: '参数的显示单位（同分类参数定义）' }),
      display: Type.String({ description: '显示值，如 16 mm、10 kΩ' }),
      ...siProperties,
      type: Type.String({ description: 'numeric、enum 或 text' }),
    }),
    { description: '按分类参数定义的顺序' },
  ),
  material: Nullable(
    Type.Object(
      {
        designation: Type.String({ description: '牌号' }),
        numericCode: Nullable(Type.String({ description: '统一数字代号' })),
        equivalents: Type.Object(
          {
            astm: Nullable(Type.String()),
            aisi: Nullable(Type.String()),
            uns: Nullable(Type.String()),
            en: Nullable(Type.String()),
            din: Nullable(Type.String()),
            jis: Nullable(Type.String()),
            iso: Nullable(Type.String()),
            gb: Nullable(Type.String()),
          },
          { description: '各标准的对照牌号（ASTM、AISI、UNS、EN、DIN、JIS、ISO、GB），无则为 null' },
        ),
        properties: Type.Array(
          Type.Object({
            key: Type.String(),
            name: Type.String(),
            display: Type.String(),
            unit: Type.String({ description: '显示单位' }),
            ...siProperties,
            condition: Type.String({ description: '数值适用的条件（状态、温度、尺寸，标准最小值或典型值）' }),
          }),
        ),
        sources: Type.Array(Type.String(), { description: '数据来源' }),
      },
      { description: '材料库条目的牌号信息；其他库为 null' },
    ),
  ),
  org: Type.Optional(
    Type.Object(
      {
        internalCode: Nullable(Type.String({ description: '企业内部料号' })),
        notes: Nullable(Type.String({ description: '备注' })),
        linkedItemId: Nullable(Type.Integer({ description: '关联的公共库条目' })),
      },
      { description: '企业私有库的条目（仅该企业成员可见）；公共库条目无此字段' },
    ),
  ),
});

export type ItemDetail = Static<typeof ItemDetailSchema>;
export type ItemParamView = ItemDetail['params'][number];
/** The designation view of a materials-library item. */
export type MaterialView = NonNullable<ItemDetail['material']>;

export const BrandSummarySchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  country: Type.String({ description: '总部所在国家（ISO 3166-1 两位代码）' }),
  website: Nullable(Type.String()),
  description: Type.String(),
  kinds: Type.Array(Type.Integer(), { description: '提供产品的库' }),
  itemCount: Type.Integer({ description: '公共库中的条目数' }),
});

export type BrandSummary = Static<typeof BrandSummarySchema>;

export const BrandDetailSchema = Type.Object({
  ...BrandSummarySchema.properties,
  categories: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), itemCount: Type.Integer() }),
    {
      description: '该厂商有条目的分类',
    },
  ),
});

export type BrandDetail = Static<typeof BrandDetailSchema>;

/** A page of a list. */
export interface Page<T> {
  list: T[];
  total: number;
}

export function pageSchema<T extends Parameters<typeof Type.Array>[0]>(item: T) {
  return Type.Object({ list: Type.Array(item), total: Type.Integer({ description: '符合条件的总数' }) });
}

export const ItemsQuerySchema = Type.Object({
  kind: Type.Optional(KindSchema),
  categoryId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '分类 ID（含下级分类）' }),
  ),
  brandId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '厂商 ID' }),
  ),
  series: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: '系列' })),
  ...PagingSchema,
});

export const BrandsQuerySchema = Type.Object({
  kind: Type.Optional(KindSchema),
  keyWords: Type.Optional(
    Type.String({
      maxLength: KEYWORDS_MAX,
      description: `按中文名或英文名查找（不区分大小写的包含匹配，首尾空格忽略），最多 ${KEYWORDS_MAX} 个字符`,
    }),
  ),
  ...PagingSchema,
});
