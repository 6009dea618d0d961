// What the parts families share: thread and class labels, code-safe text and the item of the parts library.

import { type Item, Kind } from './types.ts';
import { num } from './values.ts';

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

/** Rows of a table × the commercial lengths of a series within each size's range [l min, l max]. */
export function withLengths<R extends { l: [number, number] }>(
  table: R[],
  lengths: number[],
): Array<{ r: R; l: number }> {
  return table.flatMap((r) => lengths.filter((l) => l >= r.l[0] && l <= r.l[1]).map((l) => ({ r, l })));
}
