// The materials library as a family: every grade is always in the catalogue.
import { type Family, tableFamily } from '../family.ts';
import { type Item, Kind, type ParamValue } from '../types.ts';
import { MATERIALS, type MaterialDef } from './materials.data.ts';

/** Item of kind 4; `params` carries the first listed value of each property (for filtering). */
export function materialItem(m: MaterialDef): Item {
  const params: Record<string, ParamValue> = {};
  for (const p of m.properties) {
    if (params[p.key]) continue;
    const v: ParamValue = { display: p.display, si: p.si, unit: p.unit };
    if (p.siMax !== undefined) v.siMax = p.siMax;
    params[p.key] = v;
  }
  return {
    kind: Kind.material,
    code: `MAT-${m.designation.replace(/[^A-Za-z0-9.+-]/g, '')}`,
    categoryCode: m.category,
    brandCode: null,
    model: m.designation,
    name: m.name,
    series: m.standard,
    standard: m.standard,
    description: m.description,
    params,
    datasheetUrl: null,
    material: {
      designation: m.designation,
      ...(m.numericCode ? { numericCode: m.numericCode } : {}),
      equivalents: m.equivalents,
      properties: m.properties,
      sources: m.sources,
    },
  };
}

export function materialFamilies(): Family[] {
  return [
    tableFamily<MaterialDef, undefined>({
      id: 'materials',
      kind: Kind.material,
      label: '材料 (全部牌号)',
      rows: () => MATERIALS,
      build: materialItem,
    }),
  ];
}

/** All material grades as items. */
export function materials(): Item[] {
  return MATERIALS.map(materialItem);
}
