import { describe, expect, it } from 'vitest';
import type { ComparedGrade } from '../api/materials.types.ts';
import {
  addGrade,
  compareUrl,
  compositionRows,
  compositionStack,
  parseCompareIds,
  propertyCharts,
  propertyRows,
} from './compare.model.ts';

const grade = (designation: string, over: Partial<ComparedGrade>): ComparedGrade => ({
  id: 1,
  code: `MAT-${designation}`,
  designation,
  name: designation,
  standard: 'GB/T 1220-2007',
  category: { id: 1, name: '不锈钢' },
  designations: [],
  properties: [],
  sources: [],
  composition: null,
  compositionNote: null,
  ...over,
});
const rm = (low: number, high: number, display: string) => ({
  key: 'tensile_strength',
  name: '抗拉强度 Rm',
  display,
  condition: 'c',
  low,
  high,
  bound: low === high ? ('min' as const) : ('range' as const),
  unit: 'MPa',
});

describe('materials comparison model', () => {
  it('SPEC-2.41 the ids in the address: junk, duplicates and more than 6 are dropped with a Chinese reason', () => {
    expect(parseCompareIds('3,1,2')).toEqual({ ids: [3, 1, 2], problem: null });
    expect(parseCompareIds(null)).toEqual({ ids: [], problem: null });
    expect(parseCompareIds('3,abc,3')).toEqual({ ids: [3], problem: '材料 ID 格式不正确：abc' });
    expect(parseCompareIds('3,3').problem).toBe('对比的材料牌号不能重复');
    expect(parseCompareIds('1,2,3,4,5,6,7')).toEqual({
      ids: [1, 2, 3, 4, 5, 6],
      problem: '材料对比最多 6 个牌号',
    });
    expect(parseCompareIds('0,-1,1e3').ids).toEqual([]);
    expect(compareUrl([5, 7])).toBe('/mat/compare?ids=5,7');
    expect(compareUrl([])).toBe('/mat/compare');
    expect(addGrade([1, 2, 3, 4, 5, 6], 7)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(addGrade([1], 1)).toEqual([1]);
    expect(addGrade([1], 2)).toEqual([1, 2]);
  });

  it('property rows and charts: a range is a solid part plus its span; a grade without the value is left out', () => {
    const grades = [
      grade('A', { properties: [rm(520, 520, '≥ 520 MPa')] }),
      grade('B', { properties: [rm(370, 500, '370~500 MPa')] }),
      grade('C', { properties: [] }),
    ];
    const rows = propertyRows(grades);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.cells.map((c) => c.length)).toEqual([1, 1, 0]);
    const [chart] = propertyCharts(grades);
    expect(chart?.unit).toBe('MPa');
    expect(chart?.bars).toEqual([
      { grade: 'A', low: 520, span: 0, label: '≥ 520 MPa', condition: 'c' },
      { grade: 'B', low: 370, span: 130, label: '370~500 MPa', condition: 'c' },
    ]);
  });

  it('composition rows show the limits as printed and the base as 余量; the stack uses range middles only', () => {
    const comp = (limits: Array<{ element: string; min?: number; max?: number }>) => ({
      standard: 'GB/T 20878-2007',
      table: '表1',
      base: 'Fe',
      limits,
      notes: [],
    });
    const g304 = grade('304', {
      composition: comp([
        { element: 'C', max: 0.08 },
        { element: 'Cr', min: 18, max: 20 },
        { element: 'Ni', min: 8, max: 11 },
      ]),
    });
    const g316 = grade('316L', {
      composition: comp([
        { element: 'C', max: 0.03 },
        { element: 'Cr', min: 16, max: 18 },
        { element: 'Mo', min: 2, max: 3 },
      ]),
    });
    const ht = grade('HT250', { compositionNote: 'GB/T 9439' });
    const rows = compositionRows([g304, g316, ht], ['C', 'Cr', 'Ni', 'Mo']);
    expect(rows.find((r) => r.element === 'C')?.cells).toEqual(['≤0.08', '≤0.03', '—']);
    expect(rows.find((r) => r.element === 'Mo')?.cells).toEqual(['—', '2~3', '—']);
    expect(rows.at(-1)).toEqual({ element: 'Fe', cells: ['余量', '余量', '—'] });
    expect(compositionStack([g304, g316], ['C', 'Cr', 'Ni', 'Mo'])).toEqual([
      { element: 'Cr', values: [19, 17] },
      { element: 'Ni', values: [9.5, 0] },
      { element: 'Mo', values: [0, 2.5] },
    ]);
  });
});
