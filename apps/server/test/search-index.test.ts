/**
 * The search index engine on its own (no database): parameter facets from aggregates, name/newest/relevance
 * pages, merged runs and cached intersections of frequent words, numeric facets from value orders, category-only
 * queries, cached words and suggestion counts, each following adds and removes after the build.
 */
import { describe, expect, it } from 'vitest';
import { type IndexCategory, type IndexQuery, SearchIndex } from '../src/modules/search/engine/index.ts';

describe('search index aggregates', () => {
  const cats = [
    {
      id: 1,
      parentId: null,
      name: '电阻',
      params: [
        { key: 'r', name: '阻值', type: 'numeric', unit: 'Ω', dimension: 'resistance', filterable: true },
        {
          key: 't',
          name: '工艺',
          type: 'enum',
          unit: '',
          dimension: 'none',
          filterable: true,
          options: ['厚膜', '薄膜'],
        },
      ],
    },
  ] as unknown as IndexCategory[];
  const item = (id: number, r: number, t: string) => ({
    id,
    categoryId: 1,
    brandId: null,
    model: `R${id}`,
    name: '贴片电阻',
    series: '',
    standard: null,
    description: '',
    package: null,
    params: { r: { display: `${r}Ω`, si: r, unit: 'Ω' }, t: { display: t, si: null, unit: '' } },
    createdAt: id,
  });
  const query = (words: IndexQuery['words']): IndexQuery => ({
    words,
    extra: [],
    filters: [],
    sort: 'relevance',
    offset: 0,
    limit: 10,
    facets: true,
  });

  it('parameter facets of a whole category come from aggregates that follow adds and removes', () => {
    const index = new SearchIndex(2, cats, []);
    for (let id = 1; id <= 6; id++) index.add(item(id, id * 10, id % 2 ? '厚膜' : '薄膜'));
    index.finish();
    index.remove(6);
    index.remove(1);
    index.add(item(7, 5, '薄膜'));
    index.add(item(3, 1000, '薄膜'));
    const word = index.resolveWord('电阻');
    expect(word).not.toBeNull();
    const whole = index.search(query([word as NonNullable<typeof word>]));
    expect(whole.total).toBe(5);
    const [r, t] = whole.params;
    expect([r?.min, r?.max]).toEqual([5, 1000]);
    expect(t?.values).toEqual([
      { value: '厚膜', count: 1 },
      { value: '薄膜', count: 4 },
    ]);
    // a part of the category: counted over its matches
    const part = index.search({
      ...query([word as NonNullable<typeof word>]),
      filters: [{ key: 't', type: 'enum', values: ['薄膜'] }],
    });
    expect(part.total).toBe(4);
    expect([part.params[0]?.min, part.params[0]?.max]).toEqual([5, 1000]);
  });

  it('name and newest pages of many matches follow the build order and merge later additions', () => {
    const index = new SearchIndex(2, cats, []);
    const items = Array.from({ length: 200 }, (_, i) => ({
      ...item(i + 1, 10, '厚膜'),
      model: `R${(i * 37) % 50}`,
      createdAt: (i * 13) % 40,
    }));
    for (const it of items) index.add(it);
    index.finish();
    for (const id of [5, 77, 150]) index.remove(id);
    const later = [
      { ...item(300, 10, '厚膜'), model: 'R0a', createdAt: 100 },
      { ...item(9, 10, '厚膜'), model: 'R1a', createdAt: 39 },
      // two more in the gap of R0a, added out of model order: their models, not their ids, order them
      { ...item(301, 10, '厚膜'), model: 'R0c', createdAt: 101 },
      { ...item(302, 10, '厚膜'), model: 'R0b', createdAt: 102 },
    ];
    for (const it of later) index.add(it);
    const live = [...items.filter((it) => ![5, 77, 150, 9].includes(it.id)), ...later];
    const word = index.resolveWord('电阻') as NonNullable<ReturnType<SearchIndex['resolveWord']>>;
    const byName = [...live].sort((a, b) => (a.model < b.model ? -1 : a.model > b.model ? 1 : a.id - b.id));
    const byNewest = [...live].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    for (const [sort, expected] of [
      ['name', byName],
      ['newest', byNewest],
    ] as const) {
      for (const offset of [0, 10, 190]) {
        const page = index.search({ ...query([word]), sort, offset, limit: 10 });
        expect(page.ids).toEqual(expected.slice(offset, offset + 10).map((it) => it.id));
      }
    }
  });

  it('relevance pages (score desc, then id) with ties, removals and later additions', () => {
    const index = new SearchIndex(2, cats, []);
    const named = (id: number) => ({ ...item(id, 10, '厚膜'), name: id % 3 === 0 ? '贴片电阻' : 'chip' });
    for (let id = 1; id <= 200; id++) index.add(named(id));
    index.finish();
    for (const id of [6, 7, 150]) index.remove(id);
    for (const id of [300, 9, 4]) index.add(named(id));
    const live = [
      ...Array.from({ length: 200 }, (_, i) => i + 1).filter((id) => ![6, 7, 150].includes(id)),
      300,
    ];
    const expected = live.sort((a, b) => (b % 3 === 0 ? 1 : 0) - (a % 3 === 0 ? 1 : 0) || a - b);
    const word = index.resolveWord('电阻') as NonNullable<ReturnType<SearchIndex['resolveWord']>>;
    for (const offset of [0, 60, 65, 190]) {
      const page = index.search({ ...query([word]), offset, limit: 10 });
      expect(page.ids).toEqual(expected.slice(offset, offset + 10));
    }
  });

  it('merged runs of frequent words give the same pages, totals and facets as scoring each source', () => {
    // the same items in an index that merges every word (mergeMin 1) and in one that never does
    const make = (mergeMin: number) => {
      const index = new SearchIndex(2, cats, [{ id: 7, nameZh: '国巨', nameEn: 'YAGEO' }], 16, { mergeMin });
      for (let id = 1; id <= 300; id++) {
        index.add({
          ...item(id, (id % 17) * 10, id % 3 ? '厚膜' : '薄膜'),
          brandId: id % 4 ? 7 : null,
          model: `RC${String(id % 40).padStart(2, '0')}-${id}`,
          name: id % 5 ? '贴片电阻 thick' : 'chip',
          description: id % 2 ? 'reel' : '',
        });
      }
      index.finish();
      for (const id of [3, 50, 51, 299]) index.remove(id);
      index.add({ ...item(400, 5, '薄膜'), model: 'RC01-400', description: 'reel' });
      index.add({ ...item(50, 70, '厚膜'), model: 'RC02-50', name: 'chip 电阻' });
      return index;
    };
    const merged = make(1);
    const plain = make(Number.POSITIVE_INFINITY);
    const texts = [
      ['电阻'],
      ['reel'],
      ['rc0'],
      ['电阻', 'reel'],
      ['贴片', 'rc1'],
      ['yageo'],
      ['chip', '电阻'],
    ];
    for (const words of texts) {
      for (const sort of ['relevance', 'name', 'newest'] as const) {
        for (const offset of [0, 10, 150]) {
          const run = (index: SearchIndex) => {
            const resolved = words.map((w) => index.resolveWord(w, { modelText: w }));
            expect(
              resolved.every((w) => w !== null),
              words.join(' '),
            ).toBe(true);
            const extra = [index.resolveWord('reel')].filter((w) => w !== null);
            return [
              index.search({ ...query(resolved as IndexQuery['words']), sort, offset }),
              index.search({ ...query(resolved as IndexQuery['words']), sort, offset, extra }),
            ];
          };
          expect(run(merged), `${words.join(' ')} ${sort} ${offset}`).toEqual(run(plain));
        }
      }
    }
    // a word searched alone again reuses its counts; a removal since is seen
    for (const index of [merged, plain]) index.remove(10);
    for (const offset of [0, 20]) {
      const page = (index: SearchIndex) =>
        index.search({
          ...query([index.resolveWord('电阻') as NonNullable<ReturnType<SearchIndex['resolveWord']>>]),
          offset,
        });
      expect(page(merged)).toEqual(page(plain));
      expect(page(merged).ids).not.toContain(10);
    }
    // a later addition is seen by the next query of a merged word
    const before = merged.search(
      query([merged.resolveWord('reel') as NonNullable<ReturnType<SearchIndex['resolveWord']>>]),
    ).total;
    merged.add({ ...item(401, 5, '薄膜'), description: 'reel' });
    const after = merged.search(
      query([merged.resolveWord('reel') as NonNullable<ReturnType<SearchIndex['resolveWord']>>]),
    ).total;
    expect(after).toBe(before + 1);
  });

  it('frequent words together: their cached intersection gives what scoring each word does, across filters, removals and additions', () => {
    const make = (mergeMin: number) => {
      const index = new SearchIndex(2, cats, [{ id: 7, nameZh: '国巨', nameEn: 'YAGEO' }], 16, { mergeMin });
      for (let id = 1; id <= 300; id++) {
        index.add({
          ...item(id, (id % 17) * 10, id % 3 ? '厚膜' : '薄膜'),
          brandId: id % 4 ? 7 : null,
          name: id % 5 ? '贴片电阻 thick' : 'chip 电阻',
          description: id % 2 ? 'reel' : '',
        });
      }
      index.finish();
      return index;
    };
    const merged = make(1);
    const plain = make(Number.POSITIVE_INFINITY);
    const run = (index: SearchIndex, filters: IndexQuery['filters'] = []) =>
      index.search({
        ...query(['贴片', '电阻', 'reel'].map((w) => index.resolveWord(w)) as IndexQuery['words']),
        filters,
      });
    const thin: IndexQuery['filters'] = [{ key: 't', type: 'enum', values: ['薄膜'] }];
    // the second query of the same words takes the cached intersection
    for (let round = 0; round < 2; round++) {
      expect(run(merged)).toEqual(run(plain));
      expect(run(merged, thin)).toEqual(run(plain, thin));
    }
    expect(run(merged).total).toBeGreaterThan(50);
    expect(run(merged, thin).total).toBeGreaterThan(10);
    for (const index of [merged, plain]) index.remove(11);
    expect(run(merged).ids).not.toContain(11);
    expect(run(merged)).toEqual(run(plain));
    const before = run(merged, thin).total;
    for (const index of [merged, plain])
      index.add({ ...item(500, 5, '薄膜'), name: '贴片电阻', description: 'reel' });
    expect(run(merged).total).toBe(run(plain).total);
    expect(run(merged, thin)).toEqual(run(plain, thin));
    expect(run(merged, thin).total).toBe(before + 1);
  });

  it('cached runs, intersections, reused counts and suggestion phrases follow random adds, changes and removals: every answer equals a fresh index of the live items', () => {
    type Item = Omit<ReturnType<typeof item>, 'brandId'> & { brandId: number | null };
    const brands = [
      { id: 7, nameZh: '国巨', nameEn: 'YAGEO' },
      { id: 8, nameZh: '风华', nameEn: 'FH' },
    ];
    const names = ['贴片电阻 thick', 'chip 电阻', '贴片电阻', 'thin chip', '厚膜电阻 reel'];
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const make = (id: number): Item => ({
      ...item(id, Math.floor(random() * 20) * 10, random() < 0.5 ? '厚膜' : '薄膜'),
      brandId: random() < 0.2 ? null : random() < 0.5 ? 7 : 8,
      model: `RC${Math.floor(random() * 30)}-${id}`,
      name: names[Math.floor(random() * names.length)] as string,
      description: random() < 0.5 ? 'reel' : 'tray',
    });
    const live = new Map<number, Item>();
    for (let id = 1; id <= 400; id++) live.set(id, make(id));
    const cached = new SearchIndex(2, cats, brands, 16, { mergeMin: 1 });
    for (const it of live.values()) cached.add(it);
    cached.finish();
    const texts = [
      ['电阻'],
      ['reel'],
      ['贴片', '电阻'],
      ['电阻', 'reel'],
      ['chip'],
      ['rc1'],
      ['thick', 'tray'],
    ];
    const asked = (index: SearchIndex) => {
      const out: Array<ReturnType<SearchIndex['search']> | null> = [];
      for (const words of texts) {
        const resolved = words.map((w) => index.resolveWord(w, { modelText: w }));
        if (resolved.some((w) => w === null)) {
          out.push(null, null, null, null, null);
          continue;
        }
        const q = query(resolved as IndexQuery['words']);
        for (const sort of ['relevance', 'name', 'newest'] as const) out.push(index.search({ ...q, sort }));
        out.push(index.search({ ...q, brandId: 8 }));
        out.push(index.search({ ...q, filters: [{ key: 't', type: 'enum', values: ['薄膜'] }] }));
      }
      // a word no live item holds answers as an unknown word does
      const answers = out.map((r) => (r !== null && (r as { total: number }).total === 0 ? null : r));
      // the suggestion phrases with their counts (all of them, so that ties cannot pick others)
      const phrases = [...index.suggestPhrases('电阻', 50)].sort();
      return [...answers, index.suggestModels('rc1', 8), phrases];
    };
    let nextId = 401;
    for (let step = 1; step <= 300; step++) {
      const ids = [...live.keys()];
      const id = ids[Math.floor(random() * ids.length)] as number;
      const op = random();
      if (op < 0.3) {
        const added = make(nextId++);
        live.set(added.id, added);
        cached.add(added);
      } else if (op < 0.7) {
        const changed = { ...make(id), createdAt: (live.get(id) as Item).createdAt };
        live.set(id, changed);
        cached.add(changed);
      } else {
        live.delete(id);
        cached.remove(id);
      }
      asked(cached); // the cached runs follow each write as it comes
      if (step % 25 !== 0) continue;
      const fresh = new SearchIndex(2, cats, brands, 16);
      for (const it of [...live.values()].sort((a, b) => a.id - b.id)) fresh.add(it);
      fresh.finish();
      expect(asked(cached), `after ${step} writes`).toEqual(asked(fresh));
    }
  });

  it('numeric facets of many matches from the value orders equal reading every match (ranges, removals, additions)', () => {
    // the same items in an index that orders every category's numeric columns (orderMin 1) and one that never does
    const make = (orderMin: number) => {
      const index = new SearchIndex(2, cats, [], 16, { orderMin });
      for (let id = 1; id <= 400; id++) {
        const it = item(id, ((id * 37) % 101) * 10, id % 3 ? '厚膜' : '薄膜');
        // some items have no value (absent, NaN in the column)
        if (id % 11 === 0) index.add({ ...it, params: { t: it.params.t } });
        else index.add({ ...it, name: id % 5 ? '贴片电阻 thick' : 'chip' });
      }
      index.finish();
      for (const id of [7, 100, 101, 398]) index.remove(id);
      index.add(item(500, 5000, '薄膜'));
      index.add(item(7, 1, '厚膜'));
      return index;
    };
    const ordered = make(1);
    const plain = make(Number.POSITIVE_INFINITY);
    const filterSets: IndexQuery['filters'][] = [
      [],
      [{ key: 't', type: 'enum', values: ['薄膜'] }],
      [{ key: 'r', type: 'range', min: 200, max: 700 }],
      [{ key: 'r', type: 'range', min: 990, max: Number.POSITIVE_INFINITY }],
      [{ key: 'r', type: 'range', min: 5000, max: 6000 }],
      [
        { key: 'r', type: 'range', min: 0, max: 300 },
        { key: 't', type: 'enum', values: ['厚膜'] },
      ],
    ];
    let compared = 0;
    for (const texts of [['电阻'], ['thick'], ['chip']]) {
      for (const filters of filterSets) {
        const run = (index: SearchIndex) =>
          index.search({
            ...query(texts.map((w) => index.resolveWord(w)) as IndexQuery['words']),
            filters,
            facetCategoryId: 1,
          });
        const a = run(ordered);
        const b = run(plain);
        expect(a, `${texts} ${JSON.stringify(filters)}`).toEqual(b);
        if (a.total > 0) compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
    // the walk finds the min and max of a range inside the column's span
    const mid = ordered.search({
      ...query([ordered.resolveWord('电阻') as NonNullable<ReturnType<SearchIndex['resolveWord']>>]),
      filters: [{ key: 'r', type: 'range', min: 200, max: 700 }],
      facetCategoryId: 1,
    });
    expect([mid.params[0]?.min, mid.params[0]?.max]).toEqual([200, 700]);
  });

  it('a query of one category and filters only (read by column position) agrees with the same matches found by a word', () => {
    const index = new SearchIndex(2, cats, [{ id: 7, nameZh: '国巨', nameEn: 'YAGEO' }], 16, { orderMin: 1 });
    for (let id = 1; id <= 300; id++)
      index.add({
        ...item(id, ((id * 13) % 37) * 100, id % 4 ? '厚膜' : '薄膜'),
        brandId: id % 3 ? 7 : null,
      });
    index.finish();
    for (const id of [2, 40, 41]) index.remove(id);
    index.add({ ...item(400, 700, '薄膜'), brandId: 7 });
    index.add({ ...item(40, 100, '厚膜') });
    // every item of the category holds the category's name as a word
    const all = index.resolveWord('电阻') as NonNullable<ReturnType<SearchIndex['resolveWord']>>;
    for (const filters of [
      [],
      [{ key: 't', type: 'enum', values: ['薄膜'] }],
      [{ key: 'r', type: 'range', min: 500, max: 2000 }],
      [
        { key: 'r', type: 'range', min: 0, max: 900 },
        { key: 't', type: 'enum', values: ['厚膜'] },
      ],
    ] as IndexQuery['filters'][]) {
      for (const offset of [0, 30, 290]) {
        const base = { ...query([]), filters, facetCategoryId: 1, sort: 'name' as const, offset };
        const scoped = index.search({ ...base, categoryIds: [1] });
        const byWord = index.search({ ...base, words: [all] });
        expect(scoped, JSON.stringify(filters)).toEqual(byWord);
        if (offset === 0) expect(scoped.total).toBeGreaterThan(0);
        // by relevance every score is 0: the page is in id order
        const rel = index.search({ ...base, sort: 'relevance', categoryIds: [1] });
        expect(rel.total).toBe(scoped.total);
        expect(rel.ids).toEqual([...rel.ids].sort((x, y) => x - y));
      }
    }
  });

  it('words cached while building (names, series, standards, packages, description clauses, text values) match as the words of items added after the build do', () => {
    const texts = (id: number) => ({
      ...item(id, 100 * id, id % 2 ? '厚膜' : '薄膜'),
      name: id % 3 ? '贴片电阻' : 'MELF 电阻',
      series: id % 2 ? 'RC' : 'RT',
      standard: id % 5 ? null : 'GB/T 5782-2016',
      package: id % 2 ? '0603' : '1206',
      description: `厚膜贴片电阻 ${id % 2 ? 'RC' : 'RT'} 系列，${id}Ω ±1%，封装 ${id % 2 ? '0603' : '1206'}，额定功率 1/10 W；来源：YAGEO RC series datasheet, ordering information。`,
    });
    const words = [
      '贴片',
      'melf',
      'rc',
      'rt',
      'gb5782',
      'gbt5782',
      '0603',
      '1206',
      '薄膜',
      '系列',
      '额定功率',
      'datasheet',
      'ordering',
      '17',
      'yageo',
    ];
    const matches = (index: SearchIndex) =>
      words.map((w) => {
        const word = index.resolveWord(w);
        return word ? index.search({ ...query([word]), limit: 1000 }).ids.sort((a, b) => a - b) : [];
      });
    // built: every item before finish(), through the cache (tiny, so that it starts again many times)
    const built = new SearchIndex(2, cats, [], 16, { termCacheMax: 7 });
    for (let id = 1; id <= 120; id++) built.add(texts(id));
    built.finish();
    // added: every item after finish(), each text's words looked up anew
    const added = new SearchIndex(2, cats, []);
    added.finish();
    for (let id = 1; id <= 120; id++) added.add(texts(id));
    const fromBuild = matches(built);
    expect(fromBuild).toEqual(matches(added));
    expect(words.filter((_, k) => fromBuild[k]?.length === 0)).toEqual([]);
    expect(fromBuild[words.indexOf('gb5782')]).toEqual([
      5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100, 105, 110, 115, 120,
    ]);
    expect(fromBuild[words.indexOf('17')]).toEqual([17]);
  });

  it('suggestion phrases count the items of the build and the items added after it', () => {
    const index = new SearchIndex(1, cats, []);
    const bolt = (id: number, model: string, standard: string) => ({
      ...item(id, 10, '厚膜'),
      model,
      name: `六角头螺栓 ${model}`,
      standard,
    });
    index.add(bolt(1, 'M8', 'GB/T 5782-2016'));
    index.add(bolt(2, 'M10', 'GB/T 5782-2016'));
    index.add(bolt(3, 'M8', 'GB/T 5783-2016'));
    index.finish();
    expect(index.suggestPhrases('螺栓', 5)).toEqual([
      ['六角头螺栓', 3, 0],
      ['六角头螺栓 GB/T 5782', 2, 1],
      ['六角头螺栓 GB/T 5783', 1, 1],
      ['六角头螺栓 M8', 2, 3],
      ['六角头螺栓 M10', 1, 3],
    ]);
    index.add({ ...bolt(4, 'M12', 'GB/T 5785-2016'), name: '细牙六角头螺栓 M12' });
    const after = index.suggestPhrases('螺栓', 5).map((p) => p[0]);
    expect(after).toContain('细牙六角头螺栓');
    expect(after).toContain('细牙六角头螺栓 GB/T 5785');
    expect(index.suggestPhrases('六角头螺栓 GB', 5).map((p) => p[0])).toEqual([
      '六角头螺栓 GB/T 5782',
      '六角头螺栓 GB/T 5783',
    ]);
  });

  it('suggestion phrases follow updates and removals: re-adding an item counts it once, removing it uncounts it, before and after the build', () => {
    const bolt = (id: number, model: string, standard: string) => ({
      ...item(id, 10, '厚膜'),
      model,
      name: `六角头螺栓 ${model}`,
      standard,
    });
    const items = [
      bolt(1, 'M8', 'GB/T 5782-2016'),
      bolt(2, 'M10', 'GB/T 5782-2016'),
      bolt(3, 'M8', 'GB/T 5783-2016'),
      bolt(4, 'M12', 'GB/T 5783-2016'),
    ];
    const fresh = (live: typeof items) => {
      const index = new SearchIndex(1, cats, []);
      for (const it of live) index.add(it);
      index.finish();
      return index.suggestPhrases('螺栓', 10);
    };
    const index = new SearchIndex(1, cats, []);
    for (const it of items) index.add(it);
    index.remove(4); // before the build: its key is uncounted from the build's counts
    index.finish();
    expect(index.suggestPhrases('螺栓', 10)).toEqual(fresh(items.slice(0, 3)));
    // the change log's look-back re-adds items already in the index: the counts stay
    for (const it of items.slice(0, 3)) index.add(it);
    for (const it of items.slice(0, 3)) index.add(it);
    // one entry per phrase, the build's items and the ones added after it counted together
    const counts = (list: Array<[string, number, number]>) => [...list].sort();
    expect(counts(index.suggestPhrases('螺栓', 10))).toEqual(counts(fresh(items.slice(0, 3))));
    index.add(items[1] as (typeof items)[0]);
    expect(index.suggestPhrases('螺栓', 10)).toEqual(fresh(items.slice(0, 3)));
    // an update that changes the standard moves the item from one phrase to the other
    index.add(bolt(1, 'M8', 'GB/T 5783-2016'));
    expect(counts(index.suggestPhrases('螺栓', 10))).toEqual(
      counts(fresh([bolt(1, 'M8', 'GB/T 5783-2016'), ...items.slice(1, 3)])),
    );
    // removals of a build slot and of an added slot; a phrase no item carries any more is not suggested
    index.remove(2);
    index.remove(1);
    expect(counts(index.suggestPhrases('螺栓', 10))).toEqual(counts(fresh([items[2] as (typeof items)[0]])));
    expect(index.suggestPhrases('螺栓', 10).map((p) => p[0])).not.toContain('六角头螺栓 GB/T 5782');
    index.remove(3);
    expect(index.suggestPhrases('螺栓', 10)).toEqual([]);
  });

  it('a query of more than 255 words counts its words right', () => {
    const index = new SearchIndex(2, cats, []);
    index.add(item(1, 10, '厚膜'));
    index.finish();
    const word = index.resolveWord('电阻') as NonNullable<ReturnType<SearchIndex['resolveWord']>>;
    const words = Array.from({ length: 300 }, () => ({ ...word, sources: [...word.sources] }));
    expect(index.search(query(words)).total).toBe(1);
  });
});
