/**
 * SQL of the KiCad HTTP library: the component categories that hold public items, and one category's
 * parts with the few columns needed to pick KiCad's symbol for each (one query, no per-row lookups).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { CHANGE_WINDOW, changeLogPosition } from '../search/change-log-position.ts';

export interface HttpLibCategory {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  items: number;
}

export interface HttpLibPartRow {
  id: number;
  model: string;
  name: string;
  package: string | null;
  polarity: string | null;
  channel: string | null;
}

/** The most parts one category answers (KiCad loads a category's list in one request). */
export const PARTS_PER_CATEGORY_MAX = 20_000;

/** More changes than this since a position: changedSince does not list them (every list is rebuilt). */
const CHANGES_LISTED_MAX = 20_000;

export interface ChangesSince {
  itemIds: number[];
  categoryIds: number[];
}

export function createEdaRepository(db: Kysely<Database>) {
  return {
    /** The search change log's position (search/change-log-position.ts). */
    changeLogPosition: () => changeLogPosition(db),

    /**
     * The items changed since a position of changeLogPosition, and the categories they are in now; undefined
     * when there are more than CHANGES_LISTED_MAX or the log was pruned past the position (its oldest change
     * is newer than the next id). The changes are those after the position's newest id, and when the window
     * behind it no longer holds as many changes as the position counted (one committed late, or the log
     * pruned), the whole window too: more than changed, never less.
     */
    async changedSince(position: string): Promise<ChangesSince | undefined> {
      const [top, counted] = position.split(':').map(Number);
      if (!Number.isSafeInteger(top) || !Number.isSafeInteger(counted)) return undefined;
      const { rows: log } = await sql<{ first: string | null; n: number }>`
        select (select min(id) from search_change)::text as first, count(*)::int as n from search_change
        where id > ${Number(top) - CHANGE_WINDOW} and id <= ${Number(top)}`.execute(db);
      const first = log[0]?.first;
      if (Number(top) > 0 && first != null && Number(first) > Number(top) + 1) return undefined;
      const after = log[0]?.n === counted ? Number(top) : Number(top) - CHANGE_WINDOW;
      const { rows } = await sql<{ item_id: number; category_id: number | null }>`
        select c.item_id, i.category_id from search_change c left join item i on i.id = c.item_id
        where c.id > ${after} order by c.id limit ${CHANGES_LISTED_MAX + 1}`.execute(db);
      if (rows.length > CHANGES_LISTED_MAX) return undefined;
      const categories = new Set<number>();
      for (const r of rows) if (r.category_id != null) categories.add(Number(r.category_id));
      return { itemIds: [...new Set(rows.map((r) => Number(r.item_id)))], categoryIds: [...categories] };
    },

    async componentCategories(): Promise<HttpLibCategory[]> {
      const rows = await db
        .selectFrom('category as c')
        .innerJoin('item as i', (j) => j.onRef('i.category_id', '=', 'c.id').on('i.org_id', 'is', null))
        .where('c.kind', '=', 2)
        .groupBy(['c.id', 'c.code', 'c.name', 'c.name_en', 'c.sort'])
        .select(['c.id', 'c.code', 'c.name', 'c.name_en', sql<number>`count(*)::int`.as('items')])
        .orderBy('c.sort')
        .orderBy('c.id')
        .execute();
      return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, nameEn: r.name_en, items: r.items }));
    },

    async partsOfCategory(categoryId: number): Promise<HttpLibPartRow[]> {
      return db
        .selectFrom('item')
        .where('category_id', '=', categoryId)
        .where('org_id', 'is', null)
        .select([
          'id',
          'model',
          'name',
          'package',
          sql<string | null>`params->'polarity'->>'display'`.as('polarity'),
          sql<string | null>`params->'channel'->>'display'`.as('channel'),
        ])
        .orderBy('id')
        .limit(PARTS_PER_CATEGORY_MAX)
        .execute();
    },
  };
}
export type EdaRepository = ReturnType<typeof createEdaRepository>;
