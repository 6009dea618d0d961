/**
 * The search engine's snapshot sections (engine/snapshot-index.ts over engine/snapshot-file.ts) on their own,
 * no database: an index with every kind of state (the build's postings and orders, value orders of large
 * categories, items added and removed after the build, their phrases and aggregates) written to a real file
 * and read back answers every query and suggestion as the original, and keeps doing so as both take the same
 * further changes. Small tuning values (mergeMin, orderMin) reach the paths a million items take.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type IndexBrand,
  type IndexCategory,
  type IndexItem,
  type IndexQuery,
  type IndexResult,
  SearchIndex,
} from '../src/modules/search/engine/index.ts';
import { SnapshotFile, SnapshotWriter } from '../src/modules/search/engine/snapshot-file.ts';
import { readIndex, writeIndex } from '../src/modules/search/engine/snapshot-index.ts';

const dir = mkdtempSync(join(tmpdir(), 'jianku-snapshot-engine-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cats = [
  { id: 10, parentId: null, name: '电阻器', nameEn: 'Resistors', params: [] },
  {
    id: 11,
    parentId: 10,
    name: '贴片电阻',
    nameEn: 'Chip resistors',
    params: [
      { key: 'r', name: '阻值', type: 'numeric', unit: 'Ω', dimension: 'resistance', filterable: true },
      { key: 'p', name: '功率', type: 'numeric', unit: 'W', dimension: 'power', filterable: true },
      { key: 't', name: '工艺', type: 'enum', unit: '', dimension: 'none', filterable: true },
    ],
  },
  {
    id: 12,
    parentId: 10,
    name: '插件电阻',
    nameEn: 'Through-hole resistors',
    params: [
      { key: 'r', name: '阻值', type: 'numeric', unit: 'Ω', dimension: 'resistance', filterable: true },
    ],
  },
] as unknown as IndexCategory[];
const brands: IndexBrand[] = [
  { id: 1, nameZh: '国巨', nameEn: 'YAGEO' },
  { id: 2, nameZh: '风华', nameEn: 'Fenghua' },
];
const PACKAGES = ['0402', '0603', '0805', '1206'];

function item(id: number, variant = 0): IndexItem {
  const chip = id % 5 !== 0;
  const r = ((id * 37 + variant) % 97) * 100;
  return {
    id,
    categoryId: chip ? 11 : 12,
    brandId: id % 3 === 0 ? null : (id % 2) + 1,
    model: `${chip ? 'RC' : 'CF'}${PACKAGES[id % 4]}FR-07${r}R${variant ? `-V${variant}` : ''}`,
    name: chip ? '厚膜贴片电阻' : '碳膜电阻',
    series: chip ? 'RC' : 'CF',
    standard: id % 7 === 0 ? 'GB/T 5729' : null,
    description: `阻值 ${r}Ω，精度 1%；${chip ? '贴片' : '插件'}`,
    // the axial body size as the leaded families write it (Yageo CFR-25: 6.3 × Ø2.4 mm), read as 插件
    package: chip ? (PACKAGES[id % 4] as string) : id % 10 === 0 ? 'CFR-25 (6.3×Ø2.4 mm)' : null,
    lifecycle: id % 13 === 0 ? 'nrnd' : id % 17 === 0 ? null : 'active',
    params: chip
      ? {
          r: { display: `${r}Ω`, si: r, unit: 'Ω' },
          ...(id % 11 === 0 ? {} : { p: { display: '0.1W', si: 0.1 * ((id % 4) + 1), unit: 'W' } }),
          t: { display: id % 3 ? '厚膜' : '薄膜', si: null, unit: '' },
        }
      : { r: { display: `${r}Ω`, si: r, unit: 'Ω' } },
    createdAt: 1_700_000_000_000 + (id % 50) * 1000,
  };
}

const OPTIONS = { orderMin: 8, mergeMin: 40 };

function built(): SearchIndex {
  const index = new SearchIndex(2, cats, brands, 16, OPTIONS);
  for (let id = 1; id <= 600; id++) index.add(item(id));
  index.finish();
  for (const id of [3, 50, 51, 52, 400]) index.remove(id);
  for (const id of [50, 601, 602, 7, 88]) index.add(item(id, 3));
  return index;
}

function queries(index: SearchIndex): IndexQuery[] {
  const words = (...texts: string[]) =>
    texts.map((t) => index.resolveWord(t)).filter((w) => w !== null) as IndexQuery['words'];
  const base = { extra: [], filters: [], offset: 0, limit: 20, facets: true };
  const out: IndexQuery[] = [];
  for (const sort of ['relevance', 'name', 'newest'] as const) {
    out.push({ ...base, sort, words: words('电阻') });
    out.push({ ...base, sort, words: words('贴片', '电阻') });
    out.push({ ...base, sort, words: words('RC0603') });
    out.push({ ...base, sort, words: words('GB/T') });
    out.push({ ...base, sort, words: [] });
    out.push({ ...base, sort, words: [], categoryIds: [11], facetCategoryId: 11 });
    out.push({ ...base, sort, words: words('电阻'), brandId: 1, offset: 20 });
    out.push({
      ...base,
      sort,
      words: words('电阻'),
      categoryIds: [11],
      filters: [
        { key: 'r', type: 'range', min: 1000, max: 5000 },
        { key: 't', type: 'enum', values: ['厚膜'] },
      ],
    });
    out.push({
      ...base,
      sort,
      words: [],
      categoryIds: [11, 12],
      filters: [{ key: 'p', type: 'range', min: 0.2, max: 1 }],
    });
    out.push({ ...base, sort, words: words('电阻'), extra: words('0805'), limit: 50 });
    // issue 15: packages, mountings and lifecycles, alone and with a category, a range and words
    out.push({ ...base, sort, words: [], packages: ['0603', '1206'] });
    out.push({ ...base, sort, words: words('电阻'), mountings: ['tht'], lifecycles: ['active'] });
    out.push({
      ...base,
      sort,
      words: [],
      categoryIds: [11],
      mountings: ['smd'],
      lifecycles: ['nrnd', 'eol'],
      filters: [{ key: 'r', type: 'range', min: 1000, max: 8000 }],
    });
  }
  return out;
}

function answers(index: SearchIndex) {
  return {
    // the index's own counts (its typed-array bytes differ: columns are read back at their length, not grown)
    stats: { ...index.stats(), typedArrayBytes: 0 },
    results: queries(index).map((q) => index.search(q)),
    models: ['RC', 'RC0603', 'CF1206FR-07', 'X'].map((k) => index.suggestModels(k, 10)),
    words: ['电', '厚', 'rc'].map((k) => index.suggestWords(k, 10)),
    phrases: ['电阻', '贴片', '厚膜贴片电阻 '].map((k) => index.suggestPhrases(k, 10)),
    categories: ['电阻', 'resistor'].map((k) => index.suggestCategories(k)),
  };
}

describe('search engine snapshot sections', () => {
  it('an index read back from its file answers as the one written, and takes the same changes alike', async () => {
    const original = built();
    const file = new SnapshotWriter<unknown>({ note: 'engine test' });
    writeIndex(file, original);
    const path = join(dir, 'index.snap');
    const bytes = await file.write(path);
    expect(bytes).toBeGreaterThan(10_000);

    const snap = await SnapshotFile.open<{ note: string }>(path);
    expect(snap.meta).toEqual({ note: 'engine test' });
    const restored = await readIndex(snap, 2, cats, brands, OPTIONS);
    await snap.close();

    const before = answers(original);
    expect(before.results.filter((r) => r.total > 0).length).toBeGreaterThan(20);
    // every match of a value filter holds its value (the facets count only them)
    const at = (i: number) => before.results[i] as IndexResult;
    const [all, pk, tht, nrnd] = [at(4), at(10), at(11), at(12)];
    expect(all.mountings.map((m) => m.value)).toEqual(['smd', 'tht']);
    expect(all.lifecycles.map((l) => l.value)).toEqual(['active', 'nrnd']);
    expect(pk.packages.map((p) => p.value).sort()).toEqual(['0603', '1206']);
    expect(pk.total).toBe(pk.packages.reduce((n, p) => n + p.count, 0));
    expect(tht.total).toBeGreaterThan(0);
    expect(tht.packages).toEqual([{ value: 'CFR-25 (6.3×Ø2.4 mm)', count: tht.total }]);
    expect(tht.lifecycles).toEqual([{ value: 'active', count: tht.total }]);
    expect(nrnd.total).toBeGreaterThan(0);
    expect(nrnd.lifecycles).toEqual([{ value: 'nrnd', count: nrnd.total }]);
    expect(nrnd.mountings).toEqual([{ value: 'smd', count: nrnd.total }]);
    expect(answers(restored)).toEqual(before);

    // the same changes to both: removals of build and added slots, re-additions, new items
    for (const index of [original, restored]) {
      for (const id of [50, 10, 11, 602]) index.remove(id);
      for (const id of [10, 603, 604, 1]) index.add(item(id, 5));
    }
    expect(answers(restored)).toEqual(answers(original));
  });
});
