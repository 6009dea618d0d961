// NSK solid needle roller bearings NA / RNA (extension family).
import { type Family, tableFamily } from '../family.ts';
import { codeSafe, part } from '../part-item.ts';
import { Kind } from '../types.ts';
import { enumValue, kN, mm, num, text } from '../values.ts';
import { NSK_NEEDLE } from './nsk-needle-roller-bearing.data.ts';

// ---- NSK solid needle roller bearings --------------------------------------------------------------

export const nskNeedle: Family = tableFamily<{ row: (typeof NSK_NEEDLE)[number]; na: boolean }, undefined>({
  id: 'part.needle-roller-bearing.nsk',
  kind: Kind.part,
  label: 'NSK 滚针轴承 (NA / RNA)',
  extension: true,
  rows: () => NSK_NEEDLE.flatMap((row) => [true, false].map((na) => ({ row, na }))),
  build: ({ row, na }) => {
    const [number, fw, D, C, cr, c0r, d, B] = row;
    const designation = `${na ? 'NA' : 'RNA'}${number}`;
    const series = number.slice(0, 2);
    const size = na ? `${num(d)}×${num(D)}×${num(C)}` : `Fw${num(fw)}×${num(D)}×${num(C)}`;
    return part({
      code: `NSK-${codeSafe(designation.replace(/\//g, '_'))}`,
      categoryCode: 'part.bearing.needle-roller',
      brandCode: 'nsk',
      model: designation,
      name: `NSK 滚针轴承 ${designation} ${size}`,
      series: `${na ? 'NA' : 'RNA'}${series} 系列`,
      standard: series === '59' ? 'NSK CAT. No. E1102e' : 'ISO 1206',
      description: `NSK 实体套圈滚针轴承 ${designation}：${na ? `带内圈，内径 ${num(d)} mm，内圈宽度 ${num(B)} mm，` : '无内圈，'}滚针组内径 Fw ${num(fw)} mm，外径 ${num(D)} mm，外圈宽度 ${num(C)} mm。代号、尺寸与额定载荷 (Cr ${num(cr / 1000)} kN，C0r ${num(c0r / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
      params: {
        basic_designation: text(designation),
        bearing_type: enumValue(na ? 'NA (带内圈)' : 'RNA (无内圈)'),
        dimension_series: enumValue(series),
        ...(na ? { d: mm(d), B: mm(B) } : {}),
        Fw: mm(fw),
        D: mm(D),
        C: mm(C),
        cr: kN(cr / 1000),
        c0r: kN(c0r / 1000),
      },
    });
  },
});
