/**
 * The public catalogue API (GET /to/api/catalog/...): stats, category trees, items, siblings, featured
 * items, the brand directory. Also owns the seed and the import so that its category cache is dropped
 * after either writes.
 *
 * Categories (66 rows with their ParamDef[]) are cached in memory; item counts are read fresh (they are
 * columns kept by the seed and the import), so an import by the CLI shows without a restart.
 */
import { ErrorCode } from '@jianku/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import {
  type BrandRecord,
  type CatalogRepository,
  type CategoryRecord,
  createCatalogRepository,
  type ItemDetailRecord,
  type ItemFilter,
  type ItemRecord,
} from './catalog.repository.ts';
import {
  type CatalogImportOptions,
  type CatalogImportResult,
  importCatalogFile,
} from './catalog-import.service.ts';
import {
  type CatalogSeeder,
  createCatalogSeeder,
  type SeedOptions,
  type SeedResult,
} from './catalog-seed.service.ts';

export const KINDS = [1, 2, 4] as const;
export const NOT_FOUND_MESSAGE = '数据不存在';

export function notFound(): AppError {
  return new AppError(ErrorCode.notFound, NOT_FOUND_MESSAGE, 404);
}

// ---- response shapes (the contract; schemas in catalog.schemas.ts) --------------------------------

export interface KindStats {
  kind: number;
  items: number;
  categories: number;
  brands: number;
}

export interface CatalogStats {
  kinds: KindStats[];
  /** true while the seed runs (counts are then partial) */
  seeding: boolean;
}

export interface CategoryNode {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  itemCount: number;
  children: CategoryNode[];
}

export interface ParamDefView {
  key: string;
  name: string;
  unit: string;
  dimension: string;
  type: string;
  filterable: boolean;
  comparable: boolean;
  options?: string[];
}

export interface CategoryDetail {
  id: number;
  code: string;
  kind: number;
  name: string;
  nameEn: string;
  itemCount: number;
  path: Array<{ id: number; name: string }>;
  params: ParamDefView[];
  children: Array<{ id: number; name: string; itemCount: number }>;
}

export interface ItemSummary {
  id: number;
  code: string;
  kind: number;
  model: string;
  name: string;
  series: string;
  standard: string | null;
  package: string | null;
  lifecycle: string | null;
  brand: { id: number; nameZh: string; nameEn: string } | null;
  category: { id: number; name: string };
  keyParams: Array<{ key: string; name: string; display: string }>;
}

export interface ItemParamView {
  key: string;
  name: string;
  /** display unit of the parameter (ParamDef.unit), '' when none */
  unit: string;
  display: string;
  si: number | null;
  siMax?: number;
  /** SI unit of si */
  siUnit: string;
  type: string;
}

export interface MaterialView {
  designation: string;
  numericCode: string | null;
  equivalents: Record<(typeof EQUIVALENT_KEYS)[number], string | null>;
  properties: Array<{
    key: string;
    name: string;
    display: string;
    unit: string;
    si: number | null;
    siMax?: number;
    siUnit: string;
    condition: string;
  }>;
  sources: string[];
}

export interface ItemDetail extends ItemSummary {
  description: string;
  datasheetUrl: string | null;
  path: Array<{ id: number; name: string }>;
  params: ItemParamView[];
  material: MaterialView | null;
}

export interface BrandSummary {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  country: string;
  website: string | null;
  description: string;
  kinds: number[];
  itemCount: number;
}

export interface BrandDetail extends BrandSummary {
  categories: Array<{ id: number; name: string; itemCount: number }>;
}

export interface Page<T> {
  list: T[];
  total: number;
}

export const EQUIVALENT_KEYS = ['astm', 'aisi', 'uns', 'en', 'din', 'jis', 'iso', 'gb'] as const;
export const KEY_PARAM_COUNT = 4;
export const KEYWORDS_MAX = 128;

// ---- the category cache ---------------------------------------------------------------------------

interface CategoryIndex {
  byId: Map<number, CategoryRecord>;
  children: Map<number | null, CategoryRecord[]>;
  /** categories of a kind in tree order (depth first, by sort) */
  ordered: CategoryRecord[];
}

