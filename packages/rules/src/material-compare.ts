/**
 * Material comparison (材料对比, SPEC-2.41): the limit, the Chinese messages and the answers' shapes,
 * declared once for the catalogue data (@jianku/catalog), the server (modules/materials) and the web
 * (features/materials).
 *
 *   if (ids.length > MATERIAL_COMPARE_MAX) throw badRequest(MaterialCompareMessage.tooMany);
 */

/** At most this many grades side by side. */
export const MATERIAL_COMPARE_MAX = 6;

export const MaterialCompareMessage = {
  empty: '请选择要对比的材料牌号',
  tooMany: `材料对比最多 ${MATERIAL_COMPARE_MAX} 个牌号`,
  duplicate: '对比的材料牌号不能重复',
  badId: (text: string) => `材料 ID 格式不正确：${text.length > 20 ? `${text.slice(0, 20)}…` : text}`,
  notFound: (id: number) => `对比的材料不存在：ID ${id}`,
  notMaterial: (id: number) => `材料对比只适用于材料库的牌号，ID ${id} 不是材料`,
  equivalentsNotMaterial: '只有材料库的牌号有对照牌号',
} as const;

/** Closeness of an equivalent grade, in the words the page shows. */
export const ClosenessText = { identical: '相同', near: '相近', similar: '类似' } as const;

export type Closeness = 'identical' | 'near' | 'similar';

export type DesignationSystem = 'gb' | 'gbCode' | 'astm' | 'aisi' | 'uns' | 'en' | 'din' | 'jis' | 'iso';

/** A grade's name in one standard system, and how close it is. */
export interface MaterialDesignation {
  system: DesignationSystem;
  label: string;
  value: string;
  closeness: Closeness;
  /** Why this closeness: the correspondence data, or the mark in it. */
  basis: string;
}

export interface ElementLimit {
  /** Element symbol, or a sum as the standard writes it ('Cu+Ag', 'Si+Fe'). */
  element: string;
  min?: number;
  max?: number;
}

export interface Composition {
  /** The standard and its edition the limits come from. */
  standard: string;
  /** The table of that standard. */
  table: string;
  /** The base metal (余量 / balance). */
  base: string;
  limits: ElementLimit[];
  /** Remarks of the standard that the limits alone do not carry (Ti ≥ 5×C, section-dependent C, ...). */
  notes: string[];
  /** GB/T 17616 unified numeric code (统一数字代号) printed beside the grade in the same table, if any. */
  numericCode?: string;
}

export interface ComparedProperty {
  key: string;
  name: string;
  display: string;
  condition: string;
  /** the value in `unit` for charts: a range low–high, a single value (low = high), or a bound */
  low: number | null;
  high: number | null;
  /** min: the standard's minimum (≥), max: an upper limit (≤), range, value */
  bound: 'min' | 'max' | 'range' | 'value';
  unit: string;
}

export interface ComparedGrade {
  id: number;
  code: string;
  designation: string;
  name: string;
  standard: string | null;
  category: { id: number; name: string };
  designations: MaterialDesignation[];
  properties: ComparedProperty[];
  sources: string[];
  composition: Composition | null;
  /** why there is no composition (cast irons, polymers, a grade imported without one) */
  compositionNote: string | null;
}

/** GET /to/api/materials/compare */
export interface MaterialComparison {
  grades: ComparedGrade[];
  /** the elements of all compositions, in the order first met */
  elements: string[];
}

export interface EquivalentGrade {
  id: number | null;
  code: string;
  designation: string;
  name: string;
  closeness: Closeness;
  closenessText: string;
  differences: string[];
}

/** GET /to/api/materials/:id/equivalents */
export interface MaterialEquivalentsView {
  id: number;
  designation: string;
  designations: Array<MaterialDesignation & { closenessText: string }>;
  grades: EquivalentGrade[];
}
