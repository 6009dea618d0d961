// Extension families of rolling bearings beyond the GB/T 276 60 / 62 / 63 deep groove family: deep groove
// 618 / 619 / 160 / 64 (GB/T 276), angular contact (GB/T 292), tapered roller (GB/T 297), cylindrical roller
// (GB/T 283), self-aligning ball (GB/T 281), spherical roller (GB/T 288) and thrust ball (GB/T 301)
// bearings, in two kinds of family:
// - GB/T families (code prefix GB…, no brand): the GB/T 272-2017 designation of the standard part; boundary
//   dimensions only, load ratings (each maker's own) left out;
// - ZVL families (brand ZVL Slovakia, code prefix ZVL-): every designation the ZVL "Bearing Catalogue" prints
//   for deep groove, cylindrical roller, self-aligning ball and spherical roller bearings, with ZVL's load
//   ratings where the column order is certain, and ZVL's own suffix spelling ("NU210E P63").
// The tolerance class and clearance suffixes are the ones ZVL's and ISB's catalogues list as orderable
// (ZVL: "P6 + C3 = P63"; ISB: P6, P5, P63).
// Sources and what was left out: the header of each *-bearing.data.ts file.
//
// Variants are the GB/T 272 suffixes a designation really combines: tolerance class (普通级 no suffix, /P6,
// /P5; GB/T 307.1) and, for radial bearings with a radial clearance group, the clearance (CN no suffix,
// C3, C4; GB/T 4604.1). When both are given GB/T 272 writes them together as the class followed by the
// group number (/P63 = class 6 and group 3); a clearance alone is /C3. Angular contact and thrust bearings
// get their clearance at mounting: tolerance class only; tapered roller bearings use the classes 普通级,
// 6X (/P6X) and 5 (/P5) of GB/T 307.1. The seal and shield suffixes of the new deep groove series are the
// existing family's (GB_SEALS up to MAX_SEALED_BORE, the 64 series open only: ISB lists no sealed 64).
import { type Family, tableFamily } from '../family.ts';
import { codeSafe, part } from '../part-item.ts';
import { type Item, Kind } from '../types.ts';
import { enumValue, kN, mm, num, text } from '../units.ts';
import {
  ANGULAR_CONTACT_BEARINGS,
  type AngularContactRow,
  CONTACT_ANGLE_DEG,
  type ContactAngle,
} from './angular-contact-bearing.data.ts';
import {
  CYLINDRICAL_E_TYPES,
  CYLINDRICAL_ROLLER_BEARINGS,
  CYLINDRICAL_TYPES,
  type CylindricalRow,
  type CylindricalType,
} from './cylindrical-roller-bearing.data.ts';
import { BEARINGS, GB_SEALS, MAX_SEALED_BORE } from './deep-groove-ball-bearing.data.ts';
import { DEEP_GROOVE_EXTRA, type DeepGrooveExtraRow } from './deep-groove-extra.data.ts';
import { SELF_ALIGNING_BALL_BEARINGS, type SelfAligningRow } from './self-aligning-ball-bearing.data.ts';
import {
  SPHERICAL_ROLLER_BEARINGS,
  type SphericalDesign,
  type SphericalRow,
} from './spherical-roller-bearing.data.ts';
import { TAPERED_ROLLER_BEARINGS, type TaperedRow } from './tapered-roller-bearing.data.ts';
import { THRUST_BALL_BEARINGS, type ThrustBallRow } from './thrust-ball-bearing.data.ts';
import { ZVL_CYLINDRICAL } from './zvl-cylindrical-roller-bearing.data.ts';
import { ZVL_DEEP_GROOVE, ZVL_SEAL_SETS } from './zvl-deep-groove-ball-bearing.data.ts';
import { ZVL_SELF_ALIGNING } from './zvl-self-aligning-ball-bearing.data.ts';

/** Tolerance classes: suffix letter-digit and Chinese label. */
const TOLERANCES = [
  { code: '', label: '普通级' },
  { code: 'P6', label: '6级' },
  { code: 'P5', label: '5级' },
] as const;
type Tolerance = (typeof TOLERANCES)[number];
const CLEARANCES = ['CN', 'C3', 'C4'] as const;
type Clearance = (typeof CLEARANCES)[number] | 'C2';

