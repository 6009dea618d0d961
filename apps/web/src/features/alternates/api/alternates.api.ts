import { get } from '../../../lib/http.ts';
import type { AlternatesQuery, AlternatesResult } from './alternates.types.ts';

/**
 * GET /to/api/alternates. Errors (unknown part number, deleted item) are shown by the page itself, inline,
 * so the global error dialog is skipped.
 */
export function fetchAlternates(query: AlternatesQuery): Promise<AlternatesResult> {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== false) params[key] = value;
  }
  return get<AlternatesResult>('/alternates', params, { skipErrorHandler: true });
}
