// Extension families of the parts library (drawn from only above the base catalogue, see Family.extension):
// further standard fasteners from the GB/T standards' tables (ISO equivalents), each size × commercial
// length × the property classes and finishes the standard's 技术条件 table defines. Sources per table in
// the *.data.ts files.

import { BEARING_EXTENSION_IDS, bearingExtensionFamilies } from '../bearings/bearing-tables.ts';
import { BEARING_EXTENSION2_IDS, bearingExtension2Families } from '../bearings/maker-bearings.ts';
import { type Family, tableFamily } from '../family.ts';
import { classLabel, codeSafe, hexBoltParams, part, thread } from '../part-item.ts';
import { type Item, Kind } from '../types.ts';
import { enumValue, mm, num, text } from '../units.ts';
import { BUTTON_SCREW_LENGTHS, BUTTON_SCREWS, type ButtonScrewRow } from './button-head-screw.data.ts';
import {
  COUNTERSUNK_SOCKET_SCREW_LENGTHS,
  COUNTERSUNK_SOCKET_SCREWS,
  type CountersunkScrewRow,
} from './countersunk-socket-screw.data.ts';
import {
  COUNTERSUNK_CROSS_SCREWS,
  CROSS_RECESS_TYPES,
  CROSS_SCREW_CLASSES,
  CROSS_SCREW_LENGTHS,
  type CrossScrewClass,
  type CrossScrewRow,
  PAN_HEAD_SCREWS,
} from './cross-recessed-screw.data.ts';
import { HARDENED_PIN_VARIANTS, HARDENED_PINS } from './hardened-pin.data.ts';
import {
  BOLT_LENGTHS,
  boltClasses,
  boltGrade,
  type ClassFinish,
  FINISH_CODE,
  HEX_BOLT_K,
  THREADS,
  type ThreadRow,
} from './hex-bolt.data.ts';
import { GB5780_L_RANGE, GB5781_L_RANGE, gradeCBoltClasses } from './hex-bolt-c.data.ts';
import { FINE_BOLTS_FULL, FINE_BOLTS_PARTIAL, type FineBoltRow } from './hex-bolt-fine.data.ts';
import { NUT_E, NUT_M } from './hex-nut.data.ts';
import { FINE_NUTS, type FineNutRow, fineNutClasses } from './hex-nut-fine.data.ts';
import { PART_EXTENSION2_IDS, partExtension2Families } from './machine-screws.ts';
import {
  NYLON_INSERT_NUT_CLASSES,
  NYLON_INSERT_NUTS,
  STYLE2_NUT_CLASSES,
  STYLE2_NUT_M,
} from './nut-extension.data.ts';
import { PIN_LENGTHS, type PinRow } from './parallel-pin.data.ts';
import { PLAIN_WASHER_CLASSES, PLAIN_WASHERS, type PlainWasherRow } from './plain-washer.data.ts';
import { BORE_RINGS, type RetainingRingRow, SHAFT_RINGS } from './retaining-ring.data.ts';
import {
  DOG_POINT_SET_SCREWS,
  SET_SCREW_CLASSES,
  SET_SCREW_LENGTHS,
  type SetScrewRow,
} from './set-screw.data.ts';
import { socketScrewClasses } from './socket-head-cap-screw.data.ts';
import {
  HEAVY_SPRING_PINS,
  SPLIT_PIN_LENGTHS,
  SPLIT_PINS,
  type SplitPinRow,
  type SpringPinRow,
  TAPER_PIN_TYPES,
  TAPER_PINS,
  type TaperPinRow,
} from './taper-spring-pin.data.ts';
import { THIN_NUT_M, thinNutClasses } from './thin-nut.data.ts';
import { CHAMFERED_WASHER_MIN_SIZE, LARGE_WASHERS, SMALL_WASHERS } from './washer-extension.data.ts';

// ---- hexagon socket button / countersunk head screws -------------------------------------------

/**
 * Steel 8.8, 10.9, 12.9 (black oxide, electroplated, zinc flake) and stainless A2-70, A4-70 (plain): the
 * classes GB/T 70.2 and GB/T 70.3 define; the GB/T 70.1 rule for 3 ≤ d ≤ 24 without its non-ferrous rows.
 */
