import { type Family, tableFamily } from '../family.ts';
import { part } from '../part-item.ts';
import { Kind } from '../types.ts';
import { mm, num } from '../values.ts';
import { BORE_RINGS, type RetainingRingRow, SHAFT_RINGS } from './retaining-ring.data.ts';

// ---- retaining rings (circlips) --------------------------------------------------------------------

export function retainingRingFamily(std: '894' | '893'): Family {
  const shaft = std === '894';
  const label = shaft ? '轴用弹性挡圈' : '孔用弹性挡圈';
  const standard = `GB/T ${std}-2017`;
  return tableFamily<RetainingRingRow, undefined>({
    id: `part.retaining-ring.gb${std}`,
    kind: Kind.part,
    label: `${label} GB/T ${std}`,
    extension: true,
    rows: () => (shaft ? SHAFT_RINGS : BORE_RINGS),
    build: (r) => {
      const size = num(r.d1);
      const designation = `挡圈 GB/T ${std} ${size}`;
      return part({
        code: `GB${std}-${size}`,
        categoryCode: shaft ? 'part.fastener.retaining-ring.shaft' : 'part.fastener.retaining-ring.bore',
        model: designation,
        name: `${label} ${size}`,
        standard,
        description: `${designation}，${shaft ? '轴径' : '孔径'} ${size} mm，厚度 ${num(r.s)} mm，沟槽直径 ${num(r.d2)} mm。尺寸按 ${standard} (${shaft ? 'DIN 471' : 'DIN 472'})。`,
        params: {
          d1: mm(r.d1),
          s: mm(r.s),
          d3: mm(r.d3),
          a: mm(r.a),
          b: mm(r.b),
          d5: mm(r.d5),
          d2: mm(r.d2),
        },
      });
    },
  });
}
