// Hexagon nuts: style 1 GB/T 6170 (base family); thin GB/T 6172.1, style 2 GB/T 6175, non-metallic insert
// GB/T 889.1, fine pitch GB/T 6171, all-metal prevailing torque GB/T 6184 and thin non-metallic insert
// GB/T 6172.2 (extension families), each size × class × finish. Sources per table in the *.data.ts files.
// Every nut is built by one builder (hexNutFamily): the standards differ only in their rows, their heights and
// a few words of the description.
import { type Family, tableFamily } from '../family.ts';
import { classLabel, codeSafe, part, thread } from '../part-item.ts';
import { Kind, type ParamValue } from '../types.ts';
import { enumValue, mm, num, text } from '../values.ts';
import { type ClassFinish, FINISH_CODE, THREADS } from './hex-bolt.data.ts';
import { NUT_E, NUT_M, nutClasses } from './hex-nut.data.ts';
import { FINE_NUTS, fineNutClasses } from './hex-nut-fine.data.ts';
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

/** One nut: thread d × pitch p, width across flats s, its designation size (M8, M8×1) and class and finish. */
interface NutRow {
  d: number;
  p: number;
  s: number;
  size: string;
  cf: ClassFinish;
}

interface NutSpec {
  id: string;
  label: string;
  /** the standard's number in codes and models: 6170, 6172.1 */
  std: string;
  /** the standard with its year: GB/T 6170-2015 */
  standard: string;
  iso: string;
  categoryCode: string;
  /** the product name: 1型六角螺母 */
  name: string;
  extension?: boolean;
  rows: () => NutRow[];
  /** the heights (m, h) and e of a size, in parameter order after s */
  heights: (d: number) => Record<string, ParamValue>;
  /** words of the description before the material (细牙螺纹，) and after the class (尼龙嵌件，) */
  before?: string;
  after?: string;
  /** the class as named in the name and description (default 8级, A2-70) */
  classText?: (c: string) => string;
}

