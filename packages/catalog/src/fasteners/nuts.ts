import { type Family, tableFamily } from '../family.ts';
import { classLabel, codeSafe, part, thread } from '../part-item.ts';
import { Kind } from '../types.ts';
import { enumValue, mm, num, text } from '../units.ts';
import { type ClassFinish, FINISH_CODE, THREADS, type ThreadRow } from './hex-bolt.data.ts';
import { NUT_E, NUT_M, nutClasses } from './hex-nut.data.ts';
import { FINE_NUTS, type FineNutRow, fineNutClasses } from './hex-nut-fine.data.ts';
import {
  ALL_METAL_LOCK_NUT_CLASSES,
  ALL_METAL_LOCK_NUTS,
  LOCK_NUT_FINISHES,
  THIN_NYLON_INSERT_NUT_CLASSES,
  THIN_NYLON_INSERT_NUTS,
} from './lock-nut.data.ts';
import {
  NYLON_INSERT_NUT_CLASSES,
  NYLON_INSERT_NUTS,
  STYLE2_NUT_CLASSES,
  STYLE2_NUT_M,
} from './nut-extension.data.ts';
import { THIN_NUT_M, thinNutClasses } from './thin-nut.data.ts';

// ---- hexagon nuts ------------------------------------------------------------------------------

export const hexNuts: Family = tableFamily<{ t: ThreadRow; cf: ClassFinish }, undefined>({
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

// ---- hexagon thin nuts -------------------------------------------------------------------------

export const thinNuts: Family = tableFamily<{ t: ThreadRow; cf: ClassFinish }, undefined>({
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

export const style2Nuts: Family = tableFamily<{ t: ThreadRow; cf: ClassFinish }, undefined>({
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

export const nylonInsertNuts: Family = tableFamily<{ t: ThreadRow; cf: ClassFinish }, undefined>({
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

// ---- hexagon nuts, style 1, fine pitch thread --------------------------------------------------------

export const fineNuts: Family = tableFamily<{ r: FineNutRow; cf: ClassFinish }, undefined>({
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

// ---- prevailing torque type hexagon nuts: all-metal style 1, thin with non-metallic insert ------------------

/** Threads of a nut table × steel classes × finishes. */
function nutRows(
  table: Record<number, unknown>,
  classes: string[],
): Array<{ t: ThreadRow; cf: ClassFinish }> {
  return THREADS.filter((t) => table[t.d] !== undefined).flatMap((t) =>
    classes.flatMap((c) =>
      LOCK_NUT_FINISHES.map((f) => ({ t, cf: { material: '钢' as const, propertyClass: c, finish: f } })),
    ),
  );
}

export const allMetalLockNuts: Family = tableFamily<{ t: ThreadRow; cf: ClassFinish }, undefined>({
  id: 'part.all-metal-lock-nut.gb6184',
  kind: Kind.part,
  label: '1型全金属六角锁紧螺母 GB/T 6184',
  extension: true,
  rows: () => nutRows(ALL_METAL_LOCK_NUTS, ALL_METAL_LOCK_NUT_CLASSES),
  build: ({ t, cf }) => {
    const size = thread(t.d);
    const grade = t.d <= 16 ? 'A' : 'B';
    const dims = ALL_METAL_LOCK_NUTS[t.d] ?? { h: 0, e: 0 };
    return part({
      code: `GB6184-${size}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
      categoryCode: 'part.fastener.nut.all-metal-lock',
      model: `螺母 GB/T 6184 ${size} ${cf.propertyClass}`,
      name: `1型全金属六角锁紧螺母 ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
      standard: 'GB/T 6184',
      description: `螺母 GB/T 6184 ${size}，${cf.material} ${classLabel(cf.propertyClass)}，全金属锁紧，${cf.finish}，产品等级 ${grade}。尺寸按 GB/T 6184 (ISO 7719)。`,
      params: {
        thread: text(size),
        d: mm(t.d),
        pitch: mm(t.p),
        s: mm(t.s),
        h: mm(dims.h),
        e: mm(dims.e),
        product_grade: enumValue(grade),
        material: enumValue(cf.material),
        property_class: enumValue(cf.propertyClass),
        finish: enumValue(cf.finish),
      },
    });
  },
});

export const thinNylonInsertNuts: Family = tableFamily<{ t: ThreadRow; cf: ClassFinish }, undefined>({
  id: 'part.nylon-insert-thin-nut.gb6172-2',
  kind: Kind.part,
  label: '非金属嵌件六角锁紧薄螺母 GB/T 6172.2',
  extension: true,
  rows: () => nutRows(THIN_NYLON_INSERT_NUTS, THIN_NYLON_INSERT_NUT_CLASSES),
  build: ({ t, cf }) => {
    const size = thread(t.d);
    const grade = t.d <= 16 ? 'A' : 'B';
    const dims = THIN_NYLON_INSERT_NUTS[t.d] ?? { h: 0, m: 0 };
    return part({
      code: `GB6172.2-${size}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
      categoryCode: 'part.fastener.nut.nylon-insert-thin',
      model: `螺母 GB/T 6172.2 ${size} ${cf.propertyClass}`,
      name: `非金属嵌件六角锁紧薄螺母 ${size} ${cf.propertyClass}级 ${cf.finish}`,
      standard: 'GB/T 6172.2-2016',
      description: `螺母 GB/T 6172.2 ${size}，${cf.material} ${cf.propertyClass}级，尼龙嵌件，${cf.finish}，产品等级 ${grade}。尺寸按 GB/T 6172.2-2016 (ISO 10511)。`,
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
