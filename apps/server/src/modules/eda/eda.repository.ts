/**
 * SQL of the KiCad HTTP library: the component categories that hold public items, and one category's
 * parts with the few columns needed to pick KiCad's symbol for each (one query, no per-row lookups).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { changedSince, changeLogPosition } from '../search/change-log-position.ts';

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

export function createEdaRepository(db: Kysely<Database>) {
  return {
    /** The search change log's position (search/change-log-position.ts). */
    changeLogPosition: () => changeLogPosition(db),

    /** The items changed since a position, and their categories now (search/change-log-position.ts). */
    changedSince: (position: string) => changedSince(db, position),

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
