/**
 * SQL of the materials comparison: which public items of the materials library carry given codes (the
 * equivalents computed in @jianku/catalog name grades by code; the page links them by id).
 *
 *   const ids = await repository.idsByCodes(['MAT-06Cr19Ni10']); // Map { 'MAT-06Cr19Ni10' => 4711 }
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createMaterialsRepository(db: Kysely<Database>) {
  return {
    async idsByCodes(codes: readonly string[]): Promise<Map<string, number>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .selectFrom('item')
        .select(['id', 'code'])
        .where('kind', '=', 4)
        .where('org_id', 'is', null)
        .where('code', 'in', codes as string[])
        .execute();
      return new Map(rows.map((r) => [r.code, Number(r.id)]));
    },
  };
}
export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
