import { describe, expect, it } from 'vitest';
import { firstPageOf } from './first-page.ts';

describe('firstPageOf: the results and item pages fetched ahead (issue 17)', () => {
  it('reads a library results page, also in plugin mode', () => {
    expect(firstPageOf('/part/search')).toEqual({ kind: 'search', library: 'part' });
    expect(firstPageOf('/plugin/component/search')).toEqual({ kind: 'search', library: 'component' });
    expect(firstPageOf('/mat/search')).toEqual({ kind: 'search', library: 'mat' });
  });

  it('reads an item page with its id', () => {
    expect(firstPageOf('/part/detail/3')).toEqual({ kind: 'item', library: 'part', id: 3 });
    expect(firstPageOf('/plugin/mat/detail/1234567890123456')).toEqual({
      kind: 'item',
      library: 'mat',
      id: 1234567890123456,
    });
  });

  it('anything else is no first page: other pages, bad ids, unknown libraries, trailing parts', () => {
    for (const path of [
      '/',
      '/home',
      '/part',
      '/part/category/3',
      '/part/search/x',
      '/part/detail/0',
      '/part/detail/01',
      '/part/detail/-1',
      '/part/detail/abc',
      '/part/detail/12345678901234567',
      '/part/detail/9999999999999999',
      '/tools/search',
      '/plugin/plugin/part/search',
      '/part/detail/3/',
    ]) {
      expect(firstPageOf(path), path).toBeNull();
    }
  });
});
