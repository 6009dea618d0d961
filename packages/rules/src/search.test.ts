import { describe, expect, it } from 'vitest';
import { SearchMessage } from './messages.ts';
import {
  addKeyword,
  backspaceOnEmpty,
  buildSearchQuery,
  checkSearch,
  cleanKeyword,
  decodeKeywordList,
  editTag,
  encodeKeywordList,
  normalizeUnitKeyword,
  validateKeywordList,
} from './search.ts';

const S = SearchMessage;
const tagsOf = (n: number) => Array.from({ length: n }, (_, i) => `k${i + 1}`);

describe('addKeyword (SPEC-5.18, SPEC-5.19, SPEC-5.21, SPEC-5.22, SPEC-3.49)', () => {
  const table: [string, string[], string, { tags: string[] } | { error: string }][] = [
    ['adds a trimmed keyword', ['a'], '  b  ', { tags: ['a', 'b'] }],
    ['empty text is ignored', ['a'], '', { tags: ['a'] }],
    ['blank text is ignored', ['a'], ' \t ', { tags: ['a'] }],
    ['duplicate', ['a', 'b'], 'b', { error: S.duplicateKeyword }],
    ['duplicate after trimming', ['a', 'b'], ' b ', { error: S.duplicateKeyword }],
    ['case differs: not a duplicate', ['nf'], 'NF', { tags: ['nf', 'NF'] }],
    ['10th tag is accepted', tagsOf(9), 'x', { tags: [...tagsOf(9), 'x'] }],
    ['11th tag is refused', tagsOf(10), 'x', { error: S.tooManyKeywords }],
    ['11th tag that is also a duplicate', tagsOf(10), 'k3', { error: S.duplicateKeyword }],
    ['empty text with 10 tags is still ignored', tagsOf(10), '', { tags: tagsOf(10) }],
    ['pipe is the list separator: becomes a space', [], 'a|b', { tags: ['a b'] }],
  ];
  it.each(table)('SPEC-5.18 SPEC-5.19 SPEC-5.21 %s', (_name, tags, text, expected) => {
    expect(addKeyword(tags, text)).toEqual(expected);
  });

  it.each([
    [128, 128],
    [129, 128],
    [300, 128],
  ])('SPEC-5.22 SPEC-3.49 a %i-character keyword is kept at %i characters', (length, kept) => {
    const result = addKeyword([], 'x'.repeat(length));
    expect(result).toEqual({ tags: ['x'.repeat(kept)] });
  });

  it('SPEC-5.22 the cap counts characters, not UTF-16 units', () => {
    const result = addKeyword([], `${'电'.repeat(127)}😀😀`);
    expect(result).toEqual({ tags: [`${'电'.repeat(127)}😀`] });
  });

  it('SPEC-5.18 does not modify the input array', () => {
    const tags = ['a'];
    addKeyword(tags, 'b');
    expect(tags).toEqual(['a']);
  });

  it.each([
    ['  abc  ', 'abc'],
    ['a|b|', 'a b'],
    [`${'x'.repeat(127)} y`, 'x'.repeat(127)], // cut then trimmed again
  ])('cleanKeyword(%j) → %j', (text, expected) => {
    expect(cleanKeyword(text)).toBe(expected);
  });
});

describe('checkSearch (SPEC-5.20, SPEC-5.23)', () => {
  const table: [string, string[], string, boolean, { keywords: string[] } | { error: string }][] = [
    ['no tags, no text', [], '', false, { error: S.emptySearch }],
    ['no tags, blank text', [], '   ', false, { error: S.emptySearch }],
    ['empty search allowed', [], '', true, { keywords: [] }],
    ['text only', [], ' 螺栓 ', false, { keywords: ['螺栓'] }],
    ['tags only', ['a'], '', false, { keywords: ['a'] }],
    ['tags and text', ['a'], 'b', false, { keywords: ['a', 'b'] }],
    ['text duplicates a tag', ['a'], 'a', false, { error: S.duplicateKeyword }],
    ['text would be the 11th', tagsOf(10), 'x', false, { error: S.tooManyKeywords }],
    ['10 tags and no text', tagsOf(10), '', false, { keywords: tagsOf(10) }],
  ];
  it.each(table)('SPEC-5.20 SPEC-5.23 %s', (_name, tags, text, allowEmpty, expected) => {
    expect(checkSearch(tags, text, allowEmpty)).toEqual(expected);
  });
});

