/**
 * SQL that reads the catalogue. Lists, counts and brands are the public library's (org_id is null); single
 * items and their siblings are read in the request's tenant scope (db/tenant-scope.ts: public items and the
 * caller's organisation's own). Writes are in catalog-store.repository.ts.
 */
import type { ParamDef, ParamValue } from '@jianku/catalog';
import { type Kysely, sql } from 'kysely';
import type { StoredMaterial } from '../../db/catalog.tables.ts';
import type { Database } from '../../db/schema.ts';
import { itemVisibleTo, PUBLIC_SCOPE, type TenantScope } from '../../db/tenant-scope.ts';

export interface CategoryRecord {
  id: number;
  code: string;
  kind: number;
  parentId: number | null;
  name: string;
  nameEn: string;
  sort: number;
  depth: number;
  /** ancestor ids, root first */
  path: number[];
  params: ParamDef[];
}

export interface BrandRecord {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  country: string;
  website: string | null;
  description: string;
  kinds: number[];
  itemCount: number;
  /** category id → public items of the brand in it */
  categoryCounts: Record<string, number>;
}

export interface ItemRecord {
  id: number;
  code: string;
  kind: number;
  categoryId: number;
  model: string;
  name: string;
  series: string;
  standard: string | null;
  package: string | null;
  lifecycle: string | null;
  params: Record<string, ParamValue>;
  brand: { id: number; nameZh: string; nameEn: string } | null;
}

export interface ItemDetailRecord extends ItemRecord {
  description: string;
  datasheetUrl: string | null;
  material: StoredMaterial | null;
  sizeSi: number;
  /** an organisation's item: its own fields (absent for public items) */
  org?: { internalCode: string | null; notes: string | null; linkedItemId: number | null };
}

export interface ItemFilter {
  kind?: number;
  categoryIds?: readonly number[];
  brandId?: number;
  series?: string;
}

export interface SiblingAnchor {
  id: number;
  categoryId: number;
  series: string;
  sizeSi: number;
  model: string;
}

/** The sibling order (index item_series_idx); size_si is 'Infinity' when the item has no main size value. */
const SIBLING_KEY = sql`(i.size_si, i.model collate "C", i.id)`;

/** Public items with their brand: the columns of an item summary (also read by search for its result pages). */
export function selectPublicItems(db: Kysely<Database>) {
  return selectItems(db, PUBLIC_SCOPE);
}

