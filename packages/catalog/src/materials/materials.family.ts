// The materials library as a family: every grade is always in the catalogue.
import { type Family, tableFamily } from '../family.ts';
import { type Item, Kind, type ParamValue } from '../types.ts';
import { compositionOf } from './composition/composition.ts';
import { MATERIALS, type MaterialDef } from './materials.data.ts';

/** Prefixes engineers type before a designation ("AISI 316L", "UNS S31603", "SUS 316L"). */
const SEARCH_PREFIX: ReadonlyArray<[keyof MaterialDef['equivalents'], string]> = [
  ['aisi', 'AISI'],
  ['astm', 'ASTM'],
  ['uns', 'UNS'],
  ['en', 'EN'],
  ['din', 'DIN'],
  ['jis', 'JIS'],
  ['iso', 'ISO'],
  ['gb', 'GB'],
];

/**
 * The designations line of the description: the grade under each standard with the system's name in
 * front, so that "AISI 316L", "UNS S31603" and "GB S31603" find the grade through the item's own text.
 */
export function designationLine(m: MaterialDef, numericCode: string | undefined): string {
  const parts = [`GB ${m.designation}${numericCode ? ` (统一数字代号 ${numericCode})` : ''}`];
  if (!/^GB/.test(m.standard)) parts[0] = `${m.standard.split(/[ :]/)[0]} ${m.designation}`;
  for (const [key, prefix] of SEARCH_PREFIX) {
    const v = m.equivalents[key];
    if (v) parts.push(`${prefix} ${v}`);
  }
  return `牌号对照：${parts.join('；')}。`;
}

/** Item of kind 4; `params` carries the first listed value of each property (for filtering). */
export function materialItem(m: MaterialDef): Item {
  const params: Record<string, ParamValue> = {};
  for (const p of m.properties) {
    if (params[p.key]) continue;
    const v: ParamValue = { display: p.display, si: p.si, unit: p.unit };
    if (p.siMax !== undefined) v.siMax = p.siMax;
    params[p.key] = v;
  }
  const found = compositionOf(m.designation, m.category);
  const numericCode =
    m.numericCode ?? (found && 'composition' in found ? found.composition.numericCode : undefined);
  return {
    kind: Kind.material,
    code: `MAT-${m.designation.replace(/[^A-Za-z0-9.+-]/g, '')}`,
    categoryCode: m.category,
    brandCode: null,
    model: m.designation,
    name: m.name,
    series: m.standard,
    standard: m.standard,
    description: `${m.description} ${designationLine(m, numericCode)}`,
    params,
    datasheetUrl: null,
    material: {
      designation: m.designation,
      ...(numericCode ? { numericCode } : {}),
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
