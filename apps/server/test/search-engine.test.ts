/**
 * Modules of the search engine (apps/server/src/modules/search/engine/) on their own, over the real
 * catalogue's components (@jianku/catalog's generator at a small size): the term postings' transposition,
 * part-number prefix ranges and suggestions, the sort orders' pages, and the parameter columns (value
 * orders, filter tests, enum counts). Each is checked against a plain recomputation over the same items.
 */
import { categories, generateItems, type Item } from '@jianku/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CategoryColumns,
  filterTest,
  passes,
  valueOrder,
} from '../src/modules/search/engine/facet-columns.ts';
import { minMaxAt, minMaxByOrder } from '../src/modules/search/engine/param-facets.ts';
import { PartPrefixes } from '../src/modules/search/engine/part-prefixes.ts';
import { TermPostings } from '../src/modules/search/engine/postings.ts';
import { QueryScratch } from '../src/modules/search/engine/scratch.ts';
import { SlotTable } from '../src/modules/search/engine/slots.ts';
import { SortOrders } from '../src/modules/search/engine/sort-orders.ts';
import { normalizeModel } from '../src/modules/search/search.text.ts';

const SIZE = 4000;
const COMPONENT = 2;
let items: Item[];

beforeAll(() => {
  items = [...generateItems({ size: SIZE })].filter((i) => i.kind === COMPONENT);
});

/** A slot table (and its prefix order) of the items, slot i holding item id i + 1. */
function slotsOf(list: Item[]): { slots: SlotTable; prefixes: PartPrefixes } {
  const slots = new SlotTable(16);
  list.forEach((item, i) => {
    slots.grow(slots.count + 1);
    const slot = slots.open(i + 1);
    slots.models[slot] = item.model;
    slots.normalizedModels[slot] = normalizeModel(item.model);
    slots.created[slot] = (i * 7919) % 1000;
  });
  slots.finishBuild();
  const prefixes = new PartPrefixes(slots);
  prefixes.build();
  return { slots, prefixes };
}

