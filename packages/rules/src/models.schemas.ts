/**
 * The 3D model API's shapes (GET /to/api/models/items/:id and GET /to/api/models/items/:id/file), declared
 * once as TypeBox schemas: the server validates and documents with them, the web imports the static types
 * only (`import type { ModelInfo } from '@jianku/rules/models-schemas'`).
 */
import { type Static, Type } from 'typebox';

/** The file formats a model is offered in (STEP AP214, binary STL, binary glTF for the browser). */
export const MODEL_FORMATS = ['step', 'stl', 'glb'] as const;
export type ModelFormat = (typeof MODEL_FORMATS)[number];

/** The answer for items without a model (materials, families not yet covered, packages we hold no outline for). */
export const MODEL_NOT_AVAILABLE = '该条目暂无三维模型';
/** The answer when the item's catalogue entry lacks a dimension its family needs. */
export const MODEL_DIMENSIONS_MISSING = '该条目缺少生成三维模型所需的尺寸';
/** The answer for a format value outside MODEL_FORMATS. */
export const MODEL_BAD_FORMAT = '模型格式不正确：只支持 step、stl、glb';
/** The answer when the geometry kernel failed or ran out of time. */
export const MODEL_BUILD_FAILED = '三维模型生成失败，请稍后重试';

export const ModelFormatSchema = Type.Union(
  [Type.Literal('step'), Type.Literal('stl'), Type.Literal('glb')],
  {
    description: 'step（AP214）、stl（二进制）或 glb（浏览器预览）',
  },
);

/** A key dimension shown on the model: its symbol, value in mm and where the viewer draws it (model mm). */
export const ModelDimensionSchema = Type.Object({
  symbol: Type.String({ description: '尺寸符号，如 d、l、k、s、D、B' }),
  name: Type.String({ description: '中文名称' }),
  value: Type.Number({ description: '数值 (mm)' }),
  from: Type.Tuple([Type.Number(), Type.Number(), Type.Number()], { description: '标注起点 (mm，模型坐标)' }),
  to: Type.Tuple([Type.Number(), Type.Number(), Type.Number()], { description: '标注终点 (mm，模型坐标)' }),
});
export type ModelDimension = Static<typeof ModelDimensionSchema>;

export const ModelInfoSchema = Type.Object({
  itemId: Type.Integer(),
  family: Type.String({ description: '几何族，如 hex-bolt、deep-groove-ball-bearing、chip-resistor' }),
  fileBase: Type.String({ description: '下载文件名（不含扩展名），如 GB5782-M8x40-8.8' }),
  formats: Type.Array(ModelFormatSchema),
  dimensions: Type.Array(ModelDimensionSchema),
  /** Whether the files are already made (a download then answers at once). */
  cached: Type.Boolean(),
});
export type ModelInfo = Static<typeof ModelInfoSchema>;
