import type { DictEntry, DictRepository } from './dict.repository.ts';

/** The dictionary type of the client's settings (spec §3, §7). */
export const SYSTEM_CONFIG = 'system_config';

export interface DictService {
  /** GET /base/system/dict-data/list-all-simple: label and value of each enabled entry */
  listSimple(dictType: string): Promise<DictEntry[]>;
  /**
   * A system_config value as a positive integer (minutes), e.g. token_expire_time; `fallback` when
   * the entry is missing or not a positive integer.
   */
  getSystemConfigMinutes(label: string, fallback: number): Promise<number>;
}

export function createDictService(repository: DictRepository): DictService {
  return {
    listSimple: (dictType) => repository.listEnabledByType(dictType),
    async getSystemConfigMinutes(label, fallback) {
      const value = await repository.findValue(SYSTEM_CONFIG, label);
      const minutes = Number(value);
      return value !== undefined && Number.isSafeInteger(minutes) && minutes > 0 ? minutes : fallback;
    },
  };
}
