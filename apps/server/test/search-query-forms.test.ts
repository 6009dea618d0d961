/**
 * Reading the forms engineers type (issue 15, query-forms.ts): each piece of a query and what it is read as,
 * without an index. The API tests (search-understanding.test.ts) prove what the readings find.
 */
import { bearingEquivalents, generateItems } from '@jianku/catalog';
import { describe, expect, it } from 'vitest';
import { type IndexCategory, SearchIndex } from '../src/modules/search/engine/index.ts';
import { readQuery } from '../src/modules/search/query-forms.ts';
import { indexWords, percentWord } from '../src/modules/search/search.text.ts';
import { resolveWords } from '../src/modules/search/search-query.ts';

const PART = 1;
const COMPONENT = 2;

const piece = (text: string, kind = COMPONENT) => {
  const pieces = readQuery([text], kind);
  expect(pieces).toHaveLength(1);
  return pieces[0]!;
};

describe('query forms', () => {
  it('percentages and ppm are one word, in the index and in the query', () => {
    expect(percentWord('1%')).toBe('1%');
    expect(percentWord('±1.0%')).toBe('1%');
    expect(percentWord('0.5%')).toBe('0.5%');
    expect(percentWord('100ppm/°C')).toBe('100ppm');
    expect(percentWord('50ppm/℃')).toBe('50ppm');
    expect(percentWord('25PPM/K')).toBe('25ppm');
    expect(percentWord('1/10W')).toBeNull();
    expect(indexWords('贴片电阻 10kΩ ±1% 0603 1/10W')).toContain('1%');
    expect(indexWords('TCR ±100 ppm/°C')).toContain('100ppm');
    expect(piece('7%').word).toBe('7%');
  });

  it('EIA value codes in the component library only: 104 = 100 nF or 100 kΩ, 1002 = 10 kΩ, 2R2 also 2.2 pF', () => {
    expect(piece('104').quantity).toEqual({
      tokens: ['q:F:1e-7', 'q:Ω:100000'],
      display: '100 nF 或 100 kΩ',
    });
    expect(piece('1002').quantity?.tokens).toEqual(['q:Ω:10000']);
    expect(piece('10R0').quantity?.tokens).toContain('q:Ω:10');
    expect(piece('2R2').quantity?.tokens).toContain('q:F:2.2e-12');
    expect(piece('4R7').quantity?.tokens).toContain('q:Ω:4.7');
    // a bolt search: 104 is not a value; chip sizes are not resistor codes
    expect(piece('104', PART).quantity).toBeUndefined();
    expect(piece('0603').quantity).toBeUndefined();
    expect(piece('1206').quantity).toBeUndefined();
  });

  it('metric chip sizes also match the inch size; tolerance letters beside a value', () => {
    expect(piece('1608M').alternatives).toEqual([{ text: '0603', asModel: false }]);
    expect(piece('0603').alternatives).toEqual([]);
    const [, f] = readQuery(['10k F 0603'], COMPONENT);
    expect(f?.word).toBe('1%');
    // "10 K" is ten kilo-ohms written with a space, not ±10 %
    const [, k] = readQuery(['10 K'], COMPONENT);
    expect(k?.word).toBeUndefined();
  });

  it('thread × length in every spelling is m8x30, with M8 as its broader form', () => {
    for (const t of ['M8x30', 'M8*30', 'M8×30', 'M8-30', 'm8X30']) {
      const p = piece(t, PART);
      expect(p.form.toLowerCase(), t).toBe('m8x30');
      expect(p.broader, t).toBe('M8');
    }
  });

  it('standard numbers are one piece with their equivalents; bearings with the other makers’ suffixes', () => {
    const [std, size] = readQuery(['GB/T 5782 M8x30'], PART);
    expect(std).toMatchObject({ text: 'GB/T 5782', word: 'gbt5782' });
    expect(std?.alternatives.map((a) => a.text)).toEqual(['iso4014', 'din931']);
    expect(size?.form).toBe('M8x30');
    expect(readQuery(['DIN 931'], PART)[0]?.alternatives.map((a) => a.text)).toContain('gbt5782');
    const rs1 = piece('6205-2RS1', PART);
    expect(rs1.alternatives.map((a) => a.text)).toContain('6205DDU');
    expect(rs1.broader).toBe('6205');
    // a bearing number and its suffix written apart are one designation (parts library only)
    const apart = readQuery(['6205 2RS'], PART);
    expect(apart.map((p) => p.text)).toEqual(['6205 2RS']);
    expect(apart[0]?.alternatives.map((a) => a.text)).toContain('6205LLU');
    expect(readQuery(['100 V'], COMPONENT).map((p) => p.text)).toEqual(['100', 'V']);
    expect(readQuery(['6205 8.8'], PART).map((p) => p.text)).toEqual(['6205', '8.8']);
    const old = piece('180205', PART);
    expect(old.alternatives.map((a) => a.text)).toContain('6205-2RS');
    expect(piece('蓝白锌', PART).alternatives.map((a) => a.text)).toContain('镀锌钝化');
    expect(piece('AISI', 4).optional).toBe(true);
    expect(piece('AISI316L', 4).form).toBe('316L');
  });
});

describe('bearing designations across makers, in an index of the catalogue', () => {
  it('6205-2RS1, 6205-2RSH, 180205 find the 6205s with two contact seals of every maker the 50 000 sample holds', () => {
    // the 6205 bearings of the catalogue sampled at 50 000 items (GB/T 272 and NSK spellings), in one category
    const bearings = [...generateItems({ size: 50_000 })].filter(
      (i) => i.kind === 1 && i.model.startsWith('6205'),
    );
    const index = new SearchIndex(
      PART,
      [{ id: 1, parentId: null, name: '深沟球轴承', params: [] }] as IndexCategory[],
      [],
    );
    for (const [n, b] of bearings.entries()) {
      index.add({
        id: n + 1,
        categoryId: 1,
        brandId: null,
        model: b.model,
        name: b.name,
        series: b.series,
        standard: b.standard ?? null,
        description: b.description,
        package: null,
        params: b.params,
        createdAt: n,
      });
    }
    index.finish();
    const norm = (m: string) => m.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    const found = (typed: string) => {
      const { words, impossible } = resolveWords(index, [typed], PART);
      expect(impossible, typed).toBe(false);
      const r = index.search({
        words,
        extra: [],
        filters: [],
        sort: 'relevance',
        offset: 0,
        limit: 100,
        facets: false,
      });
      return r.ids.map((id) => bearings[id - 1]!.model).sort();
    };
    const contact = bearingEquivalents('6205-2RS').map(norm);
    const held = bearings
      .map((b) => b.model)
      .filter((m) => contact.some((c) => norm(m).startsWith(c)))
      .sort();
    expect(held.some((m) => m.startsWith('6205-2RS'))).toBe(true);
    expect(held.some((m) => m.startsWith('6205DDU'))).toBe(true);
    for (const typed of ['6205-2RS1', '6205-2RSH', '6205DDU', '6205LLU', '180205'])
      expect(found(typed), typed).toEqual(held);
    // two shields: 2Z = ZZ = 80205
    const shields = bearings
      .map((b) => b.model)
      .filter((m) => /^6205(-2Z|ZZ)/.test(m))
      .sort();
    expect(shields.length).toBeGreaterThan(0);
    for (const typed of ['6205-2Z', '6205ZZ', '80205']) expect(found(typed), typed).toEqual(shields);
  }, 120_000);
});
