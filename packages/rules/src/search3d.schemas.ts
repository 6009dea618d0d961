/**
 * The 3D search API's shapes (issue 11: /to/api/search3d/...), declared once as TypeBox schemas: the server
 * validates and documents with them, the web imports the static types only.
 */
import { type Static, Type } from 'typebox';

/** The largest model file 3D search reads (an STL of 200 MB is refused with SEARCH3D_MESSAGES.tooLarge). */
export const SEARCH3D_MAX_BYTES = 100 * 1024 * 1024;
/** How many similar geometries an answer lists at most. */
export const SEARCH3D_MAX_RESULTS = 50;
/** The model files 3D search reads. */
export const SEARCH3D_ACCEPT = '.stl,.step,.stp';

export const SEARCH3D_MESSAGES = {
  noFile: '请选择要上传的 STL 或 STEP 文件',
  empty: '文件为空，请选择有内容的 STL 或 STEP 文件',
  tooLarge: '文件超过 100 MB，3D 搜索无法读取，请简化模型或只导出零件本身后再上传',
  comma: '文件名不允许包含逗号，请修改后重新上传',
  badType: '只支持 STL（二进制或文本）与 STEP（.step、.stp）文件',
  notStl: '无法读取该 STL 文件：内容不完整或不是 STL 格式',
  notStep: '无法读取该 STEP 文件：内容不完整或不是 STEP 格式',
  noGeometry: '文件中没有可用的三维几何（没有面或面积为零）',
  tooManyTriangles: '模型的三角面超过 500 万个，请降低导出精度后再上传',
  failed: '模型读取失败，请稍后重试',
  timeout: '模型读取超时（模型过于复杂），请简化模型或只导出零件本身后重试',
  queryNotFound: '该次 3D 搜索已过期或不存在，请重新上传模型',
  noModel: '该条目暂无三维模型，无法以此模型搜索',
  materials: '材料没有三维模型，3D 搜索只适用于零件与元器件',
} as const;

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
