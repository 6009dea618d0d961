/**
 * 3D search's limits and Chinese messages (issue 11), apart from the API's TypeBox schemas
 * (search3d.schemas.ts) so that the web page takes them without the schema library.
 */

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
