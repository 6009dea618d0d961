// Every grade's chemical composition, or the reason the catalogue holds none, by designation.
//
//   compositionOf('06Cr19Ni10')  // { composition: { standard: 'GB/T 20878-2007', ... } }
//   compositionOf('HT250')       // { reason: 'GB/T 9439-2010 按力学性能分级 ...', standard: 'GB/T 9439-2010' }
//
// Sources: one file per standard family (named in each file's header). Grey iron (GB/T 9439) and ductile
// iron (GB/T 1348) are specified by mechanical properties, their standards leave the composition to the
// foundry; polymers have no element composition. Those grades carry the reason, never made-up numbers.
import { MATERIALS } from '../materials.data.ts';
import { CAST_ALUMINIUM } from './cast-aluminium.ts';
import type { Composition, CompositionEntry } from './composition.types.ts';
import { GB_T_699 } from './gb-t-699.ts';
import { GB_T_700 } from './gb-t-700.ts';
import { GB_T_1591 } from './gb-t-1591.ts';
import { GB_T_3077 } from './gb-t-3077.ts';
import { GB_T_3190 } from './gb-t-3190.ts';
import { GB_T_3620 } from './gb-t-3620.ts';
import { GB_T_5231 } from './gb-t-5231.ts';
import { GB_T_18254 } from './gb-t-18254.ts';
import { GB_T_20878 } from './gb-t-20878.ts';

export type { Composition, CompositionEntry, ElementLimit } from './composition.types.ts';

const TABLES: Record<string, Composition> = {
  ...GB_T_700,
  ...GB_T_1591,
  ...GB_T_699,
  ...GB_T_3077,
  ...GB_T_18254,
  ...GB_T_20878,
  ...GB_T_3190,
  ...CAST_ALUMINIUM,
  ...GB_T_5231,
  ...GB_T_3620,
};

const GREY_IRON =
  'GB/T 9439-2010 灰铸铁按单铸试棒抗拉强度分级，标准不规定化学成分 (由供方根据铸件要求确定)，故不列成分';
const DUCTILE_IRON = 'GB/T 1348-2019 球墨铸铁按力学性能分级，化学成分由供方确定、不作为验收依据，故不列成分';
const POLYMER = '高分子材料，按 GB/T 1844.1 以名称缩写标识，没有元素化学成分的规定';

/** The composition of a grade (by designation, with or without temper: '6061-T6' → 6061), or why none. */
export function compositionOf(
  designation: string,
  category = MATERIALS.find((m) => m.designation === designation)?.category,
): CompositionEntry | null {
  const exact = TABLES[designation] ?? TABLES[designation.replace(/-(O|H\d+|T\d+)$/, '')];
  if (exact) return { composition: exact };
  if (category === 'mat.metal.cast-iron.grey' || /^HT\d+$/.test(designation))
    return { reason: GREY_IRON, standard: 'GB/T 9439-2010' };
  if (category === 'mat.metal.cast-iron.ductile' || /^QT\d+-\d+$/.test(designation))
    return { reason: DUCTILE_IRON, standard: 'GB/T 1348-2019' };
  if (category?.startsWith('mat.polymer')) return { reason: POLYMER, standard: 'GB/T 1844.1-2008' };
  return null;
}