/** Items visible in a tenant scope (public ones and the scope's organisation's), with their brand. */
export function selectItems(db: Kysely<Database>, scope: TenantScope) {
  return db
    .selectFrom('item as i')
    .leftJoin('brand as b', 'b.id', 'i.brand_id')
    .select([
      'i.id',
      'i.code',
      'i.kind',
      'i.category_id',
      'i.model',
      'i.name',
      'i.series',
      'i.standard',
      'i.package',
      'i.lifecycle',
      'i.params',
      'b.id as brand_id',
      'b.name_zh as brand_name_zh',
      'b.name_en as brand_name_en',
    ])
    .where(itemVisibleTo(scope));
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectPublicItems>['execute']>>[number];

/** A row of {@link selectPublicItems} as the record both the catalogue and search build summaries from. */
export const toItemRecord = (r: ItemRow): ItemRecord => ({
  id: r.id,
  code: r.code,
  kind: r.kind,
  categoryId: r.category_id,
  model: r.model,
  name: r.name,
  series: r.series,
  standard: r.standard,
  package: r.package,
  lifecycle: r.lifecycle,
  params: r.params,
  brand:
    r.brand_id === null
      ? null
      : { id: r.brand_id, nameZh: r.brand_name_zh ?? '', nameEn: r.brand_name_en ?? '' },
});

// long because it is the closure that holds the repository's methods over shared dependencies; each method is measured on its own and stays short
export function createCatalogRepository(db: Kysely<Database>) {
  const itemSelect = (scope: TenantScope = PUBLIC_SCOPE) => selectItems(db, scope);

  return {
    async listCategories(): Promise<CategoryRecord[]> {
      const rows = await db
        .selectFrom('category')
        .select(['id', 'code', 'kind', 'parent_id', 'name', 'name_en', 'sort', 'depth', 'path', 'params'])
        .orderBy('kind')
        .orderBy('depth')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        kind: r.kind,
        parentId: r.parent_id,
        name: r.name,
        nameEn: r.name_en,
        sort: r.sort,
        depth: r.depth,
        path: r.path,
        params: r.params,
      }));
    },

    /** category id → public items directly in it */
    async categoryCounts(): Promise<Map<number, number>> {
      const rows = await db.selectFrom('category').select(['id', 'item_count']).execute();
      return new Map(rows.map((r) => [r.id, r.item_count]));
    },

    /** brands per kind (a brand serving several libraries counts in each) */
    async brandCountsByKind(): Promise<Map<number, number>> {
      const { rows } = await sql<{ kind: number; n: number }>`
        select k as kind, count(*)::int as n from brand, unnest(kinds) as k group by k`.execute(db);
      return new Map(rows.map((r) => [r.kind, r.n]));
    },

    /** kind → public items, counted now (while a seed runs the count columns lag) */
    async countItemsByKind(): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('item')
        .select(['kind', sql<number>`count(*)::int`.as('n')])
        .where('org_id', 'is', null)
        .groupBy('kind')
        .execute();
      return new Map(rows.map((r) => [r.kind, r.n]));
    },

    async countItems(filter: ItemFilter): Promise<number> {
      let query = db
        .selectFrom('item as i')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('i.org_id', 'is', null);
      query = applyItemFilter(query, filter);
      const row = await query.executeTakeFirst();
      return row?.n ?? 0;
    },

    async listItems(filter: ItemFilter, limit: number, offset: number): Promise<ItemRecord[]> {
      const query = applyItemFilter(itemSelect(), filter).orderBy('i.id').limit(limit).offset(offset);
      return (await query.execute()).map(toItemRecord);
    },

    /** An item visible in the scope (another organisation's is not found, as an unknown id). */
    async findItem(id: number, scope: TenantScope = PUBLIC_SCOPE): Promise<ItemDetailRecord | undefined> {
      const row = await itemSelect(scope)
        .select([
          'i.description',
          'i.datasheet_url',
          'i.material',
          'i.size_si',
          'i.org_id',
          'i.internal_code',
          'i.notes',
          'i.linked_item_id',
        ])
        .where('i.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ...toItemRecord(row),
        description: row.description,
        datasheetUrl: row.datasheet_url,
        material: row.material,
        sizeSi: row.size_si,
        ...(row.org_id === null
          ? {}
          : {
              org: {
                internalCode: row.internal_code,
                notes: row.notes,
                linkedItemId: row.linked_item_id === null ? null : Number(row.linked_item_id),
              },
            }),
      };
    },

    /**
     * Items of the same category and series around `anchor` in sibling order: up to `limit` before it
     * (nearest first) and up to `limit` after it (nearest first).
     */
    async siblingsAround(
      anchor: SiblingAnchor,
      limit: number,
      scope: TenantScope = PUBLIC_SCOPE,
    ): Promise<{ before: ItemRecord[]; after: ItemRecord[] }> {
      const key = sql`(${anchor.sizeSi}::double precision, ${anchor.model}::text collate "C", ${anchor.id}::bigint)`;
      const base = () =>
        itemSelect(scope)
          .where('i.category_id', '=', anchor.categoryId)
          .where('i.series', '=', anchor.series);
      const [before, after] = await Promise.all([
        base()
          .where(sql<boolean>`${SIBLING_KEY} < ${key}`)
          .orderBy('i.size_si', 'desc')
          .orderBy(sql`i.model collate "C"`, 'desc')
          .orderBy('i.id', 'desc')
          .limit(limit)
          .execute(),
        base()
          .where(sql<boolean>`${SIBLING_KEY} > ${key}`)
          .orderBy('i.size_si', 'asc')
          .orderBy(sql`i.model collate "C"`, 'asc')
          .orderBy('i.id', 'asc')
          .limit(limit)
          .execute(),
      ]);
      return { before: before.map(toItemRecord), after: after.map(toItemRecord) };
    },

    /**
     * The first item of a category at or after `fraction` (0 ≤ fraction < 1) of its id range: a pick
     * spread over the category that takes two index probes whatever its size.
     */
    async itemAtFraction(
      kind: number,
      categoryId: number,
      fraction: number,
    ): Promise<ItemRecord | undefined> {
      const row = await itemSelect()
        .where('i.kind', '=', kind)
        .where('i.category_id', '=', categoryId)
        .where(
          'i.id',
          '>=',
          sql<number>`(select min(id) + floor((max(id) - min(id)) * ${fraction}::double precision)::bigint
            from item where kind = ${kind} and category_id = ${categoryId} and org_id is null)`,
        )
        .orderBy('i.id')
        .limit(1)
        .executeTakeFirst();
      return row ? toItemRecord(row) : undefined;
    },

    async countBrands(kind: number | undefined, pattern: string | undefined): Promise<number> {
      const row = await applyBrandFilter(
        db.selectFrom('brand').select(sql<number>`count(*)::int`.as('n')),
        kind,
        pattern,
      ).executeTakeFirst();
      return row?.n ?? 0;
    },

    async listBrands(
      kind: number | undefined,
      pattern: string | undefined,
      limit: number,
      offset: number,
    ): Promise<BrandRecord[]> {
      const rows = await applyBrandFilter(db.selectFrom('brand').selectAll(), kind, pattern)
        .orderBy('item_count', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(toBrand);
    },

    async findBrand(id: number): Promise<BrandRecord | undefined> {
      const row = await db.selectFrom('brand').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toBrand(row) : undefined;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

// biome-ignore lint/suspicious/noExplicitAny: shared by the select and count queries of items
function applyItemFilter<Q extends { where: (...args: any[]) => any }>(query: Q, filter: ItemFilter): Q {
  let q = query;
  if (filter.kind !== undefined) q = q.where('i.kind', '=', filter.kind);
  if (filter.categoryIds !== undefined) {
    q =
      filter.categoryIds.length === 1
        ? q.where('i.category_id', '=', filter.categoryIds[0])
        : q.where('i.category_id', 'in', filter.categoryIds);
  }
  if (filter.brandId !== undefined) q = q.where('i.brand_id', '=', filter.brandId);
  if (filter.series !== undefined) q = q.where('i.series', '=', filter.series);
  return q;
}

// biome-ignore lint/suspicious/noExplicitAny: shared by the select and count queries of brands
function applyBrandFilter<Q extends { where: (...args: any[]) => any }>(
  query: Q,
  kind: number | undefined,
  pattern: string | undefined,
): Q {
  let q = query;
  if (kind !== undefined) q = q.where(sql<boolean>`${kind}::smallint = any(kinds)`);
  if (pattern !== undefined) {
    q = q.where(sql<boolean>`(name_zh ilike ${pattern} escape '\\' or name_en ilike ${pattern} escape '\\')`);
  }
  return q;
}

function toBrand(r: {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  country: string;
  website: string | null;
  description: string;
  kinds: number[];
  item_count: number;
  category_counts: Record<string, number>;
}): BrandRecord {
  return {
    id: r.id,
    code: r.code,
    nameZh: r.name_zh,
    nameEn: r.name_en,
    country: r.country,
    website: r.website,
    description: r.description,
    kinds: r.kinds,
    itemCount: r.item_count,
    categoryCounts: r.category_counts,
  };
}
