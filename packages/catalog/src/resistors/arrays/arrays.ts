// Chip resistor arrays (排阻, category comp.passive.resistor.array): thick film arrays of isolated resistors of
// seven makers (YAGEO, Panasonic, Bourns, Walsin, Vishay, KOA, ROHM), as their ordering schemes cross value,
// tolerance and packaging. Extension families (drawn from only above the base catalogue). Every value listed is a
// value of the series' E-series inside the datasheet range (or a narrower range where we were not sure); the power
// is the rating of one element. Each series names its sources and what was left out. Items are built by
// buildResistor (resistors/chip-resistors.ts) with the array's element count, circuit and terminal style added.
import { type Family, tableFamily } from '../../family.ts';
import { type Item, Kind } from '../../types.ts';
import { count, enumValue } from '../../values.ts';
import { buildResistor, type ResistorSeries, type Row, rowsOf } from '../chip-resistors.ts';
import { type ArraySize, TERMINAL_OPTION } from './array-sizes.ts';
import {
  KOA_ARRAY_SERIES,
  ROHM_ARRAY_SERIES,
  VISHAY_ARRAY_SERIES,
  WALSIN_ARRAY_SERIES,
} from './walsin-vishay-koa-rohm.ts';
import {
  BOURNS_ARRAY_SERIES,
  BOURNS_CAY10_SERIES,
  PANASONIC_ARRAY_SERIES,
  YAGEO_ARRAY_SERIES,
} from './yageo-panasonic-bourns.ts';

// ---- families -----------------------------------------------------------------------------------------------

export const ARRAY_SERIES: ResistorSeries[] = [
  ...YAGEO_ARRAY_SERIES,
  ...PANASONIC_ARRAY_SERIES,
  ...BOURNS_ARRAY_SERIES,
  BOURNS_CAY10_SERIES,
  ...WALSIN_ARRAY_SERIES,
  ...VISHAY_ARRAY_SERIES,
  ...KOA_ARRAY_SERIES,
  ...ROHM_ARRAY_SERIES,
];

/** An array item: the chip resistor item of the row with the element count, circuit and terminal style. */
export function buildArray(def: ResistorSeries, row: Row): Item {
  const it = buildResistor(def, row);
  const s = row.s as ArraySize;
  it.params.elements = count(s.elements);
  it.params.circuit = enumValue('独立型 (isolated)');
  it.params.terminal = enumValue(TERMINAL_OPTION[s.terminal]);
  it.description = it.description
    .replace('额定功率', '每元件额定功率')
    .replace('。来源', `，${s.elements} 个独立电阻，${s.terminal}电极。来源`);
  return it;
}

export function resistorArrayFamilies(): Family[] {
  return ARRAY_SERIES.map((def) =>
    tableFamily<Row, undefined>({
      id: def.id,
      kind: Kind.component,
      label: `排阻 ${def.brandCode} ${def.series}`,
      rows: () => rowsOf(def),
      build: (row) => buildArray(def, row),
      extension: true,
    }),
  );
}
