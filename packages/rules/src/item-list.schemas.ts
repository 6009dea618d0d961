/**
 * Shapes shared by the API answers that list items (catalogue lists, search results), declared once as
 * TypeBox schemas: one item's summary and the paging query. The server validates, documents (OpenAPI) and
 * serialises with them; the web imports the static types only.
 */
import { type Static, Type } from 'typebox';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const PAGE_MAX = 100_000;

export const KIND_DESCRIPTION = '库：1 零部件，2 元器件，4 材料';

/** page and pageSize of a listing query (spread into its query schema) */
export const PagingSchema = {
  page: Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1, description: '页码，从 1 开始' }),
  pageSize: Type.Integer({
    minimum: 1,
    maximum: PAGE_SIZE_MAX,
    default: PAGE_SIZE_DEFAULT,
    description: `每页条数，默认 ${PAGE_SIZE_DEFAULT}，最多 ${PAGE_SIZE_MAX}`,
  }),
};

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** an item's summary fields (the item detail spreads them and adds its own) */
export const itemSummaryProperties = {
  id: Type.Integer(),
  code: Type.String({ description: '条目编码（全目录唯一）' }),
  kind: Type.Integer({ description: KIND_DESCRIPTION }),
  model: Type.String({ description: '型号（标准件为标准标记）' }),
  name: Type.String(),
  series: Type.String(),
  standard: Nullable(Type.String()),
  package: Nullable(Type.String({ description: '封装（元器件）' })),
  lifecycle: Nullable(Type.String({ description: '生命周期（元器件）：active、nrnd、eol、obsolete' })),
  brand: Nullable(Type.Object({ id: Type.Integer(), nameZh: Type.String(), nameEn: Type.String() })),
  category: Type.Object({ id: Type.Integer(), name: Type.String() }),
  keyParams: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), display: Type.String() }), {
    description: '分类中前 4 个可比较且该条目有值的参数',
  }),
};

export const ItemSummarySchema = Type.Object(itemSummaryProperties);
export type ItemSummaryShape = Static<typeof ItemSummarySchema>;