/** A family of hexagon nuts of one standard. */
function hexNutFamily(spec: NutSpec): Family {
  const classText = spec.classText ?? classLabel;
  return tableFamily<NutRow, undefined>({
    id: spec.id,
    kind: Kind.part,
    label: spec.label,
    ...(spec.extension ? { extension: true } : {}),
    rows: spec.rows,
    build: ({ d, p, s, size, cf }) => {
      const grade = d <= 16 ? 'A' : 'B';
      const cls = classText(cf.propertyClass);
      return part({
        code: `GB${spec.std}-${codeSafe(size.replace('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
        categoryCode: spec.categoryCode,
        model: `螺母 GB/T ${spec.std} ${size} ${cf.propertyClass}`,
        name: `${spec.name} ${size} ${cls} ${cf.finish}`,
        standard: spec.standard,
        description: `螺母 GB/T ${spec.std} ${size}，${spec.before ?? ''}${cf.material} ${cls}，${spec.after ?? ''}${cf.finish}，产品等级 ${grade}。尺寸按 ${spec.standard} (${spec.iso})。`,
        params: {
          thread: text(size),
          d: mm(d),
          pitch: mm(p),
          s: mm(s),
          ...spec.heights(d),
          product_grade: enumValue(grade),
          material: enumValue(cf.material),
          property_class: enumValue(cf.propertyClass),
          finish: enumValue(cf.finish),
        },
      });
    },
  });
}

/** Coarse threads of a nut table, each with the classes and finishes `classesOf` gives for its size. */
function coarseRows(has: (d: number) => boolean, classesOf: (d: number) => ClassFinish[]): NutRow[] {
  return THREADS.filter((t) => has(t.d)).flatMap((t) =>
    classesOf(t.d).map((cf) => ({ d: t.d, p: t.p, s: t.s, size: thread(t.d), cf })),
  );
}

/** Steel classes × finishes, the same for every size. */
const steel = (classes: string[], finishes: string[]) => (): ClassFinish[] =>
  classes.flatMap((c) => finishes.map((f) => ({ material: '钢' as const, propertyClass: c, finish: f })));

/** Heights m and e of the style 1 nut (GB/T 6170), which the fine pitch nut shares. */
const style1Heights = (d: number) => ({ m: mm(NUT_M[d] ?? 0), e: mm(NUT_E[d] ?? 0) });

export const hexNuts = hexNutFamily({
  id: 'part.hex-nut.gb6170',
  label: '1型六角螺母 GB/T 6170',
  std: '6170',
  standard: 'GB/T 6170-2015',
  iso: 'ISO 4032',
  categoryCode: 'part.fastener.nut.hex',
  name: '1型六角螺母',
  rows: () => coarseRows(() => true, nutClasses),
  heights: style1Heights,
});

export const thinNuts = hexNutFamily({
  id: 'part.hex-thin-nut.gb6172-1',
  label: '六角薄螺母 GB/T 6172.1',
  std: '6172.1',
  standard: 'GB/T 6172.1-2016',
  iso: 'ISO 4035',
  categoryCode: 'part.fastener.nut.hex-thin',
  name: '六角薄螺母',
  extension: true,
  rows: () => coarseRows((d) => THIN_NUT_M[d] !== undefined, thinNutClasses),
  heights: (d) => ({ m: mm(THIN_NUT_M[d] ?? 0), e: mm(NUT_E[d] ?? 0) }),
});

export const style2Nuts = hexNutFamily({
  id: 'part.hex-nut.gb6175',
  label: '2型六角螺母 GB/T 6175',
  std: '6175',
  standard: 'GB/T 6175-2016',
  iso: 'ISO 4033',
  categoryCode: 'part.fastener.nut.hex-style2',
  name: '2型六角螺母',
  extension: true,
  rows: () =>
    coarseRows(
      (d) => STYLE2_NUT_M[d] !== undefined,
      steel(STYLE2_NUT_CLASSES, ['不经处理', '电镀', '非电解锌片涂层']),
    ),
  heights: (d) => ({ m: mm(STYLE2_NUT_M[d] ?? 0), e: mm(NUT_E[d] ?? 0) }),
});

export const nylonInsertNuts = hexNutFamily({
  id: 'part.nylon-insert-nut.gb889-1',
  label: '1型非金属嵌件六角锁紧螺母 GB/T 889.1',
  std: '889.1',
  standard: 'GB/T 889.1-2015',
  iso: 'ISO 7040',
  categoryCode: 'part.fastener.nut.nylon-insert',
  name: '1型非金属嵌件六角锁紧螺母',
  extension: true,
  rows: () =>
    coarseRows(
      (d) => NYLON_INSERT_NUTS[d] !== undefined,
      steel(NYLON_INSERT_NUT_CLASSES, ['不经处理', '电镀']),
    ),
  heights: (d) => {
    const dims = NYLON_INSERT_NUTS[d] ?? { h: 0, m: 0 };
    return { h: mm(dims.h), m: mm(dims.m), e: mm(NUT_E[d] ?? 0) };
  },
  after: '尼龙嵌件，',
});

export const fineNuts = hexNutFamily({
  id: 'part.hex-nut-fine.gb6171',
  label: '1型六角螺母 细牙 GB/T 6171',
  std: '6171',
  standard: 'GB/T 6171-2016',
  iso: 'ISO 8673',
  categoryCode: 'part.fastener.nut.hex',
  name: '1型六角螺母 细牙',
  extension: true,
  rows: () =>
    FINE_NUTS.flatMap((r) =>
      fineNutClasses(r.d).map((cf) => ({
        d: r.d,
        p: r.p,
        s: THREADS.find((t) => t.d === r.d)?.s ?? 0,
        size: `${thread(r.d)}×${num(r.p)}`,
        cf,
      })),
    ),
  heights: style1Heights,
  before: '细牙螺纹，',
});

export const allMetalLockNuts = hexNutFamily({
  id: 'part.all-metal-lock-nut.gb6184',
  label: '1型全金属六角锁紧螺母 GB/T 6184',
  std: '6184',
  standard: 'GB/T 6184',
  iso: 'ISO 7719',
  categoryCode: 'part.fastener.nut.all-metal-lock',
  name: '1型全金属六角锁紧螺母',
  extension: true,
  rows: () =>
    coarseRows(
      (d) => ALL_METAL_LOCK_NUTS[d] !== undefined,
      steel(ALL_METAL_LOCK_NUT_CLASSES, LOCK_NUT_FINISHES),
    ),
  heights: (d) => {
    const dims = ALL_METAL_LOCK_NUTS[d] ?? { h: 0, e: 0 };
    return { h: mm(dims.h), e: mm(dims.e) };
  },
  after: '全金属锁紧，',
});

export const thinNylonInsertNuts = hexNutFamily({
  id: 'part.nylon-insert-thin-nut.gb6172-2',
  label: '非金属嵌件六角锁紧薄螺母 GB/T 6172.2',
  std: '6172.2',
  standard: 'GB/T 6172.2-2016',
  iso: 'ISO 10511',
  categoryCode: 'part.fastener.nut.nylon-insert-thin',
  name: '非金属嵌件六角锁紧薄螺母',
  extension: true,
  rows: () =>
    coarseRows(
      (d) => THIN_NYLON_INSERT_NUTS[d] !== undefined,
      steel(THIN_NYLON_INSERT_NUT_CLASSES, LOCK_NUT_FINISHES),
    ),
  heights: (d) => {
    const dims = THIN_NYLON_INSERT_NUTS[d] ?? { h: 0, m: 0 };
    return { h: mm(dims.h), m: mm(dims.m), e: mm(NUT_E[d] ?? 0) };
  },
  after: '尼龙嵌件，',
  classText: (c) => `${c}级`,
});
