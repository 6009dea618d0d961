/**
 * One SearchIndex as sections of a snapshot file (snapshot-file.ts), and back. What is kept: the slot table
 * (with each slot's package and lifecycle, and the package names),
 * the term names and postings (the build's CSR block and the lists of slots added since), the part-number and
 * sort orders, the scope groups, every category's parameter columns with their aggregates and value orders,
 * and the suggestions. Caches and scratch space (merged runs, query arrays) start empty, as after a build.
 * The restored index answers every query as the saved one did, and takes additions and removals alike.
 *
 *   writeIndex(file, index);                                   // sections k<kind>.*, arrays not copied
 *   const index = await readIndex(file, kind, categories, brands);
 */
import type { CategoryColumns } from './facet-columns.ts';
import { SearchIndex } from './search-index.ts';
import type { SlotCounts } from './slots.ts';
import { SnapshotError, type SnapshotFile, type SnapshotWriter } from './snapshot-file.ts';
import type { SuggestionsState } from './suggestions.ts';
import type { IndexBrand, IndexCategory, IndexOptions } from './types.ts';

/** The small part of a category's columns (its arrays are sections). */
interface ColumnsMeta {
  size: number;
  live: number;
  numStale: boolean;
  orderSize: number;
  numeric: string[];
  enums: string[];
  enumValues: Array<[string, string[]]>;
  enumCounts: string[];
  numMin: Array<[string, number]>;
  numMax: Array<[string, number]>;
  numOrder: string[];
}

interface IndexMeta {
  kind: number;
  capacity: number;
  counts: SlotCounts;
  /** terms with slots added after the build */
  addedTerms: number;
  columns: ColumnsMeta[];
  addedPhrases: SuggestionsState['addedPhrases'];
}

type Snapshot = SnapshotFile<unknown>;
type U32 = Uint32Array<ArrayBuffer>;

/** Adds an index's sections (k<kind>.*) to a snapshot; its arrays are written as they are (no copy). */
export function writeIndex(file: SnapshotWriter<unknown>, index: SearchIndex): void {
  const { slots, postings, prefixes, orders, groups, columns, suggestions, packages } = index.snapshotParts();
  const p = `k${index.kind}.`;
  const n = slots.count;
  file.array(`${p}ids`, slots.ids.subarray(0, n));
  file.array(`${p}alive`, slots.alive.subarray(0, n));
  file.array(`${p}category`, slots.category.subarray(0, n));
  file.array(`${p}brand`, slots.brand.subarray(0, n));
  file.array(`${p}pkg`, slots.pkg.subarray(0, n));
  file.array(`${p}life`, slots.life.subarray(0, n));
  file.strings(`${p}packages`, packages.names);
  file.array(`${p}columnPos`, slots.columnPos.subarray(0, n));
  file.array(`${p}created`, slots.created.subarray(0, n));
  file.array(`${p}nameRank`, slots.nameRank.subarray(0, n));
  file.array(`${p}phraseKey`, slots.phraseKey.subarray(0, n));
  file.strings(`${p}models`, slots.models.slice(0, n));
  file.strings(`${p}normalizedModels`, slots.normalizedModels.slice(0, n));

  file.strings(`${p}terms`, postings.names);
  file.array(`${p}baseOffsets`, postings.baseOffsets);
  file.array(`${p}baseSlots`, postings.baseSlots);
  const [addedTerms, addedOffsets, addedSlots] = addedPostings(postings.addedSlots);
  file.array(`${p}addedTerms`, addedTerms);
  file.array(`${p}addedOffsets`, addedOffsets);
  file.array(`${p}addedSlots`, addedSlots);

  file.array(`${p}prefixOrder`, prefixes.order);
  const { nameOrder, newestOrder } = orders.state();
  file.array(`${p}nameOrder`, nameOrder);
  file.array(`${p}newestOrder`, newestOrder);
  for (const [i, a] of groups.state().entries()) file.array(`${p}groups${i}`, a);

  const s = suggestions.state();
  file.strings(`${p}nameWords`, s.nameWords);
  file.array(`${p}nameWordFrequency`, s.nameWordFrequency);
  file.strings(`${p}phraseFolded`, s.phraseFolded);
  file.strings(`${p}phraseText`, s.phraseText);
  file.array(`${p}phraseCount`, s.phraseCount);
  file.array(`${p}phraseType`, s.phraseType);
  file.array(`${p}productPhrases`, s.productPhrases);
  file.strings(`${p}phraseKeys`, s.keys);

  const meta: IndexMeta = {
    kind: index.kind,
    capacity: slots.capacity,
    counts: { count: n, baseCount: slots.baseCount, live: slots.live, removals: slots.removals },
    addedTerms: addedTerms.length,
    columns: columns.map((c, local) => writeColumns(file, `${p}c${local}.`, c)),
    addedPhrases: s.addedPhrases,
  };
  file.json(`${p}meta`, meta);
}

