// YAGEO extension series of chip resistors (see resistors/registry.ts): combinations of the YAGEO
// ordering schemes that the base families (resistors/chip-resistors.ts) leave out, each confirmed by the
// datasheet's ordering information.
import { type ResistorSeries, SERIES } from './chip-resistors.ts';

/** The base family of that id (its sizes, tolerances, ranges and part-number function are reused). */
export function baseSeries(id: string): ResistorSeries {
  const def = SERIES.find((d) => d.id === id);
  if (!def) throw new Error(`no base series ${id}`);
  return def;
}

export const YAGEO_EXTENSION_SERIES: Array<{ def: ResistorSeries; base?: string }> = [
  {
    // YAGEO AC automotive grade thick film (datasheet "AC series ±5 %, ±1 %, ±0.5 %", product
    // specification June 20, 2017 V.6), ordering information: (5) TAPING REEL 07 = 7 inch, 10 = 10 inch,
    // 13 = 13 inch, 7W = 7 inch & 2 × standard power. The base family res.yageo.ac holds 07, 13 and 7W;
    // this adds the 10-inch reel with the base family's sizes, tolerances and ranges (e.g. AC0603FR-1010KL).
    // Left out: ±0.5 % (D) and size 1218 (their ranges and ratings not read from the table).
    base: 'res.yageo.ac',
    def: {
      ...baseSeries('res.yageo.ac'),
      id: 'res.yageo.ac.ext',
      variants: [{ code: '10', label: '10英寸卷盘' }],
      source: 'YAGEO AC series datasheet (automotive, V.6 2017), taping reel 10',
    },
  },
];
