import { type Family, tableFamily } from '../family.ts';
import { classLabel, codeSafe, part, thread, withLengths } from '../part-item.ts';
import { Kind } from '../types.ts';
import { enumValue, mm, num, text } from '../values.ts';
import {
  COUNTERSUNK_CROSS_SCREWS,
  CROSS_RECESS_TYPES,
  CROSS_SCREW_CLASSES,
  CROSS_SCREW_LENGTHS,
  type CrossScrewClass,
  type CrossScrewRow,
  PAN_HEAD_SCREWS,
} from './cross-recessed-screw.data.ts';
import { type ClassFinish, FINISH_CODE } from './hex-bolt.data.ts';
import {
  HEXALOBULAR_PAN_SCREWS,
  type HexalobularScrewRow,
  hexalobularPanClasses,
} from './hexalobular-screw.data.ts';
import {
  CHEESE_HEAD_LENGTHS,
  CHEESE_HEAD_SCREWS,
  COUNTERSUNK_SLOTTED_SCREWS,
  CROSS_CHEESE_HEAD_LENGTHS,
  CROSS_CHEESE_HEAD_SCREWS,
  type CrossCheeseScrewRow,
  PAN_HEAD_SLOTTED_SCREWS,
  SLOTTED_SCREW_CLASSES,
  SLOTTED_SCREW_LENGTHS,
  type SlottedScrewRow,
} from './slotted-screw.data.ts';

// ---- cross recessed pan, countersunk, raised countersunk and cheese head screws ---------------------

/** The cross recessed screw standards: head, standard with year, ISO equivalent, category and table. */
const CROSS_SCREWS: Record<
  '818' | '819.1' | '820' | '822',
  {
    id: string;
    name: string;
    standard: string;
    iso: string;
    categoryCode: string;
    rows: () => Array<{ r: CrossScrewRow | CrossCheeseScrewRow; l: number }>;
  }
> = {
  '818': {
    id: 'part.cross-pan-screw.gb818',
    name: '十字槽盘头螺钉',
    standard: 'GB/T 818-2016',
    iso: 'ISO 7045',
    categoryCode: 'part.fastener.screw.cross-pan',
    rows: () => withLengths(PAN_HEAD_SCREWS, CROSS_SCREW_LENGTHS),
  },
  '819.1': {
    id: 'part.cross-countersunk-screw.gb819-1',
    name: '十字槽沉头螺钉',
    standard: 'GB/T 819.1-2016',
    iso: 'ISO 7046-1',
    categoryCode: 'part.fastener.screw.cross-countersunk',
    rows: () => withLengths(COUNTERSUNK_CROSS_SCREWS, CROSS_SCREW_LENGTHS),
  },
  '820': {
    id: 'part.cross-raised-countersunk-screw.gb820',
    name: '十字槽半沉头螺钉',
    standard: 'GB/T 820-2015',
    iso: 'ISO 7047',
    categoryCode: 'part.fastener.screw.cross-raised-countersunk',
    rows: () =>
      withLengths<CrossScrewRow | CrossCheeseScrewRow>(COUNTERSUNK_CROSS_SCREWS, CROSS_SCREW_LENGTHS),
  },
  '822': {
    id: 'part.cross-cheese-screw.gb822',
    name: '十字槽圆柱头螺钉',
    standard: 'GB/T 822',
    iso: 'ISO 7048',
    categoryCode: 'part.fastener.screw.cross-cheese',
    rows: () =>
      withLengths<CrossScrewRow | CrossCheeseScrewRow>(CROSS_CHEESE_HEAD_SCREWS, CROSS_CHEESE_HEAD_LENGTHS),
  },
};

