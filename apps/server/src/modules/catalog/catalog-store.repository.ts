/**
 * SQL that writes the catalogue: used by the seed (catalog-seed.service.ts) and the import
 * (catalog-import.service.ts). Pass a transaction as `db` to make several calls one unit.
 *
 * Items are upserted by code in batches: one statement per batch takes the rows as one JSON text
 * (jsonb_to_recordset), which is much faster than bound multi-row VALUES on PGlite and on PostgreSQL,
 * and keeps item_param (the numeric parameters) in step in the same statement.
 */
import type { Brand, Category, ParamDef, ParamValue } from '@jianku/catalog';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { StoredMaterial } from '../../db/catalog.tables.ts';
import type { Database } from '../../db/schema.ts';

export type ItemSource = 'seed' | 'import';

/** One item as stored (snake_case columns); params and material are objects, sent as JSON. */
export interface ItemRow {
  code: string;
  kind: number;
  category_id: number;
  brand_id: number | null;
  model: string;
  name: string;
  series: string;
  standard: string | null;
  description: string;
  lifecycle: string | null;
  package: string | null;
  datasheet_url: string | null;
  params: Record<string, ParamValue>;
  material: StoredMaterial | null;
  size_si: number | null;
}

export interface StoredCategoryRef {
  id: number;
  code: string;
  kind: number;
  params: ParamDef[];
}

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

/** The columns compared to decide whether an existing row changed (updated_at only moves then). */
const COMPARED_COLUMNS = [
  'kind',
  'category_id',
  'brand_id',
  'model',
  'name',
  'series',
  'standard',
  'description',
  'lifecycle',
  'package',
  'datasheet_url',
  'params',
  'material',
  'size_si',
] as const;

const UPSERT_ITEMS_SQL = `
with src as (
  select * from jsonb_to_recordset($1::jsonb) as r(
    code text, kind smallint, category_id bigint, brand_id bigint, model text, name text, series text,
    standard text, description text, lifecycle text, package text, datasheet_url text, params jsonb,
    material jsonb, size_si double precision)
), up as (
  insert into item (code, ${COMPARED_COLUMNS.join(', ')}, source)
  select code, ${COMPARED_COLUMNS.map((c) => (c === 'size_si' ? `coalesce(size_si, 'Infinity')` : c)).join(', ')}, $2
  from src
  on conflict (code) do update set
    ${COMPARED_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()
  where item.source = excluded.source and item.org_id is null
    and (${COMPARED_COLUMNS.map((c) => `item.${c}`).join(', ')})
      is distinct from (${COMPARED_COLUMNS.map((c) => `excluded.${c}`).join(', ')})
  returning id, params, (xmax = 0) as inserted
), old_params as (
  delete from item_param where item_id in (select id from up where not inserted)
), new_params as (
  insert into item_param (item_id, key, si, si_max)
  select up.id, p.key, (p.value->>'si')::double precision, (p.value->>'siMax')::double precision
  from up cross join lateral jsonb_each(up.params) as p(key, value)
  where jsonb_typeof(p.value->'si') = 'number'
)
select count(*) filter (where inserted)::int as inserted, count(*) filter (where not inserted)::int as updated
from up`;

