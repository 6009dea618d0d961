// Cylindrical roller bearings GB/T 283, ZVL and NSK (extension families).
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
import {
  CYLINDRICAL_E_TYPES,
  CYLINDRICAL_ROLLER_BEARINGS,
  CYLINDRICAL_TYPES,
  type CylindricalRow,
  type CylindricalType,
} from './cylindrical-roller-bearing.data.ts';
import { NSK_CYLINDRICAL } from './nsk-cylindrical-roller-bearing.data.ts';
import { ZVL_CYLINDRICAL } from './zvl-cylindrical-roller-bearing.data.ts';

// ---- cylindrical roller bearings -----------------------------------------------------------------

/** ISO dimension series of a cylindrical roller bearing series: 2 → 02, 22 → 22, 4 → 04. */
const dimSeries = (series: string) => (series.length === 1 ? `0${series}` : series);

export const cylindricalRoller: Family = tableFamily<
  { r: CylindricalRow; type: CylindricalType; e: boolean },
  { t: Tolerance; c: Clearance }
>({
  id: 'part.cylindrical-roller-bearing.gb283',
  kind: Kind.part,
  label: '圆柱滚子轴承 GB/T 283',
  extension: true,
  rows: () =>
    CYLINDRICAL_ROLLER_BEARINGS.flatMap((r) =>
      CYLINDRICAL_TYPES.flatMap((type) =>
        [false, true]
          .filter((e) => !e || (r.e && CYLINDRICAL_E_TYPES.includes(type)))
          .map((e) => ({ r, type, e })),
      ),
    ),
  variants: TOL_CLR,
  build: ({ r, type, e }, { t, c }) => {
    const basic = `${type}${r.size}${e ? 'E' : ''}`;
    const designation = `${basic}${toleranceClearanceSuffix(t.code, c)}`;
    return part({
      code: bearingCode('GB283', designation),
      categoryCode: 'part.bearing.cylindrical-roller',
      model: designation,
      name: `圆柱滚子轴承 ${designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${type}${r.series} 系列`,
      standard: 'GB/T 283-2007',
      description: `圆柱滚子轴承 ${designation}：单列，${type} 型，${e ? '加强型 (E)' : '标准型'}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${gbTolText(t)}，${clrText(c)}。外形尺寸按 GB/T 283-2007 (尺寸系列 ${dimSeries(r.series)})，代号按 GB/T 272-2017。`,
      params: {
        basic_designation: text(basic),
        bearing_type: enumValue(type),
        dimension_series: enumValue(dimSeries(r.series)),
        bore_code: text(r.size.slice(-2)),
        design: enumValue(e ? '加强型 (E)' : '标准型'),
        ...dims(r.d, r.D, r.B),
        tolerance_class: enumValue(t.label),
        clearance: enumValue(c),
      },
    });
  },
});

// ---- ZVL cylindrical roller bearings -----------------------------------------------------------

const ZVL_CAGES: Record<string, string> = {
  E: '冲压钢保持架 (E)',
  M: '实体黄铜保持架 (M)',
  EM: '实体黄铜保持架 (EM)',
  EDM: '实体黄铜保持架 (EDM)',
};

interface ZvlCylindricalItem {
  r: CylindricalRow;
  type: CylindricalType;
  cage: string;
  c: number;
  c0: number;
}

/** ZVL rows whose printed D and B equal the cross-checked dimension tables (the test asserts all do). */
export function zvlCylindricalRows(): ZvlCylindricalItem[] {
  return ZVL_CYLINDRICAL.flatMap(([size, D, B, cages]) => {
    const r = CYLINDRICAL_ROLLER_BEARINGS.find((x) => x.size === size);
    if (!r || r.D !== D || r.B !== B) return [];
    return cages.flatMap(([cage, c, c0]) => CYLINDRICAL_TYPES.map((type) => ({ r, type, cage, c, c0 })));
  });
}

