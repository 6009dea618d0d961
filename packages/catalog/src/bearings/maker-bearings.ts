// Second wave of rolling bearing extension families: makers' catalogue designations, exactly as each maker
// prints them, with the maker's boundary dimensions and basic load ratings (brand families, code prefix
// <BRAND>-). Sources and what was left out: the header of each nsk-* / skf-* data file.
// - NSK (CAT. No. E1102e): deep groove ball (incl. snap ring N / NR), single row cylindrical roller,
//   self-aligning ball, angular contact (single and DB / DF / DT pairs), double-row angular contact,
//   spherical roller, spherical roller thrust, cylindrical roller thrust (TMP), solid needle roller
//   (NA / RNA) bearings and UCP2 pillow block units;
// - SKF (General Catalogue): deep groove ball bearings.
//
// Suffixes combined with a printed designation are the ones the maker's own designation scheme defines for
// that bearing type, in the maker's order and spelling (NSK Table 7.6: seal / shield or cage / taper, then
// internal clearance, then tolerance class: "6308ZZC3", "NU208EWC3P6", "22208EAKE4C3"; SKF: "-2RSH/C3",
// "-2Z/P63"). Types whose tables state no clearance or class (thrust roller, needle, units) get none.
// Designations an existing family already holds (the base deep groove family gives NSK and SKF 60 / 62 /
// 63 open, NSK ZZ / DDU and SKF -Z / -2Z with CN and C3) are left out here.
import { type Family, tableFamily } from '../family.ts';
import { codeSafe, part } from '../part-item.ts';
import { Kind } from '../types.ts';
import { enumValue, kN, mm, num, text } from '../units.ts';
import { BEARING_SCHEMES, BEARINGS, MAX_SEALED_BORE } from './deep-groove-ball-bearing.data.ts';
import { NSK_ANGULAR_CONTACT, NSK_DOUBLE_ROW_ANGULAR } from './nsk-angular-contact-bearing.data.ts';
import { NSK_UCP } from './nsk-bearing-unit.data.ts';
import { NSK_CYLINDRICAL } from './nsk-cylindrical-roller-bearing.data.ts';
import { NSK_DEEP_GROOVE, NSK_SNAP_RING } from './nsk-deep-groove-ball-bearing.data.ts';
import { NSK_NEEDLE } from './nsk-needle-roller-bearing.data.ts';
import { NSK_SELF_ALIGNING } from './nsk-self-aligning-ball-bearing.data.ts';
import { NSK_SPHERICAL } from './nsk-spherical-roller-bearing.data.ts';
import { NSK_SPHERICAL_THRUST, NSK_TMP_THRUST } from './nsk-thrust-roller-bearing.data.ts';
import { SKF_DEEP_GROOVE, SKF_SEAL_SETS } from './skf-deep-groove-ball-bearing.data.ts';

/** Tolerance classes written as maker suffixes: none (Normal), P6, P5; Chinese labels of the category. */
const TOLERANCES = [
  { code: '', label: '普通级' },
  { code: 'P6', label: '6级' },
  { code: 'P5', label: '5级' },
] as const;
type Tolerance = (typeof TOLERANCES)[number];
const CLEARANCES = ['CN', 'C2', 'C3', 'C4'] as const;
type Clearance = (typeof CLEARANCES)[number];

const tolText = (t: Tolerance) => (t.code ? `公差等级 ${t.label} (${t.code})` : '公差等级 普通级');
const clrText = (c: Clearance) => (c === 'CN' ? '径向游隙 CN (基本组)' : `径向游隙 ${c}`);

// ---- NSK deep groove ball bearings ---------------------------------------------------------------

/** NSK seal / shield symbols (CAT. No. E1102e Table 7.6) and the category's seal label. */
const NSK_SEALS: Record<string, { label: string; text: string }> = {
  '': { label: '开式', text: '开式' },
  ZZ: { label: '双面防尘盖', text: '两面钢板防尘盖 (ZZ)' },
  ZZS: { label: '双面防尘盖', text: '两面钢板防尘盖 (ZZS)' },
  VV: { label: '双面密封圈', text: '两面非接触式橡胶密封圈 (VV)' },
  DD: { label: '双面密封圈', text: '两面接触式橡胶密封圈 (DD)' },
  DDU: { label: '双面密封圈', text: '两面接触式橡胶密封圈 (DDU)' },
  N: { label: '开式', text: '开式，外圈带止动环槽 (N)' },
  NR: { label: '开式', text: '开式，外圈带止动环槽并附止动环 (NR)' },
};

