import { type Family, tableFamily } from '../family.ts';
import { part } from '../part-item.ts';
import { Kind } from '../types.ts';
import { enumValue, mm, num } from '../values.ts';
import { O_RING_D1, O_RING_GRADES, O_RING_MATERIALS, O_RING_SECTIONS } from './o-ring.data.ts';

// ---- O-rings -------------------------------------------------------------------------------------

export const oRings: Family = tableFamily<
  { d1: number; d2: number },
  { m: (typeof O_RING_MATERIALS)[number]; g: (typeof O_RING_GRADES)[number] }
>({
  id: 'part.o-ring.gb3452-1',
  kind: Kind.part,
  label: 'O形圈 GB/T 3452.1',
  rows: () =>
    O_RING_D1.flatMap((d1) =>
      O_RING_SECTIONS.filter((s) => d1 >= s.from && d1 <= s.to).map((s) => ({ d1, d2: s.d2 })),
    ),
  variants: O_RING_MATERIALS.flatMap((m) => O_RING_GRADES.map((g) => ({ m, g }))),
  build: ({ d1, d2 }, { m, g }) => {
    const size = `${num(d1)}×${num(d2)}`;
    const designation = `O形圈 ${size}-G-${g.code}-GB/T 3452.1-2005`;
    return part({
      code: `GB3452.1-${num(d1)}x${num(d2)}-G-${g.code}-${m.code}`,
      categoryCode: 'part.seal.o-ring',
      model: designation,
      name: `O形圈 ${size} ${m.code} ${g.code}级`,
      standard: 'GB/T 3452.1-2005',
      description: `${designation}，内径 ${num(d1)} mm，截面直径 ${num(d2)} mm，胶料 ${m.name}。`,
      params: {
        d1: mm(d1),
        d2: mm(d2),
        series: enumValue('G (通用)'),
        quality_grade: enumValue(g.name),
        material: enumValue(m.name),
      },
    });
  },
});
