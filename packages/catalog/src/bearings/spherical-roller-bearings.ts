// Spherical roller bearings GB/T 288, ZVL and NSK (extension families).
import { type Family, tableFamily } from '../family.ts';
import { codeSafe, part } from '../part-item.ts';
import { Kind } from '../types.ts';
import { enumValue, kN, mm, num, text } from '../values.ts';
import {
  bearingCode,
  type Clearance,
  clrText,
  dims,
  gbTolText,
  MAKER_CLEARANCES,
  makerTolText,
  TOL_CLR,
  TOLERANCES,
  type Tolerance,
  toleranceClearanceSuffix,
  ZVL_SUFFIXES,
} from './bearing-suffixes.ts';
import { NSK_SPHERICAL } from './nsk-spherical-roller-bearing.data.ts';
import {
  SPHERICAL_ROLLER_BEARINGS,
  type SphericalDesign,
  type SphericalRow,
} from './spherical-roller-bearing.data.ts';

// ---- spherical roller bearings -------------------------------------------------------------------

export const sphericalRoller: Family = tableFamily<
  { r: SphericalRow; k: boolean },
  { t: Tolerance; c: Clearance }
>({
  id: 'part.spherical-roller-bearing.gb288',
  kind: Kind.part,
  label: '调心滚子轴承 GB/T 288',
  extension: true,
  rows: () =>
    SPHERICAL_ROLLER_BEARINGS.flatMap((r) =>
      [false, true].filter((k) => !k || r.kDesigns.length > 0).map((k) => ({ r, k })),
    ),
  variants: TOL_CLR,
  build: ({ r, k }, { t, c }) => {
    const basic = `${r.designation}${k ? 'K' : ''}`;
    const designation = `${basic}${toleranceClearanceSuffix(t.code, c)}`;
    const bore = k ? '圆锥孔 1:12 (K)' : '圆柱孔';
    return part({
      code: bearingCode('GB288', designation),
      categoryCode: 'part.bearing.spherical-roller',
      model: designation,
      name: `调心滚子轴承 ${designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${r.series} 系列`,
      standard: 'GB/T 288-2013',
      description: `调心滚子轴承 ${designation}：双列，${bore}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${gbTolText(t)}，${clrText(c)}。外形尺寸按 GB/T 288-2013，代号按 GB/T 272-2017；内部结构与保持架后置代号 (CA、CC、E、MB 等) 因制造商而异，未列出。`,
      params: {
        basic_designation: text(basic),
        dimension_series: enumValue(r.series),
        bore_code: text(r.designation.slice(3)),
        bore_type: enumValue(bore),
        ...dims(r.d, r.D, r.B),
        tolerance_class: enumValue(t.label),
        clearance: enumValue(c),
      },
    });
  },
});

const ZVL_SPHERICAL_DESIGNS: Record<SphericalDesign, { label: string; cyl: string; k: string }> = {
  E: { label: 'E (加强型，冲压钢保持架 J)', cyl: 'EW33J', k: 'EKW33J' },
  M: { label: 'M (实体黄铜保持架)', cyl: 'W33M', k: 'KW33M' },
  MB: { label: 'MB (实体黄铜保持架)', cyl: 'W33MB', k: 'KW33MB' },
};

export const zvlSphericalRoller: Family = tableFamily<
  { r: SphericalRow; design: SphericalDesign; k: boolean },
  (typeof ZVL_SUFFIXES)[number]
