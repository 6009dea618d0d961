import { type Family, tableFamily } from '../family.ts';
import { part, withLengths } from '../part-item.ts';
import { Kind } from '../types.ts';
import { enumValue, mm, mmRange, text } from '../values.ts';
import { KEY_FORMS, KEY_LENGTHS, type KeyRow, PARALLEL_KEYS } from './parallel-key.data.ts';

// ---- parallel keys ------------------------------------------------------------------------------

export const parallelKeys: Family = tableFamily<{ r: KeyRow; l: number }, (typeof KEY_FORMS)[number]>({
  id: 'part.parallel-key.gb1096',
  kind: Kind.part,
  label: '普通型平键 GB/T 1096',
  rows: () => withLengths(PARALLEL_KEYS, KEY_LENGTHS),
  variants: KEY_FORMS,
  build: ({ r, l }, v) => {
    const size = `${r.b}×${r.h}×${l}`;
    const designation = `GB/T 1096 键 ${v.letter ? `${v.letter} ` : ''}${size}`;
    return part({
      code: `GB1096-${v.letter || 'A'}-${r.b}x${r.h}x${l}`,
      categoryCode: 'part.transmission.key.parallel',
      model: designation,
      name: `普通型平键 ${v.form.slice(0, 2)} ${size}`,
      standard: 'GB/T 1096-2003',
      description: `${designation}，键宽 ${r.b} mm，键高 ${r.h} mm，键长 ${l} mm，${v.form}。`,
      params: {
        b: mm(r.b),
        h: mm(r.h),
        l: mm(l),
        form: enumValue(v.form),
        s: mmRange(r.s[0], r.s[1]),
        material: text('45钢'),
      },
    });
  },
});
