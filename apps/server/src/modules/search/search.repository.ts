/**
 * SQL of search: reading the public catalogue into the index (keyset batches), the change log written by
 * the triggers of migration 0004, and the rows of a result page.
 */
import type { ParamDef, ParamValue } from '@jianku/catalog';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { itemOwnedBy, type TenantScope } from '../../db/tenant-scope.ts';
import {
  type ItemRecord,
  selectItems,
  selectPublicItems,
  toItemRecord,
} from '../catalog/catalog.repository.ts';

export interface SearchCategoryRow {
  id: number;
  kind: number;
  parentId: number | null;
  name: string;
  nameEn: string;
  params: ParamDef[];
}

export interface SearchBrandRow {
  id: number;
  nameZh: string;
  nameEn: string;
}

export interface SearchItemRow {
  id: number;
  kind: number;
  categoryId: number;
  brandId: number | null;
  model: string;
  name: string;
  series: string;
  standard: string | null;
  description: string;
  package: string | null;
  /** components: active, nrnd, eol, obsolete (null for parts and materials) */
  lifecycle: string | null;
  params: Record<string, ParamValue>;
  createdAt: number;
  /** materials: numeric code and equivalents (the searched part of item.material) */
  material: { numericCode: string | null; equivalents: Record<string, string> | null } | null;
}

export interface ChangeRow {
  id: number;
  itemId: number;
}

/**
 * The columns of an indexed item as one JSON array per row, built by the database as text: the rows of a
 * batch come back as one string (one JSON.parse) instead of one object per row and column. Through PGlite
 * this is ~2.5x faster than a row per item (the worker neither builds nor clones 10k objects, jsonb is
 * printed once); on PostgreSQL it spares pg its per-row parsing. Texts go through to_json (every escape
 * JSON needs: quotes, backslashes, tabs, newlines, control characters); jsonb prints as JSON; NULL as null.
 * Order: id, kind, category_id, brand_id, model, name, series, standard, description, package, params,
 * created_at (ms since 1970, floored like a Date), material's numericCode, material's equivalents, lifecycle.
 */
const ITEM_JSON = sql<string>`'[' || concat_ws(',',
  i.id, i.kind, i.category_id, coalesce(i.brand_id::text, 'null'),
  to_json(i.model)::text, to_json(i.name)::text, to_json(i.series)::text,
  coalesce(to_json(i.standard)::text, 'null'), to_json(i.description)::text,
  coalesce(to_json(i.package)::text, 'null'), coalesce(i.params::text, 'null'),
  floor(extract(epoch from i.created_at) * 1000)::int8,
  coalesce(to_json(i.material->>'numericCode')::text, 'null'),
  coalesce((i.material->'equivalents')::text, 'null'),
  coalesce(to_json(i.lifecycle)::text, 'null')) || ']'`;

type ItemTuple = [
  id: number,
  kind: number,
  categoryId: number,
  brandId: number | null,
  model: string,
  name: string,
  series: string,
  standard: string | null,
  description: string,
  pkg: string | null,
  params: Record<string, ParamValue> | null,
  createdAt: number,
  numericCode: string | null,
  equivalents: Record<string, string> | null,
  lifecycle: string | null,
];

/** The rows of `[tuple,tuple,...]` text (ITEM_JSON joined by commas, in brackets). */
export function parseItemTuples(text: string | null | undefined): SearchItemRow[] {
  if (!text) return [];
  return (JSON.parse(text) as ItemTuple[]).map((t) => ({
    id: t[0],
    kind: t[1],
    categoryId: t[2],
    brandId: t[3],
    model: t[4],
    name: t[5],
    series: t[6],
    standard: t[7],
    description: t[8],
    package: t[9],
    lifecycle: t[14] ?? null,
    params: t[10] ?? {},
    createdAt: t[11],
    material: t[12] === null && t[13] === null ? null : { numericCode: t[12], equivalents: t[13] },
  }));
}

/**
 * The same rows as readItems, one row object per item through the driver's own parsers (jsonb,
 * timestamptz, bigint): the reader before the JSON batches, kept as the reference the tests and
 * `npm run bench:rebuild -- --verify` check readItems against.
 */
export async function readItemRowsPlain(
  db: Kysely<Database>,
  afterId: number,
  limit: number,
): Promise<SearchItemRow[]> {
  const rows = await db
    .selectFrom('item')
    .select([
      'id',
      'kind',
      'category_id',
      'brand_id',
      'model',
      'name',
      'series',
      'standard',
      'description',
      'package',
      'lifecycle',
      'params',
      'created_at',
      sql<string | null>`material->>'numericCode'`.as('numeric_code'),
      sql<Record<string, string> | null>`material->'equivalents'`.as('equivalents'),
    ])
    .where('org_id', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    categoryId: Number(r.category_id),
    brandId: r.brand_id === null ? null : Number(r.brand_id),
    model: r.model,
    name: r.name,
    series: r.series,
    standard: r.standard,
    description: r.description,
    package: r.package,
    lifecycle: r.lifecycle ?? null,
    params: r.params ?? {},
    createdAt: new Date(r.created_at).getTime(),
    material:
      r.numeric_code === null && r.equivalents === null
        ? null
        : { numericCode: r.numeric_code, equivalents: r.equivalents },
  }));
}

/**
 * `db` serves the index's reads (it may be a replica router, DATABASE_READ_URL); `primary` (default `db`)
 * serves the rows of result pages, which the row cache keeps (summary-cache.ts): a replica's row may be older
 * than a change the index has already applied and forgotten, and would then be kept until the item's next change.
 */