/** ISO dimension series of an NSK bearing number: 68 → 618, 69 → 619, 160, 60, 62, 63. */
function nskSeries(designation: string): string {
  if (designation.startsWith('160')) return '160';
  const s = designation.slice(0, 2);
  return s === '68' ? '618' : s === '69' ? '619' : s;
}

export interface NskDeepGrooveItem {
  designation: string;
  basic: string;
  seal: string;
  t: Tolerance;
  c: Clearance;
  d: number;
  D: number;
  B: number;
  cr: number;
  c0r: number;
}

/** NSK designations the base deep groove family (part-families.ts, scheme 'nsk') already holds. */
function baseNskDesignations(): Set<string> {
  const s = BEARING_SCHEMES.find((x) => x.brandCode === 'nsk');
  const out = new Set<string>();
  if (!s) return out;
  for (const b of BEARINGS.filter((x) => x.d <= s.maxBore)) {
    for (const [suffix] of s.seals.filter(([sx]) => sx === '' || b.d <= MAX_SEALED_BORE)) {
      const base = `${b.designation}${suffix}`;
      out.add(base);
      out.add(s.c3(base));
    }
  }
  return out;
}

/** Every printed NSK designation × clearance × tolerance class, without those the base family holds. */
export function nskDeepGrooveRows(): NskDeepGrooveItem[] {
  const taken = baseNskDesignations();
  return NSK_DEEP_GROOVE.flatMap(([d, lines]) =>
    lines.flatMap(([basic, D, B, cr, c0r, seals]) =>
      [
        '',
        ...seals.split(' ').filter(Boolean),
        ...(NSK_SNAP_RING.includes(basic) ? ['N', 'NR'] : []),
      ].flatMap((seal) =>
        TOLERANCES.flatMap((t) =>
          CLEARANCES.map((c) => ({
            designation: `${basic}${seal}${c === 'CN' ? '' : c}${t.code}`,
            basic,
            seal,
            t,
            c,
            d,
            D,
            B,
            cr,
            c0r,
          })),
        ),
      ),
    ),
  ).filter((r) => !taken.has(r.designation));
}

