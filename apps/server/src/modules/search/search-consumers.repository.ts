/**
 * SQL of the change-log consumers (migration 0014): each server process's position in the search change log,
 * and the pruning that respects every live one.
 *
 *   await consumers.heartbeat(id, needsAfter)   // every few seconds, also while the index builds
 *   await consumers.prune(upToId, ageS)         // drop applied changes no live process still needs
 *   await consumers.forget(id)                  // at stop
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A process not heard from for this long is taken for dead: the log is pruned past it. */
export const CONSUMER_TTL_S = 60;

export function createSearchConsumersRepository(db: Kysely<Database>) {
  return {
    /**
     * Record the position; answers false when this process had no row (its first beat, or it was taken for
     * dead and removed by another process's prune: the changes it needed may be gone, it must rebuild).
     */
    async heartbeat(id: string, needsAfter: number): Promise<boolean> {
      const { rows } = await sql<{ id: string }>`
        update search_consumer set needs_after = ${needsAfter}, seen_at = now() where id = ${id} returning id`.execute(
        db,
      );
      if (rows.length > 0) return true;
      await sql`insert into search_consumer (id, needs_after) values (${id}, ${needsAfter})
        on conflict (id) do update set needs_after = excluded.needs_after, seen_at = now()`.execute(db);
      return false;
    },

    /**
     * Drop changes with id ≤ upToId older than ageS seconds, but none that a live process still needs;
     * forget processes not heard from for CONSUMER_TTL_S.
     */
    async prune(upToId: number, ageS: number): Promise<void> {
      await sql`delete from search_consumer where seen_at < now() - make_interval(secs => ${CONSUMER_TTL_S})`.execute(
        db,
      );
      await sql`delete from search_change where id <= least(${upToId}::bigint,
          coalesce((select min(needs_after) from search_consumer), ${upToId}::bigint))
        and created_at < now() - make_interval(secs => ${ageS})`.execute(db);
    },

    async forget(id: string): Promise<void> {
      await sql`delete from search_consumer where id = ${id}`.execute(db);
    },

    /** The live positions (tests, the health answer). */
    async positions(): Promise<Array<{ id: string; needsAfter: number }>> {
      const { rows } = await sql<{ id: string; needs_after: string }>`
        select id, needs_after::text from search_consumer order by id`.execute(db);
      return rows.map((r) => ({ id: r.id, needsAfter: Number(r.needs_after) }));
    },
  };
}

export type SearchConsumersRepository = ReturnType<typeof createSearchConsumersRepository>;
