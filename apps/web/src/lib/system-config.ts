import { SYSTEM_CONFIG_DICT_TYPE } from '@jianku/rules';
import { get } from './http.ts';

/** A dictionary entry (SPEC-3.46). */
export interface DictEntry {
  label: string;
  value: string;
}

export const SYSTEM_CONFIG_PATH = '/base/system/dict-data/list-all-simple';

/**
 * GET /to/api/base/system/dict-data/list-all-simple?dictType=system_config (SPEC-7.19). Failures are the
 * caller's to handle; no error dialog is shown for them.
 */
export async function fetchSystemConfig(): Promise<DictEntry[]> {
  const data = await get<unknown>(
    SYSTEM_CONFIG_PATH,
    { dictType: SYSTEM_CONFIG_DICT_TYPE },
    { skipErrorHandler: true },
  );
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { label, value } = item as Record<string, unknown>;
    if (typeof label !== 'string') return [];
    return [{ label, value: value == null ? '' : String(value) }];
  });
}

/** The value of a labelled entry, or undefined. */
export function dictValue(entries: readonly DictEntry[], label: string): string | undefined {
  return entries.find((entry) => entry.label === label)?.value;
}
