/**
 * SQL of alternates: the item asked about, items by part number, and the candidates of an item (index
 * item_alternates_idx of migration 0005: category, main size value, package), each in the caller's tenant scope
 * (db/tenant-scope.ts: public items and the caller's organisation's own).
 *
 *   const repo = createAlternatesRepository(db);
 *   const source = await repo.findItem(42, scope);
 *   const rows = await repo.candidates({ categoryId, sizeSi, package: '0603', narrow: [], excludeId: 42 }, scope);
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';
import {
  createCatalogRepository,
  type ItemRecord,
  selectItems,
  toItemRecord,
} from '../catalog/catalog.repository.ts';

export interface SourceRecord extends ItemRecord {
  sizeSi: number;
}

export interface CandidateQuery {
  categoryId: number;
  /** main size value to match (null: the whole category) */
  sizeSi: number | null;
  /** components: the package to match (null matches items without a package) */
  package?: string | null;
  /** key parameters that must be equal: numeric ones by si (with the size slack), text and enums by display */
  narrow: ReadonlyArray<{ key: string; display: string; si: number | null }>;
  excludeId: number;
  limit: number;
}

/** Relative slack of the size match (the same value parsed from different spellings). */
const SIZE_EPS = 1e-9;

export function createAlternatesRepository(db: Kysely<Database>) {
  const catalog = createCatalogRepository(db);
  return {
    listCategories: () => catalog.listCategories(),

    async findItem(id: number, scope: TenantScope): Promise<SourceRecord | undefined> {
      const row = await selectItems(db, scope).select('i.size_si').where('i.id', '=', id).executeTakeFirst();
      return row ? { ...toItemRecord(row), sizeSi: row.size_si } : undefined;
    },

    /** Items of the scope whose model is `model` in any case (index item_model_upper_idx), oldest first. */
    async findByModel(model: string, limit: number, scope: TenantScope): Promise<SourceRecord[]> {
      const rows = await selectItems(db, scope)
        .select('i.size_si')
        .where(sql`upper(i.model)`, '=', model.toUpperCase())
        .orderBy('i.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...toItemRecord(r), sizeSi: r.size_si }));
    },

    /**
     * Standard parts of a category whose model holds '<GB/T number> <spec>' (a designation read from ISO/DIN):
     * the category's rows only, so no index on the model text is needed.
     */
    async findByStandardSpec(
      categoryId: number,
      gb: string,
      spec: string,
      limit: number,
      scope: TenantScope,
    ): Promise<SourceRecord[]> {
      const pattern = `%${`${gb} ${spec}`.replace(/[\\%_]/g, (c) => `\\${c}`).toUpperCase()}%`;
      const rows = await selectItems(db, scope)
        .select('i.size_si')
        .where('i.category_id', '=', categoryId)
        .where(sql<boolean>`upper(i.model) like ${pattern}`)
        .orderBy('i.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...toItemRecord(r), sizeSi: r.size_si }));
    },

    async candidates(q: CandidateQuery, scope: TenantScope): Promise<ItemRecord[]> {
      let query = selectItems(db, scope)
        .where('i.category_id', '=', q.categoryId)
        .where('i.id', '<>', q.excludeId);
      if (q.sizeSi !== null && Number.isFinite(q.sizeSi)) {
        const lo = q.sizeSi - Math.abs(q.sizeSi) * SIZE_EPS;
        const hi = q.sizeSi + Math.abs(q.sizeSi) * SIZE_EPS;
        query = query.where('i.size_si', '>=', lo).where('i.size_si', '<=', hi);
      }
      if (q.package !== undefined) {
        query =
          q.package === null
            ? query.where('i.package', 'is', null)
            : query.where('i.package', '=', q.package);
      }
      for (const n of q.narrow) {
        if (n.si !== null && Number.isFinite(n.si)) {
          const slack = Math.abs(n.si) * SIZE_EPS;
          query = query.where(
            sql<boolean>`(i.params -> ${n.key} ->> 'si')::float8 between ${n.si - slack} and ${n.si + slack}`,
          );
        } else {
          query = query.where(sql`i.params -> ${n.key} ->> 'display'`, '=', n.display);
        }
      }
      return (await query.orderBy('i.id').limit(q.limit).execute()).map(toItemRecord);
    },
  };
}

export type AlternatesRepository = ReturnType<typeof createAlternatesRepository>;
