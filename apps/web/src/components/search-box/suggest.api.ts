import { SUGGESTION_SIZE } from '@jianku/rules';
import { get } from '../../lib/http.ts';
import type { Library } from '../library/library.ts';

/**
 * SPEC-7.23 / SPEC-7.24 keyword suggestions: parts from /public/part/es/keyword/suggest, components and
 * materials from /public/component/es/keyword/suggest (materials narrowed with kind=4); size 15 (SPEC-9.16).
 * Failures are quiet: the box simply shows no suggestions.
 */
export function fetchSuggestions(library: Library, keyword: string, signal?: AbortSignal): Promise<string[]> {
  const url = library === 'part' ? '/public/part/es/keyword/suggest' : '/public/component/es/keyword/suggest';
  const params: Record<string, string | number> = { keyword, size: SUGGESTION_SIZE };
  if (library === 'mat') params.kind = 4;
  return get<string[]>(url, params, { skipErrorHandler: true, signal });
}
