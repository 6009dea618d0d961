/**
 * Answers of the catalogue API used by catalog-pages.test.tsx and sibling-table.test.tsx, in the API's shape (@jianku/rules/catalog-schemas).
 * Q235B: GB/T 700-2006 (tensile properties, table 2), equivalents as the materials library gives them.
 */
import type { ItemDetail, ItemSummary } from '../api/catalog.types.ts';

/** The Q235B item, over the fields of `base` (an item summary of the test). */
export const q235bDetail = (base: ItemSummary): ItemDetail => ({
  ...base,
  id: 801,
  kind: 4,
  model: 'Q235B',
  name: 'Q235B 碳素结构钢',
  series: 'GB/T 700-2006',
  standard: 'GB/T 700-2006',
  category: { id: 60, name: '碳素结构钢' },
  keyParams: [],
  description: '最常用的普通碳素结构钢。',
  datasheetUrl: null,
  path: [
    { id: 50, name: '材料' },
    { id: 51, name: '金属材料' },
    { id: 60, name: '碳素结构钢' },
  ],
  params: [
    {
      key: 'yield_strength',
      name: '屈服强度',
      unit: 'MPa',
      display: '≥ 235 MPa',
      si: 235e6,
      siUnit: 'Pa',
      type: 'numeric',
    },
  ],
  material: {
    designation: 'Q235B',
    numericCode: null,
    equivalents: {
      en: 'S235JR (1.0038, 近似)',
      jis: 'SS400 (近似)',
      astm: 'A36 (近似)',
      iso: 'E235B (ISO 630)',
      aisi: null,
      uns: null,
      din: null,
      gb: null,
    },
    properties: [
      {
        key: 'yield_strength',
        name: '屈服强度 ReL',
        display: '≥ 235 MPa',
        unit: 'MPa',
        si: 235e6,
        siUnit: 'Pa',
        condition: 'GB/T 700-2006 最小值 (厚度 ≤ 16 mm)',
      },
      {
        key: 'density',
        name: '密度',
        display: '7.85 g/cm³',
        unit: 'g/cm³',
        si: 7850,
        siUnit: 'kg/m³',
        condition: '20°C 典型值',
      },
    ],
    sources: ['GB/T 700-2006 表2 (拉伸性能)'],
  },
});

/** GET /to/api/materials/801/equivalents for Q235B: one designation, one near catalogue grade. */
export const q235bEquivalents = {
  id: 801,
  designation: 'Q235B',
  designations: [
    {
      system: 'astm',
      label: 'ASTM',
      value: 'A36',
      closeness: 'similar',
      closenessText: '类似',
      basis: '对照表标注近似',
    },
  ],
  grades: [
    {
      id: 802,
      code: 'MAT-Q235A',
      designation: 'Q235A',
      name: 'Q235A 碳素结构钢',
      closeness: 'near',
      closenessText: '相近',
      differences: ['S: ≤0.045 / ≤0.050'],
    },
  ],
};

/** A hexagon head bolt GB/T 5782-2016 M10 of nominal length `l` mm. */
export function bolt(id: number, l: number): ItemSummary {
  return {
    id,
    code: `GB5782-M10x${l}`,
    kind: 1,
    model: `M10×${l}`,
    name: `六角头螺栓 M10×${l}`,
    series: 'GB/T 5782-2016',
    standard: 'GB/T 5782-2016',
    package: null,
    lifecycle: null,
    brand: null,
    category: { id: 4, name: '六角头螺栓' },
    keyParams: [
      { key: 'd', name: '螺纹规格 d', display: 'M10' },
      { key: 'l', name: '公称长度 l', display: `${l}` },
    ],
  };
}

/** The category path of hexagon head bolts. */
export const boltPath = [
  { id: 1, name: '零部件' },
  { id: 2, name: '紧固件' },
  { id: 3, name: '螺栓' },
  { id: 4, name: '六角头螺栓' },
];