// long because it is the closure that holds the repository's methods over shared dependencies; each method is measured on its own and stays short
export function createSearchRepository(db: Kysely<Database>, primary: Kysely<Database> = db) {
  /**
   * Public items of `where` (over `item i`, at most `limit`), in id order. The aggregate takes the rows
   * in the order of the subquery (no ORDER BY inside string_agg: PostgreSQL 15 sorts such an aggregate's
   * input again, and 10k rows of text spill past work_mem to a temporary file); the order is checked here.
   */
  const readTuples = async (
    where: RawBuilder<unknown>,
    limit: number,
    owner: RawBuilder<boolean> = sql<boolean>`i.org_id is null`,
  ): Promise<SearchItemRow[]> => {
    const { rows } = await sql<{ items: string | null }>`
      select '[' || string_agg(${ITEM_JSON}, ',') || ']' as items
      from (select id, kind, category_id, brand_id, model, name, series, standard, description, package,
          params, created_at, material, lifecycle
        from item i where ${owner} and ${where} order by i.id limit ${limit}) i`.execute(db);
    const items = parseItemTuples(rows[0]?.items);
    for (let k = 1; k < items.length; k++) {
      if ((items[k] as SearchItemRow).id < (items[k - 1] as SearchItemRow).id)
        return items.sort((a, b) => a.id - b.id);
    }
    return items;
  };

  /** PGlite (PostgreSQL in WebAssembly) or a PostgreSQL server: decides how readItems reads */
  let embedded: Promise<boolean> | undefined;

  return {
    async listCategories(): Promise<SearchCategoryRow[]> {
      const rows = await db
        .selectFrom('category')
        .select(['id', 'kind', 'parent_id', 'name', 'name_en', 'params'])
        .orderBy('kind')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        name: r.name,
        nameEn: r.name_en,
        params: (r.params ?? []) as ParamDef[],
      }));
    },

    async listBrands(): Promise<SearchBrandRow[]> {
      const rows = await db.selectFrom('brand').select(['id', 'name_zh', 'name_en']).orderBy('id').execute();
      return rows.map((r) => ({ id: Number(r.id), nameZh: r.name_zh, nameEn: r.name_en }));
    },

    /**
     * Public items with id > afterId, in id order. On PGlite one JSON text per batch (see ITEM_JSON); on
     * PostgreSQL a row per item (readItemRowsPlain): the server streams rows that pg parses as they come,
     * where building the text costs the server more than it spares the client (measured, bench:rebuild).
     */
    async readItems(afterId: number, limit: number): Promise<SearchItemRow[]> {
      embedded ??= sql<{ wasm: boolean }>`select strpos(version(), 'emscripten') > 0 as wasm`
        .execute(db)
        .then(({ rows }) => rows[0]?.wasm === true);
      if (await embedded) return readTuples(sql`i.id > ${afterId}`, limit);
      return readItemRowsPlain(db, afterId, limit);
    },

    /** readItems through the JSON batches whatever the engine (tests, bench). */
    readItemsJson(afterId: number, limit: number): Promise<SearchItemRow[]> {
      return readTuples(sql`i.id > ${afterId}`, limit);
    },

    /** Public items among these ids (absent ones were deleted or are private). */
    itemsByIds(ids: readonly number[]): Promise<SearchItemRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return readTuples(sql`i.id = any(${[...ids]}::int8[])`, ids.length);
    },

    async lastChangeId(): Promise<number> {
      const { rows } = await sql<{
        id: string | number | null;
      }>`select max(id) as id from search_change`.execute(db);
      return Number(rows[0]?.id ?? 0);
    },

    async changesAfter(afterId: number, limit: number): Promise<ChangeRow[]> {
      const { rows } = await sql<{ id: string | number; item_id: string | number }>`
        select id, item_id from search_change where id > ${afterId} order by id limit ${limit}`.execute(db);
      return rows.map((r) => ({ id: Number(r.id), itemId: Number(r.item_id) }));
    },

    async countChangesAfter(afterId: number, cap: number): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from (select 1 from search_change where id > ${afterId} limit ${cap}) c`.execute(
        db,
      );
      return rows[0]?.n ?? 0;
    },

    /** The rows of a result page, in any order. */
    async summaries(ids: readonly number[]): Promise<ItemRecord[]> {
      if (ids.length === 0) return [];
      const rows = await selectPublicItems(primary).where('i.id', 'in', ids).execute();
      return rows.map(toItemRecord);
    },

    /** An organisation's own items with id > afterId, in id order (its private index, search-org-indexes.ts). */
    readOrgItems(scope: TenantScope, afterId: number, limit: number): Promise<SearchItemRow[]> {
      return readTuples(sql`i.id > ${afterId}`, limit, itemOwnedBy(scope));
    },

    /**
     * What changes when an organisation's items change (count, newest id, last write): read before each of
     * its queries through item_org_idx, so that every process sees another's writes.
     */
    async orgStamp(scope: TenantScope): Promise<string> {
      const { rows } = await sql<{ stamp: string }>`
        select count(*) || ':' || coalesce(max(i.id), 0) || ':' || coalesce(max(i.updated_at)::text, '') as stamp
        from item i where ${itemOwnedBy(scope)}`.execute(db);
      return rows[0]?.stamp ?? '';
    },

    /** The rows of a private result page: the scope's own items only, in any order. */
    async orgSummaries(scope: TenantScope, ids: readonly number[]): Promise<ItemRecord[]> {
      if (ids.length === 0) return [];
      const rows = await selectItems(db, scope).where(itemOwnedBy(scope)).where('i.id', 'in', ids).execute();
      return rows.map(toItemRecord);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