/** The lists of slots added after the build as CSR: terms, offsets (one more), slots. */
function addedPostings(lists: readonly (number[] | undefined)[]): [Uint32Array, Uint32Array, Uint32Array] {
  const terms: number[] = [];
  let total = 0;
  for (let t = 0; t < lists.length; t++) {
    const list = lists[t];
    if (list && list.length > 0) {
      terms.push(t);
      total += list.length;
    }
  }
  const offsets = new Uint32Array(terms.length + 1);
  const slots = new Uint32Array(total);
  let at = 0;
  terms.forEach((t, i) => {
    const list = lists[t] as number[];
    slots.set(list, at);
    at += list.length;
    offsets[i + 1] = at;
  });
  return [Uint32Array.from(terms), offsets, slots];
}

function writeColumns(file: SnapshotWriter<unknown>, p: string, c: CategoryColumns): ColumnsMeta {
  const numeric = [...c.numeric.keys()];
  const enums = [...c.enums.keys()];
  const enumCounts = [...c.enumCounts.keys()];
  const numOrder = [...c.numOrder.keys()];
  for (const [i, key] of numeric.entries())
    file.array(`${p}n${i}`, (c.numeric.get(key) as Float64Array).subarray(0, c.size));
  for (const [i, key] of enums.entries())
    file.array(`${p}e${i}`, (c.enums.get(key) as Uint16Array).subarray(0, c.size));
  for (const [i, key] of enumCounts.entries()) file.array(`${p}ec${i}`, c.enumCounts.get(key) as Uint32Array);
  for (const [i, key] of numOrder.entries()) file.array(`${p}o${i}`, c.numOrder.get(key) as Uint32Array);
  return {
    size: c.size,
    live: c.live,
    numStale: c.numStale,
    orderSize: c.orderSize,
    numeric,
    enums,
    enumValues: [...c.enumValues],
    enumCounts,
    numMin: [...c.numMin],
    numMax: [...c.numMax],
    numOrder,
  };
}

async function readColumns(file: Snapshot, p: string, c: CategoryColumns, m: ColumnsMeta): Promise<void> {
  c.size = m.size;
  c.live = m.live;
  c.numStale = m.numStale;
  c.orderSize = m.orderSize;
  for (let i = 0; i < m.numeric.length; i++)
    c.numeric.set(m.numeric[i] as string, await file.array<Float64Array<ArrayBuffer>>(`${p}n${i}`, 'f64'));
  for (let i = 0; i < m.enums.length; i++)
    c.enums.set(m.enums[i] as string, await file.array<Uint16Array<ArrayBuffer>>(`${p}e${i}`, 'u16'));
  for (const [key, values] of m.enumValues) {
    c.enumValues.set(key, values);
    c.enumIndex.set(key, new Map(values.map((v, i) => [v, i + 1])));
  }
  for (let i = 0; i < m.enumCounts.length; i++)
    c.enumCounts.set(m.enumCounts[i] as string, await file.array<U32>(`${p}ec${i}`, 'u32'));
  for (const [key, v] of m.numMin) c.numMin.set(key, v);
  for (const [key, v] of m.numMax) c.numMax.set(key, v);
  for (let i = 0; i < m.numOrder.length; i++)
    c.numOrder.set(m.numOrder[i] as string, await file.array<U32>(`${p}o${i}`, 'u32'));
}

