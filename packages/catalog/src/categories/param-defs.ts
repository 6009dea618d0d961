// What the category trees share: parameter definition helpers, the enums of the parts library and the tree node.
import type { Category, Dimension, ParamDef } from '../types.ts';

export const num = (
  key: string,
  name: string,
  unit: string,
  dimension: Dimension,
  required = false,
): ParamDef => ({
  key,
  name,
  unit,
  dimension,
  type: 'numeric',
  filterable: true,
  comparable: true,
  ...(required ? { required } : {}),
});
export const en = (key: string, name: string, options: string[], required = false): ParamDef => ({
  key,
  name,
  unit: '',
  dimension: 'none',
  type: 'enum',
  filterable: true,
  comparable: true,
  options,
  ...(required ? { required } : {}),
});
export const tx = (key: string, name: string, filterable = false): ParamDef => ({
  key,
  name,
  unit: '',
  dimension: 'none',
  type: 'text',
  filterable,
  comparable: true,
});

// ---- shared enums -------------------------------------------------------------------------------
export const FASTENER_MATERIALS = ['钢', '不锈钢', '有色金属'];
export const BOLT_CLASSES = [
  '5.6',
  '8.8',
  '10.9',
  '12.9',
  'A2-70',
  'A4-70',
  'A2-50',
  'A4-50',
  'CU2',
  'CU3',
  'AL4',
  '按协议',
];
export const NUT_CLASSES = [
  '6',
  '8',
  '10',
  'A2-70',
  'A4-70',
  'A2-50',
  'A4-50',
  'CU2',
  'CU3',
  'AL4',
  '按协议',
];
export const CROSS_SCREW_CLASSES = ['4.8', 'A2-50', 'A2-70', 'CU2', 'CU3', 'AL4'];
export const HEXALOBULAR_SCREW_CLASSES = ['4.8', '5.8', 'A2-70', 'A3-70', 'CU2', 'CU3', 'AL4'];
export const SLOTTED_SCREW_CLASSES = ['4.8', '5.8', 'A2-50', 'A2-70', 'CU2', 'CU3', 'AL4'];
export const THIN_NUT_CLASSES = [
  '04',
  '05',
  'A2-035',
  'A4-035',
  'A2-025',
  'A4-025',
  'CU2',
  'CU3',
  'AL4',
  '按协议',
];
export const STYLE2_NUT_CLASSES = ['12'];
export const LOCK_NUT_CLASSES = ['5', '8', '10'];
export const THIN_LOCK_NUT_CLASSES = ['04', '05'];
export const SET_SCREW_CLASSES = ['45H'];
export const GRADE_C_BOLT_CLASSES = ['4.6', '4.8', '按协议'];
export const FINISHES = ['不经处理', '氧化', '电镀', '非电解锌片涂层', '磷化', '镀锌钝化', '简单处理'];
export const WASHER_CLASSES = ['200HV', '300HV', 'A2', 'A4', 'F1', 'C1', 'C4'];
export const BEARING_SEALS = ['开式', '单面防尘盖', '双面防尘盖', '单面密封圈', '双面密封圈'];
export const BEARING_CLEARANCES = ['CN', 'C3'];
/** Tolerance classes of GB/T 307.1 written as GB/T 272 suffixes (普通级 = no suffix, /P6, /P5). */
export const BEARING_TOLERANCES = ['普通级', '6级', '5级'];
/** Radial internal clearance groups of GB/T 4604.1 offered in the extension bearing families. */
export const BEARING_CLEARANCES_EXT = ['C2', 'CN', 'C3', 'C4'];
export const RESISTOR_TECH = ['厚膜', '薄膜'];
/** MLCC dielectrics (EIA class 1 / class 2 codes; X8L is KYOCERA AVX's -55 to +150 °C characteristic). */
export const MLCC_DIELECTRICS = ['C0G (NP0)', 'X7R', 'X5R', 'X7S', 'X8R', 'X8L'];
export const LIFECYCLES = ['active', 'nrnd', 'eol', 'obsolete'];

export const THREAD = tx('thread', '螺纹规格', true);
export const D_NOM = num('d', '公称直径 d', 'mm', 'length', true);
export const PITCH = num('pitch', '螺距 P', 'mm', 'length');
export const FASTENER_MATERIAL = en('material', '材料', FASTENER_MATERIALS, true);
export const FINISH = en('finish', '表面处理', FINISHES);

export type Node = Omit<Category, 'kind' | 'parentCode' | 'sort' | 'params'> & {
  params?: ParamDef[];
  children?: Node[];
};
