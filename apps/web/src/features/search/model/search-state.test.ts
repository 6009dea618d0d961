import { describe, expect, it } from 'vitest';
import {
  CLEAR_FILTERS,
  describeFilter,
  hasFilters,
  parseRangeExpression,
  rangeExpression,
  readSearchState,
  toApiQuery,
  writeSearchState,
} from './search-state.ts';

const q = (s: string) => new URLSearchParams(s);

describe('search state in the address', () => {
  it('SPEC-2.04 reads keyWords, notAnalyzerKeyWords, filters, sort and page, and builds the API query', () => {
    const state = readSearchState(
      q(
        'keyWords=0.1uF|0603&notAnalyzerKeyWords=0.1μF&categoryId=7&sort=name&page=3&p.capacitance=10nF~1uF&p.dielectric=X7R|X5R&p.=x',
      ),
    );
    expect(state).toMatchObject({
      keywords: ['0.1uF', '0603'],
      extras: ['0.1μF'],
      categoryId: 7,
      brandId: null,
      sort: 'name',
      page: 3,
      pageSize: 20,
      params: { capacitance: '10nF~1uF', dielectric: 'X7R|X5R' },
    });
    expect(toApiQuery(2, state)).toEqual({
      kind: 2,
      keyWords: '0.1uF|0603',
      notAnalyzerKeyWords: '0.1μF',
      categoryId: 7,
      sort: 'name',
      page: 3,
      pageSize: 20,
      'p.capacitance': '10nF~1uF',
      'p.dielectric': 'X7R|X5R',
    });
    // Nonsense falls back to the defaults.
    expect(readSearchState(q('sort=cheap&page=-2&pageSize=7'))).toMatchObject({
      sort: 'relevance',
      page: 1,
      pageSize: 20,
    });
  });

  it('SPEC-2.04 a change returns to page 1, a new category drops the parameter filters, defaults stay out', () => {
    const current = q('keyWords=a&page=4&p.voltage=25V~');
    expect(writeSearchState(current, { page: 5 }).toString()).toBe('keyWords=a&page=5&p.voltage=25V%7E');
    expect(writeSearchState(current, { sort: 'newest' }).toString()).toBe(
      'keyWords=a&p.voltage=25V%7E&sort=newest',
    );
    expect(writeSearchState(current, { categoryId: 9 }).toString()).toBe('keyWords=a&categoryId=9');
    expect(writeSearchState(current, { params: { voltage: null, tolerance: '1%' } }).toString()).toBe(
      'keyWords=a&p.tolerance=1%25',
    );
  });

  it('SPEC-2.04 package, lifecycle and mounting lists (issue 15): read, sent as the API takes them, written back, kept across a new category', () => {
    const state = readSearchState(
      q('keyWords=a&mounting=smd|tht&package=0603| 0805 |0603|&lifecycle=active'),
    );
    expect(state).toMatchObject({
      mountings: ['smd', 'tht'],
      packages: ['0603', '0805'],
      lifecycles: ['active'],
    });
    expect(hasFilters(state)).toBe(true);
    expect(toApiQuery(2, state)).toMatchObject({
      mounting: 'smd|tht',
      package: '0603|0805',
      lifecycle: 'active',
    });
    const current = q('keyWords=a&page=2&package=0603');
    expect(writeSearchState(current, { mountings: ['tht'] }).toString()).toBe(
      'keyWords=a&package=0603&mounting=tht',
    );
    expect(writeSearchState(current, { packages: [] }).toString()).toBe('keyWords=a');
    expect(writeSearchState(current, { categoryId: 9 }).toString()).toBe(
      'keyWords=a&package=0603&categoryId=9',
    );
    expect(
      writeSearchState(
        q('keyWords=a&mounting=smd&package=0603&lifecycle=eol&brandId=2&p.x=1'),
        CLEAR_FILTERS,
      ).toString(),
    ).toBe('keyWords=a');
    expect(hasFilters(readSearchState(q('keyWords=a')))).toBe(false);
  });

  it('range expressions: both bounds, at least, at most, equal', () => {
    expect(rangeExpression({ min: ' 10uF ', max: '100uF' })).toBe('10uF~100uF');
    expect(rangeExpression({ min: '25V', max: '' })).toBe('25V~');
    expect(rangeExpression({ min: '', max: '1uF' })).toBe('~1uF');
    expect(rangeExpression({ min: '', max: '' })).toBe('');
    expect(parseRangeExpression('10uF~100uF')).toEqual({ min: '10uF', max: '100uF' });
    expect(parseRangeExpression('≥25V')).toEqual({ min: '25V', max: '' });
    expect(parseRangeExpression('<=1uF')).toEqual({ min: '', max: '1uF' });
    expect(parseRangeExpression('100nF')).toEqual({ min: '100nF', max: '100nF' });
    expect(describeFilter('numeric', '25V~')).toBe('≥ 25V');
    expect(describeFilter('enum', 'X7R|X5R')).toBe('X7R / X5R');
  });
});
