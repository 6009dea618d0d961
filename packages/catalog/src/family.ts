// A family is one real, enumerable product line (a standard's table, a maker's series). Items are
// addressed by index so that a sample can be drawn without building the whole family in memory.
import type { Item, Kind } from './types.ts';

export interface Family {
  id: string;
  kind: Kind;
  /** Chinese label for reports. */
  label: string;
  /** Number of distinct real items in the family. */
  count(): number;
  /** The i-th item, 0 ≤ i < count(). Deterministic. */
  item(i: number): Item;
  /**
   * Extension family: drawn from only when the requested size exceeds the base catalogue, so that every
   * size up to the base total yields exactly what it yielded before the extension existed.
   */
  extension?: boolean;
  /**
   * Indices (ascending) of the family's must-have items: the parts engineers search most (every E24 value of
   * the commonest chip resistor series in the common sizes, …). A sample of the family always holds them.
   */
  core?: () => number[];
  /**
   * Drawn from only at the default catalogue's size and above (generate.ts MUST_HAVE_FROM), so that the small
   * catalogues the tests seed stay as they were: the popular parts added for the default catalogue.
   */
  defaultOnly?: boolean;
}

/**
 * A family made of base rows (built once, lazily) crossed with a rectangular list of variants.
 * Index i maps to row ⌊i / variants⌋ and variant i mod variants.
 */
export function tableFamily<R, V>(spec: {
  id: string;
  kind: Kind;
  label: string;
  rows: () => R[];
  variants?: V[];
  build: (row: R, variant: V) => Item;
  extension?: boolean;
  defaultOnly?: boolean;
  /** Must-have items (see {@link Family.core}), told by their row and variant without building them. */
  core?: (row: R, variant: V) => boolean;
}): Family {
  let rows: R[] | null = null;
  let core: number[] | null = null;
  const isCore = spec.core;
  const variants = spec.variants ?? [undefined as V];
  const getRows = () => {
    rows ??= spec.rows();
    return rows;
  };
  return {
    id: spec.id,
    kind: spec.kind,
    label: spec.label,
    ...(spec.extension ? { extension: true } : {}),
    ...(spec.defaultOnly ? { defaultOnly: true } : {}),
    ...(isCore ? { core: () => (core ??= coreIndices(getRows(), variants, isCore)) } : {}),
    count: () => getRows().length * variants.length,
    item: (i: number) => {
      const r = getRows();
      const row = r[Math.floor(i / variants.length)];
      const variant = variants[i % variants.length];
      if (row === undefined || (spec.variants && variant === undefined)) {
        throw new RangeError(`${spec.id}: index ${i} out of range`);
      }
      return spec.build(row, variant as V);
    },
  };
}

function coreIndices<R, V>(rows: R[], variants: V[], isCore: (r: R, v: V) => boolean): number[] {
  const out: number[] = [];
  rows.forEach((r, ri) => {
    variants.forEach((v, vi) => {
      if (isCore(r, v)) out.push(ri * variants.length + vi);
    });
  });
  return out;
}