// long because it is the closure that holds the repository's methods over shared dependencies; each method is measured on its own and stays short
export function createCatalogStoreRepository(db: Kysely<Database>) {
  return {
    /** Upsert brands by code; returns code → id of every brand in the table. */
    async upsertBrands(brands: readonly Brand[]): Promise<Map<string, number>> {
      if (brands.length > 0) {
        await db
          .insertInto('brand')
          .values(
            brands.map((b) => ({
              code: b.code,
              name_zh: b.nameZh,
              name_en: b.nameEn,
              country: b.country,
              website: b.website,
              description: b.description,
              kinds: [...b.kinds],
            })),
          )
          .onConflict((oc) =>
            oc
              .column('code')
              .doUpdateSet((eb) => ({
                name_zh: eb.ref('excluded.name_zh'),
                name_en: eb.ref('excluded.name_en'),
                country: eb.ref('excluded.country'),
                website: eb.ref('excluded.website'),
                description: eb.ref('excluded.description'),
                kinds: eb.ref('excluded.kinds'),
                updated_at: sql`now()`,
              }))
              .where(
                sql<boolean>`(brand.name_zh, brand.name_en, brand.country, brand.website, brand.description, brand.kinds)
                  is distinct from (excluded.name_zh, excluded.name_en, excluded.country, excluded.website,
                  excluded.description, excluded.kinds)`,
              ),
          )
          .execute();
      }
      return this.brandIds();
    },

    async brandIds(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('brand').select(['id', 'code']).execute();
      return new Map(rows.map((r) => [r.code, r.id]));
    },

    /**
     * Upsert categories by code, parents before children (a category's path holds its ancestors' ids).
     * Returns every category in the table by code.
     */
    async upsertCategories(categories: readonly Category[]): Promise<Map<string, StoredCategoryRef>> {
      const byCode = new Map(categories.map((c) => [c.code, c]));
      const depthOf = (c: Category): number => {
        let depth = 0;
        for (let p = c.parentCode; p !== null; p = byCode.get(p)?.parentCode ?? null) depth++;
        return depth;
      };
      const levels = new Map<number, Category[]>();
      for (const c of categories) {
        const depth = depthOf(c);
        levels.set(depth, [...(levels.get(depth) ?? []), c]);
      }
      const stored = new Map<string, { id: number; path: number[] }>();
      for (const depth of [...levels.keys()].sort((a, b) => a - b)) {
        const rows = (levels.get(depth) ?? []).map((c) => {
          const parent = c.parentCode === null ? undefined : stored.get(c.parentCode);
          if (c.parentCode !== null && !parent)
            throw new Error(`分类「${c.code}」的上级「${c.parentCode}」不存在`);
          return {
            code: c.code,
            kind: c.kind,
            parent_id: parent?.id ?? null,
            name: c.name,
            name_en: c.nameEn,
            sort: c.sort,
            depth,
            path: parent ? [...parent.path, parent.id] : [],
            params: JSON.stringify(c.params),
          };
        });
        if (rows.length === 0) continue;
        await db
          .insertInto('category')
          .values(rows)
          .onConflict((oc) =>
            oc
              .column('code')
              .doUpdateSet((eb) => ({
                kind: eb.ref('excluded.kind'),
                parent_id: eb.ref('excluded.parent_id'),
                name: eb.ref('excluded.name'),
                name_en: eb.ref('excluded.name_en'),
                sort: eb.ref('excluded.sort'),
                depth: eb.ref('excluded.depth'),
                path: eb.ref('excluded.path'),
                params: eb.ref('excluded.params'),
                updated_at: sql`now()`,
              }))
              .where(
                sql<boolean>`(category.kind, category.parent_id, category.name, category.name_en, category.sort,
                  category.depth, category.path, category.params)
                  is distinct from (excluded.kind, excluded.parent_id, excluded.name, excluded.name_en,
                  excluded.sort, excluded.depth, excluded.path, excluded.params)`,
              ),
          )
          .execute();
        const saved = await db
          .selectFrom('category')
          .select(['id', 'code', 'path'])
          .where(
            'code',
            'in',
            rows.map((r) => r.code),
          )
          .execute();
        for (const s of saved) stored.set(s.code, { id: s.id, path: s.path });
      }
      return this.categoryRefs();
    },

    async categoryRefs(): Promise<Map<string, StoredCategoryRef>> {
      const rows = await db.selectFrom('category').select(['id', 'code', 'kind', 'params']).execute();
      return new Map(rows.map((r) => [r.code, { id: r.id, code: r.code, kind: r.kind, params: r.params }]));
    },

    /** Every category with its parent, for the import's checks (a known, leaf category of the kind). */
    async categoriesWithParents() {
      return db.selectFrom('category').select(['id', 'code', 'kind', 'params', 'parent_id']).execute();
    },

    /** Every brand with the libraries (kinds) it serves, for the import's checks. */
    async brandKinds() {
      return db.selectFrom('brand').select(['id', 'code', 'kinds']).execute();
    },

    /** Planner statistics and the visibility map of a table (PGlite has no autovacuum). */
    async vacuumAnalyze(table: 'brand' | 'category' | 'item' | 'item_param'): Promise<void> {
      await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
    },

    /**
     * Upsert one batch of items by code. A row whose code exists with another source, or in a private
     * library, is left alone. Unchanged rows are not written. Returns what was inserted and updated.
     */
    async upsertItems(rows: readonly ItemRow[], source: ItemSource): Promise<UpsertCounts> {
      if (rows.length === 0) return { inserted: 0, updated: 0 };
      const { rows: counts } = await db.executeQuery<UpsertCounts>(
        CompiledQuery.raw(UPSERT_ITEMS_SQL, [JSON.stringify(rows), source]),
      );
      return counts[0] ?? { inserted: 0, updated: 0 };
    },

    /** Codes of the items of a source in the public library. */
    async itemCodes(source: ItemSource): Promise<string[]> {
      const rows = await db
        .selectFrom('item')
        .select('code')
        .where('source', '=', source)
        .where('org_id', 'is', null)
        .execute();
      return rows.map((r) => r.code);
    },

    /** Codes among `codes` that exist: their source ('private' when in an organisation's library). */
    async existingCodes(codes: readonly string[]): Promise<Map<string, ItemSource | 'private'>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .selectFrom('item')
        .select(['code', 'source', 'org_id'])
        .where('code', '=', sql<string>`any(${sql.val([...codes])}::text[])`)
        .execute();
      return new Map(rows.map((r) => [r.code, r.org_id === null ? (r.source as ItemSource) : 'private']));
    },

    /** Delete public items of a source by code; returns how many went. */
    async deleteItems(codes: readonly string[], source: ItemSource): Promise<number> {
      if (codes.length === 0) return 0;
      const result = await db
        .deleteFrom('item')
        .where('code', '=', sql<string>`any(${sql.val([...codes])}::text[])`)
        .where('source', '=', source)
        .where('org_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Delete categories and brands that the catalogue no longer has and that no item uses. */
    async deleteUnused(keepCategories: readonly string[], keepBrands: readonly string[]): Promise<void> {
      // deepest first: a category's children go before it
      await sql`
        delete from category c
        where not (c.code = any(${sql.val([...keepCategories])}::text[]))
          and not exists (select 1 from item i where i.category_id = c.id)
          and not exists (select 1 from category k where k.parent_id = c.id)`.execute(db);
      await sql`
        delete from brand b
        where not (b.code = any(${sql.val([...keepBrands])}::text[]))
          and not exists (select 1 from item i where i.brand_id = b.id)`.execute(db);
    },

    /** Recount the public items of each category (own items only) and of each brand. */
    async refreshCounts(): Promise<void> {
      await sql`
        update category c set item_count = x.n
        from (
          select c2.id, count(i.id)::int as n
          from category c2 left join item i on i.category_id = c2.id and i.org_id is null
          group by c2.id
        ) x
        where x.id = c.id and c.item_count <> x.n`.execute(db);
      await sql`
        with per as (
          select brand_id, category_id, count(*)::int as n
          from item where org_id is null and brand_id is not null
          group by brand_id, category_id
        ), agg as (
          select brand_id, sum(n)::int as total, jsonb_object_agg(category_id::text, n) as counts
          from per group by brand_id
        ), target as (
          select b2.id, coalesce(a.total, 0) as total, coalesce(a.counts, '{}'::jsonb) as counts
          from brand b2 left join agg a on a.brand_id = b2.id
        )
        update brand b set item_count = t.total, category_counts = t.counts
        from target t
        where t.id = b.id and (b.item_count, b.category_counts) is distinct from (t.total, t.counts)`.execute(
        db,
      );
    },

    async readMeta<T>(key: string): Promise<T | undefined> {
      const row = await db
        .selectFrom('catalog_meta')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row?.value as T | undefined;
    },

    async writeMeta(key: string, value: Record<string, unknown>): Promise<void> {
      await db
        .insertInto('catalog_meta')
        .values({ key, value: JSON.stringify(value) })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: sql`now()` })),
        )
        .execute();
    },
  };
}

export type CatalogStoreRepository = ReturnType<typeof createCatalogStoreRepository>;
