// Tapered roller bearings GB/T 297 (extension family).
import { type Family, tableFamily } from '../family.ts';
import { part } from '../part-item.ts';
import { Kind } from '../types.ts';
import { enumValue, mm, num, text } from '../values.ts';
import { bearingCode } from './bearing-suffixes.ts';
import { TAPERED_ROLLER_BEARINGS, type TaperedRow } from './tapered-roller-bearing.data.ts';

// ---- tapered roller bearings ---------------------------------------------------------------------

const TAPERED_TOLERANCES = [
  { code: '', label: '普通级' },
  { code: 'P6X', label: '6X级' },
  { code: 'P5', label: '5级' },
] as const;

export const taperedRoller: Family = tableFamily<TaperedRow, (typeof TAPERED_TOLERANCES)[number]>({
  id: 'part.tapered-roller-bearing.gb297',
  kind: Kind.part,
  label: '圆锥滚子轴承 GB/T 297',
  extension: true,
  rows: () => TAPERED_ROLLER_BEARINGS,
  variants: [...TAPERED_TOLERANCES],
  build: (r, t) => {
    const designation = `${r.designation}${t.code ? `/${t.code}` : ''}`;
    return part({
      code: bearingCode('GB297', designation),
      categoryCode: 'part.bearing.tapered-roller',
      model: designation,
      name: `圆锥滚子轴承 ${designation} ${num(r.d)}×${num(r.D)}×${num(r.T)}`,
      series: `${r.series} 系列`,
      standard: 'GB/T 297-2015',
      description: `圆锥滚子轴承 ${designation}：单列，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，总宽度 T ${num(r.T)} mm，内圈宽度 B ${num(r.B)} mm，公差等级 ${t.label}${t.code ? ` (/${t.code})` : ''}。外形尺寸按 GB/T 297-2015，代号按 GB/T 272-2017。`,
      params: {
        basic_designation: text(r.designation),
        dimension_series: enumValue(r.series),
        bore_code: text(r.designation.slice(3)),
        d: mm(r.d),
        D: mm(r.D),
        T: mm(r.T),
        B: mm(r.B),
        tolerance_class: enumValue(t.label),
      },
    });
  },
});
