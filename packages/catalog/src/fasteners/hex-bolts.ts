// Hexagon head bolts: GB/T 5782 / 5783 (base families), fine pitch thread GB/T 5785 / 5786 and product grade C
// GB/T 5780 / 5781 (extension families), each size × commercial length × the standard's classes and finishes.
// Sources per table in the *.data.ts files.

import { type Family, tableFamily } from '../family.ts';
import { classLabel, codeSafe, part, thread } from '../part-item.ts';
import { type Item, Kind } from '../types.ts';
import { enumValue, mm, num, text } from '../values.ts';
import {
  BOLT_LENGTHS,
  boltClasses,
  boltGrade,
  type ClassFinish,
  FINISH_CODE,
  GB5782_L_RANGE,
  GB5783_L_RANGE,
  gb5782B,
  HEX_BOLT_K,
  THREADS,
  type ThreadRow,
} from './hex-bolt.data.ts';
import { GB5780_L_RANGE, GB5781_L_RANGE, gradeCBoltClasses } from './hex-bolt-c.data.ts';
import { FINE_BOLTS_FULL, FINE_BOLTS_PARTIAL, type FineBoltRow } from './hex-bolt-fine.data.ts';

/**
 * Parameters of a hexagon head bolt (GB/T 5782/5783 and their fine pitch and grade C kin): partial thread
 * bolts carry the reference thread length b (the GB/T 5782 rule).
 */
export function hexBoltParams(b: {
  thread: string;
  d: number;
  p: number;
  l: number;
  s: number;
  k: number;
  partial: boolean;
  grade: string;
  cf: ClassFinish;
}): Item['params'] {
  const params: Item['params'] = {
    thread: text(b.thread),
    d: mm(b.d),
    pitch: mm(b.p),
    l: mm(b.l),
    s: mm(b.s),
    k: mm(b.k),
    thread_form: enumValue(b.partial ? '部分螺纹' : '全螺纹'),
    product_grade: enumValue(b.grade),
    material: enumValue(b.cf.material),
    property_class: enumValue(b.cf.propertyClass),
    finish: enumValue(b.cf.finish),
  };
  if (b.partial) params.b = mm(gb5782B(b.d, b.l));
  return params;
}

/** A bolt of one of the hexagon head bolt standards: its size and the words its standard adds. */
interface BoltSpec {
  std: string;
  /** GB/T 5782-2016 */
  standard: string;
  /** the ISO equivalent named in the description, if any */
  iso?: string;
  categoryCode: string;
  /** the product name before the size: 六角头螺栓 全螺纹 */
  name: string;
  /** the thread designation: M8 or M8×1 */
  thread: string;
  /** fine pitch: the description names the thread (细牙螺纹 M8×1，) */
  fine?: boolean;
  d: number;
  p: number;
  l: number;
  s: number;
  k: number;
  partial: boolean;
  grade: string;
  cf: ClassFinish;
}

/** The item of a hexagon head bolt (GB/T 5782 / 5783 and their fine pitch and grade C kin). */
function hexBoltItem(b: BoltSpec): Item {
  const size = `${b.thread}×${b.l}`;
  const designation = `螺栓 GB/T ${b.std} ${size}`;
  const cls = classLabel(b.cf.propertyClass);
  const params = hexBoltParams({
    thread: b.thread,
    d: b.d,
    p: b.p,
    l: b.l,
    s: b.s,
    k: b.k,
    partial: b.partial,
    grade: b.grade,
    cf: b.cf,
  });
  return part({
    code: `GB${b.std}-${codeSafe(size.replaceAll('×', 'x'))}-${codeSafe(b.cf.propertyClass)}-${FINISH_CODE[b.cf.finish]}`,
    categoryCode: b.categoryCode,
    model: `${designation} ${b.cf.propertyClass}`,
    name: `${b.name} ${size} ${cls} ${b.cf.finish}`,
    standard: b.standard,
    description: `${designation}，${b.fine ? `细牙螺纹 ${b.thread}，` : ''}${b.cf.material} ${cls}，${b.cf.finish}，产品等级 ${b.grade}。尺寸按 ${b.standard}${b.iso ? ` (${b.iso})` : ''}。`,
    params,
  });
}

/** The commercial lengths of GB/T 5782 inside a size's range [lo, hi]. */
const lengthsIn = (range: readonly [number, number] | undefined) =>
  BOLT_LENGTHS.filter((l) => l >= (range?.[0] ?? 0) && l <= (range?.[1] ?? -1));