describe('tag editing (SPEC-4.50, SPEC-4.51)', () => {
  it.each([
    [[], { tags: [], text: '' }],
    [['a'], { tags: [], text: '' }],
    [['a', 'bolt'], { tags: ['a'], text: 'bol' }],
    [['电阻器'], { tags: [], text: '电阻' }],
    [['x😀'], { tags: [], text: 'x' }],
  ])('SPEC-4.50 backspace on empty input with %j → %o', (tags, expected) => {
    expect(backspaceOnEmpty(tags)).toEqual(expected);
  });

  const table: [string, string[], number, string, { tags: string[]; text: string }][] = [
    ['moves the clicked tag into the input', ['a', 'b', 'c'], 1, '', { tags: ['a', 'c'], text: 'b' }],
    ['pending text takes the clicked place', ['a', 'b', 'c'], 1, ' d ', { tags: ['a', 'd', 'c'], text: 'b' }],
    ['pending text already a tag is not repeated', ['a', 'b'], 1, 'a', { tags: ['a'], text: 'b' }],
    ['pending text equal to the clicked tag', ['a', 'b'], 0, 'a', { tags: ['b'], text: 'a' }],
    ['index out of range leaves all as is', ['a'], 3, 'z', { tags: ['a'], text: 'z' }],
    ['negative index leaves all as is', ['a'], -1, 'z', { tags: ['a'], text: 'z' }],
    ['full list: room for the pending text', tagsOf(10), 9, 'x', { tags: [...tagsOf(9), 'x'], text: 'k10' }],
  ];
  it.each(table)('SPEC-4.51 %s', (_name, tags, index, text, expected) => {
    expect(editTag(tags, index, text)).toEqual(expected);
  });
});

describe('keyword lists in the query (SPEC-2.04)', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['100nF', '0805'], '100nF|0805'],
    [[' a ', '', 'b'], 'a|b'],
    [['a|b'], 'a b'],
  ])('SPEC-2.04 encode %j → %j', (list, value) => {
    expect(encodeKeywordList(list)).toBe(value);
  });

  it.each([
    [null, []],
    [undefined, []],
    ['', []],
    ['|', []],
    ['a', ['a']],
    ['100nF|0805', ['100nF', '0805']],
    [' a | |b|a', ['a', 'b']],
  ])('SPEC-2.04 decode %j → %j', (value, list) => {
    expect(decodeKeywordList(value)).toEqual(list);
  });

  it('SPEC-2.04 round trip', () => {
    const list = ['M8 螺栓', '100nF', 'GB/T 5782'];
    expect(decodeKeywordList(encodeKeywordList(list))).toEqual(list);
  });

  it.each([
    [[], null],
    [tagsOf(10), null],
    [tagsOf(11), S.tooManyKeywords],
    [['a', 'a'], S.duplicateKeyword],
    [['x'.repeat(128)], null],
    [['x'.repeat(129)], S.keywordTooLong],
  ])('SPEC-5.18 SPEC-5.19 SPEC-5.22 server-side list check %#', (list, expected) => {
    expect(validateKeywordList(list)).toBe(expected);
  });
});

describe('unit normalisation (SPEC-5.24)', () => {
  const table: [string, string | null][] = [
    // capacitance
    ['100NF', '100nF'],
    ['100nf', '100nF'],
    ['100Nf', '100nF'],
    ['100nF', null], // already canonical
    ['0.1uf', '0.1μF'],
    ['0.1uF', '0.1μF'],
    ['0.1UF', '0.1μF'],
    ['0.1µF', '0.1μF'], // micro sign → Greek mu
    ['0.1μf', '0.1μF'],
    ['0.1μF', null],
    ['22PF', '22pF'],
    ['2.2mf', '2.2mF'],
    ['2.2MF', '2.2mF'], // case-insensitive: MF is mF, not megafarad
    ['1f', '1F'],
    ['1F', null],
    ['.47uf', '.47μF'],
    ['100 nf', '100nF'],
    // inductance
    ['10UH', '10μH'],
    ['10uh', '10μH'],
    ['4.7NH', '4.7nH'],
    ['1MH', '1mH'],
    ['1h', '1H'],
    ['1H', null],
    // inside a longer keyword
    ['100NF 50V X7R', '100nF 50V X7R'],
    ['电容100NF', '电容100nF'],
    ['100nf/10uh', '100nF/10μH'],
    // not a unit after a number
    ['F', null],
    ['nF', null],
    ['UF', null],
    ['MOSFET', null],
    ['FH', null],
    ['16MHz', null],
    ['GRM188R71H104KA93D', null],
    ['X100NF', null],
    ['100NFC', null],
    ['1.2.3uf', null],
    ['0805', null],
    ['', null],
  ];
  it.each(table)('SPEC-5.24 %j → %j', (text, expected) => {
    expect(normalizeUnitKeyword(text)).toBe(expected);
  });

  it.each([
    [['100NF'], { keyWords: '100NF', notAnalyzerKeyWords: '100nF' }],
    [['100nF'], { keyWords: '100nF', notAnalyzerKeyWords: '' }],
    [['0.1uf', '10UH', '0805'], { keyWords: '0.1uf|10UH|0805', notAnalyzerKeyWords: '0.1μF|10μH' }],
    [['100NF', '100nf'], { keyWords: '100NF|100nf', notAnalyzerKeyWords: '100nF' }],
    [['100NF', '100nF'], { keyWords: '100NF|100nF', notAnalyzerKeyWords: '' }],
    [[], { keyWords: '', notAnalyzerKeyWords: '' }],
  ])('SPEC-5.24 SPEC-2.04 query of %j', (keywords, expected) => {
    expect(buildSearchQuery(keywords)).toEqual(expected);
  });
});