describe('search engine modules', () => {
  it('has real components to work on', () => {
    expect(items.length).toBeGreaterThan(1000);
  });

  it('term postings: the build transposed to term → slots lists slot order, and later slots go after', () => {
    const postings = new TermPostings(16);
    const expected = new Map<number, number[]>();
    const slotCount = 500;
    for (let slot = 0; slot < slotCount; slot++) {
      postings.grow(slot + 1);
      const item = items[slot] as Item;
      for (const t of [...postings.textTerms('n', item.name), ...postings.textTerms('o', item.series)]) {
        postings.post(t, slot);
        postings.post(t, slot); // a repeated word posts once
        const list = expected.get(t) ?? [];
        if (list[list.length - 1] !== slot) list.push(slot);
        expected.set(t, list);
      }
      postings.endSlot(slot);
    }
    postings.finish(slotCount);
    const later = items[slotCount] as Item;
    for (const t of postings.textTerms('n', later.name)) {
      postings.post(t, slotCount);
      expected.set(t, [...(expected.get(t) ?? []), slotCount]);
    }
    expect(postings.termCount).toBe(expected.size);
    for (const [term, slots] of expected) {
      const seen: number[] = [];
      postings.forEachSlot(term, (s) => seen.push(s));
      expect(seen).toEqual(slots);
      expect(Array.from(postings.slots(term))).toEqual(slots);
      expect(postings.count(term)).toBe(slots.length);
      expect(postings.lookup(postings.names[term] as string)).toBe(term);
    }
  });

  it('part-number prefixes: a prefix range holds exactly the part numbers that start with it', () => {
    const { slots, prefixes } = slotsOf(items);
    const norms = slots.normalizedModels;
    const probes = new Set<string>();
    for (let i = 0; i < items.length; i += 97) {
      const norm = norms[i] as string;
      for (const len of [1, 3, 5, norm.length]) probes.add(norm.slice(0, len));
    }
    probes.add('zzzzzz');
    for (const prefix of probes) {
      const [lo, hi] = prefixes.range(prefix);
      const inRange = Array.from(prefixes.order.subarray(lo, hi)).sort((a, b) => a - b);
      const brute = norms.flatMap((n, s) => (n.startsWith(prefix) ? [s] : []));
      expect(inRange, prefix).toEqual(brute);
    }
  });

  it('part-number suggestions: distinct live part numbers with the prefix, and items added after the build', () => {
    const { slots, prefixes } = slotsOf(items.slice(0, -1));
    const prefix = normalizeModel((items[0] as Item).model).slice(0, 4);
    const all = prefixes.suggest(prefix, 1000);
    expect(new Set(all).size).toBe(all.length);
    const brute = new Set(
      items.slice(0, -1).flatMap((i) => (normalizeModel(i.model).startsWith(prefix) ? [i.model] : [])),
    );
    expect(new Set(all)).toEqual(brute);
    // a removed item is no longer suggested (when no other item has its part number)
    const gone = slots.kill(1);
    expect(gone).toBe(0);
    const sameModel = items.slice(1, -1).some((i) => i.model === (items[0] as Item).model);
    expect(prefixes.suggest(prefix, 1000).includes((items[0] as Item).model)).toBe(sameModel);
    // an item added after the build is found by a scan of the added slots
    const added = items[items.length - 1] as Item;
    const addedNorm = normalizeModel(added.model);
    slots.grow(slots.count + 1);
    const slot = slots.open(99_999);
    slots.models[slot] = added.model;
    slots.normalizedModels[slot] = addedNorm;
    const [lo, hi] = prefixes.range(addedNorm);
    expect(prefixes.anyLive(addedNorm, lo, hi)).toBe(true);
    expect(prefixes.suggest(addedNorm, 1000)).toContain(added.model);
    const visited: number[] = [];
    prefixes.forEachSlot(addedNorm, lo, hi, (s) => visited.push(s));
    expect(visited).toContain(slot);
  });

  it('sort orders: pages by part number and newest equal a full sort, from the walk and from the heap', () => {
    const { slots } = slotsOf(items);
    const scratch = new QueryScratch(slots.capacity);
    const orders = new SortOrders(slots, scratch);
    orders.build();
    const ids = (list: number[]) => list.map((s) => slots.ids[s] as number);
    const byName = [...Array(slots.count).keys()].sort((a, b) => {
      const x = slots.models[a] as string;
      const y = slots.models[b] as string;
      return x < y ? -1 : x > y ? 1 : a - b;
    });
    const byNewest = [...Array(slots.count).keys()].sort(
      (a, b) => (slots.created[b] as number) - (slots.created[a] as number) || b - a,
    );
    // many matches (every slot: the walk of the build's order) and few (every 40th: the heap)
    for (const step of [1, 40]) {
      const matched = [...Array(slots.count).keys()].filter((s) => s % step === 0);
      scratch.matches.set(matched);
      for (const [sort, full] of [
        ['name', byName],
        ['newest', byNewest],
      ] as const) {
        const wanted = full.filter((s) => s % step === 0);
        for (const offset of [0, 20]) {
          const page = orders.page(matched.length, sort, offset, 10);
          expect(page, `${sort} step ${step} offset ${offset}`).toEqual(
            ids(wanted.slice(offset, offset + 10)),
          );
        }
      }
    }
  });

  it('facet columns: enum counts, filter tests and value orders agree with the items of a real category', () => {
    const byCode = new Map(categories().map((c, i) => [c.code, { ...c, id: i + 1 }]));
    // the leaf category with the most items here, and its items
    const counts = new Map<string, number>();
    for (const i of items) counts.set(i.categoryCode, (counts.get(i.categoryCode) ?? 0) + 1);
    const code = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] as string;
    const def = byCode.get(code);
    expect(def).toBeDefined();
    const category = { id: def?.id ?? 0, parentId: null, name: def?.name ?? '', params: def?.params ?? [] };
    const own = items.filter((i) => i.categoryCode === code);
    const columns = new CategoryColumns(category);
    for (const item of own) columns.add(item.params);
    expect(columns.live).toBe(own.length);

    const enumDef = category.params.find((p) => p.type === 'enum');
    const numDef = category.params.find((p) => p.type === 'numeric');
    expect(enumDef && numDef).toBeTruthy();
    const enumKey = enumDef?.key as string;
    const numKey = numDef?.key as string;
    // enum counts per value equal a count of the items' displays
    const values = columns.enumValues.get(enumKey) ?? [];
    const enumCounts = columns.enumCounts.get(enumKey) as Uint32Array;
    for (const [i, value] of values.entries()) {
      const brute = own.filter((it) => it.params[enumKey]?.display === value).length;
      expect(enumCounts[i + 1], value).toBe(brute);
    }
    // a removal takes the item out of the counts
    const firstCode = (columns.enums.get(enumKey) as Uint16Array)[0] as number;
    const before = enumCounts[firstCode] as number;
    columns.remove(0);
    expect(enumCounts[firstCode]).toBe(before - 1);
    expect(columns.live).toBe(own.length - 1);

    // filter tests: an enum of one value, a numeric range around the median
    const col = columns.numeric.get(numKey) as Float64Array;
    const present = own
      .map((_, p) => col[p] as number)
      .filter((v) => !Number.isNaN(v))
      .sort((a, b) => a - b);
    const median = present[present.length >> 1] as number;
    const tests = [
      filterTest(columns, { key: enumKey, type: 'enum', values: [values[0] as string] }),
      filterTest(columns, { key: numKey, type: 'range', min: median, max: Number.POSITIVE_INFINITY }),
    ];
    expect(tests.every((t) => t !== null)).toBe(true);
    for (let p = 0; p < own.length; p++) {
      const it = own[p] as Item;
      const brute =
        it.params[enumKey]?.display === values[0] &&
        (it.params[numKey]?.si ?? Number.NaN) >= median * (1 - 1e-12);
      expect(passes(tests as NonNullable<(typeof tests)[number]>[], p), it.model).toBe(brute);
    }
    expect(filterTest(columns, { key: 'no-such-key', type: 'range', min: 0, max: 1 })).toBeNull();

    // the value order lists the present values ascending; min and max over a subset found by walking it
    const order = valueOrder(col, columns.size);
    expect(order.length).toBe(present.length);
    for (let i = 1; i < order.length; i++)
      expect(col[order[i] as number] as number).toBeGreaterThanOrEqual(col[order[i - 1] as number] as number);
    const subset = Uint32Array.from([...Array(columns.size).keys()].filter((p) => p % 3 === 1));
    const stamp = new Uint32Array(columns.size);
    for (const p of subset) stamp[p] = 7;
    const walked = minMaxByOrder(
      col,
      order,
      stamp,
      7,
      Number.NEGATIVE_INFINITY,
      Number.POSITIVE_INFINITY,
      subset.length,
    );
    expect(walked).toEqual(minMaxAt(col, subset, subset.length));
  });
});
