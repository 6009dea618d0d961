/**
 * The public catalogue API (GET /to/api/catalog/...): stats, category trees, items, siblings, featured
 * items, the brand directory. Also owns the seed and the import so that its category cache is dropped
 * after either writes. The answers' shapes and how records become them: catalog.views.ts; the category
 * tree cache: category-index.ts; text inputs: catalog-input.ts.
 *
 * Categories (66 rows with their ParamDef[]) are cached in memory; item counts are read fresh (they are
 * columns kept by the seed and the import), so an import by the CLI shows without a restart.
 */
import { ErrorCode } from '@jianku/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { PUBLIC_SCOPE, type TenantScope } from '../../db/tenant-scope.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type CatalogRepository,
  type CategoryRecord,
  createCatalogRepository,
  type ItemFilter,
} from './catalog.repository.ts';
import {
  type BrandDetail,
  type BrandSummary,
  brandSummary,
  type CatalogStats,
  type CategoryDetail,
  type CategoryNode,
  type ItemDetail,
  type ItemSummary,
  itemDetail,
  type Page,
  summarizeItem,
} from './catalog.views.ts';
import {
  type CatalogImportOptions,
  type CatalogImportResult,
  importCatalogFile,
} from './catalog-import.service.ts';
import { checkText, keywordPattern } from './catalog-input.ts';
import {
  type CatalogSeeder,
  createCatalogSeeder,
  type SeedOptions,
  type SeedResult,
} from './catalog-seed.service.ts';
import { type CategoryIndex, createCategoryCache, descendants, pathOf, totals } from './category-index.ts';

export const KINDS = [1, 2, 4] as const;
export const NOT_FOUND_MESSAGE = '数据不存在';

export function notFound(): AppError {
  return new AppError(ErrorCode.notFound, NOT_FOUND_MESSAGE, 404);
}

export interface CatalogServiceDeps {
  db: Kysely<Database>;
  repository: CatalogRepository;
  seeder: CatalogSeeder;
}

export interface ItemQuery {
  kind?: number;
  categoryId?: number;
  brandId?: number;
  series?: string;
  page: number;
  pageSize: number;
}

export interface BrandQuery {
  kind?: number;
  keyWords?: string;
  page: number;
  pageSize: number;
}

