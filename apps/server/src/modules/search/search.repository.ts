/**
 * SQL of search: reading the public catalogue into the index (keyset batches), the change log written by
 * the triggers of migration 0004, and the rows of a result page.
 */
import type { ParamDef, ParamValue } from '@jianku/catalog';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type ItemRecord, selectPublicItems, toItemRecord } from '../catalog/catalog.repository.ts';

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
  params: Record<string, ParamValue>;
  createdAt: number;
  /** materials: numeric code and equivalents (the searched part of item.material) */
  material: { numericCode: string | null; equivalents: Record<string, string> | null } | null;
}

export interface ChangeRow {
  id: number;
  itemId: number;
}

export function createSearchRepository(db: Kysely<Database>) {
  const itemColumns = [
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
    'params',
    'created_at',
    sql<string | null>`material->>'numericCode'`.as('numeric_code'),
    sql<Record<string, string> | null>`material->'equivalents'`.as('equivalents'),
  ] as const;
  type Row = {
    id: number;
    kind: number;
    category_id: number;
    brand_id: number | null;
    model: string;
    name: string;
    series: string;
    standard: string | null;
    description: string;
    package: string | null;
    params: Record<string, ParamValue>;
    created_at: Date;
    numeric_code: string | null;
    equivalents: Record<string, string> | null;
  };
  const toItem = (r: Row): SearchItemRow => ({
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
    params: r.params ?? {},
    createdAt: new Date(r.created_at).getTime(),
    material:
      r.numeric_code === null && r.equivalents === null
        ? null
        : { numericCode: r.numeric_code, equivalents: r.equivalents },
  });

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

    /** Public items with id > afterId, in id order. */
    async readItems(afterId: number, limit: number): Promise<SearchItemRow[]> {
      const rows = await db
        .selectFrom('item')
        .select(itemColumns)
        .where('org_id', 'is', null)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return (rows as Row[]).map(toItem);
    },

    /** Public items among these ids (absent ones were deleted or are private). */
    async itemsByIds(ids: readonly number[]): Promise<SearchItemRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('item')
        .select(itemColumns)
        .where('org_id', 'is', null)
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
      return (rows as Row[]).map(toItem);
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

    /** Drop applied changes older than `seconds` (kept a while for out-of-order commits). */
    async pruneChanges(upToId: number, seconds: number): Promise<void> {
      await sql`delete from search_change where id <= ${upToId}
        and created_at < now() - make_interval(secs => ${seconds})`.execute(db);
    },

    /** The rows of a result page, in any order. */
    async summaries(ids: readonly number[]): Promise<ItemRecord[]> {
      if (ids.length === 0) return [];
      const rows = await selectPublicItems(db).where('i.id', 'in', ids).execute();
      return rows.map(toItemRecord);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
