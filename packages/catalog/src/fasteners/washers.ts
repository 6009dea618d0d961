import { type Family, tableFamily } from '../family.ts';
import { part } from '../part-item.ts';
import { Kind } from '../types.ts';
import { enumValue, mm, num } from '../values.ts';
import { FINISH_CODE } from './hex-bolt.data.ts';
import { PLAIN_WASHER_CLASSES, PLAIN_WASHERS, type PlainWasherRow } from './plain-washer.data.ts';
import { SPRING_WASHER_VARIANTS, SPRING_WASHERS, type SpringWasherRow } from './spring-washer.data.ts';
import { CHAMFERED_WASHER_MIN_SIZE, LARGE_WASHERS, SMALL_WASHERS } from './washer-extension.data.ts';

// ---- washers ------------------------------------------------------------------------------------

export const springWashers: Family = tableFamily<SpringWasherRow, (typeof SPRING_WASHER_VARIANTS)[number]>({
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

// ---- plain washers: chamfered, small, large ----------------------------------------------------

/** Plain washers of one standard (GB/T 97.1, 97.2, 848, 96.1): size × the classes and finishes of GB/T 97.1. */
export function washerFamily(spec: {
  std: string;
  standard: string;
  iso: string;
  /** the product name: 小垫圈 */
  label: string;
  /** the family's id and label where they are not built from the name (the base GB/T 97.1 family) */
  id?: string;
  familyLabel?: string;
  categoryCode: string;
  rows: () => PlainWasherRow[];
  extension: boolean;
  /** the description names the product grade (产品等级 A) */
  gradeA: boolean;
}): Family {
  return tableFamily<PlainWasherRow, (typeof PLAIN_WASHER_CLASSES)[number]>({
    id: spec.id ?? `part.washer.gb${spec.std.replace('.', '-')}`,
    kind: Kind.part,
    label: spec.familyLabel ?? `${spec.label} GB/T ${spec.std}`,
    ...(spec.extension ? { extension: true } : {}),
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
        description: `${designation}，适用螺纹规格 M${size}，${v.material}，${v.finish}${spec.gradeA ? '，产品等级 A' : ''}。尺寸按 ${spec.standard} (${spec.iso})。`,
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

export const chamferedWashers = washerFamily({
  std: '97.2',
  standard: 'GB/T 97.2-2002',
  iso: 'ISO 7090',
  label: '倒角型平垫圈',
  categoryCode: 'part.fastener.washer.plain-chamfered',
  rows: () => PLAIN_WASHERS.filter((r) => r.size >= CHAMFERED_WASHER_MIN_SIZE),
  extension: true,
  gradeA: true,
});
export const smallWashers = washerFamily({
  std: '848',
  standard: 'GB/T 848-2002',
  iso: 'ISO 7092',
  label: '小垫圈',
  categoryCode: 'part.fastener.washer.small',
  rows: () => SMALL_WASHERS,
  extension: true,
  gradeA: true,
});
export const largeWashers = washerFamily({
  std: '96.1',
  standard: 'GB/T 96.1-2002',
  iso: 'ISO 7093-1',
  label: '大垫圈',
  categoryCode: 'part.fastener.washer.large',
  rows: () => LARGE_WASHERS,
  extension: true,
  gradeA: true,
});

export const plainWashers = washerFamily({
  std: '97.1',
  standard: 'GB/T 97.1-2002',
  iso: 'ISO 7089',
  label: '平垫圈',
  id: 'part.plain-washer.gb97-1',
  familyLabel: '平垫圈 A级 GB/T 97.1',
  categoryCode: 'part.fastener.washer.plain',
  rows: () => PLAIN_WASHERS,
  extension: false,
  gradeA: false,
});
