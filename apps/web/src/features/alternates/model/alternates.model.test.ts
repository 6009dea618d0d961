import { describe, expect, it } from 'vitest';
import type { AlternateView, CheckView } from '../api/alternates.types.ts';
import { detailPath, similarityPath, summaryOf } from './alternates.model.ts';

const check = (name: string, verdict: CheckView['verdict']): CheckView => ({
  key: name,
  name,
  original: 'a',
  candidate: 'b',
  verdict,
});
const alternate = (dropIn: boolean, checks: CheckView[], reasons: string[] = []): AlternateView => ({
  item: {
    id: 1,
    code: 'X',
    kind: 2,
    model: 'X',
    name: 'x',
    series: '',
    standard: null,
    package: '0603',
    lifecycle: 'active',
    brand: null,
    category: { id: 1, name: 'c' },
  },
  dropIn,
  sameBrand: false,
  checks,
  reasons,
});

describe('alternates model', () => {
  it('says what is better, what is unstated, or why an alternate is only functional', () => {
    expect(summaryOf(alternate(true, [check('容值', 'equal')]))).toBe('关键参数与额定值均相同');
    expect(summaryOf(alternate(true, [check('额定电压', 'better')]))).toBe('额定电压更优，其余相同');
    expect(summaryOf(alternate(true, [check('额定电压', 'better'), check('温度系数', 'missing')]))).toBe(
      '额定电压更优，其余已标注的参数相同；温度系数未标注，请核对',
    );
    expect(summaryOf(alternate(false, [check('额定电压', 'worse')], ['额定电压更低', '精度更宽']))).toBe(
      '额定电压更低；精度更宽',
    );
  });

  it('builds the addresses of the similarity page and of an item', () => {
    expect(similarityPath('component', 42)).toBe('/component/similarity?id=42');
    expect(detailPath(1, 7)).toBe('/part/detail/7');
    expect(detailPath(2, 7)).toBe('/component/detail/7');
  });
});
