/**
 * The EDA downloads' shapes (GET /to/api/eda/items/:id/...): a component's KiCad symbol, footprint and a zip
 * library of both with the 3D model. Declared once; the server validates and documents with them, the web
 * imports the static types only (`import type { EdaInfo } from '@jianku/rules/eda-schemas'`).
 */
import { type Static, Type } from 'typebox';

/** The files a component offers: symbol (.kicad_sym), footprint (.kicad_mod), library (zip of all). */
export const EDA_FILES = ['symbol', 'footprint', 'library'] as const;
export type EdaFileKind = (typeof EDA_FILES)[number];

/** Items that are not components (parts, materials) have no symbol or footprint. */
export const EDA_NOT_COMPONENT = '该条目不是元器件，没有原理图符号与封装';
/** A component whose package we cannot draw. */
export const EDA_FOOTPRINT_UNSUPPORTED = '该封装暂不支持生成封装文件';
/** A component for which we hold no pinout. */
export const EDA_SYMBOL_UNSUPPORTED = '该器件暂不支持生成原理图符号';
/** Neither a symbol nor a footprint: no library to zip. */
export const EDA_LIBRARY_UNSUPPORTED = '该器件暂不支持生成 KiCad 库文件';

export const EdaInfoSchema = Type.Object({
  itemId: Type.Integer(),
  symbol: Type.Union([
    Type.Object({
      name: Type.String({ description: '符号名（库 jianku 中），如 STM32F103C8T6' }),
      fileName: Type.String({ description: '下载文件名，如 STM32F103C8T6.kicad_sym' }),
      pins: Type.Integer({ description: '引脚数' }),
    }),
    Type.Null(),
  ]),
  footprint: Type.Union([
    Type.Object({
      name: Type.String({ description: '封装名，如 R_0603_1608Metric' }),
      fileName: Type.String({ description: '下载文件名，如 R_0603_1608Metric.kicad_mod' }),
      pads: Type.Integer({ description: '焊盘数' }),
      description: Type.String({ description: '依据（IPC-7351B 表、外形尺寸来源、Z/G/X）' }),
    }),
    Type.Null(),
  ]),
  model: Type.Boolean({
    description: '是否有三维模型：STEP 可单独下载，与有无符号、封装无关；有封装时也随库 zip 下载，封装已引用',
  }),
  /** Why a file is missing, in Chinese (null when present). */
  symbolReason: Type.Union([Type.String(), Type.Null()]),
  footprintReason: Type.Union([Type.String(), Type.Null()]),
  libraryFileName: Type.Union([Type.String(), Type.Null()], {
    description: 'zip 文件名；无符号也无封装时为 null',
  }),
});
export type EdaInfo = Static<typeof EdaInfoSchema>;

/** One download of /download (issue 12): the KiCad plugin package and the HTTP library file. */
export const PluginDownloadSchema = Type.Object({
  key: Type.Union([Type.Literal('kicad-plugin'), Type.Literal('kicad-httplib')]),
  title: Type.String({ description: '名称，如 KiCad 插件' }),
  fileName: Type.String(),
  version: Type.String({ description: '版本号' }),
  size: Type.Integer({ description: '字节数' }),
  sha256: Type.String({ description: 'SHA-256，64 位十六进制' }),
  url: Type.String({ description: '下载地址（本站路径）' }),
});
export type PluginDownload = Static<typeof PluginDownloadSchema>;
export const PluginDownloadListSchema = Type.Object({ list: Type.Array(PluginDownloadSchema) });
export type PluginDownloadList = Static<typeof PluginDownloadListSchema>;