/** GB/T 272 suffix of a tolerance class and clearance group: '', /C3, /P6, /P63. */
export function toleranceClearanceSuffix(t: Tolerance['code'], c: Clearance = 'CN'): string {
  if (!t) return c === 'CN' ? '' : `/${c}`;
  return c === 'CN' ? `/${t}` : `/${t}${c.slice(1)}`;
}

const TOL_CLR = TOLERANCES.flatMap((t) => CLEARANCES.map((c) => ({ t, c })));

/**
 * ZVL suffixes after a space (ZVL catalogue pages 86, 110, 118, 158): none, C2 (smaller than normal
 * clearance, "6213 C2"), C3, C4, P6, P63 (= P6 + C3, "6202 P63").
 */
const ZVL_SUFFIXES: Array<{ suffix: string; t: Tolerance; c: Clearance }> = [
  { suffix: '', t: TOLERANCES[0], c: 'CN' },
  { suffix: 'C2', t: TOLERANCES[0], c: 'C2' },
  { suffix: 'C3', t: TOLERANCES[0], c: 'C3' },
  { suffix: 'C4', t: TOLERANCES[0], c: 'C4' },
  { suffix: 'P6', t: TOLERANCES[1], c: 'CN' },
  { suffix: 'P63', t: TOLERANCES[1], c: 'C3' },
];

/** Item code of a designation: prefix plus the designation with '/' as '_'. */
const bearingCode = (prefix: string, designation: string) =>
  `${prefix}-${codeSafe(designation.replace(/\//g, '_'))}`;

const dims = (d: number, D: number, w: number, wKey = 'B') =>
  ({ d: mm(d), D: mm(D), [wKey]: mm(w) }) as Item['params'];

const tolText = (t: Tolerance) => (t.code ? `公差等级 ${t.label} (/${t.code})` : '公差等级 普通级');
const clrText = (c: Clearance) => (c === 'CN' ? '径向游隙 CN (基本组)' : `径向游隙 ${c}`);

// ---- ZVL deep groove ball bearings ---------------------------------------------------------------

interface ZvlDeepGrooveItem {
  designation: string;
  series: string;
  d: number;
  D: number;
  B: number;
  c: number;
  c0: number;
  seal: [string, string];
}

/** Cross-checked d × D × B and series of a deep groove basic designation (GB/T 276 60/62/63, ISB 618/619/160/64). */
function deepGrooveDims(
  designation: string,
): { series: string; d: number; D: number; B: number } | undefined {
  return (
    BEARINGS.find((b) => b.designation === designation) ??
    DEEP_GROOVE_EXTRA.find((b) => b.designation === designation)
  );
}

/** ZVL lines whose d × D × B equal the cross-checked tables, one entry per printed seal / shield designation. */
export function zvlDeepGrooveRows(): ZvlDeepGrooveItem[] {
  return ZVL_DEEP_GROOVE.flatMap(([d, lines]) =>
    lines.flatMap(([designation, D, B, c, c0, set]) => {
      const ref = deepGrooveDims(designation);
      if (!ref || ref.d !== d || ref.D !== D || ref.B !== B) return [];
      return ZVL_SEAL_SETS[set].map((seal) => ({ designation, series: ref.series, d, D, B, c, c0, seal }));
    }),
  );
}

