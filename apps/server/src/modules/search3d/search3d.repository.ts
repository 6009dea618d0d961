/**
 * 3D search's SQL: the public catalogue items of the categories that have a model family (all of them, or the
 * changed ones), and the search change log's position and changes (to follow the catalogue).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { changedSince, changeLogPosition } from '../search/change-log-position.ts';

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

/** Ids per read of itemsByIds. */
const IDS_PER_READ = 1000;

export function createSearch3dRepository(db: Kysely<Database>) {
  let rowsRead = 0;
  /** Public items of these leaf categories (those of `ids` only, when given), by id. */
  async function publicItems(codes: readonly string[], ids?: readonly number[]): Promise<ModelItemRow[]> {
    if (codes.length === 0 || ids?.length === 0) return [];
    let query = db
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
      .where('i.org_id', 'is', null);
    if (ids) query = query.where('i.id', 'in', [...ids]);
    const rows = await query.orderBy('i.id').execute();
    rowsRead += rows.length;
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      category_id: Number(r.category_id),
    })) as ModelItemRow[];
  }

  return {
    /** The search change log's position (search/change-log-position.ts). */
    changeLogPosition: () => changeLogPosition(db),

    /** The items changed since a position (added, updated, deleted; search/change-log-position.ts). */
    changedSince: (position: string) => changedSince(db, position),

    /** Every public item of these leaf categories, by id. */
    itemsOfCategories: (codes: readonly string[]) => publicItems(codes),

    /**
     * The public items of these leaf categories among `ids`, by id (an id missing: deleted, private or moved).
     * Read 1,000 ids at a time: the change log lists up to 20,000 changes, and one IN list that long is slow
     * to plan and near the driver's parameter limit.
     */
    itemsByIds: async (codes: readonly string[], ids: readonly number[]): Promise<ModelItemRow[]> => {
      const sorted = [...new Set(ids)].sort((a, b) => a - b);
      const rows: ModelItemRow[] = [];
      for (let i = 0; i < sorted.length; i += IDS_PER_READ)
        rows.push(...(await publicItems(codes, sorted.slice(i, i + IDS_PER_READ))));
      return rows;
    },

    /** Item rows read so far (a test proves a write reads only the changed items again). */
    rowsRead: (): number => rowsRead,
  };
}
export type Search3dRepository = ReturnType<typeof createSearch3dRepository>;
