/**
 * The 3D search API's shapes (issue 11: /to/api/search3d/...), declared once as TypeBox schemas: the server
 * validates and documents with them, the web imports the static types only.
 */
import { type Static, Type } from 'typebox';
import { SEARCH3D_MAX_RESULTS } from './search3d.ts';

export const Search3dResultSchema = Type.Object({
  itemId: Type.Integer({ description: '代表条目（同一几何的第一个条目）' }),
  kind: Type.Integer({ description: '1 零部件，2 元器件' }),
  model: Type.String({ description: '型号或标准规格' }),
  name: Type.String(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  family: Type.String({ description: '几何族，如 hex-bolt' }),
  geometry: Type.String({ description: '几何编号（三维模型缓存键）' }),
  similarity: Type.Number({ description: '相似度（百分比，0–100，保留一位小数）' }),
  sameGeometry: Type.Integer({ description: '几何完全相同的目录条目数（含代表条目）' }),
});
export type Search3dResult = Static<typeof Search3dResultSchema>;

export const Search3dCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  count: Type.Integer({ description: '相似结果中该分类的几何数' }),
});

export const Search3dAnswerSchema = Type.Object({
  query: Type.Object({
    kind: Type.Union([Type.Literal('upload'), Type.Literal('item')]),
    id: Type.String({ description: '上传查询的编号，或条目编号' }),
    fileName: Type.Optional(Type.String()),
    triangles: Type.Integer(),
    /** the query's size along its principal axes, mm as read (largest first) */
    extents: Type.Array(Type.Number()),
  }),
  index: Type.Object({
    models: Type.Integer({ description: '索引中的几何数' }),
    total: Type.Integer({ description: '目录可生成的几何数' }),
    building: Type.Boolean(),
  }),
  categories: Type.Array(Search3dCategorySchema),
  results: Type.Array(Search3dResultSchema),
  ms: Type.Number({ description: '检索耗时 (ms)' }),
});
export type Search3dAnswer = Static<typeof Search3dAnswerSchema>;

export const Search3dQuerySchema = Type.Object({
  category: Type.Optional(Type.Integer({ minimum: 1, description: '只看该分类' })),
  ignoreScale: Type.Optional(
    Type.Boolean({ description: '忽略尺寸单位：英寸、厘米、米的模型按公制同型件匹配' }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH3D_MAX_RESULTS })),
});
export type Search3dQuery = Static<typeof Search3dQuerySchema>;
