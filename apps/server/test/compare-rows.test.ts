/**
 * The comparison's rows as a pure function (modules/compare/compare-rows.ts): the cases the seeded
 * catalogue cannot show through the API (its only temperature range is the tantalum's −55…+125 °C):
 * 'wider' ranges, ties, a single value, parameters outside the category's definitions.
 */
import type { ParamDef, ParamValue } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import type { CategoryRecord, ItemRecord } from '../src/modules/catalog/catalog.repository.ts';
import { buildCompareRows } from '../src/modules/compare/compare-rows.ts';

const K = 273.15;
const def = (key: string, name: string, unit: string, type: ParamDef['type'] = 'numeric'): ParamDef => ({
  key,
  name,
  unit,
  dimension: 'none',
  type,
  filterable: true,
  comparable: true,
});
const category: CategoryRecord = {
  id: 7,
  code: 'comp.test',
  kind: 2,
  parentId: null,
  name: '测试',
  nameEn: '',
  sort: 0,
  depth: 0,
  path: [],
  params: [
    def('capacitance', '容值', 'F'),
    def('rated_voltage', '额定电压', 'V'),
    def('dielectric', '介质', '', 'enum'),
    def('operating_temperature', '工作温度', '°C'),
  ],
};
const range = (lo: number, hi: number): ParamValue => ({
  display: `${lo} ~ +${hi} °C`,
  si: lo + K,
  siMax: hi + K,
  unit: 'K',
});
const item = (id: number, params: Record<string, ParamValue>): ItemRecord => ({
  id,
  code: `T-${id}`,
  kind: 2,
  categoryId: 7,
  model: `M${id}`,
  name: '',
  series: '',
  standard: null,
  package: null,
  lifecycle: null,
  params,
  brand: null,
});
const volt = (v: number): ParamValue => ({ display: `${v} V`, si: v, unit: 'V' });
const rows = (items: ItemRecord[]) => buildCompareRows(items, new Map([[7, category]]));

describe('comparison rows', () => {
  it('the wider temperature range (X8R −55…+150 °C over X7R −55…+125 °C) is the better one', () => {
    const result = rows([
      item(1, { operating_temperature: range(-55, 125) }),
      item(2, { operating_temperature: range(-55, 150) }),
      item(3, { operating_temperature: range(-55, 125) }),
    ]);
    expect(result[0]).toMatchObject({ key: 'operating_temperature', better: 'wider', differs: true });
    expect(result[0]?.values.map((v) => v.best)).toEqual([false, true, false]);
  });

  it('ranges where none covers the others: nothing is marked', () => {
    const result = rows([
      item(1, { operating_temperature: range(-40, 150) }),
      item(2, { operating_temperature: range(-55, 125) }),
    ]);
    expect(result[0]?.values.map((v) => v.best)).toEqual([false, false]);
  });

  it('ties are all marked; a lone value or equal values are not', () => {
    const tie = rows([
      item(1, { rated_voltage: volt(50) }),
      item(2, { rated_voltage: volt(50) }),
      item(3, { rated_voltage: volt(25) }),
    ]);
    expect(tie[0]?.values.map((v) => v.best)).toEqual([true, true, false]);
    const lone = rows([item(1, { rated_voltage: volt(50) }), item(2, {})]);
    expect(lone[0]).toMatchObject({ differs: true });
    expect(lone[0]?.values.map((v) => v.best)).toEqual([false, false]);
    expect(lone[0]?.values[1]).toEqual({ display: null, si: null, best: false });
    const equal = rows([item(1, { rated_voltage: volt(50) }), item(2, { rated_voltage: volt(50) })]);
    expect(equal[0]).toMatchObject({ differs: false });
    expect(equal[0]?.values.every((v) => !v.best)).toBe(true);
  });

  it('numbers compare by value, not by text (0.1 µF = 100 nF); texts by their text', () => {
    const result = rows([
      item(1, {
        capacitance: { display: '0.1 µF', si: 1e-7, unit: 'F' },
        dielectric: { display: 'X7R', si: null, unit: '' },
      }),
      item(2, {
        capacitance: { display: '100 nF', si: 1e-7, unit: 'F' },
        dielectric: { display: 'X5R', si: null, unit: '' },
      }),
    ]);
    expect(result.map((r) => [r.key, r.differs])).toEqual([
      ['capacitance', false],
      ['dielectric', true],
    ]);
    // no direction for a nominal value or an enum
    expect(result.map((r) => r.better)).toEqual([null, null]);
  });

  it('category order first, then parameters the category does not define', () => {
    const result = rows([
      item(1, { operating_temperature: range(-55, 125), extra: { display: 'A', si: null, unit: '' } }),
      item(2, { rated_voltage: volt(16), capacitance: { display: '1 µF', si: 1e-6, unit: 'F' } }),
    ]);
    expect(result.map((r) => r.key)).toEqual([
      'capacitance',
      'rated_voltage',
      'operating_temperature',
      'extra',
    ]);
    expect(result.at(-1)).toMatchObject({ name: 'extra', type: 'text', better: null });
  });
});
