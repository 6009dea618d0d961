/**
 * A position in the search change log (migration 0004: every write to item appends a row), and the items
 * changed since one, for the caches that must follow the catalogue without keeping their own place in it (the
 * KiCad HTTP library, 3D search): a cache keeps the position it read at, and when the log moves reads only the
 * changed items again.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Change ids re-counted behind the newest (transactions may commit out of id order). */
export const CHANGE_WINDOW = 2_000;

/**
 * The newest change id and the number of changes in the window behind it. Any item written after this was
 * read gives another answer (a newer id, or one more row in the window when an older id commits late); a
 * prune inside the window changes it too, with no item changed (a reader then reloads for nothing, never
 * misses a change). One index range scan of at most CHANGE_WINDOW rows.
 */
export async function changeLogPosition(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ top: string | null; n: number }>`
    select max(id)::text as top, count(*)::int as n from search_change
    where id > coalesce((select max(id) from search_change), 0) - ${CHANGE_WINDOW}`.execute(db);
  const r = rows[0];
  return `${r?.top ?? 0}:${r?.n ?? 0}`;
}

/** More changes than this since a position: changedSince does not list them (the reader reads everything). */
const CHANGES_LISTED_MAX = 20_000;

export interface ChangesSince {
  itemIds: number[];
  categoryIds: number[];
}

/**
 * The items changed since a position of changeLogPosition (added, updated or deleted), and the categories they
 * are in now; undefined when there are more than CHANGES_LISTED_MAX or the log was pruned past the position (its
 * oldest change is newer than the next id). The changes are those after the position's newest id, and when the
 * window behind it no longer holds as many changes as the position counted (one committed late, or the log
 * pruned), the whole window too: more than changed, never less.
 */
export async function changedSince(
  db: Kysely<Database>,
  position: string,
): Promise<ChangesSince | undefined> {
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
}