const zvlDeepGroove: Family = tableFamily<ZvlDeepGrooveItem, (typeof ZVL_SUFFIXES)[number]>({
  id: 'part.deep-groove-ball-bearing.zvl',
  kind: Kind.part,
  label: 'ZVL 深沟球轴承',
  extension: true,
  rows: zvlDeepGrooveRows,
  variants: ZVL_SUFFIXES,
  build: (r, v) => {
    const basic = `${r.designation}${r.seal[0]}`;
    const designation = v.suffix ? `${basic} ${v.suffix}` : basic;
    return part({
      code: `ZVL-${codeSafe(designation.replace(' ', '-'))}`,
      categoryCode: 'part.bearing.deep-groove-ball',
      brandCode: 'zvl',
      model: designation,
      name: `ZVL 深沟球轴承 ${designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${r.series} 系列`,
      standard: 'GB/T 276-2013',
      description: `ZVL 单列深沟球轴承 ${designation}：内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${r.seal[1]}，${tolText(v.t)}，${clrText(v.c)}。外形尺寸符合 ISO 15 / GB/T 276-2013；代号与额定载荷 (Cr ${num(r.c)} kN，C0r ${num(r.c0)} kN) 取自 ZVL 轴承样本。`,
      params: {
        basic_designation: text(r.designation),
        dimension_series: enumValue(r.series),
        bore_code: text(r.designation.slice(r.series.length)),
        ...dims(r.d, r.D, r.B),
        seal: enumValue(r.seal[1]),
        clearance: enumValue(v.c),
        tolerance_class: enumValue(v.t.label),
        cr: kN(r.c),
        c0r: kN(r.c0),
      },
    });
  },
});

// ---- angular contact ball bearings ---------------------------------------------------------------