>({
  id: 'part.spherical-roller-bearing.zvl',
  kind: Kind.part,
  label: 'ZVL 双列调心滚子轴承',
  extension: true,
  rows: () =>
    SPHERICAL_ROLLER_BEARINGS.flatMap((r) =>
      r.designs.flatMap((design) =>
        [false, true].filter((k) => !k || r.kDesigns.includes(design)).map((k) => ({ r, design, k })),
      ),
    ),
  variants: ZVL_SUFFIXES,
  build: ({ r, design, k }, v) => {
    const dz = ZVL_SPHERICAL_DESIGNS[design];
    const basic = `${r.designation}${k ? dz.k : dz.cyl}`;
    const designation = v.suffix ? `${basic} ${v.suffix}` : basic;
    const bore = k ? '圆锥孔 1:12 (K)' : '圆柱孔';
    return part({
      code: `ZVL-${codeSafe(designation.replace(' ', '-'))}`,
      categoryCode: 'part.bearing.spherical-roller',
      brandCode: 'zvl',
      model: designation,
      name: `ZVL 调心滚子轴承 ${designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${r.series} 系列`,
      standard: 'GB/T 288-2013',
      description: `ZVL 双列调心滚子轴承 ${designation}：${dz.label}，外圈带润滑槽和油孔 (W33)，${bore}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${gbTolText(v.t)}，${clrText(v.c)}。代号与尺寸取自 ZVL 轴承样本。`,
      params: {
        basic_designation: text(`${r.designation}${k ? 'K' : ''}`),
        dimension_series: enumValue(r.series),
        bore_code: text(r.designation.slice(3)),
        bore_type: enumValue(bore),
        ...dims(r.d, r.D, r.B),
        tolerance_class: enumValue(v.t.label),
        clearance: enumValue(v.c),
        design: enumValue(dz.label),
      },
    });
  },
});

// ---- NSK spherical roller bearings ---------------------------------------------------------------

/** NSK spherical roller types (page B178: EA, C, CD pressed steel cages; CA machined brass cage). */
const NSK_SR_TYPES: Record<string, string> = {
  EA: 'EA (加强型，冲压钢保持架)',
  C: 'C (冲压钢保持架)',
  CD: 'CD (冲压钢保持架)',
  CA: 'CA (实体黄铜保持架)',
  BCA: 'BCA',
};

export interface NskSphericalItem {
  designation: string;
  basic: string;
  number: string;
  type: string;
  taper: '' | 'K' | 'K30';
  t: Tolerance;
  c: Clearance;
  d: number;
  D: number;
  B: number;
  cr: number;
  c0r: number;
}

/** Printed cylindrical and tapered bore numbers × clearance × tolerance class ("22208EAKE4C3P6"). */
export function nskSphericalRows(): NskSphericalItem[] {
  return NSK_SPHERICAL.flatMap(([d, lines]) =>
    lines.flatMap(([number, type, D, B, cr, c0r]) => {
      const k = number.startsWith('24') ? 'K30' : 'K';
      return (['', k] as const).flatMap((taper) =>
        TOLERANCES.flatMap((t) =>
          MAKER_CLEARANCES.map((c) => {
            const basic = `${number}${type}${taper}E4`;
            return {
              designation: `${basic}${c === 'CN' ? '' : c}${t.code}`,
              basic,
              number,
              type,
              taper,
              t,
              c,
              d,
              D,
              B,
              cr,
              c0r,
            };
          }),
        ),
      );
    }),
  );
}

export const nskSpherical: Family = tableFamily<NskSphericalItem, undefined>({
  id: 'part.spherical-roller-bearing.nsk',
  kind: Kind.part,
  label: 'NSK 调心滚子轴承',
  extension: true,
  rows: nskSphericalRows,
  build: (r) => {
    const bore = r.taper === 'K30' ? '圆锥孔 1:30 (K30)' : r.taper === 'K' ? '圆锥孔 1:12 (K)' : '圆柱孔';
    const design = NSK_SR_TYPES[r.type] ?? r.type;
    return part({
      code: `NSK-${codeSafe(r.designation)}`,
      categoryCode: 'part.bearing.spherical-roller',
      brandCode: 'nsk',
      model: r.designation,
      name: `NSK 调心滚子轴承 ${r.designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${r.number.slice(0, 3)} 系列`,
      standard: 'GB/T 288-2013',
      description: `NSK 双列调心滚子轴承 ${r.designation}：${design} 型，外圈带润滑槽和油孔 (E4)，${bore}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${makerTolText(r.t)}，${clrText(r.c)}。代号、尺寸与额定载荷 (Cr ${num(r.cr / 1000)} kN，C0r ${num(r.c0r / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
      params: {
        basic_designation: text(`${r.number}${r.taper}`),
        dimension_series: enumValue(r.number.slice(0, 3)),
        bore_code: text(r.number.slice(3)),
        bore_type: enumValue(bore),
        d: mm(r.d),
        D: mm(r.D),
        B: mm(r.B),
        tolerance_class: enumValue(r.t.label),
        clearance: enumValue(r.c),
        design: enumValue(design),
        cr: kN(r.cr / 1000),
        c0r: kN(r.c0r / 1000),
      },
    });
  },
});
