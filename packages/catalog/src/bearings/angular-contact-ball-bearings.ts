// Angular contact ball bearings GB/T 292, NSK single row (and pairs) and double row (extension families).
import { type Family, tableFamily } from '../family.ts';
import { codeSafe, part } from '../part-item.ts';
import { Kind } from '../types.ts';
import { enumValue, kN, mm, num, text } from '../values.ts';
import {
  ANGULAR_CONTACT_BEARINGS,
  type AngularContactRow,
  CONTACT_ANGLE_DEG,
  type ContactAngle,
} from './angular-contact-bearing.data.ts';
import {
  bearingCode,
  dims,
  gbTolText,
  makerTolText,
  TOLERANCES,
  type Tolerance,
  toleranceClearanceSuffix,
} from './bearing-suffixes.ts';
import { NSK_ANGULAR_CONTACT, NSK_DOUBLE_ROW_ANGULAR } from './nsk-angular-contact-bearing.data.ts';

// ---- angular contact ball bearings ---------------------------------------------------------------

export const angularContact: Family = tableFamily<{ r: AngularContactRow; a: ContactAngle }, Tolerance>({
  id: 'part.angular-contact-ball-bearing.gb292',
  kind: Kind.part,
  label: '角接触球轴承 GB/T 292',
  extension: true,
  rows: () => ANGULAR_CONTACT_BEARINGS.flatMap((r) => r.angles.map((a) => ({ r, a }))),
  variants: [...TOLERANCES],
  build: ({ r, a }, t) => {
    const basic = `${r.base}${a}`;
    const designation = `${basic}${toleranceClearanceSuffix(t.code)}`;
    const alpha = CONTACT_ANGLE_DEG[a];
    return part({
      code: bearingCode('GB292', designation),
      categoryCode: 'part.bearing.angular-contact-ball',
      model: designation,
      name: `角接触球轴承 ${designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${r.series} 系列`,
      standard: 'GB/T 292-2007',
      description: `角接触球轴承 ${designation}：单列，公称接触角 ${alpha}° (${a})，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${gbTolText(t)}。外形尺寸按 GB/T 292-2007 (尺寸系列同 GB/T 273.3)，代号按 GB/T 272-2017。`,
      params: {
        basic_designation: text(basic),
        dimension_series: enumValue(r.series),
        bore_code: text(r.base.slice(2)),
        ...dims(r.d, r.D, r.B),
        contact_angle: enumValue(`${alpha}° (${a})`),
        tolerance_class: enumValue(t.label),
      },
    });
  },
});

// ---- NSK angular contact ball bearings -------------------------------------------------------------

const NSK_ANGLES: Record<string, string> = { A: '30° (A)', A5: '25° (A5)', B: '40° (B)', C: '15° (C)' };
const NSK_ARRANGEMENTS = [
  { code: '', label: '单个轴承' },
  { code: 'DB', label: '背对背配对 (DB)' },
  { code: 'DF', label: '面对面配对 (DF)' },
  { code: 'DT', label: '串联配对 (DT)' },
] as const;

export interface NskAngularItem {
  designation: string;
  basic: string;
  number: string;
  angle: string;
  arrangement: (typeof NSK_ARRANGEMENTS)[number];
  t: Tolerance;
  d: number;
  D: number;
  B: number;
  cr: number;
  c0r: number;
}

/** Every printed NSK number as single bearing and as the printed DB / DF / DT pairs × tolerance class ("7208BDBP5"). */
export function nskAngularRows(): NskAngularItem[] {
  return NSK_ANGULAR_CONTACT.flatMap(([d, lines]) =>
    lines.flatMap(([number, angle, D, B, cr, c0r, crM, c0rM]) =>
      NSK_ARRANGEMENTS.flatMap((arrangement) =>
        TOLERANCES.map((t) => {
          const basic = `${number}${angle}`;
          const pair = arrangement.code !== '';
          return {
            designation: `${basic}${arrangement.code}${t.code}`,
            basic,
            number,
            angle,
            arrangement,
            t,
            d,
            D,
            B,
            cr: pair ? crM : cr,
            c0r: pair ? c0rM : c0r,
          };
        }),
      ),
    ),
  );
}

export const nskAngular: Family = tableFamily<NskAngularItem, undefined>({
  id: 'part.angular-contact-ball-bearing.nsk',
  kind: Kind.part,
  label: 'NSK 角接触球轴承',
  extension: true,
  rows: nskAngularRows,
  build: (r) => {
    const series = r.number.slice(0, 2);
    const pair = r.arrangement.code !== '';
    const angle = NSK_ANGLES[r.angle] ?? '';
    return part({
      code: `NSK-${codeSafe(r.designation)}`,
      categoryCode: 'part.bearing.angular-contact-ball',
      brandCode: 'nsk',
      model: r.designation,
      name: `NSK 角接触球轴承 ${r.designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}${pair ? ' (配对)' : ''}`,
      series: `${series} 系列`,
      standard: 'GB/T 292-2007',
      description: `NSK 单列角接触球轴承 ${r.designation}：公称接触角 ${angle}，${r.arrangement.label}，单个轴承内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${makerTolText(r.t)}。代号、尺寸与额定载荷 (${pair ? '配对' : '单个'} Cr ${num(r.cr / 1000)} kN，C0r ${num(r.c0r / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
      params: {
        basic_designation: text(r.basic),
        dimension_series: enumValue(series),
        bore_code: text(r.number.slice(2)),
        d: mm(r.d),
        D: mm(r.D),
        B: mm(r.B),
        contact_angle: enumValue(angle),
        tolerance_class: enumValue(r.t.label),
        arrangement: enumValue(r.arrangement.label),
        cr: kN(r.cr / 1000),
        c0r: kN(r.c0r / 1000),
      },
    });
  },
});

export const nskDoubleRowAngular: Family = tableFamily<(typeof NSK_DOUBLE_ROW_ANGULAR)[number], undefined>({
  id: 'part.double-row-angular-contact-ball-bearing.nsk',
  kind: Kind.part,
  label: 'NSK 双列角接触球轴承',
  extension: true,
  rows: () => NSK_DOUBLE_ROW_ANGULAR,
  build: ([number, d, D, B, cr, c0r]) => {
    const series = number.startsWith('52') ? '32' : '33';
    return part({
      code: `NSK-${codeSafe(number)}`,
      categoryCode: 'part.bearing.double-row-angular-contact-ball',
      brandCode: 'nsk',
      model: number,
      name: `NSK 双列角接触球轴承 ${number} ${num(d)}×${num(D)}×${num(B)}`,
      series: `${number.slice(0, 2)} 系列`,
      standard: 'ISO 15',
      description: `NSK 双列角接触球轴承 ${number}：ISO 尺寸系列 ${series}，内径 ${num(d)} mm，外径 ${num(D)} mm，宽度 ${num(B)} mm。代号、尺寸与额定载荷 (Cr ${num(cr / 1000)} kN，C0r ${num(c0r / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
      params: {
        basic_designation: text(number),
        dimension_series: enumValue(series),
        bore_code: text(number.slice(2)),
        d: mm(d),
        D: mm(D),
        B: mm(B),
        cr: kN(cr / 1000),
        c0r: kN(c0r / 1000),
      },
    });
  },
});
