// Families of the parts library (零部件库), built from the standards' tables.

import {
  BEARING_SCHEMES,
  BEARINGS,
  type BearingRow,
  type BrandScheme,
  boreCode,
  MAX_SEALED_BORE,
  SKF_RATINGS,
} from './bearings/deep-groove-ball-bearing.data.ts';
import { type Family, tableFamily } from './family.ts';
import {
  BOLT_LENGTHS,
  boltClasses,
  boltGrade,
  type ClassFinish,
  FINISH_CODE,
  GB5782_L_RANGE,
  GB5783_L_RANGE,
  HEX_BOLT_K,
  THREADS,
  type ThreadRow,
} from './fasteners/hex-bolt.data.ts';
import { NUT_E, NUT_M, nutClasses } from './fasteners/hex-nut.data.ts';
import { PARALLEL_PINS, PIN_LENGTHS, PIN_VARIANTS, type PinRow } from './fasteners/parallel-pin.data.ts';
import { PLAIN_WASHER_CLASSES, PLAIN_WASHERS, type PlainWasherRow } from './fasteners/plain-washer.data.ts';
import {
  SOCKET_SCREW_LENGTHS,
  SOCKET_SCREWS,
  type SocketScrewRow,
  socketScrewClasses,
} from './fasteners/socket-head-cap-screw.data.ts';
import {
  SPRING_WASHER_VARIANTS,
  SPRING_WASHERS,
  type SpringWasherRow,
} from './fasteners/spring-washer.data.ts';
import { KEY_FORMS, KEY_LENGTHS, type KeyRow, PARALLEL_KEYS } from './keys/parallel-key.data.ts';
import { classLabel, codeSafe, hexBoltParams, part, thread } from './part-item.ts';
import { O_RING_D1, O_RING_GRADES, O_RING_MATERIALS, O_RING_SECTIONS } from './seals/o-ring.data.ts';
import { type Item, Kind } from './types.ts';
import { enumValue, kN, mm, mmRange, num, text } from './units.ts';

// ---- hexagon head bolts -------------------------------------------------------------------------

function hexBoltFamily(std: '5782' | '5783'): Family {
  const ranges = std === '5782' ? GB5782_L_RANGE : GB5783_L_RANGE;
  const standard = std === '5782' ? 'GB/T 5782-2016' : 'GB/T 5783-2016';
  return tableFamily<{ t: ThreadRow; l: number; cf: ClassFinish }, undefined>({
    id: `part.hex-bolt.gb${std}`,
    kind: Kind.part,
    label: std === '5782' ? '六角头螺栓 GB/T 5782' : '六角头螺栓 全螺纹 GB/T 5783',
    rows: () =>
      THREADS.flatMap((t) => {
        const [lo, hi] = ranges[t.d] ?? [0, -1];
        const lengths = BOLT_LENGTHS.filter((l) => l >= lo && l <= hi);
        const classes = boltClasses(t.d);
        return lengths.flatMap((l) => classes.map((cf) => ({ t, l, cf })));
      }),
    build: ({ t, l, cf }) => {
      const size = `${thread(t.d)}×${l}`;
      const designation = `螺栓 GB/T ${std} ${size}`;
      const k = HEX_BOLT_K[t.d] ?? 0;
      const params = hexBoltParams({
        thread: thread(t.d),
        d: t.d,
        p: t.p,
        l,
        s: t.s,
        k,
        partial: std === '5782',
        grade: boltGrade(t.d, l),
        cf,
      });
      return part({
        code: `GB${std}-${codeSafe(size.replace('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
        categoryCode: 'part.fastener.bolt.hex',
        model: `${designation} ${cf.propertyClass}`,
        name: `六角头螺栓${std === '5783' ? ' 全螺纹' : ''} ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
        standard,
        description: `${designation}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 ${boltGrade(t.d, l)}。尺寸按 ${standard}。`,
        params,
      });
    },
  });
}

// ---- socket head cap screws ---------------------------------------------------------------------

const socketCapScrews: Family = tableFamily<{ r: SocketScrewRow; l: number; cf: ClassFinish }, undefined>({
  id: 'part.socket-cap-screw.gb70-1',
  kind: Kind.part,
  label: '内六角圆柱头螺钉 GB/T 70.1',
  rows: () =>
    SOCKET_SCREWS.flatMap((r) => {
      const lengths = SOCKET_SCREW_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]);
      return lengths.flatMap((l) => socketScrewClasses(r.d).map((cf) => ({ r, l, cf })));
    }),
  build: ({ r, l, cf }) => {
    const size = `${thread(r.d)}×${num(l)}`;
    return part({
      code: `GB70.1-${codeSafe(size.replace('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
      categoryCode: 'part.fastener.screw.socket-cap',
      model: `螺钉 GB/T 70.1 ${size} ${cf.propertyClass}`,
      name: `内六角圆柱头螺钉 ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
      standard: 'GB/T 70.1-2008',
      description: `螺钉 GB/T 70.1 ${size}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}。尺寸按 GB/T 70.1-2008 (ISO 4762)。`,
      params: {
        thread: text(thread(r.d)),
        d: mm(r.d),
        pitch: mm(r.p),
        l: mm(l),
        dk: mm(r.dk),
        k: mm(r.k),
        s: mm(r.s),
        b: mm(r.b),
        material: enumValue(cf.material),
        property_class: enumValue(cf.propertyClass),
        finish: enumValue(cf.finish),
      },
    });
  },
});

