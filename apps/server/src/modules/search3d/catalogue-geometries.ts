/**
 * The geometries the catalogue can make, as 3D search knows them: every public item of a category with a model
 * family, grouped by geometry (its model cache key: bolts of grades 8.8 and 10.9 share one). A geometry is
 * shown by its first item (the lowest id). Read whole once, then kept up to date from the changed items only:
 *
 *   const geometries = new CatalogueGeometries();
 *   geometries.replace(await repository.itemsOfCategories(codes));
 *   const ids = changes.itemIds;                                   // added, updated or deleted
 *   geometries.update(ids, await repository.itemsByIds(codes, [...ids, ...geometries.firstsAfter(ids)]));
 */
import { familyForCategory } from '../models/geometry/families.ts';
import type { ModelSpec } from '../models/geometry/family.ts';
import { cacheKey } from '../models/models.cache.ts';
import type { ModelItemRow } from './search3d.repository.ts';

export interface Geometry {
  key: string;
  spec: ModelSpec;
  items: Set<number>;
  /** the row of its lowest item id (shown in the answers) */
  first: ModelItemRow;
}

/** The geometry of an item's row, or undefined (no family for its category, or dimensions missing). */
function specOf(row: ModelItemRow): ModelSpec | undefined {
  const family = familyForCategory(row.category_code);
  if (!family) return undefined;
  const params = Object.fromEntries(
    Object.entries(row.params).map(([k, v]) => [k, { si: v?.si ?? null, display: v?.display ?? '' }]),
  );
  const spec = family.spec({
    categoryCode: row.category_code,
    model: row.model,
    standard: row.standard,
    package: row.package,
    params,
  });
  return typeof spec === 'string' ? undefined : spec;
}

const lowest = (ids: Iterable<number>): number | undefined => {
  let min: number | undefined;
  for (const id of ids) if (min === undefined || id < min) min = id;
  return min;
};

export class CatalogueGeometries {
  #geometries = new Map<string, Geometry>();
  #keyOfItem = new Map<number, string>();

  get size(): number {
    return this.#geometries.size;
  }
  get(key: string): Geometry | undefined {
    return this.#geometries.get(key);
  }
  has(key: string): boolean {
    return this.#geometries.has(key);
  }
  keys(): IterableIterator<string> {
    return this.#geometries.keys();
  }
  values(): IterableIterator<Geometry> {
    return this.#geometries.values();
  }
  /** The geometry of an item, or undefined. */
  ofItem(itemId: number): Geometry | undefined {
    const key = this.#keyOfItem.get(itemId);
    return key === undefined ? undefined : this.#geometries.get(key);
  }

  /** Every item read again (the rows of itemsOfCategories). */
  replace(rows: readonly ModelItemRow[]): void {
    this.#geometries = new Map();
    this.#keyOfItem = new Map();
    for (const row of rows) this.#place(row);
  }

  /**
   * The items besides the changed ones whose rows update() needs: of each geometry whose first item changed,
   * its lowest unchanged item (it may become the first).
   */
  firstsAfter(changed: readonly number[]): number[] {
    const ids = new Set(changed);
    const more: number[] = [];
    for (const id of ids) {
      const g = this.ofItem(id);
      if (g?.first.id !== id) continue;
      const next = lowest([...g.items].filter((i) => !ids.has(i)));
      if (next !== undefined) more.push(next);
    }
    return more;
  }

  /**
   * The changed items (added, updated or deleted) with their rows now: an id without a row left the public
   * catalogue. `rows` holds the rows of the changed ids and of firstsAfter(changed).
   */
  update(changed: readonly number[], rows: readonly ModelItemRow[]): void {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ids = new Set(changed);
    const touched = new Set<Geometry>();
    for (const id of changed) {
      const g = this.ofItem(id);
      if (g) touched.add(g);
      this.#remove(id);
    }
    for (const id of changed) {
      const row = byId.get(id);
      const g = row && this.#place(row);
      if (g) touched.add(g);
    }
    for (const g of touched) {
      if (g.items.has(g.first.id) && !ids.has(g.first.id)) continue;
      const first = byId.get(lowest(g.items) ?? -1);
      if (first) g.first = first;
    }
  }

  #place(row: ModelItemRow): Geometry | undefined {
    const spec = specOf(row);
    if (!spec) return undefined;
    const key = cacheKey(spec);
    this.#keyOfItem.set(row.id, key);
    const g = this.#geometries.get(key);
    if (!g) {
      const added = { key, spec, items: new Set([row.id]), first: row };
      this.#geometries.set(key, added);
      return added;
    }
    g.items.add(row.id);
    if (row.id < g.first.id) g.first = row;
    return g;
  }

  #remove(itemId: number): void {
    const g = this.ofItem(itemId);
    this.#keyOfItem.delete(itemId);
    if (!g) return;
    g.items.delete(itemId);
    if (g.items.size === 0) this.#geometries.delete(g.key);
  }
}
