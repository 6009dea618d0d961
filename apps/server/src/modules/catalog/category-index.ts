/**
 * The category tree in memory: 66 rows with their parameter definitions, indexed by id and by parent,
 * in tree order. The catalogue service caches one; the helpers walk it.
 *
 *   const cache = createCategoryCache(repository);
 *   const idx = await cache.get();            // loaded once, dropped by cache.invalidate()
 *   const idx2 = await cache.with(categoryId); // reloaded once when the id is unknown (another process seeded)
 *   totals(idx, ownCounts); descendants(idx, id); pathOf(idx, category);
 */
import type { CatalogRepository, CategoryRecord } from './catalog.repository.ts';

export interface CategoryIndex {
  byId: Map<number, CategoryRecord>;
  children: Map<number | null, CategoryRecord[]>;
  /** categories of a kind in tree order (depth first, by sort) */
  ordered: CategoryRecord[];
}

export function buildIndex(rows: CategoryRecord[]): CategoryIndex {
  const byId = new Map(rows.map((c) => [c.id, c]));
  const children = new Map<number | null, CategoryRecord[]>();
  for (const c of rows) {
    const parent = c.parentId !== null && byId.has(c.parentId) ? c.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const bySort = (a: CategoryRecord, b: CategoryRecord) => a.kind - b.kind || a.sort - b.sort || a.id - b.id;
  for (const list of children.values()) list.sort(bySort);
  const ordered: CategoryRecord[] = [];
  const walk = (parent: number | null) => {
    for (const c of children.get(parent) ?? []) {
      ordered.push(c);
      walk(c.id);
    }
  };
  walk(null);
  return { byId, children, ordered };
}

export interface CategoryCache {
  get(): Promise<CategoryIndex>;
  /** the index, reloaded once when `id` is unknown to it */
  with(id: number): Promise<CategoryIndex>;
  invalidate(): void;
}

export function createCategoryCache(repository: Pick<CatalogRepository, 'listCategories'>): CategoryCache {
  let index: Promise<CategoryIndex> | undefined;
  const get = (): Promise<CategoryIndex> => {
    index ??= repository.listCategories().then(buildIndex);
    index.catch(() => {
      index = undefined;
    });
    return index;
  };
  return {
    get,
    async with(id) {
      const current = await get();
      if (current.byId.has(id)) return current;
      index = undefined;
      return get();
    },
    invalidate() {
      index = undefined;
    },
  };
}

export const descendants = (idx: CategoryIndex, id: number): number[] => {
  const out: number[] = [];
  const walk = (cid: number) => {
    out.push(cid);
    for (const child of idx.children.get(cid) ?? []) walk(child.id);
  };
  walk(id);
  return out;
};

/** own counts → counts including descendants */
export const totals = (idx: CategoryIndex, own: Map<number, number>): Map<number, number> => {
  const total = new Map<number, number>();
  const sum = (c: CategoryRecord): number => {
    let n = own.get(c.id) ?? 0;
    for (const child of idx.children.get(c.id) ?? []) n += sum(child);
    total.set(c.id, n);
    return n;
  };
  for (const root of idx.children.get(null) ?? []) sum(root);
  return total;
};

export const pathOf = (idx: CategoryIndex, category: CategoryRecord) =>
  [...category.path, category.id].flatMap((id) => {
    const c = idx.byId.get(id);
    return c ? [{ id: c.id, name: c.name }] : [];
  });