const SOCKET_EXT_CLASSES: ClassFinish[] = socketScrewClasses(8).filter((cf) => cf.material !== '有色金属');

const buttonScrews: Family = tableFamily<{ r: ButtonScrewRow; l: number }, ClassFinish>({
  id: 'part.socket-button-screw.gb70-2',
  kind: Kind.part,
  label: '内六角圆头螺钉 GB/T 70.2',
  extension: true,
  rows: () =>
    BUTTON_SCREWS.flatMap((r) =>
      BUTTON_SCREW_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]).map((l) => ({ r, l })),
    ),
  variants: SOCKET_EXT_CLASSES,
  build: ({ r, l }, cf) => {
    const size = `${thread(r.d)}×${num(l)}`;
    return part({
      code: `GB70.2-${codeSafe(size.replace('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
      categoryCode: 'part.fastener.screw.socket-button',
      model: `螺钉 GB/T 70.2 ${size} ${cf.propertyClass}`,
      name: `内六角圆头螺钉 ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
      standard: 'GB/T 70.2-2015',
      description: `螺钉 GB/T 70.2 ${size}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 A。尺寸按 GB/T 70.2-2015 (ISO 7380-1)。`,
      params: {
        thread: text(thread(r.d)),
        d: mm(r.d),
        pitch: mm(r.p),
        l: mm(l),
        dk: mm(r.dk),
        k: mm(r.k),
        s: mm(r.s),
        material: enumValue(cf.material),
        property_class: enumValue(cf.propertyClass),
        finish: enumValue(cf.finish),
      },
    });
  },
});

