// Deep groove ball bearings: GB/T 276 60 / 62 / 63 with makers' ratings (base family); GB/T 276 618 / 619 /
// 160 / 64, ZVL, NSK and SKF (extension families). Sources in the *-bearing.data.ts files.

import { type Family, tableFamily } from '../family.ts';
import { codeSafe, part } from '../part-item.ts';
import { type Item, Kind } from '../types.ts';
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
  BEARING_SCHEMES,
  BEARINGS,
  type BearingRow,
  type BrandScheme,
  boreCode,
  GB_SEALS,
  MAX_SEALED_BORE,
  SKF_RATINGS,
} from './deep-groove-ball-bearing.data.ts';
import { DEEP_GROOVE_EXTRA, type DeepGrooveExtraRow } from './deep-groove-extra.data.ts';
import { NSK_DEEP_GROOVE, NSK_SNAP_RING } from './nsk-deep-groove-ball-bearing.data.ts';
import { SKF_DEEP_GROOVE, SKF_SEAL_SETS } from './skf-deep-groove-ball-bearing.data.ts';
import { ZVL_DEEP_GROOVE, ZVL_SEAL_SETS } from './zvl-deep-groove-ball-bearing.data.ts';

// ---- deep groove ball bearings ------------------------------------------------------------------

export const bearings: Family = tableFamily<
  { b: BearingRow; s: BrandScheme; seal: [string, string]; c3: boolean },
  undefined
>({
  id: 'part.deep-groove-ball-bearing.gb276',
  kind: Kind.part,
  label: '深沟球轴承 GB/T 276',
  rows: () =>
    BEARING_SCHEMES.flatMap((s) =>
      BEARINGS.filter((b) => b.d <= s.maxBore).flatMap((b) =>
        s.seals
          .filter(([suffix]) => suffix === '' || b.d <= MAX_SEALED_BORE)
          .flatMap((seal) => [false, true].map((c3) => ({ b, s, seal, c3 }))),
      ),
    ),
  build: ({ b, s, seal, c3 }) => {
    const base = `${b.designation}${seal[0]}`;
    const designation = c3 ? s.c3(base) : base;
    const rating = s.brandCode === 'skf' ? SKF_RATINGS[b.designation] : undefined;
    const brandLabel = s.brandCode ? `${s.label} ` : '';
    const params: Item['params'] = {
      basic_designation: text(b.designation),
      dimension_series: enumValue(b.series),
      bore_code: text(boreCode(b.designation)),
      d: mm(b.d),
      D: mm(b.D),
      B: mm(b.B),
      seal: enumValue(seal[1]),
      clearance: enumValue(c3 ? 'C3' : 'CN'),
    };
    if (rating) {
      params.cr = kN(rating[0]);
      params.c0r = kN(rating[1]);
    }
    return part({
      code: `${s.brandCode ? s.brandCode.toUpperCase() : 'GB276'}-${codeSafe(designation.replace('/', '_'))}`,
      categoryCode: 'part.bearing.deep-groove-ball',
      brandCode: s.brandCode,
      model: designation,
      name: `${brandLabel}深沟球轴承 ${designation} ${b.d}×${b.D}×${b.B}`,
      series: `${b.series} 系列`,
      standard: 'GB/T 276-2013',
      description: `${brandLabel}深沟球轴承 ${designation}：内径 ${b.d} mm，外径 ${b.D} mm，宽度 ${b.B} mm，${seal[1]}，游隙 ${c3 ? 'C3' : 'CN (基本组)'}。外形尺寸按 GB/T 276-2013。${rating ? '额定载荷取自 SKF 轴承样本。' : ''}`,
      params,
    });
  },
});

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

export const zvlDeepGroove: Family = tableFamily<ZvlDeepGrooveItem, (typeof ZVL_SUFFIXES)[number]>({
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
      description: `ZVL 单列深沟球轴承 ${designation}：内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${r.seal[1]}，${gbTolText(v.t)}，${clrText(v.c)}。外形尺寸符合 ISO 15 / GB/T 276-2013；代号与额定载荷 (Cr ${num(r.c)} kN，C0r ${num(r.c0)} kN) 取自 ZVL 轴承样本。`,
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

// ---- deep groove ball bearings 618 / 619 / 160 / 64 --------------------------------------------------

export const deepGrooveExtra: Family = tableFamily<
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
      description: `深沟球轴承 ${designation}：单列，内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${seal[1]}，${gbTolText(t)}，${clrText(c)}。外形尺寸按 GB/T 276-2013，代号按 GB/T 272-2017。`,
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
          MAKER_CLEARANCES.map((c) => ({
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

export const nskDeepGroove: Family = tableFamily<NskDeepGrooveItem, undefined>({
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
      description: `NSK 单列深沟球轴承 ${r.designation}：内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${seal.text}，${makerTolText(r.t)}，${clrText(r.c)}。代号、尺寸与额定载荷 (Cr ${num(r.cr / 1000)} kN，C0r ${num(r.c0r / 1000)} kN) 取自 NSK 滚动轴承样本 CAT. No. E1102e。`,
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

export const skfDeepGroove: Family = tableFamily<SkfDeepGrooveItem, undefined>({
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
      description: `SKF 单列深沟球轴承 ${r.designation}：内径 ${num(r.d)} mm，外径 ${num(r.D)} mm，宽度 ${num(r.B)} mm，${seal.text}，${makerTolText(r.v.t)}，${clrText(r.v.c)}。代号、尺寸与额定载荷 (C ${num(r.c)} kN，C0 ${num(r.c0)} kN) 取自 SKF 总目录。`,
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
