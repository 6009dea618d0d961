import { type Family, tableFamily } from '../family.ts';
import { classLabel, codeSafe, part, thread, withLengths } from '../part-item.ts';
import { Kind } from '../types.ts';
import { enumValue, mm, num, text } from '../values.ts';
import { BUTTON_SCREW_LENGTHS, BUTTON_SCREWS, type ButtonScrewRow } from './button-head-screw.data.ts';
import {
  COUNTERSUNK_SOCKET_SCREW_LENGTHS,
  COUNTERSUNK_SOCKET_SCREWS,
  type CountersunkScrewRow,
} from './countersunk-socket-screw.data.ts';
import { type ClassFinish, FINISH_CODE } from './hex-bolt.data.ts';
import {
  DOG_POINT_SET_SCREWS,
  SET_SCREW_CLASSES,
  SET_SCREW_LENGTHS,
  type SetScrewRow,
} from './set-screw.data.ts';
import {
  SOCKET_SCREW_LENGTHS,
  SOCKET_SCREWS,
  type SocketScrewRow,
  socketScrewClasses,
} from './socket-head-cap-screw.data.ts';

// ---- socket head cap screws ---------------------------------------------------------------------

export const socketCapScrews: Family = tableFamily<
  { r: SocketScrewRow; l: number; cf: ClassFinish },
  undefined
>({
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

// ---- hexagon socket button / countersunk head screws -------------------------------------------

/**
 * Steel 8.8, 10.9, 12.9 (black oxide, electroplated, zinc flake) and stainless A2-70, A4-70 (plain): the
 * classes GB/T 70.2 and GB/T 70.3 define; the GB/T 70.1 rule for 3 ≤ d ≤ 24 without its non-ferrous rows.
 */
const SOCKET_EXT_CLASSES: ClassFinish[] = socketScrewClasses(8).filter((cf) => cf.material !== '有色金属');

export const buttonScrews: Family = tableFamily<{ r: ButtonScrewRow; l: number }, ClassFinish>({
  id: 'part.socket-button-screw.gb70-2',
  kind: Kind.part,
  label: '内六角圆头螺钉 GB/T 70.2',
  extension: true,
  rows: () => withLengths(BUTTON_SCREWS, BUTTON_SCREW_LENGTHS),
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

export const countersunkSocketScrews: Family = tableFamily<
  { r: CountersunkScrewRow; l: number },
  ClassFinish
>({
  id: 'part.socket-countersunk-screw.gb70-3',
  kind: Kind.part,
  label: '内六角沉头螺钉 GB/T 70.3',
  extension: true,
  rows: () => withLengths(COUNTERSUNK_SOCKET_SCREWS, COUNTERSUNK_SOCKET_SCREW_LENGTHS),
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

// ---- hexagon socket set screws ------------------------------------------------------------------

export const dogPointSetScrews: Family = tableFamily<{ r: SetScrewRow; l: number }, ClassFinish>({
  id: 'part.socket-set-screw.gb79',
  kind: Kind.part,
  label: '内六角圆柱端紧定螺钉 GB/T 79',
  extension: true,
  rows: () => withLengths(DOG_POINT_SET_SCREWS, SET_SCREW_LENGTHS),
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