/**
 * An index of a kind from a snapshot, over these categories and brands (the ones it was built with), tuned by
 * `options` as it was (the server's indexes use the defaults).
 */
export async function readIndex(
  file: Snapshot,
  kind: number,
  categories: IndexCategory[],
  brands: IndexBrand[],
  options: IndexOptions = {},
): Promise<SearchIndex> {
  const p = `k${kind}.`;
  const meta = await file.json<IndexMeta>(`${p}meta`);
  if (meta.kind !== kind || meta.columns.length !== categories.length)
    throw new SnapshotError(`the snapshot's index of kind ${kind} does not fit its categories`);
  const index = new SearchIndex(kind, categories, brands, meta.capacity, options);
  const { slots, postings, prefixes, orders, groups, columns, suggestions, packages } = index.snapshotParts();
  const u32 = (name: string) => file.array<U32>(`${p}${name}`, 'u32');

  slots.ids.set(await file.array<Float64Array<ArrayBuffer>>(`${p}ids`, 'f64'));
  slots.alive.set(await file.array<Uint8Array<ArrayBuffer>>(`${p}alive`, 'u8'));
  slots.category.set(await file.array<Uint16Array<ArrayBuffer>>(`${p}category`, 'u16'));
  slots.brand.set(await file.array<Uint16Array<ArrayBuffer>>(`${p}brand`, 'u16'));
  slots.pkg.set(await file.array<Uint16Array<ArrayBuffer>>(`${p}pkg`, 'u16'));
  slots.life.set(await file.array<Uint8Array<ArrayBuffer>>(`${p}life`, 'u8'));
  packages.restore(await file.strings(`${p}packages`));
  slots.columnPos.set(await u32('columnPos'));
  slots.created.set(await file.array<Float64Array<ArrayBuffer>>(`${p}created`, 'f64'));
  slots.nameRank.set(await file.array<Float64Array<ArrayBuffer>>(`${p}nameRank`, 'f64'));
  slots.phraseKey.set(await u32('phraseKey'));
  const models = await file.strings(`${p}models`);
  const normalized = await file.strings(`${p}normalizedModels`);
  if (models.length !== meta.counts.count || normalized.length !== meta.counts.count)
    throw new SnapshotError(`the snapshot's part numbers of kind ${kind} are not one per slot`);
  slots.restore(meta.counts, models, normalized);

  const names = await file.strings(`${p}terms`);
  const baseOffsets = await u32('baseOffsets');
  const baseSlots = await u32('baseSlots');
  const addedTerms = await u32('addedTerms');
  const addedOffsets = await u32('addedOffsets');
  const addedSlots = await u32('addedSlots');
  const added: (number[] | undefined)[] = [];
  for (let i = 0; i < addedTerms.length; i++)
    added[addedTerms[i] as number] = Array.from(
      addedSlots.subarray(addedOffsets[i] as number, addedOffsets[i + 1] as number),
    );
  postings.restore(names, baseOffsets, baseSlots, added);

  prefixes.order = await u32('prefixOrder');
  orders.restore(await u32('nameOrder'), await u32('newestOrder'));
  groups.restore([await u32('groups0'), await u32('groups1'), await u32('groups2'), await u32('groups3')]);
  for (let local = 0; local < columns.length; local++)
    await readColumns(
      file,
      `${p}c${local}.`,
      columns[local] as CategoryColumns,
      meta.columns[local] as ColumnsMeta,
    );

  suggestions.restore({
    nameWords: await file.strings(`${p}nameWords`),
    nameWordFrequency: await u32('nameWordFrequency'),
    phraseFolded: await file.strings(`${p}phraseFolded`),
    phraseText: await file.strings(`${p}phraseText`),
    phraseCount: await u32('phraseCount'),
    phraseType: await file.array<Uint8Array<ArrayBuffer>>(`${p}phraseType`, 'u8'),
    productPhrases: await u32('productPhrases'),
    addedPhrases: meta.addedPhrases,
    keys: await file.strings(`${p}phraseKeys`),
  });
  return index;
}
