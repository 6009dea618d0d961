// Self-aligning ball bearings GB/T 281, ZVL and NSK (extension families).
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
import { NSK_SELF_ALIGNING } from './nsk-self-aligning-ball-bearing.data.ts';
import { SELF_ALIGNING_BALL_BEARINGS, type SelfAligningRow } from './self-aligning-ball-bearing.data.ts';
import { ZVL_SELF_ALIGNING } from './zvl-self-aligning-ball-bearing.data.ts';

// ---- self-aligning ball bearings -----------------------------------------------------------------

export const selfAligningBall: Family = tableFamily<
  { r: SelfAligningRow; k: boolean },
  { t: Tolerance; c: Clearance }
>({
  id: 'part.self-aligning-ball-bearing.gb281',
  kind: Kind.part,
  label: '调心球轴承 GB/T 281',
  extension: true,
  rows: () =>
    SELF_ALIGNING_BALL_BEARINGS.flatMap((r) =>
      [false, true].filter((k) => !k || r.tapered).map((k) => ({ r, k })),
    ),
  variants: TOL_CLR,
  build: ({ r, k }, { t, c }) => {
    const basic = `${r.designation}${k ? 'K' : ''}`;
    const designation = `${basic}${toleranceClearanceSuffix(t.code, c)}`;
    const bore = k ? '圆锥孔 1:12 (K)' : '圆柱孔';
    return part({
      code: bearingCode('GB281', designation),
      categoryCode: 'part.bearing.self-aligning-ball',
      model: designation,
      name: `调心球轴承 ${designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${r.series} 系列`,
      standard: 'GB/T 281-2013',
      description: `调心球轴承 ${designation}：双列，${bore}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${gbTolText(t)}，${clrText(c)}。外形尺寸按 GB/T 281-2013，代号按 GB/T 272-2017。`,
      params: {
        basic_designation: text(basic),
        dimension_series: enumValue(r.series),
        bore_code: text(r.designation.slice(2)),
        bore_type: enumValue(bore),
        ...dims(r.d, r.D, r.B),
        tolerance_class: enumValue(t.label),
        clearance: enumValue(c),
      },
    });
  },
});

// ---- ZVL self-aligning ball bearings -------------------------------------------------------------

interface ZvlSelfAligningItem {
  r: SelfAligningRow;
  k: boolean;
  c: number;
  c0: number;
}

/** ZVL rows whose d × D × B equal the cross-checked self-aligning table, with the printed K versions. */
export function zvlSelfAligningRows(): ZvlSelfAligningItem[] {
  return ZVL_SELF_ALIGNING.flatMap(([d, lines]) =>
    lines.flatMap(([designation, D, B, c, c0, hasK]) => {
      const r = SELF_ALIGNING_BALL_BEARINGS.find((x) => x.designation === designation);
      if (!r || r.d !== d || r.D !== D || r.B !== B) return [];
      return [false, true].filter((k) => !k || hasK).map((k) => ({ r, k, c, c0 }));
    }),
  );
}

export const zvlSelfAligningBall: Family = tableFamily<ZvlSelfAligningItem, (typeof ZVL_SUFFIXES)[number]>({
  id: 'part.self-aligning-ball-bearing.zvl',
  kind: Kind.part,
  label: 'ZVL 双列调心球轴承',
  extension: true,
  rows: zvlSelfAligningRows,
  variants: ZVL_SUFFIXES,
  build: ({ r, k, c, c0 }, v) => {
    const basic = `${r.designation}${k ? 'K' : ''}`;
    const designation = v.suffix ? `${basic} ${v.suffix}` : basic;
    const bore = k ? '圆锥孔 1:12 (K)' : '圆柱孔';
    return part({
      code: `ZVL-${codeSafe(designation.replace(' ', '-'))}`,
      categoryCode: 'part.bearing.self-aligning-ball',
      brandCode: 'zvl',
      model: designation,
      name: `ZVL 调心球轴承 ${designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${r.series} 系列`,
      standard: 'GB/T 281-2013',
      description: `ZVL 双列调心球轴承 ${designation}：${bore}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${gbTolText(v.t)}，${clrText(v.c)}。外形尺寸符合 ISO 15 / GB/T 281-2013；代号与额定载荷 (Cr ${num(c)} kN，C0r ${num(c0)} kN) 取自 ZVL 轴承样本。`,
      params: {
        basic_designation: text(basic),
        dimension_series: enumValue(r.series),
        bore_code: text(r.designation.slice(2)),
        bore_type: enumValue(bore),
        ...dims(r.d, r.D, r.B),
        tolerance_class: enumValue(v.t.label),
        clearance: enumValue(v.c),
        cr: kN(c),
        c0r: kN(c0),
      },
    });
  },
});

// ---- NSK self-aligning ball bearings ---------------------------------------------------------------

export interface NskSelfAligningItem {
  designation: string;
  basic: string;
  number: string;
  k: boolean;
  t: Tolerance;
  c: Clearance;
  d: number;
  D: number;
  B: number;
  cr: number;
  c0r: number;
}

/** Every printed NSK number (and its printed K form) × clearance × tolerance class ("1205KC3P6"). */
export function nskSelfAligningRows(): NskSelfAligningItem[] {
  return NSK_SELF_ALIGNING.flatMap(([d, lines]) =>
    lines.flatMap(([number, D, B, cr, c0r, hasK]) =>
      [false, true]
        .filter((k) => !k || hasK)
        .flatMap((k) =>
          TOLERANCES.flatMap((t) =>
            MAKER_CLEARANCES.map((c) => {
              const basic = `${number}${k ? 'K' : ''}`;
              return {
                designation: `${basic}${c === 'CN' ? '' : c}${t.code}`,
                basic,
                number,
                k,
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
        ),
    ),
  );
}

export const nskSelfAligning: Family = tableFamily<NskSelfAligningItem, undefined>({
  id: 'part.self-aligning-ball-bearing.nsk',
  kind: Kind.part,
  label: 'NSK 调心球轴承',
  extension: true,
  rows: nskSelfAligningRows,
  build: (r) => {
    const bore = r.k ? '圆锥孔 1:12 (K)' : '圆柱孔';
    return part({
      code: `NSK-${codeSafe(r.designation)}`,
      categoryCode: 'part.bearing.self-aligning-ball',
      brandCode: 'nsk',
      model: r.designation,
      name: `NSK 调心球轴承 ${r.designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${r.number.slice(0, 2)} 系列`,
      standard: 'GB/T 281-2013',
      description: `NSK 双列调心球轴承 ${r.designation}：${bore}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${makerTolText(r.t)}，${clrText(r.c)}。代号、尺寸与额定载荷 (Cr ${num(r.cr / 1000)} kN，C0r ${num(r.c0r / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
      params: {
        basic_designation: text(r.basic),
        dimension_series: enumValue(r.number.slice(0, 2)),
        bore_code: text(r.number.slice(2)),
        bore_type: enumValue(bore),
        d: mm(r.d),
        D: mm(r.D),
        B: mm(r.B),
        tolerance_class: enumValue(r.t.label),
        clearance: enumValue(r.c),
        cr: kN(r.cr / 1000),
        c0r: kN(r.c0r / 1000),
      },
    });
  },
});