/** Cross recessed screws of one standard: size × length × recess type H / Z × class and finish. */
export function crossScrewFamily(std: keyof typeof CROSS_SCREWS): Family {
  const spec = CROSS_SCREWS[std];
  const { name: kindName, standard, iso } = spec;
  return tableFamily<
    { r: CrossScrewRow | CrossCheeseScrewRow; l: number },
    { h: (typeof CROSS_RECESS_TYPES)[number]; cf: CrossScrewClass }
  >({
    id: spec.id,
    kind: Kind.part,
    label: `${kindName} GB/T ${std}`,
    extension: true,
    rows: spec.rows,
    variants: CROSS_RECESS_TYPES.flatMap((h) => CROSS_SCREW_CLASSES.map((cf) => ({ h, cf }))),
    build: ({ r, l }, { h, cf }) => {
      const size = `${thread(r.d)}×${num(l)}`;
      return part({
        code: `GB${std}-${codeSafe(size.replace('×', 'x'))}-${h}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
        categoryCode: spec.categoryCode,
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

// ---- slotted screws ------------------------------------------------------------------------------

export interface SlottedSpec {
  std: '65' | '67' | '68' | '69';
  iso: string;
  label: string;
  categoryCode: string;
  table: SlottedScrewRow[];
  lengths: number[];
  /** dk is the theoretical max of a countersunk head. */
  countersunk: boolean;
}

export const SLOTTED: SlottedSpec[] = [
  {
    std: '65',
    iso: 'ISO 1207',
    label: '开槽圆柱头螺钉',
    categoryCode: 'part.fastener.screw.slotted-cheese',
    table: CHEESE_HEAD_SCREWS,
    lengths: CHEESE_HEAD_LENGTHS,
    countersunk: false,
  },
  {
    std: '67',
    iso: 'ISO 1580',
    label: '开槽盘头螺钉',
    categoryCode: 'part.fastener.screw.slotted-pan',
    table: PAN_HEAD_SLOTTED_SCREWS,
    lengths: SLOTTED_SCREW_LENGTHS,
    countersunk: false,
  },
  {
    std: '68',
    iso: 'ISO 2009',
    label: '开槽沉头螺钉',
    categoryCode: 'part.fastener.screw.slotted-countersunk',
    table: COUNTERSUNK_SLOTTED_SCREWS,
    lengths: SLOTTED_SCREW_LENGTHS,
    countersunk: true,
  },
  {
    std: '69',
    iso: 'ISO 2010',
    label: '开槽半沉头螺钉',
    categoryCode: 'part.fastener.screw.slotted-raised-countersunk',
    table: COUNTERSUNK_SLOTTED_SCREWS,
    lengths: SLOTTED_SCREW_LENGTHS,
    countersunk: true,
  },
];

export function slottedScrewFamily(s: SlottedSpec): Family {
  const standard = `GB/T ${s.std}-2016`;
  return tableFamily<{ r: SlottedScrewRow; l: number }, ClassFinish>({
    id: `part.slotted-screw.gb${s.std}`,
    kind: Kind.part,
    label: `${s.label} GB/T ${s.std}`,
    extension: true,
    rows: () => withLengths(s.table, s.lengths),
    variants: SLOTTED_SCREW_CLASSES,
    build: ({ r, l }, cf) => {
      const size = `${thread(r.d)}×${num(l)}`;
      const designation = `螺钉 GB/T ${s.std} ${size}`;
      return part({
        code: `GB${s.std}-${codeSafe(size.replace('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
        categoryCode: s.categoryCode,
        model: `${designation} ${cf.propertyClass}`,
        name: `${s.label} ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
        standard,
        description: `${designation}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，一字槽，产品等级 A。尺寸按 ${standard} (${s.iso})。`,
        params: {
          thread: text(thread(r.d)),
          d: mm(r.d),
          pitch: mm(r.p),
          l: mm(l),
          dk: mm(r.dk),
          k: mm(r.k),
          n: mm(r.n),
          material: enumValue(cf.material),
          property_class: enumValue(cf.propertyClass),
          finish: enumValue(cf.finish),
        },
      });
    },
  });
}

// ---- hexalobular socket pan head screws -------------------------------------------------------------------

export const hexalobularPanScrews: Family = tableFamily<
  { r: HexalobularScrewRow; l: number; cf: ClassFinish },
  undefined
>({
  id: 'part.hexalobular-pan-screw.gb2672',
  kind: Kind.part,
  label: '内六角花形盘头螺钉 GB/T 2672',
  extension: true,
  rows: () =>
    withLengths(HEXALOBULAR_PAN_SCREWS, CROSS_SCREW_LENGTHS).flatMap(({ r, l }) =>
      hexalobularPanClasses(r.d).map((cf) => ({ r, l, cf })),
    ),
  build: ({ r, l, cf }) => {
    const size = `${thread(r.d)}×${num(l)}`;
    const designation = `螺钉 GB/T 2672 ${size}`;
    return part({
      code: `GB2672-${codeSafe(size.replace('×', 'x'))}-${codeSafe(cf.propertyClass)}-${FINISH_CODE[cf.finish]}`,
      categoryCode: 'part.fastener.screw.hexalobular-pan',
      model: `${designation} ${cf.propertyClass}`,
      name: `内六角花形盘头螺钉 ${size} ${classLabel(cf.propertyClass)} ${cf.finish}`,
      standard: 'GB/T 2672-2017',
      description: `${designation}，内六角花形 ${r.drive}，${cf.material} ${classLabel(cf.propertyClass)}，${cf.finish}，产品等级 A。尺寸按 GB/T 2672-2017 (ISO 14583)。`,
      params: {
        thread: text(thread(r.d)),
        d: mm(r.d),
        pitch: mm(r.p),
        l: mm(l),
        dk: mm(r.dk),
        k: mm(r.k),
        drive: text(r.drive),
        material: enumValue(cf.material),
        property_class: enumValue(cf.propertyClass),
        finish: enumValue(cf.finish),
      },
    });
  },
});