// long because it is the closure that holds the service's methods over shared dependencies; each method is measured on its own and stays short
export function createCatalogService({ db, repository, seeder }: CatalogServiceDeps) {
  const cache = createCategoryCache(repository);
  const categories = cache.get;
  const categoriesWith = cache.with;

  return {
    /** true while the seed runs */
    get seeding() {
      return seeder.seeding;
    },

    /** Drop cached categories (after a seed or an import). */
    invalidate() {
      cache.invalidate();
    },

    async seed(options: SeedOptions): Promise<SeedResult> {
      try {
        return await seeder.seed(options);
      } finally {
        cache.invalidate();
      }
    },

    needsSeed: (size: number) => seeder.needsSeed(size),

    async importFile(options: CatalogImportOptions): Promise<CatalogImportResult> {
      try {
        return await importCatalogFile(db, options);
      } finally {
        cache.invalidate();
      }
    },

    async stats(): Promise<CatalogStats> {
      const seeding = seeder.seeding;
      const [idx, own, brands, live] = await Promise.all([
        categories(),
        repository.categoryCounts(),
        repository.brandCountsByKind(),
        seeding ? repository.countItemsByKind() : undefined,
      ]);
      const total = totals(idx, own);
      return {
        kinds: KINDS.map((kind) => {
          const ofKind = idx.ordered.filter((c) => c.kind === kind);
          return {
            kind,
            items: live ? (live.get(kind) ?? 0) : ofKind.reduce((n, c) => n + (own.get(c.id) ?? 0), 0),
            // the categories the catalogue (目录) shows: those holding items, at any level
            categories: ofKind.filter((c) => (total.get(c.id) ?? 0) > 0).length,
            brands: brands.get(kind) ?? 0,
          };
        }),
        seeding,
      };
    },

    async categoryTree(kind: number | undefined): Promise<CategoryNode[]> {
      const [idx, own] = await Promise.all([categories(), repository.categoryCounts()]);
      const total = totals(idx, own);
      const node = (c: CategoryRecord): CategoryNode => ({
        id: c.id,
        code: c.code,
        name: c.name,
        nameEn: c.nameEn,
        itemCount: total.get(c.id) ?? 0,
        children: (idx.children.get(c.id) ?? []).map(node),
      });
      return (idx.children.get(null) ?? []).filter((c) => kind === undefined || c.kind === kind).map(node);
    },

    async category(id: number): Promise<CategoryDetail> {
      const [idx, own] = await Promise.all([categoriesWith(id), repository.categoryCounts()]);
      const c = idx.byId.get(id);
      if (!c) throw notFound();
      const total = totals(idx, own);
      return {
        id: c.id,
        code: c.code,
        kind: c.kind,
        name: c.name,
        nameEn: c.nameEn,
        itemCount: total.get(c.id) ?? 0,
        path: pathOf(idx, c),
        params: c.params.map((p) => ({
          key: p.key,
          name: p.name,
          unit: p.unit,
          dimension: p.dimension,
          type: p.type,
          filterable: p.filterable,
          comparable: p.comparable,
          ...(p.options ? { options: [...p.options] } : {}),
        })),
        children: (idx.children.get(c.id) ?? []).map((child) => ({
          id: child.id,
          name: child.name,
          itemCount: total.get(child.id) ?? 0,
        })),
      };
    },

    async items(query: ItemQuery): Promise<Page<ItemSummary>> {
      const filter: ItemFilter = {};
      let idx = await categories();
      if (query.kind !== undefined) filter.kind = query.kind;
      if (query.categoryId !== undefined) {
        idx = await categoriesWith(query.categoryId);
        const c = idx.byId.get(query.categoryId);
        // an unknown or other-library category matches nothing
        if (!c || (query.kind !== undefined && c.kind !== query.kind)) return { list: [], total: 0 };
        filter.kind = c.kind;
        filter.categoryIds = descendants(idx, c.id);
      }
      if (query.brandId !== undefined) filter.brandId = query.brandId;
      if (query.series !== undefined) filter.series = checkText(query.series, 'series');
      const offset = (query.page - 1) * query.pageSize;
      // the totals of a kind or subtree are kept as columns, unless a seed is writing
      const fromCounts = filter.brandId === undefined && filter.series === undefined && !seeder.seeding;
      const [list, total] = await Promise.all([
        repository.listItems(filter, query.pageSize, offset),
        fromCounts ? countFromColumns(idx, filter) : repository.countItems(filter),
      ]);
      return { list: list.map((item) => summarizeItem(idx.byId.get(item.categoryId), item)), total };
    },

    /** An item in the request's tenant scope (db/tenant-scope.ts): another organisation's is 404. */
    async item(id: number, scope: TenantScope = PUBLIC_SCOPE): Promise<ItemDetail> {
      const item = await repository.findItem(id, scope);
      if (!item) throw notFound();
      return itemDetail(await categoriesWith(item.categoryId), item);
    },

    /**
     * Categories by id with their parameter definitions, from the cache (reloaded once for an id it does
     * not know); unknown ids are left out. Used by the comparison (modules/compare) to order its rows.
     */
    async categoriesOf(ids: readonly number[]): Promise<Map<number, CategoryRecord>> {
      let idx = await categories();
      if (ids.some((id) => !idx.byId.has(id)))
        idx = await categoriesWith(ids.find((id) => !idx.byId.has(id)) ?? 0);
      const out = new Map<number, CategoryRecord>();
      for (const id of ids) {
        const c = idx.byId.get(id);
        if (c) out.set(id, c);
      }
      return out;
    },

    /** Same category and series, without the item, nearest `limit` in sibling order, centred on it. */
    async siblings(id: number, limit: number, scope: TenantScope = PUBLIC_SCOPE): Promise<ItemSummary[]> {
      const item = await repository.findItem(id, scope);
      if (!item) throw notFound();
      const idx = await categoriesWith(item.categoryId);
      const { before, after } = await repository.siblingsAround(
        {
          id: item.id,
          categoryId: item.categoryId,
          series: item.series,
          sizeSi: item.sizeSi,
          model: item.model,
        },
        limit,
        scope,
      );
      let takeBefore = Math.min(before.length, Math.floor(limit / 2));
      const takeAfter = Math.min(after.length, limit - takeBefore);
      takeBefore = Math.min(before.length, limit - takeAfter);
      return [...before.slice(0, takeBefore).reverse(), ...after.slice(0, takeAfter)].map((i) =>
        summarizeItem(idx.byId.get(i.categoryId), i),
      );
    },

    /**
     * Deterministic, varied: leaf categories of the kind in tree order, one item each (a third into the
     * category's id range), then a second round (two thirds in) while the limit allows.
     */
    async featured(kind: number, limit: number): Promise<ItemSummary[]> {
      const [idx, own] = await Promise.all([categories(), repository.categoryCounts()]);
      const leaves = idx.ordered.filter(
        (c) => c.kind === kind && (idx.children.get(c.id) ?? []).length === 0 && (own.get(c.id) ?? 0) > 0,
      );
      const picks: Array<{ categoryId: number; fraction: number }> = [];
      for (const round of [1, 2]) {
        for (const c of leaves) {
          if (picks.length >= limit) break;
          if (round === 2 && (own.get(c.id) ?? 0) < 2) continue;
          picks.push({ categoryId: c.id, fraction: round / 3 });
        }
      }
      const items = await Promise.all(
        picks.map((p) => repository.itemAtFraction(kind, p.categoryId, p.fraction)),
      );
      const seen = new Set<number>();
      return items.flatMap((item) => {
        if (!item || seen.has(item.id)) return [];
        seen.add(item.id);
        return [summarizeItem(idx.byId.get(item.categoryId), item)];
      });
    },

    async brands(query: BrandQuery): Promise<Page<BrandSummary>> {
      const pattern = keywordPattern(query.keyWords);
      const offset = (query.page - 1) * query.pageSize;
      const [list, total] = await Promise.all([
        repository.listBrands(query.kind, pattern, query.pageSize, offset),
        repository.countBrands(query.kind, pattern),
      ]);
      return { list: list.map(brandSummary), total };
    },

    async brand(id: number): Promise<BrandDetail> {
      const brand = await repository.findBrand(id);
      if (!brand) throw notFound();
      const idx = await categories();
      const position = new Map(idx.ordered.map((c, i) => [c.id, i]));
      const list = Object.entries(brand.categoryCounts)
        .map(([categoryId, n]) => ({
          id: Number(categoryId),
          name: idx.byId.get(Number(categoryId))?.name ?? '',
          itemCount: n,
        }))
        .filter((c) => c.itemCount > 0)
        .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
      return { ...brandSummary(brand), categories: list };
    },
  };

  async function countFromColumns(idx: CategoryIndex, filter: ItemFilter): Promise<number> {
    const own = await repository.categoryCounts();
    const ids =
      filter.categoryIds ??
      idx.ordered.filter((c) => filter.kind === undefined || c.kind === filter.kind).map((c) => c.id);
    return ids.reduce((n, id) => n + (own.get(id) ?? 0), 0);
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** The service with its repository and seeder, as createServices builds it. */
export function buildCatalogService(db: Kysely<Database>): CatalogService {
  return createCatalogService({
    db,
    repository: createCatalogRepository(db),
    seeder: createCatalogSeeder(db),
  });
}
