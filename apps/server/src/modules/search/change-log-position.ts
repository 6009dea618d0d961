/**
 * A position in the search change log (migration 0004: every write to item appends a row), for the caches
 * that must follow the catalogue without keeping their own place in it (the KiCad HTTP library, 3D search).
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