const nskDeepGroove: Family = tableFamily<NskDeepGrooveItem, undefined>({
  id: 'part.deep-groove-ball-bearing.nsk',
  kind: Kind.part,
  label: 'NSK 深沟球轴承',
  extension: true,
  rows: nskDeepGrooveRows,
  build: (r) => {
    const seal = NSK_SEALS[r.seal] ?? { label: '开式', text: '开式' };
    const series = nskSeries(r.basic);
    return part({
      code: `NSK-${codeSafe(r.designation.replace(/\//g, '_'))}`,
      categoryCode: 'part.bearing.deep-groove-ball',
      brandCode: 'nsk',
      model: r.designation,
      name: `NSK 深沟球轴承 ${r.designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${series} 系列`,
      standard: 'GB/T 276-2013',
      description: `NSK 单列深沟球轴承 ${r.designation}：内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${seal.text}，${tolText(r.t)}，${clrText(r.c)}。代号、尺寸与额定载荷 (Cr ${num(r.cr / 1000)} kN，C0r ${num(r.c0r / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
      params: {
        basic_designation: text(r.basic),
        dimension_series: enumValue(series),
        bore_code: text(r.basic.slice(r.basic.startsWith('160') ? 3 : 2)),
        d: mm(r.d),
        D: mm(r.D),
        B: mm(r.B),
        seal: enumValue(seal.label),
        clearance: enumValue(r.c),
        tolerance_class: enumValue(r.t.label),
        cr: kN(r.cr / 1000),
        c0r: kN(r.c0r / 1000),
      },
    });
  },
});

// ---- SKF deep groove ball bearings ---------------------------------------------------------------

/** SKF seal / shield suffixes (SKF General Catalogue, supplementary designations) and category labels. */
const SKF_SEALS: Record<string, { label: string; text: string }> = {
  '': { label: '开式', text: '开式' },
  '-Z': { label: '单面防尘盖', text: '一侧钢板防尘盖 (Z)' },
  '-2Z': { label: '双面防尘盖', text: '两侧钢板防尘盖 (2Z)' },
  '-RS1': { label: '单面密封圈', text: '一侧钢骨架丁腈橡胶接触式密封圈 (RS1)' },
  '-2RS1': { label: '双面密封圈', text: '两侧钢骨架丁腈橡胶接触式密封圈 (2RS1)' },
  '-RSH': { label: '单面密封圈', text: '一侧钢骨架丁腈橡胶接触式密封圈 (RSH)' },
  '-2RSH': { label: '双面密封圈', text: '两侧钢骨架丁腈橡胶接触式密封圈 (2RSH)' },
  '-RSL': { label: '单面密封圈', text: '一侧低摩擦丁腈橡胶密封圈 (RSL)' },
  '-2RSL': { label: '双面密封圈', text: '两侧低摩擦丁腈橡胶密封圈 (2RSL)' },
  '-RZ': { label: '单面密封圈', text: '一侧低摩擦丁腈橡胶密封圈 (RZ)' },
  '-2RZ': { label: '双面密封圈', text: '两侧低摩擦丁腈橡胶密封圈 (2RZ)' },
};

/** SKF clearance / tolerance suffixes printed in the catalogue's list (P62 = P6 + C2, P63 = P6 + C3, P52 = P5 + C2). */
const SKF_SUFFIXES: Array<{ suffix: string; t: Tolerance; c: Clearance }> = [
  { suffix: '', t: TOLERANCES[0], c: 'CN' },
  { suffix: 'C2', t: TOLERANCES[0], c: 'C2' },
  { suffix: 'C3', t: TOLERANCES[0], c: 'C3' },
  { suffix: 'C4', t: TOLERANCES[0], c: 'C4' },
  { suffix: 'P6', t: TOLERANCES[1], c: 'CN' },
  { suffix: 'P62', t: TOLERANCES[1], c: 'C2' },
  { suffix: 'P63', t: TOLERANCES[1], c: 'C3' },
  { suffix: 'P5', t: TOLERANCES[2], c: 'CN' },
  { suffix: 'P52', t: TOLERANCES[2], c: 'C2' },
];

/** ISO dimension series and bore code of an SKF designation: '61928 MA' → 619, 28; '62/22' → 62, /22. */
function skfSeriesBore(designation: string): [string, string] {
  const basic = designation.split(' ')[0] ?? designation;
  const series = ['618', '619', '160'].find((s) => basic.startsWith(s)) ?? basic.slice(0, 2);
  return [series, basic.slice(series.length)];
}

export interface SkfDeepGrooveItem {
  designation: string;
  basic: string;
  seal: string;
  v: (typeof SKF_SUFFIXES)[number];
  d: number;
  D: number;
  B: number;
  c: number;
  c0: number;
}

/** SKF designations the base deep groove family (part-families.ts, scheme 'skf') already holds. */
function baseSkfDesignations(): Set<string> {
  const s = BEARING_SCHEMES.find((x) => x.brandCode === 'skf');
  const out = new Set<string>();
  if (!s) return out;
  for (const b of BEARINGS.filter((x) => x.d <= s.maxBore)) {
    for (const [suffix] of s.seals.filter(([sx]) => sx === '' || b.d <= MAX_SEALED_BORE)) {
      const base = `${b.designation}${suffix}`;
      out.add(base);
      out.add(s.c3(base));
    }
  }
  return out;
}

/** Every printed SKF designation × printed clearance / tolerance suffix, without those the base family holds. */
export function skfDeepGrooveRows(): SkfDeepGrooveItem[] {
  const taken = baseSkfDesignations();
  return SKF_DEEP_GROOVE.flatMap(([d, lines]) =>
    lines.flatMap(([basic, D, B, c, c0, set]) =>
      ['', ...(SKF_SEAL_SETS[set] ?? '').split(' ').filter(Boolean)].flatMap((seal) =>
        SKF_SUFFIXES.map((v) => ({
          designation: `${basic}${seal}${v.suffix ? `/${v.suffix}` : ''}`,
          basic,
          seal,
          v,
          d,
          D,
          B,
          c,
          c0,
        })),
      ),
    ),
  ).filter((r) => !taken.has(r.designation));
}

const skfDeepGroove: Family = tableFamily<SkfDeepGrooveItem, undefined>({
  id: 'part.deep-groove-ball-bearing.skf',
  kind: Kind.part,
  label: 'SKF 深沟球轴承',
  extension: true,
  rows: skfDeepGrooveRows,
  build: (r) => {
    const seal = SKF_SEALS[r.seal] ?? { label: '开式', text: '开式' };
    const [series, bore] = skfSeriesBore(r.basic);
    return part({
      code: `SKF-${codeSafe(r.designation.replace(/\//g, '_'))}`,
      categoryCode: 'part.bearing.deep-groove-ball',
      brandCode: 'skf',
      model: r.designation,
      name: `SKF 深沟球轴承 ${r.designation} ${num(r.d)}×${num(r.D)}×${num(r.B)}`,
      series: `${series} 系列`,
      standard: 'GB/T 276-2013',
      description: `SKF 单列深沟球轴承 ${r.designation}：内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${seal.text}，${tolText(r.v.t)}，${clrText(r.v.c)}。代号、尺寸与额定载荷 (C ${num(r.c)} kN，C0 ${num(r.c0)} kN) 取自 SKF 总目录。`,
      params: {
        basic_designation: text(r.basic),
        dimension_series: enumValue(series),
        bore_code: text(bore),
        d: mm(r.d),
        D: mm(r.D),
        B: mm(r.B),
        seal: enumValue(seal.label),
        clearance: enumValue(r.v.c),
        tolerance_class: enumValue(r.v.t.label),
        cr: kN(r.c),
        c0r: kN(r.c0),
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
          CLEARANCES.map((c) => {
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

const nskCylindrical: Family = tableFamily<NskCylindricalItem, undefined>({
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
      description: `NSK 单列圆柱滚子轴承 ${r.designation}：${r.type} 型，${design}${cage ? `，${cage}` : ''}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${tolText(r.t)}，${clrText(r.c)}。代号、尺寸与额定载荷 (Cr ${num(r.cr / 1000)} kN，C0r ${num(r.c0r / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
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
            CLEARANCES.map((c) => {
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

const nskSelfAligning: Family = tableFamily<NskSelfAligningItem, undefined>({
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
      description: `NSK 双列调心球轴承 ${r.designation}：${bore}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${tolText(r.t)}，${clrText(r.c)}。代号、尺寸与额定载荷 (Cr ${num(r.cr / 1000)} kN，C0r ${num(r.c0r / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
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

const nskDoubleRowAngular: Family = tableFamily<(typeof NSK_DOUBLE_ROW_ANGULAR)[number], undefined>({
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
          CLEARANCES.map((c) => {
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

const nskSpherical: Family = tableFamily<NskSphericalItem, undefined>({
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
      description: `NSK 双列调心滚子轴承 ${r.designation}：${design} 型，外圈带润滑槽和油孔 (E4)，${bore}，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${tolText(r.t)}，${clrText(r.c)}。代号、尺寸与额定载荷 (Cr ${num(r.cr / 1000)} kN，C0r ${num(r.c0r / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
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

// ---- NSK solid needle roller bearings --------------------------------------------------------------

const nskNeedle: Family = tableFamily<{ row: (typeof NSK_NEEDLE)[number]; na: boolean }, undefined>({
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

// ---- NSK pillow block units UCP2 --------------------------------------------------------------------

const UCP_COVERS = [
  { prefix: '', label: '无' },
  { prefix: 'Z-', label: '钢板防尘盖，开口 (Z)' },
  { prefix: 'ZM-', label: '钢板防尘盖，闭口 (ZM)' },
  { prefix: 'C-', label: '铸铁防尘盖，开口 (C)' },
  { prefix: 'CM-', label: '铸铁防尘盖，闭口 (CM)' },
] as const;

interface UcpItem {
  row: (typeof NSK_UCP)[number];
  inch: string;
  cover: (typeof UCP_COVERS)[number];
  d1: boolean;
}

/** Shaft diameter in inches of an NSK inch code: '014' = 7/8, '105' = 1 5/16, '200' = 2. */
const inchOf = (code: string) => Number(code[0]) + Number(code.slice(1)) / 16;

/** Printed UCP2 units: metric D1 and maintenance-free, printed dust cover types; inch D1 and maintenance-free. */
export function nskUcpRows(): UcpItem[] {
  return NSK_UCP.flatMap((row) => {
    const metric = UCP_COVERS.filter((c) => c.prefix === '' || c.prefix.startsWith('C') || row[14]).flatMap(
      (cover) => (cover.prefix === '' ? [true, false] : [true]).map((d1) => ({ row, inch: '', cover, d1 })),
    );
    const inch = row[15].flatMap((code) =>
      [true, false].map((d1) => ({ row, inch: code, cover: UCP_COVERS[0], d1 })),
    );
    return [...metric, ...inch];
  });
}

const nskUcp: Family = tableFamily<UcpItem, undefined>({
  id: 'part.pillow-block-unit.nsk-ucp',
  kind: Kind.part,
  label: 'NSK 立式座轴承单元 UCP2',
  extension: true,
  rows: nskUcpRows,
  build: ({ row, inch, cover, d1 }) => {
    const [size, dMetric, H, L, J, A, , , , , , B, , bolt] = row;
    const suffix = `${inch ? `-${inch}` : ''}${d1 ? 'D1' : ''}`;
    const designation = `${cover.prefix}UCP${size}${suffix}`;
    const insert = `UC${size}${suffix}`;
    const d = inch ? Math.round(inchOf(inch) * 25.4 * 10000) / 10000 : dMetric;
    const shaftText = inch ? `${num(inchOf(inch))} in (${num(d)} mm)` : `${num(d)} mm`;
    return part({
      code: `NSK-${codeSafe(designation)}`,
      categoryCode: 'part.bearing.pillow-block-unit',
      brandCode: 'nsk',
      model: designation,
      name: `NSK 立式座轴承单元 ${designation} 轴径 ${shaftText}`,
      series: 'UCP2 系列',
      standard: 'NSK CAT. No. E1102e',
      description: `NSK 带铸铁立式座外球面球轴承单元 ${designation}（紧定螺钉固定）：轴径 ${shaftText}，中心高 H ${num(H)} mm，座长 L ${num(L)} mm，螺栓孔距 J ${num(J)} mm，座宽 A ${num(A)} mm，轴承 ${insert} (内圈宽 ${num(B)} mm)${d1 ? `，轴承座 P${size}D1` : ''}，螺栓 ${bolt}，防尘盖：${cover.label}，${d1 ? '可补充润滑脂 (D1)' : '免维护 (无 D1 后缀)'}。尺寸取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
      params: {
        basic_designation: text(designation),
        ...(d1 ? { housing: text(`P${size}D1`) } : {}),
        insert_bearing: text(insert),
        d: mm(d),
        H: mm(H),
        L: mm(L),
        J: mm(J),
        A: mm(A),
        B: mm(B),
        bolt: text(bolt),
        dust_cover: enumValue(cover.label),
        lubrication: enumValue(d1 ? '可补充润滑脂 (D1)' : '免维护'),
        shaft_unit: enumValue(inch ? '英制' : '公制'),
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

const nskSphericalThrust: Family = tableFamily<ThrustRow, undefined>({
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

const nskCylindricalThrust: Family = tableFamily<ThrustRow, undefined>({
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

const nskAngular: Family = tableFamily<NskAngularItem, undefined>({
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
      description: `NSK 单列角接触球轴承 ${r.designation}：公称接触角 ${angle}，${r.arrangement.label}，单个轴承内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${tolText(r.t)}。代号、尺寸与额定载荷 (${pair ? '配对' : '单个'} Cr ${num(r.cr / 1000)} kN，C0r ${num(r.c0r / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
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

/** Ids of the second-wave bearing extension families, in registration order. */
export const BEARING_EXTENSION2_IDS = [
  'part.deep-groove-ball-bearing.nsk',
  'part.deep-groove-ball-bearing.skf',
  'part.cylindrical-roller-bearing.nsk',
  'part.self-aligning-ball-bearing.nsk',
  'part.angular-contact-ball-bearing.nsk',
  'part.double-row-angular-contact-ball-bearing.nsk',
  'part.spherical-roller-bearing.nsk',
  'part.spherical-thrust-roller-bearing.nsk',
  'part.cylindrical-thrust-roller-bearing.nsk',
  'part.needle-roller-bearing.nsk',
  'part.pillow-block-unit.nsk-ucp',
];

export function bearingExtension2Families(): Family[] {
  return [
    nskDeepGroove,
    skfDeepGroove,
    nskCylindrical,
    nskSelfAligning,
    nskAngular,
    nskDoubleRowAngular,
    nskSpherical,
    nskSphericalThrust,
    nskCylindricalThrust,
    nskNeedle,
    nskUcp,
  ];
}
