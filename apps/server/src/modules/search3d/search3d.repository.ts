/**
 * 3D search's SQL: the public catalogue items of the categories that have a model family, and the search
 * change log's position (to follow the catalogue's changes).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { changeLogPosition } from '../search/change-log-position.ts';

export interface ModelItemRow {
  id: number;
  kind: number;
  model: string;
  name: string;
  standard: string | null;
  package: string | null;
  params: Record<string, { si?: number | null; display?: string }>;
  category_id: number;
  category_code: string;
  category_name: string;
}

export function createSearch3dRepository(db: Kysely<Database>) {
  return {
    /** The search change log's position (search/change-log-position.ts). */
    changeLogPosition: () => changeLogPosition(db),

    /** Every public item of these leaf categories, by id. */
    async itemsOfCategories(codes: readonly string[]): Promise<ModelItemRow[]> {
      if (codes.length === 0) return [];
      const rows = await db
        .selectFrom('item as i')
        .innerJoin('category as c', 'c.id', 'i.category_id')
        .select([
          'i.id',
          'i.kind',
          'i.model',
          'i.name',
          'i.standard',
          'i.package',
          'i.params',
          'c.id as category_id',
          'c.code as category_code',
          'c.name as category_name',
        ])
        .where('c.code', 'in', [...codes])
        .where('i.org_id', 'is', null)
        .orderBy('i.id')
        .execute();
      return rows.map((r) => ({
        ...r,
        id: Number(r.id),
        category_id: Number(r.category_id),
      })) as ModelItemRow[];
    },
  };
}
export type Search3dRepository = ReturnType<typeof createSearch3dRepository>;
