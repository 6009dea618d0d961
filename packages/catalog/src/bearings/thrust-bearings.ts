// Thrust bearings: thrust ball GB/T 301; NSK spherical roller thrust and cylindrical roller thrust (extension
// families).
import { type Family, tableFamily } from '../family.ts';
import { codeSafe, part } from '../part-item.ts';
import { Kind } from '../types.ts';
import { enumValue, kN, mm, num, text } from '../values.ts';
import {
  bearingCode,
  dims,
  gbTolText,
  TOLERANCES,
  type Tolerance,
  toleranceClearanceSuffix,
} from './bearing-suffixes.ts';
import { NSK_SPHERICAL_THRUST, NSK_TMP_THRUST } from './nsk-thrust-roller-bearing.data.ts';
import { THRUST_BALL_BEARINGS, type ThrustBallRow } from './thrust-ball-bearing.data.ts';

// ---- thrust ball bearings ------------------------------------------------------------------------

export const thrustBall: Family = tableFamily<ThrustBallRow, Tolerance>({
  id: 'part.thrust-ball-bearing.gb301',
  kind: Kind.part,
  label: '推力球轴承 GB/T 301',
  extension: true,
  rows: () => THRUST_BALL_BEARINGS,
  variants: [...TOLERANCES],
  build: (r, t) => {
    const designation = `${r.designation}${toleranceClearanceSuffix(t.code)}`;
    return part({
      code: bearingCode('GB301', designation),
      categoryCode: 'part.bearing.thrust-ball',
      model: designation,
      name: `推力球轴承 ${designation} ${num(r.d)}×${num(r.D)}×${num(r.H)}`,
      series: `${r.series} 系列`,
      standard: 'GB/T 301-2015',
      description: `推力球轴承 ${designation}：单向，轴圈内径 ${num(r.d)} mm，座圈外径 ${num(r.D)} mm，高度 ${num(r.H)} mm，${gbTolText(t)}。外形尺寸按 GB/T 301-2015 (ISO 104)，代号按 GB/T 272-2017。`,
      params: {
        basic_designation: text(r.designation),
        dimension_series: enumValue(r.series),
        bore_code: text(r.designation.slice(3)),
        ...dims(r.d, r.D, r.H, 'T'),
        tolerance_class: enumValue(t.label),
      },
    });
  },
});

// ---- NSK thrust roller bearings -------------------------------------------------------------------

interface ThrustRow {
  designation: string;
  d: number;
  D: number;
  T: number;
  ca: number;
  c0a: number;
}

const thrustRows = (table: Array<[number, Array<[string, number, number, number, number]>]>): ThrustRow[] =>
  table.flatMap(([d, lines]) =>
    lines.map(([designation, D, T, ca, c0a]) => ({ designation, d, D, T, ca, c0a })),
  );

export const nskSphericalThrust: Family = tableFamily<ThrustRow, undefined>({
  id: 'part.spherical-thrust-roller-bearing.nsk',
  kind: Kind.part,
  label: 'NSK 推力调心滚子轴承',
  extension: true,
  rows: () => thrustRows(NSK_SPHERICAL_THRUST),
  build: (r) => {
    const series = r.designation.slice(0, 3);
    const e = r.designation.endsWith('E');
    const basic = e ? r.designation.slice(0, -1) : r.designation;
    return part({
      code: `NSK-${codeSafe(r.designation.replace(/\//g, '_'))}`,
      categoryCode: 'part.bearing.spherical-thrust-roller',
      brandCode: 'nsk',
      model: r.designation,
      name: `NSK 推力调心滚子轴承 ${r.designation} ${num(r.d)}×${num(r.D)}×${num(r.T)}`,
      series: `${series} 系列`,
      standard: 'ISO 104',
      description: `NSK 推力调心滚子轴承 ${r.designation}：${e ? '加强型 (E)' : '标准型'}，轴圈内径 ${num(r.d)} mm，座圈外径 ${num(r.D)} mm，高度 ${num(r.T)} mm，公差等级 普通级。代号、尺寸与额定载荷 (Ca ${num(r.ca / 1000)} kN，C0a ${num(r.c0a / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
      params: {
        basic_designation: text(basic),
        dimension_series: enumValue(series),
        bore_code: text(basic.slice(3)),
        d: mm(r.d),
        D: mm(r.D),
        T: mm(r.T),
        design: enumValue(e ? '加强型 (E)' : '标准型'),
        ca: kN(r.ca / 1000),
        c0a: kN(r.c0a / 1000),
      },
    });
  },
});

export const nskCylindricalThrust: Family = tableFamily<ThrustRow, undefined>({
  id: 'part.cylindrical-thrust-roller-bearing.nsk',
  kind: Kind.part,
  label: 'NSK 推力圆柱滚子轴承 (TMP)',
  extension: true,
  rows: () => thrustRows(NSK_TMP_THRUST),
  build: (r) => {
    const series = r.designation.slice(r.designation.indexOf('TMP'));
    return part({
      code: `NSK-${codeSafe(r.designation)}`,
      categoryCode: 'part.bearing.cylindrical-thrust-roller',
      brandCode: 'nsk',
      model: r.designation,
      name: `NSK 推力圆柱滚子轴承 ${r.designation} ${num(r.d)}×${num(r.D)}×${num(r.T)}`,
      series: `${series} 系列`,
      standard: 'NSK CAT. No. E1102e',
      description: `NSK 推力圆柱滚子轴承 ${r.designation}：轴圈内径 ${num(r.d)} mm，座圈外径 ${num(r.D)} mm，高度 ${num(r.T)} mm。代号、尺寸与额定载荷 (Ca ${num(r.ca / 1000)} kN，C0a ${num(r.c0a / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
      params: {
        basic_designation: text(r.designation),
        dimension_series: enumValue(series),
        d: mm(r.d),
        D: mm(r.D),
        T: mm(r.T),
        ca: kN(r.ca / 1000),
        c0a: kN(r.c0a / 1000),
      },
    });
  },
});