function buildIndex(rows: CategoryRecord[]): CategoryIndex {
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

export function createCatalogService({ db, repository, seeder }: CatalogServiceDeps) {
  let index: Promise<CategoryIndex> | undefined;
  const categories = (): Promise<CategoryIndex> => {
    index ??= repository.listCategories().then(buildIndex);
    index.catch(() => {
      index = undefined;
    });
    return index;
  };
  /** the index, reloaded once when `id` is unknown to it (another process seeded) */
  const categoriesWith = async (id: number): Promise<CategoryIndex> => {
    const current = await categories();
    if (current.byId.has(id)) return current;
    index = undefined;
    return categories();
  };

  const descendants = (idx: CategoryIndex, id: number): number[] => {
    const out: number[] = [];
    const walk = (cid: number) => {
      out.push(cid);
      for (const child of idx.children.get(cid) ?? []) walk(child.id);
    };
    walk(id);
    return out;
  };

  /** own counts → counts including descendants */
  const totals = (idx: CategoryIndex, own: Map<number, number>): Map<number, number> => {
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

  const pathOf = (idx: CategoryIndex, category: CategoryRecord) =>
    [...category.path, category.id].flatMap((id) => {
      const c = idx.byId.get(id);
      return c ? [{ id: c.id, name: c.name }] : [];
    });

  const summarize = (idx: CategoryIndex, item: ItemRecord): ItemSummary => {
    const category = idx.byId.get(item.categoryId);
    const keyParams: ItemSummary['keyParams'] = [];
    for (const def of category?.params ?? []) {
      if (keyParams.length >= KEY_PARAM_COUNT) break;
      const value = item.params[def.key];
      if (def.comparable && value) keyParams.push({ key: def.key, name: def.name, display: value.display });
    }
    return {
      id: item.id,
      code: item.code,
      kind: item.kind,
      model: item.model,
      name: item.name,
      series: item.series,
      standard: item.standard,
      package: item.package,
      lifecycle: item.lifecycle,
      brand: item.brand,
      category: { id: item.categoryId, name: category?.name ?? '' },
      keyParams,
    };
  };

  const detail = (idx: CategoryIndex, item: ItemDetailRecord): ItemDetail => {
    const category = idx.byId.get(item.categoryId);
    const defs = category?.params ?? [];
    const defByKey = new Map(defs.map((d) => [d.key, d]));
    const keys = [
      ...defs.map((d) => d.key).filter((k) => item.params[k] !== undefined),
      ...Object.keys(item.params).filter((k) => !defByKey.has(k)),
    ];
    const params = keys.map((key): ItemParamView => {
      const value = item.params[key];
      const def = defByKey.get(key);
      return {
        key,
        name: def?.name ?? key,
        unit: def?.unit ?? value?.unit ?? '',
        display: value?.display ?? '',
        si: value?.si ?? null,
        ...(value?.siMax === undefined ? {} : { siMax: value.siMax }),
        siUnit: value?.unit ?? '',
        type: def?.type ?? (value?.si === null ? 'text' : 'numeric'),
      };
    });
    const m = item.material;
    const material: MaterialView | null = m
      ? {
          designation: m.designation,
          numericCode: m.numericCode ?? null,
          equivalents: Object.fromEntries(
            EQUIVALENT_KEYS.map((k) => [k, m.equivalents[k] ?? null]),
          ) as MaterialView['equivalents'],
          properties: m.properties.map((p) => ({
            key: p.key,
            name: p.name,
            display: p.display,
            unit: defByKey.get(p.key)?.unit ?? p.unit,
            si: p.si,
            ...(p.siMax === undefined ? {} : { siMax: p.siMax }),
            siUnit: p.unit,
            condition: p.condition,
          })),
          sources: m.sources,
        }
      : null;
    return {
      ...summarize(idx, item),
      description: item.description,
      datasheetUrl: item.datasheetUrl,
      path: category ? pathOf(idx, category) : [],
      params,
      material,
    };
  };

  const brandSummary = (b: BrandRecord): BrandSummary => ({
    id: b.id,
    code: b.code,
    nameZh: b.nameZh,
    nameEn: b.nameEn,
    country: b.country,
    website: b.website,
    description: b.description,
    kinds: [...b.kinds].sort((x, y) => x - y),
    itemCount: b.itemCount,
  });

  return {
    /** true while the seed runs */
    get seeding() {
      return seeder.seeding;
    },

    /** Drop cached categories (after a seed or an import). */
    invalidate() {
      index = undefined;
    },

    async seed(options: SeedOptions): Promise<SeedResult> {
      try {
        return await seeder.seed(options);
      } finally {
        index = undefined;
      }
    },

    needsSeed: (size: number) => seeder.needsSeed(size),

    async importFile(options: CatalogImportOptions): Promise<CatalogImportResult> {
      try {
        return await importCatalogFile(db, options);
      } finally {
        index = undefined;
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
      return { list: list.map((item) => summarize(idx, item)), total };
    },

    async item(id: number): Promise<ItemDetail> {
      const item = await repository.findItem(id);
      if (!item) throw notFound();
      return detail(await categoriesWith(item.categoryId), item);
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
    async siblings(id: number, limit: number): Promise<ItemSummary[]> {
      const item = await repository.findItem(id);
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
      );
      let takeBefore = Math.min(before.length, Math.floor(limit / 2));
      const takeAfter = Math.min(after.length, limit - takeBefore);
      takeBefore = Math.min(before.length, limit - takeAfter);
      return [...before.slice(0, takeBefore).reverse(), ...after.slice(0, takeAfter)].map((i) =>
        summarize(idx, i),
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
        return [summarize(idx, item)];
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

/** Text that PostgreSQL cannot store (NUL) or control characters: a 400, never a 500. */
function checkText(value: string, field: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) throw badRequest(`请求参数不正确：${field} 含有不允许的控制字符`);
  return value;
}

/** keyWords → an ILIKE pattern (trimmed, LIKE metacharacters escaped); undefined when empty. */
export function keywordPattern(keyWords: string | undefined): string | undefined {
  if (keyWords === undefined) return undefined;
  const trimmed = checkText(keyWords, 'keyWords').trim();
  if (trimmed === '') return undefined;
  if (trimmed.length > KEYWORDS_MAX)
    throw badRequest(`请求参数不正确：keyWords 长度不能超过 ${KEYWORDS_MAX} 个字符`);
  return `%${trimmed.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