const countersunkSocketScrews: Family = tableFamily<{ r: CountersunkScrewRow; l: number }, ClassFinish>({
  id: 'part.socket-countersunk-screw.gb70-3',
  kind: Kind.part,
  label: '内六角沉头螺钉 GB/T 70.3',
  extension: true,
  rows: () =>
    COUNTERSUNK_SOCKET_SCREWS.flatMap((r) =>
      COUNTERSUNK_SOCKET_SCREW_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]).map((l) => ({ r, l })),
    ),
  variants: SOCKET_EXT_CLASSES,
  build: ({ r, l }, cf) => {
    const size = `${thread(r.d)}×${num(l)}`;
    return part({
      code: `GB70.3-${codeSafe(size.replace('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
      categoryCode: 'part.fastener.screw.socket-countersunk',
      model: `螺钉 GB/T 70.3 ${size} ${cf.propertyClass}`,
      name: `内六角沉头螺钉 ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
      standard: 'GB/T 70.3-2008',
      description: `螺钉 GB/T 70.3 ${size}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 A。尺寸按 GB/T 70.3-2008 (ISO 10642)。`,
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

// ---- cross recessed pan / countersunk head screws ----------------------------------------------

function crossScrewFamily(std: '818' | '819.1'): Family {
  const pan = std === '818';
  const table = pan ? PAN_HEAD_SCREWS : COUNTERSUNK_CROSS_SCREWS;
  const standard = pan ? 'GB/T 818-2016' : 'GB/T 819.1-2016';
  const iso = pan ? 'ISO 7045' : 'ISO 7046-1';
  const kindName = pan ? '十字槽盘头螺钉' : '十字槽沉头螺钉';
  return tableFamily<
    { r: CrossScrewRow; l: number },
    { h: (typeof CROSS_RECESS_TYPES)[number]; cf: CrossScrewClass }
  >({
    id: pan ? 'part.cross-pan-screw.gb818' : 'part.cross-countersunk-screw.gb819-1',
    kind: Kind.part,
    label: `${kindName} GB/T ${std}`,
    extension: true,
    rows: () =>
      table.flatMap((r) =>
        CROSS_SCREW_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]).map((l) => ({ r, l })),
      ),
    variants: CROSS_RECESS_TYPES.flatMap((h) => CROSS_SCREW_CLASSES.map((cf) => ({ h, cf }))),
    build: ({ r, l }, { h, cf }) => {
      const size = `${thread(r.d)}×${num(l)}`;
      return part({
        code: `GB${std}-${codeSafe(size.replace('×', 'x'))}-${h}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
        categoryCode: pan ? 'part.fastener.screw.cross-pan' : 'part.fastener.screw.cross-countersunk',
        model: `螺钉 GB/T ${std} ${size} ${h}型 ${cf.propertyClass}`,
        name: `${kindName} ${size} ${h}型 ${classLabel(cf.propertyClass)} ${cf.finish}`,
        standard,
        description: `螺钉 GB/T ${std} ${size}，${h}型十字槽 ${r.recess} 号，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 A。尺寸按 ${standard} (${iso})。`,
        params: {
          thread: text(thread(r.d)),
          d: mm(r.d),
          pitch: mm(r.p),
          l: mm(l),
          dk: mm(r.dk),
          k: mm(r.k),
          recess_type: enumValue(h),
          recess_no: text(String(r.recess)),
          material: enumValue(cf.material),
          property_class: enumValue(cf.propertyClass),
          finish: enumValue(cf.finish),
        },
      });
    },
  });
}

// ---- hexagon socket set screws ------------------------------------------------------------------

const dogPointSetScrews: Family = tableFamily<{ r: SetScrewRow; l: number }, ClassFinish>({
  id: 'part.socket-set-screw.gb79',
  kind: Kind.part,
  label: '内六角圆柱端紧定螺钉 GB/T 79',
  extension: true,
  rows: () =>
    DOG_POINT_SET_SCREWS.flatMap((r) =>
      SET_SCREW_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]).map((l) => ({ r, l })),
    ),
  variants: SET_SCREW_CLASSES,
  build: ({ r, l }, cf) => {
    const size = `${thread(r.d)}×${num(l)}`;
    return part({
      code: `GB79-${codeSafe(size.replace('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
      categoryCode: 'part.fastener.screw.socket-set',
      model: `螺钉 GB/T 79 ${size} ${cf.propertyClass}`,
      name: `内六角圆柱端紧定螺钉 ${size} ${cf.propertyClass} ${cf.finish}`,
      standard: 'GB/T 79-2007',
      description: `螺钉 GB/T 79 ${size}，${cf.material} ${cf.propertyClass}，${cf.finish}，产品等级 A。尺寸按 GB/T 79-2007 (ISO 4028)。`,
      params: {
        thread: text(thread(r.d)),
        d: mm(r.d),
        pitch: mm(r.p),
        l: mm(l),
        point: enumValue('圆柱端'),
        dp: mm(r.dp),
        s: mm(r.s),
        material: enumValue(cf.material),
        property_class: enumValue(cf.propertyClass),
        finish: enumValue(cf.finish),
      },
    });
  },
});

// ---- hexagon thin nuts -------------------------------------------------------------------------

const thinNuts: Family = tableFamily<{ t: ThreadRow; cf: ClassFinish }, undefined>({
  id: 'part.hex-thin-nut.gb6172-1',
  kind: Kind.part,
  label: '六角薄螺母 GB/T 6172.1',
  extension: true,
  rows: () =>
    THREADS.filter((t) => THIN_NUT_M[t.d] !== undefined).flatMap((t) =>
      thinNutClasses(t.d).map((cf) => ({ t, cf })),
    ),
  build: ({ t, cf }) => {
    const size = thread(t.d);
    const grade = t.d <= 16 ? 'A' : 'B';
    return part({
      code: `GB6172.1-${size}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
      categoryCode: 'part.fastener.nut.hex-thin',
      model: `螺母 GB/T 6172.1 ${size} ${cf.propertyClass}`,
      name: `六角薄螺母 ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
      standard: 'GB/T 6172.1-2016',
      description: `螺母 GB/T 6172.1 ${size}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 ${grade}。尺寸按 GB/T 6172.1-2016 (ISO 4035)。`,
      params: {
        thread: text(size),
        d: mm(t.d),
        pitch: mm(t.p),
        s: mm(t.s),
        m: mm(THIN_NUT_M[t.d] ?? 0),
        e: mm(NUT_E[t.d] ?? 0),
        product_grade: enumValue(grade),
        material: enumValue(cf.material),
        property_class: enumValue(cf.propertyClass),
        finish: enumValue(cf.finish),
      },
    });
  },
});

const style2Nuts: Family = tableFamily<{ t: ThreadRow; cf: ClassFinish }, undefined>({
  id: 'part.hex-nut.gb6175',
  kind: Kind.part,
  label: '2型六角螺母 GB/T 6175',
  extension: true,
  rows: () =>
    THREADS.filter((t) => STYLE2_NUT_M[t.d] !== undefined).flatMap((t) =>
      STYLE2_NUT_CLASSES.flatMap((c) =>
        ['不经处理', '电镀', '非电解锌片涂层'].map((f) => ({
          t,
          cf: { material: '钢' as const, propertyClass: c, finish: f },
        })),
      ),
    ),
  build: ({ t, cf }) => {
    const size = thread(t.d);
    const grade = t.d <= 16 ? 'A' : 'B';
    return part({
      code: `GB6175-${size}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
      categoryCode: 'part.fastener.nut.hex-style2',
      model: `螺母 GB/T 6175 ${size} ${cf.propertyClass}`,
      name: `2型六角螺母 ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
      standard: 'GB/T 6175-2016',
      description: `螺母 GB/T 6175 ${size}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 ${grade}。尺寸按 GB/T 6175-2016 (ISO 4033)。`,
      params: {
        thread: text(size),
        d: mm(t.d),
        pitch: mm(t.p),
        s: mm(t.s),
        m: mm(STYLE2_NUT_M[t.d] ?? 0),
        e: mm(NUT_E[t.d] ?? 0),
        product_grade: enumValue(grade),
        material: enumValue(cf.material),
        property_class: enumValue(cf.propertyClass),
        finish: enumValue(cf.finish),
      },
    });
  },
});

const nylonInsertNuts: Family = tableFamily<{ t: ThreadRow; cf: ClassFinish }, undefined>({
  id: 'part.nylon-insert-nut.gb889-1',
  kind: Kind.part,
  label: '1型非金属嵌件六角锁紧螺母 GB/T 889.1',
  extension: true,
  rows: () =>
    THREADS.filter((t) => NYLON_INSERT_NUTS[t.d] !== undefined).flatMap((t) =>
      NYLON_INSERT_NUT_CLASSES.flatMap((c) =>
        ['不经处理', '电镀'].map((f) => ({
          t,
          cf: { material: '钢' as const, propertyClass: c, finish: f },
        })),
      ),
    ),
  build: ({ t, cf }) => {
    const size = thread(t.d);
    const grade = t.d <= 16 ? 'A' : 'B';
    const dims = NYLON_INSERT_NUTS[t.d] ?? { h: 0, m: 0 };
    return part({
      code: `GB889.1-${size}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
      categoryCode: 'part.fastener.nut.nylon-insert',
      model: `螺母 GB/T 889.1 ${size} ${cf.propertyClass}`,
      name: `1型非金属嵌件六角锁紧螺母 ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
      standard: 'GB/T 889.1-2015',
      description: `螺母 GB/T 889.1 ${size}，${cf.material} ${classLabel(cf.propertyClass)}，尼龙嵌件，${cf.finish}，产品等级 ${grade}。尺寸按 GB/T 889.1-2015 (ISO 7040)。`,
      params: {
        thread: text(size),
        d: mm(t.d),
        pitch: mm(t.p),
        s: mm(t.s),
        h: mm(dims.h),
        m: mm(dims.m),
        e: mm(NUT_E[t.d] ?? 0),
        product_grade: enumValue(grade),
        material: enumValue(cf.material),
        property_class: enumValue(cf.propertyClass),
        finish: enumValue(cf.finish),
      },
    });
  },
});

// ---- plain washers: chamfered, small, large ----------------------------------------------------

function washerFamily(spec: {
  std: string;
  standard: string;
  iso: string;
  label: string;
  categoryCode: string;
  rows: () => PlainWasherRow[];
}): Family {
  return tableFamily<PlainWasherRow, (typeof PLAIN_WASHER_CLASSES)[number]>({
    id: `part.washer.gb${spec.std.replace('.', '-')}`,
    kind: Kind.part,
    label: `${spec.label} GB/T ${spec.std}`,
    extension: true,
    rows: spec.rows,
    variants: PLAIN_WASHER_CLASSES,
    build: (r, v) => {
      const size = num(r.size);
      const designation = `垫圈 GB/T ${spec.std} ${size} ${v.propertyClass}`;
      return part({
        code: `GB${spec.std}-${size}-${v.propertyClass}-${FINISH_CODE[v.finish]}`,
        categoryCode: spec.categoryCode,
        model: designation,
        name: `${spec.label} ${size} ${v.material} ${v.propertyClass} ${v.finish}`,
        standard: spec.standard,
        description: `${designation}，适用螺纹规格 M${size}，${v.material}，${v.finish}，产品等级 A。尺寸按 ${spec.standard} (${spec.iso})。`,
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
}

const chamferedWashers = washerFamily({
  std: '97.2',
  standard: 'GB/T 97.2-2002',
  iso: 'ISO 7090',
  label: '倒角型平垫圈',
  categoryCode: 'part.fastener.washer.plain-chamfered',
  rows: () => PLAIN_WASHERS.filter((r) => r.size >= CHAMFERED_WASHER_MIN_SIZE),
});
const smallWashers = washerFamily({
  std: '848',
  standard: 'GB/T 848-2002',
  iso: 'ISO 7092',
  label: '小垫圈',
  categoryCode: 'part.fastener.washer.small',
  rows: () => SMALL_WASHERS,
});
const largeWashers = washerFamily({
  std: '96.1',
  standard: 'GB/T 96.1-2002',
  iso: 'ISO 7093-1',
  label: '大垫圈',
  categoryCode: 'part.fastener.washer.large',
  rows: () => LARGE_WASHERS,
});

// ---- hardened parallel pins --------------------------------------------------------------------

const hardenedPins: Family = tableFamily<{ r: PinRow; l: number }, (typeof HARDENED_PIN_VARIANTS)[number]>({
  id: 'part.parallel-pin.gb119-2',
  kind: Kind.part,
  label: '淬硬圆柱销 GB/T 119.2',
  extension: true,
  rows: () =>
    HARDENED_PINS.flatMap((r) =>
      PIN_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]).map((l) => ({ r, l })),
    ),
  variants: HARDENED_PIN_VARIANTS,
  build: ({ r, l }, v) => {
    const size = `${num(r.d)}×${l}`;
    const designation = `销 GB/T 119.2 ${size}${v.letter === 'B' ? ' B型' : v.letter === null ? '-C1' : ''}`;
    const params: Item['params'] = {
      d: mm(r.d),
      l: mm(l),
      tolerance: enumValue('m6'),
      c: mm(r.c),
      material: enumValue(v.material),
      finish: enumValue(v.finish),
    };
    if (v.type) params.type = enumValue(v.type);
    return part({
      code: `GB119.2-${num(r.d)}x${l}-${v.code}`,
      categoryCode: 'part.fastener.pin.parallel-hardened',
      model: designation,
      name: `淬硬圆柱销 ${size} m6 ${v.type ?? v.material}`,
      standard: 'GB/T 119.2-2000',
      description: `${designation}，公称直径 ${num(r.d)} mm，公差 m6，长度 ${l} mm，${v.material}${v.type ? ` ${v.type}` : ''}，${v.finish}。尺寸按 GB/T 119.2-2000 (ISO 8734)。`,
      params,
    });
  },
});

// ---- hexagon head bolts, fine pitch thread ----------------------------------------------------------

function fineBoltFamily(std: '5786' | '5785'): Family {
  const partial = std === '5786';
  const table = partial ? FINE_BOLTS_PARTIAL : FINE_BOLTS_FULL;
  const standard = `GB/T ${std}-2016`;
  const iso = partial ? 'ISO 8765' : 'ISO 8676';
  return tableFamily<{ r: FineBoltRow; l: number; cf: ClassFinish }, undefined>({
    id: `part.hex-bolt-fine.gb${std}`,
    kind: Kind.part,
    label: partial ? '六角头螺栓 细牙 GB/T 5786' : '六角头螺栓 细牙 全螺纹 GB/T 5785',
    extension: true,
    rows: () =>
      table.flatMap((r) =>
        BOLT_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]).flatMap((l) =>
          boltClasses(r.d).map((cf) => ({ r, l, cf })),
        ),
      ),
    build: ({ r, l, cf }) => {
      const th = `${thread(r.d)}×${num(r.p)}`;
      const size = `${th}×${l}`;
      const designation = `螺栓 GB/T ${std} ${size}`;
      const grade = boltGrade(r.d, l);
      const params = hexBoltParams({ thread: th, d: r.d, p: r.p, l, s: r.s, k: r.k, partial, grade, cf });
      return part({
        code: `GB${std}-${codeSafe(size.replaceAll('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
        categoryCode: 'part.fastener.bolt.hex',
        model: `${designation} ${cf.propertyClass}`,
        name: `六角头螺栓 细牙${partial ? '' : ' 全螺纹'} ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
        standard,
        description: `${designation}，细牙螺纹 ${th}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 ${grade}。尺寸按 ${standard} (${iso})。`,
        params,
      });
    },
  });
}

// ---- hexagon head bolts, product grade C -------------------------------------------------------------

function gradeCBoltFamily(std: '5780' | '5781'): Family {
  const partial = std === '5780';
  const ranges = partial ? GB5780_L_RANGE : GB5781_L_RANGE;
  const standard = `GB/T ${std}-2016`;
  const iso = partial ? 'ISO 4016' : 'ISO 4018';
  return tableFamily<{ t: ThreadRow; l: number; cf: ClassFinish }, undefined>({
    id: `part.hex-bolt-c.gb${std}`,
    kind: Kind.part,
    label: partial ? '六角头螺栓 C级 GB/T 5780' : '六角头螺栓 全螺纹 C级 GB/T 5781',
    extension: true,
    rows: () =>
      THREADS.filter((t) => ranges[t.d] !== undefined).flatMap((t) => {
        const [lo, hi] = ranges[t.d] ?? [0, -1];
        return BOLT_LENGTHS.filter((l) => l >= lo && l <= hi).flatMap((l) =>
          gradeCBoltClasses(t.d).map((cf) => ({ t, l, cf })),
        );
      }),
    build: ({ t, l, cf }) => {
      const size = `${thread(t.d)}×${l}`;
      const designation = `螺栓 GB/T ${std} ${size}`;
      const params = hexBoltParams({
        thread: thread(t.d),
        d: t.d,
        p: t.p,
        l,
        s: t.s,
        k: HEX_BOLT_K[t.d] ?? 0,
        partial,
        grade: 'C',
        cf,
      });
      return part({
        code: `GB${std}-${codeSafe(size.replace('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
        categoryCode: 'part.fastener.bolt.hex-c',
        model: `${designation} ${cf.propertyClass}`,
        name: `六角头螺栓${partial ? '' : ' 全螺纹'} C级 ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
        standard,
        description: `${designation}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 C。尺寸按 ${standard} (${iso})。`,
        params,
      });
    },
  });
}

// ---- hexagon nuts, style 1, fine pitch thread --------------------------------------------------------

const fineNuts: Family = tableFamily<{ r: FineNutRow; cf: ClassFinish }, undefined>({
  id: 'part.hex-nut-fine.gb6171',
  kind: Kind.part,
  label: '1型六角螺母 细牙 GB/T 6171',
  extension: true,
  rows: () => FINE_NUTS.flatMap((r) => fineNutClasses(r.d).map((cf) => ({ r, cf }))),
  build: ({ r, cf }) => {
    const size = `${thread(r.d)}×${num(r.p)}`;
    const grade = r.d <= 16 ? 'A' : 'B';
    return part({
      code: `GB6171-${codeSafe(size.replace('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
      categoryCode: 'part.fastener.nut.hex',
      model: `螺母 GB/T 6171 ${size} ${cf.propertyClass}`,
      name: `1型六角螺母 细牙 ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
      standard: 'GB/T 6171-2016',
      description: `螺母 GB/T 6171 ${size}，细牙螺纹，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 ${grade}。尺寸按 GB/T 6171-2016 (ISO 8673)。`,
      params: {
        thread: text(size),
        d: mm(r.d),
        pitch: mm(r.p),
        s: mm(THREADS.find((t) => t.d === r.d)?.s ?? 0),
        m: mm(NUT_M[r.d] ?? 0),
        e: mm(NUT_E[r.d] ?? 0),
        product_grade: enumValue(grade),
        material: enumValue(cf.material),
        property_class: enumValue(cf.propertyClass),
        finish: enumValue(cf.finish),
      },
    });
  },
});

// ---- retaining rings (circlips) --------------------------------------------------------------------

function retainingRingFamily(std: '894' | '893'): Family {
  const shaft = std === '894';
  const label = shaft ? '轴用弹性挡圈' : '孔用弹性挡圈';
  const standard = `GB/T ${std}-2017`;
  return tableFamily<RetainingRingRow, undefined>({
    id: `part.retaining-ring.gb${std}`,
    kind: Kind.part,
    label: `${label} GB/T ${std}`,
    extension: true,
    rows: () => (shaft ? SHAFT_RINGS : BORE_RINGS),
    build: (r) => {
      const size = num(r.d1);
      const designation = `挡圈 GB/T ${std} ${size}`;
      return part({
        code: `GB${std}-${size}`,
        categoryCode: shaft ? 'part.fastener.retaining-ring.shaft' : 'part.fastener.retaining-ring.bore',
        model: designation,
        name: `${label} ${size}`,
        standard,
        description: `${designation}，${shaft ? '轴径' : '孔径'} ${size} mm，厚度 ${num(r.s)} mm，沟槽直径 ${num(r.d2)} mm。尺寸按 ${standard} (${shaft ? 'DIN 471' : 'DIN 472'})。`,
        params: {
          d1: mm(r.d1),
          s: mm(r.s),
          d3: mm(r.d3),
          a: mm(r.a),
          b: mm(r.b),
          d5: mm(r.d5),
          d2: mm(r.d2),
        },
      });
    },
  });
}

// ---- taper pins, heavy duty spring pins ------------------------------------------------------------

const taperPins: Family = tableFamily<{ r: TaperPinRow; l: number }, (typeof TAPER_PIN_TYPES)[number]>({
  id: 'part.taper-pin.gb117',
  kind: Kind.part,
  label: '圆锥销 GB/T 117',
  extension: true,
  rows: () =>
    TAPER_PINS.flatMap((r) => PIN_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]).map((l) => ({ r, l }))),
  variants: [...TAPER_PIN_TYPES],
  build: ({ r, l }, v) => {
    const size = `${num(r.d)}×${l}`;
    const designation = `销 GB/T 117 ${v.letter === 'B' ? 'B' : ''}${size}`;
    return part({
      code: `GB117-${v.letter}-${num(r.d)}x${l}`,
      categoryCode: 'part.fastener.pin.taper',
      model: designation,
      name: `圆锥销 ${size} ${v.type}`,
      standard: 'GB/T 117-2000',
      description: `${designation}，${v.type}，小端直径 ${num(r.d)} mm (h10)，长度 ${l} mm，锥度 1:50，钢。尺寸按 GB/T 117-2000 (ISO 2339)。`,
      params: {
        d: mm(r.d),
        l: mm(l),
        taper: enumValue('1:50'),
        a: mm(r.a),
        type: enumValue(v.type),
        material: enumValue('钢'),
      },
    });
  },
});

const heavySpringPins: Family = tableFamily<{ r: SpringPinRow; l: number }, undefined>({
  id: 'part.spring-pin.gb879-1',
  kind: Kind.part,
  label: '重型弹性圆柱销 直槽 GB/T 879.1',
  extension: true,
  rows: () =>
    HEAVY_SPRING_PINS.flatMap((r) =>
      PIN_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]).map((l) => ({ r, l })),
    ),
  build: ({ r, l }) => {
    const size = `${num(r.d)}×${l}`;
    const designation = `销 GB/T 879.1 ${size}`;
    return part({
      code: `GB879.1-${num(r.d)}x${l}-ST`,
      categoryCode: 'part.fastener.pin.spring-heavy',
      model: designation,
      name: `重型直槽弹性圆柱销 ${size} 钢`,
      standard: 'GB/T 879.1-2018',
      description: `${designation}，公称直径 ${num(r.d)} mm，长度 ${l} mm，壁厚 ${num(r.s)} mm，钢 (淬火回火)。尺寸按 GB/T 879.1-2018 (ISO 8752)。`,
      params: {
        d: mm(r.d),
        l: mm(l),
        s: mm(r.s),
        material: enumValue('钢'),
      },
    });
  },
});

const splitPins: Family = tableFamily<{ r: SplitPinRow; l: number }, undefined>({
  id: 'part.split-pin.gb91',
  kind: Kind.part,
  label: '开口销 GB/T 91',
  extension: true,
  rows: () =>
    SPLIT_PINS.flatMap((r) =>
      SPLIT_PIN_LENGTHS.filter((l) => l >= r.l[0] && l <= r.l[1]).map((l) => ({ r, l })),
    ),
  build: ({ r, l }) => {
    const size = `${num(r.d)}×${l}`;
    const designation = `销 GB/T 91 ${size}`;
    return part({
      code: `GB91-${num(r.d)}x${l}-ST`,
      categoryCode: 'part.fastener.pin.split',
      model: designation,
      name: `开口销 ${size} 钢`,
      standard: 'GB/T 91-2000',
      description: `${designation}，公称规格 ${num(r.d)} mm，长度 ${l} mm，钢。尺寸按 GB/T 91-2000 (ISO 1234)。`,
      params: {
        d: mm(r.d),
        l: mm(l),
        b: mm(r.b),
        material: enumValue('钢'),
      },
    });
  },
});

/** Ids of the parts extension families, in registration order (the last families of the catalogue). */
export const PART_EXTENSION_IDS = [
  'part.socket-button-screw.gb70-2',
  'part.socket-countersunk-screw.gb70-3',
  'part.cross-pan-screw.gb818',
  'part.cross-countersunk-screw.gb819-1',
  'part.hex-thin-nut.gb6172-1',
  'part.washer.gb97-2',
  'part.washer.gb848',
  'part.washer.gb96-1',
  'part.parallel-pin.gb119-2',
  'part.hex-nut.gb6175',
  'part.nylon-insert-nut.gb889-1',
  'part.socket-set-screw.gb79',
  'part.hex-bolt-fine.gb5786',
  'part.hex-bolt-fine.gb5785',
  'part.hex-bolt-c.gb5780',
  'part.hex-bolt-c.gb5781',
  'part.hex-nut-fine.gb6171',
  'part.retaining-ring.gb894',
  'part.retaining-ring.gb893',
  'part.taper-pin.gb117',
  'part.spring-pin.gb879-1',
  'part.split-pin.gb91',
  ...BEARING_EXTENSION_IDS,
  ...BEARING_EXTENSION2_IDS,
  ...PART_EXTENSION2_IDS,
];

export function partExtensionFamilies(): Family[] {
  return [
    buttonScrews,
    countersunkSocketScrews,
    crossScrewFamily('818'),
    crossScrewFamily('819.1'),
    thinNuts,
    chamferedWashers,
    smallWashers,
    largeWashers,
    hardenedPins,
    style2Nuts,
    nylonInsertNuts,
    dogPointSetScrews,
    fineBoltFamily('5786'),
    fineBoltFamily('5785'),
    gradeCBoltFamily('5780'),
    gradeCBoltFamily('5781'),
    fineNuts,
    retainingRingFamily('894'),
    retainingRingFamily('893'),
    taperPins,
    heavySpringPins,
    splitPins,
    ...bearingExtensionFamilies(),
    ...bearingExtension2Families(),
    ...partExtension2Families(),
  ];
}