const angularContact: Family = tableFamily<{ r: AngularContactRow; a: ContactAngle }, Tolerance>({
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
      description: `角接触球轴承 ${designation}：单列，公称接触角 ${alpha}° (${a})，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${tolText(t)}。外形尺寸按 GB/T 292-2007 (尺寸系列同 GB/T 273.3)，代号按 GB/T 272-2017。`,
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

// ---- cylindrical roller bearings -----------------------------------------------------------------

/** ISO dimension series of a cylindrical roller bearing series: 2 → 02, 22 → 22, 4 → 04. */
const dimSeries = (series: string) => (series.length === 1 ? `0${series}` : series);

const cylindricalRoller: Family = tableFamily<
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
      description: `圆柱滚子轴承 ${designation}：单列，${type} 型，${e ? '加强型 (E)' : '标准型'}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${tolText(t)}，${clrText(c)}。外形尺寸按 GB/T 283-2007 (尺寸系列 ${dimSeries(r.series)})，代号按 GB/T 272-2017。`,
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

const zvlCylindricalRoller: Family = tableFamily<ZvlCylindricalItem, (typeof ZVL_SUFFIXES)[number]>({
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
      description: `ZVL 单列圆柱滚子轴承 ${designation}：${type} 型，${ZVL_CAGES[cage]}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${tolText(v.t)}，${clrText(v.c)}。外形尺寸符合 ISO 15 / GB/T 283-2007；代号与额定载荷 (Cr ${num(c)} kN，C0r ${num(c0)} kN) 取自 ZVL 轴承样本。`,
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

// ---- self-aligning ball bearings -----------------------------------------------------------------

const selfAligningBall: Family = tableFamily<
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
      description: `调心球轴承 ${designation}：双列，${bore}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${tolText(t)}，${clrText(c)}。外形尺寸按 GB/T 281-2013，代号按 GB/T 272-2017。`,
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

const zvlSelfAligningBall: Family = tableFamily<ZvlSelfAligningItem, (typeof ZVL_SUFFIXES)[number]>({
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
      description: `ZVL 双列调心球轴承 ${designation}：${bore}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${tolText(v.t)}，${clrText(v.c)}。外形尺寸符合 ISO 15 / GB/T 281-2013；代号与额定载荷 (Cr ${num(c)} kN，C0r ${num(c0)} kN) 取自 ZVL 轴承样本。`,
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

// ---- spherical roller bearings -------------------------------------------------------------------

const sphericalRoller: Family = tableFamily<{ r: SphericalRow; k: boolean }, { t: Tolerance; c: Clearance }>({
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
      description: `调心滚子轴承 ${designation}：双列，${bore}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${tolText(t)}，${clrText(c)}。外形尺寸按 GB/T 288-2013，代号按 GB/T 272-2017；内部结构与保持架后置代号 (CA、CC、E、MB 等) 因制造商而异，未列出。`,
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

const zvlSphericalRoller: Family = tableFamily<
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
      description: `ZVL 双列调心滚子轴承 ${designation}：${dz.label}，外圈带润滑槽和油孔 (W33)，${bore}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${tolText(v.t)}，${clrText(v.c)}。代号与尺寸取自 ZVL 轴承样本。`,
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

// ---- thrust ball bearings ------------------------------------------------------------------------

const thrustBall: Family = tableFamily<ThrustBallRow, Tolerance>({
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
      description: `推力球轴承 ${designation}：单向，轴圈内径 ${num(r.d)} mm，座圈外径 ${num(r.D)} mm，高度 ${num(r.H)} mm，${tolText(t)}。外形尺寸按 GB/T 301-2015 (ISO 104)，代号按 GB/T 272-2017。`,
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

// ---- deep groove ball bearings 618 / 619 / 160 / 64 --------------------------------------------------

const deepGrooveExtra: Family = tableFamily<
  { r: DeepGrooveExtraRow; seal: [string, string] },
  { t: Tolerance; c: Clearance }
>({
  id: 'part.deep-groove-ball-bearing.gb276-ext',
  kind: Kind.part,
  label: '深沟球轴承 GB/T 276 (618/619/160/64)',
  extension: true,
  rows: () =>
    DEEP_GROOVE_EXTRA.flatMap((r) =>
      GB_SEALS.filter(([suffix]) => suffix === '' || (r.series !== '64' && r.d <= MAX_SEALED_BORE)).map(
        (seal) => ({ r, seal }),
      ),
    ),
  variants: TOL_CLR,
  build: ({ r, seal }, { t, c }) => {
    const designation = `${r.designation}${seal[0]}${toleranceClearanceSuffix(t.code, c)}`;
    return part({
      code: bearingCode('GB276', designation),
      categoryCode: 'part.bearing.deep-groove-ball',
      model: designation,
      name: `深沟球轴承 ${designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${r.series} 系列`,
      standard: 'GB/T 276-2013',
      description: `深沟球轴承 ${designation}：单列，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${seal[1]}，${tolText(t)}，${clrText(c)}。外形尺寸按 GB/T 276-2013，代号按 GB/T 272-2017。`,
      params: {
        basic_designation: text(r.designation),
        dimension_series: enumValue(r.series),
        bore_code: text(r.designation.slice(r.series.length)),
        ...dims(r.d, r.D, r.B),
        seal: enumValue(seal[1]),
        clearance: enumValue(c),
        tolerance_class: enumValue(t.label),
      },
    });
  },
});

// ---- tapered roller bearings ---------------------------------------------------------------------

const TAPERED_TOLERANCES = [
  { code: '', label: '普通级' },
  { code: 'P6X', label: '6X级' },
  { code: 'P5', label: '5级' },
] as const;

const taperedRoller: Family = tableFamily<TaperedRow, (typeof TAPERED_TOLERANCES)[number]>({
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

/** Ids of the bearing extension families, in registration order. */
export const BEARING_EXTENSION_IDS = [
  'part.deep-groove-ball-bearing.gb276-ext',
  'part.deep-groove-ball-bearing.zvl',
  'part.angular-contact-ball-bearing.gb292',
  'part.tapered-roller-bearing.gb297',
  'part.cylindrical-roller-bearing.gb283',
  'part.cylindrical-roller-bearing.zvl',
  'part.self-aligning-ball-bearing.gb281',
  'part.self-aligning-ball-bearing.zvl',
  'part.spherical-roller-bearing.gb288',
  'part.spherical-roller-bearing.zvl',
  'part.thrust-ball-bearing.gb301',
];

export function bearingExtensionFamilies(): Family[] {
  return [
    deepGrooveExtra,
    zvlDeepGroove,
    angularContact,
    taperedRoller,
    cylindricalRoller,
    zvlCylindricalRoller,
    selfAligningBall,
    zvlSelfAligningBall,
    sphericalRoller,
    zvlSphericalRoller,
    thrustBall,
  ];
}