// ---- hexagon nuts ------------------------------------------------------------------------------

const hexNuts: Family = tableFamily<{ t: ThreadRow; cf: ClassFinish }, undefined>({
  id: 'part.hex-nut.gb6170',
  kind: Kind.part,
  label: '1型六角螺母 GB/T 6170',
  rows: () => THREADS.flatMap((t) => nutClasses(t.d).map((cf) => ({ t, cf }))),
  build: ({ t, cf }) => {
    const size = thread(t.d);
    const grade = t.d <= 16 ? 'A' : 'B';
    return part({
      code: `GB6170-${size}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
      categoryCode: 'part.fastener.nut.hex',
      model: `螺母 GB/T 6170 ${size} ${cf.propertyClass}`,
      name: `1型六角螺母 ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
      standard: 'GB/T 6170-2015',
      description: `螺母 GB/T 6170 ${size}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 ${grade}。尺寸按 GB/T 6170-2015 (ISO 4032)。`,
      params: {
        thread: text(size),
        d: mm(t.d),
        pitch: mm(t.p),
        s: mm(t.s),
        m: mm(NUT_M[t.d] ?? 0),
        e: mm(NUT_E[t.d] ?? 0),
        product_grade: enumValue(grade),
        material: enumValue(cf.material),
        property_class: enumValue(cf.propertyClass),
        finish: enumValue(cf.finish),
      },
    });
  },
});

// ---- washers ------------------------------------------------------------------------------------

const plainWashers: Family = tableFamily<PlainWasherRow, (typeof PLAIN_WASHER_CLASSES)[number]>({
  id: 'part.plain-washer.gb97-1',
  kind: Kind.part,
  label: '平垫圈 A级 GB/T 97.1',
  rows: () => PLAIN_WASHERS,
  variants: PLAIN_WASHER_CLASSES,
  build: (r, v) => {
    const size = num(r.size);
    const designation = `垫圈 GB/T 97.1 ${size} ${v.propertyClass}`;
    return part({
      code: `GB97.1-${size}-${v.propertyClass}-${FINISH_CODE[v.finish]}`,
      categoryCode: 'part.fastener.washer.plain',
      model: designation,
      name: `平垫圈 ${size} ${v.material} ${v.propertyClass} ${v.finish}`,
      standard: 'GB/T 97.1-2002',
      description: `${designation}，适用螺纹规格 M${size}，${v.material}，${v.finish}。尺寸按 GB/T 97.1-2002 (ISO 7089)。`,
      params: {
        size: mm(r.size),
        d1: mm(r.d1),
        d2: mm(r.d2),
        h: mm(r.h),
        material: enumValue(v.material),
        property_class: enumValue(v.propertyClass),
        finish: enumValue(v.finish),
      },
    });
  },
});

const springWashers: Family = tableFamily<SpringWasherRow, (typeof SPRING_WASHER_VARIANTS)[number]>({
  id: 'part.spring-washer.gb93',
  kind: Kind.part,
  label: '标准型弹簧垫圈 GB/T 93',
  rows: () => SPRING_WASHERS,
  variants: SPRING_WASHER_VARIANTS,
  build: (r, v) => {
    const size = num(r.size);
    return part({
      code: `GB93-${size}-${v.code}`,
      categoryCode: 'part.fastener.washer.spring',
      model: `垫圈 GB/T 93 ${size} ${v.material}`,
      name: `标准型弹簧垫圈 ${size} ${v.material} ${v.finish}`,
      standard: 'GB/T 93-1987',
      description: `垫圈 GB/T 93 ${size}，适用螺纹规格 M${size}，材料 ${v.material}，${v.finish}。尺寸按 GB/T 93-1987，技术条件按 GB/T 94.1-2008。`,
      params: {
        size: mm(r.size),
        d1: mm(r.d),
        s: mm(r.s),
        H: mm(Number((2.5 * r.s).toFixed(3))),
        material: enumValue(v.material),
        finish: enumValue(v.finish),
      },
    });
  },
});

// ---- parallel pins ------------------------------------------------------------------------------

