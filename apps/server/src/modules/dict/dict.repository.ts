import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface DictEntry {
  label: string;
  value: string;
}

export interface DictRepository {
  /** enabled entries of a type, in sort order */
  listEnabledByType(dictType: string): Promise<DictEntry[]>;
  /** the value of one enabled entry, or undefined */
  findValue(dictType: string, label: string): Promise<string | undefined>;
}

export function createDictRepository(db: Kysely<Database>): DictRepository {
  return {
    async listEnabledByType(dictType) {
      return db
        .selectFrom('dict_data')
        .select(['label', 'value'])
        .where('dict_type', '=', dictType)
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
    async findValue(dictType, label) {
      const row = await db
        .selectFrom('dict_data')
        .select('value')
        .where('dict_type', '=', dictType)
        .where('label', '=', label)
        .where('enabled', '=', true)
        .executeTakeFirst();
      return row?.value;
    },
  };
}