// ---- hexagon head bolts -------------------------------------------------------------------------

export function hexBoltFamily(std: '5782' | '5783'): Family {
  const ranges = std === '5782' ? GB5782_L_RANGE : GB5783_L_RANGE;
  const partial = std === '5782';
  return tableFamily<{ t: ThreadRow; l: number; cf: ClassFinish }, undefined>({
    id: `part.hex-bolt.gb${std}`,
    kind: Kind.part,
    label: partial ? '六角头螺栓 GB/T 5782' : '六角头螺栓 全螺纹 GB/T 5783',
    rows: () =>
      THREADS.flatMap((t) => {
        const classes = boltClasses(t.d);
        return lengthsIn(ranges[t.d]).flatMap((l) => classes.map((cf) => ({ t, l, cf })));
      }),
    build: ({ t, l, cf }) =>
      hexBoltItem({
        std,
        standard: `GB/T ${std}-2016`,
        categoryCode: 'part.fastener.bolt.hex',
        name: partial ? '六角头螺栓' : '六角头螺栓 全螺纹',
        thread: thread(t.d),
        d: t.d,
        p: t.p,
        l,
        s: t.s,
        k: HEX_BOLT_K[t.d] ?? 0,
        partial,
        grade: boltGrade(t.d, l),
        cf,
      }),
  });
}

// ---- hexagon head bolts, fine pitch thread ----------------------------------------------------------

export function fineBoltFamily(std: '5786' | '5785'): Family {
  const partial = std === '5786';
  const table = partial ? FINE_BOLTS_PARTIAL : FINE_BOLTS_FULL;
  return tableFamily<{ r: FineBoltRow; l: number; cf: ClassFinish }, undefined>({
    id: `part.hex-bolt-fine.gb${std}`,
    kind: Kind.part,
    label: partial ? '六角头螺栓 细牙 GB/T 5786' : '六角头螺栓 细牙 全螺纹 GB/T 5785',
    extension: true,
    rows: () =>
      table.flatMap((r) => lengthsIn(r.l).flatMap((l) => boltClasses(r.d).map((cf) => ({ r, l, cf })))),
    build: ({ r, l, cf }) =>
      hexBoltItem({
        std,
        standard: `GB/T ${std}-2016`,
        iso: partial ? 'ISO 8765' : 'ISO 8676',
        categoryCode: 'part.fastener.bolt.hex',
        name: partial ? '六角头螺栓 细牙' : '六角头螺栓 细牙 全螺纹',
        thread: `${thread(r.d)}×${num(r.p)}`,
        fine: true,
        d: r.d,
        p: r.p,
        l,
        s: r.s,
        k: r.k,
        partial,
        grade: boltGrade(r.d, l),
        cf,
      }),
  });
}

// ---- hexagon head bolts, product grade C -------------------------------------------------------------

export function gradeCBoltFamily(std: '5780' | '5781'): Family {
  const partial = std === '5780';
  const ranges = partial ? GB5780_L_RANGE : GB5781_L_RANGE;
  return tableFamily<{ t: ThreadRow; l: number; cf: ClassFinish }, undefined>({
    id: `part.hex-bolt-c.gb${std}`,
    kind: Kind.part,
    label: partial ? '六角头螺栓 C级 GB/T 5780' : '六角头螺栓 全螺纹 C级 GB/T 5781',
    extension: true,
    rows: () =>
      THREADS.filter((t) => ranges[t.d] !== undefined).flatMap((t) =>
        lengthsIn(ranges[t.d]).flatMap((l) => gradeCBoltClasses(t.d).map((cf) => ({ t, l, cf }))),
      ),
    build: ({ t, l, cf }) =>
      hexBoltItem({
        std,
        standard: `GB/T ${std}-2016`,
        iso: partial ? 'ISO 4016' : 'ISO 4018',
        categoryCode: 'part.fastener.bolt.hex-c',
        name: partial ? '六角头螺栓 C级' : '六角头螺栓 全螺纹 C级',
        thread: thread(t.d),
        d: t.d,
        p: t.p,
        l,
        s: t.s,
        k: HEX_BOLT_K[t.d] ?? 0,
        partial,
        grade: 'C',
        cf,
      }),
  });
}