export const zvlCylindricalRoller: Family = tableFamily<ZvlCylindricalItem, (typeof ZVL_SUFFIXES)[number]>({
  id: 'part.cylindrical-roller-bearing.zvl',
  kind: Kind.part,
  label: 'ZVL 单列圆柱滚子轴承',
  extension: true,
  rows: zvlCylindricalRows,
  variants: ZVL_SUFFIXES,
  build: ({ r, type, cage, c, c0 }, v) => {
    const basic = `${type}${r.size}${cage}`;
    const designation = v.suffix ? `${basic} ${v.suffix}` : basic;
    const e = cage !== 'M';
    return part({
      code: `ZVL-${codeSafe(designation.replace(' ', '-'))}`,
      categoryCode: 'part.bearing.cylindrical-roller',
      brandCode: 'zvl',
      model: designation,
      name: `ZVL 圆柱滚子轴承 ${designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${type}${r.series} 系列`,
      standard: 'GB/T 283-2007',
      description: `ZVL 单列圆柱滚子轴承 ${designation}：${type} 型，${ZVL_CAGES[cage]}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${gbTolText(v.t)}，${clrText(v.c)}。外形尺寸符合 ISO 15 / GB/T 283-2007；代号与额定载荷 (Cr ${num(c)} kN，C0r ${num(c0)} kN) 取自 ZVL 轴承样本。`,
      params: {
        basic_designation: text(basic),
        bearing_type: enumValue(type),
        dimension_series: enumValue(dimSeries(r.series)),
        bore_code: text(r.size.slice(-2)),
        design: enumValue(e ? '加强型 (E)' : '标准型'),
        ...dims(r.d, r.D, r.B),
        tolerance_class: enumValue(v.t.label),
        clearance: enumValue(v.c),
        cage: enumValue(ZVL_CAGES[cage] ?? ''),
        cr: kN(c),
        c0r: kN(c0),
      },
    });
  },
});

// ---- NSK cylindrical roller bearings ---------------------------------------------------------------

/** NSK cage / design suffixes of the cylindrical roller tables (CAT. No. E1102e, page B82 Table 1, note (2)). */
const NSK_CYL_CAGES: Record<string, string> = {
  EW: '冲压钢保持架 (EW)',
  EM: '实体黄铜保持架 (EM)',
  ET: '聚酰胺保持架 (ET)',
};

/** ISO dimension series of an NSK cylindrical roller number: 1005 → 10, 204 → 02, 2204 → 22, 405 → 04. */
const nskCylSeries = (n: string) => (n.length === 3 ? `0${n[0]}` : n.slice(0, 2));

export interface NskCylindricalItem {
  designation: string;
  basic: string;
  type: string;
  number: string;
  cage: string;
  t: Tolerance;
  c: Clearance;
  d: number;
  D: number;
  B: number;
  cr: number;
  c0r: number;
}

/** Every printed NSK type × number × clearance × tolerance class (Table 7.6 order: "NU205EWC3P6"). */
export function nskCylindricalRows(): NskCylindricalItem[] {
  return NSK_CYLINDRICAL.flatMap(([d, lines]) =>
    lines.flatMap(([number, cage, types, D, B, cr, c0r]) =>
      types.split(' ').flatMap((type) =>
        TOLERANCES.flatMap((t) =>
          MAKER_CLEARANCES.map((c) => {
            const basic = `${type}${number}${cage}`;
            return {
              designation: `${basic}${c === 'CN' ? '' : c}${t.code}`,
              basic,
              type,
              number,
              cage,
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

export const nskCylindrical: Family = tableFamily<NskCylindricalItem, undefined>({
  id: 'part.cylindrical-roller-bearing.nsk',
  kind: Kind.part,
  label: 'NSK 单列圆柱滚子轴承',
  extension: true,
  rows: nskCylindricalRows,
  build: (r) => {
    const series = nskCylSeries(r.number);
    const cage = NSK_CYL_CAGES[r.cage];
    const design = r.cage ? '加强型 (E)' : '标准型';
    return part({
      code: `NSK-${codeSafe(r.designation)}`,
      categoryCode: 'part.bearing.cylindrical-roller',
      brandCode: 'nsk',
      model: r.designation,
      name: `NSK 圆柱滚子轴承 ${r.designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${r.type}${series === '10' ? '10' : series.replace(/^0/, '')} 系列`,
      standard: 'GB/T 283-2007',
      description: `NSK 单列圆柱滚子轴承 ${r.designation}：${r.type} 型，${design}${cage ? `，${cage}` : ''}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${makerTolText(r.t)}，${clrText(r.c)}。代号、尺寸与额定载荷 (Cr ${num(r.cr / 1000)} kN，C0r ${num(r.c0r / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
      params: {
        basic_designation: text(r.basic),
        bearing_type: enumValue(r.type),
        dimension_series: enumValue(series),
        bore_code: text(r.number.slice(-2)),
        design: enumValue(design),
        d: mm(r.d),
        D: mm(r.D),
        B: mm(r.B),
        tolerance_class: enumValue(r.t.label),
        clearance: enumValue(r.c),
        ...(cage ? { cage: enumValue(cage) } : {}),
        cr: kN(r.cr / 1000),
        c0r: kN(r.c0r / 1000),
      },
    });
  },
});