const parallelPins: Family = tableFamily<{ r: PinRow; l: number }, (typeof PIN_VARIANTS)[number]>({
  id: 'part.parallel-pin.gb119-1',
  kind: Kind.part,
  label: '圆柱销 GB/T 119.1',
  rows: () =>
    PARALLEL_PINS.flatMap((r) =>
      PIN_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]).map((l) => ({ r, l })),
    ),
  variants: PIN_VARIANTS,
  build: ({ r, l }, v) => {
    const size = `${num(r.d)} ${v.tolerance}×${l}`;
    const designation = `销 GB/T 119.1 ${size}${v.material.startsWith('奥氏体') ? '-A1' : ''}`;
    return part({
      code: `GB119.1-${num(r.d)}x${l}-${v.code}`,
      categoryCode: 'part.fastener.pin.parallel',
      model: designation,
      name: `圆柱销 ${num(r.d)}×${l} ${v.tolerance} ${v.material} ${v.finish}`,
      standard: 'GB/T 119.1-2000',
      description: `${designation}，公称直径 ${num(r.d)} mm，公差 ${v.tolerance}，长度 ${l} mm，${v.material}，${v.finish}。`,
      params: {
        d: mm(r.d),
        l: mm(l),
        tolerance: enumValue(v.tolerance),
        c: mm(r.c),
        material: enumValue(v.material),
        finish: enumValue(v.finish),
      },
    });
  },
});

// ---- parallel keys ------------------------------------------------------------------------------

const parallelKeys: Family = tableFamily<{ r: KeyRow; l: number }, (typeof KEY_FORMS)[number]>({
  id: 'part.parallel-key.gb1096',
  kind: Kind.part,
  label: '普通型平键 GB/T 1096',
  rows: () =>
    PARALLEL_KEYS.flatMap((r) =>
      KEY_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]).map((l) => ({ r, l })),
    ),
  variants: KEY_FORMS,
  build: ({ r, l }, v) => {
    const size = `${r.b}×${r.h}×${l}`;
    const designation = `GB/T 1096 键 ${v.letter ? `${v.letter} ` : ''}${size}`;
    return part({
      code: `GB1096-${v.letter || 'A'}-${r.b}x${r.h}x${l}`,
      categoryCode: 'part.transmission.key.parallel',
      model: designation,
      name: `普通型平键 ${v.form.slice(0, 2)} ${size}`,
      standard: 'GB/T 1096-2003',
      description: `${designation}，键宽 ${r.b} mm，键高 ${r.h} mm，键长 ${l} mm，${v.form}。`,
      params: {
        b: mm(r.b),
        h: mm(r.h),
        l: mm(l),
        form: enumValue(v.form),
        s: mmRange(r.s[0], r.s[1]),
        material: text('45钢'),
      },
    });
  },
});

// ---- O-rings -------------------------------------------------------------------------------------

const oRings: Family = tableFamily<
  { d1: number; d2: number },
  { m: (typeof O_RING_MATERIALS)[number]; g: (typeof O_RING_GRADES)[number] }
>({
  id: 'part.o-ring.gb3452-1',
  kind: Kind.part,
  label: 'O形圈 GB/T 3452.1',
  rows: () =>
    O_RING_D1.flatMap((d1) =>
      O_RING_SECTIONS.filter((s) => d1 >= s.from && d1 <= s.to).map((s) => ({ d1, d2: s.d2 })),
    ),
  variants: O_RING_MATERIALS.flatMap((m) => O_RING_GRADES.map((g) => ({ m, g }))),
  build: ({ d1, d2 }, { m, g }) => {
    const size = `${num(d1)}×${num(d2)}`;
    const designation = `O形圈 ${size}-G-${g.code}-GB/T 3452.1-2005`;
    return part({
      code: `GB3452.1-${num(d1)}x${num(d2)}-G-${g.code}-${m.code}`,
      categoryCode: 'part.seal.o-ring',
      model: designation,
      name: `O形圈 ${size} ${m.code} ${g.code}级`,
      standard: 'GB/T 3452.1-2005',
      description: `${designation}，内径 ${num(d1)} mm，截面直径 ${num(d2)} mm，胶料 ${m.name}。`,
      params: {
        d1: mm(d1),
        d2: mm(d2),
        series: enumValue('G (通用)'),
        quality_grade: enumValue(g.name),
        material: enumValue(m.name),
      },
    });
  },
});

// ---- deep groove ball bearings ------------------------------------------------------------------

const bearings: Family = tableFamily<
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

export function partFamilies(): Family[] {
  return [
    hexBoltFamily('5782'),
    hexBoltFamily('5783'),
    socketCapScrews,
    hexNuts,
    plainWashers,
    springWashers,
    bearings,
    parallelPins,
    parallelKeys,
    oRings,
  ];
}
