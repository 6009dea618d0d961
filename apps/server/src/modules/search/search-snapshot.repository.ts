/**
 * SQL of the search index snapshots (search-index-snapshot.ts): the change-log row a snapshot is anchored to,
 * and the catalogue version the seed recorded.
 *
 *   const anchor = await snapshots.anchorAtOrBefore(position);  // the newest change row ≤ position
 *   await snapshots.changeAt(anchor.id);                        // the same row, at load (null: pruned or other db)
 *   await snapshots.catalogMeta();                              // catalog_meta 'seed' ({ version, size })
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { SEED_META_KEY } from '../catalog/catalog-seed.service.ts';

/** A change-log row: its id, its item and when it was written (microseconds since 1970, as text). */
export interface ChangeAnchor {
  id: number;
  itemId: number;
  at: string;
}

interface AnchorRow {
  id: string | number;
  item_id: string | number;
  at: string;
}

const toAnchor = (r: AnchorRow | undefined): ChangeAnchor | null =>
  r ? { id: Number(r.id), itemId: Number(r.item_id), at: String(r.at) } : null;

export function createSearchSnapshotRepository(db: Kysely<Database>) {
  return {
    /** The newest change-log row with id ≤ position, or null when there is none. */
    async anchorAtOrBefore(position: number): Promise<ChangeAnchor | null> {
      const { rows } = await sql<AnchorRow>`
        select id, item_id, floor(extract(epoch from created_at) * 1000000)::int8::text as at
        from search_change where id <= ${position} order by id desc limit 1`.execute(db);
      return toAnchor(rows[0]);
    },

    /** The change-log row of this id, or null. */
    async changeAt(id: number): Promise<ChangeAnchor | null> {
      const { rows } = await sql<AnchorRow>`
        select id, item_id, floor(extract(epoch from created_at) * 1000000)::int8::text as at
        from search_change where id = ${id}`.execute(db);
      return toAnchor(rows[0]);
    },

    /** What the catalogue seed recorded (catalog_meta 'seed': version and size), or null. */
    async catalogMeta(): Promise<unknown> {
      const row = await db
        .selectFrom('catalog_meta')
        .select('value')
        .where('key', '=', SEED_META_KEY)
        .executeTakeFirst();
      return row?.value ?? null;
    },
  };
}

export type SearchSnapshotRepository = ReturnType<typeof createSearchSnapshotRepository>;
