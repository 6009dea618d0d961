// What the parts families share: thread and class labels, code-safe text and the item of the parts library.

import { type ClassFinish, gb5782B } from './fasteners/hex-bolt.data.ts';
import { type Item, Kind } from './types.ts';
import { enumValue, mm, num, text } from './units.ts';

/** Metric thread designation of a nominal diameter: M8, M1.6. */
export const thread = (d: number) => `M${num(d)}`;
/** Property classes in Chinese text: 8.8级; stainless and non-ferrous classes as they are. */
export const classLabel = (c: string) => (/^\d/.test(c) ? `${c}级` : c);
/** Text as it may stand in an item code (按协议 → AGREED). */
export const codeSafe = (s: string) => (s === '按协议' ? 'AGREED' : s.replace(/[^A-Za-z0-9._+-]/g, ''));

/** An item of the parts library: no brand unless given, series = the standard, no datasheet. */
export function part(
  fields: Omit<Item, 'kind' | 'datasheetUrl' | 'brandCode' | 'series'> & {
    brandCode?: string | null;
    series?: string;
  },
): Item {
  return {
    kind: Kind.part,
    brandCode: fields.brandCode ?? null,
    series: fields.series ?? fields.standard ?? '',
    datasheetUrl: null,
    ...fields,
  } as Item;
}

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
